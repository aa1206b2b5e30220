"""Records what the calls of a library snippet return, so the library pass can check that the call gave a
result of its task's shape, not only that the script exited 0 (run-libraries.ts, results.yaml).

Imported by the library server before it forks (VERIFY_PRELOAD), it wraps the outermost call of a
transformers pipeline, a model's forward pass and generate(): each one that returns appends one JSON line
to `.verify-calls.jsonl` in the snippet's working folder, {"kind", "task", "result"}, where `result` is the
returned value's shape (describe). Calls made inside a recorded call (the pipeline's own forward pass) are
not recorded.
"""

import json
import os

RECORD = ".verify-calls.jsonl"
_depth = [0]


def describe(value, depth=0):
    """The shape of a value as plain JSON: type names, dict keys, the first item of a list, tensor shapes."""
    if depth > 6:
        return "..."
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "str"
    kind = type(value).__module__.split(".")[0] + "." + type(value).__name__
    if kind == "torch.Tensor" or kind == "torch.nn.Parameter":
        return {"tensor": list(value.shape), **({"sparse": True} if value.layout != __import__("torch").strided else {})}
    if kind == "numpy.ndarray":
        return {"array": list(value.shape)}
    if kind.startswith("numpy."):
        return "float" if "float" in kind else "int" if "int" in kind else kind
    if kind.startswith("PIL."):
        return "image"
    if isinstance(value, dict):
        return {"dict": {str(k): describe(v, depth + 1) for k, v in value.items()}}
    if isinstance(value, (list, tuple)):
        return {"list": describe(value[0], depth + 1) if value else None, "len": len(value)}
    if hasattr(value, "to_tuple") and hasattr(value, "keys"):  # a ModelOutput that is not a dict
        return {"dict": {str(k): describe(value[k], depth + 1) for k in value.keys()}}
    return {"object": kind}


def _record(kind, task, result):
    try:
        line = json.dumps({"kind": kind, "task": task, "result": describe(result)})
    except Exception as error:  # a shape that cannot be written is recorded as such, never a crash
        line = json.dumps({"kind": kind, "task": task, "result": {"object": f"unrecorded: {error}"}})
    with open(os.path.join(os.getcwd(), RECORD), "a") as f:
        f.write(line + "\n")


def _wrap(call, kind, task_of):
    def recorded(self, *args, **kwargs):
        _depth[0] += 1
        try:
            result = call(self, *args, **kwargs)
        finally:
            _depth[0] -= 1
        if _depth[0] == 0:
            _record(kind, task_of(self), result)
        return result

    recorded.__wrapped__ = call
    return recorded


def install_sentence_transformers():
    try:
        import sentence_transformers as st
    except ImportError:
        return
    encoders = [(st.SentenceTransformer, "encode")] + ([(st.SparseEncoder, "sparse-encode")] if hasattr(st, "SparseEncoder") else [])
    for cls, kind in encoders:
        for name in ("encode", "encode_query", "encode_document"):
            if name in cls.__dict__:
                setattr(cls, name, _wrap(cls.__dict__[name], kind, lambda model: type(model).__name__))
    for name in ("rank", "predict"):
        if name in st.CrossEncoder.__dict__:
            setattr(st.CrossEncoder, name, _wrap(st.CrossEncoder.__dict__[name], name, lambda model: "CrossEncoder"))


def install():
    try:
        import torch
        import transformers
        from transformers.generation.utils import GenerationMixin
        from transformers.pipelines.base import Pipeline
    except ImportError:
        return

    def pipeline_task(pipe):
        return getattr(pipe, "task", None)

    import transformers.pipelines  # noqa: F401  (imports every pipeline class)

    # The base class and every pipeline class that defines its own __call__.
    stack = [Pipeline]
    classes = []
    while stack:
        cls = stack.pop()
        classes.append(cls)
        stack.extend(cls.__subclasses__())
    for cls in classes:
        if "__call__" in cls.__dict__:
            cls.__call__ = _wrap(cls.__dict__["__call__"], "pipeline", pipeline_task)

    def model_task(model):
        return type(model).__name__

    GenerationMixin.generate = _wrap(GenerationMixin.generate, "generate", model_task)
    transformers.PreTrainedModel.__call__ = _wrap(torch.nn.Module.__call__, "forward", model_task)


install()
install_sentence_transformers()
