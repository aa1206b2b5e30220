require 'json'
require 'net/http'

payload = {
  model: 'BAAI/bge-large-en-v1.5',
  input: 'The quick brown fox jumps over the lazy dog.'
}

uri = URI('https://router.huggingface.co/together/v1/embeddings')
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
pp result['data'][0]['embedding']
