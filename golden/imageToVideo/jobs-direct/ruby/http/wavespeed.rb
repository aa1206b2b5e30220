require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = [File.binread('cats.jpg')].pack('m0')

payload = {
  prompt: 'The cats slowly turn their heads towards the camera.',
  image: image,
  images: [
    image
  ]
}

uri = URI('https://api.wavespeed.ai/api/v3/wavespeed-ai/wan-2.2/i2v-480p')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('WAVESPEED_API_KEY')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

# GET a JSON document with the same credentials; exits on an HTTP error.
def get_json(url, authorization)
  answer = Net::HTTP.get_response(URI(url), { 'Authorization' => authorization })
  abort "Request failed with status #{answer.code}: #{url}" unless answer.is_a?(Net::HTTPSuccess)
  JSON.parse(answer.body)
end

# The answer is a job that may still be running: poll it until it is done.
job = JSON.parse(response.body)
poll_url = 'https://api.wavespeed.ai' + URI(job['data']['urls']['get']).path
until job['data']['status'] == 'completed'
  abort "The job ended without a result: #{job}" if ['failed'].include?(job['data']['status'])
  sleep 1
  job = get_json(poll_url, authorization)
end

result = job
url = result['data']['outputs'][0]
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.mp4', download.body)
