#!/usr/bin/env python3
"""A stale decision is visible in the spreadsheet (docs/spreadsheet.md): LibreOffice recalculates
the Tokyo example's first scenario as exported and with an input changed in the XLSX, in one
soffice run, and each plan sheet's verdict (cell B8, "FleetCost's decisions") and the checks of
its "Decisions and the inputs they rest on" block say:

- as exported: every verdict "as FleetCost decided", no check TRUE (FleetCost's own fleet passes
  its own lower bounds);
- the H100 pretraining workload's GPU-hours × 3 (186,880 -> 560,640 a month: 768 GPUs on average
  instead of 256, while the held H100 fleet was sized for about 256 + 35 at the peak): the
  colocate plans' verdict "stale", their H100 fleet stale TRUE, the H200 fleet (another GPU
  model, its workload unchanged) FALSE; plans whose decisions rest on the demand (hybrid,
  reserved) at least "rests on changed inputs";
- refresh_months 60 -> 72 (changes the fleet, but no cheap check proves it wrong): "rests on
  changed inputs" on every owning plan, nothing proved stale;
- exported from a workbook whose headroom is 0.1 + 0.2 = 0.30000000000000004 (17 significant
  digits; a cell keeps 16, "0.3"): still "as FleetCost decided" everywhere (the checks compare
  with the value as the cell holds it);
- a portfolio (the oracle's case) whose colocate part owns the H100 pretraining fleet: as
  exported "as FleetCost decided", with that demand × 3 "stale" (the worst of its parts');
- the H100 server's power_max_kw × 3 (10.2 -> 30.6 kW: fewer servers fit a rack of the chosen
  cooling, so the held racks are too few): the colocate plans' H100 racks stale TRUE.

Usage: xlsx_stale_check.py CLI WORKDIR
"""
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xlsx_libreoffice_check as lo  # noqa: E402

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def block(rows):
    """{(label, GPU model): (inputs changed, stale)} of the decisions block."""
    start = next((i for i, row in enumerate(rows) if row[:1] == ["Decision or workload"]), None)
    if start is None:
        return None
    out = {}
    for row in rows[start + 1:]:
        if not row or not row[0]:
            break
        out[(row[0], row[1])] = (row[3], row[4])
    return out


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    with open(os.path.join(lo.ROOT, "assets", "examples", "tokyo-vs-hong-kong.fleetcost"), encoding="utf-8") as f:
        data = json.load(f)
    data["scenarios"] = data["scenarios"][:1]
    scenario = data["scenarios"][0]
    workbook = os.path.join(work, "first.fleetcost")
    with open(workbook, "w", encoding="utf-8") as f:
        json.dump(data, f)
    base = os.path.join(work, "base.xlsx")
    subprocess.run([cli, "export", workbook, "--format", "xlsx", "-o", base], check=True, capture_output=True)

    pretraining = next(i for i, w in enumerate(scenario["workloads"]) if w["name"] == "LLM pretraining (H100)")
    server = next(i for i, m in enumerate(scenario["server_models"]) if m["gpu"] == "h100_sxm")
    hours = scenario["workloads"][pretraining]["gpu_hours_per_month"]["value"]
    refresh = scenario["ownership"]["refresh_months"]
    refresh = refresh["value"] if isinstance(refresh, dict) else refresh
    power = scenario["server_models"][server]["power_max_kw"]
    power = power["value"] if isinstance(power, dict) else power
    check(hours == 186880 and refresh == 60, "the example changed: %r, %r" % (hours, refresh))
    files = {"base": base}
    for label, pointer, value in (("demand", "/workloads/%d/gpu_hours_per_month" % pretraining, hours * 3),
                                  ("refresh", "/ownership/refresh_months", 72),
                                  ("power", "/server_models/%d/power_max_kw" % server, power * 3)):
        sheet, ref, _ = lo.input_cell(base, 1, 0, pointer)
        files[label] = os.path.join(work, label + ".xlsx")
        lo.with_cell(base, files[label], sheet, ref, value)
    # 17 significant digits in the workbook: the cell holds 16.
    digits = json.loads(json.dumps(data))
    digits["scenarios"][0]["ownership"]["headroom"] = 0.1 + 0.2
    digits_workbook = os.path.join(work, "digits.fleetcost")
    with open(digits_workbook, "w", encoding="utf-8") as f:
        json.dump(digits, f)
    files["digits"] = os.path.join(work, "digits.xlsx")
    subprocess.run([cli, "export", digits_workbook, "--format", "xlsx", "-o", files["digits"]], check=True,
                   capture_output=True)
    # A portfolio (tools/oracle/cases/portfolio.fleetcost, plan 5): its colocate part owns the
    # H100 pretraining fleet, so the same demand × 3 makes its verdict (the worst of its parts')
    # "stale"; as exported, "as FleetCost decided".
    oracle = os.path.join(lo.ROOT, "tools", "oracle", "cases", "portfolio.fleetcost")
    portfolio = {"base": os.path.join(work, "portfolio.xlsx"), "demand": os.path.join(work, "portfolio-demand.xlsx")}
    subprocess.run([cli, "export", oracle, "--format", "xlsx", "-o", portfolio["base"]], check=True,
                   capture_output=True)
    sheet, ref, _ = lo.input_cell(portfolio["base"], 1, 0, "/workloads/0/gpu_hours_per_month")
    lo.with_cell(portfolio["base"], portfolio["demand"], sheet, ref, hours * 3)
    sheets = lo.to_csv(list(files.values()) + list(portfolio.values()), os.path.join(work, "csv"),
                       lo.profile(work, "always", 0))
    for label, want in (("base", "as FleetCost decided"), ("demand", "stale: run FleetCost again")):
        rows = lo.plan_sheet(sheets[portfolio[label]], 1, 0, 4)
        check(rows[0][0] == "Portfolio" and rows[7][1] == want,
              "portfolio %s: %r %r, not %r" % (label, rows[0][0], rows[7][1:2], want))

    h100, h200 = "NVIDIA H100 SXM5 80GB", "NVIDIA H200 SXM 141GB"
    for label, path in files.items():
        for name, rows in sorted(sheets[path].items()):
            if not name[:1].isdigit():
                continue
            verdict = rows[7][1] if len(rows) > 7 and len(rows[7]) > 1 else ""
            checks = block(rows)
            strategy = next(s for s in ("Rent on demand", "Rent reserved", "Colocate", "Hybrid", "Hosted API")
                            if s in name)
            where = "%s / %s" % (label, name)
            if strategy in ("Rent on demand", "Hosted API"):
                check(checks is None and verdict == "", "%s: decisions listed (%r)" % (where, verdict))
                continue
            check(checks is not None, "%s: no decisions block" % where)
            checks = checks or {}
            if label in ("base", "digits"):
                check(verdict == "as FleetCost decided", "%s: %r" % (where, verdict))
                check(all(v == ("FALSE", "FALSE") or v[0] == "FALSE" and v[1] in ("", "no cheap check")
                          for v in checks.values()), "%s: %r" % (where, checks))
            elif label == "demand":
                if strategy == "Colocate":
                    check(verdict == "stale: run FleetCost again", "%s: %r" % (where, verdict))
                    check(checks.get(("Servers owned", h100)) == ("TRUE", "TRUE"), "%s: H100 %r" % (where, checks))
                    check(checks.get(("Servers owned", h200)) == ("FALSE", "FALSE"), "%s: H200 %r" % (where, checks))
                else:
                    check(verdict in ("rests on changed inputs (see below)", "stale: run FleetCost again"),
                          "%s: %r" % (where, verdict))
            elif label == "refresh":
                expected = "as FleetCost decided" if strategy == "Rent reserved" else "rests on changed inputs (see below)"
                check(verdict == expected, "%s: %r, expected %r" % (where, verdict, expected))
                check(not any(v[1] == "TRUE" for v in checks.values()), "%s: proved stale %r" % (where, checks))
            elif label == "power" and strategy == "Colocate":
                check(checks.get(("Racks", h100)) == ("TRUE", "TRUE"), "%s: racks %r" % (where, checks))
                check(verdict == "stale: run FleetCost again", "%s: %r" % (where, verdict))
    if failures:
        print("\n".join(failures[:40]))
        print("%d problems" % len(failures))
        return 1
    print("Stale decisions: verdicts and checks as expected in %d recalculated files" % len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
