import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String payload = """
                {
                    "model": "Qwen/Qwen2.5-7B-Instruct:featherless-ai",
                    "messages": [
                        {
                            "role": "user",
                            "content": "What is the capital of France?"
                        }
                    ]
                }""";

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://router.huggingface.co/v1/chat/completions"))
                .header("Authorization", "Bearer " + System.getenv("HF_TOKEN"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new RuntimeException("Request failed with status " + response.statusCode() + ": " + response.body());
        }
        System.out.println(response.body());
    }
}
