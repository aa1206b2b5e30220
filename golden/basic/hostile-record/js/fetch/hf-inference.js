const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/hostile-model", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "Paris is the '\"\"\"`$(rm -rf ~)`${process.exit(1)}#{x}\\\n\t\u0000<mask>\u2028end of France."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
