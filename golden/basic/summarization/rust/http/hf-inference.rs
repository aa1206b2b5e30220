// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "inputs": "The city council met on Tuesday to discuss the new cycling lanes. After two hours of debate, members agreed to build lanes on the three busiest streets by next summer, paid for by the transport budget, and to review traffic and accident figures a year after they open."
    });

    let response = client
        .post("https://router.huggingface.co/hf-inference/models/facebook/bart-large-cnn")
        .header("Authorization", format!("Bearer {}", env::var("HF_TOKEN")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let result: Value = response.json()?;
    println!("{}", serde_json::to_string_pretty(&result)?);
    Ok(())
}
