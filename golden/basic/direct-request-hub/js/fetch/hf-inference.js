const response = await fetch("https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english", {
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
