#!/usr/bin/env python3
"""Checks the shipped workbooks (presets and examples) against the rules of MODEL.md sections 0, 2, 4, 8 and 9
and the asset policy: every number is a figure with source and as_of, except deliberate zeros.

Usage: check_assets.py [FILE ...]   (default: presets.fleetcost and ../examples/tokyo-vs-hong-kong.fleetcost).
Stdlib only. The workbook's keys (whole-number figures, required keys, the catalogues, every key a
shipped file may write) come from the generated JSON Schema (tools/schema/workbook_schema.py: build
it first, or set FLEETCOST_WORKBOOK_SCHEMA).
Prints one "FILE POINTER: message" line per problem; exit status 1 when there is any.
"""
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "schema"))
import workbook_schema  # noqa: E402  (the generated schema's keys)

SCHEMA = workbook_schema.load()
WHOLE = SCHEMA.whole_keys()
# Keys the shipped files add beside the format's own (FleetCost keeps them): an object's note, a
# restriction's source. Any other key the schema does not name is a typo FleetCost would ignore.
SHIPPED_EXTRA_KEYS = {"note", "restriction_source"}
# The catalogues: the scenario's lists of objects with an id, in the file's order.
CATALOGUES = [k for k in SCHEMA.keys("Scenario")
              if SCHEMA.child("Scenario", k) and "id" in SCHEMA.keys(SCHEMA.child("Scenario", k))]
PRESET_GPUS = ["h100_sxm", "h200_sxm", "b200", "a100_80gb_sxm", "l40s", "l4"]
HK_RESTRICTED = {"h100_sxm", "h200_sxm", "b200", "a100_80gb_sxm", "l40s", "b300", "gb200", "gb300"}
STRATEGIES = {"rent_on_demand", "rent_reserved", "colocate", "hybrid", "api", "portfolio"}
PROFILES = {"flat", "business_hours", "diurnal"}
EXAMPLE_PLANS = [f"{p} — {r}" for r in ("Tokyo", "Hong Kong")
                 for p in ("Rent on demand", "Rent reserved", "Colocate", "Hybrid")]
# The first scenario adds a hosted API plan last (docs/MODEL.md section 12).
API_PLANS = EXAMPLE_PLANS + ["Hosted API — Tokyo"]
# The GB300 example (examples/gb300-training-cluster.fleetcost, build_assets.py gb300_example).
GB300_PLANS = ["Rent on demand — B300, Tokyo", "Rent reserved — B300 1-year, Tokyo", "Rent reserved — B300 3-year, Tokyo",
               "Colocate — GB300 NVL72, Tokyo liquid-cooled hall", "Hybrid — GB300 NVL72, Tokyo liquid-cooled hall",
               "Portfolio — own GB300 for training, API for inference",
               "Rent on demand with spot — B300, Tokyo"]
# The steady-training scenario owns at the Tokyo wholesale suite (build_assets.py, steady_workloads).
STEADY_PLANS = [n.replace("Colocate — Tokyo", "Colocate — Tokyo wholesale").replace("Hybrid — Tokyo",
                                                                                     "Hybrid — Tokyo wholesale")
                for n in EXAMPLE_PLANS]
RESERVED_FACTOR = 730 * (1 - 0.375)  # reserved_discount_1yr
# docs/file-format.md, "Evidence" (issue 24): every shipped figure says what kind of evidence it rests on.
EVIDENCE_KINDS = ("quote", "list_price", "index", "specification", "estimate")


class Checker:
    def __init__(self, name):
        self.name = name
        self.problems = []

    def bad(self, pointer, message):
        self.problems.append(f"{self.name} {pointer}: {message}")

    # -- figures -------------------------------------------------------------
    def walk(self, node, pointer, key=None):
        """Checks every numeric leaf: a figure with source/as_of and ordered bounds, or a deliberate 0."""
        if isinstance(node, dict) and "value" in node:
            self.figure(node, pointer, key)
            return
        if isinstance(node, dict):
            for k, v in node.items():
                self.walk(v, f"{pointer}/{k}", k)
        elif isinstance(node, list):
            if key == "profile":
                return
            for i, v in enumerate(node):
                self.walk(v, f"{pointer}/{i}", key)
        elif isinstance(node, bool) or node is None or isinstance(node, str):
            return
        elif isinstance(node, (int, float)):
            if node != 0:
                self.bad(pointer, f"plain number {node}: shipped numbers must be figures with source and as_of "
                                  "(only deliberate zeros may be plain)")

    def figure(self, f, pointer, key):
        for part in ("value", "low", "high"):
            if part in f and (isinstance(f[part], bool) or not isinstance(f[part], (int, float))
                              or not math.isfinite(f[part])):
                self.bad(f"{pointer}/{part}", f"must be a finite number, got {f[part]!r}")
                return
        v = f["value"]
        lo, hi = f.get("low", v), f.get("high", v)
        if not lo <= v <= hi:
            self.bad(pointer, f"bounds must be ordered low <= value <= high, got {lo} <= {v} <= {hi}")
        for meta in ("source", "as_of"):
            if not isinstance(f.get(meta), str) or not f[meta].strip():
                self.bad(f"{pointer}/{meta}", "a shipped figure needs a non-empty " + meta)
        if f.get("evidence") not in EVIDENCE_KINDS:
            self.bad(f"{pointer}/evidence", f"a shipped figure needs evidence, one of {', '.join(EVIDENCE_KINDS)}; "
                                            f"got {f.get('evidence')!r}")
        if isinstance(f.get("as_of"), str) and f["as_of"].strip() and not is_date(f["as_of"]):
            self.bad(f"{pointer}/as_of", f"must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got {f['as_of']!r}")
        note = f.get("note", "")
        if "NOT FOUND" in f.get("source", "") or "NOT FOUND" in note:
            self.bad(f"{pointer}/source", "say what the estimate was derived from ('estimate: ...'), not NOT FOUND")
        if "estimate" in f.get("source", "").lower()[:40] and "estimate" not in note.lower():
            self.bad(f"{pointer}/note", "an estimated figure needs a note that says so and shows how it was built")
        if key in WHOLE:
            for x in (lo, v, hi):
                if float(x) != int(x):
                    self.bad(pointer, f"{key} must be a whole number, got {x}")


def is_date(text):
    """YYYY, YYYY-MM or YYYY-MM-DD with a real month and day (model/scenario/evidence_date.cpp)."""
    import datetime
    import re
    m = re.fullmatch(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?", text)
    if not m or not 1900 <= int(m.group(1)) <= 2999:
        return False
    try:
        datetime.date(int(m.group(1)), int(m.group(2) or 1), int(m.group(3) or 1))
    except ValueError:
        return False
    return True


def servers_per_rack(option, site, server, which_kw="value", which_srv="value"):
    """MODEL.md section 4.4 with issue 24's fit rule: 0 when the cooling kinds differ; otherwise
    min(floor(max_kw / power_max_kw), 1 for a rack-scale server or floor(usable U / rack units),
    floor(max_kg / weight_kg) when both are stated)."""
    if server.get("cooling_kind", "air") != option.get("kind", "air"):
        return 0
    kw, pmax = val(option["max_kw_per_rack"], which_kw), val(server["power_max_kw"], which_srv)
    spr = math.floor(kw / pmax + 1e-9)
    if server.get("rack_scale"):
        spr = min(spr, 1)
    else:
        spr = min(spr, math.floor(val(site.get("usable_rack_units", 42), which_kw) / val(server["rack_units"], which_srv)
                                  + 1e-9))
    if option.get("max_kg_per_rack") is not None and server.get("weight_kg") is not None:
        spr = min(spr, math.floor(val(option["max_kg_per_rack"], which_kw) / val(server["weight_kg"], which_srv) + 1e-9))
    return spr


def val(x, which="value"):
    """The value (or a bound) of a figure or plain number; None when absent."""
    if isinstance(x, dict):
        return x.get(which, x.get("value"))
    return x


def bounds(x):
    return [b for b in (val(x, "low"), val(x), val(x, "high")) if b is not None]


def required(name, checked_elsewhere=()):
    """The keys the schema requires of an object, less those an id or name check reports."""
    return [k for k in SCHEMA.required(name) if k not in checked_elsewhere]


def check_scenario(c, s, p):
    c.walk(s, p)
    for k in required("Scenario"):
        if k not in s:
            c.bad(f"{p}/{k}", "is required")
    if not all(1 <= h <= 600 for h in bounds(s.get("horizon_months"))):
        c.bad(f"{p}/horizon_months", "must be 1..600")
    fx = s.get("fx_per_usd", {})
    for cur, f in fx.items():
        if cur == "USD" and val(f) != 1:
            c.bad(f"{p}/fx_per_usd/USD", "must be 1 or absent")
        if not all(b > 0 for b in bounds(f)):
            c.bad(f"{p}/fx_per_usd/{cur}", "fx rates must be > 0")

    def need_cur(cur, pointer):
        if cur != "USD" and cur not in fx:
            c.bad(pointer, f"currency {cur} has no fx_per_usd entry")

    need_cur(s.get("reporting_currency"), f"{p}/reporting_currency")
    if any(b <= -1 for b in bounds(s.get("discount_rate_annual", 0))):
        c.bad(f"{p}/discount_rate_annual", "must be > -1")

    o = s.get("ownership", {})
    need_cur(o.get("currency", s.get("reporting_currency")), f"{p}/ownership/currency")
    if not all(0 <= b <= 1 for b in bounds(o.get("resale_annual_decline", 0.35))):
        c.bad(f"{p}/ownership/resale_annual_decline", "must be in [0, 1]")
    if not all(0 <= b <= 10 for b in bounds(o.get("headroom", 0))):
        c.bad(f"{p}/ownership/headroom", "must be in [0, 10]")
    for k in ("spare_ratio", "install_pct", "maintenance_annual_pct", "license_per_gpu_year", "lead_time_months"):
        if not all(b >= 0 for b in bounds(o.get(k, 0))):
            c.bad(f"{p}/ownership/{k}", "must be >= 0")
    if not all(b >= 1 for b in bounds(o.get("refresh_months", 48))):
        c.bad(f"{p}/ownership/refresh_months", "must be >= 1")
    if any(b <= -1 for b in bounds(o.get("hardware_annual_price_change", 0))):
        c.bad(f"{p}/ownership/hardware_annual_price_change", "must be > -1")

    def ids(list_key, id_key="id"):
        seen = {}
        for i, e in enumerate(s.get(list_key, [])):
            ident = e.get(id_key)
            if ident is None:
                c.bad(f"{p}/{list_key}/{i}/{id_key}", "is required")
            elif ident in seen:
                c.bad(f"{p}/{list_key}/{i}/{id_key}", f"duplicate {id_key} {ident!r}")
            else:
                seen[ident] = e
        return seen

    regions, gpus, servers = ids("regions"), ids("gpu_models"), ids("server_models")
    sites, offers = ids("sites"), ids("rental_offers")
    workloads, plans = ids("workloads", "name"), ids("plans", "name")
    ids("api_offers")

    for i, a in enumerate(s.get("api_offers", [])):  # docs/MODEL.md section 12
        ap = f"{p}/api_offers/{i}"
        for key in required("ApiOffer", ("id",)):
            if key not in a:
                c.bad(f"{ap}/{key}", "required")
        if a.get("region") not in regions:
            c.bad(f"{ap}/region", f"unknown region {a.get('region')!r}")
        need_cur(a.get("currency"), f"{ap}/currency")
        for key in ("input_per_million_tokens", "output_per_million_tokens", "cached_input_per_million_tokens"):
            if key in a and not all(b >= 0 for b in bounds(a[key])):
                c.bad(f"{ap}/{key}", "must be >= 0")

    for i, r in enumerate(s.get("regions", [])):
        rp = f"{p}/regions/{i}"
        if not all(b >= 0 for b in bounds(r.get("grid_kg_co2_per_kwh", 0))):
            c.bad(f"{rp}/grid_kg_co2_per_kwh", "must be >= 0")
        for j, g in enumerate(r.get("restricted_gpus", [])):
            if g not in gpus:
                c.bad(f"{rp}/restricted_gpus/{j}", f"unknown GPU id {g!r}")
        if r.get("restricted_gpus") and not r.get("restriction_note"):
            c.bad(f"{rp}/restriction_note", "restricted GPUs need a note quoting the restriction")
        tax = r.get("tax", {})
        rate = tax.get("tax_rate", 0)
        if not all(0 <= b <= 1 for b in bounds(rate)):
            c.bad(f"{rp}/tax/tax_rate", "must be in [0, 1]")
        dep = tax.get("depreciation")
        if val(rate) and not dep:
            c.bad(f"{rp}/tax/depreciation", "is required when tax_rate > 0")
        if dep:
            m = dep.get("method")
            if m not in ("immediate", "straight_line", "declining_balance"):
                c.bad(f"{rp}/tax/depreciation/method", f"unknown method {m!r}")
            if m in ("straight_line", "declining_balance"):
                life = bounds(dep.get("useful_life_years"))
                if not life or not all(b >= 1 and float(b) == int(b) for b in life):
                    c.bad(f"{rp}/tax/depreciation/useful_life_years", "must be a whole number >= 1")
            if m == "declining_balance" and not all(b > 0 for b in bounds(dep.get("factor"))) or \
                    m == "declining_balance" and "factor" not in dep:
                c.bad(f"{rp}/tax/depreciation/factor", "must be > 0 for declining balance")

    for i, g in enumerate(s.get("gpu_models", [])):
        for k in ("name", "vram_gb", "memory_bandwidth_tbs", "bf16_tflops", "tdp_w"):
            if k not in g:
                c.bad(f"{p}/gpu_models/{i}/{k}", "is expected in the shipped catalogue")

    for i, sv in enumerate(s.get("server_models", [])):
        sp = f"{p}/server_models/{i}"
        for k in required("ServerModel", ("id",)):
            if k not in sv:
                c.bad(f"{sp}/{k}", "is required")
        if sv.get("gpu") not in gpus:
            c.bad(f"{sp}/gpu", f"unknown GPU id {sv.get('gpu')!r}")
        need_cur(sv.get("currency"), f"{sp}/currency")
        for k in ("gpus", "power_max_kw", "rack_units"):
            if not all(b > 0 for b in bounds(sv.get(k))):
                c.bad(f"{sp}/{k}", "must be > 0")
        for k in ("price", "network_capex", "power_idle_kw"):
            if not all(b >= 0 for b in bounds(sv.get(k, 0))):
                c.bad(f"{sp}/{k}", "must be >= 0")
        if val(sv.get("power_idle_kw", 0), "high") > val(sv.get("power_max_kw"), "low"):
            c.bad(f"{sp}/power_idle_kw", "must stay <= power_max_kw at every bound (idle high <= max low)")

    money_site = ("space_per_rack_month", "power_per_kw_month", "energy_per_kwh", "setup_fee_per_rack",
                  "cross_connects_per_rack", "cross_connect_month", "transit_mbps", "transit_per_mbps_month",
                  "remote_hands_hours_month", "remote_hands_per_hour", "staff_fte", "staff_annual_cost")
    for i, st in enumerate(s.get("sites", [])):
        sp = f"{p}/sites/{i}"
        for k in required("Site", ("id",)):
            if k not in st:
                c.bad(f"{sp}/{k}", "is required")
        if st.get("region") not in regions:
            c.bad(f"{sp}/region", f"unknown region {st.get('region')!r}")
        need_cur(st.get("currency"), f"{sp}/currency")
        for k in money_site:
            if not all(b >= 0 for b in bounds(st.get(k, 0))):
                c.bad(f"{sp}/{k}", "must be >= 0")
        for k in ("colo_annual_change", "energy_annual_change"):
            if any(b <= -1 for b in bounds(st.get(k, 0))):
                c.bad(f"{sp}/{k}", "must be > -1")
        if st.get("power_fee_basis", "allocated") not in ("allocated", "used"):
            c.bad(f"{sp}/power_fee_basis", f"must be allocated or used, got {st.get('power_fee_basis')!r}")
        if not all(b > 0 for b in bounds(st.get("usable_rack_units", 42))):
            c.bad(f"{sp}/usable_rack_units", "must be > 0")
        names = set()
        for j, opt in enumerate(st.get("cooling_options", [])):
            op = f"{sp}/cooling_options/{j}"
            if opt.get("name") in names:
                c.bad(f"{op}/name", f"duplicate cooling name {opt.get('name')!r}")
            names.add(opt.get("name"))
            if not all(b > 0 for b in bounds(opt.get("max_kw_per_rack"))):
                c.bad(f"{op}/max_kw_per_rack", "must be > 0")
            if "pue" not in opt or not all(1.0 <= b <= 3.0 for b in bounds(opt.get("pue"))):
                c.bad(f"{op}/pue", f"must be between 1.0 and 3.0 at every bound, got {bounds(opt.get('pue'))}")
            for k in ("capex_per_rack", "monthly_per_rack"):
                if not all(b >= 0 for b in bounds(opt.get(k, 0))):
                    c.bad(f"{op}/{k}", "must be >= 0")
        chosen = next((o for o in st.get("cooling_options", []) if o.get("name") == st.get("cooling")), None)
        kind = (chosen or {}).get("kind", "air")
        for j, opt in enumerate(st.get("cooling_options", [])):
            if opt.get("kind", "air") not in ("air", "liquid"):
                c.bad(f"{sp}/cooling_options/{j}/kind", f"must be air or liquid, got {opt.get('kind')!r}")
        if kind == "air" and len(st.get("cooling_options", [])) < 3:
            c.bad(f"{sp}/cooling_options", "expected at least three options (standard air, high density, liquid)")
        if st.get("cooling") not in names:
            c.bad(f"{sp}/cooling", f"{st.get('cooling')!r} is not one of the site's cooling options")
        note = st.get("note", "")
        if "Cannot host" not in note and "cannot host" not in note:
            c.bad(f"{sp}/note", "a shipped site's note says what it cannot host (issue 24)")
        # Every server of the chosen option's cooling kind must fit it, at the base case and at the worst
        # bounds (risk draws): MODEL.md section 4.4's fit rule (kind, kW, U unless rack-scale, kg when stated).
        if chosen:
            fitting = 0
            for sv in s.get("server_models", []):
                if sv.get("cooling_kind", "air") != kind:
                    continue
                for label, which_kw, which_srv in (("base", "value", "value"), ("worst bound", "low", "high")):
                    spr = servers_per_rack(chosen, st, sv, which_kw, which_srv)
                    if spr < 1:
                        c.bad(f"{sp}/cooling", f"{label}: {val(sv['power_max_kw'], which_srv)} kW / "
                                               f"{val(sv['rack_units'], which_srv)}U server {sv['id']} does not fit the "
                                               f"{val(chosen['max_kw_per_rack'], which_kw)} kW {st['cooling']} rack at "
                                               f"{st.get('name', st['id'])}")
                fitting += 1
            if s.get("server_models") and not fitting:
                c.bad(f"{sp}/cooling", f"no server of the catalogue is {kind}-cooled: nothing can be owned here")

    for i, of in enumerate(s.get("rental_offers", [])):
        op = f"{p}/rental_offers/{i}"
        for k in required("RentalOffer", ("id",)):
            if k not in of:
                c.bad(f"{op}/{k}", "is required")
        if of.get("region") not in regions:
            c.bad(f"{op}/region", f"unknown region {of.get('region')!r}")
        if of.get("gpu") not in gpus:
            c.bad(f"{op}/gpu", f"unknown GPU id {of.get('gpu')!r}")
        need_cur(of.get("currency"), f"{op}/currency")
        for k in ("on_demand_per_gpu_hour", "reserved_per_gpu_month", "kwh_per_gpu_hour"):
            if not all(b >= 0 for b in bounds(of.get(k, 0))):
                c.bad(f"{op}/{k}", "must be >= 0")
        for k in ("reserved_term_months", "reserved_unit_gpus"):
            if not all(b >= 1 for b in bounds(of.get(k, 1))):
                c.bad(f"{op}/{k}", "must be >= 1")
        if any(b <= -1 for b in bounds(of.get("annual_price_change", 0))):
            c.bad(f"{op}/annual_price_change", "must be > -1")
        od, res = val(of.get("on_demand_per_gpu_hour")), val(of.get("reserved_per_gpu_month"))
        derived_res = str((of.get("reserved_per_gpu_month") or {}).get("note", "")).startswith("derived: on-demand")
        if not derived_res and isinstance(of.get("reserved_per_gpu_month"), dict) and not \
                of["reserved_per_gpu_month"].get("note", "").startswith("estimate:"):
            c.bad(f"{op}/reserved_per_gpu_month", "a reserved price is derived from on demand or says how it was estimated")
        if derived_res and od is not None and res is not None and abs(res - od * RESERVED_FACTOR) > 0.01 * max(1, res):
            c.bad(f"{op}/reserved_per_gpu_month", f"expected on-demand x 730 x (1 - 0.375) = {od * RESERVED_FACTOR:.2f}, "
                                                  f"got {res}")

    used_gpus = []
    for i, w in enumerate(s.get("workloads", [])):
        wp = f"{p}/workloads/{i}"
        for k in required("Workload"):
            if k not in w:
                c.bad(f"{wp}/{k}", "is required")
        if w.get("kind") not in ("training", "fine_tuning", "inference"):
            c.bad(f"{wp}/kind", f"unknown kind {w.get('kind')!r}")
        if w.get("gpu") not in gpus:
            c.bad(f"{wp}/gpu", f"unknown GPU id {w.get('gpu')!r}")
        elif w["gpu"] not in used_gpus:
            used_gpus.append(w["gpu"])
        by_hours = "gpu_hours_per_month" in w
        by_tokens = "avg_tokens_per_second" in w or "tokens_per_second_per_gpu" in w
        if by_hours == by_tokens:
            c.bad(wp, "needs exactly one form of demand")
        if by_tokens and not all(b > 0 for b in bounds(w.get("tokens_per_second_per_gpu"))):
            c.bad(f"{wp}/tokens_per_second_per_gpu", "must be > 0")
        for k in ("gpu_hours_per_month", "avg_tokens_per_second"):
            if not all(b >= 0 for b in bounds(w.get(k, 0))):
                c.bad(f"{wp}/{k}", "must be >= 0")
        if any(b <= -1 for b in bounds(w.get("annual_growth", 0))):
            c.bad(f"{wp}/annual_growth", "must be > -1")
        prof = w.get("profile", "flat")
        if isinstance(prof, list):
            if len(prof) != 168 or any(x < 0 for x in prof) or not any(prof):
                c.bad(f"{wp}/profile", "a custom profile needs 168 weights >= 0, not all zero")
        elif prof not in PROFILES:
            c.bad(f"{wp}/profile", f"unknown profile {prof!r}")
        start, end = val(w.get("start_month", 0)), val(w.get("end_month"))
        if end is not None and end <= start:
            c.bad(f"{wp}/end_month", "must be after start_month")

    lead = val(o.get("lead_time_months", 0))
    for i, pl in enumerate(s.get("plans", [])):
        pp = f"{p}/plans/{i}"
        st = pl.get("strategy")
        if st not in STRATEGIES:
            c.bad(f"{pp}/strategy", f"unknown strategy {st!r}")
            continue
        if st == "portfolio":  # docs/MODEL.md section 13: one assignment per workload, each a typed supply
            names = [a.get("workload") for a in pl.get("assignments", [])]
            if sorted(names) != sorted(workloads):
                c.bad(f"{pp}/assignments", f"a portfolio assigns every workload once, got {names}")
            for k, a in enumerate(pl.get("assignments", [])):
                if a.get("strategy") not in STRATEGIES - {"portfolio"}:
                    c.bad(f"{pp}/assignments/{k}/strategy", f"unknown strategy {a.get('strategy')!r}")
                if a.get("strategy") in ("colocate", "hybrid") and a.get("site") not in sites:
                    c.bad(f"{pp}/assignments/{k}/site", f"unknown site {a.get('site')!r}")
            continue
        owning = st in ("colocate", "hybrid")
        if owning and pl.get("site") not in sites:
            c.bad(f"{pp}/site", f"unknown site {pl.get('site')!r}")
        needs_region = st in ("rent_on_demand", "rent_reserved", "hybrid", "api") or (st == "colocate" and lead > 0)
        region = pl.get("rental_region")
        if needs_region and region not in regions:
            c.bad(f"{pp}/rental_region", f"{st} needs a known rental_region, got {region!r}")
        for g in used_gpus:
            if owning and not any(sv.get("gpu") == g for sv in s.get("server_models", [])):
                c.bad(f"{pp}/site", f"plan {pl['name']!r}: no server model for GPU {g}")
            if region is None:
                continue
            match = [of for of in s.get("rental_offers", []) if of.get("region") == region and of.get("gpu") == g
                     and ("provider" not in pl or of.get("provider") == pl["provider"])]
            if not match:
                c.bad(f"{pp}/rental_region", f"plan {pl['name']!r}: no offer for GPU {g} in {region}")
                continue
            if "on_demand_per_gpu_hour" not in match[0]:
                c.bad(pp, f"offer {match[0]['id']} needs on_demand_per_gpu_hour for plan {pl['name']!r}")
            if st == "rent_reserved" and not all(k in match[0] for k in ("reserved_per_gpu_month", "reserved_term_months")):
                c.bad(pp, f"offer {match[0]['id']} needs reserved fields for plan {pl['name']!r}")
        fin = pl.get("financing")
        if fin and fin.get("method") == "lease":
            if "term_months" not in fin or not all(b >= 1 for b in bounds(fin["term_months"])):
                c.bad(f"{pp}/financing/term_months", "is required and must be >= 1")
    return gpus, servers


def check_presets(c, doc):
    sc = doc["scenarios"]
    if len(sc) != 1 or sc[0].get("name") != "FleetCost shipped defaults":
        c.bad("/scenarios", "presets hold exactly one scenario named 'FleetCost shipped defaults'")
        return
    s = sc[0]
    if s.get("workloads") or s.get("plans"):
        c.bad("/scenarios/0", "presets hold no workloads and no plans")
    ids = [g["id"] for g in s["gpu_models"]]
    for g in PRESET_GPUS:
        if g not in ids:
            c.bad("/scenarios/0/gpu_models", f"missing GPU model {g}")
    if [sv["gpu"] for sv in s["server_models"]] != ids:
        c.bad("/scenarios/0/server_models", "expected exactly one server per GPU model, in gpu_models order")
    for i, r in enumerate(s["regions"]):
        want = HK_RESTRICTED if r["id"] == "hong_kong" else set()
        if set(r.get("restricted_gpus", [])) != want:
            c.bad(f"/scenarios/0/regions/{i}/restricted_gpus", f"expected {sorted(want)}")
    if sorted(set(st["region"] for st in s["sites"])) != ["hong_kong", "osaka", "tokyo"]:
        c.bad("/scenarios/0/sites", "expected a site in every region (tokyo, osaka, hong_kong)")
    for region in ("tokyo", "osaka", "hong_kong"):
        if f"{region}_colo" not in [st["id"] for st in s["sites"] if st["region"] == region]:
            c.bad("/scenarios/0/sites", f"expected the site {region}_colo (the GUI's new-workbook template uses it)")
    for region in ("tokyo", "osaka", "hong_kong"):
        for g in PRESET_GPUS:
            if not any(o["region"] == region and o["gpu"] == g for o in s["rental_offers"]):
                c.bad("/scenarios/0/rental_offers", f"no offer for {g} in {region}")
    for region in ("tokyo", "hong_kong"):
        if not any(o["region"] == region for o in s.get("api_offers", [])):
            c.bad("/scenarios/0/api_offers", f"no hosted API offer in {region}")


def check_example(c, doc, presets):
    ps = presets["scenarios"][0] if presets else None
    for i, s in enumerate(doc["scenarios"]):
        p = f"/scenarios/{i}"
        names = [pl["name"] for pl in s.get("plans", [])]
        if names not in (EXAMPLE_PLANS, STEADY_PLANS, API_PLANS, GB300_PLANS):
            c.bad(f"{p}/plans", f"expected the plans {EXAMPLE_PLANS} (or, owning at the wholesale suite, "
                                f"{STEADY_PLANS}) in this order")
        if val(s.get("horizon_months")) != 60 or s.get("reporting_currency") != "JPY":
            c.bad(p, "expected a 60-month horizon reported in JPY")
        if ps is None:
            continue
        if s.get("discount_rate_annual") != ps["discount_rate_annual"]:
            c.bad(f"{p}/discount_rate_annual", "expected the presets' discount rate")
        for key in CATALOGUES:
            base = {e["id"]: e for e in ps.get(key, [])}
            for j, e in enumerate(s.get(key, [])):
                if e["id"] in base and e != base[e["id"]]:
                    c.bad(f"{p}/{key}/{j}", f"{e['id']} differs from the presets' entry (copies must match)")


def main(paths):
    presets_path = os.path.join(HERE, "presets.fleetcost")
    if not paths:
        # The teaching example uses round illustrative numbers, not copies of the presets.
        paths = [presets_path, os.path.join(HERE, "..", "examples", "tokyo-vs-hong-kong.fleetcost"),
                 os.path.join(HERE, "..", "examples", "gb300-training-cluster.fleetcost")]
    presets = None
    if os.path.exists(presets_path):
        with open(presets_path, encoding="utf-8") as f:
            presets = json.load(f)
    problems, scenarios = [], 0
    for path in paths:
        c = Checker(os.path.relpath(path))
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f, parse_constant=lambda x: (_ for _ in ()).throw(ValueError(f"{x} literal")))
        except (OSError, ValueError) as e:
            problems.append(f"{c.name}: cannot load: {e}")
            continue
        if doc.get("format") != "fleetcost-workbook" or doc.get("version") != 1:
            c.bad("/format", "expected format fleetcost-workbook, version 1")
        for pointer in SCHEMA.unknown_keys(doc):
            if pointer.rsplit("/", 1)[1] not in SHIPPED_EXTRA_KEYS:
                c.bad(pointer, "not a key of the workbook format (the schema); FleetCost would keep it unread")
        for i, s in enumerate(doc.get("scenarios", [])):
            check_scenario(c, s, f"/scenarios/{i}")
            scenarios += 1
        if os.path.abspath(path) == os.path.abspath(presets_path):
            check_presets(c, doc)
        else:
            check_example(c, doc, presets)
        problems += c.problems
    for line in problems:
        print(line)
    print(f"checked {len(paths)} file(s), {scenarios} scenario(s): {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
