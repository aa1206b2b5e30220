// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "num_inference_steps": 5
    });

    let response = client
        .post("https://fal.run/black-forest-labs/FLUX.1-dev")
        .header("Authorization", format!("Key {}", env::var("FAL_AI_API_KEY")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let result: Value = response.json()?;
    let output = &result["images"][0]["url"];
    let url = output.as_str().ok_or("the answer holds no URL")?;
    let download = client.get(url).send()?;
    if !download.status().is_success() {
        return Err(format!("download failed with status {}: {}", download.status(), url).into());
    }
    fs::write("output.png", download.bytes()?)?;
    Ok(())
}
