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
PEFT_TASKS = {"CAUSAL_LM": "causal", "SEQ_2_SEQ_LM": "seq2seq", "SEQ_CLS": "seq_cls", "TOKEN_CLS": "token_cls", "QUESTION_ANS": "qa", "FEATURE_EXTRACTION": "feature"}


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


# Tasks whose models need a processor for images, audio or tables: the architecture built for each, as
# (model_type, builder). A builder returns the tiny model and the processor (or tokenizer) saved with it.
TINY = dict(hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32)


def _vocab_file(entries):
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "vocab.json")
    with open(path, "w") as f:
        json.dump(entries, f)
    return path


def _image_classification(t):
    return t.ViTForImageClassification(t.ViTConfig(image_size=32, patch_size=16, num_labels=2, **TINY)), t.ViTImageProcessor(size={"height": 32, "width": 32})


def _image_feature_extraction(t):
    return t.ViTModel(t.ViTConfig(image_size=32, patch_size=16, **TINY)), t.ViTImageProcessor(size={"height": 32, "width": 32})


def _object_detection(t):
    backbone = t.ResNetConfig(embedding_size=8, hidden_sizes=[8, 8, 8, 8], depths=[1, 1, 1, 1], out_features=["stage4"])
    config = t.DetrConfig(use_timm_backbone=False, backbone_config=backbone, use_pretrained_backbone=False, d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, num_queries=5, num_labels=2)
    model = t.DetrForObjectDetection(config)
    _confident(model.class_labels_classifier)
    return model, t.DetrImageProcessor(size={"shortest_edge": 32, "longest_edge": 64})


def _confident(head):
    """Random weights score every box near chance, under the detection pipelines' threshold (0.1 to 0.5), so
    they would return no box: the first label's bias makes some boxes sure, as a trained detector's are."""
    import torch

    with torch.no_grad():
        head.weight.zero_()
        head.bias.zero_()
        head.bias[0] = 8.0


_WAV2VEC2 = dict(hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32, conv_dim=(8, 8), conv_stride=(5, 2), conv_kernel=(10, 3), num_feat_extract_layers=2, num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=2)


def _audio_classification(t):
    return t.Wav2Vec2ForSequenceClassification(t.Wav2Vec2Config(num_labels=2, classifier_proj_size=8, **_WAV2VEC2)), t.Wav2Vec2FeatureExtractor()


def _speech_recognition(t):
    vocab = {"<pad>": 0, "<s>": 1, "</s>": 2, "<unk>": 3, "|": 4, **{ch: i + 5 for i, ch in enumerate("abcdefghijklmnopqrstuvwxyz'")}}
    tok = t.Wav2Vec2CTCTokenizer(_vocab_file(vocab))
    model = t.Wav2Vec2ForCTC(t.Wav2Vec2Config(vocab_size=len(vocab), pad_token_id=0, **_WAV2VEC2))
    return model, t.Wav2Vec2Processor(feature_extractor=t.Wav2Vec2FeatureExtractor(), tokenizer=tok)


def _depth_estimation(t):
    config = t.DPTConfig(image_size=32, patch_size=16, hidden_size=16, num_hidden_layers=4, num_attention_heads=2, intermediate_size=32, backbone_out_indices=[0, 1, 2, 3], neck_hidden_sizes=[8, 8, 8, 8], fusion_hidden_size=8, reassemble_factors=[4, 2, 1, 0.5], head_in_index=-1)
    return t.DPTForDepthEstimation(config), t.DPTImageProcessor(size={"height": 32, "width": 32})


def _text_config(tok, vocab):
    return dict(vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=64, eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id)


def _zero_shot_image_classification(t):
    tok, vocab = tokenizer(False)
    config = t.CLIPConfig(text_config=_text_config(tok, vocab), vision_config=dict(hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, image_size=32, patch_size=16), projection_dim=8)
    processor = t.CLIPProcessor(image_processor=t.CLIPImageProcessor(size={"shortest_edge": 32}, crop_size={"height": 32, "width": 32}), tokenizer=tok)
    return t.CLIPModel(config), processor


def _zero_shot_object_detection(t):
    tok, vocab = tokenizer(False)
    text = _text_config(tok, vocab) | {"max_position_embeddings": 16}
    # The class head compares image embeddings with the projected text: projection_dim is the text width.
    config = t.OwlViTConfig(text_config=text, vision_config=dict(hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, image_size=32, patch_size=16), projection_dim=16)
    processor = t.OwlViTProcessor(image_processor=t.OwlViTImageProcessor(size={"height": 32, "width": 32}, crop_size={"height": 32, "width": 32}), tokenizer=tok)
    model = t.OwlViTForObjectDetection(config)
    _confident(model.class_head.logit_shift)
    return model, processor


def _mask_generation(t):
    config = t.SamConfig(
        vision_config=dict(hidden_size=16, num_hidden_layers=1, num_attention_heads=2, mlp_dim=32, image_size=64, patch_size=16, output_channels=16, window_size=2, global_attn_indexes=[0], num_pos_feats=8),
        prompt_encoder_config=dict(hidden_size=16, image_size=64, patch_size=16, mask_input_channels=4),
        mask_decoder_config=dict(hidden_size=16, num_hidden_layers=1, num_attention_heads=2, mlp_dim=32, iou_head_hidden_dim=16),
    )
    return t.SamModel(config), t.SamProcessor(image_processor=t.SamImageProcessor(size={"longest_edge": 64}, pad_size={"height": 64, "width": 64}))


def _text_to_waveform(t):
    vocab = {ch: i for i, ch in enumerate("_ abcdefghijklmnopqrstuvwxyz.,?!'")}
    # Characters, not phonemes: phonemize=False needs no phonemizer (espeak) to read the text.
    tok = t.VitsTokenizer(_vocab_file(vocab), phonemize=False)
    config = t.VitsConfig(vocab_size=len(vocab), hidden_size=16, num_hidden_layers=1, num_attention_heads=2, ffn_dim=32, flow_size=16, spectrogram_bins=16, upsample_initial_channel=16, upsample_rates=[2, 2], upsample_kernel_sizes=[4, 4], resblock_kernel_sizes=[3], resblock_dilation_sizes=[[1]], prior_encoder_num_flows=1, prior_encoder_num_wavenet_layers=1, posterior_encoder_num_wavenet_layers=1, duration_predictor_filter_channels=16, depth_separable_num_layers=1, window_size=2)
    return t.VitsModel(config), tok


def _zero_shot_classification(t):
    tok, vocab = tokenizer(False)
    labels = {0: "contradiction", 1: "neutral", 2: "entailment"}
    config = t.BertConfig(vocab_size=vocab, num_labels=3, id2label=labels, label2id={v: k for k, v in labels.items()}, max_position_embeddings=128, pad_token_id=tok.pad_token_id, **TINY)
    return t.BertForSequenceClassification(config), tok


def _table_question_answering(t):
    folder = tempfile.mkdtemp()
    words = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "[EMPTY]"] + sorted(set(WORDS) - set("'\"()[]".split()))
    with open(os.path.join(folder, "vocab.txt"), "w") as f:
        f.write("\n".join(words) + "\n")
    tok = t.TapasTokenizer(os.path.join(folder, "vocab.txt"))
    config = t.TapasConfig(vocab_size=len(words), max_position_embeddings=128, **TINY)
    return t.TapasForQuestionAnswering(config), tok


def _document_question_answering(t):
    tok, vocab = tokenizer(False)
    config = t.LayoutLMConfig(vocab_size=vocab, max_position_embeddings=128, pad_token_id=tok.pad_token_id, **TINY)
    return t.LayoutLMForQuestionAnswering(config), tok


def _image_segmentation(t):
    config = t.SegformerConfig(num_encoder_blocks=2, depths=[1, 1], sr_ratios=[2, 1], hidden_sizes=[8, 16], patch_sizes=[7, 3], strides=[4, 2], num_attention_heads=[1, 2], mlp_ratios=[2, 2], decoder_hidden_size=16, num_labels=2)
    return t.SegformerForSemanticSegmentation(config), t.SegformerImageProcessor(size={"height": 32, "width": 32})


def _video_classification(t):
    config = t.VideoMAEConfig(image_size=32, patch_size=16, num_frames=2, tubelet_size=2, num_labels=2, **TINY)
    return t.VideoMAEForVideoClassification(config), t.VideoMAEImageProcessor(size={"shortest_edge": 32}, crop_size={"height": 32, "width": 32})


# A chat template for a vision-language model: an image part is the processor's image token.
VLM_CHAT_TEMPLATE = CHAT_TEMPLATE.replace("{{ part['text'] }}{% endif %}", "{{ part['text'] }}{% elif part['type'] == 'image' %}<image>{% endif %}")


def _bert_tokenizer(t):
    """A WordPiece (BERT) tokenizer of the sample words, for processors that require one."""
    folder = tempfile.mkdtemp()
    words = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(set(WORDS) - set("'\"()[]".split()))
    with open(os.path.join(folder, "vocab.txt"), "w") as f:
        f.write("\n".join(words) + "\n")
    return t.BertTokenizerFast(os.path.join(folder, "vocab.txt")), len(words)


def _image_to_text(t):
    """BLIP (an image captioner the image-text-to-text auto class loads), with its processor."""
    tok, vocab = _bert_tokenizer(t)
    tok.add_special_tokens({"bos_token": "[DEC]"})
    text = dict(vocab_size=vocab + 1, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=64, encoder_hidden_size=16, bos_token_id=tok.bos_token_id, pad_token_id=tok.pad_token_id, sep_token_id=tok.sep_token_id)
    vision = dict(hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, image_size=32, patch_size=16)
    model = t.BlipForConditionalGeneration(t.BlipConfig(text_config=text, vision_config=vision, projection_dim=16))
    model.generation_config.max_new_tokens = 8
    return model, t.BlipProcessor(image_processor=t.BlipImageProcessor(size={"height": 32, "width": 32}), tokenizer=tok)


def _image_text_to_text(t):
    """LLaVA (a CLIP vision tower and a Llama), its processor with an image token and a chat template."""
    tok, vocab = tokenizer(True)
    tok.add_special_tokens({"additional_special_tokens": ["<image>"]})
    tok.chat_template = VLM_CHAT_TEMPLATE
    image_token = tok.convert_tokens_to_ids("<image>")
    vision = t.CLIPVisionConfig(hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, image_size=32, patch_size=16, projection_dim=16)
    text = t.LlamaConfig(**_text_config(tok, vocab + 1), num_key_value_heads=1)
    config = t.LlavaConfig(vision_config=vision, text_config=text, image_token_index=image_token, vision_feature_layer=-1, vision_feature_select_strategy="default")
    model = t.LlavaForConditionalGeneration(config)
    model.generation_config.max_new_tokens = 8
    image_processor = t.CLIPImageProcessor(size={"shortest_edge": 32}, crop_size={"height": 32, "width": 32})
    processor = t.LlavaProcessor(image_processor=image_processor, tokenizer=tok, patch_size=16, vision_feature_select_strategy="default", chat_template=VLM_CHAT_TEMPLATE, image_token="<image>", num_additional_image_tokens=1)
    return model, processor


def _any_to_any(t):
    """Qwen2.5-Omni's thinker (audio, vision and text) without its talker, with the processor of its three
    inputs and the tokenizer's named media tokens; the speaker file its from_pretrained reads."""
    import torch

    tok, _ = tokenizer(True)
    named = {"image_token": "<|IMAGE|>", "audio_token": "<|AUDIO|>", "video_token": "<|VIDEO|>", "vision_bos_token": "<|vision_bos|>", "vision_eos_token": "<|vision_eos|>", "audio_bos_token": "<|audio_bos|>", "audio_eos_token": "<|audio_eos|>"}
    tok.add_special_tokens({"additional_special_tokens": list(named.values())})
    tok._set_model_specific_special_tokens(special_tokens=named)
    ids = {name: tok.convert_tokens_to_ids(token) for name, token in named.items()}
    text = dict(vocab_size=len(tok), hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=128, rope_scaling={"rope_type": "default", "type": "default", "mrope_section": [1, 1, 2]})
    vision = dict(depth=1, hidden_size=16, intermediate_size=32, num_heads=2, patch_size=14, spatial_merge_size=2, temporal_patch_size=2, out_hidden_size=16, fullatt_block_indexes=[0], window_size=28)
    audio = dict(d_model=16, encoder_layers=1, encoder_attention_heads=2, encoder_ffn_dim=32, num_mel_bins=128, n_window=100, output_dim=16)
    thinker = dict(audio_config=audio, vision_config=vision, text_config=text, image_token_index=ids["image_token"], audio_token_index=ids["audio_token"], video_token_index=ids["video_token"], vision_start_token_id=ids["vision_bos_token"], vision_end_token_id=ids["vision_eos_token"], audio_start_token_id=ids["audio_bos_token"], audio_end_token_id=ids["audio_eos_token"])
    model = t.Qwen2_5OmniForConditionalGeneration(t.Qwen2_5OmniConfig(thinker_config=thinker, enable_audio_output=False))
    processor = t.Qwen2_5OmniProcessor(image_processor=t.Qwen2VLImageProcessor(min_pixels=28 * 28, max_pixels=56 * 56), video_processor=t.Qwen2VLVideoProcessor(), feature_extractor=t.WhisperFeatureExtractor(feature_size=128), tokenizer=tok, chat_template=CHAT_TEMPLATE)

    def speakers(folder):
        torch.save({"Chelsie": {"cond": torch.zeros(1, 192), "ref_mel": torch.zeros(1, 30, 80), "bos_token": 0}}, os.path.join(folder, "spk_dict.pt"))

    return model, processor, speakers


PROCESSOR_TASKS = {
    "any-to-any": ("qwen2_5_omni", _any_to_any),
    "audio-classification": ("wav2vec2", _audio_classification),
    "automatic-speech-recognition": ("wav2vec2", _speech_recognition),
    "depth-estimation": ("dpt", _depth_estimation),
    "document-question-answering": ("layoutlm", _document_question_answering),
    "image-classification": ("vit", _image_classification),
    "image-feature-extraction": ("vit", _image_feature_extraction),
    "image-segmentation": ("segformer", _image_segmentation),
    "image-text-to-text": ("llava", _image_text_to_text),
    "image-to-text": ("blip", _image_to_text),
    "video-classification": ("videomae", _video_classification),
    "mask-generation": ("sam", _mask_generation),
    "object-detection": ("detr", _object_detection),
    "table-question-answering": ("tapas", _table_question_answering),
    "text-to-audio": ("vits", _text_to_waveform),
    "text-to-speech": ("vits", _text_to_waveform),
    "zero-shot-classification": ("bert", _zero_shot_classification),
    "zero-shot-image-classification": ("clip", _zero_shot_image_classification),
    "zero-shot-object-detection": ("owlvit", _zero_shot_object_detection),
}


def build_for_task(task, folder):
    import torch
    import transformers as t

    torch.manual_seed(0)
    model, processor, *extra = PROCESSOR_TASKS[task][1](t)
    model.save_pretrained(folder)
    processor.save_pretrained(folder)
    for write in extra:  # files of the repository beside the model and its processor
        write(folder)


def kind_of(record):
    """The kind of model a record needs, or a reason it cannot be made here."""
    library = record.get("library_name")
    info = record.get("transformersInfo") or {}
    tag = record.get("pipeline_tag")
    if library == "sentence-transformers":
        if "sparse-encoder" in (record.get("tags") or []) or "sparse-encoder" in ((record.get("cardData") or {}).get("tags") or []):
            return "sparse"
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


def build_sparse(folder):
    """A SPLADE sparse encoder as sentence-transformers saves one: a tiny masked language model whose logits
    over the vocabulary are max-pooled into one weight per token (MLMTransformer, SpladePooling)."""
    from sentence_transformers import SparseEncoder
    from sentence_transformers.sparse_encoder.modules import MLMTransformer, SpladePooling

    mlm = tempfile.mkdtemp()
    try:
        build("masked", False, mlm)
        transformer = MLMTransformer(mlm)
        SparseEncoder(modules=[transformer, SpladePooling("max", embedding_dimension=transformer.get_embedding_dimension())]).save(folder)
    finally:
        shutil.rmtree(mlm, ignore_errors=True)


def build_adapter(base_folder, task, folder, base_id):
    """A LoRA adapter for the tiny base model, saved as a hub adapter repository names its base."""
    import peft
    import transformers as t

    auto = {
        "causal": t.AutoModelForCausalLM,
        "seq2seq": t.AutoModelForSeq2SeqLM,
        "seq_cls": t.AutoModelForSequenceClassification,
        "token_cls": t.AutoModelForTokenClassification,
        "qa": t.AutoModelForQuestionAnswering,
        "feature": t.AutoModel,
    }[task]
    base = auto.from_pretrained(base_folder)
    model_type = base.config.model_type
    targets = {"llama": ["q_proj", "v_proj"], "t5": ["q", "v"]}.get(model_type, ["query", "value"])
    task_type = {v: k for k, v in PEFT_TASKS.items()}[task]
    # peft 0.21 cannot wrap a transformers 5 encoder-decoder model for its task (PeftModelForSeq2SeqLM reads
    # _prepare_encoder_decoder_kwargs_for_generation, which transformers 5 removed): the seq2seq adapter is
    # made without the task wrapper and gets its task type in its config, as a published one has.
    config = peft.LoraConfig(r=2, lora_alpha=4, target_modules=targets, task_type=None if task == "seq2seq" else task_type)
    model = peft.get_peft_model(base, config)
    model.save_pretrained(folder)
    # The adapter names its base by the hub id the record gives, as a published adapter does.
    path = os.path.join(folder, "adapter_config.json")
    with open(path) as f:
        data = json.load(f)
    data["base_model_name_or_path"] = base_id
    data["task_type"] = task_type
    with open(path, "w") as f:
        json.dump(data, f, indent=2)


def stored(store, key, make):
    """The folder of a built model, made by `make(folder)` once per key."""
    folder = os.path.join(store, key)
    if not os.path.isdir(folder):
        tmp = tempfile.mkdtemp(dir=store, prefix=".build-")
        try:
            make(tmp)
            os.rename(tmp, folder)
        except OSError:
            # Another run (verify runs may overlap) stored the same model first: keep theirs.
            if not os.path.isdir(folder):
                raise
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
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
# A name a folder can have on Linux (any byte but / and NUL, not . or ..; 255 bytes at most).
FOLDER_NAME = re.compile(r"^(?!\.{1,2}$)[^/\x00]{1,255}$")


def base_kind(base_id):
    """The architecture of a base model named by an adapter: T5 and BERT families by name, else Llama."""
    name = base_id.lower()
    return "seq2seq" if "t5" in name else "encoder" if "bert" in name else "causal"


def key_of(*parts):
    return hashlib.sha256(json.dumps([*parts, SPECIALS, WORDS, CHAT_TEMPLATE, 2]).encode()).hexdigest()[:16]


def place_library_model(record, cache, store, site):
    """A tiny model of a library tiny_libraries.py builds, put where its snippet loads it; or why not."""
    from tiny_libraries import BUILDERS, key_parts

    builder, reason, place = BUILDERS[record["library_name"]]
    why = reason(record) if reason else None
    if why:
        return why
    folder = stored(store, key_of("library", record["library_name"], *key_parts(record)), lambda f: builder(record, f))
    if place == "hub":
        link_into_cache(cache, record["id"], folder)
        return None
    os.makedirs(site, exist_ok=True)
    for entry in os.listdir(folder):
        target = os.path.join(site, entry)
        if not os.path.lexists(target):
            os.symlink(os.path.join(folder, entry), target)
    return None


def place_onnx_model(record, store, models):
    """A tiny ONNX model for a transformers.js record, at <models>/<id>/ where transformers.js reads it; or why not."""
    import tiny_onnx

    tag = record.get("pipeline_tag")
    if tag not in tiny_onnx.TASKS:
        return f"no tiny ONNX model for the transformers.js pipeline {tag!r} yet ({', '.join(tiny_onnx.TASKS)})"
    if not HUB_ID.match(record["id"]):
        return "the record's id is not a hub id: no repository can hold it"
    folder = stored(store, key_of("onnx", tag, record.get("mask_token")), lambda f: tiny_onnx.build(record, f, tokenizer))
    target = os.path.join(models, record["id"])
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if not os.path.lexists(target):
        os.symlink(folder, target)
    return None


def main():
    from tiny_libraries import BUILDERS

    request = json.load(sys.stdin)
    cache, store, site = request["cache"], request["store"], request.get("site") or os.path.join(request["cache"], "..", "site")
    models = request.get("onnx") or os.path.join(request["cache"], "..", "onnx-models")
    os.makedirs(cache, exist_ok=True)
    os.makedirs(store, exist_ok=True)
    report = {}
    # Per model id, [name, folder] pairs the run links into the snippet's working folder.
    local_folders = {}
    for record in request["records"]:
        repo_id = record["id"]
        try:
            if record.get("library_name") == "transformers.js":
                report[repo_id] = place_onnx_model(record, store, models)
                continue
            if record.get("library_name") in BUILDERS:
                report[repo_id] = place_library_model(record, cache, store, site)
                continue
            if record.get("library_name") == "peft":
                peft_config = (record.get("config") or {}).get("peft") or {}
                task = PEFT_TASKS.get(peft_config.get("task_type"))
                if task is None:
                    report[repo_id] = "the record names no task type the peft snippet loads"
                    continue
                # A record without its base model: the adapter's own config names one (made here), as a
                # published adapter's adapter_config.json does; the snippet loads the adapter alone.
                base_id = peft_config.get("base_model_name_or_path") or ((record.get("cardData") or {}).get("base_model")) or f"{repo_id}-base"
                if isinstance(base_id, list):
                    base_id = base_id[0]
                on_hub = HUB_ID.match(base_id)
                if not on_hub and not FOLDER_NAME.match(base_id):
                    report[repo_id] = "the base model the record names is neither a hub id nor a folder name: nothing can hold it"
                    continue
                kind = base_kind(base_id)
                base = stored(store, key_of("base", kind), lambda f: build(kind, False, f))
                adapter = stored(store, key_of("adapter", task, base_id), lambda f: build_adapter(base, task, f, base_id))
                if on_hub:
                    link_into_cache(cache, base_id, base)
                else:
                    # No repository can hold a name like this (a hostile test record), but a folder can: the run
                    # puts the base in a folder of exactly that name where the snippet runs, and from_pretrained
                    # reads it there, so the snippet loads only if its literal gave the name back intact.
                    local_folders[repo_id] = [[base_id, base]]
                link_into_cache(cache, repo_id, adapter)
                report[repo_id] = None
                continue
            tag = record.get("pipeline_tag")
            model_type = ((record.get("config") or {}).get("model_type"))
            if record.get("library_name") == "transformers" and tag in PROCESSOR_TASKS:
                family = PROCESSOR_TASKS[tag][0]
                if model_type and model_type != family:
                    report[repo_id] = f"the record's model_type {model_type!r} has no tiny builder for {tag} (builds {family!r})"
                    continue
                folder = stored(store, key_of("task", tag), lambda f: build_for_task(tag, f))
                link_into_cache(cache, repo_id, folder)
                report[repo_id] = None
                continue
            kind = kind_of(record)
            if " " in kind:
                report[repo_id] = kind
                continue
            chat = "conversational" in (record.get("tags") or []) or kind == "causal"
            if kind == "seq_cls" and (record.get("pipeline_tag") == "text-ranking" or "cross-encoder" in (record.get("tags") or [])):
                chat = "ranking"
            folder = stored(store, key_of(kind, chat), lambda f: build_sparse(f) if kind == "sparse" else build(kind, chat, f))
            link_into_cache(cache, repo_id, folder)
            report[repo_id] = None
        except Exception as error:  # a model that cannot be made is that case's failure, not the run's
            report[repo_id] = f"building the tiny model failed: {type(error).__name__}: {error}"
    print(json.dumps({"reasons": report, "localFolders": local_folders}))


if __name__ == "__main__":
    main()
