import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("question-answering", "Xenova/distilbert-base-cased-distilled-squad");
