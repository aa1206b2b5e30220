require 'json'
require 'net/http'

payload = {
  model: 'Qwen/Qwen2.5-7B',
  prompt: 'The best way to learn a new language is'
}

uri = URI('https://router.huggingface.co/together/v1/completions')
request = Net::HTTP::Post.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('HF_TOKEN')}"
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
pp result['choices'][0]['text']
