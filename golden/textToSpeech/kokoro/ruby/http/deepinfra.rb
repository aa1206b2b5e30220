require 'json'
require 'net/http'

payload = {
  model: 'hexgrad/Kokoro-82M',
  input: 'Welcome aboard. The train to the coast leaves from platform four.'
}

uri = URI('https://router.huggingface.co/deepinfra/v1/openai/audio/speech')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

File.binwrite('output.wav', response.body)
