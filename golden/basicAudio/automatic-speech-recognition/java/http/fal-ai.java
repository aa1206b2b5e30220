import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

public class Main {
    public static void main(String[] args) throws Exception {
        String audio = "data:audio/x-wav;base64," + Base64.getEncoder().encodeToString(Files.readAllBytes(Path.of("sample1.wav")));
        String payload = """
                {
                    "audio_url": "%s"
                }""".formatted(audio);

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://router.huggingface.co/fal-ai/fal-ai/whisper"))
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
