#!/usr/bin/env python3
"""Counts how often the C++ sources quote a workbook key outside the descriptor tables, so that a
field's key is written once (issue 22): a string literal that is a key ("gpus") or a pointer made
of keys ("/sites", "/price_path/points/") counts once per key in it. Keys are the property names
of the shipped workbooks. Usage: key_quotes.py [SOURCE_DIR] [--files]"""
import glob
import json
import os
import re
import sys

# The descriptor tables: the one place keys are written.
DESCRIPTORS = {"model/scenario/field_specs.cpp", "model/scenario/workbook_shape.cpp"}
# Writers of result documents (evaluate/risk/thresholds --format json), not of workbooks: their
# keys are another format's, which happens to share a few words ("name", "currency").
OTHER_FORMATS = {"model/io/result_json.cpp", "model/io/result_json.h", "model/risk/risk_json.cpp",
                 "model/risk/threshold_json.cpp"}


def workbook_keys(root):
    keys = set()

    def walk(v):
        if isinstance(v, dict):
            for k, x in v.items():
                keys.add(k)
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    for f in glob.glob(os.path.join(root, "assets/**/*.fleetcost"), recursive=True):
        with open(f, encoding="utf-8") as fh:
            walk(json.load(fh))
    return {k for k in keys if re.fullmatch(r"[a-z][a-z0-9_]*", k)}


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = args[0] if args else "."
    keys = workbook_keys(root)
    literal = re.compile(r'"(/?[a-z][a-z0-9_]*(?:/[a-z][a-z0-9_]*)*/?)"')
    counts = {}
    for top in ("model", "ui", "app"):
        for f in glob.glob(os.path.join(root, top, "**/*.[ch]*"), recursive=True):
            rel = os.path.relpath(f, root)
            if rel in DESCRIPTORS or rel in OTHER_FORMATS:
                continue
            with open(f, encoding="utf-8") as fh:
                src = fh.read()
            n = 0
            for m in literal.finditer(src):
                n += sum(1 for part in m.group(1).strip("/").split("/") if part in keys)
            if n:
                counts[rel] = n
    print(f"{sum(counts.values())} quotes of workbook keys in {len(counts)} files")
    if "--files" in sys.argv:
        for rel, n in sorted(counts.items(), key=lambda x: -x[1]):
            print(f"{n:5d} {rel}")


if __name__ == "__main__":
    main()
