require 'json'
require 'net/http'

payload = {
  text: 'Welcome aboard. The train to the coast leaves from platform four.'
}

uri = URI('https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english')
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
url = result['audio']['url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.flac', download.body)
