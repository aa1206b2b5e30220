import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

public class Main {
    public static void main(String[] args) throws Exception {
        String payload = """
                {
                    "model": "hexgrad/Kokoro-82M",
                    "input": "Welcome aboard. The train to the coast leaves from platform four.",
                    "voice": "af_alloy"
                }""";

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://router.huggingface.co/together/v1/audio/speech"))
                .header("Authorization", "Bearer " + System.getenv("HF_TOKEN"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        HttpResponse<byte[]> response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() / 100 != 2) {
            throw new RuntimeException("Request failed with status " + response.statusCode() + ": " + new String(response.body(), StandardCharsets.UTF_8));
        }
        Files.write(Path.of("output.wav"), response.body());
    }
}
