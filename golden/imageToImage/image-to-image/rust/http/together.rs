// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1", base64 = "0.13"
use std::env;
use std::fs;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let image = format!("{}{}", "data:image/jpeg;base64,", base64::encode(fs::read("cats.jpg")?));
    let payload = json!({
        "model": "black-forest-labs/FLUX.1-kontext-dev",
        "prompt": "Turn the cats into tigers.",
        "image_url": image,
        "response_format": "base64"
    });

    let response = client
        .post("https://router.huggingface.co/together/v1/images/generations")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
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
