"""Tiny ONNX models for transformers.js records: a transformers model of the architecture the record's task
needs (random weights, smallest dimensions), exported to onnx/model.onnx with the input and output names
transformers.js feeds and reads, beside its config.json, tokenizer or image processor, as the hub's
onnx-community and Xenova repositories lay them out. Used by tiny_models.py.
"""

import json
import os

import torch

OPSET = 17


def _export(module, folder, inputs, input_names, output_names, dynamic_axes):
    os.makedirs(os.path.join(folder, "onnx"), exist_ok=True)
    torch.onnx.export(
        module,
        tuple(inputs),
        os.path.join(folder, "onnx", "model.onnx"),
        input_names=input_names,
        output_names=output_names,
        dynamic_axes=dynamic_axes,
        opset_version=OPSET,
        dynamo=False,
    )


class _Outputs(torch.nn.Module):
    """The model called with named inputs, answering the named fields of its output."""

    def __init__(self, model, inputs, outputs):
        super().__init__()
        self.model, self.inputs, self.outputs = model, inputs, outputs

    def forward(self, *args):
        out = self.model(**dict(zip(self.inputs, args)))
        return tuple(getattr(out, name) for name in self.outputs)


def _text_axes(names):
    return {name: {0: "batch_size", 1: "sequence_length"} for name in names}


def _encoder(t, model, tok, folder, outputs):
    """An encoder (BERT, DistilBERT) with its tokenizer; inputs as the model's forward takes them."""
    names = ["input_ids", "attention_mask"] + (["token_type_ids"] if "token_type_ids" in model.forward.__code__.co_varnames else [])
    sample = [torch.ones(1, 4, dtype=torch.long)] * len(names)
    _export(_Outputs(model.eval(), names, outputs), folder, sample, names, outputs, _text_axes(names + outputs))
    model.config.save_pretrained(folder)
    tok.save_pretrained(folder)


def fill_mask(t, tokenizer, record, folder):
    """BERT masked LM; its tokenizer's mask token is the one the record names (the snippet's input has it)."""
    mask = record.get("mask_token") or "[MASK]"
    tok, vocab = tokenizer(False)
    if mask != tok.mask_token:
        tok.add_special_tokens({"mask_token": mask})
    config = t.BertConfig(vocab_size=len(tok), hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=128, pad_token_id=tok.pad_token_id)
    _encoder(t, t.BertForMaskedLM(config), tok, folder, ["logits"])


def _labelled(t, tokenizer, folder, model_class, labels):
    tok, vocab = tokenizer(False)
    config = t.BertConfig(vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=128, pad_token_id=tok.pad_token_id, id2label=dict(enumerate(labels)), label2id={label: i for i, label in enumerate(labels)})
    _encoder(t, model_class(config), tok, folder, ["logits"])


def text_classification(t, tokenizer, _record, folder):
    _labelled(t, tokenizer, folder, t.BertForSequenceClassification, ["NEGATIVE", "POSITIVE"])


def zero_shot_classification(t, tokenizer, _record, folder):
    # An NLI head: transformers.js finds the entailment and contradiction labels by name.
    _labelled(t, tokenizer, folder, t.BertForSequenceClassification, ["contradiction", "neutral", "entailment"])


def token_classification(t, tokenizer, _record, folder):
    _labelled(t, tokenizer, folder, t.BertForTokenClassification, ["O", "B-PER", "I-PER", "B-LOC", "I-LOC"])


def feature_extraction(t, tokenizer, _record, folder):
    tok, vocab = tokenizer(False)
    config = t.BertConfig(vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, max_position_embeddings=128, pad_token_id=tok.pad_token_id)
    _encoder(t, t.BertModel(config), tok, folder, ["last_hidden_state"])


def question_answering(t, tokenizer, _record, folder):
    tok, vocab = tokenizer(False)
    config = t.DistilBertConfig(vocab_size=vocab, dim=16, hidden_dim=32, n_layers=1, n_heads=2, max_position_embeddings=128, pad_token_id=tok.pad_token_id)
    _encoder(t, t.DistilBertForQuestionAnswering(config), tok, folder, ["start_logits", "end_logits"])


class _Decoder(torch.nn.Module):
    """A causal LM with its key/value cache as flat inputs and outputs (past_key_values.<i>.key/value in,
    present.<i>.key/value out), as transformers.js feeds a decoder."""

    def __init__(self, t, model):
        super().__init__()
        self.t, self.model = t, model

    def forward(self, input_ids, attention_mask, position_ids, *past):
        cache = self.t.DynamicCache(config=self.model.config)
        for i in range(0, len(past), 2):
            cache.update(past[i], past[i + 1], i // 2)
        out = self.model(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids, past_key_values=cache, use_cache=True)
        presents = []
        for layer in out.past_key_values.layers:
            presents += [layer.keys, layer.values]
        return (out.logits, *presents)


def text_generation(t, tokenizer, _record, folder):
    """Qwen2 causal LM (the architecture of the onnx-community chat models) with a chat template."""
    tok, vocab = tokenizer(True)
    config = t.Qwen2Config(vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=128, eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, attn_implementation="eager", tie_word_embeddings=False)
    model = t.Qwen2ForCausalLM(config).eval()
    layers, heads, dim = config.num_hidden_layers, config.num_key_value_heads, config.hidden_size // config.num_attention_heads
    past_names = [f"past_key_values.{i}.{kind}" for i in range(layers) for kind in ("key", "value")]
    present_names = [name.replace("past_key_values", "present") for name in past_names]
    past = [torch.zeros(1, heads, 2, dim) for _ in past_names]
    sample = [torch.ones(1, 3, dtype=torch.long), torch.ones(1, 5, dtype=torch.long), torch.tensor([[2, 3, 4]]), *past]
    axes = {"input_ids": {0: "batch_size", 1: "sequence_length"}, "attention_mask": {0: "batch_size", 1: "total_sequence_length"}, "position_ids": {0: "batch_size", 1: "sequence_length"}, "logits": {0: "batch_size", 1: "sequence_length"}}
    axes |= {name: {0: "batch_size", 2: "past_sequence_length"} for name in past_names}
    axes |= {name: {0: "batch_size", 2: "total_sequence_length"} for name in present_names}
    _export(_Decoder(t, model), folder, sample, ["input_ids", "attention_mask", "position_ids", *past_names], ["logits", *present_names], axes)
    config.save_pretrained(folder)
    model.generation_config.max_new_tokens = 8
    model.generation_config.save_pretrained(folder)
    tok.save_pretrained(folder)
    # The chat template inside tokenizer_config.json, as the onnx-community repositories have it: transformers
    # 5 writes chat_template.jinja, which transformers.js 4.3's tokenizers do not read.
    path = os.path.join(folder, "tokenizer_config.json")
    with open(path) as f:
        data = json.load(f)
    data["chat_template"] = tok.chat_template
    with open(path, "w") as f:
        json.dump(data, f, indent=2)


def depth_estimation(t, _tokenizer, _record, folder):
    """Depth Anything (a DINOv2 backbone and a DPT head) with its image processor."""
    backbone = t.Dinov2Config(hidden_size=16, num_hidden_layers=4, num_attention_heads=2, intermediate_size=32, image_size=28, patch_size=14, out_indices=[1, 2, 3, 4], reshape_hidden_states=False)
    config = t.DepthAnythingConfig(backbone_config=backbone, neck_hidden_sizes=[8, 8, 8, 8], fusion_hidden_size=8, head_hidden_size=8, reassemble_hidden_size=16, reassemble_factors=[4, 2, 1, 0.5], patch_size=14)
    model = t.DepthAnythingForDepthEstimation(config).eval()
    sample = [torch.zeros(1, 3, 28, 28)]
    axes = {"pixel_values": {0: "batch_size", 2: "height", 3: "width"}, "predicted_depth": {0: "batch_size", 1: "height", 2: "width"}}
    _export(_Outputs(model, ["pixel_values"], ["predicted_depth"]), folder, sample, ["pixel_values"], ["predicted_depth"], axes)
    config.save_pretrained(folder)
    t.DPTImageProcessor(size={"height": 28, "width": 28}, keep_aspect_ratio=True, ensure_multiple_of=14, do_pad=False).save_pretrained(folder)


def image_classification(t, _tokenizer, _record, folder):
    """ViT with its image processor."""
    labels = ["tabby cat", "tiger cat"]
    config = t.ViTConfig(image_size=32, patch_size=16, hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32, id2label=dict(enumerate(labels)), label2id={label: i for i, label in enumerate(labels)})
    model = t.ViTForImageClassification(config).eval()
    axes = {"pixel_values": {0: "batch_size"}, "logits": {0: "batch_size"}}
    _export(_Outputs(model, ["pixel_values"], ["logits"]), folder, [torch.zeros(1, 3, 32, 32)], ["pixel_values"], ["logits"], axes)
    config.save_pretrained(folder)
    t.ViTImageProcessor(size={"height": 32, "width": 32}).save_pretrained(folder)


def object_detection(t, _tokenizer, _record, folder):
    """DETR (a ResNet backbone) with its image processor; pixel_values and pixel_mask in, as DETR takes them."""
    backbone = t.ResNetConfig(embedding_size=8, hidden_sizes=[8, 8, 8, 8], depths=[1, 1, 1, 1], out_features=["stage4"])
    labels = ["cat", "remote"]
    config = t.DetrConfig(use_timm_backbone=False, backbone_config=backbone, use_pretrained_backbone=False, d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, num_queries=5, id2label=dict(enumerate(labels)), label2id={label: i for i, label in enumerate(labels)})
    model = t.DetrForObjectDetection(config).eval()
    names, outputs = ["pixel_values", "pixel_mask"], ["logits", "pred_boxes"]
    sample = [torch.zeros(1, 3, 32, 32), torch.ones(1, 32, 32, dtype=torch.long)]
    axes = {"pixel_values": {0: "batch_size", 2: "height", 3: "width"}, "pixel_mask": {0: "batch_size", 1: "height", 2: "width"}, "logits": {0: "batch_size"}, "pred_boxes": {0: "batch_size"}}
    _export(_Outputs(model, names, outputs), folder, sample, names, outputs, axes)
    config.save_pretrained(folder)
    t.DetrImageProcessor(size={"shortest_edge": 32, "longest_edge": 64}).save_pretrained(folder)


def image_segmentation(t, _tokenizer, _record, folder):
    """Segformer with its image processor."""
    labels = ["wall", "cat"]
    config = t.SegformerConfig(num_encoder_blocks=2, depths=[1, 1], sr_ratios=[2, 1], hidden_sizes=[8, 16], patch_sizes=[7, 3], strides=[4, 2], num_attention_heads=[1, 2], mlp_ratios=[2, 2], decoder_hidden_size=16, id2label=dict(enumerate(labels)), label2id={label: i for i, label in enumerate(labels)})
    model = t.SegformerForSemanticSegmentation(config).eval()
    axes = {"pixel_values": {0: "batch_size", 2: "height", 3: "width"}, "logits": {0: "batch_size", 2: "out_height", 3: "out_width"}}
    _export(_Outputs(model, ["pixel_values"], ["logits"]), folder, [torch.zeros(1, 3, 32, 32)], ["pixel_values"], ["logits"], axes)
    config.save_pretrained(folder)
    t.SegformerImageProcessor(size={"height": 32, "width": 32}).save_pretrained(folder)


# The transformers.js pipeline tags a tiny ONNX model is made for.
TASKS = {
    "feature-extraction": feature_extraction,
    # transformers.js has no sentence-similarity pipeline: its snippet embeds with feature-extraction
    "sentence-similarity": feature_extraction,
    "fill-mask": fill_mask,
    "image-classification": image_classification,
    "image-segmentation": image_segmentation,
    "object-detection": object_detection,
    "text-classification": text_classification,
    "token-classification": token_classification,
    "zero-shot-classification": zero_shot_classification,
    "question-answering": question_answering,
    "text-generation": text_generation,
    "depth-estimation": depth_estimation,
}


def build(record, folder, tokenizer):
    import transformers as t

    torch.manual_seed(0)
    TASKS[record["pipeline_tag"]](t, tokenizer, record, folder)
