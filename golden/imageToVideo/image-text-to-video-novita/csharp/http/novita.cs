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
        var image = "data:image/jpeg;base64," + Convert.ToBase64String(File.ReadAllBytes("cats.jpg"));
        var payload = new JObject
        {
            ["model"] = "MiniMax-H3",
            ["content"] = new JArray
            {
                new JObject
                {
                    ["type"] = "text",
                    ["text"] = "The cats slowly turn their heads towards the camera.",
                },
                new JObject
                {
                    ["type"] = "image_url",
                    ["image_url"] = new JObject
                    {
                        ["url"] = image,
                    },
                    ["role"] = "first_frame",
                },
            },
            ["resolution"] = "768P",
            ["duration"] = 4,
            ["ratio"] = "adaptive",
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://router.huggingface.co/novita/v3/minimax/v2/video_generation");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("HF_TOKEN"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        // The answer names a job: poll it by its id until it is done.
        var authorization = request.Headers.GetValues("Authorization");
        var pollUrl = "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/" + (string)JToken.Parse(await response.Content.ReadAsStringAsync())["task_id"];
        JToken job;
        while (true)
        {
            await Task.Delay(1000);
            job = await GetJson(client, pollUrl, authorization);
            if ((string)job["task"]["status"] == "succeeded")
            {
                break;
            }
            if (Array.IndexOf(new string[] { "failed", "cancelled" }, (string)job["task"]["status"]) >= 0)
            {
                throw new Exception("The job ended without a result: " + job);
            }
        }
        var result = job;

        var output = result["task"]["content"]["url"];
        var url = (string)output;
        var download = await client.GetAsync(url);
        if (!download.IsSuccessStatusCode)
        {
            throw new HttpRequestException("Download failed with status " + (int)download.StatusCode + ": " + url);
        }
        File.WriteAllBytes("output.mp4", await download.Content.ReadAsByteArrayAsync());
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
