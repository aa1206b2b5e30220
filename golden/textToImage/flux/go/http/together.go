package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	payload := map[string]any{
		"model": "black-forest-labs/FLUX.1-dev",
		"prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
		"steps": 5,
		"response_format": "base64",
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/together/v1/images/generations", bytes.NewReader(body))
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
	data, err := base64.StdEncoding.DecodeString(result.(map[string]any)["data"].([]any)[0].(map[string]any)["b64_json"].(string))
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("output.jpg", data, 0o644); err != nil {
		log.Fatal(err)
	}
}
