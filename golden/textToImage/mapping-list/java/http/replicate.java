import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Main {
    public static void main(String[] args) throws Exception {
        String payload = """
                {
                    "input": {
                        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
                        "num_inference_steps": 5
                    }
                }""";

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions"))
                .header("Authorization", "Bearer " + System.getenv("HF_TOKEN"))
                .header("Content-Type", "application/json")
                .header("Prefer", "wait")
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new RuntimeException("Request failed with status " + response.statusCode() + ": " + response.body());
        }

        // The answer is a job that may still be running: poll it until it is done.
        String authorization = request.headers().firstValue("Authorization").orElseThrow();
        String result = response.body();
        String pollUrl = "https://router.huggingface.co/replicate" + URI.create(jsonString(result, "get")).getRawPath();
        while (!"succeeded".equals(jsonString(result, "status"))) {
            if (List.of("failed", "canceled").contains(jsonString(result, "status"))) {
                throw new RuntimeException("The job ended without a result: " + result);
            }
            Thread.sleep(1000);
            result = getJson(client, pollUrl, authorization);
        }
        String url = jsonString(result, "output");
        HttpResponse<byte[]> download = client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofByteArray());
        if (download.statusCode() / 100 != 2) {
            throw new RuntimeException("Download failed with status " + download.statusCode() + ": " + url);
        }
        Files.write(Path.of("output.png"), download.body());
    }

    /** GETs a URL with the Authorization header; the JSON text it answers. */
    static String getJson(HttpClient client, String url, String authorization) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).header("Authorization", authorization).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new RuntimeException("Request failed with status " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    /**
     * The JDK has no JSON parser: this reads the first string value named `key` in a JSON text (or the
     * first string of the list it names), decoding its escapes. Null when there is none.
     */
    static String jsonString(String json, String key) {
        Matcher match = Pattern.compile("\"" + Pattern.quote(key) + "\"\\s*:\\s*\\[?\\s*\"").matcher(json);
        if (!match.find()) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        for (int i = match.end(); i < json.length(); i++) {
            char c = json.charAt(i);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escaped = json.charAt(++i);
            switch (escaped) {
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    out.append((char) Integer.parseInt(json.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> out.append(escaped);
            }
        }
        return null;
    }
}
