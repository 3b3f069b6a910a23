#!/usr/bin/env python3
"""Compares two texts fleetcost-cli printed (tables, problem lists) token by token: words must be
equal; numbers may differ by 1e-12 relative, or by one unit in the last printed place when a
figure that changed in its 16th digit sits on a rounding boundary (5.205 printed 5.21 or 5.20).

Usage: compare_text.py OLD.txt NEW.txt   (exit 1 and the first differences when they differ)
"""
import re
import sys

NUMBER = re.compile(r"^[-+]?[\d,]*\.?\d+%?$")


def value(token):
    return float(token.replace(",", "").rstrip("%"))


def last_place(token):
    digits = token.replace(",", "").rstrip("%")
    return 10.0 ** -(len(digits) - digits.index(".") - 1) if "." in digits else 1.0


def same(a, b):
    if a == b:
        return True
    if not (NUMBER.match(a) and NUMBER.match(b)):
        return False
    x, y = value(a), value(b)
    return abs(x - y) <= max(1e-12 * max(abs(x), abs(y)), last_place(a) * 1.000001)


def main():
    old = open(sys.argv[1], encoding="utf-8").read().splitlines()
    new = open(sys.argv[2], encoding="utf-8").read().splitlines()
    problems = []
    if len(old) != len(new):
        problems.append(f"{len(old)} lines != {len(new)} lines")
    for n, (a, b) in enumerate(zip(old, new), 1):
        ta, tb = a.split(), b.split()
        if len(ta) != len(tb) or not all(same(x, y) for x, y in zip(ta, tb)):
            problems.append(f"line {n}:\n< {a}\n> {b}")
    for p in problems[:6]:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
