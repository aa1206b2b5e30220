const response = await fetch("https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            query: "Which city has the largest population?",
            table: {
                City: ["Lagos", "Lima", "Oslo"],
                Population: ["15388000", "10719000", "709000"]
            }
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
