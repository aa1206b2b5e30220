"""Prints the `calls` entries of a package table (catalogue/api-tables/<table>.yaml): the
signature of a class's __call__, read with `ast` from a git clone at a tag.

Usage: python3 verify/python-api/extract_calls.py REPO TAG PATH:CLASS [PATH:CLASS ...]
"""

import ast
import subprocess
import sys

import yaml

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from extract import Dumper, class_methods, signature  # noqa: E402


def main() -> None:
    repo, tag, *targets = sys.argv[1:]
    calls = {}
    for target in targets:
        path, cls = target.split(":")
        source = subprocess.run(["git", "-C", repo, "show", f"{tag}:{path}"], check=True, capture_output=True, text=True).stdout
        calls[f"{cls}.__call__"] = signature(class_methods(ast.parse(source), cls)["__call__"])
    print(yaml.dump({"calls": calls}, Dumper=Dumper, sort_keys=False, width=110, default_flow_style=None), end="")


if __name__ == "__main__":
    main()
