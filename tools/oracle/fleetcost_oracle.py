#!/usr/bin/env python3
"""Independent reference implementation ("oracle") of the FleetCost cost model contract v1.

Written from /work/shared/MODEL.md only (sections 0-6 and 9), plus the hosted API plans and
rental price paths of docs/MODEL.md section 12, the portfolio plans of section 13, the goodput
of training of section 14, the spot rental of section 15 and the capacity blocks and take-or-pay
commitments of section 16, Python 3.11 standard library.
Formulas are implemented literally with plain loops; see AMBIGUITIES.md for every choice
made where the text allows more than one reading.

Usage: python3 tools/oracle/fleetcost_oracle.py WORKBOOK.fleetcost [--scenario NAME]
"""
import copy
import json
import math
import sys

HPM = 730.0          # hours per month (8760/12)
W = 168              # hours per week
CATEGORIES = ["hardware", "residual", "space", "power", "cooling", "network",
              "operations", "rental_on_demand", "rental_reserved"]
OWNING = ("colocate", "hybrid")
RENTING = ("rent_on_demand", "rent_reserved", "api")   # api plans rent tokens (docs/MODEL.md 12)


# ----------------------------------------------------------------------------- helpers
def ceil_t(x):
    """ceil~(x) = ceil(x - 1e-9)"""
    return int(math.ceil(x - 1e-9))


def floor_t(x):
    """floor~(x) = floor(x + 1e-9)"""
    return int(math.floor(x + 1e-9))


def y(m):
    return m // 12


def beats(candidate, incumbent):
    """A candidate beats the incumbent only if cheaper by more than 1e-9*max(1,|incumbent|)."""
    return candidate < incumbent - 1e-9 * max(1.0, abs(incumbent))


def fig(x, default=0.0):
    """A number or a figure {"value": ...}; None -> default."""
    if x is None:
        return default
    if isinstance(x, dict):
        v = x.get("value")
        return default if v is None else v
    return x


def num(obj, key, default=0.0):
    if obj is None:
        return float(default)
    return float(fig(obj.get(key), default))


def whole(obj, key, default=0):
    if obj is None:
        return default
    v = fig(obj.get(key), None)
    if v is None:
        return default
    return int(round(v))


def zeros(n):
    return [0.0] * n


# ----------------------------------------------------------------------------- profiles
def profile_weights(profile):
    """168 weights normalised to mean 1."""
    if profile is None or profile == "flat":
        raw = [1.0] * W
    elif profile == "business_hours":
        raw = []
        for k in range(W):
            day, hour = divmod(k, 24)
            raw.append(1.0 if (day <= 4 and 9 <= hour <= 17) else 0.25)
    elif profile == "diurnal":
        raw = []
        for k in range(W):
            day, hour = divmod(k, 24)
            v = 1.0 + 0.6 * math.cos(2.0 * math.pi * (hour - 14) / 24.0)
            if day >= 5:
                v = v * 0.8
            raw.append(v)
    else:
        raw = [float(fig(v)) for v in profile]
    mean = sum(raw) / W
    return [v / mean for v in raw]


# ----------------------------------------------------------------------------- scenario
class Scenario:
    """Parsed scenario: every money amount already in the reporting currency."""

    def __init__(self, sc, index):
        self.raw = sc
        self.index = index
        self.name = sc.get("name")
        self.H = whole(sc, "horizon_months")
        self.rep = sc["reporting_currency"]
        self.fx = {"USD": 1.0}
        for cur, v in (sc.get("fx_per_usd") or {}).items():
            self.fx[cur] = float(fig(v))
        self.discount = num(sc, "discount_rate_annual", 0.0)
        self.r_m = (1.0 + self.discount) ** (1.0 / 12.0) - 1.0
        self.disc = [(1.0 + self.r_m) ** t for t in range(self.H + 1)]
        self.after_tax = bool(sc.get("after_tax", False))

        own = sc.get("ownership") or {}
        own_cur = own.get("currency") or self.rep
        self.headroom = num(own, "headroom", 0.0)
        self.spare_ratio = num(own, "spare_ratio", 0.02)
        self.refresh = whole(own, "refresh_months", 48)
        self.L = whole(own, "lead_time_months", 0)
        self.hw_change = num(own, "hardware_annual_price_change", 0.0)
        self.resale_decline = num(own, "resale_annual_decline", 0.35)
        self.install_pct = num(own, "install_pct", 0.03)
        self.maint_pct = num(own, "maintenance_annual_pct", 0.05)
        self.ins_pct = num(own, "insurance_annual_pct", 0.0)
        self.license = self.money(num(own, "license_per_gpu_year", 0.0), own_cur)
        # docs/MODEL.md 14.1: added to an owned interruption's restart when spare_ratio is 0
        self.repair_hours = num(own, "repair_hours", 0.0)
        ctv = own.get("credit_terminal_value")
        self.credit_terminal = True if ctv is None else bool(ctv)

        self.regions = {}
        for r in sc.get("regions") or []:
            tax = r.get("tax") or {}
            dep = tax.get("depreciation") or {}
            self.regions[r["id"]] = {
                "id": r["id"], "name": r.get("name") or r["id"],
                "grid": num(r, "grid_kg_co2_per_kwh", 0.0),
                "restricted": list(r.get("restricted_gpus") or []),
                "note": r.get("restriction_note") or "",
                "tax_rate": num(tax, "tax_rate", 0.0),
                "dep_method": dep.get("method"),
                "dep_life": whole(dep, "useful_life_years", 0),
                "dep_factor": num(dep, "factor", 0.0),
            }
        self.gpu_models = [g["id"] for g in sc.get("gpu_models") or []]
        self.gpu_names = {g["id"]: (g.get("name") or g["id"]) for g in sc.get("gpu_models") or []}

        self.servers = []
        for s in sc.get("server_models") or []:
            cur = s["currency"]
            self.servers.append({
                "id": s["id"], "name": s.get("name") or s["id"], "gpu": s["gpu"],
                "gps": whole(s, "gpus"),
                "price": self.money(num(s, "price"), cur),
                "network_capex": self.money(num(s, "network_capex"), cur),
                "idle_kw": num(s, "power_idle_kw"),
                "max_kw": num(s, "power_max_kw"),
                "rack_units": num(s, "rack_units"),
                "liquid": s.get("cooling_kind", "air") == "liquid",
                "rack_scale": bool(s.get("rack_scale", False)),
                "weight_kg": num(s, "weight_kg") if s.get("weight_kg") is not None else None,
                "interruptions": num(s, "interruptions_per_1000_gpu_hours"),    # 14.1: lambda
            })

        self.sites = {}
        for s in sc.get("sites") or []:
            cur = s["currency"]
            m = lambda k, _s=s, _c=cur: self.money(num(_s, k), _c)
            options = {}
            for o in s.get("cooling_options") or []:
                options[o["name"]] = {
                    "name": o["name"],
                    "max_kw_per_rack": num(o, "max_kw_per_rack"),
                    "pue": num(o, "pue"),
                    "capex_per_rack": self.money(num(o, "capex_per_rack"), cur),
                    "monthly_per_rack": self.money(num(o, "monthly_per_rack"), cur),
                    "liquid": o.get("kind", "air") == "liquid",
                    "max_kg_per_rack": (num(o, "max_kg_per_rack")
                                        if o.get("max_kg_per_rack") is not None else None),
                }
            self.sites[s["id"]] = {
                "id": s["id"], "name": s.get("name") or s["id"], "region": s["region"],
                "usable_rack_units": num(s, "usable_rack_units", 42.0),
                "space_per_rack_month": m("space_per_rack_month"),
                "power_per_kw_month": m("power_per_kw_month"),
                # docs/MODEL.md 10.46: "allocated" (absent) bills the racks' kW, "used" the
                # owned servers' power_max_kw
                "fee_on_used": s.get("power_fee_basis") == "used",
                "energy_per_kwh": m("energy_per_kwh"),
                "setup_fee_per_rack": m("setup_fee_per_rack"),
                "cross_connects_per_rack": num(s, "cross_connects_per_rack"),
                "cross_connect_month": m("cross_connect_month"),
                "transit_mbps": num(s, "transit_mbps"),
                "transit_per_mbps_month": m("transit_per_mbps_month"),
                "remote_hands_hours_month": num(s, "remote_hands_hours_month"),
                "remote_hands_per_hour": m("remote_hands_per_hour"),
                "staff_fte": num(s, "staff_fte"),
                "staff_annual_cost": m("staff_annual_cost"),
                "colo_annual_change": num(s, "colo_annual_change"),
                "energy_annual_change": num(s, "energy_annual_change"),
                "cooling": options[s["cooling"]],
            }

        self.offers = []
        for o in sc.get("rental_offers") or []:
            cur = o["currency"]
            # docs/MODEL.md 12.2: the points of a price path that state a price, scaled, in the
            # reporting currency; None when no point states it (the yearly change applies)
            path = o.get("price_path")
            od_path = res_path = None
            if path:
                scale = num(path, "scale", 1.0)
                points = path.get("points") or []
                od_path = [(whole(p, "month"), self.money(num(p, "on_demand_per_gpu_hour"), cur) * scale)
                           for p in points if fig(p.get("on_demand_per_gpu_hour"), None) is not None] or None
                res_path = [(whole(p, "month"), self.money(num(p, "reserved_per_gpu_month"), cur) * scale)
                            for p in points if fig(p.get("reserved_per_gpu_month"), None) is not None] or None
            self.offers.append({
                "od_path": od_path, "res_path": res_path,
                "id": o["id"], "name": o.get("name") or o["id"],
                "provider": o.get("provider"), "region": o["region"], "gpu": o["gpu"],
                "od": self.money(num(o, "on_demand_per_gpu_hour"), cur),
                "res": self.money(num(o, "reserved_per_gpu_month"), cur),
                "term": whole(o, "reserved_term_months", 0),
                "unit": whole(o, "reserved_unit_gpus", 8),
                "change": num(o, "annual_price_change"),
                "kwh": num(o, "kwh_per_gpu_hour"),
                "interruptions": num(o, "interruptions_per_1000_gpu_hours"),    # 14.1: lambda
                # 15.1: the spot price (None when the offer states none), lambda_s and A
                "spot": (None if fig(o.get("spot_per_gpu_hour"), None) is None
                         else self.money(num(o, "spot_per_gpu_hour"), cur)),
                "spot_interruptions": num(o, "spot_interruptions_per_1000_gpu_hours"),
                "spot_availability": num(o, "spot_availability", 1.0),
                # 16.1: the block price and the committed price (None when the offer states none),
                # the block length in days and the GPU-hours a committed month pays at least
                "block": (None if fig(o.get("block_per_gpu_hour"), None) is None
                          else self.money(num(o, "block_per_gpu_hour"), cur)),
                "block_days": whole(o, "block_days", 1),
                "commit": (None if fig(o.get("commitment_per_gpu_hour"), None) is None
                           else self.money(num(o, "commitment_per_gpu_hour"), cur)),
                "commit_hours": num(o, "commitment_gpu_hours_per_month", 0.0),
            })
            if self.offers[-1]["commit"] is None and fig(o.get("commitment_gpu_hours_per_month"), None) is not None:
                # 16.1: a problem naming the key; the oracle does no validation and stops
                raise ValueError("offer %s: commitment_gpu_hours_per_month without commitment_per_gpu_hour"
                                 % o["id"])

        self.api_offers = []
        for a in sc.get("api_offers") or []:
            cur = a["currency"]
            inp = self.money(num(a, "input_per_million_tokens"), cur)
            cached = a.get("cached_input_per_million_tokens")
            self.api_offers.append({
                "id": a["id"], "provider": a.get("provider"), "model": a["model"], "region": a["region"],
                "in": inp, "out": self.money(num(a, "output_per_million_tokens"), cur),
                "cached": inp if fig(cached, None) is None else self.money(num(a, "cached_input_per_million_tokens"), cur),
                "change": num(a, "annual_price_change"),
            })

        self.workloads = []
        for w in sc.get("workloads") or []:
            tps_gpu = None
            if w.get("gpu_hours_per_month") is not None:
                base = num(w, "gpu_hours_per_month")
            else:
                tps_gpu = num(w, "tokens_per_second_per_gpu")
                base = num(w, "avg_tokens_per_second") / tps_gpu * HPM
            end = fig(w.get("end_month"), None)
            end = self.H if end is None else int(round(end))
            job_gpus = fig(w.get("job_gpus"), None)           # 14.1: absent = goodput 1
            tolerates = w.get("tolerates_interruption")        # 15.1: absent = not inference
            tolerates = w["kind"] != "inference" if tolerates is None else bool(tolerates)
            self.workloads.append({
                "job_gpus": None if job_gpus is None else int(round(job_gpus)),
                "checkpoint_hours": num(w, "checkpoint_interval_hours"),
                "restart_hours": num(w, "restart_hours"),
                "tolerates": tolerates,
                "sigma": 0.0,                                   # spot share of f_w (15.2)
                "factor": 1.0,                                  # f_w of the plan (14.2, 15.2)
                "kind": w["kind"], "model": w.get("model"),
                "s_in": num(w, "input_token_share"), "k_cached": num(w, "cached_input_share"),
                "name": w["name"], "gpu": w["gpu"], "base": base, "tps_gpu": tps_gpu,
                "growth": num(w, "annual_growth"),
                "start": whole(w, "start_month", 0), "end": end,
                "profile": profile_weights(w.get("profile", "flat")),
            })

        self.plans = sc.get("plans") or []
        # docs/MODEL.md 13: a portfolio's api assignment counts as an api plan
        self.has_api = any(p.get("strategy") == "api" or any(
            a.get("strategy") == "api" for a in p.get("assignments") or []) for p in self.plans)
        # GPU models some workload uses, in gpu_models order
        used = {w["gpu"] for w in self.workloads}
        self.gpus = [g for g in self.gpu_models if g in used]
        self._demand()

    def money(self, amount, cur):
        # amount_reporting = amount / fx_per_usd[cur] * fx_per_usd[reporting_currency]
        return amount / self.fx[cur] * self.fx[self.rep]

    # ---- section 3
    def _demand(self):
        H = self.H
        self.D = {g: [zeros(W) for _ in range(H)] for g in self.gpus}   # D_g(m,k)
        self.gpuh_w = []                                                # GPUh_w(m)
        for w in self.workloads:
            series = zeros(H)
            for m in range(H):
                active = 1.0 if (w["start"] <= m < min(w["end"], H)) else 0.0
                a = active * w["base"] * (1.0 + w["growth"]) ** ((m - w["start"]) / 12.0) / HPM
                a = a * w["factor"]        # 14.2: the GPU-hours bought per useful one (1: exact)
                row = self.D[w["gpu"]][m]
                s = 0.0
                for k in range(W):
                    d = a * w["profile"][k]
                    row[k] += d
                    s += d
                series[m] = HPM / W * s
            self.gpuh_w.append(series)
        self.gpuh = {g: [HPM / W * sum(self.D[g][m]) for m in range(H)] for g in self.gpus}

    def pv(self, arr):
        return sum(arr[t] / self.disc[t] for t in range(len(arr)))


# ----------------------------------------------------------------------------- plan pieces
def find_server(sc, g):
    for s in sc.servers:
        if s["gpu"] == g:
            return s
    raise ValueError("no server model for GPU %s" % g)


def find_offer(sc, plan, g):
    region = plan.get("rental_region")
    if not region:
        return None
    provider = plan.get("provider")
    for o in sc.offers:
        if o["region"] == region and o["gpu"] == g and (not provider or o["provider"] == provider):
            return o
    raise ValueError("plan %s: no offer for GPU %s in %s" % (plan.get("name"), g, region))


# ----------------------------------------------------------------------------- goodput (14)
def overheads(sc, plan):
    """docs/MODEL.md 14.2: o_w of each workload for a typed plan, with the plan's lambda:
    the server model it owns for w's GPU model (colocate, hybrid; repair_hours added to the
    restart when spare_ratio is 0), else its rental offer for w's GPU model (rent_on_demand,
    rent_reserved, the workloads an api plan rents); 0 for a workload an API offer serves, for
    inference and without job_gpus."""
    strategy = plan["strategy"]
    out = []
    for w in sc.workloads:
        J = w["job_gpus"]
        if J is None or w["kind"] not in ("training", "fine_tuning"):
            out.append(0.0)
            continue
        restart = w["restart_hours"]
        if strategy in OWNING:
            lam = find_server(sc, w["gpu"])["interruptions"]
            if sc.spare_ratio == 0.0:
                restart = restart + sc.repair_hours
        elif strategy == "api" and api_serves(sc, plan, w) is not None:
            out.append(0.0)
            continue
        else:
            offer = find_offer(sc, plan, w["gpu"])
            lam = offer["interruptions"] if offer is not None else 0.0
        out.append(J * lam / 1000.0 * (w["checkpoint_hours"] / 2.0 + restart))
    return out


# ----------------------------------------------------------------------------- spot (15)
def spot_factors(sc, plan, o):
    """docs/MODEL.md 15.2: per workload the GPU-hours bought per useful one, f_w, and the share of
    them rented on spot, sigma_w, for a typed plan whose overheads at the offer's lambda are o.
    Spot is only for rent_on_demand with spot_share S > 0 and a workload that tolerates
    interruption: a_w = min(S, A), s_w = J lambda_s / 1000 (c / 2 + r) (0 without job_gpus),
    f_w = (1 - a_w)(1 + o_w) + a_w (1 + s_w), sigma_w = a_w (1 + s_w) / f_w. Everywhere else
    f_w = 1 + o_w (as 14.2, bit for bit) and sigma_w = 0."""
    S = num(plan, "spot_share", 0.0) if plan["strategy"] == "rent_on_demand" else 0.0
    f, sigma = [], []
    for w, ow in zip(sc.workloads, o):
        if not (S > 0.0 and w["tolerates"]):
            f.append(1.0 + ow)
            sigma.append(0.0)
            continue
        offer = find_offer(sc, plan, w["gpu"])
        if offer["spot"] is None:
            raise ValueError("plan %s: spot_share %r, offer %s states no spot_per_gpu_hour"
                             % (plan.get("name"), S, offer["id"]))
        a = min(S, offer["spot_availability"])
        s_w = 0.0
        if w["job_gpus"] is not None and w["kind"] in ("training", "fine_tuning"):
            s_w = w["job_gpus"] * offer["spot_interruptions"] / 1000.0 * (w["checkpoint_hours"] / 2.0
                                                                          + w["restart_hours"])
        if a == 0.0:                    # A = 0: nothing on spot, the factor of 14.2
            f.append(1.0 + ow)
            sigma.append(0.0)
            continue
        fw = (1.0 - a) * (1.0 + ow) + a * (1.0 + s_w)
        f.append(fw)
        sigma.append(a * (1.0 + s_w) / fw)
    return f, sigma


def p_spot(offer, m):
    """15.1: the spot price escalated by the offer's annual_price_change; a price path does not
    move it."""
    return offer["spot"] * (1.0 + offer["change"]) ** y(m)


def bought_view(sc, f, sigma=None):
    """The scenario as a plan buys it (14.2, 15.2): each D_w(m,k) times f_w (1 + o_w without
    spot), a token workload's tokens per GPU-hour divided by the same factor, each workload's spot
    share sigma_w. The scenario itself when every f_w is 1 and nothing is on spot, so a file
    without the keys of 14.1 and 15.1 evaluates exactly as before."""
    sigma = sigma or [0.0] * len(f)
    if all(x == 1.0 for x in f) and all(x == 0.0 for x in sigma):
        return sc
    view = copy.copy(sc)
    view.workloads = []
    for w, x, sg in zip(sc.workloads, f, sigma):
        view.workloads.append(dict(w, factor=x, sigma=sg,
                                   tps_gpu=None if w["tps_gpu"] is None else w["tps_gpu"] / x))
    view._demand()
    return view


def along_path(anchor, points, m):
    """docs/MODEL.md 12.2: (0, anchor) and the points, linear between them, flat after the last."""
    knots = [(0, anchor)] + list(points)
    if m >= knots[-1][0]:
        return knots[-1][1]
    for (ma, pa), (mb, pb) in zip(knots, knots[1:]):
        if ma <= m < mb:
            return pa + (pb - pa) * (m - ma) / (mb - ma)
    raise ValueError("months of a price path out of order")


def p_od(offer, m):
    if offer["od_path"]:
        return along_path(offer["od"], offer["od_path"], m)
    return offer["od"] * (1.0 + offer["change"]) ** y(m)


def p_res(offer, m):
    if offer["res_path"]:
        return along_path(offer["res"], offer["res_path"], m)
    return offer["res"] * (1.0 + offer["change"]) ** y(m)


# ----------------------------------------------------------------------------- blocks, commitments (16)
def contracted(offer):
    """16.1: whether the offer sells capacity blocks or an hours commitment; an offer that states
    neither keeps the search of 4.2 exactly as before."""
    return offer["block"] is not None or offer["commit"] is not None


def block_period_months(offer):
    """16.1: P = max(1, round(block_days * 24 / HPM)), rounded half up."""
    return max(1, int(math.floor(offer["block_days"] * 24.0 / HPM + 0.5)))


def p_block(offer, m):
    """16.1: the block price escalated by annual_price_change (a price path does not move it),
    locked at m, the first month of the block period."""
    return offer["block"] * (1.0 + offer["change"]) ** y(m)


def p_commit(offer, s):
    """16.1: the committed price escalated by annual_price_change (not the path), locked at s, the
    first month of the term."""
    return offer["commit"] * (1.0 + offer["change"]) ** y(s)


def hours_above(row, T):
    """16.2: A_m(T) = HPM/W * sum_k max(D_g(m,k) - T, 0), the GPU-hours above a coverage of T GPUs."""
    acc = 0.0
    for d in row:
        acc += max(d - T, 0.0)
    return HPM / W * acc


def contract_search(sc, offer, D, s, e):
    """docs/MODEL.md 16.2 for one term (months s..e-1) and one GPU model: the commitment kappa,
    the reserved units n_R and per block period its first month, its last month + 1, its price and
    the coverage best_j(n_R) in units. Steps 1-5 literally."""
    u = offer["unit"]
    maxD = max(max(D[m]) for m in range(s, e))
    N = ceil_t(maxD / u)
    d = {m: 1.0 / sc.disc[m + 1] for m in range(s, e)}           # d(m) = 1 / (1 + r_m)^(m+1)
    A = {m: [hours_above(D[m], t * u) for t in range(N + 1)] for m in range(s, e)}
    P = block_period_months(offer)
    periods = [(a, min(a + P, e)) for a in range(s, e, P)]     # cut from the term's start
    pb = [p_block(offer, a) if offer["block"] is not None else 0.0 for a, _ in periods]
    price_res = p_res(offer, s)
    C = offer["commit_hours"]
    best_of = []                                                 # per kappa: (F, n_R, best_j)
    for kappa in ((0, 1) if offer["commit"] is not None else (0,)):
        q = p_commit(offer, s) if kappa else 0.0

        def V(m, t):
            if kappa:
                return max(A[m][t], C) * q
            return A[m][t] * p_od(offer, m)

        # step 1: h_j(t) = sum_{m in j} d(m) [t u HPM p_b(j) + V_m(t u)]
        h = []
        for (a, b), price in zip(periods, pb):
            row = []
            for t in range(N + 1):
                v = 0.0
                for m in range(a, b):
                    v += d[m] * (t * u * HPM * price + V(m, t))
                row.append(v)
            h.append(row)
        # step 2: best_j(n), from N down to 0
        best = []
        for hj in h:
            bj = list(range(N + 1))
            if offer["block"] is not None:
                for n in range(N - 1, -1, -1):
                    if beats(hj[bj[n + 1]], hj[n]):
                        bj[n] = bj[n + 1]
            best.append(bj)

        # step 3: F(n_R)
        def F(n):
            v = 0.0
            for m in range(s, e):
                v += d[m] * (n * u * price_res)
            for ((a, b), price, hj, bj) in zip(periods, pb, h, best):
                share = 0.0
                for m in range(a, b):
                    share += d[m] * (n * u * HPM * price)
                v += hj[bj[n]] - share
            return v

        # step 4: n_R upward, a candidate replaces the incumbent only when it beats it
        best_n, best_F = 0, F(0)
        for n in range(1, N + 1):
            v = F(n)
            if beats(v, best_F):
                best_n, best_F = n, v
        best_of.append((best_F, best_n, [bj[best_n] for bj in best]))
    # step 5: kappa = 1 only when its best F beats kappa = 0's
    kappa = 1 if len(best_of) == 2 and beats(best_of[1][0], best_of[0][0]) else 0
    _, n_R, cover = best_of[kappa]
    return kappa, n_R, [(a, b, price, c) for (a, b), price, c in zip(periods, pb, cover)]


def resale(sc, a):
    return (1.0 - sc.resale_decline) ** (a / 12.0)


def simulate_fleet(sc, server, S):
    """Section 4.3 cohort steps for one GPU model, given S_g(m). Returns fleet record."""
    H = sc.H
    cohorts = []      # dicts b, n, p, cost, sold_at
    all_cohorts = []
    owned = [0] * H
    spares = [0] * H
    maint = zeros(H)  # maintenance of month m (dated m+1)
    for m in range(H):
        # step 1: sale at refresh age
        keep = []
        for c in cohorts:
            if m - c["b"] == sc.refresh:
                c["sold_at"] = m
            else:
                keep.append(c)
        cohorts = keep
        # step 2: buy up to the target
        X = ceil_t(S[m] * sc.spare_ratio)
        T = S[m] + X
        have = sum(c["n"] for c in cohorts)
        if have < T:
            count = T - have
            p_m = server["price"] * (1.0 + sc.hw_change) ** y(m)
            cost = count * (p_m * (1.0 + sc.install_pct) + server["network_capex"])
            c = {"b": m, "n": count, "p": p_m, "cost": cost, "sold_at": None}
            cohorts.append(c)
            all_cohorts.append(c)
        owned[m] = sum(c["n"] for c in cohorts)
        spares[m] = X
        maint[m] = sum(c["n"] * c["p"] * (sc.maint_pct + sc.ins_pct) / 12.0 for c in cohorts)
    return {"cohorts": all_cohorts, "owned": owned, "spares": spares, "maint": maint}


def owned_gpu(sc, plan, site, g, cap):
    """Own flows of GPU model g in an owning plan (cap None = colocate).

    Returns dict with date-indexed pre-tax arrays of g's own flows and monthly series."""
    H = sc.H
    server = find_server(sc, g)
    offer = find_offer(sc, plan, g)
    gps = server["gps"]
    cool = site["cooling"]
    D = sc.D[g]
    S_req = [ceil_t(max(D[m]) * (1.0 + sc.headroom) / gps) for m in range(H)]
    S = []
    for m in range(H):
        if m < sc.L:
            S.append(0)
        elif cap is None:
            S.append(S_req[m])
        else:
            S.append(min(S_req[m], cap))
    fleet = simulate_fleet(sc, server, S)
    owned, spares = fleet["owned"], fleet["spares"]

    hardware = zeros(H + 1)
    residual = zeros(H + 1)
    operations = zeros(H + 1)
    power = zeros(H + 1)
    rental = zeros(H + 1)
    for c in fleet["cohorts"]:
        hardware[c["b"]] += c["cost"]
        if c["sold_at"] is not None:
            residual[c["sold_at"]] += -(c["n"] * c["p"] * resale(sc, sc.refresh))
        elif sc.credit_terminal:
            residual[H] += -(c["n"] * c["p"] * resale(sc, H - c["b"]))

    # MODEL.md 4.4: the cooling kinds must match; height counts 1 for a rack-scale system; the
    # weight limits only when the server's weight and the option's floor loading are both stated.
    limits = [floor_t(cool["max_kw_per_rack"] / server["max_kw"]),
              1 if server["rack_scale"] else floor_t(site["usable_rack_units"] / server["rack_units"])]
    if server["weight_kg"] is not None and cool["max_kg_per_rack"] is not None:
        limits.append(floor_t(cool["max_kg_per_rack"] / server["weight_kg"]))
    spr = min(limits) if server["liquid"] == cool["liquid"] else 0
    if spr <= 0:
        raise ValueError("server %s does not fit the rack at %s" % (server["id"], site["id"]))

    SGh = zeros(H)
    E_it = zeros(H)
    burst_h = zeros(H)
    racks = [0] * H
    for m in range(H):
        C = max(0, owned[m] - spares[m]) * gps
        price = p_od(offer, m) if offer is not None else 0.0
        served = 0.0
        over_cost = 0.0
        over_h = 0.0
        for k in range(W):
            served += min(D[m][k], C)
            if offer is not None:
                over = max(D[m][k] - C, 0.0)
                over_h += over
                over_cost += over * price
        SGh[m] = HPM / W * served
        burst_h[m] = HPM / W * over_h
        if offer is not None:
            rental[m + 1] += HPM / W * over_cost
        E_it[m] = HPM * owned[m] * server["idle_kw"] + (server["max_kw"] - server["idle_kw"]) / gps * SGh[m]
        esc_energy = (1.0 + site["energy_annual_change"]) ** y(m)
        power[m + 1] += E_it[m] * cool["pue"] * site["energy_per_kwh"] * esc_energy
        operations[m + 1] += fleet["maint"][m] + owned[m] * gps * sc.license / 12.0
        if site["fee_on_used"]:  # the per-kW fee on the rated kW of g's servers: g's own flow
            esc_colo = (1.0 + site["colo_annual_change"]) ** y(m)
            power[m + 1] += owned[m] * server["max_kw"] * site["power_per_kw_month"] * esc_colo
        racks[m] = ceil_t(owned[m] / spr)
    return {
        "g": g, "server": server, "offer": offer, "fleet": fleet, "S_req": S_req,
        "owned": owned, "racks": racks, "SGh": SGh, "E_it": E_it, "burst_h": burst_h,
        "flows": {"hardware": hardware, "residual": residual, "operations": operations,
                  "power": power, "rental_on_demand": rental},
    }


def rack_rows(sc, site, racks):
    """Rack-based rows of the 4.4 table for a rack series. Returns (date arrays, per-month cost)."""
    H = sc.H
    cool = site["cooling"]
    f = {c: zeros(H + 1) for c in ("space", "power", "cooling", "network")}
    by_month = zeros(H)
    prev_max = 0
    for m in range(H):
        dR = max(0, racks[m] - prev_max)
        prev_max = max(prev_max, racks[m])
        esc = (1.0 + site["colo_annual_change"]) ** y(m)
        rows = [
            ("space", m, dR * site["setup_fee_per_rack"]),
            ("cooling", m, dR * cool["capex_per_rack"]),
            ("space", m + 1, racks[m] * site["space_per_rack_month"] * esc),
            ("power", m + 1, 0.0 if site["fee_on_used"] else
             racks[m] * cool["max_kw_per_rack"] * site["power_per_kw_month"] * esc),
            ("cooling", m + 1, racks[m] * cool["monthly_per_rack"] * esc),
            ("network", m + 1, racks[m] * site["cross_connects_per_rack"] * site["cross_connect_month"] * esc),
        ]
        for cat, t, v in rows:
            f[cat][t] += v
            by_month[m] += v
    return f, by_month


def any_rows(sc, site, owned_any):
    """The any(m) terms of the 4.4 table."""
    H = sc.H
    f = {c: zeros(H + 1) for c in ("network", "operations")}
    by_month = zeros(H)
    for m in range(H):
        a = 1.0 if owned_any[m] else 0.0
        esc = (1.0 + site["colo_annual_change"]) ** y(m)
        net = a * site["transit_mbps"] * site["transit_per_mbps_month"] * esc
        ops = a * (site["remote_hands_hours_month"] * site["remote_hands_per_hour"] * esc
                   + site["staff_fte"] * site["staff_annual_cost"] / 12.0)
        f["network"][m + 1] += net
        f["operations"][m + 1] += ops
        by_month[m] += net + ops
    return f, by_month


def owning_plan(sc, plan, caps):
    """Pre-tax owning plan for given caps (dict g -> cap, or None for colocate)."""
    H = sc.H
    site = sc.sites[plan["site"]]
    per_g = {}
    for g in sc.gpus:
        per_g[g] = owned_gpu(sc, plan, site, g, None if caps is None else caps[g])
    racks = [sum(per_g[g]["racks"][m] for g in sc.gpus) for m in range(H)]
    owned_any = [any(per_g[g]["owned"][m] > 0 for g in sc.gpus) for m in range(H)]
    rr, rr_month = rack_rows(sc, site, racks)
    ar, ar_month = any_rows(sc, site, owned_any)
    shared = {c: zeros(H + 1) for c in CATEGORIES}
    for src in (rr, ar):
        for c, arr in src.items():
            for t in range(H + 1):
                shared[c][t] += arr[t]
    shared_month = [rr_month[m] + ar_month[m] for m in range(H)]
    flows = {c: zeros(H + 1) for c in CATEGORIES}
    none = zeros(H + 1)
    for t in range(H + 1):
        for c in CATEGORIES:
            v = shared[c][t]
            for g in sc.gpus:
                v += per_g[g]["flows"].get(c, none)[t]
            flows[c][t] = v
    return {"site": site, "per_g": per_g, "racks": racks, "owned_any": owned_any,
            "shared": shared, "shared_month": shared_month, "flows": flows}


def total_of(sc, flows):
    return [sum(flows[c][t] for c in flows) for t in range(sc.H + 1)]


def gpu_alone_pv(sc, site, og):
    """PV of g's own flows plus the rack rows on g's racks alone (4.5)."""
    H = sc.H
    rr, _ = rack_rows(sc, site, og["racks"])
    tot = zeros(H + 1)
    for arr in list(og["flows"].values()) + list(rr.values()):
        for t in range(H + 1):
            tot[t] += arr[t]
    return sc.pv(tot)


def hybrid_search(sc, plan):
    site = sc.sites[plan["site"]]
    caps = {}
    for g in sc.gpus:
        base = owned_gpu(sc, plan, site, g, 0)
        cmax = max(base["S_req"]) if sc.H > 0 else 0
        best_c, best_pv = 0, gpu_alone_pv(sc, site, base)
        for c in range(1, cmax + 1):
            pv = gpu_alone_pv(sc, site, owned_gpu(sc, plan, site, g, c))
            if beats(pv, best_pv):
                best_c, best_pv = c, pv
        caps[g] = best_c
    zero = {g: 0 for g in sc.gpus}
    pv_zero = sc.pv(total_of(sc, owning_plan(sc, plan, zero)["flows"]))
    pv_caps = sc.pv(total_of(sc, owning_plan(sc, plan, caps)["flows"]))
    if beats(pv_caps, pv_zero):
        return caps
    return zero


# ----------------------------------------------------------------------------- renting
def renting_plan(sc, plan):
    H = sc.H
    per_g = {}
    reserved_out = {}
    block_out, committed_out = {}, {}          # 16.3: B_j(m) per month, kappa per term
    for g in sc.gpus:
        offer = find_offer(sc, plan, g)
        D = sc.D[g]
        od = zeros(H + 1)
        res = zeros(H + 1)
        rented_h = 0.0
        spot_h = zeros(H)                      # SPh_g(m) of 15.2
        on_g = [wi for wi, w in enumerate(sc.workloads) if w["gpu"] == g]
        if plan["strategy"] == "rent_on_demand" and any(sc.workloads[wi]["sigma"] > 0.0 for wi in on_g):
            for m in range(H):
                sp = 0.0
                for wi in on_g:
                    sp += sc.workloads[wi]["sigma"] * sc.gpuh_w[wi][m]
                spot_h[m] = sp
                od[m + 1] += (sc.gpuh[g][m] - sp) * p_od(offer, m) + sp * p_spot(offer, m)
                rented_h += sc.gpuh[g][m]
        elif plan["strategy"] == "rent_on_demand":
            for m in range(H):
                od[m + 1] += sc.gpuh[g][m] * p_od(offer, m)
                rented_h += sc.gpuh[g][m]
        else:
            T, u = offer["term"], offer["unit"]
            chosen = []
            if contracted(offer):              # 16: blocks and commitments in the search
                blocks_g, kappas = [0] * H, []
                C = offer["commit_hours"]
                for s in range(0, H, T):
                    e = min(s + T, H)
                    price_res = p_res(offer, s)
                    kappa, n_R, periods = contract_search(sc, offer, D, s, e)
                    R = n_R * u
                    chosen.append(R)
                    kappas.append(kappa)
                    q = p_commit(offer, s) if kappa else 0.0
                    for a, b, price, cover in periods:
                        B = (cover - n_R) * u
                        for m in range(a, b):
                            blocks_g[m] = B
                            A = hours_above(D[m], R + B)
                            res[m + 1] += R * price_res
                            res[m + 1] += B * HPM * price
                            if kappa:
                                res[m + 1] += max(A, C) * q
                                rented_h += R * HPM + B * HPM + max(A, C)
                            else:
                                od[m + 1] += A * p_od(offer, m)
                                rented_h += R * HPM + B * HPM + A
                reserved_out[g] = chosen
                block_out[g] = blocks_g
                committed_out[g] = kappas
                per_g[g] = {"offer": offer, "rented_h": rented_h, "spot_h": spot_h, "spot": False,
                            "flows": {"rental_on_demand": od, "rental_reserved": res}}
                continue
            for s in range(0, H, T):
                e = min(s + T, H)
                price_res = p_res(offer, s)
                maxD = max(max(D[m]) for m in range(s, e))
                nmax = ceil_t(maxD / u)
                best_R, best_pv = None, None
                for n in range(0, nmax + 1):
                    R = n * u
                    pv = 0.0
                    for m in range(s, e):
                        price = p_od(offer, m)
                        over = 0.0
                        for k in range(W):
                            over += max(D[m][k] - R, 0.0) * price
                        pv += (R * price_res) / sc.disc[m + 1]
                        pv += (HPM / W * over) / sc.disc[m + 1]
                    if best_pv is None or beats(pv, best_pv):
                        best_R, best_pv = R, pv
                chosen.append(best_R)
                for m in range(s, e):
                    over = 0.0
                    over_h = 0.0
                    for k in range(W):
                        o = max(D[m][k] - best_R, 0.0)
                        over += o * p_od(offer, m)
                        over_h += o
                    res[m + 1] += best_R * price_res
                    od[m + 1] += HPM / W * over
                    rented_h += best_R * HPM + HPM / W * over_h
            reserved_out[g] = chosen
        per_g[g] = {"offer": offer, "rented_h": rented_h, "spot_h": spot_h,
                    "spot": plan["strategy"] == "rent_on_demand"
                    and any(sc.workloads[wi]["sigma"] > 0.0 for wi in on_g),
                    "flows": {"rental_on_demand": od, "rental_reserved": res}}
    flows = {c: zeros(H + 1) for c in CATEGORIES}
    for g in sc.gpus:
        for c, arr in per_g[g]["flows"].items():
            for t in range(H + 1):
                flows[c][t] += arr[t]
    out = {"per_g": per_g, "flows": flows, "reserved": reserved_out}
    if plan["strategy"] == "rent_reserved":
        # 16.3: block_gpus when some offer of the plan states a block price, committed when some
        # states a commitment price; zeros for a GPU model whose offer does not
        offers = [per_g[g]["offer"] for g in sc.gpus]
        if any(o_["block"] is not None for o_ in offers):
            out["block_gpus"] = {g: block_out.get(g, [0] * H) for g in sc.gpus}
        if any(o_["commit"] is not None for o_ in offers):
            out["committed"] = {g: committed_out.get(g, [0] * len(reserved_out[g])) for g in sc.gpus}
    return out


# ----------------------------------------------------------------------------- hosted API (12.1)
def api_serves(sc, plan, w):
    """The first API offer of the plan's region (and api_provider) for the workload's model, if the
    workload is an inference workload sized in tokens that names a model; else None."""
    if w["kind"] != "inference" or w["tps_gpu"] is None or w["model"] is None:
        return None
    provider = plan.get("api_provider")
    for a in sc.api_offers:
        if a["region"] == plan.get("rental_region") and a["model"] == w["model"] \
                and (provider is None or a["provider"] == provider):
            return a
    return None


def api_plan(sc, plan):
    """Token costs by date of each served workload; per GPU model the on-demand rental of the
    workloads no API offer serves."""
    H = sc.H
    served = [api_serves(sc, plan, w) for w in sc.workloads]
    api_by_w = []
    for wi, w in enumerate(sc.workloads):
        arr = zeros(H + 1)
        a = served[wi]
        if a is not None:
            s_in, k = w["s_in"], w["k_cached"]
            for m in range(H):
                step = (1.0 + a["change"]) ** y(m)
                per_million = (s_in * ((1.0 - k) * a["in"] * step + k * a["cached"] * step)
                               + (1.0 - s_in) * a["out"] * step)
                tokens = sc.gpuh_w[wi][m] * w["tps_gpu"] * 3600.0
                arr[m + 1] += tokens / 1e6 * per_million
        api_by_w.append(arr)
    per_g = {}
    for g in sc.gpus:
        rented = [wi for wi, w in enumerate(sc.workloads) if w["gpu"] == g and served[wi] is None]
        hours = [sum(sc.gpuh_w[wi][m] for wi in rented) for m in range(H)]
        offer = find_offer(sc, plan, g) if rented else None
        od = zeros(H + 1)
        if offer is not None:
            for m in range(H):
                od[m + 1] += hours[m] * p_od(offer, m)
        per_g[g] = {"offer": offer, "hours": hours, "od": od, "rented": rented}
    return served, api_by_w, per_g


# ----------------------------------------------------------------------------- section 6
def vdb_years(cost, life, factor):
    """VDB(cost, 0, life, i-1, i, factor, FALSE) for i = 1..life (spreadsheet semantics)."""
    out = []
    book = cost
    rate = factor / life
    switched = False
    sl = 0.0
    for i in range(1, life + 1):
        if not switched:
            ddb = book * rate if rate < 1.0 else book
            sl = book / (life - (i - 1))
            if sl > ddb:
                dep = sl
                switched = True
            else:
                dep = ddb
        else:
            dep = sl
        out.append(dep)
        book -= dep
    return out


def yearly_depreciation(region, cost):
    method = region["dep_method"]
    life = region["dep_life"]
    if method == "straight_line":
        return [cost / life for _ in range(life)]
    if method == "declining_balance":
        return vdb_years(cost, life, region["dep_factor"])
    raise ValueError("depreciation method %r" % method)


def hardware_deductions(sc, region, fleet):
    """Deductions (by date) from cash-bought cohorts: depreciation, sale, terminal deemed sale."""
    H = sc.H
    ded = zeros(H + 1)
    if region is None or not region["dep_method"]:
        return ded      # no depreciation rule: only allowed when tax_rate is 0 (no tax effect)
    for c in fleet["cohorts"]:
        b, basis = c["b"], c["cost"]
        end = c["sold_at"] if c["sold_at"] is not None else H   # held months b..end-1
        if region["dep_method"] == "immediate":
            ded[b] += basis
            book = 0.0
        else:
            years = yearly_depreciation(region, basis)
            deducted = 0.0
            for m in range(b, min(end, H)):
                i = m - b
                if i // 12 < len(years):
                    part = years[i // 12] / 12.0
                    ded[m + 1] += part
                    deducted += part
            book = basis - deducted
        if c["sold_at"] is not None:
            proceeds = c["n"] * c["p"] * resale(sc, sc.refresh)
            ded[c["sold_at"]] += book - proceeds
        elif sc.credit_terminal:
            value = c["n"] * c["p"] * resale(sc, H - b)
            ded[H] += book - value
    return ded


def pmt(rate, n, pv):
    """Spreadsheet PMT(rate, n, pv) with fv 0, type 0."""
    if rate == 0.0:
        return -pv / n
    return -pv * rate / (1.0 - (1.0 + rate) ** (-n))


def lease_payments(sc, fleet, fin):
    H = sc.H
    pay = zeros(H + 1)
    rate = float(fig(fin.get("annual_rate"), 0.0)) / 12.0
    term = int(round(fig(fin.get("term_months"))))
    for c in fleet["cohorts"]:
        amount = pmt(rate, term, -c["cost"])
        for t in range(c["b"] + 1, c["b"] + term + 1):
            if t <= H:
                pay[t] += amount
    return pay


# ----------------------------------------------------------------------------- plan evaluation
def evaluate_plan(sc0, plan, j):
    """One typed plan. Returns the plan's result, its workload entries, its warnings, whether it
    owns a server, and (useful, bought) GPU-hours over the horizon (14.3)."""
    o = overheads(sc0, plan)
    f, sigma = spot_factors(sc0, plan, o)
    sc = bought_view(sc0, f, sigma)    # everything below uses the GPU-hours bought
    H = sc.H
    strategy = plan["strategy"]
    categories = list(CATEGORIES)
    if sc.has_api:
        categories.append("api")     # docs/MODEL.md 12.1: every plan of a scenario with an api plan
    leased = False
    fin = plan.get("financing") or {"method": "cash"}
    if strategy in OWNING and fin.get("method") == "lease":
        leased = True
        categories.append("lease")
    if sc.after_tax:
        categories.append("tax")

    # per-g "own" arrays by category, shared arrays by category, shared per month (for allocation)
    own = {g: {c: zeros(H + 1) for c in categories} for g in sc.gpus}
    shared = {c: zeros(H + 1) for c in categories}
    shared_month = zeros(H)
    racks_g = {g: [0] * H for g in sc.gpus}
    owned_servers = {g: [0] * H for g in sc.gpus}
    racks = [0] * H
    facility_kwh = zeros(H)
    SGh = {g: zeros(H) for g in sc.gpus}
    rented_h = {g: 0.0 for g in sc.gpus}
    offers = {}
    hybrid_caps = {}
    reserved = {}
    site = None
    contracts = {}            # 16.3: block_gpus and committed of a rent_reserved plan
    owns_any = False
    spot_gpuh = 0.0           # 15.2: sum over g and m of SPh_g(m)
    co2_hours = {}            # api plans: GPU-hours rented per GPU model and month
    api_served = None
    spot_weight = {}          # 15.3: g -> each of g's workloads' rental at its own prices

    if strategy == "api":
        served, api_by_w, per_g = api_plan(sc, plan)
        api_served = {w["name"]: a["id"] for w, a in zip(sc.workloads, served) if a is not None}
        for g in sc.gpus:
            offers[g] = per_g[g]["offer"]
            rented_h[g] = sum(per_g[g]["hours"])
            co2_hours[g] = per_g[g]["hours"]
            own[g]["rental_on_demand"] = list(per_g[g]["od"])
        for arr in api_by_w:
            for t in range(H + 1):
                shared["api"][t] += arr[t]
        rate = sc.regions[plan["rental_region"]]["tax_rate"] if sc.after_tax else 0.0
        if sc.after_tax:
            for g in sc.gpus:
                own[g]["tax"] = [-rate * own[g]["rental_on_demand"][t] + 0.0 for t in range(H + 1)]
            shared["tax"] = [-rate * shared["api"][t] + 0.0 for t in range(H + 1)]
    elif strategy in OWNING:
        caps = hybrid_search(sc, plan) if strategy == "hybrid" else None
        if strategy == "hybrid":
            hybrid_caps = dict(caps)
        P = owning_plan(sc, plan, caps)
        site = P["site"]
        site_region = sc.regions[site["region"]]
        for g in sc.gpus:
            og = P["per_g"][g]
            offers[g] = og["offer"]
            for c, arr in og["flows"].items():
                own[g][c] = list(arr)
            owned_servers[g] = list(og["owned"])
            racks_g[g] = list(og["racks"])
            SGh[g] = og["SGh"]
            if og["offer"] is not None:
                rented_h[g] = sum(og["burst_h"])
            if any(n > 0 for n in og["owned"]):
                owns_any = True
        for c in ("space", "power", "cooling", "network", "operations"):
            shared[c] = list(P["shared"][c])
        shared_month = list(P["shared_month"])
        racks = list(P["racks"])
        for m in range(H):
            facility_kwh[m] = sum(P["per_g"][g]["E_it"][m] * site["cooling"]["pue"] for g in sc.gpus)

        # financing
        for g in sc.gpus:
            fleet = P["per_g"][g]["fleet"]
            if leased:
                own[g]["lease"] = lease_payments(sc, fleet, fin)
                own[g]["hardware"] = zeros(H + 1)
                own[g]["residual"] = zeros(H + 1)
        # tax
        if sc.after_tax:
            rate_site = site_region["tax_rate"]
            for g in sc.gpus:
                og = P["per_g"][g]
                offer = og["offer"]
                rate_offer = sc.regions[offer["region"]]["tax_rate"] if offer is not None else 0.0
                if leased:
                    hw_ded = own[g]["lease"]
                else:
                    hw_ded = hardware_deductions(sc, site_region, og["fleet"])
                tax = zeros(H + 1)
                for t in range(H + 1):
                    site_ded = hw_ded[t] + own[g]["operations"][t] + own[g]["power"][t]
                    tax[t] = -rate_site * site_ded - rate_offer * own[g]["rental_on_demand"][t] + 0.0
                own[g]["tax"] = tax
            for t in range(H + 1):
                ded = sum(shared[c][t] for c in ("space", "power", "cooling", "network", "operations"))
                shared["tax"][t] = -rate_site * ded + 0.0
    else:
        R = renting_plan(sc, plan)
        reserved = R["reserved"] if strategy == "rent_reserved" else {}
        contracts = {k: R[k] for k in ("block_gpus", "committed") if k in R}    # 16.3
        for g in sc.gpus:
            rg = R["per_g"][g]
            offers[g] = rg["offer"]
            rented_h[g] = rg["rented_h"]
            for m in range(H):
                spot_gpuh += rg["spot_h"][m]
            if rg["spot"]:
                # 15.3: g rented partly as spot: its cost is shared by
                #     sum_m GPUh_w(m) ((1 - sigma_w) p_od(m) + sigma_w p_s(m))
                offer = rg["offer"]
                weights = {}
                for wi, w in enumerate(sc.workloads):
                    if w["gpu"] == g:
                        sg = w["sigma"]
                        v = 0.0
                        for m in range(H):
                            v += sc.gpuh_w[wi][m] * ((1.0 - sg) * p_od(offer, m) + sg * p_spot(offer, m))
                        weights[wi] = v
                spot_weight[g] = weights
            for c, arr in rg["flows"].items():
                own[g][c] = list(arr)
            if sc.after_tax:
                rate_offer = sc.regions[rg["offer"]["region"]]["tax_rate"]
                own[g]["tax"] = [-rate_offer * (own[g]["rental_on_demand"][t] + own[g]["rental_reserved"][t]) + 0.0
                                 for t in range(H + 1)]

    flows = {}
    for c in categories:
        arr = zeros(H + 1)
        for t in range(H + 1):
            v = shared[c][t]
            for g in sc.gpus:
                v += own[g][c][t]
            arr[t] = v
        flows[c] = arr
    total = [sum(flows[c][t] for c in categories) for t in range(H + 1)]
    cumulative, pv_cumulative = [], []
    acc = pacc = 0.0
    for t in range(H + 1):
        acc += total[t]
        pacc += total[t] / sc.disc[t]
        cumulative.append(acc)
        pv_cumulative.append(pacc)
    nominal = cumulative[H] if H >= 0 else 0.0
    total_gpuh = sum(sc.gpuh[g][m] for g in sc.gpus for m in range(H))          # bought
    useful_gpuh = sum(sc0.gpuh[g][m] for g in sc0.gpus for m in range(H))      # useful (14.3)
    cost_per_gpuh = nominal / total_gpuh if total_gpuh > 0 else None

    # CO2
    co2 = 0.0
    for m in range(H):
        v = facility_kwh[m] * (sc.regions[site["region"]]["grid"] if site else 0.0)
        for g in sc.gpus:
            offer = offers.get(g)
            if offer is not None:
                hours = co2_hours[g][m] if g in co2_hours else sc.gpuh[g][m] - SGh[g][m]
                v += hours * offer["kwh"] * sc.regions[offer["region"]]["grid"]
        co2 += v
    co2 = co2 / 1000.0

    # workload allocation (nominal)
    cost_g = {}
    for g in sc.gpus:
        cg = sum(own[g][c][t] for c in categories for t in range(H + 1))
        for m in range(H):
            if racks[m] > 0 and racks_g[g][m] > 0:
                sm = shared_month[m]
                if sc.after_tax:
                    sm = sm + (-sc.regions[site["region"]]["tax_rate"] * shared_month[m])
                cg += sm * racks_g[g][m] / racks[m]
        cost_g[g] = cg
    wl_out = []
    for wi, w in enumerate(sc.workloads):
        g = w["gpu"]
        h_w = sum(sc.gpuh_w[wi])
        h_g = sum(sum(sc.gpuh_w[wj]) for wj, w2 in enumerate(sc.workloads) if w2["gpu"] == g)
        if strategy == "api":
            # a served workload pays its own tokens; the rental of g is shared by those rented
            h_g = sum(sum(sc.gpuh_w[wj]) for wj in per_g[g]["rented"])
        if strategy == "api" and served[wi] is not None:
            cost = sum(api_by_w[wi])
            cost += -rate * cost
        elif strategy == "api":
            cost = cost_g[g] * h_w / h_g if h_g > 0 else 0.0
        elif g in spot_weight and sum(spot_weight[g].values()) > 0:
            cost = cost_g[g] * spot_weight[g][wi] / sum(spot_weight[g].values())
        elif h_g > 0:
            cost = cost_g[g] * h_w / h_g
        else:
            n_on_g = sum(1 for w2 in sc.workloads if w2["gpu"] == g)
            cost = cost_g[g] / n_on_g
        cpmt = None
        if w["tps_gpu"] is not None:       # the useful tokens (14.3): the scenario's own
            tokens = sum(sc0.gpuh_w[wi][m] * sc0.workloads[wi]["tps_gpu"] * 3600.0 for m in range(H))
            if tokens > 0:
                cpmt = cost / (tokens / 1e6)
        wl_out.append({"name": w["name"], "plan": plan["name"], "cost": cost,
                       "cost_per_million_tokens": cpmt, "goodput": 1.0 / f[wi]})

    # warnings (section 9)
    warnings = []
    pfx = "/scenarios/%d/plans/%d" % (sc.index, j)
    for g in sc.gpus:
        if site is not None and any(n > 0 for n in owned_servers[g]):
            reg = sc.regions[site["region"]]
            if g in reg["restricted"]:
                warnings.append({"pointer": pfx + "/site",
                                 "message": "plan \"%s\" owns %s servers at %s in %s, where %s is restricted: %s"
                                 % (plan["name"], sc.gpu_names[g], site["name"], reg["name"],
                                    sc.gpu_names[g], reg["note"])})
        offer = offers.get(g)
        if offer is not None and rented_h[g] > 1e-6:
            reg = sc.regions[offer["region"]]
            if g in reg["restricted"]:
                warnings.append({"pointer": pfx + "/rental_region",
                                 "message": "plan \"%s\" rents %s in %s, where it is restricted: %s"
                                 % (plan["name"], sc.gpu_names[g], reg["name"], reg["note"])})

    if strategy == "api":                      # docs/MODEL.md 12.1: a named model no offer serves
        for wi, w in enumerate(sc.workloads):
            if w["kind"] == "inference" and w["tps_gpu"] is not None and w["model"] is not None \
                    and served[wi] is None:
                warnings.append({"pointer": "/scenarios/%d/workloads/%d/model" % (sc.index, wi),
                                 "message": "plan %s rents workload %s: no API offer for %s"
                                 % (plan["name"], w["name"], w["model"])})

    for c in categories:                       # no -0.0 in the output
        flows[c] = [v + 0.0 for v in flows[c]]
    out = {
        "name": plan["name"], "strategy": strategy,
        "pv_cost": pv_cumulative[H], "nominal_cost": nominal,
        "cost_per_gpu_hour": cost_per_gpuh,
        "cost_per_useful_gpu_hour": nominal / useful_gpuh if useful_gpuh > 0 else None,
        "goodput": useful_gpuh / total_gpuh if useful_gpuh > 0 else None,
        "spot_gpu_hours": spot_gpuh,
        "co2_tonnes": co2,
        "flows": flows, "total": total, "cumulative": cumulative, "pv_cumulative": pv_cumulative,
        "owned_servers": owned_servers, "racks": racks, "facility_kwh": facility_kwh,
        "hybrid_caps": hybrid_caps, "reserved": reserved,
    }
    out.update(contracts)
    if api_served is not None:
        out["api_offers"] = api_served
    return out, wl_out, warnings, owns_any, (useful_gpuh, total_gpuh)


# ----------------------------------------------------------------------------- break-even, IRR
def breakeven_month(a, b, H):
    if a[H] > b[H] + 1e-6:
        return None
    t = H
    while t - 1 >= 0 and a[t - 1] <= b[t - 1] + 1e-6:
        t -= 1
    return t


def irr(d):
    """Monthly root r>-1 of sum d_t (1+r)^-t nearest 0, scanning x = ln(1+irr) = 12 ln(1+r)."""
    if not (any(v > 0 for v in d) and any(v < 0 for v in d)):
        return None

    def f(x):
        z = math.exp(-x / 12.0)          # (1+r)^-1
        acc = 0.0
        for v in reversed(d):            # Horner: sum d_t z^t
            acc = acc * z + v
        return acc

    def bisect(lo, hi, flo):
        for _ in range(200):
            mid = 0.5 * (lo + hi)
            if mid == lo or mid == hi:
                break
            fm = f(mid)
            if fm == 0.0:
                return mid
            if (fm < 0) == (flo < 0):
                lo, flo = mid, fm
            else:
                hi = mid
        return 0.5 * (lo + hi)

    step = 0.01
    f0 = f(0.0)
    x = None
    if f0 == 0.0:
        x = 0.0
    else:
        i = 1
        fp_prev = f0
        fn_prev = f0
        while True:
            hp, hn = i * step, -i * step
            progressed = False
            if hp <= 50.0 + 1e-12:
                progressed = True
                fp = f(hp)
                if fp == 0.0:
                    x = hp
                    break
                if (fp < 0) != (fp_prev < 0):
                    x = bisect(hp - step, hp, fp_prev)
                    break
                fp_prev = fp
            if hn >= -10.0 - 1e-12:
                progressed = True
                fn = f(hn)
                if fn == 0.0:
                    x = hn
                    break
                if (fn < 0) != (fn_prev < 0):
                    x = bisect(hn, hn + step, fn)
                    break
                fn_prev = fn
            if not progressed:
                break
            i += 1
    if x is None:
        return None
    r = math.exp(x / 12.0) - 1.0
    return (1.0 + r) ** 12 - 1.0


# ----------------------------------------------------------------------------- scenario evaluation
def portfolio_plan(sc_raw, sc, plan, j):
    """docs/MODEL.md 13: the parts (owning grouped by site, the rest by strategy, region and
    providers), each the scenario with its workloads and one typed plan, summed date by date."""
    names = [w["name"] for w in sc_raw["workloads"]]
    parts = []                                  # [key, first assignment, [workload indices]]
    for k, a in enumerate(plan["assignments"]):
        # 15.1: assignments with different spot_share are different parts (absent = 0)
        key = ("own", a.get("site")) if a["strategy"] in OWNING else \
            (a["strategy"], a.get("rental_region"), a.get("provider"), a.get("api_provider"),
             num(a, "spot_share", 0.0))
        found = [p for p in parts if p[0] == key]
        if found:
            found[0][2].append(names.index(a["workload"]))
        else:
            parts.append([key, k, [names.index(a["workload"])]])
    H = sc.H
    flows, owned, racks, kwh, co2, supplies, wl_all, warnings = {}, {}, [0] * H, zeros(H), 0.0, [], [], []
    owns_any, api_offers = False, {}
    bought_parts, scaled, spot_gpuh = 0.0, False, 0.0
    contract_keys = set()                       # 16.3: keys some supply reports
    for key, k, ws in parts:
        ws.sort()
        a = plan["assignments"][k]
        typed = {"name": plan["name"], "strategy": a["strategy"]}
        for field in ("site", "rental_region", "provider", "api_provider", "spot_share"):
            if a.get(field) is not None:
                typed[field] = a[field]
        if plan.get("financing") is not None:
            typed["financing"] = plan["financing"]
        sub_raw = dict(sc_raw)
        sub_raw["workloads"] = [sc_raw["workloads"][w] for w in ws]
        sub_raw["plans"] = [typed]
        sub = Scenario(sub_raw, sc.index)
        r, wl, wr, owns, (_, bought_p) = evaluate_plan(sub, typed, 0)
        bought_parts += bought_p
        spot_gpuh += r["spot_gpu_hours"]
        scaled = scaled or r["goodput"] not in (None, 1.0)
        owns_any = owns_any or owns
        for c, arr in r["flows"].items():
            flows[c] = [x + y for x, y in zip(flows.get(c, zeros(H + 1)), arr)]
        for g, arr in r["owned_servers"].items():
            owned[g] = [x + y for x, y in zip(owned.get(g, [0] * H), arr)]
        racks = [x + y for x, y in zip(racks, r["racks"])]
        kwh = [x + y for x, y in zip(kwh, r["facility_kwh"])]
        co2 += r["co2_tonnes"]
        for wi, name in (r.get("api_offers") or {}).items():
            api_offers[wi] = name
        supply = {"strategy": a["strategy"]}
        for field in ("site", "rental_region", "provider", "api_provider"):
            if a.get(field) is not None:
                supply[field] = a[field]
        # docs/MODEL.md §15.2: the part's spot share when stated, and its spot GPU-hours.
        if a.get("spot_share") is not None:
            supply["spot_share"] = fig(a["spot_share"])
        supply["spot_gpu_hours"] = r["spot_gpu_hours"]
        supply.update({"workloads": [names[w] for w in ws], "pv_cost": r["pv_cost"],
                       "nominal_cost": r["nominal_cost"], "hybrid_caps": r["hybrid_caps"],
                       "reserved": r["reserved"]})
        for key in ("block_gpus", "committed"):        # 16.3: the part's
            if key in r:
                supply[key] = r[key]
                contract_keys.add(key)
        supplies.append(supply)
        wl_all.extend(wl)
        pfx_sub = "/scenarios/%d/plans/0" % sc.index
        for w in wr:
            ptr = w["pointer"]
            if ptr.startswith(pfx_sub):
                ptr = "/scenarios/%d/plans/%d/assignments/%d" % (sc.index, j, k) + ptr[len(pfx_sub):]
            elif ptr.startswith("/scenarios/%d/workloads/" % sc.index):
                head = "/scenarios/%d/workloads/" % sc.index
                rest = ptr[len(head):].split("/", 1)
                ptr = head + str(ws[int(rest[0])]) + ("/" + rest[1] if len(rest) > 1 else "")
            warnings.append(dict(w, pointer=ptr))
    if sc.has_api and "api" not in flows:      # docs/MODEL.md 12.1: every plan reports api
        flows["api"] = zeros(H + 1)
    order = {c: i for i, c in enumerate(list(CATEGORIES) + ["api", "lease", "tax"])}
    flows = {c: [v + 0.0 for v in flows[c]] for c in sorted(flows, key=order.get)}
    total = [0.0] * (H + 1)
    for c in flows:
        total = [x + y for x, y in zip(total, flows[c])]
    cumulative, pv_cumulative, acc, pacc = [], [], 0.0, 0.0
    for t in range(H + 1):
        acc += total[t]
        pacc += total[t] / sc.disc[t]
        cumulative.append(acc)
        pv_cumulative.append(pacc)
    total_gpuh = sum(sc.gpuh[g][m] for g in sc.gpus for m in range(H))     # useful
    # 14.3: cost_per_gpu_hour over the GPU-hours the parts buy (the scenario's demand when no
    # part has an overhead: the same figure as before, bit for bit)
    bought = bought_parts if scaled else total_gpuh
    out = {"name": plan["name"], "strategy": "portfolio", "pv_cost": pv_cumulative[H],
           "nominal_cost": cumulative[H],
           "cost_per_gpu_hour": cumulative[H] / bought if bought > 0 else None,
           "cost_per_useful_gpu_hour": cumulative[H] / total_gpuh if total_gpuh > 0 else None,
           "goodput": (total_gpuh / bought if scaled else 1.0) if total_gpuh > 0 else None,
           "spot_gpu_hours": spot_gpuh,
           "co2_tonnes": co2, "flows": flows, "total": total, "cumulative": cumulative,
           "pv_cumulative": pv_cumulative,
           "owned_servers": {g: owned.get(g, [0] * H) for g in sc.gpus}, "racks": racks,
           "facility_kwh": kwh, "hybrid_caps": {}, "reserved": {}, "supplies": supplies}
    # 16.3 (a reading, AMBIGUITIES.md): like hybrid_caps and reserved (13.2), the portfolio's own
    # block_gpus and committed are empty; present when some supply reports them
    for key in ("block_gpus", "committed"):
        if key in contract_keys:
            out[key] = {}
    out["supplies"] = out.pop("supplies")
    if api_offers:
        out["api_offers"] = {name: api_offers[name] for name in names if name in api_offers}
    by_name = {w["name"]: w for w in wl_all}
    wl_out = [by_name[name] for name in names]
    return out, wl_out, warnings, owns_any


def evaluate_scenario(sc_raw, index):
    sc = Scenario(sc_raw, index)
    plans_out, workloads_out, warnings, owns = [], [], [], []
    for j, plan in enumerate(sc.plans):
        if plan.get("strategy") == "portfolio":
            p, wl, wr, owns_any = portfolio_plan(sc_raw, sc, plan, j)
            plans_out.append(p)
            workloads_out.extend(wl)
            warnings.extend(wr)
            owns.append(owns_any)
            continue
        p, wl, wr, owns_any, _ = evaluate_plan(sc, plan, j)
        plans_out.append(p)
        workloads_out.extend(wl)
        warnings.extend(wr)
        owns.append(owns_any)
    breakeven = []
    for ia, pa in enumerate(plans_out):
        if pa["strategy"] not in OWNING or not owns[ia]:
            continue
        for pb in plans_out:
            if pb["strategy"] not in RENTING:
                continue
            # docs/MODEL.md: differences within rounding noise count as 0 for the IRR.
            d = []
            for t in range(sc.H + 1):
                diff = pb["total"][t] - pa["total"][t]
                noise = max(1e-6, 1e-9 * max(abs(pb["total"][t]), abs(pa["total"][t])))
                d.append(0.0 if abs(diff) <= noise else diff)
            breakeven.append({
                "plan": pa["name"], "versus": pb["name"],
                "month": breakeven_month(pa["cumulative"], pb["cumulative"], sc.H),
                "discounted_month": breakeven_month(pa["pv_cumulative"], pb["pv_cumulative"], sc.H),
                "irr": irr(d),
            })
    return {"name": sc.name, "currency": sc.rep, "horizon_months": sc.H, "warnings": warnings,
            "plans": plans_out, "breakeven": breakeven, "workloads": workloads_out}


def evaluate_workbook(wb, scenario_name=None):
    out = []
    for i, s in enumerate(wb.get("scenarios") or []):
        if scenario_name is not None and s.get("name") != scenario_name:
            continue
        out.append(evaluate_scenario(s, i))
    return {"format": "fleetcost-result", "version": 1, "scenarios": out}


def main(argv):
    args = argv[1:]
    path, name = None, None
    i = 0
    while i < len(args):
        if args[i] == "--scenario" and i + 1 < len(args):
            name = args[i + 1]
            i += 2
        elif path is None and not args[i].startswith("--"):
            path = args[i]
            i += 1
        else:
            print("usage: fleetcost_oracle.py WORKBOOK [--scenario NAME]", file=sys.stderr)
            return 2
    if path is None:
        print("usage: fleetcost_oracle.py WORKBOOK [--scenario NAME]", file=sys.stderr)
        return 2
    with open(path, encoding="utf-8") as fh:
        wb = json.load(fh)
    if name is not None and not any(s.get("name") == name for s in wb.get("scenarios") or []):
        print("unknown scenario: %s" % name, file=sys.stderr)
        return 2
    print(json.dumps(evaluate_workbook(wb, name), indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
