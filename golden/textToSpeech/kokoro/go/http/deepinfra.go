package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	payload := map[string]any{
		"model": "hexgrad/Kokoro-82M",
		"input": "Welcome aboard. The train to the coast leaves from platform four.",
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/deepinfra/v1/openai/audio/speech", bytes.NewReader(body))
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

	data, err := io.ReadAll(resp.Body)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("output.wav", data, 0o644); err != nil {
		log.Fatal(err)
	}
}
