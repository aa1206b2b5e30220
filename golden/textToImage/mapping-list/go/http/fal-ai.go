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
		"prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
		"num_inference_steps": 5,
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue", bytes.NewReader(body))
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

	// The provider answers with a job: poll its status until it completes, then fetch the result.
	authorization := req.Header.Get("Authorization")
	var job any
	if err := json.NewDecoder(resp.Body).Decode(&job); err != nil {
		log.Fatal(err)
	}
	responseURL, err := url.Parse(job.(map[string]any)["response_url"].(string))
	if err != nil {
		log.Fatal(err)
	}
	jobURL := "https://router.huggingface.co/fal-ai" + responseURL.EscapedPath()
	for getJSON(jobURL+"/status"+"?_subdomain=queue", authorization).(map[string]any)["status"] != "COMPLETED" {
		time.Sleep(time.Second)
	}
	result := getJSON(jobURL+"?_subdomain=queue", authorization)

	output := result.(map[string]any)["images"].([]any)[0].(map[string]any)["url"]
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
