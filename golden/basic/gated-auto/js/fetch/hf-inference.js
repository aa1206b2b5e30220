// Gated model: accept its conditions at https://huggingface.co/acme/gated-sentiment (access is immediate), then use a token (HF_TOKEN) of that account.
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/gated-sentiment", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "The delivery was quick and the headphones sound wonderful."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
