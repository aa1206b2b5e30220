// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1", base64 = "0.13"
use std::env;
use std::fs;
use std::thread;
use std::time::Duration;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let image = format!("{}{}", "data:image/jpeg;base64,", base64::encode(fs::read("cats.jpg")?));
    let payload = json!({
        "model": "MiniMax-H3",
        "content": [
            {
                "type": "text",
                "text": "The cats slowly turn their heads towards the camera."
            },
            {
                "type": "image_url",
                "image_url": {
                    "url": image
                },
                "role": "first_frame"
            }
        ],
        "resolution": "768P",
        "duration": 4,
        "ratio": "adaptive"
    });

    let response = client
        .post("https://router.huggingface.co/novita/v3/minimax/v2/video_generation")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    // The answer names a job: poll it by its id until it is done.
    let authorization = format!("Bearer {}", env::var("HF_TOKEN")?);
    let answer: Value = response.json()?;
    let poll_url = format!("{}{}", "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/", answer["task_id"].as_str().ok_or("the answer names no job id")?);
    let result = loop {
        thread::sleep(Duration::from_secs(1));
        let job = get_json(&client, &poll_url, &authorization)?;
        if job["task"]["status"] == json!("succeeded") {
            break job;
        }
        if json!(["failed", "cancelled"]).as_array().unwrap().contains(&job["task"]["status"]) {
            return Err(format!("the job ended without a result: {}", job).into());
        }
    };

    let output = &result["task"]["content"]["url"];
    let url = output.as_str().ok_or("the answer holds no URL")?;
    let download = client.get(url).send()?;
    if !download.status().is_success() {
        return Err(format!("download failed with status {}: {}", download.status(), url).into());
    }
    fs::write("output.mp4", download.bytes()?)?;
    Ok(())
}

/// GETs a URL with the Authorization header and parses its JSON answer.
fn get_json(client: &reqwest::blocking::Client, url: &str, authorization: &str) -> Result<Value, Box<dyn std::error::Error>> {
    let response = client.get(url).header("Authorization", authorization).send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }
    Ok(response.json()?)
}
