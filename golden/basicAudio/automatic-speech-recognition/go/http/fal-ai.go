package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	file, err := os.ReadFile("sample1.wav")
	if err != nil {
		log.Fatal(err)
	}
	audio := "data:audio/x-wav;base64," + base64.StdEncoding.EncodeToString(file)

	payload := map[string]any{
		"audio_url": audio,
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/fal-ai/fal-ai/whisper", bytes.NewReader(body))
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("HF_TOKEN"))
	req.Header.Set("Content-Type", "application/json")

	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		message, _ := io.ReadAll(resp.Body)
		log.Fatalf("request failed with status %s: %s", resp.Status, message)
	}

	var result any
	if err := json.NewDecoder(resp.Body).Decode(&result); err != nil {
		log.Fatal(err)
	}
	out, err := json.MarshalIndent(result.(map[string]any)["text"], "", "  ")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(string(out))
}
