import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Main {
    public static void main(String[] args) throws Exception {
        String payload = """
                {
                    "model": "black-forest-labs/FLUX.1-dev",
                    "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
                    "steps": 5,
                    "response_format": "base64"
                }""";

        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.together.xyz/v1/images/generations"))
                .header("Authorization", "Bearer " + System.getenv("TOGETHER_API_KEY"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new RuntimeException("Request failed with status " + response.statusCode() + ": " + response.body());
        }
        String encoded = jsonString(response.body(), "b64_json");
        Files.write(Path.of("output.jpg"), Base64.getDecoder().decode(encoded));
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
