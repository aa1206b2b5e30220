require 'json'
require 'net/http'

# Base64 without line breaks (pack 'm0'), from the core library.
image = 'data:image/jpeg;base64,' + [File.binread('cats.jpg')].pack('m0')

payload = {
  model: 'MiniMax-H3',
  content: [
    {
      type: 'text',
      text: 'The cats slowly turn their heads towards the camera.'
    },
    {
      type: 'image_url',
      image_url: {
        url: image
      },
      role: 'first_frame'
    }
  ],
  resolution: '768P',
  duration: 4,
  ratio: 'adaptive'
}

uri = URI('https://router.huggingface.co/novita/v3/minimax/v2/video_generation')
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
poll_url = 'https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/' + JSON.parse(response.body)['task_id']
job = nil
loop do
  sleep 1
  job = get_json(poll_url, authorization)
  break if job['task']['status'] == 'succeeded'
  abort "The job ended without a result: #{job}" if ['failed', 'cancelled'].include?(job['task']['status'])
end

result = job
url = result['task']['content']['url']
download = Net::HTTP.get_response(URI(url))
abort "Download failed with status #{download.code}: #{url}" unless download.is_a?(Net::HTTPSuccess)
File.binwrite('output.mp4', download.body)
