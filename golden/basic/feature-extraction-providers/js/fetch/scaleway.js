const response = await fetch("https://router.huggingface.co/scaleway/v1/embeddings", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "bge-multilingual-gemma2",
        input: "The quick brown fox jumps over the lazy dog."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.data[0].embedding);
