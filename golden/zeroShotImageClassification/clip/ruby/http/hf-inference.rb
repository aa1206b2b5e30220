require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = [File.binread('cats.jpg')].pack('m0')

payload = {
  inputs: {
    image: image
  },
  parameters: {
    candidate_labels: ['cat', 'dog', 'llama']
  }
}

uri = URI('https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14')
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
pp result
