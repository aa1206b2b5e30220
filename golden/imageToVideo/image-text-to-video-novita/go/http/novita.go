package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"time"
)

func main() {
	file, err := os.ReadFile("cats.jpg")
	if err != nil {
		log.Fatal(err)
	}
	image := "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(file)

	payload := map[string]any{
		"model": "MiniMax-H3",
		"content": []any{
			map[string]any{
				"type": "text",
				"text": "The cats slowly turn their heads towards the camera.",
			},
			map[string]any{
				"type": "image_url",
				"image_url": map[string]any{
					"url": image,
				},
				"role": "first_frame",
			},
		},
		"resolution": "768P",
		"duration": 4,
		"ratio": "adaptive",
	}
	body, err := json.Marshal(payload)
	if err != nil {
		log.Fatal(err)
	}

	req, err := http.NewRequest("POST", "https://router.huggingface.co/novita/v3/minimax/v2/video_generation", bytes.NewReader(body))
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
	pollURL := "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/" + job.(map[string]any)["task_id"].(string)
	for {
		time.Sleep(time.Second)
		job = getJSON(pollURL, authorization)
		if job.(map[string]any)["task"].(map[string]any)["status"] == "succeeded" {
			break
		}
		for _, failed := range []any{"failed", "cancelled"} {
			if job.(map[string]any)["task"].(map[string]any)["status"] == failed {
				log.Fatalf("the job ended without a result: %v", job)
			}
		}
	}
	result := job

	output := result.(map[string]any)["task"].(map[string]any)["content"].(map[string]any)["url"]
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
