import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.tableQuestionAnswering(
    {
        provider: "hf-inference",
        model: "google/tapas-base-finetuned-wtq",
        inputs: {
            query: "Which city has the largest population?",
            table: {
                City: ["Lagos", "Lima", "Oslo"],
                Population: ["15388000", "10719000", "709000"]
            }
        },
    },
);
console.log(result);
