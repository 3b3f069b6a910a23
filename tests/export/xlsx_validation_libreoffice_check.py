#!/usr/bin/env python3
"""LibreOffice reads the spreadsheet's data validation (docs/spreadsheet.md): the
Tokyo example's XLSX converted to ODS by `soffice --headless` (one run) holds one content
validation per dataValidation entry of the XLSX's sheets, among them the depreciation method's
list (immediate, straight_line, declining_balance), the horizon's whole number between 1 and 600
and the discount rate's decimal above -1, the PUE's decimal between 1 and 3. (Which cells show
percentages is read from the XLSX by xlsx_input_rules_check.py.)

Usage: xlsx_validation_libreoffice_check.py CLI WORKDIR
"""
import os
import re
import shutil
import subprocess
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xlsx_libreoffice_check as lo  # noqa: E402


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    xlsx = os.path.join(work, "example.xlsx")
    subprocess.run([cli, "export", os.path.join(lo.ROOT, "assets", "examples", "tokyo-vs-hong-kong.fleetcost"),
                    "--format", "xlsx", "-o", xlsx], check=True, capture_output=True)
    with zipfile.ZipFile(xlsx) as z:
        written = sum(z.read(n).decode("utf-8").count("<dataValidation ")
                      for n in z.namelist() if n.startswith("xl/worksheets/sheet"))
    subprocess.run(["soffice", "-env:UserInstallation=" + lo.profile(work, "profile", 0), "--headless",
                    "--convert-to", "ods", "--outdir", work, xlsx],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    with zipfile.ZipFile(os.path.join(work, "example.ods")) as z:
        content = z.read("content.xml").decode("utf-8")
    conditions = re.findall(r'<table:content-validation [^>]*table:condition="([^"]*)"', content)
    failures = []
    if written < 100 or len(conditions) != written:
        failures.append("%d validations written, LibreOffice read %d" % (written, len(conditions)))
    for wanted in ("of:cell-content-is-in-list(&quot;immediate&quot;;&quot;straight_line&quot;;"
                   "&quot;declining_balance&quot;)",
                   "of:cell-content-is-whole-number() and cell-content-is-between(1,600)",
                   "of:cell-content-is-decimal-number() and cell-content()&gt;-1",
                   "of:cell-content-is-decimal-number() and cell-content-is-between(1,3)"):
        if wanted not in conditions:
            failures.append("LibreOffice has no validation %s" % wanted)
    if failures:
        print("\n".join(failures))
        return 1
    print("LibreOffice read all %d data validations" % written)
    return 0


if __name__ == "__main__":
    sys.exit(main())
