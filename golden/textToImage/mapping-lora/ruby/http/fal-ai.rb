require 'json'
require 'net/http'

payload = {
  prompt: 'A lighthouse on a rocky coast at sunrise, oil painting',
  num_inference_steps: 5,
  loras: [
    {
      path: 'https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/lora.safetensors',
      scale: 1
    }
  ]
}

uri = URI('https://router.huggingface.co/fal-ai/fal-ai/flux-lora?_subdomain=queue')
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

# The provider answers with a job: poll its status until it completes, then fetch the result.
job_url = 'https://router.huggingface.co/fal-ai' + URI(JSON.parse(response.body)['response_url']).path
sleep 1 until get_json("#{job_url}/status" + '?_subdomain=queue', authorization)['status'] == 'COMPLETED'
result = get_json(job_url + '?_subdomain=queue', authorization)
url = result['images'][0]['url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.png', download.body)
