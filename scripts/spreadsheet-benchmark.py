#!/usr/bin/env python3
"""The spreadsheet as a peer, measured (issue 13): LibreOffice Calc headless recalculating the
exported large benchmark workbook (tests/bench/generated_workbook.cpp: 40 workloads, 8 plans,
120 months) against `fleetcost-cli evaluate` of the same workbook, in the same run.

FleetCost: `fleetcost-cli evaluate FILE --format json`, the whole process (reading, validating,
evaluating, printing), median of 21 runs. LibreOffice (a Basic macro in a throwaway profile):
opening the file, which computes every formula (none has a value), and `calculateAll()`, a full
recalculation of every formula, median of 5 recalculations in each of 3 runs; and, from the
command line, `soffice --convert-to csv` of the file minus that of a one-cell file (its start-up).

Usage: scripts/spreadsheet-benchmark.py [BUILD_DIR]   (default build/; needs soffice)
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CSV = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,1"
MACRO = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Bench" script:language="StarBasic">
Sub Run(path As String, out As String)
  n = FreeFile()
  Open out For Output As #n
  Dim args(0) As New com.sun.star.beans.PropertyValue
  args(0).Name = &quot;Hidden&quot;
  args(0).Value = True
  t0 = GetSystemTicks()
  doc = StarDesktop.loadComponentFromURL(ConvertToURL(path), &quot;_blank&quot;, 0, args())
  Print #n, &quot;open &quot; &amp; (GetSystemTicks() - t0)
  For i = 1 To 5
    t0 = GetSystemTicks()
    doc.calculateAll()
    Print #n, &quot;recalculate &quot; &amp; (GetSystemTicks() - t0)
  Next i
  Close #n
  doc.close(True)
  StarDesktop.terminate()
End Sub
</script:module>
"""


def seconds(command, **kw):
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kw)
    return time.perf_counter() - started


def macro_profile(work):
    """A LibreOffice profile whose own Basic library holds the Bench module: the first start
    makes the profile, then the module is added to its Standard library."""
    path = os.path.join(work, "profile")
    url = "file://" + path
    tiny = os.path.join(work, "tiny.csv")
    with open(tiny, "w") as f:
        f.write("1\n")
    seconds(["soffice", "-env:UserInstallation=" + url, "--headless", "--convert-to", "xlsx",
             "--outdir", work, tiny])
    library = os.path.join(path, "user", "basic", "Standard")
    with open(os.path.join(library, "Bench.xba"), "w", encoding="utf-8") as f:
        f.write(MACRO)
    index = os.path.join(library, "script.xlb")
    with open(index, encoding="utf-8") as f:
        text = f.read()
    if 'library:name="Bench"' not in text:
        text = text.replace("</library:library>", ' <library:element library:name="Bench"/>\n</library:library>')
    with open(index, "w", encoding="utf-8") as f:
        f.write(text)
    return url, os.path.join(work, "tiny.xlsx")


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    cli = os.path.join(build, "app", "fleetcost-cli")
    generator = os.path.join(build, "tests", "large_workbook")
    if not shutil.which("soffice"):
        raise SystemExit("soffice is not installed (scripts/setup.sh installs libreoffice-calc-nogui)")
    work = tempfile.mkdtemp(prefix="spreadsheet-benchmark-")
    try:
        workbook = os.path.join(work, "large.fleetcost")
        xlsx = os.path.join(work, "large.xlsx")
        subprocess.run([generator, workbook], check=True)
        evaluate = [seconds([cli, "evaluate", workbook, "--format", "json"]) for _ in range(21)]
        export = [seconds([cli, "export", workbook, "--format", "xlsx", "-o", xlsx]) for _ in range(5)]

        url, tiny = macro_profile(work)
        opened, recalculated = [], []
        for _ in range(3):
            out = os.path.join(work, "times.txt")
            subprocess.run(["soffice", "-env:UserInstallation=" + url, "--headless",
                            'macro:///Standard.Bench.Run("%s","%s")' % (xlsx, out)],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
            with open(out) as f:
                for line in f:
                    key, value = line.split()
                    (opened if key == "open" else recalculated).append(float(value) / 1000.0)
        convert = [seconds(["soffice", "-env:UserInstallation=" + url, "--headless", "--convert-to", CSV,
                            "--outdir", work, xlsx]) for _ in range(3)]
        startup = [seconds(["soffice", "-env:UserInstallation=" + url, "--headless", "--convert-to", CSV,
                            "--outdir", work, tiny]) for _ in range(3)]
    finally:
        shutil.rmtree(work, ignore_errors=True)

    fleetcost = statistics.median(evaluate)
    recalc = statistics.median(recalculated)
    opening = statistics.median(opened)
    command = statistics.median(convert) - statistics.median(startup)
    version = subprocess.run(["soffice", "--version"], capture_output=True, text=True).stdout.strip()
    print("Large benchmark workbook: 40 workloads, 8 plans, 120 months (%s)" % version)
    print("  fleetcost-cli evaluate --format json (whole process)    %8.3f s" % fleetcost)
    print("  fleetcost-cli export --format xlsx (whole process)      %8.3f s" % statistics.median(export))
    print("  LibreOffice calculateAll(): every formula recalculated   %8.3f s   %6.1f x FleetCost" %
          (recalc, recalc / fleetcost))
    print("  LibreOffice opening the file (computes every formula)    %8.3f s   %6.1f x FleetCost" %
          (opening, opening / fleetcost))
    print("  soffice --convert-to csv, minus its start-up (%.2f s)     %8.3f s   %6.1f x FleetCost" %
          (statistics.median(startup), command, command / fleetcost))


if __name__ == "__main__":
    main()
