# Required before Ruby snippets in verify runs (ruby -r ...): every Net::HTTP connection goes to the
# verify mock without touching the snippet. https://host/path?q becomes $VERIFY_MOCK_BASE/host/path?q.
# The base is read per connection, so the verify server (serve.rb) can set it per forked snippet.
require 'net/http'
require 'uri'

module VerifyRedirect
  def self.mock
    URI(ENV.fetch('VERIFY_MOCK_BASE'))
  end

  def initialize(address, port = nil, *rest)
    mock = VerifyRedirect.mock
    direct = address == mock.hostname && port == mock.port
    @verify_prefix = direct ? nil : "#{mock.path}/#{address}#{port.nil? || [80, 443].include?(port) ? '' : ":#{port}"}"
    super(mock.hostname, mock.port)
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
