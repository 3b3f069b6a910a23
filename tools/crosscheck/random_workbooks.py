#!/usr/bin/env python3
"""Writes seeded random FleetCost workbooks that switch every feature of MODEL.md on or off, for
the figure-by-figure cross-check of fleetcost-cli against the Python oracle.

Usage: random_workbooks.py OUTPUT_DIR COUNT [SEED] [--new-keys] [--goodput] [--spot] [--blocks]
Each workbook is valid by construction (servers fit their racks, every plan has its offers).
With --new-keys, each also gets the keys of docs/MODEL.md section 12 (hosted API offers and plans,
workloads' models and token splits, rental price paths), drawn from a second generator so that
the rest of the workbook is the same as without the flag.
With --goodput, each also gets the keys of docs/MODEL.md section 14 (training and fine-tuning
workloads' job_gpus, checkpoint_interval_hours and restart_hours, servers' and offers'
interruptions_per_1000_gpu_hours, ownership repair_hours, sometimes spare_ratio 0), from a third
generator, after those of --new-keys (which may turn a workload into an inference one).
With --spot, each also gets the keys of docs/MODEL.md section 15 (offers' spot_per_gpu_hour,
spot_interruptions_per_1000_gpu_hours and spot_availability, workloads' tolerates_interruption,
rent_on_demand plans and portfolio assignments with spot_share, and training jobs as --goodput
writes them where a workload has none), from a fourth generator, after the other two; the output
without the flag is byte-identical.
With --blocks, each also gets the keys of docs/MODEL.md section 16 (offers' block_per_gpu_hour and
block_days, commitment_per_gpu_hour and commitment_gpu_hours_per_month), demand that starts and
ends mid-horizon (so that blocks pay in some periods and not in others), a 1-6-month training run,
and rent_reserved assignments in a portfolio, from a fifth generator, after the other three; the
output without the flag is byte-identical. (The schema check below then needs a schema that names
§16's four offer keys, i.e. one built from C++ that has them.)
Every key written is checked against the generated JSON Schema (tools/schema/workbook_schema.py), so
a misspelt key fails here instead of being kept unread by fleetcost-cli.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "schema"))
import workbook_schema  # noqa: E402


def figure(rng, value):
    return {"value": value, "source": "random cross-check", "as_of": "2026-12"} if rng.random() < 0.3 else value


def workbook(rng, index):
    H = rng.choice([12, 24, 36, 48])
    lead = rng.choice([0, 0, 2, 5])
    regions = []
    for rid in ["r1", "r2"]:
        region = {"id": rid, "name": "Region " + rid, "grid_kg_co2_per_kwh": round(rng.uniform(0, 0.8), 3)}
        if rng.random() < 0.5:
            method = rng.choice(["immediate", "straight_line", "declining_balance"])
            dep = {"method": method}
            if method != "immediate":
                dep["useful_life_years"] = rng.choice([1, 3, 5])
            if method == "declining_balance":
                dep["factor"] = rng.choice([1.5, 2.0, 2.5])
            region["tax"] = {"tax_rate": round(rng.uniform(0.05, 0.4), 3), "depreciation": dep}
        regions.append(region)
    gpus = [{"id": g, "name": "GPU " + g} for g in ["g1", "g2", "g3"][: rng.choice([1, 2, 3])]]
    if rng.random() < 0.4:
        regions[1]["restricted_gpus"] = [gpus[0]["id"]]
        regions[1]["restriction_note"] = "export licence needed"
    servers = []
    for g in gpus:
        max_kw = round(rng.uniform(1, 12), 2)
        servers.append({"id": "s_" + g["id"], "gpu": g["id"], "gpus": rng.choice([1, 4, 8]), "currency": rng.choice(["USD", "JPY"]),
                        "price": 0, "network_capex": round(rng.uniform(0, 20000), 2),
                        "power_idle_kw": round(max_kw * rng.uniform(0, 0.5), 2), "power_max_kw": max_kw,
                        "rack_units": rng.choice([1, 2, 4, 8])})
        servers[-1]["price"] = figure(rng, round(rng.uniform(20000, 400000) * (150 if servers[-1]["currency"] == "JPY" else 1), 2))
    sites = []
    for sid, rid in [("site1", "r1"), ("site2", "r2")]:
        options = [{"name": "air", "max_kw_per_rack": round(rng.uniform(12, 40), 1), "pue": round(rng.uniform(1.1, 1.8), 2),
                    "capex_per_rack": round(rng.uniform(0, 8000), 2), "monthly_per_rack": round(rng.uniform(0, 500), 2)},
                   {"name": "liquid", "max_kw_per_rack": 60, "pue": 1.2, "capex_per_rack": 20000, "monthly_per_rack": 800}]
        sites.append({"id": sid, "name": "Site " + sid, "region": rid, "currency": rng.choice(["USD", "HKD"]),
                      "usable_rack_units": 42, "space_per_rack_month": round(rng.uniform(0, 1000), 2),
                      "power_per_kw_month": round(rng.uniform(0, 300), 2), "energy_per_kwh": round(rng.uniform(0, 0.3), 3),
                      "setup_fee_per_rack": round(rng.uniform(0, 3000), 2), "cross_connects_per_rack": rng.choice([0, 1, 2]),
                      "cross_connect_month": round(rng.uniform(0, 300), 2), "transit_mbps": rng.choice([0, 100, 1000]),
                      "transit_per_mbps_month": round(rng.uniform(0, 2), 2), "remote_hands_hours_month": rng.choice([0, 2, 5]),
                      "remote_hands_per_hour": round(rng.uniform(0, 200), 2), "staff_fte": rng.choice([0, 0, 0.5, 1]),
                      "staff_annual_cost": round(rng.uniform(0, 150000), 2), "colo_annual_change": round(rng.uniform(-0.1, 0.1), 3),
                      "energy_annual_change": round(rng.uniform(-0.1, 0.1), 3), "cooling": rng.choice(["air", "liquid"]),
                      "cooling_options": options})
        basis = rng.choice([None, "allocated", "used"])  # docs/MODEL.md 10.46; None = absent
        if basis:
            sites[-1]["power_fee_basis"] = basis
    if rng.random() < 0.25:  # MODEL.md 4.4: liquid-cooled servers, some a whole rack, with weights
        for server in servers:
            server["cooling_kind"] = "liquid"
            server["weight_kg"] = round(rng.uniform(60, 700), 1)
            if rng.random() < 0.5:
                server["rack_scale"] = True
                server["rack_units"] = 48  # above the usable 42: not checked for a whole rack
        for st in sites:
            st["cooling"] = "liquid"
            st["cooling_options"][1]["kind"] = "liquid"
            kg = rng.choice([None, 1500, 2500])
            if kg:
                st["cooling_options"][1]["max_kg_per_rack"] = kg
    offers = []
    for rid in ["r1", "r2"]:
        for g in gpus:
            for provider in (["A", "B"] if rng.random() < 0.3 else ["A"]):
                od = round(rng.uniform(0.5, 6), 3)
                offers.append({"id": f"o_{rid}_{g['id']}_{provider}", "provider": provider, "region": rid, "gpu": g["id"],
                               "currency": "USD", "on_demand_per_gpu_hour": figure(rng, od),
                               "reserved_per_gpu_month": round(od * 730 * rng.uniform(0.5, 1.05), 2),
                               "reserved_term_months": rng.choice([3, 6, 12, 18]), "reserved_unit_gpus": rng.choice([1, 4, 8]),
                               "annual_price_change": round(rng.uniform(-0.3, 0.2), 3), "kwh_per_gpu_hour": round(rng.uniform(0.2, 1.5), 2)})
    workloads = []
    for i in range(rng.choice([1, 2, 4, 6])):
        g = rng.choice(gpus)["id"]
        w = {"name": f"w{i}", "kind": rng.choice(["training", "fine_tuning", "inference"]), "gpu": g,
             "annual_growth": round(rng.uniform(-0.4, 1.0), 3), "start_month": rng.choice([0, 0, 3, H // 2])}
        if rng.random() < 0.3:
            w["avg_tokens_per_second"] = round(rng.uniform(100, 50000), 1)
            w["tokens_per_second_per_gpu"] = round(rng.uniform(100, 3000), 1)
        else:
            w["gpu_hours_per_month"] = round(rng.uniform(0, 100) * 730, 1)
        if rng.random() < 0.4:
            w["end_month"] = w["start_month"] + rng.randint(1, H + 6)
        profile = rng.choice(["flat", "business_hours", "diurnal", "custom", None])
        if profile == "custom":
            w["profile"] = [round(rng.uniform(0, 3), 2) if rng.random() < 0.8 else 0 for _ in range(168)]
            w["profile"][0] = 1
        elif profile:
            w["profile"] = profile
        workloads.append(w)
    plans = []
    for region, site in [("r1", "site1"), ("r2", "site2")]:
        plans.append({"name": f"od {region}", "strategy": "rent_on_demand", "rental_region": region})
        plans.append({"name": f"res {region}", "strategy": "rent_reserved", "rental_region": region})
        colo = {"name": f"colo {region}", "strategy": "colocate", "site": site}
        if lead > 0 or rng.random() < 0.5:
            colo["rental_region"] = region
        plans.append(colo)
        plans.append({"name": f"hybrid {region}", "strategy": "hybrid", "site": site, "rental_region": region})
    for plan in plans:
        if plan["strategy"] in ("colocate", "hybrid") and rng.random() < 0.3:
            plan["financing"] = {"method": "lease", "annual_rate": round(rng.uniform(0, 0.12), 3), "term_months": rng.choice([6, 12, 36])}
        if plan["strategy"] in ("rent_on_demand", "rent_reserved", "hybrid") and rng.random() < 0.2:
            plan["provider"] = "A"
    rng.shuffle(plans)
    scenario = {"name": f"Random {index}", "horizon_months": H, "reporting_currency": rng.choice(["USD", "JPY"]),
                "fx_per_usd": {"JPY": 150, "HKD": 7.8}, "discount_rate_annual": rng.choice([0, 0.05, 0.1, -0.02]),
                "after_tax": rng.random() < 0.5,
                "ownership": {"headroom": rng.choice([0, 0.1, 0.25]), "spare_ratio": rng.choice([0, 0.02, 0.1, 0.5]),
                              "refresh_months": rng.choice([6, 12, 24, 48]), "lead_time_months": lead,
                              "hardware_annual_price_change": round(rng.uniform(-0.3, 0.1), 3),
                              "resale_annual_decline": round(rng.uniform(0, 1), 3), "install_pct": round(rng.uniform(0, 0.1), 3),
                              "maintenance_annual_pct": round(rng.uniform(0, 0.15), 3),
                              "license_per_gpu_year": round(rng.uniform(0, 5000), 2), "credit_terminal_value": rng.random() < 0.8},
                "regions": regions, "gpu_models": gpus, "server_models": servers, "sites": sites,
                "rental_offers": offers, "workloads": workloads, "plans": plans}
    return {"format": "fleetcost-workbook", "version": 1, "scenarios": [scenario]}


def add_new_keys(rng, wb):
    """Hosted API offers and plans, workloads' models and token splits, rental price paths."""
    s = wb["scenarios"][0]
    H = s["horizon_months"]
    models = ["m1", "m2"]
    s["api_offers"] = []
    pairs = [(rid, model, provider) for rid in ["r1", "r2"] for model in models if rng.random() < 0.85
             for provider in (["X", "Y"] if rng.random() < 0.4 else [rng.choice(["X", "Y"])])]
    for k, (rid, model, provider) in enumerate(pairs):
        cur = rng.choice(["USD", "JPY"])
        rate = 150 if cur == "JPY" else 1
        o = {"id": f"api_{k}", "provider": provider, "model": model, "region": rid, "currency": cur,
             "input_per_million_tokens": figure(rng, round(rng.uniform(0.05, 3) * rate, 3)),
             "output_per_million_tokens": figure(rng, round(rng.uniform(0.1, 12) * rate, 3))}
        if rng.random() < 0.5:
            o["cached_input_per_million_tokens"] = round(rng.uniform(0.01, 1) * rate, 3)
        if rng.random() < 0.7:
            o["annual_price_change"] = round(rng.uniform(-0.5, 0.2), 3)
        s["api_offers"].append(o)
    for w in s["workloads"]:
        if "gpu_hours_per_month" in w and rng.random() < 0.5:   # sized in tokens instead
            tps = round(rng.uniform(100, 3000), 1)
            w["avg_tokens_per_second"] = round(w.pop("gpu_hours_per_month") / 730 * tps, 1)
            w["tokens_per_second_per_gpu"] = tps
        if rng.random() < 0.6:
            w["kind"] = "inference"
        if rng.random() < 0.75:
            w["model"] = rng.choice(models * 3 + ["m3"])   # m3: no API offer has it
            w["input_token_share"] = figure(rng, round(rng.uniform(0, 1), 3))
            if rng.random() < 0.5:
                w["cached_input_share"] = round(rng.uniform(0, 1), 3)
    for rid in ["r1", "r2"]:
        if rng.random() < 0.85:
            plan = {"name": f"api {rid}", "strategy": "api", "rental_region": rid}
            if rng.random() < 0.3:
                plan["api_provider"] = rng.choice(["X", "Y"])
            if rng.random() < 0.2:
                plan["provider"] = "A"
            s["plans"].insert(rng.randrange(len(s["plans"]) + 1), plan)
    for o in s["rental_offers"]:
        if rng.random() < 0.4:
            points, month = [], 0
            for _ in range(rng.choice([1, 2, 3, 4])):
                month += rng.randint(1, max(1, H // 2))
                point = {"month": month}
                which = rng.choice(["od", "res", "both"])
                od = fig_value(o["on_demand_per_gpu_hour"])
                if which in ("od", "both"):
                    point["on_demand_per_gpu_hour"] = round(od * rng.uniform(0.3, 1.6), 3)
                if which in ("res", "both"):
                    point["reserved_per_gpu_month"] = round(o["reserved_per_gpu_month"] * rng.uniform(0.3, 1.6), 2)
                points.append(point)
            o["price_path"] = {"points": points, "source": "random cross-check", "as_of": "2026-12"}
            if rng.random() < 0.5:
                o["price_path"]["scale"] = figure(rng, round(rng.uniform(0.5, 1.5), 3))


def add_goodput(rng, wb):
    """docs/MODEL.md section 14: what a training job loses to interruptions. The job's size is held
    so that no plan buys more than 2.5 GPU-hours per useful one (o_w <= 1.5): a larger factor only
    multiplies the fleet, and the oracle's hybrid search with it."""
    s = wb["scenarios"][0]
    lam_max = 0.0
    for item in s["server_models"] + s["rental_offers"]:
        if rng.random() < 0.8:
            lam = round(rng.uniform(0, 0.2), 4)
            item["interruptions_per_1000_gpu_hours"] = figure(rng, lam)
            lam_max = max(lam_max, lam)
    repair = 0.0
    if rng.random() < 0.7:
        repair = round(rng.uniform(0, 48), 2)
        s["ownership"]["repair_hours"] = figure(rng, repair)
    if rng.random() < 0.4:
        s["ownership"]["spare_ratio"] = 0
    if fig_value(s["ownership"]["spare_ratio"]) != 0:
        repair = 0.0
    for w in s["workloads"]:
        if w["kind"] in ("training", "fine_tuning") and rng.random() < 0.8:
            c = round(rng.uniform(0, 4), 3) if rng.random() < 0.8 else None
            r = round(rng.uniform(0, 1), 3) if rng.random() < 0.8 else None
            job = int(round(8 * 2 ** rng.uniform(0, 9)))                          # 8 .. 4096
            worst = lam_max / 1000 * ((c or 0) / 2 + (r or 0) + repair)            # o_w per GPU
            if worst * job > 1.5:
                job = max(1, int(1.5 / worst))
            w["job_gpus"] = figure(rng, job)
            if c is not None:
                w["checkpoint_interval_hours"] = figure(rng, c)
            if r is not None:
                w["restart_hours"] = figure(rng, r)


def add_spot(rng, wb):
    """docs/MODEL.md section 15: spot prices and interruptions on every offer, workloads that say
    whether they tolerate interruption, rent_on_demand plans with a spot_share and sometimes a
    portfolio whose on-demand assignments state one. Job sizes are held so that no plan buys more
    than 2.5 GPU-hours per useful one: o_w and s_w at most 1.5, so f_w (between 1 + o_w and
    1 + s_w) at most 2.5, whatever lambda of --goodput a supply has."""
    s = wb["scenarios"][0]
    for o in s["rental_offers"]:
        od = fig_value(o["on_demand_per_gpu_hour"])
        o["spot_per_gpu_hour"] = figure(rng, round(od * rng.uniform(0.3, 0.7), 3))
        if rng.random() < 0.8:
            o["spot_interruptions_per_1000_gpu_hours"] = figure(rng, round(rng.uniform(0, 0.5), 4))
        if rng.random() < 0.5:
            o["spot_availability"] = figure(rng, round(rng.uniform(0.3, 1), 3))
    # the largest interruption rate any supply applies (with the repair of an owned one)
    own = s["ownership"]
    repair = fig_value(own.get("repair_hours", 0)) if fig_value(own.get("spare_ratio", 0.02)) == 0 else 0.0
    rates = [(fig_value(x.get("interruptions_per_1000_gpu_hours", 0)), repair) for x in s["server_models"]]
    for o in s["rental_offers"]:
        rates.append((fig_value(o.get("interruptions_per_1000_gpu_hours", 0)), 0.0))
        rates.append((fig_value(o.get("spot_interruptions_per_1000_gpu_hours", 0)), 0.0))
    for w in s["workloads"]:
        training = w["kind"] in ("training", "fine_tuning")
        if training and "job_gpus" not in w and rng.random() < 0.8:
            w["job_gpus"] = figure(rng, int(round(8 * 2 ** rng.uniform(0, 9))))     # 8 .. 4096
            if rng.random() < 0.8:
                w["checkpoint_interval_hours"] = figure(rng, round(rng.uniform(0, 4), 3))
            if rng.random() < 0.8:
                w["restart_hours"] = figure(rng, round(rng.uniform(0, 1), 3))
        if "job_gpus" in w:
            c = fig_value(w.get("checkpoint_interval_hours", 0))
            r = fig_value(w.get("restart_hours", 0))
            worst = max(lam / 1000 * (c / 2 + r + rep) for lam, rep in rates)    # o_w per GPU
            job = fig_value(w["job_gpus"])
            if worst * job > 1.5:
                w["job_gpus"] = max(1, int(1.5 / worst))
        if rng.random() < 0.4:
            w["tolerates_interruption"] = rng.random() < 0.5
    for rid in ["r1", "r2"]:
        if rng.random() < 0.85:
            plan = {"name": f"spot {rid}", "strategy": "rent_on_demand", "rental_region": rid,
                    "spot_share": figure(rng, round(rng.uniform(0.2, 1), 3))}
            if rng.random() < 0.2:
                plan["provider"] = "A"
            s["plans"].insert(rng.randrange(len(s["plans"]) + 1), plan)
    if rng.random() < 0.6:
        shares = [round(rng.uniform(0.2, 1), 3) for _ in range(2)]
        assignments = []
        for w in s["workloads"]:
            strategy = rng.choice(["rent_on_demand", "rent_on_demand", "rent_reserved", "colocate"])
            a = {"workload": w["name"], "strategy": strategy}
            if strategy == "colocate":
                a.update({"site": "site1", "rental_region": "r1"})
            else:
                a["rental_region"] = rng.choice(["r1", "r2"])
            if strategy == "rent_on_demand" and rng.random() < 0.7:
                a["spot_share"] = figure(rng, rng.choice(shares))   # two values: shared and separate parts
            assignments.append(a)
        s["plans"].insert(rng.randrange(len(s["plans"]) + 1),
                          {"name": "spot portfolio", "strategy": "portfolio", "assignments": assignments})


def add_blocks(rng, wb):
    """docs/MODEL.md section 16: capacity blocks and take-or-pay commitments on rental offers, used by
    the rent_reserved plans (every workbook has "res r1" and "res r2") and by rent_reserved
    portfolio assignments. Demand is made to vary: some workloads run for 1-6 months from a month
    anywhere in the horizon, and a training run of 8-64 GPUs is added, so that blocks are bought
    for some periods and not for others."""
    s = wb["scenarios"][0]
    H = s["horizon_months"]
    for w in s["workloads"]:
        if rng.random() < 0.5:
            start = rng.randrange(H)
            w["start_month"] = start
            w["end_month"] = start + rng.randint(1, 6)
    start = rng.randrange(H)
    run = {"name": "block run", "kind": "training", "gpu": rng.choice(s["gpu_models"])["id"],
           "gpu_hours_per_month": round(rng.uniform(8, 64) * 730, 1), "start_month": start,
           "end_month": start + rng.randint(1, 6)}
    s["workloads"].append(run)
    forced = next(o for o in s["rental_offers"] if o["region"] == "r1" and o["gpu"] == run["gpu"])
    for o in s["rental_offers"]:
        od = fig_value(o["on_demand_per_gpu_hour"])
        if o is forced or rng.random() < 0.6:
            o["block_per_gpu_hour"] = figure(rng, round(od * rng.uniform(0.5, 1.2), 3))
            o["block_days"] = rng.choice([1, 7, 14, 28, 49, 91, 182])
        if rng.random() < 0.4:
            o["commitment_per_gpu_hour"] = figure(rng, round(od * rng.uniform(0.6, 0.95), 3))
            if rng.random() < 0.85:
                o["commitment_gpu_hours_per_month"] = figure(rng, rng.choice(
                    [0, round(rng.uniform(0, 1000), 1), round(rng.uniform(0, 5000), 1)]))
    portfolios = [p for p in s["plans"] if p["strategy"] == "portfolio"]
    if not portfolios and rng.random() < 0.7:
        assignments = []
        for w in s["workloads"]:
            strategy = rng.choice(["rent_reserved", "rent_reserved", "rent_on_demand", "colocate"])
            a = {"workload": w["name"], "strategy": strategy}
            if strategy == "colocate":
                a.update({"site": "site1", "rental_region": "r1"})
            else:
                a["rental_region"] = rng.choice(["r1", "r2"])
            assignments.append(a)
        portfolio = {"name": "blocks portfolio", "strategy": "portfolio", "assignments": assignments}
        s["plans"].insert(rng.randrange(len(s["plans"]) + 1), portfolio)
        portfolios = [portfolio]
    for p in portfolios:
        names = {a["workload"] for a in p["assignments"]}
        for w in s["workloads"]:
            if w["name"] not in names:
                p["assignments"].append({"workload": w["name"], "strategy": "rent_reserved",
                                         "rental_region": rng.choice(["r1", "r2"])})
        # at least one reserved assignment: the block run's, or another one turned reserved
        for a in p["assignments"]:
            if a["workload"] == run["name"] or rng.random() < 0.3:
                name = a["workload"]
                a.clear()             # no site, provider or spot_share on a reserved assignment
                a.update({"workload": name, "strategy": "rent_reserved",
                          "rental_region": rng.choice(["r1", "r2"])})


def fig_value(x):
    return x["value"] if isinstance(x, dict) else x


def main():
    flags = {a for a in sys.argv[1:] if a in ("--new-keys", "--goodput", "--spot", "--blocks")}
    args = [a for a in sys.argv[1:] if a not in flags]
    new_keys, goodput, spot = "--new-keys" in flags, "--goodput" in flags, "--spot" in flags
    blocks = "--blocks" in flags
    out, count = args[0], int(args[1])
    seed = int(args[2]) if len(args) > 2 else 20261202
    os.makedirs(out, exist_ok=True)
    schema = workbook_schema.load()
    for i in range(count):
        rng = random.Random(seed * 1000 + i)
        wb = workbook(rng, i)
        if new_keys:
            add_new_keys(random.Random(seed * 1000 + i + 7_000_000), wb)
        if goodput:
            add_goodput(random.Random(seed * 1000 + i + 9_000_000), wb)
        if spot:
            add_spot(random.Random(seed * 1000 + i + 11_000_000), wb)
        if blocks:
            add_blocks(random.Random(seed * 1000 + i + 13_000_000), wb)
        unknown = schema.unknown_keys(wb)
        if unknown:
            raise SystemExit(f"random workbook {i} writes keys the workbook format does not have: {unknown[:5]}")
        with open(os.path.join(out, f"random-{i:03d}.fleetcost"), "w") as f:
            json.dump(wb, f, indent=1)


if __name__ == "__main__":
    main()
