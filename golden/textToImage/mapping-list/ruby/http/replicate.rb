require 'json'
require 'net/http'

payload = {
  input: {
    prompt: 'A lighthouse on a rocky coast at sunrise, oil painting',
    num_inference_steps: 5
  }
}

uri = URI('https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request['Prefer'] = 'wait'
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
poll_url = 'https://router.huggingface.co/replicate' + URI(job['urls']['get']).path
until job['status'] == 'succeeded'
  abort "The job ended without a result: #{job}" if ['failed', 'canceled'].include?(job['status'])
  sleep 1
  job = get_json(poll_url, authorization)
end

result = job
url = result['output']
url = url.first if url.is_a?(Array)
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.png', download.body)
