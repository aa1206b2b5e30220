require 'json'
require 'net/http'

payload = {
  num_inference_steps: 5,
  model: 'glm-image',
  prompt: 'A lighthouse on a rocky coast at sunrise, oil painting'
}

uri = URI('https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request['Accept-Language'] = 'en-US,en'
request['X-Source-Channel'] = 'hugging_face'
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
poll_url = 'https://router.huggingface.co/zai-org/api/paas/v4/async-result/' + JSON.parse(response.body)['id']
job = nil
loop do
  sleep 1
  job = get_json(poll_url, authorization)
  break if job['task_status'] == 'SUCCESS'
  abort "The job ended without a result: #{job}" if ['FAIL'].include?(job['task_status'])
end

result = job
url = result['image_result'][0]['url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.png', download.body)
