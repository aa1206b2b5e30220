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
            ["model"] = "llama-3.1-8b-instant",
            ["messages"] = new JArray
            {
                new JObject
                {
                    ["role"] = "user",
                    ["content"] = "What is the capital of France?",
                },
            },
            ["stream"] = true,
        };

        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.groq.com/openai/v1/chat/completions");
        request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + Environment.GetEnvironmentVariable("GROQ_API_KEY"));
        request.Content = new StringContent(payload.ToString(), Encoding.UTF8);
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);
        if (!response.IsSuccessStatusCode)
        {
            var message = await response.Content.ReadAsStringAsync();
            throw new HttpRequestException("Request failed with status " + (int)response.StatusCode + ": " + message);
        }

        using (var reader = new StreamReader(await response.Content.ReadAsStreamAsync()))
        {
            string line;
            while ((line = await reader.ReadLineAsync()) != null)
            {
                if (!line.StartsWith("data:"))
                {
                    continue;
                }
                var data = line.Substring("data:".Length).Trim();
                if (data == "[DONE]")
                {
                    break;
                }
                var choices = (JArray)JObject.Parse(data)["choices"];
                if (choices.Count > 0)
                {
                    Console.Write((string)choices[0]["delta"]?["content"]);
                }
            }
        }
        Console.WriteLine();
    }
}
