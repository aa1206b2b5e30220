// Gated model: request access at https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "meta-llama/Llama-3.2-1B-Instruct:hf-inference",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ]
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.choices[0].message);
