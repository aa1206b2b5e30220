import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String payload = """
                {
                    "inputs": {
                        "data": {
                            "alcohol": ["9.4", "9.8", "12.6"],
                            "fixed_acidity": ["7.4", "7.8", "10.3"],
                            "volatile_acidity": ["0.70", "0.88", "0.32"]
                        }
                    }
                }""";

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://router.huggingface.co/hf-inference/models/julien-c/wine-quality"))
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
