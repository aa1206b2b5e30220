// Cargo.toml: reqwest = { version = "0.11", features = ["blocking", "json"] }, serde_json = "1"
use std::env;
use std::io::{self, BufRead, BufReader, Write};

use serde_json::{json, Value};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    let payload = json!({
        "model": "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
        "messages": [
            {
                "role": "user",
                "content": "What is the capital of France?"
            }
        ],
        "stream": true
    });

    let response = client
        .post("https://api.together.xyz/v1/chat/completions")
        .header("Authorization", format!("Bearer {}", env::var("TOGETHER_API_KEY")?))
        .header("Content-Type", "application/json")
        .json(&payload)
        .send()?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("request failed with status {}: {}", status, response.text()?).into());
    }

    let mut stdout = io::stdout();
    for line in BufReader::new(response).lines() {
        let line = line?;
        let data = match line.strip_prefix("data:") {
            Some(data) => data.trim(),
            None => continue,
        };
        if data == "[DONE]" {
            break;
        }
        let chunk: Value = serde_json::from_str(data)?;
        if let Some(content) = chunk["choices"][0]["delta"]["content"].as_str() {
            print!("{}", content);
            stdout.flush()?;
        }
    }
    println!();
    Ok(())
}
