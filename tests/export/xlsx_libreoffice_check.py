#!/usr/bin/env python3
"""The XLSX export is the model: LibreOffice Calc (headless) computes every exported workbook
from scratch — no cell carries a value of FleetCost's — and its figures equal FleetCost's.

1. Recalculated: for every workbook given (the shipped examples, seeded random workbooks; pre-tax
   and after tax, leases included), each plan's present value, nominal cost, every date's total,
   cost per GPU-hour and CO2 as LibreOffice computes them equal `fleetcost-cli evaluate --format
   json` to 1e-9 relative — of the flows a figure adds up (Σ_c |flow_c(t)| for a date's total, at
   least a millionth of the plan's largest date; their sum over the dates for present value and
   nominal cost), so that a total near 0 made of large flows is compared at the flows' scale —
   and the Summary's break-even months equal FleetCost's (its IRR to 1e-6: a spreadsheet's IRR
   stops iterating earlier). Each plan's cost by workload and cost per million tokens equal the
   JSON's workload allocation to 1e-9 relative (no finer than a millionth of the plan's largest
   date), and as exported every plan's verdict on its decisions is "as FleetCost decided".
2. Inputs drive it: with one input cell changed (an energy price ×1.1, a server price, an
   exchange rate, the discount rate, a tax rate, the depreciation method, a lease rate, the
   after-tax switch, an API price, a workload's input token share, a price path's scale, a
   point's month or price, ...) and recalculated, the same figures equal FleetCost's evaluation of the
   same change with its decisions held (tests/export/held_evaluation.cpp), and differ from before.
3. Opened as a person opens it (LibreOffice's default profile, which recalculates nothing it has
   a value for), the file shows the computed figures: there is no value of ours to show.
4. Stale prices (--examples): each Assumptions sheet's "Stale" flags, as LibreOffice computes
   them from the prices' date and stale age cells, mark exactly the figures `evaluate --format
   json` lists under stale_prices (a price path's own date has no row), with the same months.
5. Portfolio plans (--portfolios): each category of a portfolio's sheet equals the JSON's flow
   date by date, each part's categories add up to the part's nominal cost, and the hand-worked
   portfolios' present values are 256,000 and 285,000 (check_two_workloads says why).

All files go to LibreOffice in one `soffice` call per profile (its start-up dominates).

Usage: xlsx_libreoffice_check.py CLI HELD_EVALUATION WORKDIR [--examples] [--changes]
           [--random N] [--random-new-keys N] [--seed S] [--group G]
           [--portfolios PORTFOLIO_WORKBOOK]
"""
import argparse
import copy
import csv
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CSV_FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1"
RELATIVE = 1e-9
IRR_RELATIVE = 1e-6
MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
RELS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
failures = []
workloads_compared = [0]
goodputs_compared = [0]
parts_compared = [0]


# --- LibreOffice ------------------------------------------------------------------------------

def profile(workdir, name, recalc_mode):
    """A LibreOffice user profile; recalc_mode 0 = always recalculate OOXML on load, None = the
    default a person has."""
    path = os.path.join(workdir, name)
    user = os.path.join(path, "user")
    os.makedirs(user, exist_ok=True)
    if recalc_mode is not None:
        with open(os.path.join(user, "registrymodifications.xcu"), "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
                    'xmlns:xs="http://www.w3.org/2001/XMLSchema" '
                    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                    '<item oor:path="/org.openoffice.Office.Calc/Formula/Load">'
                    '<prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>%d</value></prop></item>\n'
                    '</oor:items>\n' % recalc_mode)
    return "file://" + path


def to_csv(files, outdir, profile_url):
    """Every sheet of every file as CSV, in one soffice run: {file: {sheet name: rows}}."""
    os.makedirs(outdir, exist_ok=True)
    started = time.time()
    subprocess.run(["soffice", "-env:UserInstallation=" + profile_url, "--headless",
                    "--convert-to", CSV_FILTER, "--outdir", outdir] + files,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=900)
    print("LibreOffice recalculated %d files in %.1f s" % (len(files), time.time() - started))
    out = {}
    for path in files:
        stem = os.path.splitext(os.path.basename(path))[0]
        sheets = {}
        for sheet in glob.glob(os.path.join(outdir, glob.escape(stem) + "-*.csv")):
            with open(sheet, encoding="utf-8") as f:
                sheets[os.path.basename(sheet)[len(stem) + 1:-4]] = list(csv.reader(f))
        if not sheets:
            raise SystemExit("LibreOffice wrote no CSV for " + path)
        out[path] = sheets
    return out


# --- FleetCost --------------------------------------------------------------------------------

def run(command):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("%s failed (%d): %s" % (" ".join(command), done.returncode, done.stderr))
    return done.stdout


def export(cli, workbook, xlsx, mode):
    run([cli, "export", workbook, "--format", "xlsx", "-o", xlsx] + ([mode] if mode else []))


def evaluate(cli, workbook, mode):
    return json.loads(run([cli, "evaluate", workbook, "--format", "json"] + ([mode] if mode else [])))


# --- Reading the sheets -----------------------------------------------------------------------

def number(text):
    text = text.strip()
    if text.endswith("%"):
        return float(text[:-1]) / 100.0
    return float(text)


def plan_sheet(sheets, scenarios, k, j):
    prefix = "%d.%d " % (k + 1, j + 1) if scenarios > 1 else "%d " % (j + 1)
    matches = [n for n in sheets if n.startswith(prefix)]
    if len(matches) != 1:
        raise SystemExit("no single sheet for plan %d of scenario %d in %s" % (j + 1, k + 1, sorted(sheets)))
    return sheets[matches[0]]


def row_labelled(rows, label):
    for row in rows:
        if row and row[0] == label:
            return row
    raise SystemExit("no row %r" % label)


def close(got, want, scale, what):
    if abs(got - want) > RELATIVE * max(abs(got), abs(want), scale) + 1e-12:
        failures.append("%s: LibreOffice %.17g, FleetCost %.17g" % (what, got, want))
        return False
    return True


def compare(sheets, result, label, as_exported=False):
    """Compares every plan's figures and the Summary's break-even with the result JSON."""
    scenarios = result["scenarios"]
    compared = 0
    for k, scenario in enumerate(scenarios):
        H = scenario["horizon_months"]
        for j, plan in enumerate(scenario["plans"]):
            rows = plan_sheet(sheets, len(scenarios), k, j)
            where = "%s / %s / %s" % (label, scenario["name"], plan["name"])
            # A figure is compared at the scale of the flows it adds up, and at least a millionth
            # of the plan's largest date: a date whose flows all cancel (a fleet's value after
            # its last sale) is 0 give or take rounding of the amounts it came from.
            scale_at = [sum(abs(flow[t]) for flow in plan["flows"].values()) for t in range(H + 1)]
            floor = 1e-6 * max(scale_at)
            scale_at = [max(x, floor) for x in scale_at]
            scale = sum(scale_at)
            try:
                close(number(rows[1][1]), plan["pv_cost"], scale, where + " present value")
                close(number(rows[2][1]), plan["nominal_cost"], scale, where + " nominal cost")
                total = row_labelled(rows, "Total")[3:3 + H + 1]
                for t in range(H + 1):
                    close(number(total[t]), plan["total"][t], scale_at[t], "%s total[%d]" % (where, t))
                per_hour = rows[3][1]
                if plan["cost_per_gpu_hour"] is None:
                    if per_hour != "":
                        failures.append("%s cost per GPU-hour: %r, FleetCost none" % (where, per_hour))
                else:
                    close(number(per_hour), plan["cost_per_gpu_hour"], plan["cost_per_gpu_hour"],
                          where + " cost per GPU-hour")
                close(number(rows[4][1]), plan["co2_tonnes"], 0, where + " CO2")
                compare_workloads(rows, scenario, plan["name"], where, floor)
                if plan["strategy"] == "portfolio":
                    compare_portfolio(rows, plan, H, scale_at, scale, where)
                # As exported, FleetCost's own decisions pass the sheet's staleness checks.
                verdict = rows[7][1] if len(rows) > 7 and len(rows[7]) > 1 else ""
                if as_exported and verdict not in ("", "as FleetCost decided"):
                    failures.append("%s: decisions %r as exported" % (where, verdict))
            except (ValueError, IndexError) as e:
                failures.append("%s: unreadable figure (%s)" % (where, e))
            compared += 1
        compare_breakeven(sheets["Summary"], scenario, label)
    return compared


def compare_workloads(rows, scenario, plan, where, floor):
    """The plan sheet's cost by workload (MODEL.md §5) and cost per million tokens against the
    JSON's workload allocation: a row per workload under the header "Workload", "GPU model"."""
    header = next((i for i, row in enumerate(rows) if row[:2] == ["Workload", "GPU model"]), None)
    expected = [w for w in scenario.get("workloads", []) if w["plan"] == plan]
    if header is None:
        failures.append("%s: no cost by workload" % where)
        return
    got = {row[0]: row for row in rows[header + 1:header + 1 + len(expected)]}
    for w in expected:
        row = got.get(w["name"])
        if row is None:
            failures.append("%s: no row for workload %r" % (where, w["name"]))
            continue
        close(number(row[3]), w["cost"], floor, "%s / %s cost" % (where, w["name"]))
        workloads_compared[0] += 1
        per_million = w["cost_per_million_tokens"]
        if per_million is None:
            if row[4] != "":
                failures.append("%s / %s cost per million tokens: %r, FleetCost none" % (where, w["name"], row[4]))
        else:
            close(number(row[4]), per_million, 0, "%s / %s cost per million tokens" % (where, w["name"]))
        # docs/MODEL.md §14: a plan that loses work shows each workload's goodput as a formula of
        # its job, checkpoint, restart and the hardware's interruption rate.
        goodput = w.get("goodput", 1)
        shown = row[5] if len(row) > 5 else ""
        if shown != "":
            close(number(shown), goodput, 0, "%s / %s goodput" % (where, w["name"]))
            goodputs_compared[0] += 1
        elif goodput != 1 and "hosted API" not in row[1:2]:
            failures.append("%s / %s: goodput %r not on the sheet" % (where, w["name"], goodput))


# The category rows' labels on a plan sheet (English), as the JSON's keys.
CATEGORY_KEYS = {"Hardware": "hardware", "Residual value": "residual", "Space": "space",
                 "Power": "power", "Cooling": "cooling", "Network": "network",
                 "Operations": "operations", "Rental on demand": "rental_on_demand",
                 "Rental reserved": "rental_reserved", "Hosted API": "api", "Lease": "lease",
                 "Tax (0 unless after_tax is TRUE; savings negative)": "tax",
                 "Hardware (leased: see Lease)": "hardware",
                 "Residual value (leased: see Lease)": "residual"}


def compare_portfolio(rows, plan, H, scale_at, scale, where):
    """A portfolio's sheet (docs/spreadsheet.md): its own categories (the last "Cash flows by
    category" block, each the sum of its parts' rows) equal the JSON's flows date by date, and
    each part's categories add up to the part's nominal cost (`supplies`)."""
    headings = [i for i, row in enumerate(rows) if row and row[0] == "Cash flows by category"]
    if not headings:
        failures.append("%s: no portfolio categories" % where)
        return
    seen = set()
    for row in rows[headings[-1] + 1:]:
        if not row or row[0] == "Total":
            break
        key = CATEGORY_KEYS.get(row[0])
        if key is None:
            failures.append("%s: unknown category row %r" % (where, row[0]))
            continue
        seen.add(key)
        want = plan["flows"].get(key, [0.0] * (H + 1))
        for t in range(H + 1):
            close(number(row[3 + t]), want[t], scale_at[t], "%s %s[%d]" % (where, key, t))
    for key, flow in plan["flows"].items():
        if key not in seen and any(flow):
            failures.append("%s: no row for the category %s" % (where, key))
    for k, supply in enumerate(plan["supplies"]):
        title = "Part %d: cash flows by category" % (k + 1)
        start = next((i for i, row in enumerate(rows) if row and row[0] == title), None)
        if start is None:
            failures.append("%s: no block of part %d" % (where, k + 1))
            continue
        got = 0.0
        for row in rows[start + 1:]:
            if row and row[0] not in CATEGORY_KEYS:
                break
            if row:
                got += number(row[2])
        close(got, supply["nominal_cost"], scale, "%s part %d nominal cost" % (where, k + 1))
        parts_compared[0] += 1


def check_two_workloads(sheets, scenarios):
    """The hand-worked portfolios (tests/support/portfolio_workbooks.h; zero discount, 12
    months, resale halving in a year):
    "Colocate w1, reserved w2": part 1 colocates w1 at site1 — 2 servers × 100,000 bought at
    date 0, credited 50,000 each at date 12 (-100,000), staff 60,000 / 12 = 5,000 paid at dates
    1..12 — and part 2 reserves w2's 8 GPUs at 1,000 a GPU-month, 8,000 paid at dates 1..12. Its
    Total row: date 0 200,000; dates 1..11 5,000 + 8,000 = 13,000; date 12 13,000 - 100,000 =
    -87,000; NPV (cell B2) 200,000 + 12 × 13,000 - 100,000 = 256,000.
    "Colocate both": one part at site1, 100,000 (w1) + 250,000 - 125,000 (w2) + 60,000 staff
    paid once = 285,000."""
    mixed = plan_sheet(sheets, scenarios, 0, 0)
    close(number(mixed[1][1]), 256000, 0, "hand-worked portfolio: NPV (B2)")
    total = row_labelled(mixed, "Total")
    for t, want in ((0, 200000), (1, 13000), (11, 13000), (12, -87000)):
        close(number(total[3 + t]), want, 0, "hand-worked portfolio: total at date %d" % t)
    both = plan_sheet(sheets, scenarios, 0, 1)
    close(number(both[1][1]), 285000, 0, "hand-worked portfolio, both colocated: NPV (B2)")


def compare_stale(sheets, result, label):
    """The Assumptions sheets' Stale column against the JSON's stale_prices; returns how many
    stale figures were compared."""
    scenarios = result["scenarios"]
    compared = 0
    for k, scenario in enumerate(scenarios):
        name = ("S%d " % (k + 1) if len(scenarios) > 1 else "") + "Assumptions"
        rows = sheets.get(name)
        if rows is None:
            continue
        header = rows[3]
        at = {title: header.index(title) for title in
              ("Place in the file (JSON pointer)", "Months before the prices' date", "Stale")}
        sheet = {}
        for row in rows[4:]:
            if len(row) > at["Stale"] and row[at["Stale"]] == "TRUE":
                sheet[row[at["Place in the file (JSON pointer)"]]] = row[at["Months before the prices' date"]]
        prefix = "/scenarios/%d" % k
        want = {f["pointer"][len(prefix):]: f["months"]
                for f in (scenario.get("stale_prices") or {}).get("figures", [])
                if not f["pointer"].endswith("/price_path/as_of")}
        where = "%s / %s stale prices" % (label, scenario["name"])
        if set(sheet) != set(want):
            failures.append("%s: LibreOffice %s, FleetCost %s" % (where, sorted(sheet), sorted(want)))
            continue
        for pointer, months in want.items():
            if number(sheet[pointer]) != months:
                failures.append("%s: %s is %s months, FleetCost %d" % (where, pointer, sheet[pointer], months))
        compared += len(want)
    return compared


def compare_breakeven(summary, scenario, label):
    start = next((i for i, r in enumerate(summary) if r and r[0] == "Scenario: " + scenario["name"]), None)
    if start is None:
        failures.append("%s: no Summary block for %s" % (label, scenario["name"]))
        return
    header = next((i for i in range(start + 1, len(summary)) if summary[i] and summary[i][0] == "Owning plan"), None)
    if not scenario["breakeven"]:
        return
    if header is None:
        failures.append("%s: no break-even table for %s" % (label, scenario["name"]))
        return
    for p, pair in enumerate(scenario["breakeven"]):
        row = summary[header + 1 + p]
        where = "%s / %s / %s vs %s" % (label, scenario["name"], pair["plan"], pair["versus"])
        if row[0] != pair["plan"] or row[1] != pair["versus"]:
            failures.append("%s: Summary row is %s vs %s" % (where, row[0], row[1]))
            continue
        for column, key in ((2, "month"), (3, "discounted_month")):
            want = "never" if pair[key] is None else str(pair[key])
            if row[column] != want:
                failures.append("%s %s: LibreOffice %s, FleetCost %s" % (where, key, row[column], want))
        if pair["irr"] is None or row[4] == "none":
            # A spreadsheet's IRR may miss a root FleetCost's scan finds, never invent one.
            if pair["irr"] is None and row[4] != "none":
                failures.append("%s IRR: LibreOffice %s, FleetCost none" % (where, row[4]))
        elif abs(number(row[4]) - pair["irr"]) > IRR_RELATIVE * max(1.0, abs(pair["irr"])):
            failures.append("%s IRR: LibreOffice %s, FleetCost %r" % (where, row[4], pair["irr"]))


# --- Changing an input cell -------------------------------------------------------------------

def xlsx_parts(path):
    """The sheets of an XLSX by name: (part name, XML text), and the shared strings."""
    with zipfile.ZipFile(path) as z:
        book = ET.fromstring(z.read("xl/workbook.xml"))
        rels = ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))
        target = {r.get("Id"): r.get("Target") for r in rels}
        sheets = {s.get("name"): "xl/" + target[s.get(RELS + "id")] for s in book.iter(MAIN + "sheet")}
        names = {d.get("name"): d.text for d in book.iter(MAIN + "definedName")}
        strings = []
        if "xl/sharedStrings.xml" in z.namelist():
            for si in ET.fromstring(z.read("xl/sharedStrings.xml")).iter(MAIN + "si"):
                strings.append("".join(t.text or "" for t in si.iter(MAIN + "t")))
        texts = {name: z.read(part).decode("utf-8") for name, part in sheets.items()}
    return sheets, texts, names, strings


def cell_text(cell, strings):
    v = cell.find(MAIN + "v")
    if cell.get("t") == "s" and v is not None:
        return strings[int(v.text)]
    if cell.get("t") == "inlineStr":
        return "".join(t.text or "" for t in cell.iter(MAIN + "t"))
    return v.text if v is not None else None


def input_cell(path, scenario_count, k, pointer):
    """The Assumptions cell of the input at `pointer` in scenario k: (sheet, A1 reference, its
    defined name), found by the pointer column and checked against the defined name."""
    sheets, texts, names, strings = xlsx_parts(path)
    sheet = ("S%d " % (k + 1) if scenario_count > 1 else "") + "Assumptions"
    root = ET.fromstring(texts[sheet])
    for row in root.iter(MAIN + "row"):
        cells = {re.match(r"[A-Z]+", c.get("r")).group(0): c for c in row.iter(MAIN + "c")}
        if "P" in cells and cell_text(cells["P"], strings) == pointer:
            name = cell_text(cells["D"], strings)
            ref = "E" + row.get("r")
            defined = names.get(name, "")
            if not defined.endswith("!$E$" + row.get("r")):
                raise SystemExit("the name %s of %s refers to %r" % (name, pointer, defined))
            return sheet, ref, name
    raise SystemExit("no input %s in %s of %s" % (pointer, sheet, path))


def with_cell(path, out, sheet, ref, value):
    """A copy of the XLSX with the value of cell `ref` of `sheet` replaced (number, text, bool)."""
    sheets, _, _, _ = xlsx_parts(path)
    part = sheets[sheet]
    if isinstance(value, bool):
        new = '<v>%d</v>' % value
        kind = ' t="b"'
    elif isinstance(value, str):
        new = '<is><t>%s</t></is>' % value
        kind = ' t="inlineStr"'
    else:
        new = '<v>%r</v>' % value
        kind = ''
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename == part:
                text = data.decode("utf-8")
                pattern = r'<c r="%s"( s="\d+")?( t="\w+")?>(<v>[^<]*</v>|<is>.*?</is>)?</c>' % ref
                text, n = re.subn(pattern, lambda m: '<c r="%s"%s%s>%s</c>' % (ref, m.group(1) or "", kind, new), text)
                if n != 1:
                    raise SystemExit("cell %s not found in %s" % (ref, part))
                data = text.encode("utf-8")
            dst.writestr(item, data)


def json_value(node, path):
    for key in path[:-1]:
        node = node[int(key)] if isinstance(node, list) else node[key]
    return node, path[-1]


def changed_workbook(workbook, k, pointer, change):
    """The workbook with the input at `pointer` of scenario k changed; returns it and the value."""
    data = copy.deepcopy(workbook)
    parent, key = json_value(data["scenarios"][k], pointer.strip("/").split("/"))
    old = parent.get(key) if isinstance(parent, dict) else parent[int(key)]
    if isinstance(old, dict):
        old_value = old["value"]
    else:
        old_value = old
    value = change(old_value)
    if isinstance(old, dict):
        old["value"] = value
        old.pop("low", None)  # a range only feeds the risk analyses
        old.pop("high", None)
    else:
        parent[key] = value
    return data, value


def plans_changed(before, after):
    for a, b in zip(before["scenarios"], after["scenarios"]):
        for p, q in zip(a["plans"], b["plans"]):
            if abs(p["pv_cost"] - q["pv_cost"]) > 1e-6 * max(1.0, abs(p["pv_cost"])):
                return True
    return False


def pointer_changes(workbook):
    """The inputs to change in scenario 0 of an example: (pointer, change, tax view)."""
    s = workbook["scenarios"][0]
    plans = s["plans"]
    owned = [p for p in plans if p["strategy"] in ("colocate", "hybrid")]
    sites = sorted({next(i for i, x in enumerate(s["sites"]) if x["id"] == p["site"]) for p in owned})
    changes = [("/discount_rate_annual", lambda v: 0.12, None)]
    for i in sites:
        changes.append(("/sites/%d/energy_per_kwh" % i, lambda v: v * 1.1, None))
    if owned:
        site = s["sites"][sites[0]]
        server = next(i for i, m in enumerate(s["server_models"]) if m["gpu"] in {w["gpu"] for w in s["workloads"]})
        changes += [("/server_models/%d/price" % server, lambda v: v * 0.9, None),
                    ("/ownership/resale_annual_decline", lambda v: 0.2, None),
                    ("/ownership/install_pct", lambda v: 0.07, None),
                    ("/sites/%d/colo_annual_change" % sites[0], lambda v: 0.04, None),
                    ("/sites/%d/power_per_kw_month" % sites[0], lambda v: v * 1.25, None),
                    ("/sites/%d/setup_fee_per_rack" % sites[0], lambda v: v * 2, None)]
        region = next(i for i, r in enumerate(s["regions"]) if r["id"] == site["region"])
        if "tax" in s["regions"][region]:
            changes += [("/regions/%d/tax/tax_rate" % region, lambda v: min(1.0, v * 1.2 + 0.01), "--after-tax"),
                        ("/ownership/credit_terminal_value", lambda v: v is False, "--after-tax")]
            method = s["regions"][region]["tax"].get("depreciation", {}).get("method")
            if method in ("straight_line", "declining_balance"):
                other = "straight_line" if method == "declining_balance" else "declining_balance"
                changes.append(("/regions/%d/tax/depreciation/method" % region, lambda v, o=other: o, "--after-tax"))
    for j, p in enumerate(plans):
        if p.get("financing", {}).get("method") == "lease":
            changes.append(("/plans/%d/financing/annual_rate" % j, lambda v: v + 0.03, None))
            changes.append(("/plans/%d/financing/term_months" % j, lambda v: v + 5, None))
            break
    offers = sorted({o for o, x in enumerate(s["rental_offers"]) for p in plans
                     if x["region"] == p.get("rental_region") and x["gpu"] in {w["gpu"] for w in s["workloads"]}})
    if offers:
        changes.append(("/rental_offers/%d/on_demand_per_gpu_hour" % offers[0], lambda v: v * 1.2, None))
    for served, offer in api_served(s):
        changes.append(("/api_offers/%d/output_per_million_tokens" % offer, lambda v: v * 1.3, None))
        changes.append(("/workloads/%d/input_token_share" % served, lambda v: v - 0.15, "--after-tax"))
        break
    used = {s["reporting_currency"]} | {x.get("currency") for key in ("sites", "server_models", "rental_offers")
                                        for x in s[key]}
    fx = [c for c in s["fx_per_usd"] if c != "USD" and c in used]
    if fx:
        changes.append(("/fx_per_usd/" + fx[0], lambda v: v * 1.05, None))
    return changes


def api_served(s):
    """(workload, API offer) for each workload an api plan of scenario s serves (docs/MODEL.md
    §12.1: an inference workload sized in tokens that names its model, the first offer of the
    plan's region for that model, from its api_provider when it names one)."""
    out = []
    for p in s["plans"]:
        if p["strategy"] != "api":
            continue
        for w, x in enumerate(s["workloads"]):
            if x["kind"] != "inference" or "avg_tokens_per_second" not in x or "model" not in x:
                continue
            offer = next((o for o, a in enumerate(s.get("api_offers", []))
                          if a["region"] == p["rental_region"] and a["model"] == x["model"]
                          and ("api_provider" not in p or a.get("provider") == p["api_provider"])), None)
            if offer is not None:
                out.append((w, offer))
    return out


def with_price_paths(data):
    """The workbook with rental price paths (docs/MODEL.md §12.2) on the offers of its first
    scenario's first region: points that state both prices, one price or the other, a point after
    the horizon, a stated scale, and one path without a scale."""
    s = data["scenarios"][0]
    region = s["plans"][0]["rental_region"]
    offers = []  # the offer its plans rent each GPU model from (the first of the region)
    for gpu in dict.fromkeys(w["gpu"] for w in s["workloads"]):
        offer = next((o for o in s["rental_offers"] if o["region"] == region and o["gpu"] == gpu), None)
        if offer is not None:
            offers.append(offer)
    value = lambda x: x["value"] if isinstance(x, dict) else x
    for n, o in enumerate(offers[:3]):
        od, res = value(o["on_demand_per_gpu_hour"]), value(o["reserved_per_gpu_month"])
        if n == 0:
            points = [{"month": 6, "on_demand_per_gpu_hour": od * 0.9, "reserved_per_gpu_month": res * 0.92},
                      {"month": 18, "on_demand_per_gpu_hour": od * 0.75},
                      {"month": 40, "on_demand_per_gpu_hour": od * 0.7, "reserved_per_gpu_month": res * 0.8},
                      {"month": 1000, "on_demand_per_gpu_hour": od * 0.2}]
            path = {"points": points, "scale": {"value": 0.95, "source": "test", "as_of": "2026-12"}}
        elif n == 1:
            path = {"points": [{"month": 12, "reserved_per_gpu_month": res * 1.1}], "scale": 1.2}
        else:
            path = {"points": [{"month": 3, "on_demand_per_gpu_hour": od * 1.3}]}
        path.update({"source": "a forward curve for the test", "as_of": "2026-12"})
        o["price_path"] = path
    return data


# --- The run ----------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("held")
    parser.add_argument("workdir")
    parser.add_argument("--examples", action="store_true")
    parser.add_argument("--changes", action="store_true")
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--random-new-keys", type=int, default=0,
                        help="random scenarios with hosted API plans and price paths (--new-keys)")
    parser.add_argument("--random-goodput", type=int, default=0,
                        help="random workbooks whose training jobs lose work and plans rent spot (docs/MODEL.md §14-§15)")
    parser.add_argument("--random-blocks", type=int, default=0,
                        help="random workbooks whose offers sell capacity blocks and commitments (docs/MODEL.md §16)")
    parser.add_argument("--seed", type=int, default=20261204)
    parser.add_argument("--group", type=int, default=5, help="random scenarios per file")
    parser.add_argument("--portfolios", metavar="PORTFOLIO_WORKBOOK",
                        help="also portfolio plans: the hand-worked workbook this program prints, "
                             "and tools/oracle/cases/portfolio.fleetcost as stated and pre-tax")
    args = parser.parse_args()
    shutil.rmtree(args.workdir, ignore_errors=True)
    os.makedirs(args.workdir)
    work = args.workdir
    cases = []  # (xlsx, expected result JSON, label, before JSON or None)

    examples = sorted(glob.glob(os.path.join(ROOT, "assets", "examples", "*.fleetcost")))
    if args.examples:
        for workbook in examples:
            stem = os.path.splitext(os.path.basename(workbook))[0]
            for mode in ("--pre-tax", "--after-tax"):
                xlsx = os.path.join(work, "%s%s.xlsx" % (stem, mode))
                export(args.cli, workbook, xlsx, mode)
                cases.append((xlsx, evaluate(args.cli, workbook, mode), "%s %s" % (stem, mode), None))

    if args.examples:
        # Names a spreadsheet would run as formulas: shown as text, and the plans' sheets named
        # after them work in every formula that refers to them.
        with open(examples[-1], encoding="utf-8") as f:
            data = json.load(f)
        first = data["scenarios"][0]
        first["name"] = "=1+1"
        for plan, name in zip(first["plans"], ['=HYPERLINK("http://example.com","x")', "+1+cmd|' /C calc'!A0",
                                               "-2+3", "@SUM(1,2)"]):
            plan["name"] = name
        injected = os.path.join(work, "injected.fleetcost")
        with open(injected, "w", encoding="utf-8") as f:
            json.dump(data, f)
        xlsx = os.path.join(work, "injected.xlsx")
        export(args.cli, injected, xlsx, None)
        cases.append((xlsx, evaluate(args.cli, injected, None), "names beginning with = + - @", None))

    if args.changes:
        for example in examples:
            stem = os.path.splitext(os.path.basename(example))[0]
            with open(example, encoding="utf-8") as f:
                data = json.load(f)
            # The first scenario alone: a file per change, each recalculated.
            data["scenarios"] = data["scenarios"][:1]
            workbook = os.path.join(work, stem + "-first.fleetcost")
            with open(workbook, "w", encoding="utf-8") as f:
                json.dump(data, f)
            count = 1
            for n, (pointer, change, mode) in enumerate(pointer_changes(data)):
                base = os.path.join(work, "%s-base%s.xlsx" % (stem, mode or ""))
                if not os.path.exists(base):
                    export(args.cli, workbook, base, mode)
                before = evaluate(args.cli, workbook, mode)
                changed, value = changed_workbook(data, 0, pointer, change)
                changed_path = os.path.join(work, "%s-change%02d.fleetcost" % (stem, n))
                with open(changed_path, "w", encoding="utf-8") as f:
                    json.dump(changed, f)
                sheet, ref, name = input_cell(base, count, 0, pointer)
                xlsx = os.path.join(work, "%s-change%02d.xlsx" % (stem, n))
                with_cell(base, xlsx, sheet, ref, value)
                after = json.loads(run([args.held, workbook, changed_path] + ([mode] if mode else [])))
                cases.append((xlsx, after, "%s: %s (%s) = %r" % (stem, name, pointer, value), before))
        # Rental price paths on the first example: as exported, and with the path's scale, a
        # point's month and a point's price changed.
        with open(examples[-1], encoding="utf-8") as f:
            data = json.load(f)
        data["scenarios"] = data["scenarios"][:1]
        data = with_price_paths(data)
        workbook = os.path.join(work, "paths.fleetcost")
        with open(workbook, "w", encoding="utf-8") as f:
            json.dump(data, f)
        base = os.path.join(work, "paths.xlsx")
        export(args.cli, workbook, base, None)
        before = evaluate(args.cli, workbook, None)
        cases.append((base, before, "price paths", None))
        offer = next(o for o, x in enumerate(data["scenarios"][0]["rental_offers"]) if "price_path" in x)
        path = "/rental_offers/%d/price_path" % offer
        for n, (pointer, change) in enumerate([(path + "/scale", lambda v: v * 1.2),
                                               (path + "/points/1/month", lambda v: v + 7),
                                               (path + "/points/0/on_demand_per_gpu_hour", lambda v: v * 0.8)]):
            changed, value = changed_workbook(data, 0, pointer, change)
            changed_path = os.path.join(work, "paths-change%d.fleetcost" % n)
            with open(changed_path, "w", encoding="utf-8") as f:
                json.dump(changed, f)
            sheet, ref, name = input_cell(base, 1, 0, pointer)
            xlsx = os.path.join(work, "paths-change%d.xlsx" % n)
            with_cell(base, xlsx, sheet, ref, value)
            after = json.loads(run([args.held, workbook, changed_path]))
            cases.append((xlsx, after, "price paths: %s (%s) = %r" % (name, pointer, value), before))
        # The after-tax switch itself, flipped in the cell of a pre-tax export.
        for workbook in examples:
            stem = os.path.splitext(os.path.basename(workbook))[0]
            base = os.path.join(work, "%s-base--pre-tax.xlsx" % stem)
            export(args.cli, workbook, base, "--pre-tax")
            with open(workbook, encoding="utf-8") as f:
                count = len(json.load(f)["scenarios"])
            xlsx = base
            for k in range(count):
                sheet, ref, name = input_cell(xlsx, count, k, "/after_tax")
                flipped = os.path.join(work, "%s-after-tax%d.xlsx" % (stem, k))
                with_cell(xlsx, flipped, sheet, ref, True)
                xlsx = flipped
            with open(workbook, encoding="utf-8") as f:
                taxed = any("tax" in r for s in json.load(f)["scenarios"] for r in s["regions"])
            cases.append((xlsx, evaluate(args.cli, workbook, "--after-tax"), "%s: after_tax = TRUE" % stem,
                          evaluate(args.cli, workbook, "--pre-tax") if taxed else None))

    two_workloads = None
    if args.portfolios:
        # Portfolio plans (docs/MODEL.md §13): the hand-worked case, and the oracle's case (after
        # tax, a leased colocate part, reserved, hosted API and on-demand parts) both ways.
        workbook = os.path.join(work, "two-workloads.fleetcost")
        with open(workbook, "w", encoding="utf-8") as f:
            f.write(run([args.portfolios]))
        two_workloads = os.path.join(work, "two-workloads.xlsx")
        export(args.cli, workbook, two_workloads, None)
        cases.append((two_workloads, evaluate(args.cli, workbook, None), "two-workload portfolios", None))
        oracle = os.path.join(ROOT, "tools", "oracle", "cases", "portfolio.fleetcost")
        for mode in (None, "--pre-tax"):
            # (not "...--pre-tax.xlsx": the default-profile run below stays the examples')
            xlsx = os.path.join(work, "portfolio%s.xlsx" % ("-pretax" if mode else ""))
            export(args.cli, oracle, xlsx, mode)
            cases.append((xlsx, evaluate(args.cli, oracle, mode), "portfolio.fleetcost %s" % (mode or "as stated"), None))

    if args.random or args.random_new_keys or args.random_goodput or args.random_blocks:
        generator = os.path.join(ROOT, "tools", "crosscheck", "random_workbooks.py")
        paths = []
        for count, folder, extra in ((args.random, "random", []), (args.random_new_keys, "new-keys", ["--new-keys"]),
                                     (args.random_goodput, "goodput", ["--goodput", "--spot"]),
                                     (args.random_blocks, "blocks", ["--blocks"])):
            if count:
                generated = os.path.join(work, folder)
                subprocess.run([sys.executable, generator, generated, str(count), str(args.seed)] + extra, check=True)
                paths += sorted(glob.glob(os.path.join(generated, "*.fleetcost")))
        for g in range(0, len(paths), args.group):
            group = paths[g:g + args.group]
            scenarios = []
            for path in group:
                with open(path, encoding="utf-8") as f:
                    scenarios += json.load(f)["scenarios"]
            merged = os.path.join(work, "random-%03d.fleetcost" % (g // args.group))
            with open(merged, "w", encoding="utf-8") as f:
                json.dump({"format": "fleetcost-workbook", "version": 1, "scenarios": scenarios}, f)
            mode = (None, "--after-tax", "--pre-tax")[(g // args.group) % 3]
            xlsx = merged[:-len(".fleetcost")] + ".xlsx"
            export(args.cli, merged, xlsx, mode)
            cases.append((xlsx, evaluate(args.cli, merged, mode), "random group %d %s (seed %d)" %
                          (g // args.group, mode or "as stated", args.seed), None))

    sheets = to_csv([c[0] for c in cases], os.path.join(work, "recalculated"), profile(work, "always", 0))
    plans = 0
    for xlsx, expected, label, before in cases:
        plans += compare(sheets[xlsx], expected, label, before is None)
        if before is not None and not plans_changed(before, expected):
            failures.append("%s: the change moves no present value in FleetCost either" % label)

    if two_workloads:
        check_two_workloads(sheets[two_workloads], 1)

    stale = 0
    if args.examples:
        for xlsx, expected, label, before in cases:
            if before is None and not os.path.basename(xlsx).startswith(("random", "portfolio", "two-")):
                stale += compare_stale(sheets[xlsx], expected, label)
        if stale == 0:
            failures.append("no stale price compared: the examples should have some")

    if args.examples:
        # As a person opens it: LibreOffice's default profile recalculates nothing it has a
        # value for; the file has none, so what it shows is computed.
        shown = [c for c in cases if c[0].endswith("--pre-tax.xlsx") and "-base" not in c[0]]
        person = to_csv([c[0] for c in shown], os.path.join(work, "default-profile"), profile(work, "default", None))
        for xlsx, expected, label, _ in shown:
            plans += compare(person[xlsx], expected, label + " (default profile)")

    if failures:
        print("\n".join(failures[:60]))
        print("%d mismatches" % len(failures))
        return 1
    if args.random_goodput and goodputs_compared[0] == 0:
        print("no goodput compared: the --goodput workbooks should lose work")
        return 1
    if args.random_blocks:
        # The --blocks workbooks must exercise what they are for: some plan buys a block or commits.
        bought = 0
        for _, expected, _, _ in cases:
            for scenario in expected["scenarios"]:
                for plan in scenario["plans"]:
                    for source in [plan] + plan.get("supplies", []):
                        bought += sum(1 for months in source.get("block_gpus", {}).values() if any(months))
                        bought += sum(1 for terms in source.get("committed", {}).values() if any(terms))
        if bought == 0:
            print("no block or commitment bought: the --blocks workbooks should buy some")
            return 1
        print("%d GPU models of plans buy capacity blocks or commit" % bought)
    print("LibreOffice's recalculation equals FleetCost: %d files, %d plans, %d workload costs, "
          "%d goodputs, %d portfolio parts, %d stale prices compared" %
          (len(cases), plans, workloads_compared[0], goodputs_compared[0], parts_compared[0], stale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
