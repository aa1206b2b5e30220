const response = await fetch("https://router.huggingface.co/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/sentence-similarity", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            sentences: [
                "A puppy is playing in the garden.",
                "The stock market fell sharply today.",
                "A cat is asleep on the sofa."
            ],
            source_sentence: "A dog runs across the park."
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
