require 'json'
require 'net/http'

payload = {
  input: {
    prompt: 'A lighthouse on a rocky coast at sunrise, oil painting',
    num_inference_steps: 5
  }
}

uri = URI('https://api.replicate.com/v1/models/black-forest-labs/FLUX.1-dev/predictions')
request = Net::HTTP::Post.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('REPLICATE_API_KEY')}"
request['Content-Type'] = 'application/json'
request['Prefer'] = 'wait'
request.body = JSON.generate(payload)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end
abort "Request failed with status #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

result = JSON.parse(response.body)
url = result['output']
url = url.first if url.is_a?(Array)
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.png', download.body)
