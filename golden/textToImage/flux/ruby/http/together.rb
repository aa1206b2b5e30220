require 'json'
require 'net/http'

payload = {
  model: 'black-forest-labs/FLUX.1-dev',
  prompt: 'A lighthouse on a rocky coast at sunrise, oil painting',
  steps: 5,
  response_format: 'base64'
}

uri = URI('https://router.huggingface.co/together/v1/images/generations')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
File.binwrite('output.jpg', result['data'][0]['b64_json'].unpack1('m'))
