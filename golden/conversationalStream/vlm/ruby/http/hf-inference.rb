require 'json'
require 'net/http'

payload = {
  model: 'Qwen/Qwen2.5-VL-7B-Instruct:hf-inference',
  messages: [
    {
      role: 'user',
      content: [
        {
          type: 'text',
          text: 'Describe this image in one sentence.'
        },
        {
          type: 'image_url',
          image_url: {
            url: 'https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/coco_sample.png'
          }
        }
      ]
    }
  ],
  stream: true
}

uri = URI('https://router.huggingface.co/v1/chat/completions')
request = Net::HTTP::Post.new(uri)
authorization = 'Bearer ' + ENV.fetch('HF_TOKEN')
request['Authorization'] = authorization
request['Content-Type'] = 'application/json'
request.body = JSON.generate(payload)

# Server-sent events: print each token as it arrives, until the [DONE] event.
$stdout.sync = true
Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request) do |response|
    abort "Request failed with status #{response.code}: #{response.read_body}" unless response.is_a?(Net::HTTPSuccess)
    buffer = +''
    finished = false
    response.read_body do |bytes|
      next if finished

      buffer << bytes
      while (line = buffer.slice!(/\A[^\n]*\n/))
        line = line.strip
        next unless line.start_with?('data:')

        data = line.delete_prefix('data:').strip
        if data == '[DONE]'
          finished = true
          break
        end
        chunk = JSON.parse(data)
        print chunk.dig('choices', 0, 'delta', 'content') || ''
      end
    end
  end
end
puts
