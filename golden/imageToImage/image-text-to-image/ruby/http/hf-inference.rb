require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = [File.binread('cats.jpg')].pack('m0')

payload = {
  inputs: image,
  parameters: {
    prompt: 'Paint the cats in the style of a watercolour.'
  }
}

uri = URI('https://router.huggingface.co/hf-inference/models/Qwen/Qwen-Image-Edit')
request = Net::HTTP::Post.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('HF_TOKEN')}"
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

File.binwrite('output.png', response.body)
