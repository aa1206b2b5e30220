require 'json'
require 'net/http'

payload = {
  model: 'Wan-AI/Wan2.2-T2V-A14B',
  prompt: 'A paper boat drifting down a rainy street at dusk.'
}

uri = URI('https://router.huggingface.co/together/v2/videos')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
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

# The answer names a job: poll it by its id until it is done.
poll_url = 'https://router.huggingface.co/together/v2/videos/' + JSON.parse(response.body)['id']
job = nil
loop do
  sleep 1
  job = get_json(poll_url, authorization)
  break if job['status'] == 'completed'
  abort "The job ended without a result: #{job}" if ['failed', 'cancelled'].include?(job['status'])
end

result = job
url = result['outputs']['video_url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.mp4', download.body)
