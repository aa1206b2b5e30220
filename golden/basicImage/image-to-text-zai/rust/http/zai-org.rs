// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1", base64 = "0.13"
use std::env;
use std::fs;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let image = format!("{}{}", "data:image/jpeg;base64,", base64::encode(fs::read("cats.jpg")?));
    let payload = json!({
        "model": "glm-ocr",
        "file": image
    });

    let response = client
        .post("https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing")
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

    let result: Value = response.json()?;
    println!("{}", serde_json::to_string_pretty(&result["md_results"])?);
    Ok(())
}
