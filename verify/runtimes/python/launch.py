# The verify run's launcher (verify/session.ts) for snippets that run as a process of their own
# (curl, PHP, and the Go and Rust programs): it starts each job's command from this small process, so
# the verify run's own large Node process does not fork once per run (which costs it more than the run).
# Job lines on stdin: id \t dir \t ["command", "arg", ...] \t stdout \t stderr \t mock base \t proxy port
# \t {environment}. Answers `@@verify <id> <exit code>` (128 + n for a child killed by signal n).
import json
import os
import sys


def main():
    # Started: the verify run's time limit for a job counts from here (verify/session.ts).
    print("@@ready", flush=True)
    for line in sys.stdin:
        job_id, directory, argv, stdout, stderr, _base, _port, env = line.rstrip("\n").split("\t")[:8]
        argv = json.loads(argv)
        env = json.loads(env)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                os.chdir(directory)
                os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
                os.dup2(os.open(stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 1)
                os.dup2(os.open(stderr, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 2)
                os.execvpe(argv[0], argv, env)
            except BaseException as error:
                os.write(2, f"verify launcher: cannot start {argv[0]}: {error}\n".encode())
            finally:
                os._exit(127)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        print(f"@@verify {job_id} {code if code >= 0 else 128 - code}", flush=True)


main()
