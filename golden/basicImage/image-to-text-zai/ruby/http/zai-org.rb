require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = 'data:image/jpeg;base64,' + [File.binread('cats.jpg')].pack('m0')

payload = {
  model: 'glm-ocr',
  file: image
}

uri = URI('https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request['Accept-Language'] = 'en-US,en'
request['X-Source-Channel'] = 'hugging_face'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
pp result['md_results']
