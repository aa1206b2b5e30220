# The verify run's Python server (verify/session.ts): imports requests (and, for the SDK clients, their
# packages: VERIFY_PRELOAD) once, then runs each job's
# snippet in a forked child, so every snippet still has a process of its own (its own working folder,
# output files, exit code and failure) without paying Python's and requests' start-up each time.
# Job lines on stdin: id \t dir \t file \t stdout \t stderr \t mock base \t proxy port.
# Answers `@@verify <id> <exit code>` (128 + n for a child killed by signal n).
import os
import runpy
import sys
import traceback

import importlib

# Imported before forking, what the children no longer pay for: requests, or the SDK server's clients
# (VERIFY_PRELOAD: module names, comma-separated; `module:name` also reads a name the module loads only
# when first asked for, as huggingface_hub does its InferenceClient).
for _entry in filter(None, os.environ.get("VERIFY_PRELOAD", "requests").split(",")):
    _module, _, _name = _entry.partition(":")
    _loaded = importlib.import_module(_module)
    if _name:
        getattr(_loaded, _name)

import sitecustomize  # noqa: E402,F401  (the redirection to the mock; reads VERIFY_MOCK_BASE per request)

import gc  # noqa: E402


def freeze():
    """Moves every object the server holds out of the garbage collector's sight before a fork.

    A child's collection otherwise walks (and writes the headers of) every object the server imported,
    torch's and the SDKs' modules included: each page it writes is then copied for the child, and on a
    two-core machine those copies cost more system time than the snippet itself. Frozen objects are the
    preloaded modules, which a fresh interpreter would keep alive for its whole life too; what the
    snippet makes is collected as before.
    """
    gc.freeze()


def child(directory, file, stdout, stderr, base):
    os.chdir(directory)
    os.environ["VERIFY_MOCK_BASE"] = base
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    for fd, path in ((1, stdout), (2, stderr)):
        os.dup2(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), fd)
    sys.argv = [file]
    sys.path[0] = directory
    code = 0
    try:
        runpy.run_path(file, run_name="__main__")
    except SystemExit as exit:
        if exit.code is None:
            code = 0
        elif isinstance(exit.code, int):
            code = exit.code
        else:
            print(exit.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code & 0xFF)


def main():
    # Loaded: the verify run's time limit for a job counts from here (verify/session.ts).
    print("@@ready", flush=True)
    for line in sys.stdin:
        job_id, directory, file, stdout, stderr, base, _port = line.rstrip("\n").split("\t")[:7]
        sys.stdout.flush()
        freeze()
        pid = os.fork()
        if pid == 0:
            child(directory, file, stdout, stderr, base)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        print(f"@@verify {job_id} {code if code >= 0 else 128 - code}", flush=True)


main()
