"""Tiny models of the architecture a model record names, made here (random weights, the smallest
dimensions the architecture accepts, a word-level tokenizer), saved under the record's own id in a
huggingface_hub cache folder, so that a library snippet's `from_pretrained("<id>")` loads them offline
(HF_HUB_OFFLINE=1) exactly as written.

Reads JSON on stdin: {"cache": <HF_HUB_CACHE folder>, "store": <folder of built models>, "records": [...]}.
Prints one JSON line: {"<id>": null (ready) | "<why it cannot be made here>"}. A model is built once per
content key (what it is made from) and kept in `store`; the cache links to it.
"""

import hashlib
import json
import os
import re
import shutil
import sys
import tempfile

# What the tiny models are made of: words the snippets' sample inputs use, and the special tokens.
SPECIALS = ["<pad>", "<unk>", "<s>", "</s>", "[CLS]", "[SEP]", "[MASK]"]
WORDS = (
    "the a an of to in on and is are was what where who how which this that it its with for from by at as "
    "cat cats kitten sleeps napping warm windowsill sunshine resting interest rates rose again quarter capital "
    "france paris city market opens every saturday morning village square delivery quick headphones sound "
    "wonderful once upon time describe image one sentence hello world my name today weather good bad "
    "le marché ouvre tous les samedis matin sur la place du village . , ? ! ' \" : ; - ( ) [ ] 0 1 2 3 4 5 6 7 8 9"
).split()

CHAT_TEMPLATE = (
    "{% for message in messages %}<s>{{ message['role'] }} "
    "{% if message['content'] is string %}{{ message['content'] }}{% else %}"
    "{% for part in message['content'] %}{% if part['type'] == 'text' %}{{ part['text'] }}{% endif %}{% endfor %}"
    "{% endif %}</s>{% endfor %}{% if add_generation_prompt %}<s>assistant {% endif %}"
)

# Tasks of the transformers pipeline API and auto classes, by the kind of model that serves them.
CAUSAL = {"text-generation", "AutoModelForCausalLM"}
SEQ2SEQ = {"summarization", "translation", "text2text-generation", "AutoModelForSeq2SeqLM"}
MASKED = {"fill-mask", "AutoModelForMaskedLM"}
SEQ_CLS = {"text-classification", "zero-shot-classification", "text-ranking", "AutoModelForSequenceClassification"}
TOKEN_CLS = {"token-classification", "AutoModelForTokenClassification"}
QA = {"question-answering", "AutoModelForQuestionAnswering"}
ENCODER = {"feature-extraction", "sentence-similarity", "AutoModel"}
PEFT_TASKS = {"CAUSAL_LM": "causal", "SEQ_2_SEQ_LM": "seq2seq", "SEQ_CLS": "seq_cls", "TOKEN_CLS": "token_cls"}


def tokenizer(chat):
    from tokenizers import Tokenizer, models, pre_tokenizers, processors
    from transformers import PreTrainedTokenizerFast

    vocab = {token: i for i, token in enumerate(SPECIALS + sorted(set(WORDS)))}
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Punctuation()])
    tok.post_processor = processors.TemplateProcessing(single="$A </s>", pair="$A </s> $B </s>", special_tokens=[("</s>", vocab["</s>"])])
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        unk_token="<unk>",
        pad_token="<pad>",
        bos_token="<s>",
        eos_token="</s>",
        cls_token="[CLS]",
        sep_token="[SEP]",
        mask_token="[MASK]",
        model_max_length=128,
    )
    if chat:
        fast.chat_template = CHAT_TEMPLATE
    return fast, len(vocab)


def kind_of(record):
    """The kind of model a record needs, or a reason it cannot be made here."""
    library = record.get("library_name")
    info = record.get("transformersInfo") or {}
    tag = record.get("pipeline_tag")
    if library == "sentence-transformers":
        return "seq_cls" if "cross-encoder" in (record.get("tags") or []) or tag == "text-ranking" else "encoder"
    auto = info.get("auto_model")
    for names, kind in ((CAUSAL, "causal"), (SEQ2SEQ, "seq2seq"), (MASKED, "masked"), (SEQ_CLS, "seq_cls"), (TOKEN_CLS, "token_cls"), (QA, "qa"), (ENCODER, "encoder")):
        if auto in names:
            return kind
    for names, kind in ((CAUSAL, "causal"), (SEQ2SEQ, "seq2seq"), (MASKED, "masked"), (SEQ_CLS, "seq_cls"), (TOKEN_CLS, "token_cls"), (QA, "qa"), (ENCODER, "encoder")):
        if tag in names:
            return kind
    if tag is None and auto is None:
        return "encoder"
    return f"no tiny model for pipeline {tag!r} / class {auto!r} yet (needs a processor for images or audio)"


def build(kind, chat, folder):
    """Saves a tiny model of `kind` (and its tokenizer) in `folder`."""
    import torch
    import transformers as t

    torch.manual_seed(0)
    tok, vocab = tokenizer(chat)
    ids = dict(pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id)
    if kind == "causal":
        config = t.LlamaConfig(vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=128, **ids)
        model = t.LlamaForCausalLM(config)
    elif kind == "seq2seq":
        config = t.T5Config(vocab_size=vocab, d_model=16, d_ff=32, d_kv=8, num_layers=1, num_heads=2, decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id)
        model = t.T5ForConditionalGeneration(config)
    else:
        config = t.BertConfig(vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=128, pad_token_id=tok.pad_token_id)
        if kind == "masked":
            model = t.BertForMaskedLM(config)
        elif kind == "seq_cls":
            config.num_labels = 1 if chat == "ranking" else 2
            model = t.BertForSequenceClassification(config)
        elif kind == "token_cls":
            model = t.BertForTokenClassification(config)
        elif kind == "qa":
            model = t.BertForQuestionAnswering(config)
        else:
            model = t.BertModel(config)
    if hasattr(model, "generation_config") and model.generation_config is not None:
        model.generation_config.max_new_tokens = 8
    model.save_pretrained(folder)
    tok.save_pretrained(folder)


def build_adapter(base_folder, task, folder, base_id):
    """A LoRA adapter for the tiny base model, saved as a hub adapter repository names its base."""
    import peft
    import transformers as t

    auto = {"causal": t.AutoModelForCausalLM, "seq2seq": t.AutoModelForSeq2SeqLM, "seq_cls": t.AutoModelForSequenceClassification, "token_cls": t.AutoModelForTokenClassification}[task]
    base = auto.from_pretrained(base_folder)
    model_type = base.config.model_type
    targets = {"llama": ["q_proj", "v_proj"], "t5": ["q", "v"]}.get(model_type, ["query", "value"])
    config = peft.LoraConfig(r=2, lora_alpha=4, target_modules=targets, task_type={"causal": "CAUSAL_LM", "seq2seq": "SEQ_2_SEQ_LM", "seq_cls": "SEQ_CLS", "token_cls": "TOKEN_CLS"}[task])
    model = peft.get_peft_model(base, config)
    model.save_pretrained(folder)
    # The adapter names its base by the hub id the record gives, as a published adapter does.
    path = os.path.join(folder, "adapter_config.json")
    with open(path) as f:
        data = json.load(f)
    data["base_model_name_or_path"] = base_id
    with open(path, "w") as f:
        json.dump(data, f, indent=2)


def stored(store, key, make):
    """The folder of a built model, made by `make(folder)` once per key."""
    folder = os.path.join(store, key)
    if not os.path.isdir(folder):
        tmp = tempfile.mkdtemp(dir=store, prefix=".build-")
        make(tmp)
        os.rename(tmp, folder)
    return folder


def link_into_cache(cache, repo_id, folder):
    """Puts `folder` in the hub cache as repository `repo_id` at revision main."""
    repo = os.path.join(cache, "models--" + repo_id.replace("/", "--"))
    commit = hashlib.sha1(folder.encode()).hexdigest()
    snapshot = os.path.join(repo, "snapshots", commit)
    if not os.path.isdir(snapshot):
        os.makedirs(os.path.dirname(snapshot), exist_ok=True)
        shutil.copytree(folder, snapshot, symlinks=False)
    os.makedirs(os.path.join(repo, "refs"), exist_ok=True)
    with open(os.path.join(repo, "refs", "main"), "w") as f:
        f.write(commit)


HUB_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,95}(/[A-Za-z0-9][A-Za-z0-9._-]{0,95})?$")


def base_kind(base_id):
    """The architecture of a base model named by an adapter: T5 and BERT families by name, else Llama."""
    name = base_id.lower()
    return "seq2seq" if "t5" in name else "encoder" if "bert" in name else "causal"


def peft_incompatibility(task):
    """Why the installed peft cannot load an adapter of this task with the installed transformers, or None."""
    import peft
    import transformers as t

    if task == "seq2seq" and not hasattr(t.T5ForConditionalGeneration, "_prepare_encoder_decoder_kwargs_for_generation"):
        return (
            f"peft {peft.__version__} cannot wrap a transformers {t.__version__} encoder-decoder model (PeftModelForSeq2SeqLM "
            "reads _prepare_encoder_decoder_kwargs_for_generation, which transformers 5 removed): a user with these versions fails too"
        )
    return None


def key_of(*parts):
    return hashlib.sha256(json.dumps([*parts, SPECIALS, WORDS, CHAT_TEMPLATE, 1]).encode()).hexdigest()[:16]


def main():
    request = json.load(sys.stdin)
    cache, store = request["cache"], request["store"]
    os.makedirs(cache, exist_ok=True)
    os.makedirs(store, exist_ok=True)
    report = {}
    for record in request["records"]:
        repo_id = record["id"]
        try:
            if record.get("library_name") == "peft":
                peft_config = (record.get("config") or {}).get("peft") or {}
                task = PEFT_TASKS.get(peft_config.get("task_type"))
                base_id = peft_config.get("base_model_name_or_path")
                if task is None or not base_id:
                    report[repo_id] = "the record names no base model or no task type the peft snippet loads"
                    continue
                if not HUB_ID.match(base_id):
                    report[repo_id] = "the base model the record names is not a hub id (a hostile test record): no repository can hold it"
                    continue
                kind = base_kind(base_id)
                incompatible = peft_incompatibility(task)
                if incompatible:
                    report[repo_id] = incompatible
                    continue
                base = stored(store, key_of("base", kind), lambda f: build(kind, False, f))
                adapter = stored(store, key_of("adapter", task, base_id), lambda f: build_adapter(base, task, f, base_id))
                link_into_cache(cache, base_id, base)
                link_into_cache(cache, repo_id, adapter)
                report[repo_id] = None
                continue
            kind = kind_of(record)
            if " " in kind:
                report[repo_id] = kind
                continue
            chat = "conversational" in (record.get("tags") or []) or kind == "causal"
            if kind == "seq_cls" and (record.get("pipeline_tag") == "text-ranking" or "cross-encoder" in (record.get("tags") or [])):
                chat = "ranking"
            folder = stored(store, key_of(kind, chat), lambda f: build(kind, chat, f))
            link_into_cache(cache, repo_id, folder)
            report[repo_id] = None
        except Exception as error:  # a model that cannot be made is that case's failure, not the run's
            report[repo_id] = f"building the tiny model failed: {type(error).__name__}: {error}"
    print(json.dumps(report))


if __name__ == "__main__":
    main()
