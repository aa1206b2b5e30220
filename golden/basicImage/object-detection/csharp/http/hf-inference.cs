// References: System.Net.Http and Newtonsoft.Json (NuGet on .NET; libnewtonsoft-json-cil-dev on Mono).
using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;

class Program
{
    static async Task Main()
    {
        var client = new HttpClient();

        var request = new HttpRequestMessage(HttpMethod.Post, "https://router.huggingface.co/hf-inference/models/facebook/detr-resnet-50");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("HF_TOKEN"));
        request.Content = new ByteArrayContent(File.ReadAllBytes("cats.jpg"));
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("image/jpeg");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        var result = JToken.Parse(await response.Content.ReadAsStringAsync());
        Console.WriteLine(result);
    }
}
