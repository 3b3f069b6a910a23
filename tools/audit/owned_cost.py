#!/usr/bin/env python3
"""Defaults audit (docs/defaults-audit.md): the owned cost per GPU-hour of a small fleet built up
line by line from the shipped presets, beside the renting offers, and checked against fleetcost-cli.

Usage:
  owned_cost.py [--presets FILE]                 print the audit tables (Markdown)
  owned_cost.py [--presets FILE] --write-cases DIR   write one small workbook per case
  owned_cost.py [--presets FILE] --check CLI     write the cases to a temporary folder, evaluate
                                                 them with CLI and compare every category total (and,
                                                 for the shipped presets, that tools/audit/cases/ holds
                                                 the same workbooks)
Python 3 standard library only. The arithmetic follows MODEL.md sections 1-5 for the one case it
needs (one GPU model, demand constant from month to month, a fleet bought once after the lead time,
refreshed at refresh age), written here from the contract, not from the C++ or the oracle.
"""
import argparse
import copy
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DEFAULT_PRESETS = os.path.join(ROOT, "assets", "presets", "presets.fleetcost")
HPM, W = 730.0, 168
PEAK_GPUS = 64  # the fleet of the 8-GPU cases: 8 eight-GPU servers at the peak
PEAK_NVL72 = 144  # the fleet of the rack-scale cases: 2 GB300 NVL72 racks at the peak
CATEGORIES = ["hardware", "residual", "space", "power", "cooling", "network", "operations",
              "rental_on_demand", "rental_reserved"]
LINES = ["capex net of resale", "install", "power (energy)", "colocation (per-kW fee, set-up)",
         "cooling (high-density premium)", "network (fabric, cross-connects, transit)",
         "maintenance", "insurance", "staff and remote hands", "spares", "lead-time rent"]


def v(x, default=0.0):
    """The value of a figure or plain number."""
    if x is None:
        return default
    return x["value"] if isinstance(x, dict) else x


def ceil_t(x):
    return math.ceil(x - 1e-9)


def floor_t(x):
    return math.floor(x + 1e-9)


def profile(utilisation):
    """168 hourly weights with mean 1 whose peak is 1/utilisation: 12 hours a day at the peak and
    12 hours at the level that makes the mean `utilisation` of the peak (0.2 for 60 %)."""
    if utilisation >= 1:
        return "flat"
    low = 2 * utilisation - 1  # (1 + low) / 2 = utilisation
    assert 0 <= low < 1, "utilisation must be in [0.5, 1]"
    return [(1.0 if 8 <= k % 24 < 20 else low) / utilisation for k in range(W)]


# ----------------------------------------------------------------------------- the cases
GPU_NAMES = {"h100_sxm": "H100", "h200_sxm": "H200", "b300": "B300 (HGX, air)", "gb300": "GB300 (NVL72, liquid)"}
REGION_NAMES = {"tokyo_colo": "Tokyo", "hong_kong_colo": "Hong Kong", "tokyo_wholesale": "Tokyo (wholesale suite)",
                "tokyo_dlc": "Tokyo (liquid-cooled hall)", "hong_kong_dlc": "Hong Kong (liquid-cooled hall)"}


def cases():
    """(name, GPU model, site id, utilisation, horizon months, variant). The first is the issue's
    case; variant "us" replaces the site's prices by a US-style one (us_style) for the anchors."""
    out = []
    for gpu in ("h100_sxm", "h200_sxm"):
        for site in ("tokyo_colo", "hong_kong_colo"):
            for u in (1.0, 0.6):
                out.append((f"{gpu.split('_')[0]}-{site.replace('_colo', '').replace('_', '-')}-{int(u * 100)}pct-3y",
                            gpu, site, u, 36, None))
    out += [(f"h100-tokyo-wholesale-{int(u * 100)}pct-3y", "h100_sxm", "tokyo_wholesale", u, 36, None)
            for u in (1.0, 0.6)]
    out += [(f"h200-us-style-{int(u * 100)}pct-3y", "h200_sxm", "tokyo_colo", u, 36, "us") for u in (1.0, 0.7)]
    # Issue 24: Blackwell Ultra, air-cooled HGX B300 at the retail air sites, GB300 NVL72 racks at the
    # liquid-cooled halls.
    for gpu, sites in (("b300", ("tokyo_colo", "hong_kong_colo")), ("gb300", ("tokyo_dlc", "hong_kong_dlc"))):
        for site in sites:
            for u in (1.0, 0.6):
                out.append((f"{gpu}-{site.replace('_colo', '').replace('_', '-')}-{int(u * 100)}pct-3y",
                            gpu, site, u, 36, None))
    return out


def peak_gpus(gpu):
    return PEAK_NVL72 if gpu == "gb300" else PEAK_GPUS


def us_style(s):
    """The anchors' setting, for comparison only (not a shipped default): US power at USD 0.08/kWh and
    PUE 1.3, Tier-3 colocation at USD 150 per kW-month of the servers' rated kW with no high-density
    premium or set-up fee, no escalation, and servers ordered ahead (no lead time). Sources: the
    GPU TCO analysis of https://v2-pseo-ai.pages.dev/tools/gpu-tco-analysis (2026: power USD
    0.06-0.12/kWh, colocation USD 150-250/kW-month) and the reference's PUE range (1.1-1.8)."""
    site, cool = s["sites"][0], s["sites"][0]["cooling_options"][0]
    usd_jpy = s["fx_per_usd"]["JPY"]  # the presets' rate
    site.update({"name": "US-style colocation (audit comparison)", "currency": "JPY",
                 "power_per_kw_month": 150 * usd_jpy, "power_fee_basis": "used", "energy_per_kwh": 0.08 * usd_jpy,
                 "setup_fee_per_rack": 0, "colo_annual_change": 0, "energy_annual_change": 0})
    cool.update({"pue": 1.3, "monthly_per_rack": 0, "capex_per_rack": 0})
    s["ownership"]["lead_time_months"] = 0


def case_workbook(presets, name, gpu, site_id, utilisation, horizon, variant=None):
    """The presets' catalogue cut down to what the case uses, values only, with three plans."""
    s = copy.deepcopy(presets["scenarios"][0])
    sites = [x for x in s["sites"] if x["id"] == site_id]
    if not sites:  # presets from before a site existed: nothing to audit there
        return None
    site = sites[0]
    region = site["region"]
    server = next(x for x in s["server_models"] if x["gpu"] == gpu)
    offers = [o for o in s["rental_offers"] if o["region"] == region and o["gpu"] == gpu]

    def plain(node):
        if isinstance(node, dict) and "value" in node:
            return node["value"]
        if isinstance(node, dict):
            return {k: plain(x) for k, x in node.items() if k not in ("note", "source", "as_of",
                                                                     "restriction_source")}
        if isinstance(node, list):
            return [plain(x) for x in node]
        return node

    chosen = [c for c in site["cooling_options"] if c["name"] == site["cooling"]]
    peak = peak_gpus(gpu)
    base = peak * utilisation * HPM  # mean GPUs x hours; the peak is 64 GPUs (144 for NVL72 racks)
    wb = {"format": "fleetcost-workbook", "version": 1,
            "note": f"Defaults audit case (tools/audit/owned_cost.py, docs/defaults-audit.md): "
                    f"{peak} {GPU_NAMES[gpu]} GPUs at the peak, {int(utilisation * 100)} % utilisation, "
                    f"{REGION_NAMES[site_id]}, {horizon} months; every figure is a shipped preset's value" +
                    (" except the site's, US-style for comparison with the anchors (owned_cost.py, us_style)."
                     if variant else "."),
            "scenarios": [{
                "name": name, "horizon_months": horizon, "reporting_currency": "JPY",
                "fx_per_usd": plain(s["fx_per_usd"]), "discount_rate_annual": plain(s["discount_rate_annual"]),
                "after_tax": False, "ownership": plain(s["ownership"]),
                "regions": [dict(plain(r), restricted_gpus=[x for x in r["restricted_gpus"] if x == gpu])
                            for r in s["regions"] if r["id"] == region],
                "gpu_models": [plain(g) for g in s["gpu_models"] if g["id"] == gpu],
                "server_models": [plain(server)],
                "sites": [dict(plain(site), cooling_options=plain(chosen))],
                "rental_offers": [plain(o) for o in offers[:1]],
                "workloads": [{"name": "Steady training", "kind": "training", "gpu": gpu,
                               "gpu_hours_per_month": base, "profile": profile(utilisation)}],
                "plans": [{"name": "Rent on demand", "strategy": "rent_on_demand", "rental_region": region},
                          {"name": "Rent reserved", "strategy": "rent_reserved", "rental_region": region},
                          {"name": "Colocate", "strategy": "colocate", "site": site["id"],
                           "rental_region": region}]}]}
    if variant == "us":
        us_style(wb["scenarios"][0])
    return wb


# ----------------------------------------------------------------------------- the arithmetic
def servers_per_rack(cool, site, srv):
    """MODEL.md section 4.4 with issue 24's fit rule: a server fits a cooling option only when its
    cooling kind is the option's (air by default); then min(floor(max_kw / power_max_kw), 1 for a
    rack-scale server (one server is one rack; its U are not checked) or floor(usable U / rack units),
    floor(max_kg / weight_kg) when both are stated). 0 = does not fit."""
    if srv.get("cooling_kind", "air") != cool.get("kind", "air"):
        return 0
    spr = floor_t(cool["max_kw_per_rack"] / srv["power_max_kw"])
    spr = min(spr, 1 if srv.get("rack_scale") else floor_t(site.get("usable_rack_units", 42) / srv["rack_units"]))
    if cool.get("max_kg_per_rack") is not None and srv.get("weight_kg") is not None:
        spr = min(spr, floor_t(cool["max_kg_per_rack"] / srv["weight_kg"]))
    return spr


class Ledger:
    """Flows by audit line, by category and by date (MODEL.md section 1)."""

    def __init__(self, horizon, rate):
        self.h = horizon
        rm = (1 + rate) ** (1 / 12) - 1
        self.disc = [(1 + rm) ** -t for t in range(horizon + 1)]
        self.by_line = {}
        self.by_cat = {c: [0.0] * (horizon + 1) for c in CATEGORIES}

    def add(self, line, cat, t, amount):
        self.by_line.setdefault(line, [0.0] * (self.h + 1))[t] += amount
        self.by_cat[cat][t] += amount

    def nominal(self, line=None):
        rows = self.by_line.values() if line is None else [self.by_line.get(line, [0.0])]
        return sum(sum(r) for r in rows)

    def pv(self):
        return sum(x * self.disc[t] for r in self.by_line.values() for t, x in enumerate(r))


def owned(wb, spares=True):
    """The colocate plan of a case workbook, computed from MODEL.md 4.3-4.4 for its one GPU model."""
    s = wb["scenarios"][0]
    fx = dict(s["fx_per_usd"], USD=1.0)
    rep = s["reporting_currency"]
    money = lambda amount, cur: amount / fx[cur] * fx[rep]
    o, srv, site, off = s["ownership"], s["server_models"][0], s["sites"][0], s["rental_offers"][0]
    cool = site["cooling_options"][0]
    H, L = s["horizon_months"], int(o["lead_time_months"])
    led = Ledger(H, s["discount_rate_annual"])
    wl = s["workloads"][0]
    weights = [1.0] * W if wl["profile"] == "flat" else wl["profile"]
    mean_w = sum(weights) / W
    peak = wl["gpu_hours_per_month"] / HPM * max(weights) / mean_w  # GPUs
    gpuh = wl["gpu_hours_per_month"]  # GPU-hours a month, all served once owned
    gps = srv["gpus"]
    need = ceil_t(peak * (1 + o["headroom"]) / gps)
    fleet = need + (ceil_t(need * o["spare_ratio"]) if spares else 0)
    ocur = o.get("currency", rep)
    price = money(srv["price"], srv["currency"])
    netcap = money(srv["network_capex"], srv["currency"])
    resale = lambda age: (1 - o["resale_annual_decline"]) ** (age / 12)
    spr = servers_per_rack(cool, site, srv)
    assert spr >= 1, f"{srv['id']} does not fit the chosen cooling of {site['id']}"
    racks = ceil_t(fleet / spr)
    c = lambda key: money(site[key], site["currency"])
    basis = site.get("power_fee_basis", "allocated")
    fee_kw = racks * cool["max_kw_per_rack"] if basis == "allocated" else fleet * srv["power_max_kw"]
    p_od = lambda m: money(off["on_demand_per_gpu_hour"], off["currency"]) * \
        (1 + off.get("annual_price_change", 0)) ** (m // 12)
    assert o.get("hardware_annual_price_change", 0) == 0 and o.get("license_per_gpu_year", 0) == 0
    assert site.get("staff_fte", 0) == 0 or site.get("staff_annual_cost", 0) >= 0

    bought = None
    for m in range(H):
        if m < L:  # no servers yet: the demand is rented on demand
            led.add("lead-time rent", "rental_on_demand", m + 1, gpuh * p_od(m))
            continue
        if bought is not None and m - bought == o["refresh_months"]:
            led.add("capex net of resale", "residual", m, -fleet * price * resale(o["refresh_months"]))
            bought = None
        if bought is None:  # buy (or replace) the fleet; racks are set up once (running maximum)
            if m == L:
                led.add("colocation (per-kW fee, set-up)", "space", m, racks * c("setup_fee_per_rack"))
                led.add("cooling (high-density premium)", "cooling", m,
                        racks * money(cool.get("capex_per_rack", 0), site["currency"]))
            led.add("capex net of resale", "hardware", m, fleet * price)
            led.add("install", "hardware", m, fleet * price * o["install_pct"])
            led.add("network (fabric, cross-connects, transit)", "hardware", m, fleet * netcap)
            bought = m
        colo = (1 + site["colo_annual_change"]) ** (m // 12)
        energy = (1 + site["energy_annual_change"]) ** (m // 12)
        kwh = HPM * fleet * srv["power_idle_kw"] + (srv["power_max_kw"] - srv["power_idle_kw"]) / gps * gpuh
        t = m + 1
        led.add("power (energy)", "power", t, kwh * cool["pue"] * c("energy_per_kwh") * energy)
        led.add("colocation (per-kW fee, set-up)", "power", t, fee_kw * c("power_per_kw_month") * colo)
        led.add("colocation (per-kW fee, set-up)", "space", t, racks * c("space_per_rack_month") * colo)
        led.add("cooling (high-density premium)", "cooling", t,
                racks * money(cool.get("monthly_per_rack", 0), site["currency"]) * colo)
        led.add("network (fabric, cross-connects, transit)", "network", t,
                (racks * site["cross_connects_per_rack"] * c("cross_connect_month") +
                 site["transit_mbps"] * c("transit_per_mbps_month")) * colo)
        led.add("staff and remote hands", "operations", t,
                site["remote_hands_hours_month"] * c("remote_hands_per_hour") * colo +
                site["staff_fte"] * c("staff_annual_cost") / 12)
        led.add("maintenance", "operations", t, fleet * price * o["maintenance_annual_pct"] / 12)
        led.add("insurance", "operations", t, fleet * price * o.get("insurance_annual_pct", 0) / 12)
    if bought is not None and o.get("credit_terminal_value", True):
        led.add("capex net of resale", "residual", H, -fleet * price * resale(H - bought))
    facts = {"servers": need, "spares": fleet - need, "racks": racks, "fee_kw": fee_kw, "basis": basis,
             "servers_per_rack": spr}
    return led, facts


def renting(wb):
    """On demand (4.1) and reserved (4.2) for the case's one offer: nominal and present value."""
    s = wb["scenarios"][0]
    fx = dict(s["fx_per_usd"], USD=1.0)
    off, wl, H = s["rental_offers"][0], s["workloads"][0], s["horizon_months"]
    conv = lambda a: a / fx[off["currency"]] * fx[s["reporting_currency"]]
    rm = (1 + s["discount_rate_annual"]) ** (1 / 12) - 1
    disc = lambda t: (1 + rm) ** -t
    weights = [1.0] * W if wl["profile"] == "flat" else wl["profile"]
    mean_w = sum(weights) / W
    demand = [wl["gpu_hours_per_month"] / HPM * x / mean_w for x in weights]  # GPUs by hour of week
    esc = lambda m: (1 + off.get("annual_price_change", 0)) ** (m // 12)
    od = lambda m: conv(off["on_demand_per_gpu_hour"]) * esc(m)
    on_demand = [(wl["gpu_hours_per_month"] * od(m), m + 1) for m in range(H)]
    term, unit = int(off["reserved_term_months"]), off.get("reserved_unit_gpus", 8)
    reserved = []
    for start in range(0, H, term):
        months = range(start, min(start + term, H))
        p_res = conv(off["reserved_per_gpu_month"]) * esc(start)
        best = None
        for n in range(ceil_t(max(demand) / unit) + 1):
            r = n * unit
            flows = [(r * p_res + HPM / W * sum(max(d - r, 0) for d in demand) * od(m), m + 1) for m in months]
            pv = sum(a * disc(t) for a, t in flows)
            if best is None or pv < best[0] - 1e-9 * max(1, abs(best[0])):
                best = (pv, flows)
        reserved += best[1]
    hours = [(wl["gpu_hours_per_month"], m + 1) for m in range(H)]
    pv_hours = sum(h * disc(t) for h, t in hours)
    summary = lambda flows: {"nominal": sum(a for a, _ in flows), "pv": sum(a * disc(t) for a, t in flows)}
    return summary(on_demand), summary(reserved), wl["gpu_hours_per_month"] * H, pv_hours


def audit(wb):
    full, facts = owned(wb)
    base, _ = owned(wb, spares=False)
    od, res, hours, pv_hours = renting(wb)
    lines = {ln: base.nominal(ln) / hours for ln in LINES if ln != "spares"}
    lines["spares"] = (full.nominal() - base.nominal()) / hours
    nominal = full.nominal() / hours
    levelised = full.pv() / pv_hours
    return {"lines": lines, "nominal": nominal, "levelised": levelised, "capital": levelised - nominal,
            "facts": facts, "on_demand": (od["nominal"] / hours, od["pv"] / pv_hours),
            "reserved": (res["nominal"] / hours, res["pv"] / pv_hours), "ledger": full,
            "pv": full.pv(), "od_nominal": od["nominal"], "res_nominal": res["nominal"]}


# ----------------------------------------------------------------------------- output
def table(presets, columns=4):
    """The audit tables in Markdown, `columns` cases to a table."""
    jpy = v(presets["scenarios"][0]["fx_per_usd"]["JPY"])
    rows = [(name, audit(wb)) for name, g, r, u, h, x in cases()
            if (wb := case_workbook(presets, name, g, r, u, h, x)) is not None]
    out = []
    for start in range(0, len(rows), columns):
        part = rows[start:start + columns]
        out += ["", "| JPY per GPU-hour | " + " | ".join(n for n, _ in part) + " |", "|---|" + "---:|" * len(part)]
        for ln in LINES:
            out.append(f"| {ln} | " + " | ".join(f"{a['lines'][ln]:.1f}" for _, a in part) + " |")
        fmt = lambda key: " | ".join(f"**{a[key]:.1f}**" for _, a in part)
        out.append(f"| **owned, nominal** (cost_per_gpu_hour) | {fmt('nominal')} |")
        out.append("| cost of capital (levelised - nominal) | " +
                   " | ".join(f"{a['capital']:.1f}" for _, a in part) + " |")
        out.append(f"| **owned, levelised** at the discount rate | {fmt('levelised')} |")
        out.append("| owned, levelised, USD | " + " | ".join(f"{a['levelised'] / jpy:.2f}" for _, a in part) + " |")
        for label, key in (("rent on demand", "on_demand"), ("rent reserved (+ on-demand peaks)", "reserved")):
            out.append(f"| {label}, nominal / levelised | " +
                       " | ".join(f"{a[key][0]:.1f} / {a[key][1]:.1f}" for _, a in part) + " |")
        out.append("| servers+spares, racks, fee kW | " + " | ".join(
            f"{a['facts']['servers']}+{a['facts']['spares']}, {a['facts']['racks']}, {a['facts']['fee_kw']:g} "
            f"{a['facts']['basis']}" for _, a in part) + " |")
    return "\n".join(out[1:])


def check(presets, cli, presets_are_shipped):
    problems = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, g, r, u, h, x in cases():
            wb = case_workbook(presets, name, g, r, u, h, x)
            if wb is None:
                continue
            committed = os.path.join(HERE, "cases", name + ".fleetcost")
            if presets_are_shipped and (not os.path.exists(committed) or
                                        json.load(open(committed, encoding="utf-8")) != wb):
                print(f"{name}: tools/audit/cases/{name}.fleetcost is not the presets' case: run --write-cases")
                problems += 1
            path = os.path.join(tmp, name + ".fleetcost")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(wb, f)
            run = subprocess.run([cli, "evaluate", path, "--format", "json"], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{name}: fleetcost-cli failed: {run.stderr.strip()}")
                problems += 1
                continue
            plans = {p["name"]: p for p in json.loads(run.stdout)["scenarios"][0]["plans"]}
            a = audit(wb)
            before = problems
            want = {("Colocate", c): sum(a["ledger"].by_cat[c]) for c in CATEGORIES}
            want[("Colocate", "pv_cost")] = a["pv"]
            want[("Colocate", "cost_per_gpu_hour")] = a["nominal"]
            want[("Rent on demand", "nominal_cost")] = a["od_nominal"]
            want[("Rent reserved", "nominal_cost")] = a["res_nominal"]
            for (plan, key), expected in want.items():
                p = plans[plan]
                got = sum(p["flows"][key]) if key in CATEGORIES else p[key]
                if abs(got - expected) > max(1e-6, 1e-9 * abs(expected)):  # 1e-6 yen: rounding noise
                    print(f"{name}: {plan} {key}: audit {expected!r}, fleetcost-cli {got!r}")
                    problems += 1
            print(f"{name}: {'same' if problems == before else 'DIFFERENT'}: colocate {a['nominal']:.2f} JPY/GPU-h "
                  f"(CLI {plans['Colocate']['cost_per_gpu_hour']:.2f}), on demand "
                  f"{plans['Rent on demand']['cost_per_gpu_hour']:.2f}, reserved "
                  f"{plans['Rent reserved']['cost_per_gpu_hour']:.2f}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--presets", default=DEFAULT_PRESETS)
    ap.add_argument("--write-cases", metavar="DIR")
    ap.add_argument("--check", metavar="CLI")
    args = ap.parse_args()
    with open(args.presets, encoding="utf-8") as f:
        presets = json.load(f)
    if args.write_cases:
        os.makedirs(args.write_cases, exist_ok=True)
        for name, g, r, u, h, x in cases():
            if (wb := case_workbook(presets, name, g, r, u, h, x)) is None:
                continue
            with open(os.path.join(args.write_cases, name + ".fleetcost"), "w", encoding="utf-8") as f:
                json.dump(wb, f, ensure_ascii=False, indent=1)
                f.write("\n")
        return 0
    if args.check:
        shipped = os.path.abspath(args.presets) == os.path.abspath(DEFAULT_PRESETS)
        return 1 if check(presets, args.check, shipped) else 0
    print(table(presets))
    return 0


if __name__ == "__main__":
    sys.exit(main())
