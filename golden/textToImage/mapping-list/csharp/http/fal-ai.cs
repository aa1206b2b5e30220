// References: System.Net.Http and Newtonsoft.Json (NuGet on .NET; libnewtonsoft-json-cil-dev on Mono).
using System;
using System.Collections.Generic;
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
            ["prompt"] = "A lighthouse on a rocky coast at sunrise, oil painting",
            ["num_inference_steps"] = 5,
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("HF_TOKEN"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        // The provider answers with a job: poll its status until it completes, then fetch the result.
        var authorization = request.Headers.GetValues("Authorization");
        var job = JToken.Parse(await response.Content.ReadAsStringAsync());
        var jobUrl = "https://router.huggingface.co/fal-ai" + new Uri((string)job["response_url"]).AbsolutePath;
        while ((string)(await GetJson(client, jobUrl + "/status" + "?_subdomain=queue", authorization))["status"] != "COMPLETED")
        {
            await Task.Delay(1000);
        }
        var result = await GetJson(client, jobUrl + "?_subdomain=queue", authorization);

        var output = result["images"][0]["url"];
        var url = (string)output;
        var download = await client.GetAsync(url);
        if (!download.IsSuccessStatusCode)
        {
            throw new HttpRequestException("Download failed with status " + (int)download.StatusCode + ": " + url);
        }
        File.WriteAllBytes("output.png", await download.Content.ReadAsByteArrayAsync());
    }

    // GETs a URL with the Authorization header and parses its JSON answer.
    static async Task<JToken> GetJson(HttpClient client, string url, IEnumerable<string> authorization)
    {
        var request = new HttpRequestMessage(HttpMethod.Get, url);
        request.Headers.TryAddWithoutValidation("Authorization", authorization);
        var response = await client.SendAsync(request);
        var body = await response.Content.ReadAsStringAsync();
        if (!response.IsSuccessStatusCode)
        {
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + body);
        }
        return JToken.Parse(body);
    }
}
