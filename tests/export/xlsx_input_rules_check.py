#!/usr/bin/env python3
"""The spreadsheet refuses what FleetCost refuses (docs/spreadsheet.md), read from the XLSX's XML
(no spreadsheet needed):

1. Every input on an Assumptions sheet has the data validation of its field's rule (MODEL.md §8,
   model/scenario/field_rule.h): the words FleetCost accepts as a list (the depreciation method,
   the per-kW fee's basis, a plan's financing method), numbers in their range, whole numbers where
   the rule wants them, TRUE or FALSE for a flag.
2. Rates and shares (annual changes, the discount rate, tax rates, token shares, install and
   maintenance, lease rates, the headroom) show as percentages; prices and counts do not.
3. Sheet names are unique, at most 31 characters, and a long plan name is cut after a whole word;
   cell A1 of each plan sheet holds the plan's full name.

Usage: xlsx_input_rules_check.py CLI WORKDIR
"""
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
failures = []

# What FleetCost accepts, by field key, written out from MODEL.md §8 and the rules of
# model/scenario/field_rule.h: (type, operator, formula1, formula2). "decimal" any number,
# "whole" a whole number; money >= 0, changes > -1 (-100 %), shares in [0, 1], PUE in [1, 3],
# headroom in [0, 10], divisors > 0, the horizon 1..600 months, counts whole.
NON_NEGATIVE = ("decimal", "greaterThanOrEqual", "0", None)
POSITIVE = ("decimal", "greaterThan", "0", None)
CHANGE = ("decimal", "greaterThan", "-1", None)
SHARE = ("decimal", "between", "0", "1")
WHOLE_POSITIVE = ("whole", "greaterThanOrEqual", "1", None)
WHOLE_NON_NEGATIVE = ("whole", "greaterThanOrEqual", "0", None)
EXPECTED = {
    "horizon_months": ("whole", "between", "1", "600"),
    "stale_after_months": WHOLE_POSITIVE,
    "discount_rate_annual": CHANGE,
    "headroom": ("decimal", "between", "0", "10"),
    "spare_ratio": NON_NEGATIVE,
    "refresh_months": WHOLE_POSITIVE,
    "lead_time_months": WHOLE_NON_NEGATIVE,
    "hardware_annual_price_change": CHANGE,
    "resale_annual_decline": SHARE,
    "install_pct": NON_NEGATIVE,
    "maintenance_annual_pct": NON_NEGATIVE, "insurance_annual_pct": NON_NEGATIVE,
    "license_per_gpu_year": NON_NEGATIVE,
    "grid_kg_co2_per_kwh": NON_NEGATIVE,
    "tax_rate": SHARE,
    "useful_life_years": WHOLE_POSITIVE,
    "factor": POSITIVE,
    "vram_gb": NON_NEGATIVE, "memory_bandwidth_tbs": NON_NEGATIVE, "bf16_tflops": NON_NEGATIVE,
    "tdp_w": NON_NEGATIVE,
    "gpus": WHOLE_POSITIVE,
    "price": NON_NEGATIVE, "network_capex": NON_NEGATIVE, "power_idle_kw": NON_NEGATIVE,
    "power_max_kw": POSITIVE, "rack_units": POSITIVE, "usable_rack_units": POSITIVE,
    "space_per_rack_month": NON_NEGATIVE, "power_per_kw_month": NON_NEGATIVE,
    "energy_per_kwh": NON_NEGATIVE, "setup_fee_per_rack": NON_NEGATIVE,
    "cross_connects_per_rack": NON_NEGATIVE, "cross_connect_month": NON_NEGATIVE,
    "transit_mbps": NON_NEGATIVE, "transit_per_mbps_month": NON_NEGATIVE,
    "remote_hands_hours_month": NON_NEGATIVE, "remote_hands_per_hour": NON_NEGATIVE,
    "staff_fte": NON_NEGATIVE, "staff_annual_cost": NON_NEGATIVE,
    "colo_annual_change": CHANGE, "energy_annual_change": CHANGE,
    "max_kw_per_rack": POSITIVE, "pue": ("decimal", "between", "1", "3"),
    "capex_per_rack": NON_NEGATIVE, "monthly_per_rack": NON_NEGATIVE,
    "on_demand_per_gpu_hour": NON_NEGATIVE, "reserved_per_gpu_month": NON_NEGATIVE,
    "reserved_term_months": WHOLE_POSITIVE, "reserved_unit_gpus": WHOLE_POSITIVE,
    "annual_price_change": CHANGE, "kwh_per_gpu_hour": NON_NEGATIVE,
    "scale": NON_NEGATIVE, "month": WHOLE_POSITIVE,
    "input_per_million_tokens": NON_NEGATIVE, "output_per_million_tokens": NON_NEGATIVE,
    "cached_input_per_million_tokens": NON_NEGATIVE,
    "gpu_hours_per_month": NON_NEGATIVE, "avg_tokens_per_second": NON_NEGATIVE,
    "tokens_per_second_per_gpu": POSITIVE, "input_token_share": SHARE, "cached_input_share": SHARE,
    "annual_growth": CHANGE, "start_month": WHOLE_NON_NEGATIVE, "end_month": WHOLE_NON_NEGATIVE,
    "annual_rate": NON_NEGATIVE, "term_months": WHOLE_POSITIVE,
    # Limits (docs/MODEL.md 13.4).
    "fiscal_year_start_month": ("whole", "between", "1", "12"),
    "capex_budget_per_fiscal_year": NON_NEGATIVE, "max_rented_share": SHARE,
    "max_power_kw": POSITIVE, "max_power_kw_later": POSITIVE,
    "max_power_kw_later_from_month": WHOLE_NON_NEGATIVE, "max_racks": WHOLE_NON_NEGATIVE,
    # Rack-scale systems (docs/MODEL.md 4.4).
    "weight_kg": POSITIVE, "max_kg_per_rack": POSITIVE,
    # Goodput and spot (docs/MODEL.md 14-15).
    "interruptions_per_1000_gpu_hours": NON_NEGATIVE, "repair_hours": NON_NEGATIVE,
    "job_gpus": WHOLE_POSITIVE, "checkpoint_interval_hours": NON_NEGATIVE,
    "restart_hours": NON_NEGATIVE, "spot_per_gpu_hour": NON_NEGATIVE,
    "spot_interruptions_per_1000_gpu_hours": NON_NEGATIVE, "spot_availability": SHARE,
    "spot_share": SHARE,
    # Capacity blocks and commitments (docs/MODEL.md 16).
    "block_per_gpu_hour": NON_NEGATIVE, "block_days": WHOLE_POSITIVE,
    "commitment_per_gpu_hour": NON_NEGATIVE, "commitment_gpu_hours_per_month": NON_NEGATIVE,
    "tolerates_interruption": ("custom", None, "ISLOGICAL(E{row})", None),
    # Words and flags.
    "power_fee_basis": ("list", None, '"allocated,used"', None),
    "credit_terminal_value": ("custom", None, "ISLOGICAL(E{row})", None),
    "rack_scale": ("custom", None, "ISLOGICAL(E{row})", None),
    "cooling_kind": ("list", None, '"air,liquid"', None),
    "kind": ("list", None, '"air,liquid"', None),
    "after_tax": ("custom", None, "ISLOGICAL(E{row})", None),
}
DEPRECIATION = ("list", None, '"immediate,straight_line,declining_balance"', None)
FINANCING = ("list", None, '"cash,lease"', None)
FX = POSITIVE  # units per US dollar: a divisor
# Shown as percentages: rates of change, the discount rate, shares, install and maintenance (a
# share of the price), lease rates, the headroom (a share of the peak).
RATES = {"discount_rate_annual", "headroom", "hardware_annual_price_change", "resale_annual_decline",
         "install_pct", "maintenance_annual_pct", "insurance_annual_pct", "tax_rate", "colo_annual_change",
         "energy_annual_change", "annual_price_change", "input_token_share", "cached_input_share",
         "annual_growth", "annual_rate", "max_rented_share", "spot_availability", "spot_share"}


def check(condition, message):
    if not condition:
        failures.append(message)


def run(command):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("%s: exit %d: %s" % (" ".join(command), done.returncode, done.stderr))


def read_xlsx(path):
    """Sheets in order as (name, root), shared strings, and each style's number format."""
    with zipfile.ZipFile(path) as z:
        book = ET.fromstring(z.read("xl/workbook.xml"))
        rels = {r.get("Id"): r.get("Target") for r in ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))}
        sheets = [(s.get("name"), ET.fromstring(z.read("xl/" + rels[s.get(RELS + "id")])))
                  for s in book.iter(MAIN + "sheet")]
        strings = ["".join(t.text or "" for t in si.iter(MAIN + "t"))
                   for si in ET.fromstring(z.read("xl/sharedStrings.xml")).iter(MAIN + "si")]
        styles = ET.fromstring(z.read("xl/styles.xml"))
    codes = {n.get("numFmtId"): n.get("formatCode") for n in styles.iter(MAIN + "numFmt")}
    cell_xfs = styles.find(MAIN + "cellXfs")
    formats = [codes.get(xf.get("numFmtId"), "builtin %s" % xf.get("numFmtId")) for xf in cell_xfs]
    return sheets, strings, formats


def row_cells(row, strings):
    out = {}
    for c in row.iter(MAIN + "c"):
        v = c.find(MAIN + "v")
        text = v.text if v is not None else None
        if c.get("t") == "s" and text is not None:
            text = strings[int(text)]
        out[re.match(r"[A-Z]+", c.get("r")).group(0)] = (text, c.get("s"))
    return out


def validations(root):
    """{row number: (type, operator, formula1, formula2)} of column E's validations."""
    out = {}
    block = root.find(MAIN + "dataValidations")
    for dv in ([] if block is None else block.iter(MAIN + "dataValidation")):
        f1, f2 = dv.find(MAIN + "formula1"), dv.find(MAIN + "formula2")
        # "between" is OOXML's default operator, left out; lists and custom formulas have none.
        operator = dv.get("operator") or ("between" if dv.get("type") in ("whole", "decimal") else None)
        rule = (dv.get("type"), operator, f1.text if f1 is not None else None,
                f2.text if f2 is not None else None)
        check(dv.get("showErrorMessage") == "1" and dv.get("error"), "a validation without its message")
        for ref in dv.get("sqref").split():
            m = re.fullmatch(r"E(\d+)(?::E(\d+))?", ref)
            check(m is not None, "a validation outside the value column: %s" % ref)
            if m:
                first = int(m.group(1))
                for r in range(first, int(m.group(2) or first) + 1):
                    # A relative formula names the range's first cell; each cell checks itself.
                    out[r] = rule if rule[0] != "custom" else (rule[0], rule[1], rule[2].replace(
                        "E%d" % first, "E{row}"), rule[3])
    return out


def check_assumptions(path):
    sheets, strings, formats = read_xlsx(path)
    where = os.path.basename(path)
    inputs = 0
    for name, root in sheets:
        if not name.endswith("Assumptions"):
            continue
        rules = validations(root)
        for row in root.iter(MAIN + "row"):
            r = int(row.get("r"))
            cells = row_cells(row, strings)
            pointer = cells.get("P", (None,))[0]
            if r < 5 or not pointer or not pointer.startswith("/"):
                continue
            if pointer == "/prices_as_of":  # a date as text (YYYY-MM[-DD]): no number rule
                continue
            inputs += 1
            key = pointer.rsplit("/", 1)[1]
            if pointer.startswith("/fx_per_usd/"):
                want = FX
            elif pointer.endswith("/depreciation/method"):
                want = DEPRECIATION
                if cells["E"][0] == "none":  # not stated: FleetCost read no method
                    want = ("list", None, '"immediate,straight_line,declining_balance,none"', None)
            elif pointer.endswith("/financing/method"):
                want = FINANCING
            else:
                want = EXPECTED.get(key)
            got = rules.get(r)
            if want is None:
                failures.append("%s %s!E%d (%s): no rule expected; add it to the test" % (where, name, r, pointer))
                continue
            check(got == want, "%s %s!E%d (%s): validation %r, expected %r" % (where, name, r, pointer, got, want))
            # 2. Percentages.
            style = cells.get("E", (None, None))[1]
            code = formats[int(style)] if style else "General"
            is_percent = "%" in code
            check(is_percent == (key in RATES and not pointer.startswith("/fx_per_usd/")),
                  "%s %s!E%d (%s): number format %r" % (where, name, r, pointer, code))
            if key in RATES and "K" in cells:  # the low end of a range is a rate too
                low_style = cells["K"][1]
                check(low_style and "%" in formats[int(low_style)], "%s %s!K%d: low not in %%" % (where, name, r))
    check(inputs > 100, "%s: only %d inputs" % (where, inputs))
    return inputs


def check_sheet_names(path, plans):
    """plans: [(scenario position or None, plan position, full name)]."""
    sheets, strings, _ = read_xlsx(path)
    names = [n for n, _ in sheets]
    where = os.path.basename(path)
    check(len({n.lower() for n in names}) == len(names), "%s: sheet names repeat: %r" % (where, names))
    check(all(len(n) <= 31 for n in names), "%s: a sheet name is longer than 31 characters" % where)
    roots = dict(sheets)
    for k, j, full in plans:
        position = ("%d.%d" % (k, j)) if k else str(j)
        match = [n for n in names if n == position or n.startswith(position + " ")]
        if len(match) != 1:
            failures.append("%s: no single sheet for plan %s in %r" % (where, position, names))
            continue
        shown = match[0][len(position) + 1:]
        # A whole-word start of the full name: the name itself, or followed by a space or
        # punctuation (never by the rest of a word).
        ok = full.startswith(shown) and (len(shown) == len(full) or shown == "" or
                                         not full[len(shown)].isalnum() or not shown[-1].isalnum())
        check(ok, "%s: sheet %r cuts %r inside a word" % (where, match[0], full))
        a1 = [c for c in roots[match[0]].iter(MAIN + "c") if c.get("r") == "A1"][0]
        check(strings[int(a1.find(MAIN + "v").text)] == full, "%s: A1 of %r is not %r" % (where, match[0], full))


def main():
    cli, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    example = os.path.join(ROOT, "assets", "examples", "tokyo-vs-hong-kong.fleetcost")
    every = os.path.join(work, "every.xlsx")
    run([cli, "export", example, "--format", "xlsx", "-o", every, "--after-tax"])
    inputs = check_assumptions(every)

    # Long plan names: each cut after a whole word, the full name in A1. "1.1 " leaves 27
    # characters: "Colocate — Tokyo (TEPCO area) with spares" is cut to "Colocate — Tokyo (TEPCO
    # area)" (29: too long) ... "Colocate — Tokyo (TEPCO" (23), never "…(TEPCO are".
    with open(example, encoding="utf-8") as f:
        data = json.load(f)
    long_names = ["Colocate — Tokyo (TEPCO area) with spares", "Rent reserved — Hong Kong, three-year term",
                  "Supercalifragilisticexpialidociouslylongword plan", "ハイブリッド — 東京のコロケーションと大阪のクラウド（予備を含む）"]
    plans = []
    for k, scenario in enumerate(data["scenarios"][:2]):
        for j, (plan, name) in enumerate(zip(scenario["plans"], long_names)):
            plan["name"] = name
            plans.append((k + 1, j + 1, name))
        for j, plan in enumerate(scenario["plans"][len(long_names):], start=len(long_names)):
            plans.append((k + 1, j + 1, plan["name"]))
    data["scenarios"] = data["scenarios"][:2]
    named = os.path.join(work, "long-names.fleetcost")
    with open(named, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False)
    long_xlsx = os.path.join(work, "long-names.xlsx")
    run([cli, "export", named, "--format", "xlsx", "-o", long_xlsx])
    check_sheet_names(long_xlsx, plans)
    check_sheet_names(every, [(k + 1, j + 1, p["name"]) for k, s in enumerate(json.load(open(example, encoding="utf-8"))["scenarios"])
                              for j, p in enumerate(s["plans"])])

    if failures:
        print("\n".join(failures[:60]))
        print("%d problems" % len(failures))
        return 1
    print("XLSX input rules: %d inputs validated, rates in %%, sheet names whole words" % inputs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
