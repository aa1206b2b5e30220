require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
audio = 'data:audio/x-wav;base64,' + [File.binread('sample1.wav')].pack('m0')

payload = {
  audio_url: audio
}

uri = URI('https://router.huggingface.co/fal-ai/fal-ai/whisper')
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
pp result['text']
