# Required before Ruby snippets in verify runs (ruby -r ...): every Net::HTTP connection goes to the
# verify mock without touching the snippet. https://host/path?q becomes $VERIFY_MOCK_BASE/host/path?q.
require 'net/http'
require 'uri'

module VerifyRedirect
  MOCK = URI(ENV.fetch('VERIFY_MOCK_BASE'))

  def initialize(address, port = nil, *rest)
    mock = address == MOCK.hostname && port == MOCK.port
    @verify_prefix = mock ? nil : "#{MOCK.path}/#{address}#{port.nil? || [80, 443].include?(port) ? '' : ":#{port}"}"
    super(MOCK.hostname, MOCK.port)
  end

  def use_ssl=(_flag)
    super(false)
  end

  def request(req, body = nil, &block)
    if @verify_prefix && !req.instance_variable_get(:@verify_redirected)
      req.instance_variable_set(:@path, @verify_prefix + req.path)
      req.instance_variable_set(:@verify_redirected, true)
    end
    super
  end
end

Net::HTTP.prepend(VerifyRedirect)
