#!/usr/bin/env python3
"""Builds the shipped FleetCost reference data (presets.fleetcost and the Tokyo vs Hong Kong
example) from the researched reference data, so every derivation can be re-run and audited.

Usage: build_assets.py [REFERENCE_JSON]   (default: ../../../shared/reference/reference_data.json)
Writes assets/presets/presets.fleetcost and assets/examples/tokyo-vs-hong-kong.fleetcost.
Stdlib only. Run check_assets.py afterwards. A figure's keys, and every key a file may write, come
from the generated JSON Schema (tools/schema/workbook_schema.py: build it first, or set
FLEETCOST_WORKBOOK_SCHEMA); with python3-jsonschema installed, each file is validated against it.
"""
import copy
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.dirname(HERE)
DEFAULT_REF = os.path.normpath(os.path.join(ASSETS, "..", "..", "shared", "reference", "reference_data.json"))
sys.path.insert(0, os.path.join(ASSETS, "..", "tools", "schema"))
import workbook_schema  # noqa: E402  (the generated schema's keys)
from check_assets import SCHEMA, SHIPPED_EXTRA_KEYS  # noqa: E402

FIGURE_KEYS = SCHEMA.figure_keys()  # value, low, high, source, as_of, note: the order they are written

HPM = 730  # hours per month, MODEL.md conventions
RESEARCH_NOTE_DATE = "2026-12"  # when the non-reference figures below were researched


def load_reference(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return {item["key"]: item for section in data.values() for item in section}


REF = load_reference(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_REF)

# The reference marks what its research could not find as "NOT FOUND ... - estimate ...". A board
# reads sources in the assumptions register, so the shipped source of such a figure says plainly
# what the estimate was derived from (docs/defaults-audit.md); the reference itself is unchanged.
ESTIMATE_SOURCES = {
    "japan.aws_tokyo_p5_per_gpu_hr":
        "estimate: AWS p5.48xlarge us-east-1 on-demand USD 6.88 per GPU-hour (aws_p5_48xlarge.ondemand_per_gpu_hr, "
        + REF["aws_p5_48xlarge.ondemand_per_gpu_hr"]["source"] + ") x 1.2-1.3, a typical Tokyo (ap-northeast-1) "
        "regional premium; no ap-northeast-1 price list was retrievable - check aws.amazon.com/ec2/pricing",
    "japan.domestic_h100_h200_per_gpu_hr":
        "estimate: the global neocloud H100/H200 on-demand band of USD 2.3-5.0 per GPU-hour (Lambda, RunPod, Nebius, "
        "Hyperstack rows of the reference, 2026-08/09) x ~150 JPY/USD; the price lists of Sakura Internet 高火力 "
        "(PHY/VRT/DOK), GMO GPUクラウド, KDDI and Highreso GPUSOROBAN were not retrievable",
    "hong_kong.h100_class_per_gpu_hr":
        "estimate: no Hong Kong price (Alibaba Cloud cn-hongkong and local hosts were not retrievable); the Hong Kong "
        "H100/H200 offers are global neocloud prices",
    "tokyo_tepco.extra_high_voltage_allin":
        "estimate: the C&W APAC average of 11.5 US cents/kWh with a 2.7x spread (Nov 2024, apac.avg_power_tariff), "
        "Japan among the dearer markets, and the structure of TEPCO EP's 2024 special-high-voltage menus (0/30/100% "
        "JEPX-linked, www4.tepco.co.jp/ep/corporate/plan_h/minaoshi_2025plan.html); no unit price is published",
    "osaka_kansai.extra_high_voltage_allin":
        "estimate: the Tokyo estimate of JPY 22/kWh less ~10%, as Kansai prices run below TEPCO's with its larger "
        "nuclear share; no unit price is published",
    "hk_large_customer_allin.clp":
        "estimate: CLP's 2026 average net tariff of HK$1.406/kWh (hk_clp.avg_net_tariff_2026, verified) less ~8% for a "
        "large-power customer; CLP's Large Power and Bulk tariff tables were not retrievable",
    "tokyo.retail_colo_per_kw_month":
        "estimate: TeleGeography's Asia median of ~USD 400/kW-month for a 4 kW cabinet (2015, "
        "https://www.commsupdate.com/articles/2015/07/23/colocation-prices-vary-widely-between-within-metros/), "
        "Singapore S$200-400/kW-month (C&W 2022, https://cw-gbl-gws-prod.azureedge.net/en/singapore/news/2022/01/"
        "singapore-tops-2022-asia-pacific-data-centre-market-ranking-places-second-globally) and Japan as the dearest "
        "APAC build market at ~USD 10.5-16.0/W (C&W Construction Cost Guide 2025 p.22); no Tokyo price list was "
        "retrievable",
    "tokyo.wholesale_colo_per_kw_month":
        "estimate: capital recovery of Japan's ~USD 13/W data-centre build cost (japan.dc_build_cost_per_w, C&W "
        "Construction Cost Guide 2025) at a 10-12% yield, ~USD 110-130/kW-month, plus operation and margin; no Tokyo "
        "wholesale price was retrievable",
    "osaka.retail_colo_per_kw_month":
        "estimate: the Tokyo retail estimate (tokyo.retail_colo_per_kw_month) less ~10%",
    "hong_kong.retail_colo_per_kw_month":
        "estimate: the Tokyo retail estimate raised ~12% as Hong Kong rents are 'among the highest globally' (C&W via "
        "https://www.scmp.com/property/hong-kong-china/article/2185881/high-data-centre-rents-have-allowed-three-firms-"
        "dominate); vacancy of 21-35% in 2023-24 (hong_kong.colo_vacancy) widens the range downwards",
    "tokyo.ip_transit_10g":
        "estimate: Asian-hub 10GE transit prices of the early 2010s (TeleGeography) carried forward with TeleGeography's "
        "14-27%/yr compounded declines of 2012-2018 (ip_transit_price_decline)",
    "hong_kong.ip_transit_10g":
        "estimate: Hong Kong 10GE transit at ~USD 7/Mbps in 2013 (TeleGeography via "
        "https://www.fiercewireless.com/europe/ip-transit-prices-fall-sharply) x 0.8^12, twelve years of the ~20%/yr "
        "decline of ip_transit_price_decline",
}
for _key, _text in ESTIMATE_SOURCES.items():
    assert "NOT FOUND" in REF[_key]["source"], _key  # only rewrite what the reference could not find


# Reference rows whose shipped figure was refreshed from newer sources (issue 24,
# docs/research/2026-12-figures.md): key -> (source, as_of) that derived figures then cite.
REFRESHED = {}
REFRESHED_FIGURES = {}  # key -> the refreshed figure that ref(key) returns


def source_of(key):
    """The reference's source for `key`, or the plain "estimate: ..." that replaces a NOT FOUND."""
    if key in REFRESHED:
        return REFRESHED[key][0]
    return ESTIMATE_SOURCES.get(key, REF[key]["source"])


def rnd(x, digits):
    """Round and drop a spurious .0 so whole numbers print as integers."""
    r = round(x, digits)
    return int(r) if float(r).is_integer() else r


def latest_date_in(text):
    """The latest date a free text names, as model/scenario/evidence_date.cpp reads an older
    file's as_of: YYYY, YYYY-MM or YYYY-MM-DD; a quarter or half year as its first month; FY2024
    as 2024; "" when it names none."""
    import re
    best = None
    for m in re.finditer(r"(?<!\d)(\d{4})(?:-(\d{2})(?:-(\d{2}))?(?!\d)|-([QH])(\d)|(?!\d))", text):
        year, month, day = int(m.group(1)), 0, 0
        if not 1900 <= year <= 2999:
            continue
        if m.group(2):
            month = int(m.group(2))
            if not 1 <= month <= 12:
                month = 0
            elif m.group(3) and 1 <= int(m.group(3)) <= 31:
                day = int(m.group(3))
        elif m.group(4) == "Q" and 1 <= int(m.group(5)) <= 4:
            month = 3 * (int(m.group(5)) - 1) + 1
        elif m.group(4) == "H" and 1 <= int(m.group(5)) <= 2:
            month = 6 * (int(m.group(5)) - 1) + 1
        if best is None or (year, month, day) > best:
            best = (year, month, day)
    if best is None:
        return ""
    year, month, day = best
    return f"{year:04d}" + (f"-{month:02d}" if month else "") + (f"-{day:02d}" if day else "")


def dated(as_of, note):
    """as_of as a date (docs/file-format.md, "Evidence") and the note keeping the sources' own
    dating when it said more than one date: the latest date named, or for an undated source the
    date it was read (RESEARCH_NOTE_DATE)."""
    date = latest_date_in(as_of)
    if date == as_of:
        return as_of, note
    kept = f"(sources dated: {as_of})" if date else f"(source undated: {as_of}; as_of is when it was read)"
    return date or RESEARCH_NOTE_DATE, (note.rstrip() + " " + kept) if note else kept


EVIDENCE_KINDS = ("quote", "list_price", "index", "specification", "estimate")  # docs/file-format.md, "Evidence"
ESTIMATE_WORDS = ("estimate", "derived", "converted", "illustrative", "example assumption", "policy choice")


def evidence_of(source, note):
    """The evidence of a figure whose caller did not state it: an estimate when its source or note says
    it was estimated or derived (the source then says from what); otherwise the caller must say."""
    s, n = source.lower(), (note or "").lower()
    if any(s.startswith(w) or n.startswith(w) for w in ESTIMATE_WORDS) or "estimate" in s[:60]:
        return "estimate"
    raise AssertionError(f"say the evidence of this figure (one of {EVIDENCE_KINDS}): {source[:80]!r} / {n[:80]!r}")


def fig(value, source, as_of, note=None, low=None, high=None, evidence=None):
    as_of, note = dated(as_of, note)
    evidence = evidence or evidence_of(source, note)
    assert evidence in EVIDENCE_KINDS, evidence
    assert source.strip(), "a figure needs a source (an estimate's says what it is estimated from)"
    parts = dict(zip(FIGURE_KEYS, (value, low, high, source, as_of, note or None, evidence)))
    always = FIGURE_KEYS[:1] + FIGURE_KEYS[3:5]  # the value, its source and its date
    f = {k: v for k, v in parts.items() if k in always or v is not None}
    lo, hi = f.get("low", value), f.get("high", value)
    assert lo <= value <= hi, (value, lo, hi, note)
    return f


# The evidence of each reference row a figure is taken from as is (ref), classified by hand from the
# row's confidence and source (docs/defaults-audit.md, "Evidence"): a vendor's specification or user
# guide -> specification; a statute or an official peg -> specification / list_price; a provider's
# published price -> list_price; a survey or market page -> index; a vendor's quote -> quote; anything
# the reference estimated or a third party summarised -> estimate.
REF_EVIDENCE = {
    "usd_hkd": "list_price",  # HKMA: the Linked Exchange Rate band (an official peg)
    "japan.effective_tax_rate_tokyo_large_from_fy2026": "specification",  # statutory rate (ASBJ)
    "japan.useful_life_server_years": "specification",  # 耐用年数省令 別表第一
    "japan.db200_rate_5yr": "specification",  # the statute's 200% declining-balance rule
    "hong_kong.profits_tax_rate_standard": "specification",  # Inland Revenue Ordinance
    "ib_fabric_per_node.switch_plus_cables": "estimate",  # derived from a price sheet by the reference
    "hgx_h100_8gpu_server.price": "quote",  # Thinkmate quote, Aug 2024
    "hgx_h200_8gpu_server.price": "estimate",
    "dgx_b200.price": "estimate",  # a blog reporting the price (third party)
    "dgx_h100.max_power_kw": "specification",  # NVIDIA DGX H100/H200 user guide
    "dgx_h200.max_power_kw": "specification",
    "dgx_b200.max_power_kw": "specification",  # NVIDIA DGX B200 user guide
    "server_8x_l40s.price": "estimate",
    "server_8x_l40s.power_kw": "estimate",  # 8 x 350 W + host, a third party's estimate
    "server_4x_l4.price": "estimate",
    "server_4x_l4.power_kw": "estimate",
    "tokyo.avg_pue_air": "estimate",
    "hong_kong.avg_pue": "index",  # cloudscene's market page (an average over the market's sites)
    "liquid_cooled_pue": "estimate",
    "tokyo_tepco.extra_high_voltage_allin": "estimate",
    "osaka_kansai.extra_high_voltage_allin": "estimate",
    "hk_large_customer_allin.clp": "estimate",
    "discount_rate_wacc": "estimate",
    "japan.aws_tokyo_p5_per_gpu_hr": "estimate",
    "japan.domestic_h100_h200_per_gpu_hr": "estimate",
    "aws_g6e_l40s.ondemand_per_gpu_hr": "list_price",  # AWS g6e us-east-1 on-demand price
    "l4.ondemand_per_gpu_hr": "list_price",  # GCP g2 / AWS g6 on-demand prices (as reported)
}
for _gid in ("h100_sxm", "h200_sxm", "b200", "a100_80gb_sxm", "l40s", "l4"):  # vendor spec sheets
    for _part in ("vram_gb", "mem_bw_tbs", "bf16_dense_tflops", "tdp_w"):
        REF_EVIDENCE[f"{_gid}.{_part}"] = "specification"


def ref(key, note=None, value=None, evidence=None):
    """A figure taken as is from the reference (value, and low/high where it gives a range), or the
    figure that refreshed it (REFRESHED_FIGURES) with the caller's note added."""
    if key in REFRESHED_FIGURES:
        f = dict(REFRESHED_FIGURES[key])
        if note:
            f["note"] = f["note"].rstrip(". ") + f". {note}"
        return f
    r = REF[key]
    v = r["value"] if value is None else value
    conf = r["confidence"]
    text = f"reference: {key} ({conf})"
    if conf.startswith("estimate"):
        text = "estimate: " + text
    if r.get("notes"):
        text += f"; reference note: {r['notes']}"
    if note:
        text = text.rstrip(". ") + f". {note}"
    return fig(v, source_of(key), r["as_of"], text, r["low"], r["high"], evidence or REF_EVIDENCE[key])


def rv(key, which="value"):
    r = REF[key]
    v = r[which]
    return r["value"] if v is None else v


def src(*keys):
    return " | ".join(f"[{k}] {source_of(k)}" for k in keys)


def asof(*keys):
    seen = []
    for k in keys:
        a = REFRESHED[k][1] if k in REFRESHED else REF[k]["as_of"]
        if a not in seen:
            seen.append(a)
    return "; ".join(seen)


def derived(value, low, high, keys, note, digits=2):
    """A figure computed from reference figures; the note must carry the derivation."""
    return fig(rnd(value, digits), src(*keys), asof(*keys), note,
               None if low is None else rnd(low, digits), None if high is None else rnd(high, digits),
               "estimate")


def spec(value, source, note=None, as_of=RESEARCH_NOTE_DATE):
    """A structural number (counts, rack units, terms) taken from a product specification; an
    estimate when its source says it is one."""
    return fig(value, source, as_of, note,
               evidence="estimate" if "estimate" in source.lower()[:60] else "specification")


# ---------------------------------------------------------------- FX and finance
# USD/JPY refreshed for issue 24 (docs/research/2026-12-figures.md section 5): the reference's 150
# (140-160, an estimate for 2025-26) was stale; the latest dated market rate found is 155.81.
USD_JPY_FIG = fig(
    155, "MINKABU PRESS via https://news.livedoor.com/article/detail/30109413 (USD/JPY 155.81 at 10:00 JST on "
         "2025-12-01; NY close 2025-11-28 156.18) | November 2025 range 154.30-157.99 (MUFG JPY weekly "
         "https://mufgresearch.com/fx/jpy-weekly-25-november-2025, 2025-11-25)", "2025-12-01",
    "estimate: the latest dated market rate found, 155.81 (2025-12-01), rounded to 155; no late-2026 rate was in "
    "the stored sources. low 140, high 165: the 2024-25 range (reference usd_jpy: 139.6-162) widened for a year "
    "of drift; the market saw intervention risk above 158 (MUFG, 2025-11-25). Replace with the BoJ rate of the day. "
    "Was 150 (140-160, reference usd_jpy, an estimate for 2025-26)", 140, 165, "estimate")
REFRESHED["usd_jpy"] = ("USD/JPY 155 (140-165), refreshed 2026-12: " + USD_JPY_FIG["source"], "2025-12-01")
JPY, HKD = USD_JPY_FIG["value"], rv("usd_hkd")
FX = {"JPY": USD_JPY_FIG, "HKD": ref("usd_hkd")}
LOCAL_FX = {"JPY": ("usd_jpy", JPY), "HKD": ("usd_hkd", HKD)}

# Japanese power tariffs refreshed for issue 24 (docs/research/2026-12-figures.md section 4).
TEPCO_HV_SRC = ("TEPCO EP high-voltage Basic plan (Kanto) from 2025-04-01: basic charge JPY 3,030/kW-month (was 1,890), "
                "energy JPY 16.56/kWh (was 19.51), as summarised by ReiValue https://reivalue.co.jp/blog/3607 (list "
                "price, 3rd-party summary) | FY2026 renewable surcharge JPY 4.18/kWh (METI, via Sunglad Energy "
                "https://sunglad-energy.com/?p=2370; FY2025 3.98, Daily Sports/Kyodo 2025-03-21) | TEPCO EP menus "
                "www4.tepco.co.jp/ep/corporate/plan_h/minaoshi_2025plan.html")
REFRESHED_FIGURES["tokyo_tepco.extra_high_voltage_allin"] = fig(
    23.5, "estimate: derived from TEPCO EP's 2025 high-voltage list price and the FY2026 renewable surcharge; " + TEPCO_HV_SRC,
    "2026-05",
    "estimate: high-voltage all-in at 100% load factor = basic 3,030 / 730 h + energy 16.56 + surcharge 4.18 = JPY "
    "24.9/kWh before fuel-cost and market adjustments (27.6 at 60% load factor); extra-high-voltage (特別高圧) unit "
    "prices are not published and run below high voltage, so 23.5 with the HV figure as the upper side. low 19, high 28. "
    "Was 22 (17-28, reference tokyo_tepco.extra_high_voltage_allin, FY2024-25): too low after the 2025 basic-charge "
    "rise and the FY2026 surcharge of 4.18", 19, 28, "estimate")
REFRESHED_FIGURES["osaka_kansai.extra_high_voltage_allin"] = fig(
    21.5, "estimate: the Tokyo estimate (TEPCO EP 2025 high-voltage list price, FY2026 surcharge) less ~JPY 2/kWh as the "
          "reference keeps Kansai below TEPCO; Kansai's market-price adjustment terms from 2025-04-01 "
          "(https://biz.kepco.jp/elec/kaitei2025) give no unit price | " + TEPCO_HV_SRC, "2026-05",
    "estimate: JPY 23.5 (the Tokyo estimate) - 2.0 = 21.5, the FY2026 surcharge 4.18 included; low 17, high 26. Was 20 "
    "(16-26, reference osaka_kansai.extra_high_voltage_allin)", 17, 26, "estimate")
for _k in ("tokyo_tepco.extra_high_voltage_allin", "osaka_kansai.extra_high_voltage_allin"):
    REFRESHED[_k] = (REFRESHED_FIGURES[_k]["source"], REFRESHED_FIGURES[_k]["as_of"])


def usd_to_local(key, cur, note_prefix="", digits=2):
    """Convert a USD reference figure (with its range) to a local currency at the base FX rate."""
    fxkey, rate = LOCAL_FX[cur]
    r = REF[key]
    v, lo, hi = r["value"], r["low"], r["high"]
    lo = v if lo is None else lo
    hi = v if hi is None else hi
    note = (f"{'estimate: ' if r['confidence'].startswith('estimate') else 'converted: '}{note_prefix}"
            f"USD {v} (low {lo}, high {hi}) ({key}, {r['confidence']}) x {rate} {cur}/USD ({fxkey}) "
            f"= {cur} {rnd(v * rate, digits)} (low {rnd(lo * rate, digits)}, high {rnd(hi * rate, digits)}); "
            f"the range is the reference's price range at the base FX rate (FX uncertainty is not included: fx_per_usd "
            f"moves USD-priced items only)")
    return derived(v * rate, lo * rate, hi * rate, [key, fxkey], note, digits)


def resale_fit():
    """Fit resale(a) = (1 - d)^(a/12) to the residual_value.h100_* curve (least squares on ln r)."""
    months = [12, 24, 36, 48, 60]
    out = {}
    for which in ("value", "low", "high"):
        pts = [(m / 12, rv(f"residual_value.h100_{m}m", which)) for m in months]
        b = sum(t * math.log(r) for t, r in pts) / sum(t * t for t, _ in pts)
        out[which] = 1 - math.exp(b)
    d = out["value"]
    fitted = ", ".join(f"{m}m {(1 - d) ** (m / 12):.3f} vs {rv(f'residual_value.h100_{m}m')}" for m in months)
    note = (f"derived: least-squares fit of ln(resale) = (a/12) ln(1 - d) through resale(0) = 1 to the five points "
            f"residual_value.h100_12m..60m (secondary); d = 1 - exp(sum(t ln r)/sum(t^2)) = {d:.4f}. Fit vs reference: "
            f"{fitted}. One exponential slightly overstates year-1 value (the market drops ~37% in the first year) and "
            f"is within 0.011 of the curve at 48 months (the refresh age). low {out['high']:.3f} = same fit to the "
            f"curve's high residuals, high {out['low']:.3f} = fit to its low residuals")
    keys = [f"residual_value.h100_{m}m" for m in months]
    slow = 1 - 0.70 ** (12 / 24)  # the same source's other reading: 65-75% left at 24 months
    note += (f". The low bound is widened to {slow:.3f}, the decline that leaves 70% at 24 months, the same source's "
             f"other reading ('65-75% at 24 m', residual_value.h100_24m notes): with rental prices flat by default "
             f"(annual_price_change) used H100s may hold their value better than the 2025 curve")
    return derived(d, slow, out["low"], keys, note, 3)


OWNERSHIP = {
    "currency": "JPY",
    "headroom": fig(0, "FleetCost default (MODEL.md section 0)", RESEARCH_NOTE_DATE,
                    "policy choice, not market data: servers sized to the demand peak; add headroom for growth surprises",
                    0, 0.2),
    "spare_ratio": fig(0, "estimate (no spares figure in the reference data); FleetCost's own default is 0.02 "
                          "(MODEL.md section 0)", RESEARCH_NOTE_DATE,
                       "estimate: no whole spare servers by default. Failed parts of an 8-GPU server are replaced under "
                       "the OEM parts warranty (a few days) rather than by a spare server, and MODEL.md section 4.3 "
                       "rounds spares up (ceil(servers x ratio)), so any ratio above 0 buys at least one whole server "
                       "per GPU model: 0.02 meant 1 spare for 8 servers, 12.5% more capex, racks and maintenance "
                       "(docs/defaults-audit.md). Enter 0.02-0.05 for fleets of 50+ servers that keep hot spares "
                       "(high 0.05)", 0, 0.05),
    "refresh_months": derived(rv("hardware_refresh_cycle_years") * 12, rv("hardware_refresh_cycle_years", "low") * 12,
                              rv("hardware_refresh_cycle_years", "high") * 12, ["hardware_refresh_cycle_years"],
                              "estimate: hardware_refresh_cycle_years 4 (3-5, estimate) x 12 = 48 months (36-60)", 0),
    "lead_time_months": fig(3, "estimate (no lead-time figure in the reference data); anchors: Dell H100 server lead "
                               "times of 8-12 weeks, down from ~39 weeks late 2023 (The Register via "
                               "https://klse.i3investor.com/web/blog/detail/future_tech/2024-04-12-story-h-183863938-"
                               "Dell_shaves_months_off_lead_times_for_GPU_powered_AI_servers, 2024-04-12); HPE 20+ weeks "
                               "(https://www.computerweekly.com/news/366572212/AI-accleration-curbed-by-datacentre-design-"
                               "considerations, 2024); 2026 memory and CPU shortages stretching GPU and memory lead times "
                               "to 3-7 months (https://thedailyscout.com/s/JhpZez1qeMs, 2026)", "2024-04; 2026",
                            "estimate: 8-12 weeks from order to delivery plus 2-4 weeks of rack-and-stack, cabling and "
                            "burn-in = about 3 months from the decision to production, during which an owning plan rents "
                            "on demand. low 1 (servers in stock at a distributor, racks ready), high 6 (the 2026 "
                            "shortages; the reference also notes 12+ months of pre-leasing for high-density colocation "
                            "space in tight markets, high_density_premium). Set 0 when the servers are ordered before "
                            "the demand starts (the plan's month 0 is then the day they go live)", 1, 6),
    "hardware_annual_price_change": fig(0, "estimate; anchors: " + src("hgx_h100_8gpu_server.price", "rental_price_trend.h100"),
                                        asof("hgx_h100_8gpu_server.price"),
                                        "estimate: H100 node street prices stayed near USD 270-320k from 2023 to 2026 "
                                        "(hgx_h100_8gpu_server.price) while rental prices rebounded in 2026; flat by default, "
                                        "low -15%/yr if a new generation pushes prices of the same model down, high +5%/yr "
                                        "(memory and supply shocks)", -0.15, 0.05),
    "resale_annual_decline": resale_fit(),
    "install_pct": fig(0.03, "FleetCost default (MODEL.md section 0); estimate", RESEARCH_NOTE_DATE,
                       "estimate: rack-and-stack, cabling, burn-in and freight as a share of the server price "
                       "(low 0.01 with vendor installation included, high 0.05)", 0.01, 0.05),
    "maintenance_annual_pct": fig(0.03, "estimate; anchors: " + src("hgx_h100_8gpu_server.price"),
                                  asof("hgx_h100_8gpu_server.price"),
                                  "estimate: OEM HGX servers are sold with a 3-year parts warranty in the quoted price "
                                  "(hgx_h100_8gpu_server.price is a street quote of the whole server), so years 1-3 cost "
                                  "little beyond parts logistics and the odd out-of-warranty item (~1%/yr), and an "
                                  "extended warranty for year 4 ~8-10% of the price: over the 48-month refresh (3 x 1% + "
                                  "1 x 9%) / 4 = 3%/yr. low 0.01 (warranty covers the whole life), high 0.10 (OEM "
                                  "on-site support contracts). NVIDIA DGX support (~20%/yr, supercluster.blog in the same "
                                  "source) includes software and is not an OEM server's cost: enter it for a DGX", 0.01, 0.10),
    "insurance_annual_pct": fig(0.003,
                                "estimate; anchors: commercial property insurance is priced per USD 100 of "
                                "insured value, typically 0.10-1.50 (costcalculator.calculator.city, 'How to "
                                "calculate commercial property insurance rates'); equipment breakdown cover of "
                                "IT equipment costs about USD 25-50 per USD 50,000 of equipment a year "
                                "(ggfix.dk, 'IT insurance and hardware monitoring')",
                                RESEARCH_NOTE_DATE,
                                "estimate: a highly protected risk (sprinklered or gas-suppressed, concrete, "
                                "staffed colocation hall) sits at the low end of the property rate, ~0.2%/yr of "
                                "the servers' value, plus equipment breakdown ~0.05-0.1%/yr: 0.3%/yr. low 0.001 "
                                "(cover folded into a group policy), high 0.006 (earthquake cover in Tokyo, "
                                "typhoon and flood cover in Hong Kong). Colocation contracts require the "
                                "tenant to insure its own equipment; the site's building cover does not include "
                                "it", 0.001, 0.006),
    "license_per_gpu_year": 0,
    "repair_hours": fig(8, "estimate: OEM/NVIDIA enterprise support with 4-hour on-site parts replacement (mission-critical "
                           "tier) plus reseating, burn-in and rejoining the job", RESEARCH_NOTE_DATE,
                        "estimate: hours a training job stands still after an owned server fails when there is no spare "
                        "server to swap in (spare_ratio 0, the shipped default); 4 h with parts on site, 72 h on "
                        "next-business-day parts over a weekend (docs/MODEL.md section 14)", 4, 72),
    "credit_terminal_value": True,
    "note": "license_per_gpu_year is left at 0: software subscriptions (e.g. NVIDIA AI Enterprise) are not in the "
            "reference data; enter them here when they apply. Japan's annual fixed-asset tax on depreciable assets "
            "(japan.fixed_asset_tax_depreciable_assets, 1.4% of assessed value, not verified) is not modelled either; "
            "adding ~1% to maintenance_annual_pct approximates it for Japanese sites.",
}

# ---------------------------------------------------------------- regions
GRID_AS_OF = "FY2015 factor; FY2023 emissions (TEPCO EP)"
REGIONS = [
    {
        "id": "tokyo", "name": "Tokyo (TEPCO area)",
        "grid_kg_co2_per_kwh": fig(
            0.45,
            "TEPCO Energy Partner press release 2016-08-01 (FY2015 factor 0.500 kg-CO2/kWh before FIT/credit adjustment, "
            "0.491 after): https://www4.tepco.co.jp/ep/notice/pressrelease/2016/1314951_8661.html | Ministry of the "
            "Environment FY2013 utility list via https://www.kankyo-business.jp/news/009330.php (TEPCO 0.530 actual / "
            "0.521 adjusted) | TEPCO SASB data (CO2 of power deliveries, basic: FY2019 102.0, FY2022 81.7, FY2023 91.3 Mt; "
            "adjusted FY2022 67.5, FY2023 78.4 Mt): https://www4.tepco.co.jp/about/esg/library/data/sasb/index-j.html , "
            "https://www.tepco.co.jp/about/esg/sasb-j.html",
            "FY2015-FY2023",
            "estimate: the Ministry of the Environment's per-utility factors for TEPCO EP for FY2022/FY2023 "
            "(policies.env.go.jp r07_denki_coefficient.pdf) were not retrievable in the indexed material (searched "
            "pages/docs in Japanese and English for TEPCO EP basic/adjusted factors and the MOE list). 0.45 assumes the "
            "verified FY2015 basic factor 0.500 fell ~10% with FIT solar growth, consistent with TEPCO EP's delivered "
            "CO2 falling from 102.0 Mt (FY2019) to 81.7-91.3 Mt (FY2022-23) on lower sales. low 0.37 = adjusted basis "
            "(FY2022 adjusted/basic emissions 67.5/81.7 = 0.83 x 0.45); high 0.500 = FY2015 basic. Replace with the "
            "latest MOE-published TEPCO EP basic factor.", 0.37, 0.5),
        "restricted_gpus": [],
        "restriction_note": "",
    },
    {
        "id": "osaka", "name": "Osaka (Kansai area)",
        "grid_kg_co2_per_kwh": fig(
            0.35,
            "Kansai Electric Power, 数字でみる関西電力 (CO2 emission factor per kWh sold, basic: FY2014 0.531, FY2015 0.509, "
            "FY2016 0.509, FY2017 0.435, FY2018 0.35; adjusted FY2018 0.33): https://www.kepco.co.jp/corporate/profile/data/earth.html "
            "(read via the mirror http://kandenazure.trafficmanager.net/corporate/profile/data/earth.html) | Kansai "
            "press release 2017-07-31 (FY2016 0.509 / 0.493): http://www.kepco.co.jp/corporate/pr/2017/0731_2j.html",
            "FY2018",
            "value = Kansai's FY2018 basic factor per kWh sold, the latest Kansai figure found (searched pages/docs for "
            "Kansai FY2022/FY2023 factors, not retrievable). low 0.25 is an estimate for further nuclear restarts since "
            "FY2018 (nuclear capacity factor was 54.6% in FY2018); high 0.435 = FY2017 basic. Replace with the latest "
            "MOE-published factor for Kansai Electric.", 0.25, 0.435, "index"),
        "restricted_gpus": [],
        "restriction_note": "",
    },
    {
        "id": "hong_kong", "name": "Hong Kong (CLP area)",
        "grid_kg_co2_per_kwh": fig(
            0.40,
            "CLP Sustainability Report 2019 as summarised 2020-05-18 (carbon intensity of electricity sold by CLP Power "
            "Hong Kong 0.49 kg CO2/kWh in 2019, expected ~0.4 by end-2020 with the Black Point D1 CCGT): "
            "https://www.justmeans.com/article/clp-on-track-for-further-carbon-intensity-reductions | CLP 2024 "
            "Sustainability Report, Chairman and CEO message (600 MW D2 CCGT in service April 2024; three Castle Peak "
            "coal units retired in 2024): https://sustainability.clpgroup.com/en/2024/welcome/chairman-and-ceo%E2%80%99s-message "
            "| HK Electric Sustainability Report 2019 KPIs (0.81 kg CO2e/kWh sold in 2019, target <= 0.6 with L12): "
            "https://esg.hkubs.ai/reports/2020040202324",
            "2019 actual; 2020 projection",
            "estimate: CLP's own ~0.4 projection after 2020 (CLP's later per-kWh figures for Hong Kong were not "
            "retrievable; searched pages/docs for CLP Power HK carbon intensity 2022-2024). Most HK data centres "
            "(Tseung Kwan O, Tsuen Wan, Kwai Chung) are in CLP's area, consistent with the CLP tariff used for the "
            "site; Hong Kong Island sites (e.g. Chai Wan) are supplied by HK Electric. low 0.33 = estimate after the 2024 coal retirements; high 0.49 = CLP 2019 "
            "actual. A Hong Kong Island (HK Electric) site would be ~0.6-0.8.", 0.33, 0.49),
        "restricted_gpus": ["h100_sxm", "h200_sxm", "b200", "a100_80gb_sxm", "l40s", "b300", "gb200", "gb300"],
        "restriction_note": (
            "US export controls (EAR) treat Hong Kong as part of China for advanced AI chips: "
            "A100/H100/H200/B200/B300/GB200/GB300/L40S-class GPUs generally need a US licence, for purchase and for local "
            "rental supply. Not verified: confirm with counsel."),
        "restriction_source": (
            "FleetCost reference data (compiled 2026-12-02), global caveat 3: 'US EAR rules treat Hong Kong as "
            "part of China for advanced-computing items; A100/H100/H200/B200/L40S/MI300X-class hardware generally "
            "needs a US licence for delivery to HK. This affects both purchase feasibility and local rental supply "
            "(HK facilities often run H20/H800-class GPUs; Cyberport's AI Supercomputing Centre runs H800).' "
            "Not verified in the research session. Rental supply: " + source_of("hong_kong.h100_class_per_gpu_hr")),
    },
]

JP_TAX = {
    "tax_rate": ref("japan.effective_tax_rate_tokyo_large_from_fy2026",
                    "Statutory effective rate for a large company (capital > JPY 100M) with its office in Tokyo, fiscal "
                    "years from 2026-04-01; it includes the Defense Special Corporate Tax "
                    "(japan.defense_special_corporate_tax: 4% x (base corporate tax - JPY 5M)). Before FY2026 the rate "
                    "was 0.3062 (japan.effective_tax_rate_tokyo_large); SMEs and other prefectures differ (nationwide "
                    "standard ~0.2974, not verified). Osaka's rate differs slightly; the Tokyo rate is used for both"),
    "depreciation": {
        "method": "declining_balance",
        "useful_life_years": ref("japan.useful_life_server_years",
                                 "GPU servers are 電子計算機「その他のもの」: 5-year statutory life"),
        "factor": ref("japan.db200_rate_5yr", "Japan's 200% declining balance: rate 2/N = 0.4 for N = 5, i.e. factor 2",
                      value=2),
        "note": "200% declining balance over 5 years. For a 5-year life the spreadsheet VDB(cost,0,5,y-1,y,2) schedule "
                "(0.400, 0.240, 0.144, 0.108, 0.108) equals Japan's schedule with guarantee rate 0.108 and revised rate "
                "0.500 (switch in year 4), except the JPY 1 memorandum value Japan keeps on the books.",
    },
}
HK_TAX = {
    "tax_rate": ref("hong_kong.profits_tax_rate_standard",
                    "Two-tier regime: 8.25% on the first HKD 2M of assessable profits (hong_kong.profits_tax_rate_first_2m, "
                    "one entity per connected group), 16.5% above; the standard rate is used as the marginal rate of a "
                    "company past HKD 2M of profits. Hong Kong has no VAT/GST"),
    "depreciation": {
        "method": "immediate",
        "note": "Inland Revenue Ordinance Cap.112 s.16G: 100% of the cost of computer hardware deductible in the year of "
                "purchase (hong_kong.s16G_computer_hardware_deduction, verified; " +
                REF["hong_kong.s16G_computer_hardware_deduction"]["source"] + "). Not available for leased or "
                "hire-purchase assets (the model applies no depreciation to leased hardware); sale proceeds are taxable "
                "up to the deduction taken. Otherwise plant and machinery gets 60% initial + 10/20/30% pool allowances.",
    },
}
for region in REGIONS:
    region["tax"] = copy.deepcopy(HK_TAX if region["id"] == "hong_kong" else JP_TAX)

# ---------------------------------------------------------------- GPU models
GPU_NAMES = [
    ("h100_sxm", "NVIDIA H100 SXM5 80GB"),
    ("h200_sxm", "NVIDIA H200 SXM 141GB"),
    ("b200", "NVIDIA B200 (HGX/DGX, 180 GB usable)"),
    ("a100_80gb_sxm", "NVIDIA A100 80GB SXM4"),
    ("l40s", "NVIDIA L40S 48GB"),
    ("l4", "NVIDIA L4 24GB"),
]
GPUS = [{
    "id": gid, "name": name,
    "vram_gb": ref(f"{gid}.vram_gb"),
    "memory_bandwidth_tbs": ref(f"{gid}.mem_bw_tbs"),
    "bf16_tflops": ref(f"{gid}.bf16_dense_tflops", "dense (no 2:4 sparsity)"),
    "tdp_w": ref(f"{gid}.tdp_w"),
} for gid, name in GPU_NAMES]

# Blackwell Ultra and the NVL72 racks (issue 24; docs/research/2026-12-figures.md section 1). Not in the
# reference data: each figure cites the research row's page.
ACECLOUD_B300 = "AceCloud, NVIDIA HGX B300 https://acecloud.ai/blog/nvidia-hgx-b300 (2026-02-23; 3rd-party summary of NVIDIA's specification)"
KLOCKWOOD_B300 = "https://glennklockwood.com/garden/processors/B300 (undated; 3rd-party summary of NVIDIA's specification)"
KEDIOS_B300 = ("Kedios, B300 single-rack server unit architecture (ASUS XA NB3I-E12, air-cooled, 9U, 10 x 3,200 W PSUs "
               "5+5, ~14.5 kW sustained) https://neocloud.kedios.io/planning-summary-reports/B300-Single-Rack-Server-Unit-Architecture.html "
               "(2026-02-28; an operator's planning report)")
NV_GB200_GUIDE = ("NVIDIA DGX GB200 user guide, hardware: 72 GPUs / 36 Grace CPUs per rack, 18 compute trays x (2 Grace + 4 GPU), "
                  "9 NVLink switch trays, liquid-cooled compute trays https://docs.nvidia.com/dgx/dgxgb200-user-guide/hardware.html")
NV_DPS = ("NVIDIA DPS device specifications: GB200 GPU 200-1,200 W, compute tray 1,000 W idle - 6,667 W max "
          "https://docs.nvidia.com/datacenter/dps/versions/latest/guides/concepts/device-specifications.html")
GB300_TDP_SRC = ("https://ai-infrastructure.net/nvidia-blackwell-platform ('verified as of June 2026', 1,400 W per GB300 GPU) | "
                 + KLOCKWOOD_B300 + " ('1400 W maximum')")
GPUS += [
    {"id": "b300", "name": "NVIDIA B300 (HGX, 288 GB, air-cooled server part)",
     "vram_gb": fig(288, ACECLOUD_B300 + " | " + KLOCKWOOD_B300, "2026-02-23",
                    "288 GB HBM3e per GPU (12-high stacks; 2.30 TB per 8-GPU node)", evidence="specification"),
     "memory_bandwidth_tbs": fig(8, ACECLOUD_B300, "2026-02-23", "~8 TB/s per GPU, 64 TB/s per node",
                                 evidence="specification"),
     "bf16_tflops": fig(2250, KLOCKWOOD_B300, RESEARCH_NOTE_DATE, "dense BF16 (HGX B300); FP8 dense 4,500, FP4 dense 13,125",
                        evidence="specification"),
     "tdp_w": fig(1100, "estimate: " + KEDIOS_B300, "2026-02-28",
                  "estimate: the HGX part as an operator plans it (1,100 W), below the GB300 rack part's 1,400 W", 1100, 1400)},
    {"id": "gb200", "name": "NVIDIA GB200 (B200 in a GB200 NVL72 rack)",
     "vram_gb": ref("b200.vram_gb", "The GB200's GPU is the B200 die; the reference's B200 memory is used"),
     "memory_bandwidth_tbs": ref("b200.mem_bw_tbs", "as B200"),
     "bf16_tflops": ref("b200.bf16_dense_tflops", "dense, as B200 (the GB200 part runs at up to 1,200 W and may be faster)"),
     "tdp_w": fig(1200, NV_DPS, RESEARCH_NOTE_DATE, "GB200 GPU power range 200-1,200 W (NVIDIA DPS)",
                  evidence="specification")},
    {"id": "gb300", "name": "NVIDIA GB300 (B300 in a GB300 NVL72 rack)",
     "vram_gb": fig(288, ACECLOUD_B300, "2026-02-23", "288 GB HBM3e, as B300", evidence="specification"),
     "memory_bandwidth_tbs": fig(8, ACECLOUD_B300, "2026-02-23", "~8 TB/s, as B300", evidence="specification"),
     "bf16_tflops": fig(2250, "estimate: " + KLOCKWOOD_B300, RESEARCH_NOTE_DATE,
                        "estimate: the HGX B300's dense BF16; the GB300 part's own figure was not found (it runs at 1,400 W "
                        "rather than 1,100 W, so it may be somewhat faster)"),
     "tdp_w": fig(1400, GB300_TDP_SRC, "2026-06", "1,400 W per GPU in the GB300 NVL72 rack (3rd-party summaries)",
                  evidence="specification")},
]

# ---------------------------------------------------------------- servers
IDLE_SOURCE = ("estimate (no idle figure in the reference data); anchor for GPU idle draw: public nvidia-smi log of "
               "idle A100-SXM4 GPUs at 52-54 W each, https://huggingface.co/spaces/seawolf2357/PLUS_Lab_GPUs/blame/main/gpus.csv (2025-07)")
FABRIC = ref("ib_fabric_per_node.switch_plus_cables",
             "Per-node share of the InfiniBand compute fabric for a 64-node cluster (switches 4,500 + cables 10,560 per "
             "node; 2 nodes direct-attach 6,480; 4,096-node 3-tier ~52,900). The 8 ConnectX NICs are in the server price")
DGX_POWER_SRC = src("dgx_h100.max_power_kw")


def pcie_network(value, low, high, why):
    return fig(value, "estimate (no per-node Ethernet figure in the reference data)", RESEARCH_NOTE_DATE,
               f"estimate: {why}", low, high)


SERVERS = [
    {
        "id": "hgx_h100_8gpu", "name": "8-GPU HGX H100 server (OEM, 8U)", "gpu": "h100_sxm",
        "gpus": spec(8, "NVIDIA HGX H100 8-GPU baseboard; " + DGX_POWER_SRC, "8 SXM GPUs per HGX/DGX H100 node",
                     asof("dgx_h100.max_power_kw")), "currency": "USD",
        "price": ref("hgx_h100_8gpu_server.price", "Excludes cluster switches/cables (see network_capex), storage and installation (ownership.install_pct)"),
        "network_capex": FABRIC,
        "power_idle_kw": fig(2.0, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: 8 H100 SXM at ~60-80 W idle (~0.6 kW) + host ~1.4 kW (2 Xeon CPUs, 2 TB DRAM, "
                             "4 NVSwitch, 8-10 NICs, fans at low speed, PSU losses) = ~2.0 kW, ~20% of the 10.2 kW maximum; "
                             "range 1.5-2.8 kW", 1.5, 2.8),
        "power_max_kw": ref("dgx_h100.max_power_kw",
                            "Size racks to this maximum. Under training load the draw is typically 7.5 kW (6.5-8.5, "
                            "dgx_h100.typical_power_kw); the model charges energy between idle and this maximum in "
                            "proportion to served GPU-hours, so full utilisation is billed at 10.2 kW"),
        "rack_units": spec(8, DGX_POWER_SRC, "8U per the reference (dgx_h100.max_power_kw notes); OEM HGX H100 chassis are 6-8U",
                           asof("dgx_h100.max_power_kw")),
    },
    {
        "id": "hgx_h200_8gpu", "name": "8-GPU HGX H200 server (OEM, 8U)", "gpu": "h200_sxm",
        "gpus": spec(8, "NVIDIA HGX H200 8-GPU baseboard; " + src("dgx_h200.max_power_kw"), "8 SXM GPUs per HGX/DGX H200 node",
                     asof("dgx_h200.max_power_kw")), "currency": "USD",
        "price": ref("hgx_h200_8gpu_server.price"),
        "network_capex": FABRIC,
        "power_idle_kw": fig(2.0, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: same platform and GPU power class as HGX H100 (700 W TDP): ~2.0 kW idle, "
                             "range 1.5-2.8 kW", 1.5, 2.8),
        "power_max_kw": ref("dgx_h200.max_power_kw", "Same power specification as DGX H100"),
        "rack_units": spec(8, src("dgx_h100.max_power_kw"), "8U (DGX H100/H200 chassis)", asof("dgx_h100.max_power_kw")),
    },
    {
        "id": "dgx_b200", "name": "NVIDIA DGX B200 (8x B200, 10U)", "gpu": "b200",
        "gpus": spec(8, src("b200.vram_gb"), "8 B200 GPUs (1,440 GB total / 8) per DGX B200", asof("b200.vram_gb")), "currency": "USD",
        "price": ref("dgx_b200.price",
                     "DGX B200 chosen over an OEM HGX B200 because its price (secondary) and its power and size "
                     "(dgx_b200.max_power_kw, verified in NVIDIA's DGX B200 user guide) describe the same product; the OEM "
                     "HGX B200 price (hgx_b200_oem_server.price, USD 400k, 350-500k) is a pure estimate and an OEM box "
                     "can draw more or less than 14.3 kW. Switch price to ~USD 400k to model an OEM server"),
        "network_capex": ref("ib_fabric_per_node.switch_plus_cables",
                             "DGX B200 has 8 ConnectX-7 400G NICs (dgx_b200.max_power_kw notes): same NDR fabric class as "
                             "HGX H100; per-node share for a 64-node cluster"),
        "power_idle_kw": fig(3.0, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: 8 B200 at ~100-150 W idle (~1.0 kW) + host ~2.0 kW (2 Xeon CPUs, 4 TB DRAM, "
                             "NVSwitch, 8 CX-7 + 2 BlueField-3, fans) = ~3.0 kW, ~21% of 14.3 kW; range 2.2-4.0 kW",
                             2.2, 4.0),
        "power_max_kw": ref("dgx_b200.max_power_kw"),
        "rack_units": spec(10, src("dgx_b200.max_power_kw"), "10U per NVIDIA's DGX B200 user guide", asof("dgx_b200.max_power_kw")),
    },
    {
        "id": "hgx_a100_80gb_8gpu", "name": "8-GPU A100 80GB SXM server (DGX A100 class, 6U)", "gpu": "a100_80gb_sxm",
        "gpus": spec(8, "NVIDIA DGX A100 (8x A100 SXM4): https://geektopia.es/es/technology/2020/05/14/noticias/nvidia-anuncia-el-servidor-dgx-a100-ocho-tesla-a100-desde-200-000-dolares.html",
                     "8 SXM4 GPUs per DGX/HGX A100 node", "2020-05"), "currency": "USD",
        "price": derived(
            8 * rv("gpu_unit_price.a100_80gb_sxm") / rv("gpu_share_of_hgx_server_cost"), 100000, 199000,
            ["gpu_unit_price.a100_80gb_sxm", "gpu_share_of_hgx_server_cost"],
            "estimate: 8 x USD 15,000 (gpu_unit_price.a100_80gb_sxm, MSRP, secondary) / 0.65 (gpu_share_of_hgx_server_cost, "
            "secondary) = USD 184,615. high USD 199,000 = DGX A100 launch price (May 2020, 'desde 200 000 dolares', "
            "https://geektopia.es/es/technology/2020/05/14/noticias/nvidia-anuncia-el-servidor-dgx-a100-ocho-tesla-a100-desde-200-000-dolares.html); "
            "low USD 100,000 = estimate for end-of-life / refurbished 8x A100 systems (A100 keeps ~22.5% of its price "
            "after 36 months, residual_value.a100_36m). No direct 2025-26 quote for a new A100 server was found", 0),
        "network_capex": ref("ib_fabric_per_node.switch_plus_cables",
                             "Per-node NDR fabric share used for the HGX class; a DGX A100's HDR 200G fabric costs somewhat "
                             "less"),
        "power_idle_kw": fig(1.5, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: 8 A100 SXM at ~55 W idle (0.44 kW, the measured 52-54 W per idle A100-SXM4) + host "
                             "~1.1 kW (2 EPYC 7742, 1-2 TB DRAM, 6 NVSwitch, 9 NICs, fans) = ~1.5 kW, ~23% of 6.5 kW; "
                             "range 1.1-2.0 kW", 1.1, 2.0),
        "power_max_kw": fig(6.5, "NVIDIA DGX A100 User Guide DU-09821-001 (May 2020), power specifications, as reported "
                                 "by https://pcnews.ru/news/vycislitelnaa_sistema_nvidia_dgx_a100_ampere_osnasaetsa_sestu_blokami_pitania_po_3_kvt-985106.html "
                                 "(max 6,500 W; six 3 kW PSUs, half redundant; 123 kg)", "2020-05",
                            "secondary: DGX A100 maximum system power; not in the reference data", evidence="specification"),
        "rack_units": spec(6, "DGX A100 dimensions 26.4 cm x 48.23 cm x 89.71 cm (height 26.4 cm = 6U): "
                              "https://geektopia.es/es/technology/2020/05/14/noticias/nvidia-anuncia-el-servidor-dgx-a100-ocho-tesla-a100-desde-200-000-dolares.html"),
    },
    {
        "id": "server_8x_l40s", "name": "8x L40S PCIe inference server (4U)", "gpu": "l40s",
        "gpus": spec(8, src("server_8x_l40s.price"), "8x L40S server as priced in the reference (server_8x_l40s.price is an estimate of the price; the GPU count is the configuration itself, not an estimate)", asof("server_8x_l40s.price")), "currency": "USD",
        "price": ref("server_8x_l40s.price"),
        "network_capex": pcie_network(1500, 500, 4000,
                                      "per-node share of a 100GbE leaf switch (~USD 15k for 32 ports, 2 ports per server -> "
                                      "~USD 1,000) plus two DAC/optics (~USD 500); low 500 (25GbE), high 4,000 (400G RoCE "
                                      "fabric for multi-node inference)"),
        "power_idle_kw": fig(0.8, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: 8 L40S at ~30-40 W idle (0.3 kW) + 2-socket host ~0.5 kW = ~0.8 kW; range 0.6-1.2 kW",
                             0.6, 1.2),
        "power_max_kw": ref("server_8x_l40s.power_kw",
                            "Used as the maximum for rack sizing and energy; 8 x 350 W GPUs + host"),
        "rack_units": spec(4, "estimate (no chassis size in the reference data)",
                           "estimate: 4U, the usual height of 8-GPU PCIe servers with double-width passive cards"),
    },
    {
        "id": "server_4x_l4", "name": "4x L4 inference server (2U)", "gpu": "l4",
        "gpus": spec(4, src("server_4x_l4.price"), "4x L4 server as priced in the reference (server_4x_l4.price is an estimate of the price; the GPU count is the configuration itself, not an estimate)", asof("server_4x_l4.price")), "currency": "USD",
        "price": ref("server_4x_l4.price"),
        "network_capex": pcie_network(800, 300, 2000,
                                      "per-node share of a 25GbE leaf switch and two DACs (~USD 800); low 300, high 2,000 "
                                      "(100GbE)"),
        "power_idle_kw": fig(0.3, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: 4 L4 at ~15-20 W idle (0.07 kW) + 1-socket host ~0.23 kW = ~0.3 kW; range 0.2-0.45 kW",
                             0.2, 0.45),
        "power_max_kw": ref("server_4x_l4.power_kw", "4 x 72 W GPUs + host"),
        "rack_units": spec(2, "estimate (no chassis size in the reference data)",
                           "estimate: 2U; four single-slot low-profile L4 cards fit a 1-2U server (l4.interconnect)"),
    },
]

# Cooling kind, rack-scale and weight (issue 24; MODEL.md section 4.4): every server above is air-cooled.
for _sv in SERVERS:
    _sv["cooling_kind"] = "air"
NV_B200_GUIDE = ("NVIDIA DGX B200 user guide https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html "
                 "(14.3 kW max, 142.4 kg, 10U, 6 x 3.3 kW PSUs 5+1)")
next(x for x in SERVERS if x["id"] == "dgx_b200")["weight_kg"] = fig(142.4, NV_B200_GUIDE, "2025", "system weight",
                                                                     evidence="specification")
next(x for x in SERVERS if x["id"] == "hgx_a100_80gb_8gpu")["weight_kg"] = fig(
    123, "NVIDIA DGX A100 User Guide DU-09821-001 (May 2020), as reported by https://pcnews.ru/news/vycislitelnaa_sistema_"
         "nvidia_dgx_a100_ampere_osnasaetsa_sestu_blokami_pitania_po_3_kvt-985106.html (123 kg)", "2020-05",
    "DGX A100 system weight", evidence="specification")

NVL72_WEIGHT_SRC = ("https://leviathansystems.co/blog/liquid-cooling-requirements-blackwell (undated) and Introl, GB300 NVL72 "
                    "https://introl.com/blog/why-nvidia-gb300-nvl72-blackwell-ultra-matters ('1.36 t (3,000 lb)'), both "
                    "3rd-party of The Register (2024)")
NVL72_NET_NOTE = ("estimate: scale-out fabric per rack = the reference's per-node InfiniBand share for a 64-node cluster (USD "
                  "15,060 per 8 GPUs, ib_fabric_per_node.switch_plus_cables) x 72/8 = USD 135,540 (low 6,480 x 9 = 58,320 for "
                  "a small fabric, high 52,900 x 9 = 476,100 for a 3-tier 4,096-node one). NVLink inside the rack (9 switch "
                  "trays, copper spine) and the trays' ConnectX NICs are in the rack price; the InfiniBand/Spectrum-X leaf "
                  "and spine switches, optics and cables that join racks are not. Bernstein puts networking at ~13% of an AI "
                  "data centre's capex (Investing.com, ~2025-09), a wider scope (front end, storage, DCI)")
NVL72_IDLE_NOTE = ("estimate: 18 compute trays at NVIDIA's 1,000 W tray idle (NVIDIA DPS) = 18 kW + NVLink switch trays, "
                   "power shelves and management ~2 kW = ~20 kW, ~15% of the rack's maximum; low 18, high 25")


def nvl72(sid, name, gpu, price, price_lo, price_hi, price_src, price_as_of, price_note, kw, kw_lo, kw_hi, kw_src, kw_note):
    return {
        "id": sid, "name": name, "gpu": gpu,
        "gpus": spec(72, NV_GB200_GUIDE, "72 GPUs per NVL72 rack: 18 compute trays x 4 GPUs", RESEARCH_NOTE_DATE),
        "currency": "USD",
        "price": fig(price, price_src, price_as_of, price_note, price_lo, price_hi, "estimate"),
        "network_capex": derived(72 / 8 * rv("ib_fabric_per_node.switch_plus_cables"),
                                 72 / 8 * rv("ib_fabric_per_node.switch_plus_cables", "low"),
                                 72 / 8 * rv("ib_fabric_per_node.switch_plus_cables", "high"),
                                 ["ib_fabric_per_node.switch_plus_cables"], NVL72_NET_NOTE, 0),
        "power_idle_kw": fig(20, "estimate: " + NV_DPS, RESEARCH_NOTE_DATE, NVL72_IDLE_NOTE, 18, 25),
        "power_max_kw": fig(kw, kw_src, "2026-06", kw_note, kw_lo, kw_hi, "estimate"),
        "rack_units": spec(48, NV_GB200_GUIDE, "a whole 48U rack (compute trays, switch trays, power shelves, manifolds); "
                                               "rack_scale: one server is one rack, not fitted into a site's usable U",
                           RESEARCH_NOTE_DATE),
        "cooling_kind": "liquid",
        "rack_scale": True,
        "weight_kg": fig(1360, "estimate: " + NVL72_WEIGHT_SRC, "2024",
                         "estimate: ~1,360 kg (3,000 lb) per NVL72 rack, for the floor-loading check against a site's "
                         "max_kg_per_rack; one Introl page says 3,000 kg, a unit slip for 3,000 lb. low 1,300, high 1,500",
                         1300, 1500),
    }


SERVERS += [
    {
        "id": "hgx_b300_8gpu", "name": "8-GPU HGX B300 server (OEM, air-cooled, 10U)", "gpu": "b300",
        "gpus": spec(8, KEDIOS_B300 + " | DGX B300: https://aiwiki.ai/wiki/nvidia_dgx_b300", "8 B300 GPUs per HGX/DGX B300 node",
                     "2026-02-28"),
        "currency": "USD",
        "price": fig(400000,
                     "estimate: DGX B300 USD 300,000-350,000 per system (iFactory https://ifactoryapp.com/sap-integration/on-prem-"
                     "ai/nvidia-dgx-b200-b300-blackwell-systems, 2026-05-01, vendor blog) | B300 SXM module ~USD 53,000 (Ornn "
                     "https://ornnai.com/research/nvidia-b200-vs-b300-why-use-one-instead-of-the-other, 2026) | B300 'MSRP' USD "
                     "45,000 (https://huggingface.co/hardware/b300, 2026)", "2026-05-01",
                     "estimate: between the DGX B300 system price (300-350k) and 8 GPU modules at 45-53k = 360-424k plus a host "
                     "and NICs (~15%, as the H100 quote's 8 x ~30k GPUs vs 310-317k server) = 414-488k; all third-party figures "
                     "that disagree, so 400k with low 330k, high 480k. Excludes the cluster fabric (network_capex), storage and "
                     "installation", 330000, 480000, "estimate"),
        "network_capex": ref("ib_fabric_per_node.switch_plus_cables",
                             "HGX B300 nodes carry ConnectX-8 800G NICs (in the server price); the per-node fabric share of the "
                             "NDR class is used until an XDR/800G figure is found"),
        "power_idle_kw": fig(3.0, IDLE_SOURCE, RESEARCH_NOTE_DATE,
                             "estimate: as DGX B200 (8 GPUs at ~100-150 W idle + host ~2 kW) = ~3.0 kW, ~21% of 14.5 kW; "
                             "range 2.2-4.0 kW", 2.2, 4.0),
        "power_max_kw": fig(14.5, "estimate: " + KEDIOS_B300 + " | " + NV_B200_GUIDE, "2026-02-28",
                            "estimate: ~14.5 kW sustained at the wall (Kedios; its PSUs could give 20 kW); DGX B200 is 14.3 kW "
                            "max (NVIDIA). NVIDIA's DGX B300 guide was not in the stored sources. low 13.5, high 15.5",
                            13.5, 15.5),
        "rack_units": fig(10, KEDIOS_B300 + " | https://aiwiki.ai/wiki/nvidia_dgx_b300 (DGX B300 10U)", "2026-02-28",
                          "ASUS XA NB3I-E12 is 9U, DGX B300 10U: 10 (9-10)", 9, 10, "specification"),
        "cooling_kind": "air",
        "weight_kg": fig(142, "estimate: " + NV_B200_GUIDE, "2025",
                         "estimate: the DGX B200's 142.4 kg (NVIDIA) for a 10U B300 node; DGX B300 weight not found",
                         130, 160),
        "note": "Air-cooled variant shipped: the research found an air-cooled HGX B300 (ASUS XA NB3I-E12, ASHRAE A2 inlet, "
                "Kedios 2026-02-28) and one vendor blog claiming DGX B300 needs liquid cooling (iFactory); NVIDIA's guide "
                "decides. It fits the air sites' 22 kW high-density rack one to a rack (14.5 kW).",
    },
    nvl72("gb200_nvl72", "NVIDIA GB200 NVL72 rack (72 GPUs, liquid-cooled, rack-scale)", "gb200", 3400000, 3000000, 3900000,
          "estimate: Bernstein (S. Rasgon) compute hardware USD 3.4M per GB200 NVL72 rack, via Investing.com "
          "https://ng.investing.com/news/stock-market-news/how-much-does-a-gw-of-data-center-capacity-actually-cost-2169144 "
          "(~2025-09) | Ornn benchmark USD 3.0-3.9M https://ornnai.com/research/nvidia-b200-vs-b300-why-use-one-instead-of-"
          "the-other (2026)", "2026",
          "estimate: Bernstein's compute-only 3.4M (= USD 47.2k per GPU) inside Ornn's 3.0-3.9M. The rack price includes 72 "
          "GPUs, 36 Grace CPUs, compute and NVLink switch trays, power shelves, bus bar and rack manifolds/cold plates; not "
          "the facility CDU and water, the scale-out fabric (network_capex), storage or installation. Bernstein's 5.9M "
          "all-in adds 2.5M of data-centre build, which a colocation fee already prices: not added",
          125, 120, 132,
          "estimate: NVIDIA DPS (GB200 compute tray max 6,667 W x 18 = 120 kW) + switch trays; introl.com GB200 deployment "
          "(2025-12) ~120 kW; Servnet https://servnetuk.com/insights/hosting-blackwell-ai-rack-power-cooling-colo-uk "
          "(2026) 120-132 kW",
          "estimate: 120 kW of compute trays (NVIDIA tray maximum x 18) + NVLink switches and losses = 125 kW; low 120, high "
          "132 (Servnet)"),
    nvl72("gb300_nvl72", "NVIDIA GB300 NVL72 rack (72 GPUs, liquid-cooled, rack-scale)", "gb300", 4200000, 3700000, 5000000,
          "estimate: Ornn benchmark GB300 NVL72 USD 3.7-5.0+M per rack https://ornnai.com/research/nvidia-b200-vs-b300-why-"
          "use-one-instead-of-the-other (2026) | awesomeagents.ai 3-4M (undated) | GB300 liquid-cooling parts USD 49,860 per "
          "rack (Morgan Stanley via https://epium.com/news/nvidia-gb300-blackwell-ultra-nvl72-liquid-cooling-costs-nearly-"
          "usd-50000)", "2026",
          "estimate: the middle of Ornn's 3.7-5.0M (= USD 58.3k per GPU), checked against the GB200 rack's 3.4M plus the "
          "B300-over-B200 module premium (Ornn: ~53k vs ~50k per GPU, +6%) and Blackwell Ultra's 288 GB HBM: 3.4M x 1.06 "
          "= 3.6M is the low side. Scope as the GB200 rack (cold plates and manifolds, ~49,860 per rack, included)",
          135, 132, 140,
          "estimate: Introl https://introl.com/blog/why-nvidia-gb300-nvl72-blackwell-ultra-matters (18 compute trays x 6.5 "
          "kW + 3.6 kW switches, 132 kW of power shelves) | https://ai-infrastructure.net/datacentre-physical (2026-06: "
          "Supermicro 132-140 kW, Microsoft ~136 kW)",
          "estimate: 117 kW of trays + 3.6 kW switches on 132 kW of power shelves; 132-140 kW in practice (Supermicro, "
          "Microsoft ~136): 135, low 132, high 140. Transients reach ~1.4x steady state (ai-infrastructure.net): the "
          "facility, not this figure, absorbs them"),
]

# ---------------------------------------------------------------- sites
STD_AIR = {"tokyo": 8, "osaka": 8, "hong_kong": 5}
HD_KW, DLC_KW = 22, 40
HD_NAME, DLC_NAME = f"High-density air + rear-door (~20 kW class, {HD_KW} kW)", f"Direct liquid cooling ({DLC_KW} kW)"
# Per site: id, name, currency, reference keys (per-kW fee, energy, transit, PUE), region and what the
# per-kW fee is charged on (power_fee_basis, docs/MODEL.md section 10 reading 46): retail racks are
# sold as whole allocations; a wholesale suite contracts the critical IT kW the servers are rated for.
SITE_META = {
    "tokyo": ("tokyo_colo", "Tokyo colocation (TEPCO area)", "JPY", "tokyo.retail_colo_per_kw_month",
              "tokyo_tepco.extra_high_voltage_allin", "tokyo.ip_transit_10g", "tokyo.avg_pue_air", "tokyo", "allocated"),
    "tokyo_wholesale": ("tokyo_wholesale", "Tokyo wholesale colocation (suite, TEPCO area)", "JPY",
                        "tokyo.wholesale_colo_per_kw_month", "tokyo_tepco.extra_high_voltage_allin",
                        "tokyo.ip_transit_10g", "tokyo.avg_pue_air", "tokyo", "used"),
    "osaka": ("osaka_colo", "Osaka colocation (Kansai area)", "JPY", "osaka.retail_colo_per_kw_month",
              "osaka_kansai.extra_high_voltage_allin", "tokyo.ip_transit_10g", "tokyo.avg_pue_air", "osaka", "allocated"),
    "hong_kong": ("hong_kong_colo", "Hong Kong colocation (CLP area)", "HKD", "hong_kong.retail_colo_per_kw_month",
                  "hk_large_customer_allin.clp", "hong_kong.ip_transit_10g", "hong_kong.avg_pue", "hong_kong",
                  "allocated"),
}
BASIS_TEXT = {
    "allocated": ("retail colocation fee per kW of the racks' allocation (power_fee_basis allocated: every rack is "
                  "billed its cooling option's max_kw_per_rack, used or not; space, cooling and facility included; "
                  "electricity passed through separately) "),
    "used": ("wholesale colocation fee per kW of contracted critical IT capacity (power_fee_basis used: the suite "
             "contracts the servers' rated power_max_kw, not whole racks; space, cooling and facility included; "
             "electricity passed through separately; wholesale terms usually start at ~1 MW, about 100 8-GPU servers) "),
}


def site(kind):
    sid, name, cur, colo_key, energy_key, transit_key, pue_key, region_id, basis = SITE_META[kind]
    fxkey, rate = LOCAL_FX[cur]
    digits = 0 if cur == "JPY" else 2
    per_kw = usd_to_local(colo_key, cur, BASIS_TEXT[basis], digits)
    fee, fee_lo, fee_hi = per_kw["value"], per_kw["low"], per_kw["high"]
    prem, prem_lo, prem_hi = rv("high_density_premium"), rv("high_density_premium", "low"), rv("high_density_premium", "high")

    def premium(kw):
        note = (f"estimate: high_density_premium {prem} (low {prem_lo}, high {prem_hi}, estimate) x {kw} kW x "
                f"{cur} {fee}/kW-month (power_per_kw_month) = {cur} {rnd(prem * kw * fee, digits)} per rack-month; the "
                f"range varies the premium only (the per-kW fee has its own range)")
        return derived(prem * kw * fee, prem_lo * kw * fee, prem_hi * kw * fee, ["high_density_premium", colo_key, fxkey],
                       note, digits)

    # PUE: standard and rear-door air use the site's air-cooled PUE; DLC uses liquid_cooled_pue.
    osaka_pue = " Osaka has no figure of its own: Tokyo's air PUE is used." if region_id == "osaka" else ""
    air_pue = ref(pue_key, "Air-cooled halls." + osaka_pue)
    std_kw = STD_AIR[region_id]
    if region_id == "hong_kong":
        std_max = fig(std_kw, src("hong_kong.typical_rack_power_kw"), asof("hong_kong.typical_rack_power_kw") + " (anchor)",
                      "estimate: HK retail racks are offered at 1.57-5.4 kW (hong_kong.typical_rack_power_kw, secondary, "
                      "range only); 5 kW is the top standard product")
    else:
        std_max = fig(std_kw, src("tokyo.typical_rack_power_kw"), asof("tokyo.typical_rack_power_kw") + " (anchor)",
                      "estimate: tokyo.typical_rack_power_kw is 6.5 kW (6-20) from 2013; 8 kW is taken as today's standard "
                      "air-cooled product within that range" + (" (Osaka assumed like Tokyo)" if region_id == "osaka" else ""))
    hd_max = fig(HD_KW, src("high_density_premium"), asof("high_density_premium"),
                 "estimate: the reference's 20-40+ kW high-density track (high_density_premium notes); 22 kW rather than "
                 "20 so that two 10.2 kW 8-GPU servers (20.4 kW) share one rack")
    dlc_max = fig(DLC_KW, src("high_density_premium"), asof("high_density_premium"),
                  "estimate: top of the 20-40+ kW liquid-ready track; needs liquid-cooled server SKUs")
    dlc_usd, dlc_lo, dlc_hi = 50000, 25000, 100000
    dlc_capex = fig(rnd(dlc_usd * rate, digits), "estimate (no cooling capex in the reference data); FX " + src(fxkey),
                    asof(fxkey),
                    f"estimate: USD {dlc_usd} per rack (low {dlc_lo}, high {dlc_hi}) x {rate} {cur}/USD ({fxkey}): in-rack "
                    "or shared coolant distribution unit share (~USD 20-40k), rack manifolds and quick disconnects "
                    "(~USD 3-6k), secondary-loop piping, leak detection and commissioning (~USD 10-20k), paid by the "
                    "tenant; facility water and heat rejection are the colo's and priced in its fees",
                    rnd(dlc_lo * rate, digits), rnd(dlc_hi * rate, digits))
    cooling_options = [
        {"name": f"Standard air ({std_kw} kW)", "kind": "air", "max_kw_per_rack": std_max, "pue": air_pue,
         "capex_per_rack": 0, "monthly_per_rack": 0,
         "note": "No cooling capex or premium: included in the per-kW colocation fee."},
        {"name": HD_NAME, "kind": "air", "max_kw_per_rack": hd_max, "pue": ref(pue_key, "Rear-door heat exchangers are priced at the "
                                                                          "air-cooled PUE (conservative)." + osaka_pue),
         "capex_per_rack": 0, "monthly_per_rack": premium(HD_KW),
         "note": "Rear-door heat exchanger provided by the colo and paid through the monthly high-density premium, so no "
                 "tenant capex."},
        {"name": DLC_NAME, "kind": "liquid", "max_kw_per_rack": dlc_max, "pue": ref("liquid_cooled_pue", "direct-to-chip"),
         "capex_per_rack": dlc_capex, "monthly_per_rack": premium(DLC_KW),
         "note": "For liquid-cooled server SKUs (e.g. DGX B200 liquid variants); the air-cooled servers in the catalogue "
                 "would need their liquid-cooled versions."},
    ]
    chosen = cooling_options[1]
    mrc = HD_KW * fee + chosen["monthly_per_rack"]["value"]
    sf, sf_lo, sf_hi = rv("setup_fee"), rv("setup_fee", "low"), rv("setup_fee", "high")
    setup = derived(sf * mrc, sf_lo * mrc, sf_hi * mrc, ["setup_fee", colo_key, "high_density_premium", fxkey],
                    f"estimate: setup_fee {sf} month (low {sf_lo}, high {sf_hi}, estimate) x monthly recurring charge of "
                    f"the chosen {HD_KW} kW high-density rack = {HD_KW} kW x {cur} {fee} + premium {cur} "
                    f"{chosen['monthly_per_rack']['value']} = {cur} {rnd(mrc, digits)}. Revisit if the cooling option "
                    f"changes", digits)
    xc = usd_to_local("cross_connect_monthly", cur, "cross-connect monthly fee (no APAC figure; global estimate) ", digits)
    transit_note = ("IP transit per Mbps (10GE port, committed) " +
                    ("- no Osaka figure: Tokyo's used " if region_id == "osaka" else ""))
    transit = usd_to_local(transit_key, cur, transit_note, 2)
    hands = usd_to_local("remote_hands_hourly", cur, "remote hands hourly rate (global estimate) ", digits)
    energy = ref(energy_key, "Passed through at cost per kWh of facility energy (IT energy x PUE); the per-kW fee "
                             "excludes electricity (power_pass_through)")
    if region_id == "hong_kong":
        clp = [rv("hk_clp.avg_net_tariff_2026"), rv("hk_clp.avg_net_tariff_2025")]
        energy_change = fig(0, src("hk.tariff_trend", "hk_clp.avg_net_tariff_2026"), asof("hk.tariff_trend"),
                            "estimate: CLP average net tariff changed -7.4% (2024), +0.98% (2025), -2.6% (2026) "
                            f"(hk.tariff_trend; {clp[1]} -> {clp[0]} HK cents/kWh 2025->2026): a 2023-2026 trend of "
                            "-3.1%/yr, mostly fuel-cost pass-through that need not continue; flat by default, low -0.031 "
                            "(trend continues), high +0.03 (fuel-cost rebound)", -0.031, 0.03)
        colo_change = fig(0, src("hong_kong.colo_vacancy"), asof("hong_kong.colo_vacancy"),
                          "estimate: HK vacancy rose to 21-35% in 2023-24 (hong_kong.colo_vacancy), holding fees flat; "
                          "low -3%/yr, high +3%/yr", -0.03, 0.03)
    else:
        energy_change = fig(0.02, src(energy_key, "japan.subsidy_business_high_voltage_2023"), asof(energy_key),
                            "estimate: Japanese special-high-voltage prices stay elevated since the 2022 fuel shock, "
                            "market-linked menus swing with JEPX and special-high-voltage users get no national subsidy "
                            "(tokyo_tepco.extra_high_voltage_allin notes); +2%/yr by default, low -5%/yr, high +8%/yr",
                            -0.05, 0.08)
        colo_change = fig(0.03 if region_id == "tokyo" else 0.02, src("tokyo.colo_vacancy"), asof("tokyo.colo_vacancy"),
                          ("estimate: Greater Tokyo vacancy 8% with 1.4 GW planned (tokyo.colo_vacancy): tight market, "
                           "fees rising ~3%/yr; low 0, high +6%/yr" if region_id == "tokyo" else
                           "estimate: Osaka assumed slightly less tight than Tokyo (tokyo.colo_vacancy, no Osaka figure): "
                           "+2%/yr; low 0, high +5%/yr"), 0, 0.06 if region_id == "tokyo" else 0.05)
    return {
        "id": sid, "name": name, "region": region_id, "currency": cur,
        "usable_rack_units": spec(42, "standard 42U cabinet (FleetCost default, MODEL.md section 0)",
                                   "42U usable per rack; fewer if the colo reserves U for PDUs or patch panels"),
        "space_per_rack_month": 0,
        "power_per_kw_month": per_kw,
        "power_fee_basis": basis,
        "energy_per_kwh": energy,
        "setup_fee_per_rack": setup,
        "cross_connects_per_rack": fig(2, "estimate (no count in the reference data)", RESEARCH_NOTE_DATE,
                                       "estimate: two cross-connects per rack (redundant uplinks to carriers / cloud "
                                       "on-ramp); low 1, high 4", 1, 4),
        "cross_connect_month": xc,
        "transit_mbps": fig(1000, "estimate (no volume in the reference data)", RESEARCH_NOTE_DATE,
                            "estimate: 1 Gbps committed IP transit for dataset ingest, checkpoints off-site and inference "
                            "traffic of a small cluster; low 200, high 5,000", 200, 5000),
        "transit_per_mbps_month": transit,
        "remote_hands_hours_month": fig(4, "estimate (no volume in the reference data)", RESEARCH_NOTE_DATE,
                                        "estimate: ~4 hours a month of reseats, disk/DIMM swaps and RMA shipping for a "
                                        "few racks; low 2, high 10", 2, 10),
        "remote_hands_per_hour": hands,
        "staff_fte": 0,
        "staff_annual_cost": 0,
        "colo_annual_change": colo_change,
        "energy_annual_change": energy_change,
        "cooling": HD_NAME,
        "cooling_options": cooling_options,
        "note": (("Wholesale suite: a contract for a block of critical IT kW sized to the servers' rated power "
                  "(power_fee_basis used), usually from ~1 MW (about 100 8-GPU servers) for 5-15 years; below that "
                  "scale the retail site tokyo_colo applies. " if basis == "used" else "") +
                 "What is included where: space_per_rack_month is 0 because the per-kW fee (power_per_kw_month, "
                 + ("charged on the servers' rated kW" if basis == "used" else "charged on the rack's full kW allocation")
                 + ") includes floor space, cooling plant and facility; electricity "
                 "is billed separately at energy_per_kwh on IT energy x PUE (pass-through). staff_fte and "
                 "staff_annual_cost are 0: in-house operations staff are excluded (colo remote hands cover on-site "
                 "work); enter FTEs and a loaded annual cost to include them. Cooling: the chosen option is the "
                 f"{HD_KW} kW high-density rack, in which every catalogue server fits (a 10.2 kW 8-GPU server does not "
                 f"fit the {std_kw} kW standard rack). All colocation prices are estimates (reference section 5: no "
                 "Tokyo/Osaka/HK price list was retrievable) - get 2-3 quotes. Cannot host: liquid-cooled servers "
                 "(the chosen cooling is air; a liquid-cooled server needs a site whose chosen option is liquid) and so "
                 "no rack-scale liquid-cooled system such as a GB200/GB300 NVL72 (125-135 kW a rack, direct-to-chip "
                 "only); the 40 kW liquid option listed is below an NVL72's rack power. Use the liquid-cooled sites "
                 "(tokyo_dlc, hong_kong_dlc)."),
    }


SITES = [site(k) for k in ("tokyo", "osaka", "hong_kong", "tokyo_wholesale")]  # one retail site per region first

# Liquid-cooled halls (issue 24; docs/research/2026-12-figures.md section 3). No DLC colocation price was
# found for Tokyo, Osaka or Hong Kong: the per-kW fee is the region's shipped fee x the high-density
# premium JLL reports for AI-training halls (up to +60%), each figure saying so.
PDG_TY1 = ("PDG TY1, Saitama (Capacity, 'Data centre of the month: TY1', capacitymedia.com, 2025-07-03: 96 MW, average "
           "140 kW per rack, design PUE < 1.34, 66 kV; techstories.co 2025: supports liquid cooling, up to 140 kW/rack)")
JLL_AI_PREMIUM = ("JLL 2026 Global Data Center Outlook via unwire.pro (AI-training halls rent up to 60% more; ~10x the power "
                  "density), as recorded in FleetCost's market_2026.md")
EQUINIX_HK1 = ("Equinix HK1 direct liquid cooling pilot, up to 150 kW per rack, PUE <= 1.2 vs 1.4-1.5 air (CLP audit): RCR "
               "Wireless https://rcrwireless.com/20250916/ai-infrastructure/equinix-liquid-dcs (2025-09-16)")
GLOBAL_SWITCH_TKO = ("Global Switch Hong Kong, Tseung Kwan O: 100 MW, design PUE 1.3, DLC introduced H2 2024 (datacenterdynamics.com; "
                     "C&W APAC data centre update H2 2024 p.12, cushwake.cld.bz, 2025-02)")
AIRTRUNK_TOK2 = "AirTrunk TOK2 design PUE 1.15 (mingtiandi.com/real-estate/data-centres/airtrunk-to-build-110mw-tokyo-hyperscale-data-centre)"
DLC_KW_NOTE = ("a hall sold for NVL72 racks is provisioned for the rack's maximum: low kept at 140 so that a GB300 NVL72 at "
               "its high of 140 kW still fits in every risk draw")


def liquid_site(sid, name, region_id, base_site, usd, usd_lo, usd_hi, fee_src, fee_note, basis, kw, kw_hi, kw_src, kw_note,
                pue, pue_lo, pue_hi, pue_src, pue_note, envelope, envelope_lo, envelope_hi, envelope_note, what, cannot):
    """A liquid-cooled hall: the region's shipped site (base_site) for everything but the per-kW fee, the
    cooling options, the set-up fee, the envelope and the note."""
    base = copy.deepcopy(next(x for x in SITES if x["id"] == base_site))
    cur = base["currency"]
    fxkey, rate = LOCAL_FX[cur]
    digits = 0 if cur == "JPY" else 2
    fee = fig(rnd(usd * rate, digits), fee_src + " | FX " + src(fxkey), RESEARCH_NOTE_DATE,
              f"estimate: USD {usd}/kW-month (low {usd_lo}, high {usd_hi}) x {rate} {cur}/USD = {cur} {rnd(usd * rate, digits)} "
              f"(low {rnd(usd_lo * rate, digits)}, high {rnd(usd_hi * rate, digits)}). {fee_note}",
              rnd(usd_lo * rate, digits), rnd(usd_hi * rate, digits), "estimate")
    liquid_pue = fig(pue, pue_src, RESEARCH_NOTE_DATE, pue_note, pue_lo, pue_hi, "estimate")
    chosen_name = f"Direct liquid cooling, NVL72 class ({kw} kW)"
    options = [
        {"name": chosen_name, "kind": "liquid",
         "max_kw_per_rack": fig(kw, kw_src, RESEARCH_NOTE_DATE, kw_note, kw, kw_hi, "estimate"),
         "pue": liquid_pue, "capex_per_rack": 0, "monthly_per_rack": 0,
         "note": "No separate cooling capex or premium: the DLC premium is inside the per-kW fee (no DLC fit-out price "
                 "was found; a separate line would double count). The rack's own cold plates and manifolds are in an "
                 "NVL72's price (~USD 49,860 per GB300 rack, Morgan Stanley via epium.com). max_kg_per_rack is not "
                 "stated: no floor-loading figure was found for this hall; ask the operator (an NVL72 weighs ~1,360 kg)."},
        {"name": "Direct liquid cooling (80 kW)", "kind": "liquid",
         "max_kw_per_rack": fig(80, kw_src, RESEARCH_NOTE_DATE,
                                "estimate: the low end of the 80-140 kW liquid-cooled rack range in the research (docs/"
                                "research/2026-12-figures.md section 3); for liquid-cooled 8-GPU servers, not NVL72 racks",
                                evidence="estimate"),
         "pue": copy.deepcopy(liquid_pue), "capex_per_rack": 0, "monthly_per_rack": 0,
         "note": "As the chosen option, at 80 kW a rack."},
    ]
    sf, sf_lo, sf_hi = rv("setup_fee"), rv("setup_fee", "low"), rv("setup_fee", "high")
    mrc = kw * fee["value"]
    base.update({
        "id": sid, "name": name,
        "power_per_kw_month": fee,
        "power_fee_basis": basis,
        "setup_fee_per_rack": derived(sf * mrc, sf_lo * mrc, sf_hi * mrc, ["setup_fee"],
                                      f"estimate: setup_fee {sf} month (low {sf_lo}, high {sf_hi}, estimate) x one NVL72-class "
                                      f"rack's monthly fee = {kw} kW x {cur} {fee['value']} = {cur} {rnd(mrc, digits)}", digits),
        "cooling": chosen_name,
        "cooling_options": options,
        "max_power_kw": fig(envelope, "estimate: " + what, RESEARCH_NOTE_DATE, envelope_note, envelope_lo, envelope_hi,
                            "estimate"),
        "note": (f"{what[0].upper()}{what[1:]}. Liquid-cooled (direct-to-chip) hall for rack-scale systems such as GB200/GB300 NVL72. Cannot "
                 f"host: {cannot}. The per-kW fee (power_fee_basis {basis}) includes space, cooling plant and the DLC "
                 "premium; electricity is passed through at energy_per_kwh on IT energy x PUE. Every price here is an "
                 "estimate: no DLC colocation price was found for Tokyo, Osaka or Hong Kong - get quotes. The region's "
                 "cross-connect, transit and remote-hands figures are the shipped retail site's."),
    })
    for k in ("colo_annual_change", "energy_annual_change", "energy_per_kwh"):
        base[k] = copy.deepcopy(base[k])
    return base


AIR_CANNOT = ("air-cooled servers (the chosen cooling is liquid: HGX H100/H200, DGX B200, the air-cooled HGX B300, L40S "
              "and L4 servers need an air site such as {air})")
SITES += [
    liquid_site(
        "tokyo_dlc", "Tokyo liquid-cooled wholesale hall (Saitama/Inzai, DLC)", "tokyo", "tokyo_wholesale",
        230, 170, 300,
        "estimate: Tokyo wholesale colocation USD 170/kW-month (tokyo.wholesale_colo_per_kw_month, " +
        source_of("tokyo.wholesale_colo_per_kw_month")[:120] + "...) x a DLC premium of 1.2-1.6 (" + JLL_AI_PREMIUM + ")",
        "170 x 1.35 = 230, low 170 (no premium), high 300 (~170 x 1.6 + operations); capital recovery on Tokyo's USD 15.15/W "
        "build cost (Turner & Townsend 2025-26) at a 10-12% yield is 126-152 before operations and margin",
        "used", 140, 150, PDG_TY1,
        "estimate: PDG TY1's average of 140 kW per rack; GB300 NVL72 132-140 kW. high 150; " + DLC_KW_NOTE,
        1.3, 1.15, 1.34, PDG_TY1 + " | " + AIRTRUNK_TOK2,
        "estimate: a DLC hall's PUE: TY1's design < 1.34 as the high, AirTrunk TOK2's 1.15 as the low; 20-30% of an NVL72's "
        "heat still goes to air (Servnet, 2026)",
        2000, 1000, 5000,
        "estimate: a tenant envelope of 2 MW (about 14 GB300 NVL72 racks); wholesale suites start at ~1 MW (reference "
        "tokyo.wholesale_colo_per_kw_month notes) and TY1 has 96 MW in all; no per-tenant figure was found. The plan "
        "finder and validate refuse a plan that needs more (docs/MODEL.md section 13.4)",
        "a liquid-cooled wholesale suite of the PDG TY1 (Saitama) or Inzai campus class",
        AIR_CANNOT.format(air="tokyo_colo or tokyo_wholesale")),
    liquid_site(
        "hong_kong_dlc", "Hong Kong liquid-cooled hall (Tseung Kwan O, DLC)", "hong_kong", "hong_kong_colo",
        390, 336, 448,
        "estimate: Hong Kong retail colocation USD 280/kW-month (hong_kong.retail_colo_per_kw_month, an estimate) x a DLC "
        "premium of 1.2-1.6 (" + JLL_AI_PREMIUM + ")",
        "280 x 1.4 = 390 (336-448 = 280 x 1.2-1.6)",
        "allocated", 140, 150, EQUINIX_HK1 + " | " + GLOBAL_SWITCH_TKO,
        "estimate: Equinix HK1's DLC pilot reaches 150 kW a rack (high); Global Switch's Tseung Kwan O DLC density is not "
        "published. " + DLC_KW_NOTE,
        1.25, 1.2, 1.3, EQUINIX_HK1 + " | " + GLOBAL_SWITCH_TKO,
        "estimate: Equinix HK1 DLC <= 1.2 (low), Global Switch design 1.3 (high)",
        1000, 500, 3000,
        "estimate: a 1 MW tenant envelope (about 7 NVL72 racks) in a hall that offers DLC as an added product; no "
        "per-tenant figure was found",
        "a Tseung Kwan O hall with direct liquid cooling (Global Switch added DLC in H2 2024; Equinix HK1 piloted 150 kW "
        "racks)",
        AIR_CANNOT.format(air="hong_kong_colo") + "; and note that US export controls restrict B300/GB200/GB300 in Hong "
        "Kong (the region's restriction)"),
]

# ---------------------------------------------------------------- rental offers
DISC = ("reserved_discount_1yr", rv("reserved_discount_1yr"), rv("reserved_discount_1yr", "low"), rv("reserved_discount_1yr", "high"))
DECLINE = ("rental_price_annual_decline", rv("rental_price_annual_decline"),
           rv("rental_price_annual_decline", "low"), rv("rental_price_annual_decline", "high"))
REGION_PUE = {"tokyo": "tokyo.avg_pue_air", "osaka": "tokyo.avg_pue_air", "hong_kong": "hong_kong.avg_pue"}
TYP_RATIO = (rv("dgx_h100.typical_power_kw") / rv("dgx_h100.max_power_kw"),
             rv("dgx_h100.typical_power_kw", "low") / rv("dgx_h100.max_power_kw"),
             rv("dgx_h100.typical_power_kw", "high") / rv("dgx_h100.max_power_kw"))
# typical server draw (kW, low, high), GPUs per server, keys, wording
DRAW = {
    "h100_sxm": ((rv("dgx_h100.typical_power_kw"), rv("dgx_h100.typical_power_kw", "low"), rv("dgx_h100.typical_power_kw", "high")),
                 8, ["dgx_h100.typical_power_kw"], "dgx_h100.typical_power_kw 7.5 kW (6.5-8.5)"),
    "h200_sxm": ((rv("dgx_h100.typical_power_kw"), rv("dgx_h100.typical_power_kw", "low"), rv("dgx_h100.typical_power_kw", "high")),
                 8, ["dgx_h100.typical_power_kw"], "dgx_h100.typical_power_kw 7.5 kW (6.5-8.5; same power class)"),
    "b200": (tuple(rv("dgx_b200.max_power_kw") * t for t in TYP_RATIO), 8, ["dgx_b200.max_power_kw", "dgx_h100.typical_power_kw"],
             "dgx_b200.max_power_kw 14.3 kW x the DGX H100 typical/max ratio 7.5/10.2 (6.5-8.5/10.2)"),
    "a100_80gb_sxm": (tuple(6.5 * t for t in TYP_RATIO), 8, ["dgx_h100.typical_power_kw"],
                      "DGX A100 max 6.5 kW (NVIDIA DGX A100 user guide) x the DGX H100 typical/max ratio 7.5/10.2"),
    "l40s": ((rv("server_8x_l40s.power_kw"), rv("server_8x_l40s.power_kw", "low"), rv("server_8x_l40s.power_kw", "high")),
             8, ["server_8x_l40s.power_kw"], "server_8x_l40s.power_kw 4.5 kW (3.8-5.5)"),
    "l4": ((rv("server_4x_l4.power_kw"), rv("server_4x_l4.power_kw", "low"), rv("server_4x_l4.power_kw", "high")),
           4, ["server_4x_l4.power_kw"], "server_4x_l4.power_kw 1.2 kW (0.8-1.6)"),
    "b300": (tuple(14.5 * t for t in TYP_RATIO), 8, ["dgx_h100.typical_power_kw"],
             "HGX B300 ~14.5 kW (Kedios 2026-02-28, hgx_b300_8gpu) x the DGX H100 typical/max ratio 7.5/10.2 (6.5-8.5/10.2)"),
    "gb200": (tuple(125 * t for t in TYP_RATIO), 72, ["dgx_h100.typical_power_kw"],
              "GB200 NVL72 ~125 kW (gb200_nvl72) x the DGX H100 typical/max ratio 7.5/10.2 (6.5-8.5/10.2)"),
    "gb300": (tuple(135 * t for t in TYP_RATIO), 72, ["dgx_h100.typical_power_kw"],
              "GB300 NVL72 ~135 kW (gb300_nvl72) x the DGX H100 typical/max ratio 7.5/10.2 (6.5-8.5/10.2)"),
}
LIQUID_GPUS = ("gb200", "gb300")  # rented in liquid-cooled halls: liquid_cooled_pue


def kwh_per_gpu_hour(gpu, region):
    (kw, kw_lo, kw_hi), g, keys, words = DRAW[gpu]
    pk = "liquid_cooled_pue" if gpu in LIQUID_GPUS else REGION_PUE[region]
    p, p_lo, p_hi = rv(pk), rv(pk, "low"), rv(pk, "high")
    note = (f"estimate: typical server draw {words} / {g} GPUs x PUE {p} ({pk}"
            f"{', Tokyo figure used for Osaka' if region == 'osaka' and gpu not in LIQUID_GPUS else ''}) = {kw / g * p:.3f} kWh per GPU-hour; "
            f"low {kw_lo / g * p_lo:.3f} and high {kw_hi / g * p_hi:.3f} combine the draw and PUE ranges. Cloud "
            f"providers' own PUE may be lower")
    return derived(kw / g * p, kw_lo / g * p_lo, kw_hi / g * p_hi, keys + [pk], note, 3)


def annual_change(gpu):
    """Rental price trend per year: flat for the current generations, a fall for the A100."""
    k, v, lo, hi = DECLINE
    keys = [k, "rental_price_trend.h100", "semianalysis.h100_1yr_contract_index"]
    if gpu == "a100_80gb_sxm":
        return derived(-v, -hi, -lo, keys,
                       f"estimate: a generation past its peak keeps falling: A100 on-demand -30-40% y/y in Q1 2026 "
                       f"(rental_price_annual_decline notes); rental_price_annual_decline {v} ({lo}-{hi}) written as a "
                       f"change of -{v} per year (low {-hi:g}, high {-lo:g})", 2)
    return derived(0, -hi, 0.2, keys,
                   f"estimate: flat by default. The H100 fell ~80% from 2023 to Oct 2025 and then rose ~40% by Mar 2026 "
                   f"(rental_price_trend.h100; the 1-year contract index went 1.70 -> 2.35 USD, "
                   f"semianalysis.h100_1yr_contract_index) in a shortage of memory and capacity: the reference's trend "
                   f"has both signs, and a central forecast of either a fall (the reference's default "
                   f"rental_price_annual_decline {v}, applied to every offer until issue 14) or a rise would be a bet. "
                   f"Wide range: low {-hi:g} (the top of the reference's decline range, the pace older GPUs fell, "
                   f"A100 -30-40% y/y), high +0.2 (the shortage lasts: the 2026 rebound was +38% in five months)", 2)


def offer(oid, name, provider, region, gpu, cur, od_key=None, od=None, unit_gpus=8, note=None, reserved=None,
          term=None, unit_text=None):
    """od: explicit (figure) on-demand price; otherwise the reference figure od_key. reserved and term
    (figures): a sourced commitment price and its term instead of on demand x (1 - reserved_discount_1yr)."""
    odf = od if od is not None else ref(od_key, note)
    v, lo, hi = odf["value"], odf.get("low", odf["value"]), odf.get("high", odf["value"])
    dk, d, d_lo, d_hi = DISC
    digits = 0 if cur == "JPY" else 2
    res = reserved or fig(rnd(v * HPM * (1 - d), digits), src(dk) + " | " + odf["source"], asof(dk) + "; " + odf["as_of"],
                  f"derived: on-demand {cur} {v}/GPU-hour x 730 h x (1 - {d}) ({dk}, secondary: 35-40% off for 1-year "
                  f"commitments) = {cur} {rnd(v * HPM * (1 - d), digits)} per GPU-month; low = {lo} x 730 x (1 - {d_hi}), "
                  f"high = {hi} x 730 x (1 - {d_lo})",
                  rnd(lo * HPM * (1 - d_hi), digits), rnd(hi * HPM * (1 - d_lo), digits))
    return {
        "id": oid, "name": name, "provider": provider, "region": region, "gpu": gpu, "currency": cur,
        "on_demand_per_gpu_hour": odf,
        "reserved_per_gpu_month": res,
        "reserved_term_months": term or spec(12, src(dk), "1-year commitment, the term of reserved_discount_1yr", asof(dk)),
        "reserved_unit_gpus": spec(unit_gpus, "offer structure: " + unit_text if unit_text else "offer structure: " + (
            "8-GPU node instances (e.g. AWS p5.48xlarge = 8x H100, aws_p5_48xlarge.ondemand_per_gpu_hr; Lambda 8x "
            "nodes)" if unit_gpus == 8 else "single-GPU instances (e.g. AWS g6e / GCP g2, aws_g6e_l40s.ondemand_per_gpu_hr, "
            "l4.ondemand_per_gpu_hr)"),
            "reserved per 8-GPU node" if unit_gpus == 8 else "reserved per single GPU", asof(dk)),
        "annual_price_change": annual_change(gpu),
        "kwh_per_gpu_hour": kwh_per_gpu_hour(gpu, region),
    }


def global_price(key, region_word, note):
    return ref(key, f"Global price, not a {region_word} quote: assumed available in {region_word} at this price. {note}")


def domestic(gpu, region):
    gname = "H100" if gpu == "h100_sxm" else "H200"
    r = "Tokyo" if region == "tokyo" else "Osaka"
    note = ("Same price for H100 and H200 as the reference gives one figure for both (global H200 prices run 15-30% above "
            "H100). " if gpu == "h200_sxm" else "") + (
        "Osaka assumed at the national domestic estimate. " if region == "osaka" else "")
    return offer(f"jp_cloud_{gpu}_{region}", f"Japanese GPU cloud {gname} 8-GPU node ({r}, estimate)",
                 "Japanese GPU cloud (estimate)", region, gpu, "JPY", "japan.domestic_h100_h200_per_gpu_hr",
                 note=note + "Default offer for this region: the domestic market price, more conservative for owning "
                             "than AWS on-demand")


def global_offers(region, region_word):
    sfx = region
    prov = "Global GPU cloud (estimate)"
    return [
        offer(f"global_a100_{sfx}", f"A100 80GB SXM 8-GPU node (global price, {region_word})", prov, region, "a100_80gb_sxm", "USD",
              od=fig(
                  2.79, src("lambda.h100_sxm_8x_ondemand_per_gpu_hr", "runpod.a100_80gb_sxm_per_gpu_hr"),
                  asof("lambda.h100_sxm_8x_ondemand_per_gpu_hr", "runpod.a100_80gb_sxm_per_gpu_hr"),
                  f"estimate: global price, not a {region_word} quote. value USD 2.79 = Lambda 8x A100 80GB SXM on-demand "
                  "(lambda.h100_sxm_8x_ondemand_per_gpu_hr notes, verified); low 1.39 = RunPod A100 80GB SXM "
                  "(runpod.a100_80gb_sxm_per_gpu_hr, verified)", 1.39, 2.79)),
        offer(f"global_b200_{sfx}", f"B200 8-GPU node (global price, {region_word})", prov, region, "b200", "USD",
              od=fig(6.99, src("lambda.h100_sxm_8x_ondemand_per_gpu_hr", "runpod.b200_per_gpu_hr", "nebius.h100_per_gpu_hr"),
                     asof("lambda.h100_sxm_8x_ondemand_per_gpu_hr", "runpod.b200_per_gpu_hr", "nebius.h100_per_gpu_hr"),
                     f"estimate: global price, not a {region_word} quote. value USD 6.99 = Lambda B200 "
                     "(lambda.h100_sxm_8x_ondemand_per_gpu_hr notes, verified); low 5.98 = RunPod B200 "
                     "(runpod.b200_per_gpu_hr); high 7.15 = Nebius B200 (nebius.h100_per_gpu_hr notes)", 5.98, 7.15)),
        offer(f"global_l40s_{sfx}", f"L40S single-GPU instance (global price, {region_word})", "AWS (global price, estimate)",
              region, "l40s", "USD", od=global_price("aws_g6e_l40s.ondemand_per_gpu_hr", region_word,
                                                     "AWS g6e us-east-1 price; the 1-year RI of ~1.17/h cross-checks the "
                                                     "reserved price below"), unit_gpus=1),
        offer(f"global_l4_{sfx}", f"L4 single-GPU instance (global price, {region_word})", "GCP/AWS (global price, estimate)",
              region, "l4", "USD", od=global_price("l4.ondemand_per_gpu_hr", region_word, "GCP g2 / AWS g6 prices"),
              unit_gpus=1),
    ]


OFFERS = [
    # Tokyo: the domestic market price first (default), AWS p5 second.
    domestic("h100_sxm", "tokyo"),
    domestic("h200_sxm", "tokyo"),
    offer("aws_p5_h100_tokyo", "AWS p5.48xlarge 8x H100 (ap-northeast-1, estimate)", "AWS", "tokyo", "h100_sxm", "USD",
          "japan.aws_tokyo_p5_per_gpu_hr", note="Select with plan provider \"AWS\"; not the default because it is ~2.6x "
                                                "the domestic estimate"),
    *global_offers("tokyo", "Tokyo"),
    domestic("h100_sxm", "osaka"),
    domestic("h200_sxm", "osaka"),
    *global_offers("osaka", "Osaka"),
    offer("global_h100_hong_kong", "H100 SXM 8-GPU node (global neocloud price, Hong Kong, estimate)",
          "Global GPU cloud (estimate)", "hong_kong", "h100_sxm", "USD",
          od=fig(3.99, src("hong_kong.h100_class_per_gpu_hr", "lambda.h100_sxm_8x_ondemand_per_gpu_hr",
                           "runpod.h100_sxm_per_gpu_hr", "japan.domestic_h100_h200_per_gpu_hr"),
                 asof("lambda.h100_sxm_8x_ondemand_per_gpu_hr"),
                 "estimate: the reference found NO Hong Kong price (hong_kong.h100_class_per_gpu_hr is null: local supply "
                 "is shaped by US export controls and runs mostly H20/H800). Shipped so that plans can be compared and the "
                 "export-control warning shows: value USD 3.99 = Lambda 8x H100 SXM on-demand (verified); low 2.69 = "
                 "RunPod H100 SXM (verified); high 5.0 = top of the USD 2.3-5.0 global neocloud band used for "
                 "japan.domestic_h100_h200_per_gpu_hr. Get local quotes", 2.69, 5.0)),
    offer("global_h200_hong_kong", "H200 SXM 8-GPU node (global neocloud price, Hong Kong, estimate)",
          "Global GPU cloud (estimate)", "hong_kong", "h200_sxm", "USD",
          od=fig(4.50, src("hong_kong.h100_class_per_gpu_hr", "nebius.h100_per_gpu_hr", "runpod.h200_per_gpu_hr"),
                 asof("nebius.h100_per_gpu_hr", "runpod.h200_per_gpu_hr"),
                 "estimate: no Hong Kong price in the reference (hong_kong.h100_class_per_gpu_hr); value USD 4.50 = Nebius "
                 "H200 (nebius.h100_per_gpu_hr notes, verified); low 3.59 / high 4.59 = RunPod H200 community / secure "
                 "(runpod.h200_per_gpu_hr, verified)", 3.59, 4.59)),
    *global_offers("hong_kong", "Hong Kong"),
]

# Blackwell Ultra and NVL72 rentals (issue 24; docs/research/2026-12-figures.md section 2). No Japanese or
# Hong Kong price was found: global prices, assumed available in the region, the high side carrying a
# 1.25 Tokyo premium (the 1.2-1.3 the reference assumes for AWS Tokyo, japan.aws_tokyo_p5_per_gpu_hr).
ORNN = "Ornn rental benchmark https://ornnai.com/research/nvidia-b200-vs-b300-why-use-one-instead-of-the-other (2026, undated; a published index, 3rd-party)"
SEMI_TCO = ("SemiAnalysis TCO model, 3-year-commit rent (Jul 2026), quoted in SemiAnalysisAI InferenceX-app pull requests "
            "#1071, #1072, #1083 (Sep 2026), as recorded in FleetCost's market_2026.md: B200 3.70, GB200 NVL72 4.00, B300 "
            "4.25, GB300 NVL72 5.00 USD per GPU-hour")
SPHERON = "Spheron https://spheron.network/blog/nvidia-h200-vs-b200-vs-gb200 (2026-03-17: GB200 superchip 9.08/h = 4.54 per GPU, B200 6.03)"
TOKYO_PREMIUM = 1.25


def blackwell_od(gpu, region_word, value, low, high, sources, as_of, how):
    hi = rnd(high * TOKYO_PREMIUM, 2)
    return fig(value, "estimate: " + sources, as_of,
               f"estimate: global price, not a {region_word} quote (none found): {how}; high = {high} x {TOKYO_PREMIUM} = "
               f"{hi}, a regional premium as the reference assumes for AWS Tokyo (1.2-1.3, not verified)", low, hi, "estimate")


def commit(value, low, high, months, sources, as_of, how):
    """A commitment price per GPU-month and its term, from a sourced per-GPU-hour commitment rent."""
    res = fig(rnd(value * HPM, 2), "estimate: " + sources, as_of,
              f"estimate: {how}: USD {value}/GPU-hour x 730 h = {rnd(value * HPM, 2)} per GPU-month (low {low}, high {high} "
              f"per GPU-hour)", rnd(low * HPM, 2), rnd(high * HPM, 2), "estimate")
    term = spec(months, "offer structure: a " + ("1-year" if months == 12 else f"{months // 12}-year") + " commitment; " +
                sources, f"{months}-month term", as_of)
    return res, term


def b300_offers(region, region_word, sfx):
    od = blackwell_od("b300", region_word, 6.00, 5.00, 7.40,
                      ORNN + " | Hyperstack B300 USD 7.40/GPU-hour (reference hyperstack row notes, 2026-08-26) | " + SEMI_TCO,
                      "2026-08-26", "USD 6.00 = the middle of Ornn's neocloud B300 band 5.00-7.25; Hyperstack lists 7.40")
    res1, term1 = commit(4.50, 3.90, 5.00, 12, ORNN + " | " + SEMI_TCO + " | reference reserved_discount_1yr", "2026-07",
                         "1-year B300 commitment: on demand 6.00 x (1 - 0.375) = 3.75 is below SemiAnalysis's 3-year 4.25, "
                         "and a 1-year term costs at least a 3-year one, so 4.50 (research proposal; no 1-year Blackwell "
                         "figure was found)")
    out = [offer(f"global_b300_{sfx}", f"B300 8-GPU node, 1-year reserved (global price, {region_word}, estimate)",
                 "Global GPU cloud (estimate)", region, "b300", "USD", od=od, reserved=res1, term=term1)]
    if region == "tokyo":
        res3, term3 = commit(4.25, 3.80, 4.70, 36, SEMI_TCO, "2026-07",
                             "SemiAnalysis's 3-year B300 rent 4.25 (low 3.80, high 4.70: +-0.45 as the research proposes)")
        out.append(offer(f"global_b300_3y_{sfx}", f"B300 8-GPU node, 3-year commitment (global price, {region_word}, estimate)",
                         "Global GPU cloud, 3-year commitment (estimate)", region, "b300", "USD", od=copy.deepcopy(od),
                         reserved=res3, term=term3))
    return out


NVL72_UNIT = ("NVL72 capacity reserved by the rack (72 GPUs), as AWS sells P6e-GB200 UltraServers and neoclouds sell "
              "GB200/GB300 NVL72 racks (docs/research/2026-12-figures.md section 6c)")


def nvl72_offer(gpu, region, region_word, sfx):
    if gpu == "gb300":
        od = blackwell_od("gb300", region_word, 6.50, 5.50, 7.50, ORNN + " | " + SPHERON + " | " + SEMI_TCO, "2026-07",
                          "no GB300 NVL72 on-demand price was found; B300 on demand 5.00-7.25 (Ornn) x the GB200/B200 ratio "
                          "4.54/6.03 = 0.75 (Spheron) gives 3.8-5.4, but SemiAnalysis's 3-year rents put NVL72 above HGX "
                          "(5.00 vs 4.25), so 6.50 (5.50-7.50)")
        res, term = commit(5.00, 4.50, 5.50, 36, SEMI_TCO, "2026-07", "SemiAnalysis's 3-year GB300 NVL72 rent 5.00")
        name = "GB300 NVL72"
    else:
        od = blackwell_od("gb200", region_word, 5.50, 4.54, 7.00, SPHERON + " | " + ORNN + " | " + SEMI_TCO, "2026-07",
                          "Spheron's GB200 list price is 4.54 per GPU (2026-03-17, the low); B200 on demand at hyperscalers "
                          "7.00 (Ornn) the high; 5.50 between")
        res, term = commit(4.00, 3.60, 4.50, 36, SEMI_TCO, "2026-07", "SemiAnalysis's 3-year GB200 NVL72 rent 4.00")
        name = "GB200 NVL72"
    return offer(f"global_{gpu}_nvl72_{sfx}", f"{name} rack capacity, 3-year commitment (global price, {region_word}, estimate)",
                 "Global GPU cloud, NVL72 (estimate)", region, gpu, "USD", od=od, reserved=res, term=term, unit_gpus=72,
                 unit_text=NVL72_UNIT)


OFFERS += [
    *b300_offers("tokyo", "Tokyo", "tokyo"),
    nvl72_offer("gb300", "tokyo", "Tokyo", "tokyo"),
    nvl72_offer("gb200", "tokyo", "Tokyo", "tokyo"),
    *b300_offers("osaka", "Osaka", "osaka"),
    *b300_offers("hong_kong", "Hong Kong", "hong_kong"),
    nvl72_offer("gb300", "hong_kong", "Hong Kong", "hong_kong"),
]

# ---------------------------------------------------------------- hosted API offers
# docs/MODEL.md section 12. The reference data has no API prices: these are public list prices read
# for issue 12 (dated below) with a regional premium or availability assumed, each marked estimate.
API_AS_OF = "2026-04"
GPT4O_MINI_SRC = ("OpenAI list price for gpt-4o-mini, USD 0.15 input / 0.60 output / 0.075 cached input per 1M "
                  "tokens: https://platform.openai.com/docs/pricing/ as reproduced by "
                  "https://pecollective.com/tools/gpt-4o-mini-pricing (April 2026), "
                  "https://www.promptunit.ai/blog/gpt-4o-mini-pricing-guide and "
                  "https://losclouds.com/ai-models/gpt-4o-mini (verified 2026-04-05)")
LLAMA8B_SRC = ("Amazon Bedrock on-demand price for Llama 3.1 8B Instruct, USD 0.08 input / 0.32 output per 1M "
               "tokens (https://deploybase.ai/articles/amazon-bedrock-pricing, 2026-01-05, citing the AWS Bedrock "
               "pricing page of 2026-03-21: secondary); AWS's 2024 launch price of USD 0.22 / 0.22 for us-east-1 "
               "(recalled, not verified in this session) bounds the other side")
API_CHANGE_NOTE = ("estimate: flat by default, like the GPU rental offers (a price for one model is rarely raised; "
                   "newer models come at new prices rather than the old one falling on a schedule). low -0.5: "
                   "list prices of a model class have halved within a year (gpt-4o-mini launched 60% below "
                   "gpt-3.5-turbo, pecollective.com 2026), high 0")


def api_change():
    return fig(0, "estimate (no API price trend in the reference data)", API_AS_OF, API_CHANGE_NOTE, -0.5, 0)


def azure_gpt4o_mini(region, region_word):
    def price(v, what):
        return fig(rnd(v * 1.1, 4), GPT4O_MINI_SRC, API_AS_OF,
                   f"estimate: OpenAI's global {what} price USD {v} x 1.1, the premium assumed for a regional "
                   f"(Azure OpenAI {region_word}) deployment that keeps data in Japan; low = the global price, high "
                   f"x 1.2. Azure's own Japan East price list was not retrieved", v, rnd(v * 1.2, 4))
    return {"id": f"azure_gpt_4o_mini_{region}", "name": f"Azure OpenAI GPT-4o mini ({region_word}, estimate)",
            "provider": "Azure OpenAI", "model": "gpt-4o-mini", "region": region, "currency": "USD",
            "input_per_million_tokens": price(0.15, "input"),
            "output_per_million_tokens": price(0.60, "output"),
            "cached_input_per_million_tokens": price(0.075, "cached input"),
            "annual_price_change": api_change()}


def llama_8b(region, region_word, provider, name, premium, why):
    def price(v, alt, what):
        lo, hi = min(v, alt), max(v, alt) * premium
        return fig(rnd(v, 4), LLAMA8B_SRC, API_AS_OF,
                   f"estimate: Bedrock's {what} price USD {v} per 1M tokens (secondary); the range runs to the other "
                   f"reading, USD {alt}, and {why} (high x {premium})", lo, rnd(hi, 4))
    return {"id": f"llama_3_1_8b_{region}", "name": name, "provider": provider, "model": "llama-3.1-8b-instruct",
            "region": region, "currency": "USD",
            "input_per_million_tokens": price(0.08, 0.22, "input"),
            "output_per_million_tokens": price(0.32, 0.22, "output"),
            "annual_price_change": api_change()}


API_OFFERS = [
    llama_8b("tokyo", "Tokyo", "Amazon Bedrock", "Amazon Bedrock Llama 3.1 8B Instruct (Tokyo, estimate)", 1.3,
             "a Tokyo (ap-northeast-1) premium of up to 30%, the 1.2-1.3 the reference assumes for AWS Tokyo EC2 "
             "(japan.aws_tokyo_p5_per_gpu_hr); availability in ap-northeast-1 (or through cross-region inference) "
             "is assumed, not verified"),
    azure_gpt4o_mini("tokyo", "Japan East"),
    llama_8b("hong_kong", "Hong Kong", "Global open-model API (estimate)",
             "Llama 3.1 8B Instruct through a global API (Hong Kong, estimate)", 1.3,
             "up to 30% for a provider serving Hong Kong from a nearby region; OpenAI, Anthropic and Google do not "
             "list Hong Kong among their supported regions (not verified in this session), so open-model APIs "
             "served from Singapore, Tokyo or the US are the likely route, and the data leaves Hong Kong"),
]

# Llama 3.3 70B (issue 24): an open ~70B model, the class a GB300 cluster's own inference would serve.
LLAMA70B_SRC = ("DeepInfra list price for Llama 3.3 70B Instruct, USD 0.12 input / 0.30 output per 1M tokens; OpenRouter "
                "USD 0.10 / 0.32 (mid-2026), as recorded in FleetCost's market_2026.md (/work/shared/reference)")


def llama_70b_tokyo():
    def price(v, alt, what):
        lo, hi = min(v, alt), rnd(max(v, alt) * 1.3, 4)
        return fig(v, LLAMA70B_SRC, "2026-06",
                   f"DeepInfra's {what} price USD {v} per 1M tokens (list price); low/high run to OpenRouter's USD {alt} and "
                   f"x 1.3 for a provider serving Tokyo from a nearby region (DeepInfra's serving region is not stated: "
                   f"data may leave Japan)", lo, hi, "list_price")
    return {"id": "llama_3_3_70b_tokyo", "name": "Llama 3.3 70B Instruct through a global API (Tokyo, DeepInfra price)",
            "provider": "Global open-model API (DeepInfra price)", "model": "llama-3.3-70b-instruct", "region": "tokyo",
            "currency": "USD",
            "input_per_million_tokens": price(0.12, 0.10, "input"),
            "output_per_million_tokens": price(0.30, 0.32, "output"),
            "annual_price_change": api_change()}


API_OFFERS.append(llama_70b_tokyo())

# ---------------------------------------------------------------- interruptions of training jobs
# docs/MODEL.md section 14: job interruptions per 1,000 GPU-hours. The one published measurement of
# a large H100 cluster is Meta's Llama 3 405B run; no study of Blackwell systems or of a cloud's
# clusters is published, so they take the same rate with a wide high.
LLAMA3_SOURCE = ("Meta, The Llama 3 Herd of Models (arXiv 2407.21783), section 3.3.4: 466 interruptions in 54 days of "
                 "pre-training on 16,384 H100 GPUs, 419 unexpected (GPU 30.1%, HBM3 17.2%, network 8.4%); over 90% "
                 "effective training time | https://arxiv.org/abs/2407.21783")
LLAMA3_RATE = 0.0197  # 419 / (16,384 x 54 x 24) x 1,000


def interruptions(gpu, rented):
    blackwell = gpu in ("b200", "b300", "gb200", "gb300")
    where = "a cloud's cluster of the same GPUs (no provider publishes a rate)" if rented else "this server"
    if not blackwell:
        note = (f"derived: 419 unexpected interruptions / (16,384 GPUs x 54 days x 24 h) x 1,000 = 0.0197 per 1,000 "
                f"GPU-hours, taken for {where}; high 0.04 for a younger cluster than Meta's burnt-in one")
        return fig(LLAMA3_RATE, LLAMA3_SOURCE, "2024-07", note, 0.01, 0.04, "estimate")
    note = (f"estimate: no interruption study of Blackwell systems is published; the H100 rate of the Llama 3 run "
            f"(0.0197 per 1,000 GPU-hours) is taken for {where}, high 5x for first-year rack-scale NVLink systems")
    return fig(LLAMA3_RATE, LLAMA3_SOURCE, "2024-07", note, 0.01, 0.1, "estimate")


for _server in SERVERS:
    _server["interruptions_per_1000_gpu_hours"] = interruptions(_server["gpu"], False)
for _offer in OFFERS:
    _offer["interruptions_per_1000_gpu_hours"] = interruptions(_offer["gpu"], True)

# ---------------------------------------------------------------- presets scenario
PRESET_SCENARIO = {
    "name": "FleetCost shipped defaults",
    "horizon_months": fig(60, "FleetCost default planning horizon", RESEARCH_NOTE_DATE,
                          "policy choice, not market data: 5 years, one 48-month refresh cycle plus a year"),
    "reporting_currency": "JPY",
    "fx_per_usd": FX,
    "discount_rate_annual": ref("discount_rate_wacc",
                                "JP corporates ~5-8%, HK ~8-10%, venture-funded 12-20%"),
    "after_tax": False,
    "ownership": OWNERSHIP,
    "regions": REGIONS,
    "gpu_models": GPUS,
    "server_models": SERVERS,
    "sites": SITES,
    "rental_offers": OFFERS,
    "api_offers": API_OFFERS,
    "workloads": [],
    "plans": [],
    "note": "Catalogue of defaults: duplicate this scenario, add workloads and plans. Figures carry source, as_of and a "
            "note; 'estimate:' notes show how a figure was built and which reference keys it uses (reference data "
            "compiled 2026-12-02, /work/shared/reference/reference_data.md). Built by assets/presets/build_assets.py.",
}

PRESETS = {"format": "fleetcost-workbook", "version": 1, "prices_as_of": RESEARCH_NOTE_DATE,
           "scenarios": [PRESET_SCENARIO]}

# ---------------------------------------------------------------- example workbook
EX = "illustrative example workload (not market data)"


def ex(value, note, low=None, high=None):
    return fig(value, EX, RESEARCH_NOTE_DATE, note, low, high)


def workloads(high_growth):
    g = (lambda base, hi: hi if high_growth else base)
    return [
        {"name": "LLM pretraining (H100)", "kind": "training", "gpu": "h100_sxm",
         "gpu_hours_per_month": ex(256 * HPM, "256 GPUs running continuously: 256 x 730 h = 186,880 GPU-hours a month"),
         "annual_growth": ex(g(0.3, 0.6), "the pretraining fleet grows ~30%/yr" if not high_growth else
                             "high-growth variant: +60%/yr", 0, g(0.6, 1.0)),
         "start_month": ex(0, "from the start"), "profile": "flat"},
        {"name": "Second training programme (H200)", "kind": "training", "gpu": "h200_sxm",
         "gpu_hours_per_month": ex(128 * HPM, "128 GPUs continuously from month 12: 128 x 730 = 93,440 GPU-hours a month"),
         "annual_growth": ex(g(0.2, 0.5), "growth after its start", 0, g(0.4, 0.8)),
         "start_month": ex(12, "starts after one year"), "profile": "flat"},
        {"name": "Fine-tuning experiments (H100, business hours)", "kind": "fine_tuning", "gpu": "h100_sxm",
         "gpu_hours_per_month": ex(16 * HPM, "16 GPUs on average (11,680 GPU-hours a month); with the business-hours "
                                             "profile the weekday peak is ~35 GPUs"),
         "annual_growth": ex(g(0.3, 0.6), "grows with the team", 0, g(0.6, 1.0)),
         "start_month": ex(0, "from the start"), "profile": "business_hours"},
        {"name": "Chat inference (L40S)", "kind": "inference", "gpu": "l40s",
         "avg_tokens_per_second": ex(60000, "average output rate across the week: 60,000 tokens/s -> 40 GPUs on average",
                                     40000, 90000),
         "tokens_per_second_per_gpu": ex(1500, "estimate: batched serving of a ~8B-parameter model in FP8 on one L40S",
                                         1000, 2500),
         "model": "llama-3.1-8b-instruct",
         "input_token_share": ex(0.75, "estimate: chat with its conversation history sends about 3 input (prompt) "
                                       "tokens per output token; the token counts above are input and output "
                                       "together (docs/MODEL.md section 12). No range, so that the Monte Carlo draws "
                                       "of the other figures stay as they were: try 0.6-0.9 by hand"),
         "annual_growth": ex(g(0.5, 0.8), "inference traffic grows ~50%/yr", 0.2, g(0.8, 1.2)),
         "start_month": ex(0, "from the start"), "profile": "diurnal"},
        {"name": "Embedding and classification (L4)", "kind": "inference", "gpu": "l4",
         "avg_tokens_per_second": ex(20000, "20,000 tokens/s -> 8 GPUs on average"),
         "tokens_per_second_per_gpu": ex(2500, "estimate: small encoder models on one L4", 1500, 4000),
         "annual_growth": ex(g(0.3, 0.5), "growth", 0, g(0.6, 0.8)),
         "start_month": ex(0, "from the start"), "profile": "diurnal"},
    ]


def steady_workloads():
    """A planned training programme at full utilisation for five years: the case where owning wins."""
    return [
        {"name": "Foundation-model pretraining (H100)", "kind": "training", "gpu": "h100_sxm",
         "gpu_hours_per_month": ex(512 * HPM, "512 GPUs busy around the clock for five years: 512 x 730 h = 373,760 "
                                              "GPU-hours a month (64 servers, 653 kW rated)", 448 * HPM, 512 * HPM),
         "annual_growth": ex(0, "a fixed cluster: no growth", 0, 0.1),
         "start_month": ex(0, "from the start"), "profile": "flat"},
        {"name": "Post-training and evaluation (H200)", "kind": "training", "gpu": "h200_sxm",
         "gpu_hours_per_month": ex(256 * HPM, "256 GPUs busy around the clock: 256 x 730 h = 186,880 GPU-hours a "
                                              "month (32 servers, 326 kW rated)", 224 * HPM, 256 * HPM),
         "annual_growth": ex(0, "a fixed cluster: no growth", 0, 0.1),
         "start_month": ex(0, "from the start"), "profile": "flat"},
    ]


def plans(tokyo_site="tokyo_colo"):
    out = []
    tokyo_label = "Tokyo wholesale" if tokyo_site == "tokyo_wholesale" else "Tokyo"
    for region, site_id, label, owning_label in (("tokyo", tokyo_site, "Tokyo", tokyo_label),
                                                 ("hong_kong", "hong_kong_colo", "Hong Kong", "Hong Kong")):
        out += [
            {"name": f"Rent on demand — {label}", "strategy": "rent_on_demand", "rental_region": region},
            {"name": f"Rent reserved — {label}", "strategy": "rent_reserved", "rental_region": region},
            {"name": f"Colocate — {owning_label}", "strategy": "colocate", "site": site_id, "rental_region": region},
            {"name": f"Hybrid — {owning_label}", "strategy": "hybrid", "site": site_id, "rental_region": region},
        ]
    return out


ISSUE24_GPUS = ("b300", "gb200", "gb300")
ISSUE24_SITES = ("tokyo_dlc", "hong_kong_dlc")


def example_scenario(name, high_growth, steady=False, api=False):
    s = copy.deepcopy(PRESET_SCENARIO)
    s["name"] = name
    s["regions"] = [r for r in s["regions"] if r["id"] in ("tokyo", "hong_kong")]
    # The servers, offers and sites as they were before issue 24: the Blackwell Ultra / NVL72 entries and
    # liquid-cooled halls are the GB300 example's (no plan here uses them, but the plan finder would search
    # the sites). The GPU models stay, as the Hong Kong region's restriction names them.
    s["server_models"] = [x for x in s["server_models"] if x["gpu"] not in ISSUE24_GPUS]
    s["sites"] = [x for x in s["sites"] if x["region"] in ("tokyo", "hong_kong") and x["id"] not in ISSUE24_SITES]
    s["rental_offers"] = [o for o in s["rental_offers"] if o["region"] in ("tokyo", "hong_kong")
                          and o["gpu"] not in ISSUE24_GPUS]
    # Hosted API offers only where a plan uses them: the other scenarios' risk analyses stay as they were.
    if api:
        s["api_offers"] = [o for o in s["api_offers"] if o["region"] in ("tokyo", "hong_kong")
                           and o["id"] != "llama_3_3_70b_tokyo"]  # the GB300 example's
    else:
        del s["api_offers"]
    s["ownership"]["lead_time_months"] = copy.deepcopy(PRESET_SCENARIO["ownership"]["lead_time_months"])
    # A five-year plan keeps its servers for the five years: with the shipped 48-month refresh
    # the whole fleet would be bought again in year 5 for its last months.
    shipped_refresh = PRESET_SCENARIO["ownership"]["refresh_months"]
    s["ownership"]["refresh_months"] = {
        "value": 60,
        "source": "example assumption: servers are kept for the plan's 5-year horizon",
        "as_of": RESEARCH_NOTE_DATE,
        "note": "shipped default %d months (%s); with a 48-month refresh the fleet is bought again "
                "in year 5 and sold a year later" % (shipped_refresh["value"], shipped_refresh["source"]),
        "evidence": "estimate",
    }
    if steady:
        shipped_lead = PRESET_SCENARIO["ownership"]["lead_time_months"]
        s["ownership"]["lead_time_months"] = {
            "value": 0, "low": 0, "high": 3,
            "source": "example assumption: a planned five-year programme orders its servers ahead",
            "as_of": RESEARCH_NOTE_DATE,
            "note": "the servers are ordered about a quarter before the programme starts, so month 0 is the day they "
                    "go live and nothing is rented while they arrive; high 3 = the shipped default (%s: %s)"
                    % (shipped_lead["value"], shipped_lead["source"][:60] + "..."),
            "evidence": "estimate",
        }
    s["workloads"] = steady_workloads() if steady else workloads(high_growth)
    s["plans"] = plans("tokyo_wholesale" if steady else "tokyo_colo")
    if api:
        # Last, so that the other plans keep their places (and pointers).
        s["plans"].append({"name": "Hosted API — Tokyo", "strategy": "api", "rental_region": "tokyo"})
    else:
        for w in s["workloads"]:
            w.pop("model", None)
            w.pop("input_token_share", None)
    s["note"] = ("Example built on copies of the shipped defaults (catalogues, Tokyo and Hong Kong regions, sites and "
                 "offers). Hong Kong plans that own or rent H100/H200/L40S get the export-control warning. "
                 + ("Steady training: 768 GPUs busy 24/7 for five years, about 1 MW of rated server power, so the "
                    "Tokyo plans own at the wholesale suite (tokyo_wholesale, per-kW fee on the servers' rated kW). "
                    "Owning wins here; in the other scenarios, with growing and partly idle demand, renting does "
                    "(docs/defaults-audit.md)." if steady else
                    "High-growth variant: faster growth of every workload." if high_growth else
                    "Workloads are illustrative. The plan Hosted API — Tokyo buys the chat workload's tokens from "
                    "an API (Llama 3.1 8B on Amazon Bedrock, estimate) and rents the other workloads on demand in "
                    "Tokyo; the results' cost per million tokens puts it beside self-hosting."))
    return s


EXAMPLE = {"format": "fleetcost-workbook", "version": 1, "prices_as_of": RESEARCH_NOTE_DATE, "scenarios": [
    example_scenario("Tokyo vs Hong Kong, 5 years", False, api=True),
    example_scenario("High growth", True),
    example_scenario("Steady training, 5 years", False, steady=True),
]}


# ---------------------------------------------------------------- GB300 training cluster example (issue 24)
from check_assets import GB300_PLANS  # noqa: E402  (the plans check_assets.py expects, in order)
STANDIN_NOTE = ("Example stand-in: the preset {pid} (B300 HGX nodes rented in Tokyo) priced per GPU-hour for the GB300 "
                "workloads, so that renting B300 is set beside owning GB300 NVL72 racks (a plan rents offers of the "
                "workload's GPU model). One GB300 GPU-hour is taken as one B300 GPU-hour: the same Blackwell Ultra die, "
                "288 GB and 4,500 dense FP8 TFLOPS (HGX B300); the NVL72's 72-GPU NVLink domain is worth more for large "
                "model-parallel jobs, which this stand-in leaves out (in renting's favour).")


def b300_standin(preset_id, new_id, name, provider):
    o = copy.deepcopy(next(x for x in OFFERS if x["id"] == preset_id))
    o.update({"id": new_id, "name": name, "provider": provider, "gpu": "gb300", "note": STANDIN_NOTE.format(pid=preset_id)})
    return o


SPOT_SOURCE = ("docs/research/2026-12-figures.md section 6b: Lyceum/Spheron B200 spot from USD 2.25 against 4.50-6.00 on "
               "demand (2026-03); AWS p5 spot about 64% below on demand after the June 2025 cut (Introl, 2025-12-08); AWS "
               "Spot Instance Advisor band for p5 15-20% of instances interrupted a month (Thunder Compute, 2026-02-24)")


def with_spot(offer):
    """The example's B300 stand-in also sells spot (docs/MODEL.md section 15): estimates, no B300 spot list exists."""
    od = offer["on_demand_per_gpu_hour"]["value"]
    offer["spot_per_gpu_hour"] = fig(
        rnd(od * 0.4, 2), "estimate: " + SPOT_SOURCE, "2026-03",
        f"estimate: 40% of the on-demand {od} (spot discount 0.60, range 0.50-0.80 as for H100/B200 spot)",
        rnd(od * 0.2, 2), rnd(od * 0.5, 2), "estimate")
    offer["spot_interruptions_per_1000_gpu_hours"] = fig(
        0.05, "estimate: " + SPOT_SOURCE, "2026-02",
        "estimate, derived: 17.5% of 8-GPU instances interrupted a month = 0.175 / (730 h x 8 GPUs) x 1,000 = 0.030 per 1,000 "
        "GPU-hours, plus the hardware's 0.0197 (Llama 3) = 0.05; range 5-20% a month", 0.026, 0.054, "estimate")
    offer["spot_availability"] = fig(
        0.25, "estimate: no published share; AWS placement score 1 (the worst) seen for p6-b200 spot in 2026 (one user's "
              "log, docs/research/2026-12-figures.md section 6b)", "2026-06",
        "estimate: a quarter of a growing training job's GPU-hours found on Blackwell spot capacity; the rest is "
        "rented on demand", 0.1, 0.5, "estimate")
    return offer


BLOCK_SOURCE = ("docs/research/2026-12-figures.md section 6c: AWS EC2 Capacity Blocks for ML list H100 USD 4.916 per "
                "GPU-hour (us-east, before 2025-01-01; AWS capacity-blocks pricing page copy), lengths 1-14 days or 7-day "
                "steps to 182 days (docs.aws.amazon.com/AWSEC2/latest/UserGuide/capacity-blocks-how.html); AWS p5 H100 on "
                "demand USD 6.88 after the June 2025 cut (aws_p5_48xlarge.ondemand_per_gpu_hr); 1-year terms 37.5% below "
                "on demand (reserved_discount_1yr)")


def with_blocks(offer):
    """The example's 1-year B300 stand-in also sells 14-day capacity blocks (docs/MODEL.md section 16): an estimate from
    AWS's H100 list, the only capacity-block price list found; no B300 block price and no Tokyo blocks were found."""
    od = offer["on_demand_per_gpu_hour"]["value"]
    one_year = rnd(offer["reserved_per_gpu_month"]["value"] / HPM, 2)
    ratio = 4.916 / (6.88 * (1 - 0.375))  # AWS H100: a block costs 1.14 x a 1-year term
    offer["block_per_gpu_hour"] = fig(
        rnd(one_year * ratio, 2), "estimate: " + BLOCK_SOURCE, "2024-12",
        f"estimate, derived: this offer's 1-year price {one_year} per GPU-hour x AWS H100's block/1-year ratio 4.916 / "
        f"(6.88 x 0.625 = 4.30) = {rnd(ratio, 3)}; low = on demand {od} x AWS's block/on-demand 4.916 / 6.88 = "
        f"{rnd(od * 4.916 / 6.88, 2)}, high = on demand. AWS's list predates its June 2025 on-demand cut; whether "
        f"block prices fell with it is not known", rnd(od * 4.916 / 6.88, 2), od, "estimate")
    offer["block_days"] = spec(14, "AWS EC2 Capacity Blocks: 1-14 days, or 7-day steps to 182 days "
                                   "(docs.aws.amazon.com/AWSEC2/latest/UserGuide/capacity-blocks-how.html)",
                               "a two-week block, the longest daily length: a block level is held month by month")
    return offer


def gb300_example():
    s = copy.deepcopy(PRESET_SCENARIO)
    s["name"] = "GB300 NVL72 training cluster, Tokyo, 5 years"
    s["start_date"] = "2027-04"
    s["regions"] = [r for r in s["regions"] if r["id"] == "tokyo"]
    s["gpu_models"] = [g for g in s["gpu_models"] if g["id"] == "gb300"]
    s["server_models"] = [x for x in s["server_models"] if x["id"] == "gb300_nvl72"]
    s["sites"] = [x for x in s["sites"] if x["id"] == "tokyo_dlc"]
    s["rental_offers"] = [
        with_blocks(with_spot(b300_standin("global_b300_tokyo", "b300_1y_for_gb300_tokyo",
                               "B300 8-GPU node, 1-year reserved, for the GB300 workloads (Tokyo, estimate)",
                               "B300 cloud, 1-year (estimate)"))),
        b300_standin("global_b300_3y_tokyo", "b300_3y_for_gb300_tokyo",
                     "B300 8-GPU node, 3-year commitment, for the GB300 workloads (Tokyo, estimate)",
                     "B300 cloud, 3-year commitment (estimate)"),
        *[o for o in s["rental_offers"] if o["id"] == "global_gb300_nvl72_tokyo"],
    ]
    s["api_offers"] = [o for o in s["api_offers"] if o["id"] == "llama_3_3_70b_tokyo"]
    shipped_refresh = PRESET_SCENARIO["ownership"]["refresh_months"]
    s["ownership"]["refresh_months"] = {
        "value": 60, "source": "example assumption: the racks are kept for the plan's 5-year horizon", "as_of": RESEARCH_NOTE_DATE,
        "note": "shipped default %d months (%s); with a 48-month refresh every rack would be bought again in year 5"
                % (shipped_refresh["value"], shipped_refresh["source"]), "evidence": "estimate"}
    shipped_repair = PRESET_SCENARIO["ownership"]["repair_hours"]
    s["ownership"]["repair_hours"] = ex(
        1, "example assumption: spare compute trays kept in the hall, so a failed NVL72 tray is swapped and the job "
           "rejoins in about an hour; the shipped default is %g h (%s), which would take the colocate plan past the "
           "hall's 2 MW envelope in its last month" % (shipped_repair["value"], shipped_repair["source"][:60]), 0.5, 8)
    s["workloads"] = [
        {"name": "Frontier-model training (GB300 NVL72)", "kind": "training", "gpu": "gb300",
         "gpu_hours_per_month": ex(288 * HPM, "4 NVL72 racks busy around the clock: 288 GPUs x 730 h = 210,240 GPU-hours a "
                                              "month", 216 * HPM, 288 * HPM),
         "annual_growth": ex(0.25, "the training programme adds ~25% a year: 4 racks in the first year, 10 in the fifth", 0.1,
                             0.4),
         "start_month": ex(0, "from the start"), "profile": "flat",
         # docs/MODEL.md section 14: the lost work of one large job.
         "job_gpus": ex(288, "one pre-training job spans the first 4 racks (288 GPUs); a failure anywhere stops all of them",
                        144, 720),
         "checkpoint_interval_hours": ex(0.5, "estimate: asynchronous checkpoints every 30 minutes, as large runs in 2025-26 "
                                              "do; an interruption loses 15 minutes of work on average", 0.25, 2),
         "restart_hours": ex(0.25, "estimate: automatic restart from the last checkpoint in about 15 minutes (Meta reports "
                                   "restarts within minutes for Llama 3 with automated recovery)", 0.1, 1)},
        {"name": "Inference of the trained models (70B class)", "kind": "inference", "gpu": "gb300",
         "avg_tokens_per_second": ex(100000, "100,000 tokens/s on average (input and output): about 17 GPUs", 60000, 150000),
         "tokens_per_second_per_gpu": ex(6000, "estimate: batched FP8 serving of a ~70B model on one Blackwell Ultra GPU, "
                                               "about 2.5x an H100's ~2,400 tokens/s; illustrative", 3000, 10000),
         "model": "llama-3.3-70b-instruct",
         "input_token_share": ex(0.75, "estimate: about 3 input tokens per output token (chat and retrieval prompts)"),
         "annual_growth": ex(0.4, "inference traffic grows ~40% a year", 0.2, 0.6),
         "start_month": ex(6, "from month 6, when the first model ships"), "profile": "diurnal"},
    ]
    s["plans"] = [
        {"name": GB300_PLANS[0], "strategy": "rent_on_demand", "rental_region": "tokyo"},
        {"name": GB300_PLANS[1], "strategy": "rent_reserved", "rental_region": "tokyo"},
        {"name": GB300_PLANS[2], "strategy": "rent_reserved", "rental_region": "tokyo",
         "provider": "B300 cloud, 3-year commitment (estimate)"},
        {"name": GB300_PLANS[3], "strategy": "colocate", "site": "tokyo_dlc", "rental_region": "tokyo"},
        {"name": GB300_PLANS[4], "strategy": "hybrid", "site": "tokyo_dlc", "rental_region": "tokyo"},
        {"name": GB300_PLANS[5], "strategy": "portfolio", "assignments": [
            {"workload": "Frontier-model training (GB300 NVL72)", "strategy": "colocate", "site": "tokyo_dlc",
             "rental_region": "tokyo"},
            {"workload": "Inference of the trained models (70B class)", "strategy": "api", "rental_region": "tokyo"}]},
        {"name": GB300_PLANS[6], "strategy": "rent_on_demand", "rental_region": "tokyo",
         "spot_share": ex(1, "as much of the training as spot capacity takes (the offer's availability, 25%, caps it); "
                             "inference does not tolerate interruption and is rented on demand")},
    ]
    s["note"] = ("Example a board would bring (issue 24): a GB300 NVL72 training cluster of 4 racks growing ~25% a year in "
                 "a Tokyo liquid-cooled wholesale hall (tokyo_dlc, 140 kW racks, 2 MW envelope), against renting B300 "
                 "nodes 1-year or 3-year reserved (stand-in offers: a GB300 GPU-hour priced as a B300 one) and buying the "
                 "inference as tokens from an API (Llama 3.3 70B). Issue 25: the training job (288 GPUs, checkpoints "
                 "every 30 minutes, 15-minute restarts) loses work to interruptions, more when owned without spare "
                 "servers (8-hour repairs); the last plan rents what spot capacity it finds for training at 40% of "
                 "the on-demand price. Built on copies of the shipped defaults by "
                 "assets/presets/build_assets.py; every price is an estimate (docs/defaults-audit.md section 9).")
    return s


GB300_EXAMPLE = {"format": "fleetcost-workbook", "version": 1, "prices_as_of": RESEARCH_NOTE_DATE,
                 "scenarios": [gb300_example()]}


def write(path, doc):
    unknown = [p for p in SCHEMA.unknown_keys(doc) if p.rsplit("/", 1)[1] not in SHIPPED_EXTRA_KEYS]
    assert not unknown, f"keys the workbook format does not have: {unknown}"
    errors = workbook_schema.validation_errors(SCHEMA, doc)
    assert not errors, f"{path} does not meet the workbook schema: {errors[:5]}"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    write(os.path.join(HERE, "presets.fleetcost"), PRESETS)
    os.makedirs(os.path.join(ASSETS, "examples"), exist_ok=True)
    write(os.path.join(ASSETS, "examples", "tokyo-vs-hong-kong.fleetcost"), EXAMPLE)
    write(os.path.join(ASSETS, "examples", "gb300-training-cluster.fleetcost"), GB300_EXAMPLE)
    print("wrote presets.fleetcost, examples/tokyo-vs-hong-kong.fleetcost and examples/gb300-training-cluster.fleetcost")
