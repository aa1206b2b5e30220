import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.tabularClassification(
    {
        provider: "hf-inference",
        model: "julien-c/wine-quality",
        inputs: {
            data: {
                alcohol: ["9.4", "9.8", "12.6"],
                fixed_acidity: ["7.4", "7.8", "10.3"],
                volatile_acidity: ["0.70", "0.88", "0.32"]
            }
        },
    },
);
console.log(result);
