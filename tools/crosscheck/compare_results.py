#!/usr/bin/env python3
"""Compares two FleetCost result JSON files figure by figure (relative 1e-9, absolute 1e-6).

Usage: compare_results.py EXPECTED.json ACTUAL.json [--relative R] [--absolute A] [--ignore KEY ...]
Prints each difference with its JSON path; exit 1 when any is found.
The goodput keys of docs/MODEL.md §14 (a plan's `goodput` and `cost_per_useful_gpu_hour`, a
workload entry's `goodput`) are compared when both sides have them; an ACTUAL without them passes
only where they say nothing new (goodput 1 or null, cost per useful GPU-hour = cost per GPU-hour).
A plan's `spot_gpu_hours` (§15) likewise: compared when both sides have it, and an ACTUAL without it
passes only where it is 0.
A plan's or supply's `block_gpus` and `committed` (§16: whole numbers per GPU model, per month or
per term) are compared exactly, as decisions, when both sides have them; an ACTUAL without them
passes only where they say nothing new (every number 0, or `{}`).
"""
import json
import math
import sys


RELATIVE = 1e-9
ABSOLUTE = 1e-6
EXACT = ("block_gpus", "committed")     # §16's decisions: compared exactly


def close(a, b):
    return math.isclose(a, b, rel_tol=RELATIVE, abs_tol=ABSOLUTE)


def says_nothing_new(expected, key):
    """A §14, §15 or §16 key the ACTUAL side may lack (a fleetcost-cli from before them): the
    expected value is what a result without goodput, spot, blocks or commitments would mean."""
    value = expected[key]
    if key in EXACT:
        return isinstance(value, dict) and all(
            isinstance(v, list) and all(isinstance(x, (int, float)) and x == 0 for x in v)
            for v in value.values())
    if key == "spot_gpu_hours":
        return value is not None and close(float(value), 0.0)
    if key == "goodput":
        return value is None or close(float(value), 1.0)
    if key == "cost_per_useful_gpu_hour":
        per_hour = expected.get("cost_per_gpu_hour")
        if value is None or per_hour is None:
            return value is None and per_hour is None
        return close(float(value), float(per_hour))
    return False


def walk(expected, actual, path, ignore, out, exact=False):
    last = path.rsplit("/", 1)[-1]
    if last in ignore:
        return
    exact = exact or last in EXACT
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in expected.keys() | actual.keys():
            if key not in expected or key not in actual:
                if key in expected and says_nothing_new(expected, key):
                    continue
                if key not in ignore:
                    out.append(f"{path}/{key}: only in {'expected' if key in expected else 'actual'}")
                continue
            walk(expected[key], actual[key], f"{path}/{key}", ignore, out, exact)
    elif isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            out.append(f"{path}: length {len(expected)} != {len(actual)}")
            return
        for i, (e, a) in enumerate(zip(expected, actual)):
            walk(e, a, f"{path}/{i}", ignore, out, exact)
    elif isinstance(expected, (int, float)) and isinstance(actual, (int, float)) \
            and not isinstance(expected, bool) and not isinstance(actual, bool):
        if (expected != actual) if exact else not close(float(expected), float(actual)):
            out.append(f"{path}: expected {expected!r}, got {actual!r}")
    elif expected != actual:
        out.append(f"{path}: expected {expected!r}, got {actual!r}")


def main():
    global RELATIVE, ABSOLUTE
    args = sys.argv[1:]
    for option in ("--relative", "--absolute"):
        if option in args:
            i = args.index(option)
            if option == "--relative":
                RELATIVE = float(args[i + 1])
            else:
                ABSOLUTE = float(args[i + 1])
            del args[i:i + 2]
    ignore = set()
    if "--ignore" in args:
        i = args.index("--ignore")
        ignore = set(args[i + 1:])
        args = args[:i]
    expected, actual = (json.load(open(p)) for p in args)
    out = []
    walk(expected, actual, "", ignore, out)
    for line in out[:60]:
        print(line)
    if len(out) > 60:
        print(f"... and {len(out) - 60} more")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main())
