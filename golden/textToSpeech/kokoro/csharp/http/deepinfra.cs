// References: System.Net.Http and Newtonsoft.Json (NuGet on .NET; libnewtonsoft-json-cil-dev on Mono).
using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;

class Program
{
    static async Task Main()
    {
        var client = new HttpClient();
        var payload = new JObject
        {
            ["model"] = "hexgrad/Kokoro-82M",
            ["input"] = "Welcome aboard. The train to the coast leaves from platform four.",
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://router.huggingface.co/deepinfra/v1/openai/audio/speech");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("HF_TOKEN"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        File.WriteAllBytes("output.wav", await response.Content.ReadAsByteArrayAsync());
    }
}
