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
            ["input"] = new JObject
            {
                ["prompt"] = "A lighthouse on a rocky coast at sunrise, oil painting",
                ["num_inference_steps"] = 5,
            },
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.replicate.com/v1/models/black-forest-labs/FLUX.1-dev/predictions");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("REPLICATE_API_KEY"));
        request.Headers.TryAddWithoutValidation("Prefer", "wait");
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        var result = JToken.Parse(await response.Content.ReadAsStringAsync());
        var output = result["output"];
        if (output is JArray list)
        {
            output = list[0];
        }
        var url = (string)output;
        var download = await client.GetAsync(url);
        if (!download.IsSuccessStatusCode)
        {
            throw new HttpRequestException("Download failed with status " + (int)download.StatusCode + ": " + url);
        }
        File.WriteAllBytes("output.png", await download.Content.ReadAsByteArrayAsync());
    }
}
