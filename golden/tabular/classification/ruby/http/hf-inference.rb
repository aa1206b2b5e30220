require 'json'
require 'net/http'

payload = {
  inputs: {
    data: {
      alcohol: ['9.4', '9.8', '12.6'],
      fixed_acidity: ['7.4', '7.8', '10.3'],
      volatile_acidity: ['0.70', '0.88', '0.32']
    }
  }
}

uri = URI('https://router.huggingface.co/hf-inference/models/julien-c/wine-quality')
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
