import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.fillMask(
    {
        provider: "hf-inference",
        model: "acme/hostile-model",
        inputs: "Paris is the '\"\"\"`$(rm -rf ~)`${process.exit(1)}#{x}\\\n\t\u0000<mask>\u2028end of France.",
    },
);
console.log(result);
