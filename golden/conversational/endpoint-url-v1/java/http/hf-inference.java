import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String payload = """
                {
                    "model": "meta-llama/Llama-3.1-8B-Instruct",
                    "messages": [
                        {
                            "role": "user",
                            "content": "What is the capital of France?"
                        }
                    ]
                }""";

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1/chat/completions"))
                .header("Authorization", "Bearer " + System.getenv("API_TOKEN"))
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
