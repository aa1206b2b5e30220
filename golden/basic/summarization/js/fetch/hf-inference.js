const response = await fetch("https://router.huggingface.co/hf-inference/models/facebook/bart-large-cnn", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "The city council met on Tuesday to discuss the new cycling lanes. After two hours of debate, members agreed to build lanes on the three busiest streets by next summer, paid for by the transport budget, and to review traffic and accident figures a year after they open."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
