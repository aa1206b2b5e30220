"""Writes verify/python-api/clients/<client>.yaml: the call signatures of the Python inference clients
the snippets use, read with `ast` from the clients' published sources at a pinned tag.

Usage (each argument is a local git clone of the client's repository):
    python3 verify/python-api/extract.py --hub PATH --openai PATH --fal PATH
or, from the packages installed in the running Python (the SDK environment: make-env.sh sdk), for
huggingface_hub and openai at their installed versions (fal_client's table is left as it is):
    .cache/venv-sdk/bin/python verify/python-api/extract.py --installed [--out DIR]

Only facts are recorded: method names, parameter names, which are required, which may be positional,
whether **kwargs is accepted, and (huggingface_hub) the tasks each provider serves.
"""

import argparse
import ast
import subprocess
import sys
from pathlib import Path

import yaml

OUT = Path(__file__).resolve().parent / "clients"

HUB_TAG = "v1.28.0"
OPENAI_TAG = "v3.3.1"
FAL_TAG = "fal_client_v1.0.1"


def show(repo: str, tag: str, path: str) -> str:
    """A file of the client's source at `tag`: from a git clone, or (repo "installed:<dir>") the installed package."""
    if repo.startswith("installed:"):
        return (Path(repo[len("installed:"):]) / path.removeprefix("src/")).read_text()
    return subprocess.run(["git", "-C", repo, "show", f"{tag}:{path}"], check=True, capture_output=True, text=True).stdout


def signature(fn: ast.FunctionDef, skip_self: bool = True) -> dict:
    """A function's parameters: required and optional names, the positional order, **kwargs."""
    args = fn.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    if skip_self and positional and positional[0] in ("self", "cls"):
        positional = positional[1:]
    n_defaults = len(args.defaults)
    required_positional = positional[: len(positional) - n_defaults] if n_defaults else positional
    required_kwonly = [a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None]
    names = positional + [a.arg for a in args.kwonlyargs]
    required = [n for n in names if n in required_positional or n in required_kwonly]
    out = {
        "positional": positional,
        "required": required,
        "optional": [n for n in names if n not in required],
    }
    if args.vararg:
        out["varPositional"] = True
    if args.kwarg:
        out["varKeywords"] = True
    return out


def is_overload(fn: ast.FunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "overload" or isinstance(d, ast.Attribute) and d.attr == "overload" for d in fn.decorator_list)


def is_property(fn: ast.FunctionDef) -> bool:
    names = {d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else "" for d in fn.decorator_list}
    return bool(names & {"property", "cached_property"})


def class_methods(tree: ast.Module, name: str) -> dict:
    """Public methods of a class (the implementation, not @overload stubs or properties), and __init__."""
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)
    methods = {}
    for node in cls.body:
        if isinstance(node, ast.FunctionDef) and not is_overload(node) and not is_property(node):
            if node.name in ("__init__", "__call__") or not node.name.startswith("_"):
                methods[node.name] = node
    return methods


def hub(repo: str) -> dict:
    path = "src/huggingface_hub/inference/_client.py"
    tree = ast.parse(show(repo, HUB_TAG, path))
    methods = class_methods(tree, "InferenceClient")
    init = methods.pop("__init__")
    table = {name: signature(fn) for name, fn in sorted(methods.items())}
    # client.chat.completions.create(...) returns self._client.chat_completion (ProxyClientChatCompletions).
    table["chat.completions.create"] = dict(table["chat_completion"])
    providers_src = "src/huggingface_hub/inference/_providers/__init__.py"
    ptree = ast.parse(show(repo, HUB_TAG, providers_src))
    providers = {}
    for node in ptree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else (node.targets[0] if isinstance(node, ast.Assign) else None)
        if isinstance(target, ast.Name) and target.id == "PROVIDERS" and isinstance(node.value, ast.Dict):
            for key, value in zip(node.value.keys, node.value.values):
                providers[key.value] = sorted(k.value for k in value.keys)
    exports = sorted(set(ast.literal_eval(next(
        n.value for n in ast.parse(show(repo, HUB_TAG, "src/huggingface_hub/__init__.py")).body
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "__all__"))))
    return {
        "package": "huggingface_hub",
        "version": HUB_TAG.lstrip("v"),
        "sources": [
            f"https://github.com/huggingface/huggingface_hub/blob/{HUB_TAG}/{path}",
            f"https://github.com/huggingface/huggingface_hub/blob/{HUB_TAG}/{providers_src}",
            f"https://github.com/huggingface/huggingface_hub/blob/{HUB_TAG}/src/huggingface_hub/__init__.py",
        ],
        "exports": exports,
        "classes": {"InferenceClient": {"constructor": signature(init), "methods": table}},
        "providerTasks": providers,
    }


def openai(repo: str) -> dict:
    client_path = "src/openai/_client.py"
    chat_path = "src/openai/resources/chat/completions/completions.py"
    init = class_methods(ast.parse(show(repo, OPENAI_TAG, client_path)), "OpenAI")["__init__"]
    completions = class_methods(ast.parse(show(repo, OPENAI_TAG, chat_path)), "Completions")
    methods = {f"chat.completions.{name}": signature(fn) for name, fn in sorted(completions.items())
               if name not in ("__init__", "with_raw_response", "with_streaming_response")}
    init_src = show(repo, OPENAI_TAG, "src/openai/__init__.py")
    exports = sorted({alias.asname or alias.name for n in ast.parse(init_src).body if isinstance(n, ast.ImportFrom)
                      for alias in n.names if alias.name != "*"})
    return {
        "package": "openai",
        "version": OPENAI_TAG.lstrip("v"),
        "sources": [
            f"https://github.com/openai/openai-python/blob/{OPENAI_TAG}/{client_path}",
            f"https://github.com/openai/openai-python/blob/{OPENAI_TAG}/{chat_path}",
            f"https://github.com/openai/openai-python/blob/{OPENAI_TAG}/src/openai/__init__.py",
        ],
        "exports": exports,
        "classes": {"OpenAI": {"constructor": signature(init), "methods": methods}},
    }


def fal(repo: str) -> dict:
    client_path = "projects/fal_client/src/fal_client/client.py"
    init_path = "projects/fal_client/src/fal_client/__init__.py"
    sync = class_methods(ast.parse(show(repo, FAL_TAG, client_path)), "SyncClient")
    functions = {}
    exports = set()
    for node in ast.parse(show(repo, FAL_TAG, init_path)).body:
        if isinstance(node, ast.ImportFrom):
            exports.update(alias.asname or alias.name for alias in node.names)
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            value = node.value
            if isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name) and value.value.id == "sync_client":
                functions[name] = signature(sync[value.attr])
            exports.add(name)
    return {
        "package": "fal_client",
        "version": FAL_TAG.rsplit("_v", 1)[1],
        "sources": [
            f"https://github.com/fal-ai/fal/blob/{FAL_TAG}/{init_path}",
            f"https://github.com/fal-ai/fal/blob/{FAL_TAG}/{client_path}",
        ],
        "exports": sorted(exports),
        "functions": dict(sorted(functions.items())),
    }


HEADER = """# Generated by verify/python-api/extract.py from the client's published source (see `sources`, at
# `version`); do not edit by hand. positional: parameters that may be passed by position, in order;
# required: parameters without a default; varKeywords: the callable accepts **kwargs.
"""


class Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data):  # every table written out in full, no &anchors
        return True


def installed() -> list:
    """The tables of huggingface_hub and openai as installed in this Python, at their versions."""
    global HUB_TAG, OPENAI_TAG
    import sysconfig
    from importlib import metadata

    site = sysconfig.get_paths()["purelib"]
    HUB_TAG = "v" + metadata.version("huggingface_hub")
    OPENAI_TAG = "v" + metadata.version("openai")
    return [("huggingface_hub", hub(f"installed:{site}")), ("openai", openai(f"installed:{site}"))]


def main() -> None:
    global OUT
    parser = argparse.ArgumentParser()
    parser.add_argument("--installed", action="store_true")
    parser.add_argument("--out")
    parser.add_argument("--hub")
    parser.add_argument("--openai")
    parser.add_argument("--fal")
    ns = parser.parse_args()
    if ns.out:
        OUT = Path(ns.out)
    OUT.mkdir(exist_ok=True)
    if ns.installed:
        tables = installed()
    elif ns.hub and ns.openai and ns.fal:
        tables = [("huggingface_hub", hub(ns.hub)), ("openai", openai(ns.openai)), ("fal_client", fal(ns.fal))]
    else:
        parser.error("--installed, or --hub, --openai and --fal")
    for name, data in tables:
        text = HEADER + yaml.dump(data, Dumper=Dumper, sort_keys=False, width=110, default_flow_style=None)
        (OUT / f"{name}.yaml").write_text(text)
        print(f"wrote {OUT / (name + '.yaml')}", file=sys.stderr)


if __name__ == "__main__":
    main()
