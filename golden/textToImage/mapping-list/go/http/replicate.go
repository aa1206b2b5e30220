package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

func main() {
	payload := map[string]any{
		"input": map[string]any{
			"prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
			"num_inference_steps": 5,
		},
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions", bytes.NewReader(body))
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("HF_TOKEN"))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Prefer", "wait")

	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		message, _ := io.ReadAll(resp.Body)
		log.Fatalf("request failed with status %s: %s", resp.Status, message)
	}

	// The answer is a job that may still be running: poll it until it is done.
	authorization := req.Header.Get("Authorization")
	var job any
	if err := json.NewDecoder(resp.Body).Decode(&job); err != nil {
		log.Fatal(err)
	}
	jobURL, err := url.Parse(job.(map[string]any)["urls"].(map[string]any)["get"].(string))
	if err != nil {
		log.Fatal(err)
	}
	pollURL := "https://router.huggingface.co/replicate" + jobURL.EscapedPath()
	for job.(map[string]any)["status"] != "succeeded" {
		for _, failed := range []any{"failed", "canceled"} {
			if job.(map[string]any)["status"] == failed {
				log.Fatalf("the job ended without a result: %v", job)
			}
		}
		time.Sleep(time.Second)
		job = getJSON(pollURL, authorization)
	}
	result := job

	output := result.(map[string]any)["output"]
	if list, ok := output.([]any); ok {
		output = list[0]
	}
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
	if err := os.WriteFile("output.png", data, 0o644); err != nil {
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
