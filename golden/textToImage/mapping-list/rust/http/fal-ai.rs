// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;
use std::thread;
use std::time::Duration;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5
    });

    let response = client
        .post("https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    // The provider answers with a job: poll its status until it completes, then fetch the result.
    let authorization = format!("Bearer {}", env::var("HF_TOKEN")?);
    let job: Value = response.json()?;
    let response_url = reqwest::Url::parse(job["response_url"].as_str().ok_or("the job names no response_url")?)?;
    let job_url = format!("{}{}", "https://router.huggingface.co/fal-ai", response_url.path());
    while get_json(&client, &format!("{}/status{}", job_url, "?_subdomain=queue"), &authorization)?["status"] != "COMPLETED" {
        thread::sleep(Duration::from_secs(1));
    }
    let result = get_json(&client, &format!("{}{}", job_url, "?_subdomain=queue"), &authorization)?;

    let output = &result["images"][0]["url"];
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
