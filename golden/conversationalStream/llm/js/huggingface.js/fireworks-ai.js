import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const stream = client.chatCompletionStream(
    {
        provider: "fireworks-ai",
        model: "meta-llama/Llama-3.1-8B-Instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
}
process.stdout.write("\n");
