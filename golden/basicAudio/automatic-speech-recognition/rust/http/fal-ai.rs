// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1", base64 = "0.13"
use std::env;
use std::fs;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let audio = format!("{}{}", "data:audio/x-wav;base64,", base64::encode(fs::read("sample1.wav")?));
    let payload = json!({
        "audio_url": audio
    });

    let response = client
        .post("https://router.huggingface.co/fal-ai/fal-ai/whisper")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let result: Value = response.json()?;
    println!("{}", serde_json::to_string_pretty(&result["text"])?);
    Ok(())
}
