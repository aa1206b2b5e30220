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
            ["image_url"] = image,
            ["prompt"] = "The cats slowly turn their heads towards the camera.",
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://fal.run/Wan-AI/Wan2.1-I2V-14B-720P");
        request.Headers.TryAddWithoutValidation("Authorization", "Key " + Environment.GetEnvironmentVariable("FAL_AI_API_KEY"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        var result = JToken.Parse(await response.Content.ReadAsStringAsync());
        var output = result["video"]["url"];
        var url = (string)output;
        var download = await client.GetAsync(url);
        if (!download.IsSuccessStatusCode)
        {
            throw new HttpRequestException("Download failed with status " + (int)download.StatusCode + ": " + url);
        }
        File.WriteAllBytes("output.mp4", await download.Content.ReadAsByteArrayAsync());
    }
}
