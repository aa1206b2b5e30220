const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
        response_format: {
            type: "json_schema",
            json_schema: {
                name: "capital",
                schema: {
                    title: "capital",
                    type: "object",
                    properties: {
                        city: {
                            type: "string"
                        },
                        country: {
                            type: "string"
                        }
                    },
                    required: ["city", "country"],
                    additionalProperties: false
                },
                strict: true
            }
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.choices[0].message);
