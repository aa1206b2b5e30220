require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = 'data:image/jpeg;base64,' + [File.binread('cats.jpg')].pack('m0')

payload = {
  image_url: image,
  prompt: 'Turn the cats into tigers.'
}

uri = URI('https://router.huggingface.co/fal-ai/black-forest-labs/FLUX.1-Kontext-dev')
request = Net::HTTP::Post.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('HF_TOKEN')}"
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
url = result['images'][0]['url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.png', download.body)
