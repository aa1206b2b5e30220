import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("fill-mask", "acme/hostile-mask");

const output = await pipe("Paris is the a \"quoted\" 'single' \"\"\"triple\"\"\" `$(rm -rf ~)` ${process.exit(1)} \\ back\\slash\nsecond line\t#{x} of France.");
console.log(output);
