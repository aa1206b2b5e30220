import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.tabularRegression(
    {
        provider: "hf-inference",
        model: "scikit-learn/Fish-Weight",
        inputs: {
            data: {
                bathrooms: ["1", "2", "3"],
                bedrooms: ["2", "3", "4"],
                surface_m2: ["54", "88", "132"]
            }
        },
    },
);
console.log(result);
