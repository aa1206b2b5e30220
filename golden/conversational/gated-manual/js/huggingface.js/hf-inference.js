// Gated model: request access at https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "hf-inference",
        model: "meta-llama/Llama-3.2-1B-Instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

console.log(completion.choices[0].message);
