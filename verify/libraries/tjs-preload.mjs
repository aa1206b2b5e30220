// Loaded before a transformers.js snippet (node --import): transformers.js reads models from the folder of
// tiny models made for this run (VERIFY_TJS_MODELS/<model id>/), and never from the hub, as
// HF_HUB_OFFLINE and the huggingface_hub cache do for the Python snippets. The snippet itself is unchanged.
import { env } from "@huggingface/transformers";

env.allowRemoteModels = false;
env.allowLocalModels = true;
env.localModelPath = process.env.VERIFY_TJS_MODELS;
env.useFSCache = false;
