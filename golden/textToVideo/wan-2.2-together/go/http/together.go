package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"time"
)

func main() {
	payload := map[string]any{
		"model": "Wan-AI/Wan2.2-T2V-A14B",
		"prompt": "A paper boat drifting down a rainy street at dusk.",
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/together/v2/videos", bytes.NewReader(body))
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

	// The answer names a job: poll it by its id until it is done.
	authorization := req.Header.Get("Authorization")
	var job any
	if err := json.NewDecoder(resp.Body).Decode(&job); err != nil {
		log.Fatal(err)
	}
	pollURL := "https://router.huggingface.co/together/v2/videos/" + job.(map[string]any)["id"].(string)
	for {
		time.Sleep(time.Second)
		job = getJSON(pollURL, authorization)
		if job.(map[string]any)["status"] == "completed" {
			break
		}
		for _, failed := range []any{"failed", "cancelled"} {
			if job.(map[string]any)["status"] == failed {
				log.Fatalf("the job ended without a result: %v", job)
			}
		}
	}
	result := job

	output := result.(map[string]any)["outputs"].(map[string]any)["video_url"]
	download, err := http.Get(output.(string))
	if err != nil {
		log.Fatal(err)
	}
	defer download.Body.Close()
	if download.StatusCode < 200 || download.StatusCode > 299 {
		log.Fatalf("download failed with status %s: %s", download.Status, output)
	}
	data, err := io.ReadAll(download.Body)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("output.mp4", data, 0o644); err != nil {
		log.Fatal(err)
	}
}

// getJSON GETs a URL with the Authorization header and decodes its JSON answer.
func getJSON(address, authorization string) any {
	req, err := http.NewRequest("GET", address, nil)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", authorization)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		message, _ := io.ReadAll(resp.Body)
		log.Fatalf("request failed with status %s: %s", resp.Status, message)
	}
	var value any
	if err := json.NewDecoder(resp.Body).Decode(&value); err != nil {
		log.Fatal(err)
	}
	return value
}
