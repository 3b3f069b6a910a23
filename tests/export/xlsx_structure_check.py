#!/usr/bin/env python3
"""The exported XLSX read as XML (no spreadsheet needed):

1. No formula carries a value of FleetCost's: every <f> has an empty cached result, so a
   spreadsheet computes it (LibreOffice even when it is set never to recalculate).
2. Text is never a formula: names beginning with = + - @ (plans, scenarios, workloads, sites)
   are string cells, and no formula holds them; the CSV export neutralises them too.
3. Defined names are valid (a letter or underscore, then letters, digits, underscores), unique
   as Excel compares them, each naming one cell of an Assumptions sheet whose JSON pointer
   column says which input it is; readable names such as tokyo_colo_energy_per_kwh, with S2_
   and so on when the file holds several scenarios.
4. Every scenario of a workbook is exported by default and --scenario narrows it; sheet names
   are unique and at most 31 characters.
5. A spreadsheet too large to recalculate is refused at once with what to narrow, and writes
   nothing.
6. No formula is longer than Excel's 8,192 characters, also with 60 GPU models in a plan (on
   demand, colocate, hosted API) and a price path of 300 points.

Usage: xlsx_structure_check.py CLI WORKDIR
"""
import copy
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
RELS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
INJECTIONS = ['=HYPERLINK("http://example.com","click")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(1,2)"]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def run(command, expect=0):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != expect:
        raise SystemExit("%s: exit %d, expected %d: %s" % (" ".join(command), done.returncode, expect, done.stderr))
    return done


def read_xlsx(path):
    with zipfile.ZipFile(path) as z:
        book = ET.fromstring(z.read("xl/workbook.xml"))
        rels = {r.get("Id"): r.get("Target") for r in ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))}
        sheets = [(s.get("name"), "xl/" + rels[s.get(RELS + "id")]) for s in book.iter(MAIN + "sheet")]
        names = {d.get("name"): d.text for d in book.iter(MAIN + "definedName")}
        strings = ["".join(t.text or "" for t in si.iter(MAIN + "t"))
                   for si in ET.fromstring(z.read("xl/sharedStrings.xml")).iter(MAIN + "si")]
        xml = {name: ET.fromstring(z.read(part)) for name, part in sheets}
    return [name for name, _ in sheets], names, strings, xml


def cells(root, strings):
    """(reference, kind, text or formula) of every cell."""
    for c in root.iter(MAIN + "c"):
        f = c.find(MAIN + "f")
        v = c.find(MAIN + "v")
        if f is not None:
            yield c.get("r"), "formula", f.text or "", (v.text if v is not None else None), c.get("t")
        elif c.get("t") == "s":
            yield c.get("r"), "text", strings[int(v.text)], None, "s"
        elif c.get("t") == "inlineStr":
            yield c.get("r"), "text", "".join(t.text or "" for t in c.iter(MAIN + "t")), None, "inlineStr"
        else:
            yield c.get("r"), "value", v.text if v is not None else "", None, c.get("t")


def injected_workbook(work):
    with open(os.path.join(ROOT, "assets", "examples", "tokyo-vs-hong-kong.fleetcost"), encoding="utf-8") as f:
        data = json.load(f)
    first = data["scenarios"][0]
    first["name"] = INJECTIONS[0]
    for plan, name in zip(first["plans"], INJECTIONS):
        plan["name"] = name
    first["workloads"][0]["name"] = INJECTIONS[2]
    site = next(s for s in first["sites"] if s["id"] == "tokyo_colo")
    site["name"] = INJECTIONS[3]
    path = os.path.join(work, "injected.fleetcost")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    return path, data


def check_file(path, scenario_count, expected_names, injected):
    sheet_names, names, strings, xml = read_xlsx(path)
    where = os.path.basename(path)
    # 4. Sheets.
    check(len(set(n.lower() for n in sheet_names)) == len(sheet_names), "%s: sheet names repeat" % where)
    check(all(len(n) <= 31 for n in sheet_names), "%s: a sheet name is longer than 31 characters" % where)
    assumptions = [n for n in sheet_names if n.endswith("Assumptions")]
    check(len(assumptions) == scenario_count, "%s: %d Assumptions sheets for %d scenarios" %
          (where, len(assumptions), scenario_count))
    formulas = 0
    for sheet, root in xml.items():
        for ref, kind, text, cached, t in cells(root, strings):
            if kind == "formula":
                formulas += 1
                # 6. Excel reads formulas of at most 8,192 characters.
                if len(text) > 8192:
                    failures.append("%s!%s: a formula of %d characters" % (sheet, ref, len(text)))
                # 1. No cached value of ours.
                if cached not in (None, ""):
                    failures.append("%s!%s: formula %s carries the value %s" % (sheet, ref, text, cached))
                # 2. No name from the workbook inside a formula, other than inside a quoted
                # sheet name ('1.2 +1+cmd| C calc !A0'!$B$2 refers to a plan's sheet).
                bare = re.sub(r"'(?:[^']|'')*'!", "", text)
                for injection in INJECTIONS:
                    if injection in bare:
                        failures.append("%s!%s: a name became part of a formula: %s" % (sheet, ref, text))
    check(formulas > 1000, "%s: only %d formulas" % (where, formulas))
    # 2. The injected names are there, as text.
    texts = {text for root in xml.values() for _, kind, text, _, _ in cells(root, strings) if kind == "text"}
    for injection in INJECTIONS if injected else []:
        check(injection in texts, "%s: %r is not a text cell" % (where, injection))
    # 3. Defined names.
    lower = [n.lower() for n in names]
    check(len(set(lower)) == len(lower), "%s: defined names repeat" % where)
    for name, ref in names.items():
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) or re.fullmatch(r"[A-Za-z]{1,3}[0-9]+", name):
            failures.append("%s: invalid defined name %r" % (where, name))
        match = re.fullmatch(r"'?(.+?)'?!\$([A-Z]+)\$(\d+)", ref or "")
        if not match or not match.group(1).endswith("Assumptions"):
            failures.append("%s: %s refers to %r, not a cell of an Assumptions sheet" % (where, name, ref))
            continue
        # The row's name column holds the name, its pointer column the input's place.
        row = [c for c in xml[match.group(1)].iter(MAIN + "row") if c.get("r") == match.group(3)][0]
        by_column = {re.match(r"[A-Z]+", c.get("r")).group(0): t for c, (_, _, t, _, _) in
                     zip(row.iter(MAIN + "c"), cells(row, strings))}
        check(by_column.get("D") == name and match.group(2) == "E",
              "%s: %s does not name the value cell of its row" % (where, name))
        check(by_column.get("P", "").startswith("/"), "%s: %s has no JSON pointer" % (where, name))
    for name, pointer in expected_names.items():
        check(name in names, "%s: no defined name %s (for %s)" % (where, name, pointer))
    return names


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    path, data = injected_workbook(work)

    # Every scenario by default: three here, names prefixed S1_, S2_, S3_.
    every = os.path.join(work, "every.xlsx")
    run([cli, "export", path, "--format", "xlsx", "-o", every])
    names = check_file(every, 3, {"S1_tokyo_colo_energy_per_kwh": "/sites/0/energy_per_kwh",
                                  "S3_hgx_h100_8gpu_price": "/server_models/0/price",
                                  "S2_JPY_per_USD": "/fx_per_usd/JPY",
                                  "S1_discount_rate_annual": "/discount_rate_annual",
                                  "S2_after_tax": "/after_tax",
                                  # Hosted API offers and the token split (docs/MODEL.md §12.1).
                                  "S1_llama_3_1_8b_tokyo_output_per_million_tokens":
                                      "/api_offers/0/output_per_million_tokens",
                                  "S1_Chat_inference_L40S_input_token_share": "/workloads/3/input_token_share",
                                  "S1_Chat_inference_L40S_cached_input_share": "/workloads/3/cached_input_share"},
                       True)
    check(not any(n.startswith("S4_") for n in names), "every.xlsx: a fourth scenario's names")
    # --scenario narrows it: one scenario, names without a prefix.
    one = os.path.join(work, "one.xlsx")
    run([cli, "export", path, "--format", "xlsx", "-o", one, "--scenario", "High growth"])
    check_file(one, 1, {"tokyo_colo_energy_per_kwh": "/sites/0/energy_per_kwh",
                        "tokyo_tax_rate": "/regions/0/tax/tax_rate"}, False)

    # 6. Sixty GPU models in one colocate and one renting plan: each GPU model's rows are blocks,
    # and the formulas over them stay short.
    many = copy.deepcopy(data["scenarios"][0])
    server = next(m for m in many["server_models"] if m["gpu"] == "h100_sxm")
    offers = [o for o in many["rental_offers"] if o["gpu"] == "h100_sxm" and o["region"] == "tokyo"][:1]
    workload = many["workloads"][0]
    many["gpu_models"], many["server_models"], many["rental_offers"], many["workloads"] = [], [], [], []
    for k in range(60):
        gpu = "gpu_%02d" % k
        many["gpu_models"].append({"id": gpu})
        many["server_models"].append(dict(server, id="server_%02d" % k, gpu=gpu))
        many["rental_offers"] += [dict(o, id="%s_%02d" % (o["id"], k), gpu=gpu) for o in offers]
        many["workloads"].append(dict(workload, name="w%02d" % k, gpu=gpu, gpu_hours_per_month=730 * (k + 1)))
        many["workloads"][-1].pop("avg_tokens_per_second", None)
        many["workloads"][-1].pop("tokens_per_second_per_gpu", None)
        if k % 2:  # half of them served by a hosted API
            many["workloads"][-1].update(kind="inference", model="llama-3.1-8b-instruct", input_token_share=0.7,
                                         avg_tokens_per_second=100 * (k + 1), tokens_per_second_per_gpu=1000)
            many["workloads"][-1].pop("gpu_hours_per_month")
    many["plans"] = [next(p for p in many["plans"] if p["strategy"] == key)
                     for key in ("rent_on_demand", "colocate", "api")]
    # A price path of 300 points on the first offer: a row per stretch, each formula short.
    many["rental_offers"][0]["price_path"] = {
        "points": [{"month": m + 1, "on_demand_per_gpu_hour": 400 + m % 7} for m in range(300)], "scale": 0.9}
    for region in many["regions"]:
        region.pop("restricted_gpus", None)
    many_path = os.path.join(work, "many.fleetcost")
    with open(many_path, "w", encoding="utf-8") as f:
        json.dump({"format": "fleetcost-workbook", "version": 1, "scenarios": [many]}, f)
    many_xlsx = os.path.join(work, "many.xlsx")
    run([cli, "export", many_path, "--format", "xlsx", "-o", many_xlsx])
    check_file(many_xlsx, 1, {"server_59_price": "/server_models/59/price",
                               "jp_cloud_h100_sxm_tokyo_00_path300_on_demand_per_gpu_hour":
                                   "/rental_offers/0/price_path/points/299/on_demand_per_gpu_hour",
                               "w59_input_token_share": "/workloads/59/input_token_share"}, False)

    # Portfolio plans (docs/spreadsheet.md): the inputs only a portfolio's parts use — the site
    # only its colocate part owns at, its hosted API part's offer and token split, its lease —
    # are named input cells too, and its sheet keeps every rule above.
    portfolio_xlsx = os.path.join(work, "portfolio.xlsx")
    run([cli, "export", os.path.join(ROOT, "tools", "oracle", "cases", "portfolio.fleetcost"),
         "--format", "xlsx", "-o", portfolio_xlsx])
    check_file(portfolio_xlsx, 1, {"tokyo_wholesale_energy_per_kwh": "/sites/2/energy_per_kwh",
                                   "llama_3_1_8b_tokyo_output_per_million_tokens":
                                       "/api_offers/0/output_per_million_tokens",
                                   "Chat_inference_L40S_input_token_share": "/workloads/3/input_token_share",
                                   "Portfolio_financing_annual_rate": "/plans/4/financing/annual_rate"}, False)

    # CSV: the same names neutralised with a leading apostrophe.
    flows = os.path.join(work, "flows.csv")
    run([cli, "export", path, "--format", "csv", "-o", flows])
    with open(flows, encoding="utf-8") as f:
        rows = list(csv.reader(f))
    plan_names = {row[1] for row in rows[1:]}
    scenario_names = {row[0] for row in rows[1:]}
    for injection in INJECTIONS:
        check("'" + injection in plan_names, "CSV: plan %r not neutralised" % injection)
    check("'" + INJECTIONS[0] in scenario_names, "CSV: scenario name not neutralised")

    # 5. Too large: 600 months and 64 plans is about 2.7 million cells.
    big = copy.deepcopy(data)
    scenario = big["scenarios"][1]
    scenario["horizon_months"] = 600
    for workload in scenario["workloads"]:
        workload["annual_growth"] = 0
    scenario["plans"] = [dict(p, name="%s %d" % (p["name"], k)) for k in range(8) for p in scenario["plans"]]
    big["scenarios"] = [scenario]
    big_path = os.path.join(work, "big.fleetcost")
    with open(big_path, "w", encoding="utf-8") as f:
        json.dump(big, f)
    refused = os.path.join(work, "big.xlsx")
    done = run([cli, "export", big_path, "--format", "xlsx", "-o", refused], expect=1)
    check(re.search(r"about [\d,]+ cells, more than the 2,?000,?000", done.stderr) and "--scenario" in done.stderr,
          "too large: %r" % done.stderr)
    check(not os.path.exists(refused), "too large: a file was written")
    check(not [n for n in os.listdir(work) if n.startswith(".big.xlsx")], "too large: a temporary file is left")

    if failures:
        print("\n".join(failures[:60]))
        print("%d problems" % len(failures))
        return 1
    print("XLSX structure: no cached values, text never a formula, %d valid defined names" % len(names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
