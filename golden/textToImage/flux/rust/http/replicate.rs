// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;

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
        .post("https://router.huggingface.co/replicate/v1/models/black-forest-labs/FLUX.1-dev/predictions")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .header("Prefer", "wait")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let result: Value = response.json()?;
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
