const response = await fetch("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.API_TOKEN}`,
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
