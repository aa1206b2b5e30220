import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.tokenClassification(
    {
        provider: "hf-inference",
        model: "dslim/bert-base-NER",
        inputs: "Ada Lovelace worked with Charles Babbage in London.",
    },
);
console.log(result);
