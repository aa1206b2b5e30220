// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;
use std::thread;
use std::time::Duration;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "input": {
            "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
            "num_inference_steps": 5
        }
    });

    let response = client
        .post("https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .header("Prefer", "wait")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    // The answer is a job that may still be running: poll it until it is done.
    let authorization = format!("Bearer {}", env::var("HF_TOKEN")?);
    let mut job: Value = response.json()?;
    let job_url = reqwest::Url::parse(job["urls"]["get"].as_str().ok_or("the job names no URL")?)?;
    let poll_url = format!("{}{}", "https://router.huggingface.co/replicate", job_url.path());
    while job["status"] != json!("succeeded") {
        if json!(["failed", "canceled"]).as_array().unwrap().contains(&job["status"]) {
            return Err(format!("the job ended without a result: {}", job).into());
        }
        thread::sleep(Duration::from_secs(1));
        job = get_json(&client, &poll_url, &authorization)?;
    }
    let result = job;

    let output = &result["output"];
    let output = match output.as_array() {
        Some(list) => &list[0],
        None => output,
    };
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
