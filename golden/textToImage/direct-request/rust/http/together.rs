// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1", base64 = "0.13"
use std::env;
use std::fs;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "model": "black-forest-labs/FLUX.1-dev",
        "prompt": "A lighthouse on a rocky coast at sunrise, oil painting",
        "steps": 5,
        "response_format": "base64"
    });

    let response = client
        .post("https://api.together.xyz/v1/images/generations")
        .header("Authorization", format!("Bearer {}", env::var("TOGETHER_API_KEY")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let result: Value = response.json()?;
    let encoded = result["data"][0]["b64_json"].as_str().ok_or("the answer holds no base64 data")?;
    fs::write("output.jpg", base64::decode(encoded)?)?;
    Ok(())
}
