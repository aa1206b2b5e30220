import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.sentenceSimilarity(
    {
        provider: "hf-inference",
        model: "sentence-transformers/all-MiniLM-L6-v2",
        inputs: {
            sentences: [
                "A puppy is playing in the garden.",
                "The stock market fell sharply today.",
                "A cat is asleep on the sofa."
            ],
            source_sentence: "A dog runs across the park."
        },
    },
);
console.log(result);
