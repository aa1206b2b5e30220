import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.zeroShotClassification(
    {
        provider: "hf-inference",
        model: "facebook/bart-large-mnli",
        inputs: "The blender I ordered stopped working after two days and I would like my money back.",
        parameters: {
            candidate_labels: ["refund", "legal", "faq"]
        },
    },
);
console.log(result);
