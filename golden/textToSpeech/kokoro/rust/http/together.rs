// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::fs;

use serde_json::json;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "model": "hexgrad/Kokoro-82M",
        "input": "Welcome aboard. The train to the coast leaves from platform four.",
        "voice": "af_alloy"
    });

    let response = client
        .post("https://router.huggingface.co/together/v1/audio/speech")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    fs::write("output.wav", response.bytes()?)?;
    Ok(())
}
