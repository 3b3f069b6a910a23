#!/usr/bin/env python3
"""The XLSX export, read by a real spreadsheet (LibreOffice Calc, headless).

1. Cached values: opened without recalculation, every plan's NPV, nominal cost, totals,
   cumulative sums and present values equal `fleetcost-cli evaluate --format json` to the cent.
2. Live formulas: recalculated by LibreOffice on load, the same numbers come out to the cent, so
   the formulas themselves compute what FleetCost computes.
3. The discount rate drives them: with Summary!B7 changed from the workbook's rate to 12 % and
   recalculated, each plan's NPV equals Σ total_t / 1.12^(t/12) computed here from the JSON
   flows (an independent computation), and differs from the NPV at the original rate.

Usage: xlsx_libreoffice_check.py FLEETCOST_CLI WORKBOOK SCENARIO WORKDIR
"""
import csv
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile

CENT = 0.005
NEW_RATE = 0.12
CSV_FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1"


def profile(workdir, name, recalc_mode):
    """A LibreOffice user profile whose OOXML recalculation mode is 0 (always) or 1 (never)."""
    path = os.path.join(workdir, name)
    user = os.path.join(path, "user")
    os.makedirs(user, exist_ok=True)
    with open(os.path.join(user, "registrymodifications.xcu"), "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
                'xmlns:xs="http://www.w3.org/2001/XMLSchema" '
                'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                '<item oor:path="/org.openoffice.Office.Calc/Formula/Load">'
                '<prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>%d</value></prop></item>\n'
                '</oor:items>\n' % recalc_mode)
    return "file://" + path


def to_csv(xlsx, outdir, profile_url):
    os.makedirs(outdir, exist_ok=True)
    subprocess.run(["soffice", "-env:UserInstallation=" + profile_url, "--headless",
                    "--convert-to", CSV_FILTER, "--outdir", outdir, xlsx],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    stem = os.path.splitext(os.path.basename(xlsx))[0]
    sheets = {}
    for path in glob.glob(os.path.join(outdir, stem + "-*.csv")):
        name = os.path.basename(path)[len(stem) + 1:-4]
        with open(path, encoding="utf-8") as f:
            sheets[name] = list(csv.reader(f))
    if not sheets:
        raise SystemExit("LibreOffice wrote no CSV for " + xlsx)
    return sheets


def number(text):
    return float(text.replace("%", "")) / (100.0 if text.endswith("%") else 1.0)


def plan_sheet(sheets, index):
    matches = [n for n in sheets if n.startswith("%d " % index)]
    if len(matches) != 1:
        raise SystemExit("no single cash-flow sheet for plan %d in %s" % (index, sorted(sheets)))
    return sheets[matches[0]]


failures = []


def expect_close(what, got, want):
    if abs(got - want) > CENT:
        failures.append("%s: spreadsheet %.4f, FleetCost %.4f" % (what, got, want))


def check_against_json(sheets, result, label):
    for k, plan in enumerate(result["plans"]):
        rows = plan_sheet(sheets, k + 1)
        expect_close("%s plan %s NPV" % (label, plan["name"]), number(rows[1][1]), plan["pv_cost"])
        expect_close("%s plan %s nominal" % (label, plan["name"]), number(rows[2][1]), plan["nominal_cost"])
        header = rows[5]
        total_col = next(i for i, h in enumerate(header) if h.startswith("Total"))
        for t in range(result["horizon_months"] + 1):
            row = rows[6 + t]
            if int(number(row[0])) != t:
                failures.append("%s plan %s: row %d is month %s" % (label, plan["name"], 6 + t, row[0]))
                break
            expect_close("%s %s total[%d]" % (label, plan["name"], t), number(row[total_col]), plan["total"][t])
            expect_close("%s %s cumulative[%d]" % (label, plan["name"], t), number(row[total_col + 1]),
                         plan["cumulative"][t])
            expect_close("%s %s pv_cumulative[%d]" % (label, plan["name"], t), number(row[total_col + 3]),
                         plan["pv_cumulative"][t])
    summary = sheets["Summary"]
    header = next(i for i, r in enumerate(summary) if r and r[0] == "Plan")
    for k, plan in enumerate(result["plans"]):
        row = summary[header + 1 + k]
        expect_close("%s Summary PV of %s" % (label, plan["name"]), number(row[2]), plan["pv_cost"])
        expect_close("%s Summary nominal of %s" % (label, plan["name"]), number(row[3]), plan["nominal_cost"])


def with_rate(xlsx, out, rate):
    """Copies the XLSX with Summary!B7 (the DiscountRate cell) set to `rate`."""
    with zipfile.ZipFile(xlsx) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename == "xl/worksheets/sheet1.xml":
                text = data.decode("utf-8")
                text, n = re.subn(r'(<c r="B7"[^>]*>)<v>[^<]*</v>', r"\g<1><v>%r</v>" % rate, text)
                if n != 1:
                    raise SystemExit("Summary!B7 not found in sheet1.xml")
                data = text.encode("utf-8")
            dst.writestr(item, data)


def main():
    cli, workbook, scenario, workdir = sys.argv[1:5]
    shutil.rmtree(workdir, ignore_errors=True)
    os.makedirs(workdir)
    xlsx = os.path.join(workdir, "flows.xlsx")
    subprocess.run([cli, "export", workbook, "--format", "xlsx", "-o", xlsx, "--scenario", scenario],
                   check=True)
    evaluated = subprocess.run([cli, "evaluate", workbook, "--scenario", scenario, "--format", "json"],
                               check=True, capture_output=True, text=True)
    result = json.loads(evaluated.stdout)["scenarios"][0]

    never = profile(workdir, "profile-never", 1)
    always = profile(workdir, "profile-always", 0)
    check_against_json(to_csv(xlsx, os.path.join(workdir, "cached"), never), result, "cached")
    check_against_json(to_csv(xlsx, os.path.join(workdir, "recalculated"), always), result, "recalculated")

    changed = os.path.join(workdir, "rate12.xlsx")
    with_rate(xlsx, changed, NEW_RATE)
    sheets = to_csv(changed, os.path.join(workdir, "rate12"), always)
    for k, plan in enumerate(result["plans"]):
        npv = sum(total / (1.0 + NEW_RATE) ** (t / 12.0) for t, total in enumerate(plan["total"]))
        got = number(plan_sheet(sheets, k + 1)[1][1])
        expect_close("12%% NPV of %s" % plan["name"], got, npv)
        if abs(got - plan["pv_cost"]) < 1.0 and abs(npv - plan["pv_cost"]) >= 1.0:
            failures.append("12% NPV of %s did not change" % plan["name"])

    if failures:
        print("\n".join(failures[:40]))
        print("%d mismatches" % len(failures))
        return 1
    print("XLSX read by LibreOffice matches evaluate --format json to the cent "
          "(%d plans, cached and recalculated; NPV follows the discount rate)" % len(result["plans"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
