const response = await fetch("https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "The blender I ordered stopped working after two days and I would like my money back.",
        parameters: {
            candidate_labels: ["refund", "legal", "faq"]
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
