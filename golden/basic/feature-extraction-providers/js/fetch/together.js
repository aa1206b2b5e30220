const response = await fetch("https://router.huggingface.co/together/v1/embeddings", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "BAAI/bge-large-en-v1.5",
        input: "The quick brown fox jumps over the lazy dog."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.data[0].embedding);
