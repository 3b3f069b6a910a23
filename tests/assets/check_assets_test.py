#!/usr/bin/env python3
"""check_assets.py on the shipped files (no problem), and on a copy of the example whose energy
price is dated "2026-Q1", which it must refuse, naming the figure (issue 24: every as_of of the
shipped data is a date). Usage: check_assets_test.py SOURCE_DIR"""
import json
import os
import subprocess
import sys
import tempfile

root = sys.argv[1]
check = os.path.join(root, "assets", "presets", "check_assets.py")
shipped = subprocess.run([sys.executable, check], capture_output=True, text=True)
if shipped.returncode != 0:
    sys.exit("the shipped assets have problems:\n" + shipped.stdout + shipped.stderr)

with open(os.path.join(root, "assets", "examples", "tokyo-vs-hong-kong.fleetcost"), encoding="utf-8") as f:
    doc = json.load(f)
doc["scenarios"][0]["sites"][0]["energy_per_kwh"]["as_of"] = "2026-Q1"
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "undated.fleetcost")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    refused = subprocess.run([sys.executable, check, path], capture_output=True, text=True)
expected = "/scenarios/0/sites/0/energy_per_kwh/as_of: must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got '2026-Q1'"
if refused.returncode != 1 or expected not in refused.stdout:
    sys.exit(f"expected exit 1 and {expected!r}, got {refused.returncode}:\n{refused.stdout}{refused.stderr}")
print("check_assets.py: the shipped data passes; a quarter as as_of is refused")
