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
            ["num_inference_steps"] = 5,
            ["prompt"] = "A lighthouse on a rocky coast at sunrise, oil painting",
            ["loras"] = new JArray
            {
                new JObject
                {
                    ["path"] = "XLabs-AI/flux-RealismLora",
                    ["scale"] = 1,
                },
            },
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/flux-dev-lora");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("HF_TOKEN"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        // The answer is a job that may still be running: poll it until it is done.
        var authorization = request.Headers.GetValues("Authorization");
        var job = JToken.Parse(await response.Content.ReadAsStringAsync());
        var pollUrl = "https://router.huggingface.co/wavespeed" + new Uri((string)job["data"]["urls"]["get"]).AbsolutePath;
        while ((string)job["data"]["status"] != "completed")
        {
            if (Array.IndexOf(new string[] { "failed" }, (string)job["data"]["status"]) >= 0)
            {
                throw new Exception("The job ended without a result: " + job);
            }
            await Task.Delay(1000);
            job = await GetJson(client, pollUrl, authorization);
        }
        var result = job;

        var output = result["data"]["outputs"][0];
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
