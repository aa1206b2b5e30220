// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;
use std::thread;
use std::time::Duration;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "num_inference_steps": 5,
        "model": "glm-image",
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting"
    });

    let response = client
        .post("https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .header("Accept-Language", "en-US,en")
        .header("X-Source-Channel", "hugging_face")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    // The answer names a job: poll it by its id until it is done.
    let authorization = format!("Bearer {}", env::var("HF_TOKEN")?);
    let answer: Value = response.json()?;
    let poll_url = format!("{}{}", "https://router.huggingface.co/zai-org/api/paas/v4/async-result/", answer["id"].as_str().ok_or("the answer names no job id")?);
    let result = loop {
        thread::sleep(Duration::from_secs(1));
        let job = get_json(&client, &poll_url, &authorization)?;
        if job["task_status"] == json!("SUCCESS") {
            break job;
        }
        if json!(["FAIL"]).as_array().unwrap().contains(&job["task_status"]) {
            return Err(format!("the job ended without a result: {}", job).into());
        }
    };

    let output = &result["image_result"][0]["url"];
    let url = output.as_str().ok_or("the answer holds no URL")?;
    let download = client.get(url).send()?;
    if !download.status().is_success() {
        return Err(format!("download failed with status {}: {}", download.status(), url).into());
    }
    fs::write("output.png", download.bytes()?)?;
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
