import { cos_sim, pipeline } from "@huggingface/transformers";

// No sentence-similarity pipeline in transformers.js: compare feature-extraction embeddings instead.
const extractor = await pipeline("feature-extraction", "Xenova/paraphrase-MiniLM-L6-v2");
const source = "A dog runs across the park.";
const sentences = [
    "A puppy is playing in the garden.",
    "The stock market fell sharply today.",
    "A cat is asleep on the sofa."
];
const [query, ...others] = (await extractor([source, ...sentences], { pooling: "mean", normalize: true })).tolist();
console.log(others.map((embedding) => cos_sim(query, embedding)));
