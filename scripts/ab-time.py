#!/usr/bin/env python3
"""Interleaved A/B timing of two builds of the same command.

    scripts/ab-time.py RUNS BINARY_A BINARY_B -- ARGUMENTS...

Runs A and B alternately (A B, B A, A B, ...) RUNS times each after one warm-up of both, with
their output thrown away, and prints for each the median wall time and the median CPU time (user
and system, of the process and its children, from getrusage). Alternating cancels most of this
2-core VM's drift, which moves single figures by 20-30 % within a session; compare the two
lines of one run, not figures from different runs.
"""
import resource
import statistics
import subprocess
import sys
import time


def main() -> int:
    arguments = sys.argv[1:]
    if len(arguments) < 3 or (len(arguments) > 3 and arguments[3] != "--"):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    runs, first, second = int(arguments[0]), arguments[1], arguments[2]
    command_arguments = arguments[4:]
    measured = {first: [], second: []}
    for round_index in range(runs + 1):
        order = (first, second) if round_index % 2 == 0 else (second, first)
        for binary in order:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(
                [binary, *command_arguments],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                check=False,
            )
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            if round_index > 0:  # the first round warms the page cache for both
                measured[binary].append((wall, cpu))
    for binary in (first, second):
        wall = statistics.median(w for w, _ in measured[binary])
        cpu = statistics.median(c for _, c in measured[binary])
        print(f"{binary}: wall {wall * 1000:.1f} ms  cpu {cpu * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
