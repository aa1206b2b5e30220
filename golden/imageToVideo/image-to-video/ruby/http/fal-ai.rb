require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = 'data:image/jpeg;base64,' + [File.binread('cats.jpg')].pack('m0')

payload = {
  image_url: image,
  prompt: 'The cats slowly turn their heads towards the camera.'
}

uri = URI('https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-I2V-14B-720P')
request = Net::HTTP::Post.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('HF_TOKEN')}"
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
url = result['video']['url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.mp4', download.body)
