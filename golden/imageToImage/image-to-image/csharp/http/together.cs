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
        var image = "data:image/jpeg;base64," + Convert.ToBase64String(File.ReadAllBytes("cats.jpg"));
        var payload = new JObject
        {
            ["model"] = "black-forest-labs/FLUX.1-kontext-dev",
            ["prompt"] = "Turn the cats into tigers.",
            ["image_url"] = image,
            ["response_format"] = "base64",
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://router.huggingface.co/together/v1/images/generations");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("HF_TOKEN"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        var result = JToken.Parse(await response.Content.ReadAsStringAsync());
        File.WriteAllBytes("output.jpg", Convert.FromBase64String((string)result["data"][0]["b64_json"]));
    }
}
