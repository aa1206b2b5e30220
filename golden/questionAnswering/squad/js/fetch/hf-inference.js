const response = await fetch("https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            context: "Paris is the capital and most populous city of France.",
            question: "What is the capital of France?"
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
