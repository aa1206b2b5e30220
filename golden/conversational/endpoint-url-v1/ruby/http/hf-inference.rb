require 'json'
require 'net/http'

payload = {
  model: 'meta-llama/Llama-3.1-8B-Instruct',
  messages: [
    {
      role: 'user',
      content: 'What is the capital of France?'
    }
  ]
}

uri = URI('https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1/chat/completions')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('API_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
pp result['choices'][0]['message']
