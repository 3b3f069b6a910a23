#!/usr/bin/env python3
"""Which thresholds two builds of fleetcost-cli find differently: `thresholds --format json` of
each workbook with both, every threshold's status, value, today's value and message compared, and
the most informative lists. Prints each difference and a count; exits 0. For a change meant to
move only some thresholds (e.g. issue 21: ties), to show that no other moved.
Usage: compare_thresholds.py OLD_CLI NEW_CLI WORKBOOK..."""
import json
import subprocess
import sys


def run(cli, workbook):
    p = subprocess.run([cli, "thresholds", workbook, "--format", "json"], capture_output=True,
                       text=True)
    return p.returncode, json.loads(p.stdout) if p.returncode == 0 and p.stdout else None


def value(t):
    return t["threshold"]["value"] if t["threshold"] else None


def main():
    old, new, workbooks = sys.argv[1], sys.argv[2], sys.argv[3:]
    total = changed = ranked = 0
    for workbook in workbooks:
        (old_code, before), (new_code, after) = run(old, workbook), run(new, workbook)
        if old_code != new_code or before is None or after is None:
            print(f"{workbook}: exit {old_code} -> {new_code}")
            continue
        for was, now in zip(before["scenarios"], after["scenarios"]):
            if "unanswered" in now or "unanswered" in was:
                continue
            for a, b in zip(was["thresholds"], now["thresholds"]):
                total += 1
                if (a["status"], value(a), a["today"], a["message"]) != \
                        (b["status"], value(b), b["today"], b["message"]):
                    changed += 1
                    print(f"{workbook} [{now['name']}] {b['input']} ({now['owning']} vs "
                          f"{now['renting']}): {a['status']} {value(a)} -> {b['status']} "
                          f"{value(b)} (today {b['today']}) {b['message'] or ''}")
            if was["most_informative"] != now["most_informative"]:
                ranked += 1
                print(f"{workbook} [{now['name']}] most informative {was['most_informative']} -> "
                      f"{now['most_informative']}")
    print(f"{total} thresholds, {changed} changed; {ranked} most-informative lists changed")


if __name__ == "__main__":
    main()
