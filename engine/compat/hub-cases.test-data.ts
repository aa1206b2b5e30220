// The hub's own published cases for its local apps and library snippets (the spec files shipped under
// src/ in @huggingface/tasks 0.21.54: local-apps.spec.ts, model-libraries-snippets.spec.ts), as data: each
// case's input record and what the hub's test expects of it, restated as checks of our own. Every check
// holds for hub-snippets/compat, or is listed in DELIBERATE with why this package differs on purpose
// (hub-cases.test.ts runs both lists; the package README's migration section gives the reasons).

/** What a check looks at and expects. Commands are compared as a reader runs them: shell quotes aside. */
export type Check =
  /** displayOnModelPage(model) */
  | { kind: "shown"; value: boolean }
  /** deeplink(model, file).href is this */
  | { kind: "link"; file?: string; href: string }
  /** deeplink(model, file) opens the same app location with the same query parameters */
  | { kind: "link-params"; file?: string; base: string; params: Record<string, string> }
  /** snippet(model) is one command (a string), or steps (a list) */
  | { kind: "form"; value: "command" | "steps" }
  /** the command (a string result) is this, quotes aside */
  | { kind: "command"; value: string }
  /** step `step`'s content is a list of alternatives, the i-th holding the i-th command */
  | { kind: "alternatives"; step: number; commands: string[] }
  /** step `step`'s `field` holds this command or text (quotes aside); `absent` turns it around */
  | { kind: "has"; step: number; field: "content" | "setup"; text: string; absent?: true }
  /** step `step`'s alternative `alt` is a curl call to this URL sending this JSON body (checked as data) */
  | { kind: "calls"; step: number; alt: number; url: string; body: Record<string, unknown> }
  /** the app spread into a new object (as a page adds its own `links`) keeps its label and its snippet function */
  | { kind: "spreads" }
  /** the result (its first step's content, for steps) is exactly what the hub's test expects, text for text */
  | { kind: "exact"; value: unknown }
  /** step `step`'s alternatives joined by line breaks are exactly this text */
  | { kind: "exact-joined"; step: number; value: string }
  /** library snippets: the blocks joined hold this text, quotes as written */
  | { kind: "library-has"; text: string; absent?: true };

/** One of the hub's cases: the app or library, the record, and the checks. */
export interface HubCase {
  /** The hub's test name. */
  name: string;
  /** A local app's key, or `library:<id>` for a library's snippets. */
  target: string;
  /** The record, as the hub's test writes it. */
  model: Record<string, unknown>;
  checks: Check[];
}

/** A value that closes a Python string and runs code, as a repository's owner could write in its config. */
export const INJECTION = `")\nimport os; os.system("id`;

const GGUF_CHAT = { id: "bartowski/Llama-3.2-3B-Instruct-GGUF", tags: ["conversational"], inference: "" };
const GGUF_TOOLS = { ...GGUF_CHAT, gguf: { total: 1, context_length: 4096, chat_template: "{% if tools %}" } };
const MLX_TOOLS = {
  id: "mlx-community/Llama-3.2-3B-Instruct-mlx",
  tags: ["mlx", "conversational"],
  pipeline_tag: "text-generation",
  config: { tokenizer_config: { chat_template: "{% if tools %}...{% endif %}" } },
  inference: "",
};
const CAPITAL = [{ role: "user", content: "What is the capital of France?" }];

/** The hub's llama.cpp expectation for a record: the server, then the terminal chat, each with the quantisation placeholder. */
function llamaCppChecks(id: string): Check[] {
  return [
    { kind: "form", value: "steps" },
    { kind: "alternatives", step: 0, commands: [`llama serve -hf ${id}:{{QUANT_TAG}}`, `llama cli -hf ${id}:{{QUANT_TAG}}`] },
    {
      kind: "exact",
      value: [`# Start a local OpenAI-compatible server with a web UI:\nllama serve -hf ${id}:{{QUANT_TAG}}`, `# Run inference directly in the terminal:\nllama cli -hf ${id}:{{QUANT_TAG}}`],
    },
  ];
}

export const HUB_CASES: HubCase[] = [
  { name: "llama.cpp conversational", target: "llama.cpp", model: GGUF_CHAT, checks: llamaCppChecks(GGUF_CHAT.id) },
  { name: "llama.cpp non-conversational", target: "llama.cpp", model: { id: "mlabonne/gemma-2b-GGUF", tags: [], inference: "" }, checks: llamaCppChecks("mlabonne/gemma-2b-GGUF") },
  {
    name: "vLLM conversational llm",
    target: "vllm",
    model: { id: "meta-llama/Llama-3.2-3B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"], inference: "" },
    checks: [
      { kind: "form", value: "steps" },
      { kind: "has", step: 0, field: "content", text: "vllm serve meta-llama/Llama-3.2-3B-Instruct" },
      { kind: "calls", step: 0, alt: 1, url: "http://localhost:8000/v1/chat/completions", body: { model: "meta-llama/Llama-3.2-3B-Instruct", messages: CAPITAL } },
      { kind: "has", step: 0, field: "content", text: ":{{QUANT_TAG}}", absent: true },
      { kind: "exact-joined", step: 0, value: `# Start the vLLM server:
vllm serve "meta-llama/Llama-3.2-3B-Instruct"
# Call the server using curl (OpenAI-compatible API):
curl -X POST "http://localhost:8000/v1/chat/completions" \\
	-H "Content-Type: application/json" \\
	--data '{
		"model": "meta-llama/Llama-3.2-3B-Instruct",
		"messages": [
			{
				"role": "user",
				"content": "What is the capital of France?"
			}
		]
	}'` },
    ],
  },
  {
    name: "vLLM non-conversational llm",
    target: "vllm",
    model: { id: "meta-llama/Llama-3.2-3B", tags: [""], inference: "" },
    checks: [
      { kind: "has", step: 0, field: "content", text: "vllm serve meta-llama/Llama-3.2-3B" },
      { kind: "calls", step: 0, alt: 1, url: "http://localhost:8000/v1/completions", body: { model: "meta-llama/Llama-3.2-3B", prompt: "Once upon a time,", max_tokens: 512, temperature: 0.5 } },
    ],
  },
  {
    name: "vLLM conversational vlm",
    target: "vllm",
    model: { id: "meta-llama/Llama-3.2-11B-Vision-Instruct", pipeline_tag: "image-text-to-text", tags: ["conversational"], inference: "" },
    checks: [
      { kind: "has", step: 0, field: "content", text: "vllm serve meta-llama/Llama-3.2-11B-Vision-Instruct" },
      {
        kind: "calls",
        step: 0,
        alt: 1,
        url: "http://localhost:8000/v1/chat/completions",
        body: {
          model: "meta-llama/Llama-3.2-11B-Vision-Instruct",
          messages: [
            {
              role: "user",
              content: [
                { type: "text", text: "Describe this image in one sentence." },
                { type: "image_url", image_url: { url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg" } },
              ],
            },
          ],
        },
      },
    ],
  },
  {
    name: "pi",
    target: "pi",
    model: GGUF_TOOLS,
    checks: [
      { kind: "has", step: 0, field: "content", text: `llama serve -hf ${GGUF_CHAT.id}:{{QUANT_TAG}}` },
      { kind: "has", step: 1, field: "setup", text: "npm install -g @earendil-works/pi-coding-agent" },
      { kind: "has", step: 1, field: "content", text: `"id": "${GGUF_CHAT.id}:{{QUANT_TAG}}"` },
      { kind: "has", step: 2, field: "content", text: "pi" },
    ],
  },
  {
    name: "pi - mlx",
    target: "pi",
    model: MLX_TOOLS,
    checks: [
      { kind: "has", step: 0, field: "setup", text: "uv tool install mlx-lm" },
      { kind: "has", step: 0, field: "content", text: `mlx_lm.server --model ${MLX_TOOLS.id}` },
      { kind: "has", step: 1, field: "setup", text: "npm install -g @earendil-works/pi-coding-agent" },
      { kind: "has", step: 1, field: "content", text: `"baseUrl": "http://localhost:8080/v1"` },
      { kind: "has", step: 1, field: "content", text: `"id": "${MLX_TOOLS.id}"` },
      { kind: "has", step: 2, field: "content", text: "pi" },
    ],
  },
  {
    name: "hermes-agent",
    target: "hermes-agent",
    model: GGUF_TOOLS,
    checks: [
      { kind: "has", step: 0, field: "content", text: `llama serve -hf ${GGUF_CHAT.id}:{{QUANT_TAG}}` },
      { kind: "has", step: 1, field: "content", text: "hermes config set model.provider custom" },
      { kind: "has", step: 1, field: "content", text: "hermes config set model.base_url http://127.0.0.1:8080/v1" },
      { kind: "has", step: 1, field: "content", text: `hermes config set model.default ${GGUF_CHAT.id}:{{QUANT_TAG}}` },
      { kind: "has", step: 2, field: "content", text: "hermes" },
    ],
  },
  {
    name: "hermes-agent - mlx",
    target: "hermes-agent",
    model: MLX_TOOLS,
    checks: [
      { kind: "has", step: 0, field: "setup", text: "uv tool install mlx-lm" },
      { kind: "has", step: 1, field: "content", text: "hermes config set model.provider custom" },
      { kind: "has", step: 1, field: "content", text: `hermes config set model.default ${MLX_TOOLS.id}` },
      { kind: "has", step: 2, field: "content", text: "hermes" },
    ],
  },
  {
    name: "openclaw",
    target: "openclaw",
    model: GGUF_TOOLS,
    checks: [
      { kind: "has", step: 0, field: "content", text: `llama serve -hf ${GGUF_CHAT.id}:{{QUANT_TAG}}` },
      { kind: "has", step: 1, field: "setup", text: "npm install -g openclaw@latest" },
      ...[
        "openclaw onboard --non-interactive --mode local",
        "--auth-choice custom-api-key",
        "--custom-base-url http://127.0.0.1:8080/v1",
        `--custom-model-id ${GGUF_CHAT.id}:{{QUANT_TAG}}`,
        "--custom-provider-id llama-cpp",
        "--custom-compatibility openai",
        "--custom-text-input",
        "--accept-risk",
        "--skip-health",
      ].map((text): Check => ({ kind: "has", step: 1, field: "content", text })),
      { kind: "has", step: 1, field: "content", text: "--custom-api-key", absent: true },
      { kind: "has", step: 2, field: "content", text: "openclaw agent --local --agent main --message" },
      { kind: "has", step: 2, field: "content", text: "openclaw agent --local --agent main --message Hello from Hugging Face" },
    ],
  },
  {
    name: "openclaw - mlx",
    target: "openclaw",
    model: MLX_TOOLS,
    checks: [
      { kind: "has", step: 0, field: "setup", text: "uv tool install mlx-lm" },
      { kind: "has", step: 1, field: "content", text: "openclaw onboard --non-interactive --mode local" },
      { kind: "has", step: 1, field: "content", text: `--custom-model-id ${MLX_TOOLS.id}` },
      { kind: "has", step: 1, field: "content", text: "--custom-provider-id mlx-lm" },
      { kind: "has", step: 1, field: "content", text: "--custom-text-input" },
      { kind: "has", step: 2, field: "content", text: "openclaw agent --local --agent main --message" },
    ],
  },
  {
    name: "docker model runner",
    target: "docker-model-runner",
    model: { ...GGUF_CHAT, gguf: { total: 1, context_length: 4096 } },
    checks: [
      { kind: "form", value: "command" },
      { kind: "command", value: `docker model run hf.co/${GGUF_CHAT.id}:{{QUANT_TAG}}` },
      { kind: "exact", value: `docker model run hf.co/${GGUF_CHAT.id}:{{QUANT_TAG}}` },
    ],
  },
  {
    name: "atomic chat deeplink",
    target: "atomic-chat",
    model: { ...GGUF_CHAT, gguf: { total: 1, context_length: 4096 } },
    checks: [
      { kind: "shown", value: true },
      { kind: "link", href: `atomic-chat://models/huggingface/${GGUF_CHAT.id}` },
    ],
  },
  {
    name: "atomic chat deeplink - mlx",
    target: "atomic-chat",
    model: { id: "mlx-community/Llama-3.2-3B-Instruct-4bit", tags: ["mlx", "conversational"], pipeline_tag: "text-generation", inference: "" },
    checks: [
      { kind: "shown", value: true },
      { kind: "link", href: "atomic-chat://models/huggingface/mlx-community/Llama-3.2-3B-Instruct-4bit" },
    ],
  },
  {
    name: "atomic chat not shown for unrelated model",
    target: "atomic-chat",
    model: { id: "meta-llama/Llama-3.2-3B-Instruct", tags: ["conversational"], pipeline_tag: "text-generation", inference: "" },
    checks: [{ kind: "shown", value: false }],
  },
  {
    name: "unsloth tagged model",
    target: "unsloth",
    model: { id: "some-user/my-unsloth-finetune", tags: ["unsloth", "conversational"], inference: "" },
    checks: [
      { kind: "shown", value: true },
      { kind: "link-params", base: "unsloth://open_from_hf", params: { model: "some-user/my-unsloth-finetune" } },
      { kind: "link", href: "unsloth://open_from_hf?model=some-user%2Fmy-unsloth-finetune" },
    ],
  },
  {
    name: "unsloth namespace gguf model",
    target: "unsloth",
    model: { id: "unsloth/Llama-3.2-3B-Instruct-GGUF", tags: ["conversational"], gguf: { total: 1, context_length: 4096 }, inference: "" },
    checks: [
      { kind: "shown", value: true },
      { kind: "link-params", base: "unsloth://open_from_hf", params: { model: "unsloth/Llama-3.2-3B-Instruct-GGUF" } },
      {
        kind: "link-params",
        file: "Llama-3.2-3B-Instruct-UD-Q4_K_XL.gguf",
        base: "unsloth://open_from_hf",
        params: { model: "unsloth/Llama-3.2-3B-Instruct-GGUF", file: "Llama-3.2-3B-Instruct-UD-Q4_K_XL.gguf" },
      },
      { kind: "link", href: "unsloth://open_from_hf?model=unsloth%2FLlama-3.2-3B-Instruct-GGUF" },
    ],
  },
  {
    name: "non unsloth namespace gguf model",
    target: "unsloth",
    model: { id: "dummy/Llama-3.2-3B-Instruct-GGUF", tags: ["conversational"], gguf: { total: 1, context_length: 4096 }, inference: "" },
    checks: [{ kind: "shown", value: true }],
  },
  {
    name: "unsloth not shown for unrelated model",
    target: "unsloth",
    model: { id: "meta-llama/Llama-3.2-3B-Instruct", tags: ["conversational"], inference: "" },
    checks: [{ kind: "shown", value: false }],
  },
  { name: "links as a function", target: "llama.cpp", model: GGUF_CHAT, checks: [{ kind: "spreads" }] },
  {
    name: "llama_cpp_python conversational",
    target: "library:llama-cpp-python",
    model: { id: "bartowski/Llama-3.2-3B-Instruct-GGUF", pipeline_tag: "text-generation", tags: ["conversational"], inference: "" },
    checks: [
      { kind: "library-has", text: "llama-cpp-python" },
      { kind: "library-has", text: `repo_id="bartowski/Llama-3.2-3B-Instruct-GGUF"` },
      { kind: "library-has", text: `filename="{{GGUF_FILE}}"` },
      { kind: "library-has", text: "create_chat_completion" },
      { kind: "library-has", text: `"content": "What is the capital of France?"` },
    ],
  },
  {
    name: "llama_cpp_python non-conversational",
    target: "library:llama-cpp-python",
    model: { id: "mlabonne/gemma-2b-GGUF", tags: [""], inference: "" },
    checks: [
      { kind: "library-has", text: `repo_id="mlabonne/gemma-2b-GGUF"` },
      { kind: "library-has", text: `filename="{{GGUF_FILE}}"` },
      { kind: "library-has", text: "create_chat_completion", absent: true },
      { kind: "library-has", text: `"Once upon a time,"` },
    ],
  },
  ...(
    [
      ["adapter-transformers", { config: { adapter_transformers: { model_name: INJECTION } } }],
      ["diffusers", { tags: ["lora"], cardData: { base_model: INJECTION, instance_prompt: INJECTION } }],
      ["keras-hub", { config: { keras_hub: { tasks: [INJECTION, "TextClassifier"] } } }],
      ["paddlenlp", { config: { architectures: [INJECTION] } }],
      ["peft", { config: { peft: { base_model_name_or_path: INJECTION, task_type: "CAUSAL_LM" } } }],
      ["multimolecule", { widgetData: [{ text: INJECTION }] }],
      ["transformers", { transformersInfo: { auto_model: INJECTION, processor: "AutoTokenizer" } }],
      ["sklearn", { tags: ["skops"], config: { sklearn: { model: { file: INJECTION }, model_format: "pickle" } } }],
    ] as const
  ).map(([library, fields]): HubCase => ({
    name: `repo-controlled values are not injectable: ${library}`,
    target: `library:${library}`,
    model: { id: "user/model", tags: [], inference: "", ...fields },
    checks: [{ kind: "library-has", text: INJECTION, absent: true }],
  })),
  {
    name: "keras_hub keeps the valid task next to a rejected one",
    target: "library:keras-hub",
    model: { id: "user/model", tags: [], inference: "", config: { keras_hub: { tasks: [INJECTION, "TextClassifier"] } } },
    checks: [{ kind: "library-has", text: "keras_hub.models.TextClassifier.from_preset" }],
  },
];


/**
 * The checks this package fails on purpose: `<case name> #<check index>` → why. The README's migration
 * section gives each reason (a test keeps the two in step).
 */
export const DELIBERATE: Readonly<Record<string, string>> = (() => {
  const quoting = "Record values are single-quoted shell literals (the hub writes them bare or in double quotes), and comments are in our own words.";
  const sample = "A server call sends the catalogue's sample input for the model's task (its prompt, image and max_tokens), not the hub's fixed one.";
  const mlxPip = "MLX LM installs with pip, as its README says (the hub: uv tool install).";
  const ownWords = "Sample messages are in our own words (OpenClaw's first message).";
  const link = "A deep link may keep `/` unescaped in a query parameter (allowed there): its parameters read the same (the hub escapes it for Unsloth).";
  return {
    "llama.cpp conversational #2": quoting,
    "llama.cpp non-conversational #2": quoting,
    "vLLM conversational llm #4": quoting,
    "vLLM non-conversational llm #1": sample,
    "vLLM conversational vlm #1": sample,
    "pi - mlx #0": mlxPip,
    "hermes-agent - mlx #0": mlxPip,
    "openclaw - mlx #0": mlxPip,
    "openclaw #13": ownWords,
    "docker model runner #2": quoting,
    "unsloth tagged model #2": link,
    "unsloth namespace gguf model #3": link,
  };
})();

/**
 * The checks compat does not meet yet, and what they wait for (not deliberate: to be closed). Listed in
 * the README beside the deliberate differences; a check that starts to hold fails the test until it is
 * taken out of here.
 */
export const GAPS: Readonly<Record<string, string>> = {};

