const response = await fetch("https://router.huggingface.co/hf-inference/models/scikit-learn/Fish-Weight", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            data: {
                bathrooms: ["1", "2", "3"],
                bedrooms: ["2", "3", "4"],
                surface_m2: ["54", "88", "132"]
            }
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
