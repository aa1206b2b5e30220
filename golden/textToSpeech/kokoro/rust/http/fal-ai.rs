// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "text": "Welcome aboard. The train to the coast leaves from platform four."
    });

    let response = client
        .post("https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let result: Value = response.json()?;
    let output = &result["audio"]["url"];
    let url = output.as_str().ok_or("the answer holds no URL")?;
    let download = client.get(url).send()?;
    if !download.status().is_success() {
        return Err(format!("download failed with status {}: {}", download.status(), url).into());
    }
    fs::write("output.flac", download.bytes()?)?;
    Ok(())
}
