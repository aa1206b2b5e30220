require 'json'
require 'net/http'

payload = {
  inputs: 'The city council met on Tuesday to discuss the new cycling lanes. After two hours of debate, members agreed to build lanes on the three busiest streets by next summer, paid for by the transport budget, and to review traffic and accident figures a year after they open.'
}

uri = URI('https://router.huggingface.co/hf-inference/models/facebook/bart-large-cnn')
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
pp result
