import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "hf-inference",
        model: "meta-llama/Llama-3.1-8B-Instruct",
        messages: [
            {
                role: "user",
                content: "It's \"quoted\" \\ with $(cmd), `tick`, ${x}, #{y} and '''triple''' \"\"\"quotes\"\"\"\nnew line\u0000nul"
            }
        ],
    },
);

console.log(completion.choices[0].message);
