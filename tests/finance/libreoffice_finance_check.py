#!/usr/bin/env python3
"""FleetCost's depreciation, lease payments and IRR against LibreOffice Calc (MODEL.md §6, issue 6).

finance_values prints FleetCost's figures for fixed cases; this script writes the same cases as
spreadsheet formulas (VDB with no_switch FALSE, SLN, PMT, IRR) into a flat ODS file, has
LibreOffice headless calculate it and export CSV, and compares: depreciation and payments to
1e-6 of a yen, the annual IRR ((1 + monthly IRR)^12 - 1) to 1e-7.
Usage: libreoffice_finance_check.py FINANCE_VALUES_BINARY WORKDIR"""
import csv
import json
import os
import shutil
import subprocess
import sys
from xml.sax.saxutils import escape

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="Finance">
"""
FOOTER = "</table:table></office:spreadsheet></office:body></office:document>\n"


def column(index):
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


def row(formula, numbers=()):
    cells = '<table:table-cell table:formula="%s"/>' % escape(formula, {'"': "&quot;"})
    for n in numbers:
        cells += '<table:table-cell office:value-type="float" office:value="%r"/>' % n
    return "<table:table-row>%s</table:table-row>\n" % cells


def main():
    binary, workdir = sys.argv[1], sys.argv[2]
    shutil.rmtree(workdir, ignore_errors=True)
    os.makedirs(workdir)
    ours = json.loads(subprocess.run([binary], check=True, capture_output=True, text=True).stdout)

    rows, expected = [], []  # expected: (what, FleetCost's value, tolerance, transform)
    for case in ours["depreciation"]:
        for year, amount in enumerate(case["years"], start=1):
            if case["factor"] > 0:
                formula = "of:=VDB(%r;0;%d;%d;%d;%r;0)" % (case["cost"], case["life"], year - 1, year, case["factor"])
            else:
                formula = "of:=SLN(%r;0;%d)" % (case["cost"], case["life"])
            rows.append(row(formula))
            expected.append(("%s year %d" % (formula, year), amount, 1e-6))
    for case in ours["leases"]:
        formula = "of:=PMT(%r;%d;%r)" % (case["rate"] / 12.0, case["term"], -case["cost"])
        rows.append(row(formula))
        expected.append((formula, case["payment"], 1e-6))
    for case in ours["irr"]:
        n = len(case["flows"])
        r = len(rows) + 1
        formula = "of:=(1+IRR([.B%d:.%s%d];0.01))^12-1" % (r, column(n), r)
        rows.append(row(formula, case["flows"]))
        expected.append(("IRR of %d flows" % n, case["annual"], 1e-7))

    fods = os.path.join(workdir, "finance.fods")
    with open(fods, "w", encoding="utf-8") as f:
        f.write(HEADER + "".join(rows) + FOOTER)
    profile = os.path.join(workdir, "profile", "user")
    os.makedirs(profile)
    with open(os.path.join(profile, "registrymodifications.xcu"), "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
                'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                '<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" '
                'oor:op="fuse"><value>0</value></prop></item>\n</oor:items>\n')
    subprocess.run(["soffice", "-env:UserInstallation=file://" + os.path.dirname(profile), "--headless",
                    "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false",
                    "--outdir", workdir, fods], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=300)
    with open(os.path.join(workdir, "finance.csv"), encoding="utf-8") as f:
        calc = [line[0] for line in csv.reader(f)]
    failures = []
    for (what, value, tolerance), text in zip(expected, calc):
        if value is None:
            failures.append("%s: FleetCost found no IRR, LibreOffice %s" % (what, text))
            continue
        try:
            theirs = float(text)
        except ValueError:
            failures.append("%s: LibreOffice says %r" % (what, text))
            continue
        if abs(theirs - value) > tolerance:
            failures.append("%s: FleetCost %.10f, LibreOffice %.10f" % (what, value, theirs))
    if len(calc) < len(expected):
        failures.append("LibreOffice returned %d values for %d formulas" % (len(calc), len(expected)))
    if failures:
        print("\n".join(failures))
        return 1
    print("%d VDB/SLN/PMT/IRR values agree with LibreOffice Calc" % len(expected))
    return 0


if __name__ == "__main__":
    sys.exit(main())
