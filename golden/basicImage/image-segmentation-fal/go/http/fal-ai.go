package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

func main() {
	file, err := os.ReadFile("cats.jpg")
	if err != nil {
		log.Fatal(err)
	}
	image := "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(file)

	payload := map[string]any{
		"image_url": image,
		"sync_mode": true,
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/fal-ai/fal-ai/birefnet/v2?_subdomain=queue", bytes.NewReader(body))
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

	output := result.(map[string]any)["image"].(map[string]any)["url"]
	var data []byte
	if link := output.(string); strings.HasPrefix(link, "data:") {
		// The file itself, in the answer: decode it rather than download it.
		_, encoded, _ := strings.Cut(link, ",")
		decoded, err := base64.StdEncoding.DecodeString(encoded)
		if err != nil {
			log.Fatal(err)
		}
		data = decoded
	} else {
		download, err := http.Get(link)
		if err != nil {
			log.Fatal(err)
		}
		defer download.Body.Close()
		if download.StatusCode < 200 || download.StatusCode > 299 {
			log.Fatalf("download failed with status %s: %s", download.Status, link)
		}
		data, err = io.ReadAll(download.Body)
		if err != nil {
			log.Fatal(err)
		}
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
