const response = await fetch("https://router.huggingface.co/hf-inference/models/Helsinki-NLP/opus-mt-fr-en", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "Le marché ouvre tous les samedis matin sur la place du village."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
