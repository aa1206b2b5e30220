const response = await fetch("https://router.huggingface.co/hf-inference/models/julien-c/wine-quality", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            data: {
                alcohol: ["9.4", "9.8", "12.6"],
                fixed_acidity: ["7.4", "7.8", "10.3"],
                volatile_acidity: ["0.70", "0.88", "0.32"]
            }
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
