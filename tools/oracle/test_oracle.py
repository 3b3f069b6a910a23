"""Hand-checked tests of the oracle (plain unittest).

Run: python3 -m unittest discover -s tools/oracle -p 'test_*.py'   (from the repo root)
Every expected value is written as the hand arithmetic that gives it.
"""
import copy
import json
import math
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fleetcost_oracle as o  # noqa: E402

CASES = os.path.join(HERE, "cases")


def load(name):
    with open(os.path.join(CASES, name), encoding="utf-8") as fh:
        return json.load(fh)


def run(wb, scenario=None):
    return o.evaluate_workbook(wb, scenario)


def plan(res, s, name):
    for p in res["scenarios"][s]["plans"]:
        if p["name"] == name:
            return p
    raise KeyError(name)


class Basics(unittest.TestCase):
    def test_tilde_rounding(self):
        self.assertEqual(o.ceil_t(2.0000000001), 2)
        self.assertEqual(o.ceil_t(2.00001), 3)
        self.assertEqual(o.ceil_t(0.0), 0)
        self.assertEqual(o.floor_t(3.9999999999), 4)
        self.assertEqual(o.floor_t(42 / 10.2), 4)

    def test_profiles(self):
        for p in ("flat", "business_hours", "diurnal"):
            w = o.profile_weights(p)
            self.assertEqual(len(w), 168)
            self.assertAlmostEqual(sum(w) / 168, 1.0, places=12)
        # business_hours: raw 1.0 on 45 hours, 0.25 on 123 -> mean 75.75/168
        b = o.profile_weights("business_hours")
        self.assertAlmostEqual(b[9], 1.0 / (75.75 / 168), places=12)     # Monday 09:00
        self.assertAlmostEqual(b[17], 1.0 / (75.75 / 168), places=12)    # Monday 17:00
        self.assertAlmostEqual(b[18], 0.25 / (75.75 / 168), places=12)   # Monday 18:00
        self.assertAlmostEqual(b[5 * 24 + 12], 0.25 / (75.75 / 168), places=12)  # Saturday noon
        # diurnal: peak at 14:00 = 1.6, weekend x0.8; ratio Monday 14:00 / Saturday 14:00 = 1/0.8
        d = o.profile_weights("diurnal")
        self.assertAlmostEqual(d[14] / d[5 * 24 + 14], 1 / 0.8, places=12)
        self.assertAlmostEqual(d[14] / d[2], 1.6 / 0.4, places=12)       # 02:00 = 1 - 0.6

    def test_vdb(self):
        # VDB(1000,0,5,i-1,i,2): 400, 240, 144, then straight line over 2 years on 216 = 108, 108
        got = o.vdb_years(1000.0, 5, 2.0)
        for a, b in zip(got, [400, 240, 144, 108, 108]):
            self.assertAlmostEqual(a, b, places=9)
        # factor 1.5: 300, 210, then SL on 490 over 3 years (163.33 > 147)
        got = o.vdb_years(1000.0, 5, 1.5)
        for a, b in zip(got, [300, 210, 490 / 3, 490 / 3, 490 / 3]):
            self.assertAlmostEqual(a, b, places=9)
        # Excel documentation example without salvage: VDB(2400,0,10,0,1,2) = 480
        self.assertAlmostEqual(o.vdb_years(2400.0, 10, 2.0)[0], 480.0, places=9)

    def test_pmt(self):
        # PMT(0.005, 36, -525000) = 525000 * 0.005 / (1 - 1.005^-36)
        self.assertAlmostEqual(o.pmt(0.005, 36, -525000.0), 525000 * 0.005 / (1 - 1.005 ** -36), places=6)
        self.assertAlmostEqual(o.pmt(0.0, 36, -36000.0), 1000.0, places=9)

    def test_irr(self):
        # -100 now, +110 after one month: monthly r = 10%, irr = 1.1^12 - 1
        self.assertAlmostEqual(o.irr([-100.0, 110.0]), 1.1 ** 12 - 1, places=8)
        # +100, -121 at t=2: r = 10% too (sign of d does not matter)
        self.assertAlmostEqual(o.irr([100.0, 0.0, -121.0]), 1.1 ** 12 - 1, places=8)
        # all zero / no sign change -> None
        self.assertIsNone(o.irr([0.0, 0.0]))
        self.assertIsNone(o.irr([1.0, 2.0]))
        # -100, +100: root exactly r = 0
        self.assertAlmostEqual(o.irr([-100.0, 100.0]), 0.0, places=10)

    def test_breakeven_month(self):
        a = [10.0, 12.0, 14.0, 15.0]
        b = [0.0, 13.0, 13.0, 16.0]
        # t=3 holds, t=2 fails (14 > 13) -> 3
        self.assertEqual(o.breakeven_month(a, b, 3), 3)
        self.assertIsNone(o.breakeven_month([0, 5.0], [0, 4.0], 1))
        self.assertEqual(o.breakeven_month([0, 4.0], [0, 4.0000005], 1), 0)


class OnDemand(unittest.TestCase):
    def test_on_demand_flat(self):
        res = run(load("on_demand_flat.fleetcost"))
        p = plan(res, 0, "Rent")
        # price 300 JPY / 150 * 1 = 2 USD/GPU-h; +10%/year from month 12.
        # train: 1000 GPU-h/month: 12*1000*2 + 12*1000*2.2 = 50400
        # chat: 1000 tok/s / 500 tok/s/GPU * 730 = 1460 GPU-h/month in months 6..17
        #       (business_hours keeps the monthly total): 6*1460*2 + 6*1460*2.2 = 36792
        self.assertAlmostEqual(p["nominal_cost"], 50400 + 36792, places=6)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 2000.0, places=9)          # month 0
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][7], 2000 + 1460 * 2, places=6)  # month 6
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][13], 2200 + 1460 * 2.2, places=6)
        self.assertEqual(p["flows"]["rental_on_demand"][0], 0.0)
        # GPU-hours: 24*1000 + 12*1460 = 41520
        self.assertAlmostEqual(p["cost_per_gpu_hour"], 87192 / 41520, places=12)
        # PV: r_m = 1.12^(1/12)-1, flow of month m dated m+1
        r = 1.12 ** (1 / 12) - 1
        pv = sum(p["total"][t] / (1 + r) ** t for t in range(25))
        self.assertAlmostEqual(p["pv_cost"], pv, places=6)
        pv_hand = sum((1000 * (2 if m < 12 else 2.2) + (1460 * (2 if m < 12 else 2.2) if 6 <= m < 18 else 0))
                      / (1 + r) ** (m + 1) for m in range(24))
        self.assertAlmostEqual(p["pv_cost"], pv_hand, places=6)
        # CO2: all hours rented, 1 kWh/GPU-h at 0.45 kg/kWh: 41520*0.45/1000 = 18.684 t
        self.assertAlmostEqual(p["co2_tonnes"], 18.684, places=9)
        wl = {w["name"]: w for w in res["scenarios"][0]["workloads"]}
        # shared by GPU-hours over the horizon: train 24000/41520, chat 17520/41520
        self.assertAlmostEqual(wl["train"]["cost"], 87192 * 24000 / 41520, places=6)
        self.assertIsNone(wl["train"]["cost_per_million_tokens"])
        # chat tokens: 17520 GPU-h * 500 * 3600 = 31.536e9 tokens
        self.assertAlmostEqual(wl["chat"]["cost_per_million_tokens"],
                               (87192 * 17520 / 41520) / 31536.0, places=9)
        # renting plans report zeros for owned servers, racks, facility kWh
        self.assertEqual(p["owned_servers"], {"h100": [0] * 24})
        self.assertEqual(p["racks"], [0] * 24)
        self.assertEqual(p["hybrid_caps"], {})
        self.assertEqual(p["reserved"], {})

    def test_fractional_growth(self):
        wb = load("on_demand_flat.fleetcost")
        s = wb["scenarios"][0]
        s["workloads"] = [{"name": "g", "kind": "training", "gpu": "h100", "gpu_hours_per_month": 1000,
                           "annual_growth": 0.44, "start_month": 0}]
        p = plan(run(wb), 0, "Rent")
        # month 6: 1000 * 1.44^(6/12) = 1200 GPU-h at 2 USD = 2400, dated 7
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][7], 2400.0, places=6)
        # month 18: 1000 * 1.44^1.5 = 1728 GPU-h at 2.2 USD, dated 19
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][19], 1728 * 2.2, places=6)


class Colocate(unittest.TestCase):
    def test_refresh(self):
        res = run(load("colocate_refresh.fleetcost"))
        p = plan(res, 0, "Colo")
        f = p["flows"]
        # 16 GPUs flat -> S_req = ceil~(16/8) = 2 servers, spare 0
        # purchase: 2*(200000*1.03 + 10000) = 432000 at t=0 and again at t=12 (refresh 12)
        self.assertAlmostEqual(f["hardware"][0], 432000.0, places=6)
        self.assertAlmostEqual(f["hardware"][12], 432000.0, places=6)
        # sale at 12: 2*200000*0.65^(12/12) = 260000; terminal at 24 (age 12): same
        self.assertAlmostEqual(f["residual"][12], -260000.0, places=6)
        self.assertAlmostEqual(f["residual"][24], -260000.0, places=6)
        # spr = min(floor(40/10), floor(42/8)) = 4 -> 1 rack
        self.assertEqual(p["racks"], [1] * 24)
        self.assertEqual(p["owned_servers"], {"h100": [2] * 24})
        # t=0: setup 1000 (space) and cooling capex 5000
        self.assertAlmostEqual(f["space"][0], 1000.0, places=9)
        self.assertAlmostEqual(f["cooling"][0], 5000.0, places=9)
        # month 0 (t=1): space 2000; power 40 kW*10 = 400 + energy; cooling 100;
        # network 2*200 + 100 Mbps*1 = 500; operations 10h*50 + maintenance 2*200000*0.05/12
        # energy: E_it = 730*2*2 + (10-2)/8 * 11680 = 14600 kWh; *1.5 PUE * 0.1 = 2190
        self.assertAlmostEqual(f["space"][1], 2000.0, places=9)
        self.assertAlmostEqual(f["power"][1], 400 + 2190, places=6)
        self.assertAlmostEqual(f["cooling"][1], 100.0, places=9)
        self.assertAlmostEqual(f["network"][1], 500.0, places=9)
        self.assertAlmostEqual(f["operations"][1], 500 + 2 * 200000 * 0.05 / 12, places=6)
        # month 12 (t=13): colo +5%: space 2100, power 420 + 2190 (energy not escalated)
        self.assertAlmostEqual(f["space"][13], 2100.0, places=6)
        self.assertAlmostEqual(f["power"][13], 420 + 2190, places=6)
        self.assertAlmostEqual(f["operations"][13], 525 + 2 * 200000 * 0.05 / 12, places=6)
        self.assertEqual(f["rental_on_demand"], [0.0] * 25)   # no rental_region
        # nominal: 864000 - 520000 + 6000 + (12*3500 + 12*3500*1.05) + 24*2190 + 24*(2*200000*0.05/12)
        self.assertAlmostEqual(p["nominal_cost"], 864000 - 520000 + 6000 + 86100 + 52560 + 40000, places=5)
        self.assertAlmostEqual(p["facility_kwh"][0], 21900.0, places=9)
        self.assertAlmostEqual(p["co2_tonnes"], 24 * 21900 * 0.5 / 1000, places=9)
        # Rent: 11680 GPU-h * 3 = 35040/month
        r = plan(res, 0, "Rent")
        self.assertAlmostEqual(r["nominal_cost"], 24 * 35040, places=6)
        be = res["scenarios"][0]["breakeven"][0]
        self.assertEqual((be["plan"], be["versus"]), ("Colo", "Rent"))
        # check break-even against the cumulative series
        t = be["month"]
        self.assertTrue(all(p["cumulative"][u] <= r["cumulative"][u] + 1e-6 for u in range(t, 25)))
        self.assertTrue(p["cumulative"][t - 1] > r["cumulative"][t - 1] + 1e-6)

    def test_lead_time_with_burst(self):
        wb = load("colocate_refresh.fleetcost")
        s = wb["scenarios"][0]
        s["ownership"]["lead_time_months"] = 3
        s["plans"][0]["rental_region"] = "tokyo"
        p = plan(run(wb), 0, "Colo")
        f = p["flows"]
        # months 0..2 rented: 11680 * 3 = 35040 dated 1..3; nothing owned
        self.assertEqual(p["owned_servers"]["h100"][:4], [0, 0, 0, 2])
        for t in (1, 2, 3):
            self.assertAlmostEqual(f["rental_on_demand"][t], 35040.0, places=6)
        self.assertAlmostEqual(f["rental_on_demand"][4], 0.0, places=6)
        self.assertAlmostEqual(f["hardware"][3], 432000.0, places=6)
        # refresh at 15; terminal at 24 for cohort b=15: 2*200000*0.65^(9/12)
        self.assertAlmostEqual(f["residual"][15], -260000.0, places=6)
        self.assertAlmostEqual(f["residual"][24], -400000 * 0.65 ** 0.75, places=6)
        # racks start at month 3: setup fee at t=3
        self.assertAlmostEqual(f["space"][3], 1000.0, places=9)
        self.assertAlmostEqual(f["space"][1], 0.0, places=9)

    def test_spares_and_headroom(self):
        wb = load("colocate_refresh.fleetcost")
        s = wb["scenarios"][0]
        s["ownership"]["spare_ratio"] = 0.1
        s["ownership"]["headroom"] = 0.25
        p = plan(run(wb), 0, "Colo")
        # S_req = ceil~(16*1.25/8) = 3; X = ceil~(0.3) = 1; T = 4 servers -> 1 rack (4 per rack)
        self.assertEqual(p["owned_servers"]["h100"][0], 4)
        self.assertAlmostEqual(p["flows"]["hardware"][0], 4 * 216000, places=6)
        # capacity (4-1)*8 = 24 GPUs >= 16: served 11680; E_it = 730*4*2 + 1*11680 = 17520
        self.assertAlmostEqual(p["facility_kwh"][0], 17520 * 1.5, places=6)


class Hybrid(unittest.TestCase):
    def test_caps(self):
        res = run(load("hybrid.fleetcost"))
        # demand 8 GPUs for 84 h, 24 GPUs for 84 h (weights 1,3 normalised to 0.5,1.5 of 16)
        # per-cap PV (H=12, rate 0): c*80000 + [c>0]*12*1000 + 12*burst
        #   c=0: 12*11680*2 = 280320; c=1: 80000+12000+12*5840*2 = 232160
        #   c=2: 160000+12000+12*2920*2 = 242080; c=3: 240000+12000 = 252000 -> cap 1
        pa = plan(res, 0, "Hybrid")
        self.assertEqual(pa["hybrid_caps"], {"h100": 1})
        self.assertAlmostEqual(pa["nominal_cost"], 232160.0, places=6)
        self.assertAlmostEqual(pa["flows"]["rental_on_demand"][1], 11680.0, places=6)
        self.assertEqual(pa["owned_servers"]["h100"], [1] * 12)
        # warnings: owning then renting for the hybrid, then the renting plan
        w = res["scenarios"][0]["warnings"]
        self.assertEqual([x["pointer"] for x in w],
                         ["/scenarios/0/plans/0/site", "/scenarios/0/plans/0/rental_region",
                          "/scenarios/0/plans/1/rental_region"])
        self.assertIn("export controls", w[0]["message"])
        # scenario B: staff 600000/12 = 50000/month while owning -> 232160 + 600000 > 280320
        pb = plan(res, 1, "Hybrid")
        self.assertEqual(pb["hybrid_caps"], {"h100": 0})
        self.assertAlmostEqual(pb["nominal_cost"], 280320.0, places=6)
        self.assertEqual(res["scenarios"][1]["breakeven"], [])   # owns nothing: pair left out


class Reserved(unittest.TestCase):
    def test_terms(self):
        res = run(load("reserved.fleetcost"))
        p = plan(res, 0, "Reserved")
        # demand 10 GPUs flat; term 1 (12 months): R=0: 12*7300*2 = 175200;
        #   R=8: 12*(8*1000 + 2*730*2) = 131040; R=16: 192000 -> 8
        # term 2 (months 12..17, p_res = 1000*1.5, p_od = 3): R=0: 6*7300*3 = 131400;
        #   R=8: 6*(8*1500 + 2*730*3) = 98280; R=16: 144000 -> 8
        self.assertEqual(p["reserved"], {"h100": [8, 8]})
        self.assertAlmostEqual(p["nominal_cost"], 131040 + 98280, places=6)
        self.assertAlmostEqual(p["flows"]["rental_reserved"][1], 8000.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 2920.0, places=6)
        self.assertAlmostEqual(p["flows"]["rental_reserved"][13], 12000.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][18], 4380.0, places=6)
        # tie: 8 GPUs flat; R=8 costs 8*730 = 5840/month = on demand 5840*1 -> smaller (0) wins
        t = plan(res, 1, "Reserved")
        self.assertEqual(t["reserved"], {"h100": [0, 0]})
        self.assertAlmostEqual(t["nominal_cost"], 6 * 5840, places=6)


class AfterTax(unittest.TestCase):
    def setUp(self):
        self.res = run(load("after_tax_db.fleetcost"))

    def test_declining_balance(self):
        p = plan(self.res, 0, "Colo")
        f = p["flows"]
        self.assertEqual(list(f), o.CATEGORIES + ["tax"])
        C = 2 * (250000 * 1.03 + 5000)     # 525000 basis
        self.assertAlmostEqual(f["hardware"][0], C, places=6)
        # running costs per month: 1 rack (spr 4): space 2000, power 40*10 = 400,
        # energy (730*2*2 + 1*11680) * 1.4 * 0.15 = 3066, maintenance 2*250000*0.05/12
        run_m = 2000 + 400 + 14600 * 1.4 * 0.15 + 500000 * 0.05 / 12
        self.assertAlmostEqual(f["tax"][0], 0.0, places=9)   # no deduction at purchase
        # year 1: 0.4*C/12 dated 1..12; year 2: 0.24*C/12 dated 13..24; year 3: 0.144*C/12
        self.assertAlmostEqual(f["tax"][1], -0.3 * (0.4 * C / 12 + run_m), places=6)
        self.assertAlmostEqual(f["tax"][12], -0.3 * (0.4 * C / 12 + run_m), places=6)
        self.assertAlmostEqual(f["tax"][13], -0.3 * (0.24 * C / 12 + run_m), places=6)
        # t=36: last part + running + deemed sale: book 0.216*C minus 2*250000*0.65^3
        ded36 = 0.144 * C / 12 + run_m + (0.216 * C - 500000 * 0.65 ** 3)
        self.assertAlmostEqual(f["tax"][36], -0.3 * ded36, places=5)
        self.assertAlmostEqual(f["residual"][36], -500000 * 0.65 ** 3, places=6)
        # Rent: tax = -0.3 * rental; 11680*2.5 = 29200/month
        r = plan(self.res, 0, "Rent")
        self.assertAlmostEqual(r["flows"]["tax"][1], -0.3 * 29200, places=6)
        self.assertAlmostEqual(r["nominal_cost"], 36 * 29200 * 0.7, places=5)

    def test_lease(self):
        p = plan(self.res, 0, "Colo lease")
        f = p["flows"]
        self.assertEqual(list(f), o.CATEGORIES + ["lease", "tax"])
        C = 525000.0
        pay = C * 0.005 / (1 - 1.005 ** -36)
        self.assertEqual(f["hardware"], [0.0] * 37)
        self.assertEqual(f["residual"], [0.0] * 37)
        self.assertAlmostEqual(f["lease"][0], 0.0, places=9)
        self.assertAlmostEqual(f["lease"][1], pay, places=6)
        self.assertAlmostEqual(f["lease"][36], pay, places=6)
        run_m = 2000 + 400 + 14600 * 1.4 * 0.15 + 500000 * 0.05 / 12
        self.assertAlmostEqual(f["tax"][36], -0.3 * (pay + run_m), places=6)

    def test_immediate_and_sale_gain(self):
        wb = load("colocate_refresh.fleetcost")
        s = wb["scenarios"][0]
        s["after_tax"] = True
        s["regions"][0]["tax"] = {"tax_rate": 0.165, "depreciation": {"method": "immediate"}}
        p = plan(run(wb), 0, "Colo")
        f = p["flows"]
        # t=0: purchase 432000 deducted at once + setup 1000 + capex 5000 expensed
        self.assertAlmostEqual(f["tax"][0], -0.165 * (432000 + 6000), places=6)
        # t=12: running of month 11: space 2000 + kW fee 400 + energy 2190 + cooling 100
        #       + network 500 + remote hands 500 + maintenance 1666.67
        run11 = 2000 + 400 + 2190 + 100 + 500 + 500 + 2 * 200000 * 0.05 / 12
        # + new purchase 432000 + sale: book 0 - proceeds 260000
        self.assertAlmostEqual(f["tax"][12], -0.165 * (run11 + 432000 - 260000), places=6)
        # t=24: running of month 23 (colo +5%) + deemed sale: 0 - 260000
        run23 = (2000 + 400 + 100 + 500 + 500) * 1.05 + 2190 + 2 * 200000 * 0.05 / 12
        self.assertAlmostEqual(f["tax"][24], -0.165 * (run23 - 260000), places=6)

    def test_straight_line_sale(self):
        wb = load("colocate_refresh.fleetcost")
        s = wb["scenarios"][0]
        s["after_tax"] = True
        s["regions"][0]["tax"] = {"tax_rate": 0.2, "depreciation": {"method": "straight_line",
                                                                  "useful_life_years": 2}}
        p = plan(run(wb), 0, "Colo")
        f = p["flows"]
        # 432000 over 2 years: 216000/year, 18000/month dated b+1..; sold at 12 with book 216000
        run0 = 2000 + 400 + 2190 + 100 + 500 + 500 + 2 * 200000 * 0.05 / 12
        self.assertAlmostEqual(f["tax"][1], -0.2 * (18000 + run0), places=6)
        self.assertAlmostEqual(f["tax"][12], -0.2 * (18000 + run0 + (216000 - 260000)), places=6)
        self.assertAlmostEqual(f["tax"][13], -0.2 * (18000 + (2000 + 400 + 100 + 500 + 500) * 1.05
                                                     + 2190 + 2 * 200000 * 0.05 / 12), places=6)

    def test_no_terminal_credit(self):
        wb = load("after_tax_db.fleetcost")
        wb["scenarios"][0]["ownership"]["credit_terminal_value"] = False
        p = plan(run(wb), 0, "Colo")
        C = 525000.0
        run_m = 2000 + 400 + 14600 * 1.4 * 0.15 + 500000 * 0.05 / 12
        self.assertAlmostEqual(p["flows"]["residual"][36], 0.0, places=9)
        self.assertAlmostEqual(p["flows"]["tax"][36], -0.3 * (0.144 * C / 12 + run_m), places=6)


class WholeRun(unittest.TestCase):
    def test_allocation_sums_to_nominal(self):
        for name in sorted(os.listdir(CASES)):
            res = run(load(name))
            for s in res["scenarios"]:
                for p in s["plans"]:
                    tot = sum(w["cost"] for w in s["workloads"] if w["plan"] == p["name"])
                    self.assertAlmostEqual(tot, p["nominal_cost"], delta=1e-6 * max(1, abs(tot)),
                                           msg="%s %s" % (name, p["name"]))
                    self.assertEqual(len(p["total"]), s["horizon_months"] + 1)
                    self.assertAlmostEqual(p["pv_cumulative"][-1], p["pv_cost"], places=9)
                    self.assertAlmostEqual(p["cumulative"][-1], p["nominal_cost"], places=9)

    def test_cli(self):
        out = subprocess.run([sys.executable, os.path.join(HERE, "fleetcost_oracle.py"),
                              os.path.join(CASES, "hybrid.fleetcost"), "--scenario", "B"],
                             capture_output=True, text=True, check=True).stdout
        d = json.loads(out)
        self.assertEqual(d["format"], "fleetcost-result")
        self.assertEqual([s["name"] for s in d["scenarios"]], ["B"])
        self.assertEqual(list(d["scenarios"][0]), ["name", "currency", "horizon_months", "warnings",
                                                    "plans", "breakeven", "workloads"])
        rc = subprocess.run([sys.executable, os.path.join(HERE, "fleetcost_oracle.py"),
                             os.path.join(CASES, "hybrid.fleetcost"), "--scenario", "nope"],
                            capture_output=True, text=True).returncode
        self.assertEqual(rc, 2)



def api_workbook():
    """The base of the C++ tests (tests/model/plans/api_plan_test.cpp): 24 months, w1 training 11,680
    GPU-hours a month, chat 1,000 tokens/s (500 per GPU) of model m1, 75% input of which 20%
    cached; API offer a1 in JPY (150 per USD): input 150, output 600, cached 15 per million,
    -50% a year."""
    s = {"name": "API", "horizon_months": 24, "reporting_currency": "USD", "fx_per_usd": {"JPY": 150},
         "ownership": {"spare_ratio": 0, "install_pct": 0, "maintenance_annual_pct": 0,
                       "resale_annual_decline": 0.5},
         "regions": [{"id": "r1", "name": "Region One", "grid_kg_co2_per_kwh": 0.5}],
         "gpu_models": [{"id": "g1"}],
         "server_models": [{"id": "s1", "gpu": "g1", "gpus": 8, "currency": "USD", "price": 100000,
                            "power_idle_kw": 1, "power_max_kw": 5, "rack_units": 4}],
         "sites": [{"id": "site1", "region": "r1", "currency": "USD", "cooling": "air",
                    "cooling_options": [{"name": "air", "max_kw_per_rack": 10, "pue": 1.5}]}],
         "rental_offers": [{"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD",
                            "on_demand_per_gpu_hour": 2, "reserved_per_gpu_month": 1000,
                            "reserved_term_months": 12, "kwh_per_gpu_hour": 1}],
         "api_offers": [{"id": "a1", "model": "m1", "region": "r1", "currency": "JPY",
                         "input_per_million_tokens": 150, "output_per_million_tokens": 600,
                         "cached_input_per_million_tokens": 15, "annual_price_change": -0.5}],
         "workloads": [{"name": "w1", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 11680},
                       {"name": "chat", "kind": "inference", "gpu": "g1", "avg_tokens_per_second": 1000,
                        "tokens_per_second_per_gpu": 500, "model": "m1", "input_token_share": 0.75,
                        "cached_input_share": 0.2}],
         "plans": [{"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
                   {"name": "api", "strategy": "api", "rental_region": "r1"}]}
    return {"format": "fleetcost-workbook", "version": 1, "scenarios": [s]}


class HostedApi(unittest.TestCase):
    def test_tokens_and_fallback(self):
        res = run(api_workbook())
        p = plan(res, 0, "api")
        # 2,628 million tokens a month at 0.75 (0.8 * 1 + 0.2 * 0.1) + 0.25 * 4 = 1.615 USD; year 2 half
        self.assertAlmostEqual(p["flows"]["api"][1], 2628 * 1.615, places=8)
        self.assertAlmostEqual(p["flows"]["api"][13], 2628 * 1.615 / 2, places=8)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 11680 * 2, places=8)
        self.assertEqual(p["api_offers"], {"chat": "a1"})
        self.assertEqual(plan(res, 0, "rent")["flows"]["api"], [0.0] * 25)
        chat = [w for w in res["scenarios"][0]["workloads"] if w["plan"] == "api" and w["name"] == "chat"][0]
        self.assertAlmostEqual(chat["cost_per_million_tokens"], (1.615 + 0.8075) / 2, places=12)

    def test_price_path(self):
        wb = api_workbook()
        wb["scenarios"][0]["horizon_months"] = 12
        wb["scenarios"][0]["rental_offers"][0]["price_path"] = {
            "points": [{"month": 6, "on_demand_per_gpu_hour": 1}]}
        p = plan(run(wb), 0, "rent")
        # 13,140 GPU-hours a month at 2 - m/6 for m < 6, then 1: 15.5 * 13,140
        self.assertAlmostEqual(p["nominal_cost"], 15.5 * 13140, places=6)
        self.assertAlmostEqual(o.along_path(2.0, [(12, 1.0), (24, 3.0)], 18), 2.0, places=12)

def goodput_workbook():
    """docs/MODEL.md 14, case (b): 12 months, one training workload of 1,000 useful GPU-hours a
    month, flat, rented on demand at 2 USD/GPU-h (no price change); J = 100 GPUs, lambda = 0.1
    interruptions per 1,000 GPU-hours, checkpoint every 2 h, restart 1 h."""
    s = {"name": "goodput", "horizon_months": 12, "reporting_currency": "USD", "fx_per_usd": {},
         "regions": [{"id": "r1", "grid_kg_co2_per_kwh": 0.5}],
         "gpu_models": [{"id": "g1"}],
         "rental_offers": [{"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD",
                            "on_demand_per_gpu_hour": 2, "kwh_per_gpu_hour": 1,
                            "interruptions_per_1000_gpu_hours": {"value": 0.1, "source": "test",
                                                                 "as_of": "2026-12"}}],
         "workloads": [{"name": "train", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 1000,
                        "job_gpus": 100, "checkpoint_interval_hours": 2, "restart_hours": {"value": 1}}],
         "plans": [{"name": "Rent", "strategy": "rent_on_demand", "rental_region": "r1"}]}
    return {"format": "fleetcost-workbook", "version": 1, "scenarios": [s]}


def colocate_goodput_workbook(spare_ratio):
    """colocate_refresh.fleetcost (16 GPUs flat = 11,680 GPU-h a month, servers of 8 GPUs at
    200,000 + 3 % install + 10,000 network, 2-10 kW, 24 months, refresh 12) with a training job of
    J = 16 GPUs, checkpoint 1 h, restart 0.5 h, the server's lambda 1 per 1,000 GPU-hours and
    repair_hours 2.5; the offer states no lambda (0)."""
    wb = load("colocate_refresh.fleetcost")
    s = wb["scenarios"][0]
    s["ownership"]["spare_ratio"] = spare_ratio
    s["ownership"]["repair_hours"] = 2.5
    s["server_models"][0]["interruptions_per_1000_gpu_hours"] = 1
    s["workloads"][0].update({"job_gpus": 16, "checkpoint_interval_hours": 1, "restart_hours": 0.5})
    return wb


def entry(res, plan_name, workload):
    return [w for w in res["scenarios"][0]["workloads"]
            if w["plan"] == plan_name and w["name"] == workload][0]


class Goodput(unittest.TestCase):
    """docs/MODEL.md 14: o_w = J * lambda / 1000 * (c / 2 + r_eff); D_w times 1 + o_w."""

    def test_llama3_check(self):
        # (a) 14.4: J = 16,384, lambda = 0.0197, c = 0.25 h, r = 0.1 h
        #     o = 16384 * 0.0197 / 1000 * (0.25 / 2 + 0.1) = 0.3227648 * 0.225 = 0.07262208
        #     goodput = 1 / 1.07262208 = 0.93230 (Meta: "over 90 % effective training time")
        wb = goodput_workbook()
        s = wb["scenarios"][0]
        s["rental_offers"][0]["interruptions_per_1000_gpu_hours"] = 0.0197
        s["workloads"][0].update({"job_gpus": 16384, "checkpoint_interval_hours": 0.25, "restart_hours": 0.1})
        sc = o.Scenario(s, 0)
        self.assertAlmostEqual(o.overheads(sc, s["plans"][0])[0], 0.07262208, places=12)
        res = run(wb)
        self.assertAlmostEqual(entry(res, "Rent", "train")["goodput"], 1 / 1.07262208, places=12)
        self.assertAlmostEqual(entry(res, "Rent", "train")["goodput"], 0.9323, places=4)
        # one workload: the plan's goodput is the workload's
        self.assertAlmostEqual(plan(res, 0, "Rent")["goodput"], 1 / 1.07262208, places=12)

    def test_rent_on_demand(self):
        # (b) o = 100 * 0.1 / 1000 * (2 / 2 + 1) = 0.01 * 2 = 0.02: 1,020 GPU-hours bought a month
        #     at 2 USD = 2,040 a month (dated m+1); 12 months: 24,480
        res = run(goodput_workbook())
        p = plan(res, 0, "Rent")
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 2040.0, places=9)
        self.assertAlmostEqual(p["nominal_cost"], 12 * 2040.0, places=6)
        # goodput 12,000 useful / 12,240 bought = 1 / 1.02
        self.assertAlmostEqual(p["goodput"], 1 / 1.02, places=12)
        self.assertAlmostEqual(entry(res, "Rent", "train")["goodput"], 1 / 1.02, places=12)
        # per GPU-hour bought: 24,480 / 12,240 = 2; per useful GPU-hour: 24,480 / 12,000 = 2.04
        self.assertAlmostEqual(p["cost_per_gpu_hour"], 2.0, places=12)
        self.assertAlmostEqual(p["cost_per_useful_gpu_hour"], 2.04, places=12)
        # CO2 counts the GPU-hours bought: 12,240 * 1 kWh * 0.5 kg / 1000 = 6.12 t
        self.assertAlmostEqual(p["co2_tonnes"], 6.12, places=9)

    def test_tokens_and_allocation(self):
        # the same offer; the training workload sized in tokens instead: 1,000 tokens/s at 500 per
        # GPU = 1,460 useful GPU-hours a month, 1,489.2 bought (x 1.02) = 2,978.4 USD a month;
        # an inference workload of 1,000 GPU-hours (no job_gpus: goodput 1) = 2,000 USD a month
        wb = goodput_workbook()
        w = wb["scenarios"][0]["workloads"][0]
        del w["gpu_hours_per_month"]
        w.update({"avg_tokens_per_second": 1000, "tokens_per_second_per_gpu": 500})
        wb["scenarios"][0]["workloads"].append({"name": "infer", "kind": "inference", "gpu": "g1",
                                                "gpu_hours_per_month": 1000})
        res = run(wb)
        p = plan(res, 0, "Rent")
        self.assertAlmostEqual(p["nominal_cost"], 12 * (2978.4 + 2000), places=6)
        # the allocation shares g1's cost by GPU-hours bought: 1,489.2 : 1,000
        self.assertAlmostEqual(entry(res, "Rent", "train")["cost"], 12 * 2978.4, places=6)
        self.assertAlmostEqual(entry(res, "Rent", "infer")["cost"], 12 * 2000.0, places=6)
        self.assertEqual(entry(res, "Rent", "infer")["goodput"], 1.0)
        # useful tokens: 1,000 * 3,600 * 730 = 2,628 million a month; 2,978.4 / 2,628 per million
        self.assertAlmostEqual(entry(res, "Rent", "train")["cost_per_million_tokens"], 2978.4 / 2628, places=12)
        # plan: (1,460 + 1,000) useful / (1,489.2 + 1,000) bought
        self.assertAlmostEqual(p["goodput"], 2460 / 2489.2, places=12)
        self.assertAlmostEqual(p["cost_per_useful_gpu_hour"], (2978.4 + 2000) / 2460, places=12)
        self.assertAlmostEqual(p["cost_per_gpu_hour"], (2978.4 + 2000) / 2489.2, places=12)

    def test_owned_repair_without_spares(self):
        # (c) spare_ratio 0: r_eff = 0.5 + 2.5 = 3; o = 16 * 1 / 1000 * (1 / 2 + 3) = 0.056
        #     demand 16 * 1.056 = 16.896 GPUs -> S_req = ceil~(16.896 / 8) = 3 servers (not 2)
        res = run(colocate_goodput_workbook(0))
        p = plan(res, 0, "Colo")
        self.assertAlmostEqual(entry(res, "Colo", "train")["goodput"], 1 / 1.056, places=12)
        self.assertEqual(p["owned_servers"]["h100"], [3] * 24)
        # purchase 3 * (200,000 * 1.03 + 10,000) = 648,000 at t=0 and at the refresh (t=12)
        self.assertAlmostEqual(p["flows"]["hardware"][0], 648000.0, places=6)
        self.assertAlmostEqual(p["flows"]["hardware"][12], 648000.0, places=6)
        # energy: SGh = 11,680 * 1.056 = 12,334.08; E_it = 730 * 3 * 2 + (10 - 2) / 8 * 12,334.08
        #         = 4,380 + 12,334.08 = 16,714.08 kWh; facility x 1.5 PUE = 25,071.12
        self.assertAlmostEqual(p["facility_kwh"][0], 25071.12, places=6)
        self.assertAlmostEqual(p["goodput"], 1 / 1.056, places=12)
        self.assertAlmostEqual(p["cost_per_useful_gpu_hour"], p["nominal_cost"] / (24 * 11680), places=9)
        self.assertAlmostEqual(p["cost_per_gpu_hour"], p["nominal_cost"] / (24 * 12334.08), places=9)
        # the renting plan uses its offer's lambda, absent = 0: goodput 1, 11,680 * 3 a month
        r = plan(res, 0, "Rent")
        self.assertEqual(r["goodput"], 1.0)
        self.assertEqual(entry(res, "Rent", "train")["goodput"], 1.0)
        self.assertAlmostEqual(r["nominal_cost"], 24 * 35040.0, places=6)
        self.assertEqual(r["cost_per_useful_gpu_hour"], r["cost_per_gpu_hour"])

    def test_owned_with_spares_no_repair(self):
        # spare_ratio 0.1: a spare is swapped in, repair not added: o = 16 / 1000 * (0.5 + 0.5)
        #     = 0.016; 16.256 GPUs -> S_req = 3, spares ceil~(0.3) = 1: 4 servers
        res = run(colocate_goodput_workbook(0.1))
        p = plan(res, 0, "Colo")
        self.assertAlmostEqual(entry(res, "Colo", "train")["goodput"], 1 / 1.016, places=12)
        self.assertEqual(p["owned_servers"]["h100"], [4] * 24)

    def test_api_rents_training(self):
        # api_workbook: w1 (training, 11,680 GPU-h) rented at 2 USD from o1 with lambda 0.5; J = 8,
        #     c = 1, r = 0.5: o = 8 * 0.5 / 1000 * (0.5 + 0.5) = 0.004 -> 11,726.72 GPU-h a month
        #     = 23,453.44 USD; chat is served by the API: goodput 1, its tokens unchanged
        wb = api_workbook()
        s = wb["scenarios"][0]
        s["rental_offers"][0]["interruptions_per_1000_gpu_hours"] = 0.5
        s["workloads"][0].update({"job_gpus": 8, "checkpoint_interval_hours": 1, "restart_hours": 0.5})
        res = run(wb)
        p = plan(res, 0, "api")
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 11726.72 * 2, places=8)
        self.assertAlmostEqual(p["flows"]["api"][1], 2628 * 1.615, places=8)
        self.assertAlmostEqual(entry(res, "api", "w1")["goodput"], 1 / 1.004, places=12)
        self.assertEqual(entry(res, "api", "chat")["goodput"], 1.0)
        # useful 11,680 + 1,460 (chat's GPU-hours) = 13,140; bought 11,726.72 + 1,460 = 13,186.72
        self.assertAlmostEqual(p["goodput"], 13140 / 13186.72, places=12)

    def test_portfolio_of_one_supply_is_the_typed_plan(self):
        # 13.5 with goodput: a portfolio that colocates every workload at s1 gives the typed plan
        wb = colocate_goodput_workbook(0)
        s = wb["scenarios"][0]
        s["plans"].append({"name": "Mix", "strategy": "portfolio", "assignments": [
            {"workload": "train", "strategy": "colocate", "site": "s1"}]})
        res = run(wb)
        a, b = plan(res, 0, "Colo"), plan(res, 0, "Mix")
        for key in ("nominal_cost", "cost_per_gpu_hour", "cost_per_useful_gpu_hour", "goodput"):
            self.assertAlmostEqual(a[key], b[key], delta=1e-9 * abs(a[key]), msg=key)
        self.assertEqual(entry(res, "Mix", "train")["goodput"], entry(res, "Colo", "train")["goodput"])

    def test_inference_and_missing_keys_give_goodput_1(self):
        # job_gpus on inference is a problem in FleetCost; the oracle gives it no overhead.
        # Without job_gpus there is no overhead whatever lambda, c and r are.
        wb = goodput_workbook()
        w = wb["scenarios"][0]["workloads"][0]
        w["kind"] = "inference"
        self.assertEqual(plan(run(wb), 0, "Rent")["goodput"], 1.0)
        w["kind"] = "fine_tuning"
        del w["job_gpus"]
        p = plan(run(wb), 0, "Rent")
        self.assertEqual(p["goodput"], 1.0)
        self.assertAlmostEqual(p["nominal_cost"], 12 * 2000.0, places=6)

    def test_files_without_the_keys(self):
        # every case: goodput 1 (null without demand), cost per useful = per bought GPU-hour
        for name in sorted(os.listdir(CASES)):
            for s in run(load(name))["scenarios"]:
                for p in s["plans"]:
                    self.assertIn(p["goodput"], (1.0, None), msg=name)
                    self.assertEqual(p["cost_per_useful_gpu_hour"], p["cost_per_gpu_hour"], msg=name)
                for w in s["workloads"]:
                    self.assertEqual(w["goodput"], 1.0, msg=name)



def spot_workbook():
    """docs/MODEL.md 15, case (a): goodput_workbook (12 months, training "train" of 1,000 useful
    GPU-hours a month, flat, J = 100, c = 2 h, r = 1 h; offer o1 at 2 USD on demand with
    lambda = 0.1) with a spot price of 0.8 USD, lambda_s = 1 and spot_availability 0.5, and a
    rent_on_demand plan "Spot" with spot_share 0.6."""
    wb = goodput_workbook()
    s = wb["scenarios"][0]
    s["rental_offers"][0].update({"spot_per_gpu_hour": {"value": 0.8, "source": "test", "as_of": "2026-12"},
                                  "spot_interruptions_per_1000_gpu_hours": 1, "spot_availability": 0.5})
    s["plans"].append({"name": "Spot", "strategy": "rent_on_demand", "rental_region": "r1",
                       "spot_share": 0.6})
    return wb


class Spot(unittest.TestCase):
    """docs/MODEL.md 15.2: a = min(S, A) for a tolerant workload; f = (1 - a)(1 + o) + a(1 + s);
    D_w times f; sigma = a(1 + s) / f of the GPU-hours bought at the spot price."""

    def test_training_on_spot(self):
        # (a) a = min(0.6, 0.5) = 0.5; o = 100 * 0.1 / 1000 * (2 / 2 + 1) = 0.02,
        #     s = 100 * 1 / 1000 * (2 / 2 + 1) = 0.2; f = 0.5 * 1.02 + 0.5 * 1.2 = 0.51 + 0.6 = 1.11
        #     bought 1,110 GPU-hours a month: spot 1,000 * 0.5 * 1.2 = 600, on demand 1,110 - 600 = 510
        #     month: 510 * 2 + 600 * 0.8 = 1,020 + 480 = 1,500 (dated m+1); 12 months: 18,000
        res = run(spot_workbook())
        p = plan(res, 0, "Spot")
        self.assertEqual(p["flows"]["rental_on_demand"][0], 0.0)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 1500.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][12], 1500.0, places=9)
        self.assertAlmostEqual(p["nominal_cost"], 18000.0, places=6)
        self.assertAlmostEqual(p["spot_gpu_hours"], 12 * 600.0, places=6)
        # goodput 1 / 1.11 for the workload and the plan (12,000 useful / 13,320 bought)
        self.assertAlmostEqual(entry(res, "Spot", "train")["goodput"], 1 / 1.11, places=12)
        self.assertAlmostEqual(p["goodput"], 12000 / 13320, places=12)
        # per useful GPU-hour 18,000 / 12,000 = 1.5; per GPU-hour bought 18,000 / 13,320
        self.assertAlmostEqual(p["cost_per_useful_gpu_hour"], 1.5, places=12)
        self.assertAlmostEqual(p["cost_per_gpu_hour"], 18000 / 13320, places=12)
        # CO2 counts every rented GPU-hour: 13,320 * 1 kWh * 0.5 kg / 1000 = 6.66 t
        self.assertAlmostEqual(p["co2_tonnes"], 6.66, places=9)
        self.assertAlmostEqual(entry(res, "Spot", "train")["cost"], 18000.0, places=6)
        # the plan without spot_share is the plan of 14 (2,040 a month), no spot hours
        r = plan(res, 0, "Rent")
        self.assertAlmostEqual(r["nominal_cost"], 12 * 2040.0, places=6)
        self.assertEqual(r["spot_gpu_hours"], 0.0)

    def test_inference_pays_on_demand(self):
        # (b) add an inference workload of 1,000 GPU-hours a month (no tolerates_interruption: not
        #     tolerant; no job_gpus: f = 1): all 1,000 on demand at 2 = 2,000 a month.
        #     month: train 1,500 (as (a)) + 2,000 = 3,500; spot hours still 600 a month
        wb = spot_workbook()
        wb["scenarios"][0]["workloads"].append({"name": "infer", "kind": "inference", "gpu": "g1",
                                                "gpu_hours_per_month": 1000})
        res = run(wb)
        p = plan(res, 0, "Spot")
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 3500.0, places=9)
        self.assertAlmostEqual(p["spot_gpu_hours"], 12 * 600.0, places=6)
        self.assertEqual(entry(res, "Spot", "infer")["goodput"], 1.0)
        # 15.3: g1 is rented partly as spot, so its 12 * 3,500 = 42,000 is shared by each workload's
        #     rental at its own prices, sum_m GPUh_w(m) ((1 - sigma_w) p_od + sigma_w p_s):
        #     train: sigma = 600 / 1,110; 1,110 * ((510 / 1,110) * 2 + (600 / 1,110) * 0.8)
        #            = 510 * 2 + 600 * 0.8 = 1,500 a month -> 12 * 1,500 = 18,000
        #     infer: sigma = 0; 1,000 * 2 = 2,000 a month -> 12 * 2,000 = 24,000
        #     (by GPU-hours bought, 1,110 : 2,110, it would be 42,000 * 1,000 / 2,110 = 19,905 and
        #     22,095: the spot discount spread over the inference workload)
        #     18,000 + 24,000 = 42,000 = the plan's nominal cost
        self.assertAlmostEqual(p["nominal_cost"], 42000.0, places=6)
        self.assertAlmostEqual(entry(res, "Spot", "train")["cost"], 18000.0, places=6)
        self.assertAlmostEqual(entry(res, "Spot", "infer")["cost"], 24000.0, places=6)
        # the plan "Rent" (no spot_share) still shares by GPU-hours bought: 1,020 * 2 = 2,040 and
        #     1,000 * 2 = 2,000 a month, the same prices, so 24,480 and 24,000
        self.assertAlmostEqual(entry(res, "Rent", "train")["cost"], 12 * 2040.0, places=6)
        self.assertAlmostEqual(entry(res, "Rent", "infer")["cost"], 12 * 2000.0, places=6)
        # an inference workload that says it tolerates interruption: a = 0.5, o = s = 0, f = 1:
        #     500 on spot at 0.8 + 500 on demand at 2 = 1,400 a month; 1,500 + 1,400 = 2,900
        #     15.3: sigma = 0.5: 1,000 * (0.5 * 2 + 0.5 * 0.8) = 1,400 a month -> 16,800; train 18,000
        wb["scenarios"][0]["workloads"][1]["tolerates_interruption"] = True
        res = run(wb)
        p = plan(res, 0, "Spot")
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 2900.0, places=9)
        self.assertAlmostEqual(p["spot_gpu_hours"], 12 * (600.0 + 500.0), places=6)
        self.assertAlmostEqual(entry(res, "Spot", "train")["cost"], 18000.0, places=6)
        self.assertAlmostEqual(entry(res, "Spot", "infer")["cost"], 12 * 1400.0, places=6)

    def test_cost_by_workload_after_tax_and_in_a_portfolio(self):
        # 15.3 with (b)'s two workloads. After tax at r1's rate t, g1's cost is 42,000 (1 - t),
        #     shared 1,500 : 2,000 a month, so train 18,000 (1 - t) and infer 24,000 (1 - t).
        wb = spot_workbook()
        s = wb["scenarios"][0]
        s["workloads"].append({"name": "infer", "kind": "inference", "gpu": "g1",
                               "gpu_hours_per_month": 1000})
        s["after_tax"] = True
        s["regions"][0]["tax"] = {"tax_rate": 0.25}
        res = run(wb)
        self.assertAlmostEqual(plan(res, 0, "Spot")["nominal_cost"], 42000 * 0.75, places=6)
        self.assertAlmostEqual(entry(res, "Spot", "train")["cost"], 18000 * 0.75, places=6)
        self.assertAlmostEqual(entry(res, "Spot", "infer")["cost"], 24000 * 0.75, places=6)
        # a portfolio part with spot_share holding both workloads shares like the typed plan
        #     "Spot"; a part without spot_share (train2 and infer2, like train and infer) shares by
        #     GPU-hours bought: 1,020 : 1,000 at 2 USD, i.e. 2,040 and 2,000 a month
        s["after_tax"] = False
        s["workloads"].append(dict(s["workloads"][0], name="train2"))
        s["workloads"].append(dict(s["workloads"][1], name="infer2"))
        s["plans"].append({"name": "Mix", "strategy": "portfolio", "assignments": [
            {"workload": w, "strategy": "rent_on_demand", "rental_region": "r1", "spot_share": 0.6}
            for w in ("train", "infer")] + [
            {"workload": w, "strategy": "rent_on_demand", "rental_region": "r1"}
            for w in ("train2", "infer2")]})
        res = run(wb)
        self.assertAlmostEqual(entry(res, "Mix", "train")["cost"], 18000.0, places=6)
        self.assertAlmostEqual(entry(res, "Mix", "infer")["cost"], 24000.0, places=6)
        self.assertAlmostEqual(entry(res, "Mix", "train2")["cost"], 12 * 2040.0, places=6)
        self.assertAlmostEqual(entry(res, "Mix", "infer2")["cost"], 12 * 2000.0, places=6)
        self.assertAlmostEqual(plan(res, 0, "Mix")["nominal_cost"],
                               18000 + 24000 + 12 * (2040 + 2000), places=6)

    def test_training_that_does_not_tolerate(self):
        # (c) tolerates_interruption false: a = 0, f = 1 + o = 1.02: 1,020 on demand at 2 = 2,040
        #     a month, exactly the plan without spot_share
        wb = spot_workbook()
        wb["scenarios"][0]["workloads"][0]["tolerates_interruption"] = False
        res = run(wb)
        p, r = plan(res, 0, "Spot"), plan(res, 0, "Rent")
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 2040.0, places=9)
        self.assertEqual(p["spot_gpu_hours"], 0.0)
        self.assertAlmostEqual(entry(res, "Spot", "train")["goodput"], 1 / 1.02, places=12)
        self.assertEqual(p["flows"], r["flows"])
        self.assertEqual(p["goodput"], r["goodput"])

    def test_spot_price_escalates_without_the_path(self):
        # 24 months; the offer in JPY (150 per USD): 300 on demand = 2 USD, spot 120 = 0.8 USD,
        #     annual_price_change 10 %, a price path taking on demand to 3 USD (450 JPY) at month 12.
        #     month 0: 510 * 2 + 600 * 0.8 = 1,500; month 6: 510 * 2.5 + 600 * 0.8 = 1,755
        #     (the path: 2 + 6/12); month 12: 510 * 3 + 600 * 0.8 * 1.1 = 1,530 + 528 = 2,058
        wb = spot_workbook()
        s = wb["scenarios"][0]
        s["horizon_months"] = 24
        s["fx_per_usd"] = {"JPY": 150}
        s["rental_offers"][0].update({"currency": "JPY", "on_demand_per_gpu_hour": 300,
                                      "spot_per_gpu_hour": 120, "annual_price_change": 0.1,
                                      "price_path": {"points": [{"month": 12, "on_demand_per_gpu_hour": 450}]}})
        p = plan(run(wb), 0, "Spot")
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 1500.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][7], 1755.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][13], 2058.0, places=9)

    def test_portfolio_parts_by_spot_share(self):
        # two trainings like "train"; the portfolio rents "train" at spot_share 0.6 and "train2"
        #     without: two parts. Without spot_availability (A = 1): a = 0.6,
        #     f = 0.4 * 1.02 + 0.6 * 1.2 = 0.408 + 0.72 = 1.128: spot 1,000 * 0.6 * 1.2 = 720,
        #     on demand 408: 408 * 2 + 720 * 0.8 = 816 + 576 = 1,392 a month; train2: 2,040
        wb = spot_workbook()
        s = wb["scenarios"][0]
        del s["rental_offers"][0]["spot_availability"]
        s["workloads"].append(dict(s["workloads"][0], name="train2"))
        s["plans"].append({"name": "Mix", "strategy": "portfolio", "assignments": [
            {"workload": "train", "strategy": "rent_on_demand", "rental_region": "r1",
             "spot_share": {"value": 0.6}},
            {"workload": "train2", "strategy": "rent_on_demand", "rental_region": "r1"}]})
        res = run(wb)
        p = plan(res, 0, "Mix")
        self.assertEqual(len(p["supplies"]), 2)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 1392.0 + 2040.0, places=9)
        self.assertAlmostEqual(p["supplies"][0]["nominal_cost"], 12 * 1392.0, places=6)
        self.assertAlmostEqual(p["spot_gpu_hours"], 12 * 720.0, places=6)
        self.assertAlmostEqual(entry(res, "Mix", "train")["goodput"], 1 / 1.128, places=12)
        self.assertAlmostEqual(entry(res, "Mix", "train2")["goodput"], 1 / 1.02, places=12)
        # the same spot_share on both: one part, the typed plan "Spot" (2 * 1,392 a month)
        s["plans"][-1]["assignments"][1]["spot_share"] = 0.6
        res = run(wb)
        p, typed = plan(res, 0, "Mix"), plan(res, 0, "Spot")
        self.assertEqual(len(p["supplies"]), 1)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 2 * 1392.0, places=9)
        self.assertEqual(p["flows"], typed["flows"])
        self.assertEqual(p["spot_gpu_hours"], typed["spot_gpu_hours"])

    def test_files_without_the_keys(self):
        # (d) every case: spot_gpu_hours 0.0 on every plan; spot prices on the offer without a
        #     spot_share change nothing
        for name in sorted(os.listdir(CASES)):
            for s in run(load(name))["scenarios"]:
                for p in s["plans"]:
                    self.assertEqual(p["spot_gpu_hours"], 0.0, msg=name)
        wb = spot_workbook()
        del wb["scenarios"][0]["plans"][1]
        self.assertEqual(run(wb), run(goodput_workbook()))


def blocks_workbook(block=1.5, block_days=91, start=0, end=3, reserved=1000):
    """docs/MODEL.md 16: 12 months, discount 0, one 12-month term, unit 8; offer o1 at 2 USD on
    demand and `reserved` a GPU-month, selling blocks of `block_days` days at `block` a GPU-hour;
    a training run of 16 GPUs (11,680 GPU-hours a month, flat) in months start..end-1."""
    s = {"name": "blocks", "horizon_months": 12, "reporting_currency": "USD", "fx_per_usd": {},
         "discount_rate_annual": 0,
         "regions": [{"id": "r1", "grid_kg_co2_per_kwh": 0.5}],
         "gpu_models": [{"id": "g1"}],
         "rental_offers": [{"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD",
                            "on_demand_per_gpu_hour": 2, "reserved_per_gpu_month": reserved,
                            "reserved_term_months": 12, "reserved_unit_gpus": 8, "kwh_per_gpu_hour": 1,
                            "block_per_gpu_hour": block, "block_days": block_days}],
         "workloads": [{"name": "run", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 11680,
                        "start_month": start, "end_month": end}],
         "plans": [{"name": "Reserved", "strategy": "rent_reserved", "rental_region": "r1"},
                   {"name": "OnDemand", "strategy": "rent_on_demand", "rental_region": "r1"}]}
    return {"format": "fleetcost-workbook", "version": 1, "scenarios": [s]}


def commitment_workbook(term=12, C=5000):
    """docs/MODEL.md 16: 12 months, discount 0, unit 8; offer o1 at 2 USD on demand, reserved at
    2,000 a GPU-month (above a full month on demand, 1,460: never chosen), a commitment at 1.5 USD
    a GPU-hour with C GPU-hours a month; w1 10 GPUs (7,300 GPU-hours a month) in months 0-5, w2
    4 GPUs (2,920) in months 6-11."""
    s = {"name": "commit", "horizon_months": 12, "reporting_currency": "USD", "fx_per_usd": {},
         "regions": [{"id": "r1"}],
         "gpu_models": [{"id": "g1"}],
         "rental_offers": [{"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD",
                            "on_demand_per_gpu_hour": 2, "reserved_per_gpu_month": 2000,
                            "reserved_term_months": term, "reserved_unit_gpus": 8,
                            "commitment_per_gpu_hour": 1.5, "commitment_gpu_hours_per_month": C}],
         "workloads": [{"name": "w1", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 7300,
                        "end_month": 6},
                       {"name": "w2", "kind": "fine_tuning", "gpu": "g1", "gpu_hours_per_month": 2920,
                        "start_month": 6}],
         "plans": [{"name": "Reserved", "strategy": "rent_reserved", "rental_region": "r1"}]}
    return {"format": "fleetcost-workbook", "version": 1, "scenarios": [s]}


class Blocks(unittest.TestCase):
    """docs/MODEL.md 16: capacity blocks (periods of P months cut from each term's start, bought in
    units u, price locked at the period's first month) and take-or-pay commitments (per term,
    overflow at q with at least C GPU-hours a month) chosen with the reservation, steps 1-5 of
    16.2. All hand figures at discount rate 0, so d(m) = 1 and pv_cost = nominal_cost."""

    def test_block_period_months(self):
        # P = max(1, round-half-up(days * 24 / 730)): 14 -> 0.46 -> 1; 45 -> 1.479 -> 1;
        # 46 -> 1.512 -> 2; 49 -> 1.61 -> 2; 91 -> 2.99 -> 3; 182 -> 5.98 -> 6
        for days, P in ((1, 1), (7, 1), (14, 1), (28, 1), (45, 1), (46, 2), (49, 2), (91, 3), (182, 6)):
            self.assertEqual(o.block_period_months({"block_days": days}), P, msg=days)

    def test_aligned_block_beats_reserving_and_on_demand(self):
        # (a) 16 GPUs in months 0-2 = 11,680 GPU-h a month; N = ceil~(16 / 8) = 2; P = 3, periods
        #     [0,3) [3,6) [6,9) [9,12). Block 16 GPUs x 730 h x 1.5 = 17,520 a month.
        #     on demand:            3 x 11,680 x 2                = 70,080
        #     reserve 16 all term:  12 x 16 x 1,000               = 192,000
        #     reserve 8 all term:   96,000 + 3 x 5,840 x 2        = 131,040
        #     h_0(0) = 70,080; h_0(1) = 3 x 8 x 730 x 1.5 + 3 x 5,840 x 2 = 26,280 + 35,040 = 61,320;
        #     h_0(2) = 52,560: best_0(n) = 2 for every n. Periods 1-3 have no demand: h_j(t) =
        #     t x 26,280, best_j(n) = n.
        #     F(0) = h_0(2) = 52,560; F(1) = 96,000 + (52,560 - 26,280) + 3 x (26,280 - 26,280)
        #     = 122,280; F(2) = 192,000 -> n_R = 0, B = 16 in period 0
        res = run(blocks_workbook())
        p = plan(res, 0, "Reserved")
        self.assertEqual(p["reserved"], {"g1": [0]})
        self.assertEqual(p["block_gpus"], {"g1": [16, 16, 16] + [0] * 9})
        self.assertNotIn("committed", p)               # the offer states no commitment price
        self.assertAlmostEqual(p["pv_cost"], 52560.0, places=6)
        self.assertAlmostEqual(p["nominal_cost"], 52560.0, places=6)
        self.assertEqual(p["flows"]["rental_reserved"][0], 0.0)
        for t in (1, 2, 3):
            self.assertAlmostEqual(p["flows"]["rental_reserved"][t], 17520.0, places=9)
        self.assertEqual(p["flows"]["rental_reserved"][4:], [0.0] * 9)
        self.assertEqual(p["flows"]["rental_on_demand"], [0.0] * 13)
        # CO2 counts the GPU-hours used (35,040 x 1 kWh x 0.5 kg), not the block's idle hours
        self.assertAlmostEqual(p["co2_tonnes"], 35040 * 0.5 / 1000, places=9)
        q = plan(res, 0, "OnDemand")
        self.assertAlmostEqual(q["pv_cost"], 70080.0, places=6)
        self.assertNotIn("block_gpus", q)              # blocks are for rent_reserved only
        # the allocation: the one workload pays everything
        self.assertAlmostEqual(entry(res, "Reserved", "run")["cost"], 52560.0, places=6)

    def test_misaligned_block(self):
        # (b) the run in months 2-4 (start 2, end 5): periods [0,3) holds month 2 only, [3,6)
        #     months 3, 4 (and 5, idle).
        #     block 1.5: h_0(0) = 23,360 < h_0(1) = 26,280 + 11,680 = 37,960 < h_0(2) = 52,560;
        #       h_1(0) = 2 x 23,360 = 46,720, h_1(1) = 26,280 + 2 x 11,680 = 49,640, h_1(2) = 52,560:
        #       no block; F(0) = 3 x 23,360 = 70,080, all on demand
        res = run(blocks_workbook(start=2, end=5))
        p = plan(res, 0, "Reserved")
        self.assertEqual(p["block_gpus"], {"g1": [0] * 12})
        self.assertAlmostEqual(p["pv_cost"], 70080.0, places=6)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][3], 23360.0, places=9)
        self.assertEqual(p["flows"]["rental_reserved"], [0.0] * 13)
        #     block 1.0 (8 GPUs x 730 = 5,840 a month per unit): h_0(0) = 23,360, h_0(1) = 17,520
        #       + 11,680 = 29,200, h_0(2) = 35,040 -> best_0 = n; h_1(0) = 46,720, h_1(1) = 17,520
        #       + 23,360 = 40,880, h_1(2) = 35,040 -> best_1(n) = 2.
        #       F(0) = 23,360 + 35,040 = 58,400; F(1) = 96,000 + (29,200 - 17,520) + (35,040 - 17,520)
        #       = 125,200; F(2) = 192,000. Blocks of 16 in months 3-5 (month 5 paid, unused)
        res = run(blocks_workbook(block=1.0, start=2, end=5))
        p = plan(res, 0, "Reserved")
        self.assertEqual(p["reserved"], {"g1": [0]})
        self.assertEqual(p["block_gpus"], {"g1": [0, 0, 0, 16, 16, 16, 0, 0, 0, 0, 0, 0]})
        self.assertAlmostEqual(p["pv_cost"], 58400.0, places=6)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][3], 23360.0, places=9)
        for t in (4, 5, 6):
            self.assertAlmostEqual(p["flows"]["rental_reserved"][t], 11680.0, places=9)

    def test_commitment_take_or_pay(self):
        # (c) kappa = 0 (all on demand): 6 x 7,300 x 2 + 6 x 2,920 x 2 = 87,600 + 35,040 = 122,640
        #     kappa = 1, C = 5,000: months 0-5 max(7,300, 5,000) x 1.5 = 10,950; months 6-11
        #     max(2,920, 5,000) x 1.5 = 7,500 (2,080 GPU-h paid unused): 65,700 + 45,000 = 110,700
        #     (reserving costs 16,000 a month per unit: never). 110,700 beats 122,640 -> committed
        p = plan(run(commitment_workbook()), 0, "Reserved")
        self.assertEqual(p["committed"], {"g1": [1]})
        self.assertEqual(p["reserved"], {"g1": [0]})
        self.assertNotIn("block_gpus", p)              # the offer states no block price
        self.assertAlmostEqual(p["pv_cost"], 110700.0, places=6)
        self.assertAlmostEqual(p["flows"]["rental_reserved"][1], 10950.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_reserved"][7], 7500.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_reserved"][12], 7500.0, places=9)
        self.assertEqual(p["flows"]["rental_on_demand"], [0.0] * 13)
        # terms of 6 months: term 1 kappa = 1 (65,700 < 87,600), term 2 kappa = 0 (45,000 > 35,040)
        #     65,700 + 35,040 = 100,740
        p = plan(run(commitment_workbook(term=6)), 0, "Reserved")
        self.assertEqual(p["committed"], {"g1": [1, 0]})
        self.assertAlmostEqual(p["pv_cost"], 100740.0, places=6)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][7], 5840.0, places=9)
        self.assertEqual(p["flows"]["rental_reserved"][7], 0.0)

    def test_commitment_that_does_not_pay(self):
        # (d) C = 9,000: kappa = 1 pays max(7,300, 9,000) x 1.5 = 13,500 and max(2,920, 9,000) x 1.5
        #     = 13,500 every month: 162,000 > 122,640 -> kappa = 0, all on demand
        p = plan(run(commitment_workbook(C=9000)), 0, "Reserved")
        self.assertEqual(p["committed"], {"g1": [0]})
        self.assertAlmostEqual(p["pv_cost"], 122640.0, places=6)
        self.assertEqual(p["flows"]["rental_reserved"], [0.0] * 13)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][1], 14600.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_on_demand"][12], 5840.0, places=9)

    def test_ties_buy_nothing(self):
        # (e) 8 GPUs flat all year (5,840 GPU-h a month), block price 2 = on demand, 28-day blocks
        #     (P = 1): h_j(1) = 8 x 730 x 2 = 11,680 = h_j(0) = 5,840 x 2: not beaten -> no block.
        #     A commitment at 2 with C = 0: kappa = 1 costs the same 140,160 as kappa = 0 -> 0.
        #     Reserving at 1,460 a GPU-month = 8 x 1,460 = 11,680 a month: a tie too -> R = 0.
        wb = blocks_workbook(block=2, block_days=28, start=0, end=12, reserved=1460)
        s = wb["scenarios"][0]
        s["workloads"][0]["gpu_hours_per_month"] = 5840
        s["rental_offers"][0].update({"commitment_per_gpu_hour": 2, "commitment_gpu_hours_per_month": 0})
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(p["block_gpus"], {"g1": [0] * 12})
        self.assertEqual(p["committed"], {"g1": [0]})
        self.assertEqual(p["reserved"], {"g1": [0]})
        self.assertAlmostEqual(p["pv_cost"], 12 * 11680.0, places=6)
        self.assertEqual(p["flows"]["rental_reserved"], [0.0] * 13)

    def test_blocks_and_commitment_together(self):
        # base 4 GPUs all year (2,920 GPU-h) + the run of 16 GPUs in months 0-2 (20 GPUs, N = 3);
        #     block 1.5 (P = 3), commitment q = 1.6 with C = 2,000, reserving at 2,000 (never).
        #     kappa = 0: h_0 = 87,600 / 78,840 / 70,080 / 78,840 for t = 0..3 -> best_0(0) = 2;
        #       periods 1-3: h = 3 x 5,840 = 17,520 / 26,280 -> 0; F(0) = 70,080 + 3 x 17,520 = 122,640
        #     kappa = 1: h_0(0) = 3 x 14,600 x 1.6 = 70,080; h_0(1) = 26,280 + 3 x 8,760 x 1.6 = 68,328;
        #       h_0(2) = 52,560 + 3 x 2,920 x 1.6 = 66,576; h_0(3) = 78,840 + 3 x 2,000 x 1.6 = 88,440
        #       -> best_0(0) = 2; periods 1-3: h(0) = 3 x max(2,920, 2,000) x 1.6 = 14,016,
        #       h(1) = 26,280 + 9,600 = 35,880 -> 0; F(0) = 66,576 + 3 x 14,016 = 108,624
        #     108,624 beats 122,640: committed, blocks of 16 in months 0-2, overflow at 1.6
        wb = blocks_workbook(reserved=2000)
        s = wb["scenarios"][0]
        s["rental_offers"][0].update({"commitment_per_gpu_hour": 1.6, "commitment_gpu_hours_per_month": 2000})
        s["workloads"].append({"name": "base", "kind": "inference", "gpu": "g1", "gpu_hours_per_month": 2920})
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(p["committed"], {"g1": [1]})
        self.assertEqual(p["block_gpus"], {"g1": [16, 16, 16] + [0] * 9})
        self.assertAlmostEqual(p["pv_cost"], 108624.0, places=6)
        # month 0: 17,520 (block) + 2,920 x 1.6 = 4,672 (committed) = 22,192; month 3: 4,672
        self.assertAlmostEqual(p["flows"]["rental_reserved"][1], 22192.0, places=9)
        self.assertAlmostEqual(p["flows"]["rental_reserved"][4], 4672.0, places=9)
        self.assertEqual(p["flows"]["rental_on_demand"], [0.0] * 13)

    def test_prices_escalate_yearly_and_lock(self):
        # 24 months, terms of 10 months ([0,10) [10,20) [20,24)), 91-day blocks: term 2's periods
        #     [10,13) [13,16) [16,19) [19,20). annual_price_change 10 %; the run of 16 GPUs in
        #     months 10-12. The block price is locked at month 10 (year 0): 1.5 in month 12 too,
        #     17,520 a month (not 16 x 730 x 1.65 = 19,272). A price path that puts on demand at
        #     3 from month 1 moves neither the block nor the commitment price.
        #     on demand: 3 x 11,680 x 3 = 105,120; block: 3 x 17,520 = 52,560
        wb = blocks_workbook()
        s = wb["scenarios"][0]
        s["horizon_months"] = 24
        s["rental_offers"][0].update({"reserved_term_months": 10, "annual_price_change": 0.1,
                                      "price_path": {"points": [{"month": 1, "on_demand_per_gpu_hour": 3}]}})
        s["workloads"][0].update({"start_month": 10, "end_month": 13})
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(p["block_gpus"], {"g1": [0] * 10 + [16] * 3 + [0] * 11})
        self.assertEqual(p["reserved"], {"g1": [0, 0, 0]})
        for t in (11, 12, 13):
            self.assertAlmostEqual(p["flows"]["rental_reserved"][t], 17520.0, places=9)
        self.assertAlmostEqual(p["pv_cost"], 52560.0, places=6)
        # a block starting in year 1 pays 1.65: the run in months 13-15 ([13,16) of term 2):
        #     3 x 16 x 730 x 1.65 = 57,816 (on demand 3 x 11,680 x 3 = 105,120)
        s["workloads"][0].update({"start_month": 13, "end_month": 16})
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(p["block_gpus"], {"g1": [0] * 13 + [16] * 3 + [0] * 8})
        self.assertAlmostEqual(p["flows"]["rental_reserved"][14], 16 * 730 * 1.5 * 1.1, places=8)
        self.assertAlmostEqual(p["pv_cost"], 3 * 16 * 730 * 1.5 * 1.1, places=6)
        # a commitment locks the term's first month: term 2 starts at month 10 (year 0), so q = 1.5
        #     in months 12-19 too (C = 0, no blocks): the run in months 13-15 at 11,680 x 1.5 = 17,520
        del s["rental_offers"][0]["block_per_gpu_hour"]
        s["rental_offers"][0].update({"commitment_per_gpu_hour": 1.5, "commitment_gpu_hours_per_month": 0})
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(p["committed"], {"g1": [0, 1, 0]})
        self.assertAlmostEqual(p["flows"]["rental_reserved"][14], 17520.0, places=9)
        self.assertAlmostEqual(p["pv_cost"], 3 * 17520.0, places=6)

    def test_goodput_scales_before_the_search(self):
        # 14 before 16: J = 100, lambda = 1, c = 0, r = 5 h: o = 100 x 1 / 1000 x 5 = 0.5: the run
        #     buys 24 GPUs (17,520 GPU-h a month), N = 3; blocks of 24: 3 x 24 x 730 x 1.5 = 78,840
        #     (on demand 3 x 17,520 x 2 = 105,120)
        wb = blocks_workbook()
        s = wb["scenarios"][0]
        s["rental_offers"][0]["interruptions_per_1000_gpu_hours"] = 1
        s["workloads"][0].update({"job_gpus": 100, "restart_hours": 5})
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(p["block_gpus"], {"g1": [24, 24, 24] + [0] * 9})
        self.assertAlmostEqual(p["pv_cost"], 78840.0, places=6)
        self.assertAlmostEqual(p["goodput"], 1 / 1.5, places=12)

    def test_after_tax_and_discounting(self):
        # after tax the blocks are rental: tax = -0.25 x 17,520 in months 0-2
        wb = blocks_workbook()
        s = wb["scenarios"][0]
        s["after_tax"] = True
        s["regions"][0]["tax"] = {"tax_rate": 0.25}
        p = plan(run(wb), 0, "Reserved")
        self.assertEqual(list(p["flows"]), o.CATEGORIES + ["tax"])
        self.assertAlmostEqual(p["flows"]["tax"][1], -0.25 * 17520, places=9)
        self.assertAlmostEqual(p["nominal_cost"], 52560 * 0.75, places=6)
        self.assertEqual(p["block_gpus"], {"g1": [16, 16, 16] + [0] * 9})
        # discounting: the flows dated 1..3, each 17,520 / (1 + r_m)^t
        s["after_tax"] = False
        s["discount_rate_annual"] = 0.1
        p = plan(run(wb), 0, "Reserved")
        r = 1.1 ** (1 / 12) - 1
        self.assertAlmostEqual(p["pv_cost"], sum(17520 / (1 + r) ** t for t in (1, 2, 3)), places=6)

    def test_portfolio_supply(self):
        # a portfolio renting "run" reserved (with blocks) and "other" on demand: the reserved
        #     supply reports its part's block_gpus; the portfolio's own block_gpus is {} (13.2)
        wb = blocks_workbook()
        s = wb["scenarios"][0]
        s["workloads"].append({"name": "other", "kind": "inference", "gpu": "g1", "gpu_hours_per_month": 730})
        s["plans"].append({"name": "Mix", "strategy": "portfolio", "assignments": [
            {"workload": "run", "strategy": "rent_reserved", "rental_region": "r1"},
            {"workload": "other", "strategy": "rent_on_demand", "rental_region": "r1"}]})
        p = plan(run(wb), 0, "Mix")
        self.assertEqual(p["block_gpus"], {})
        self.assertNotIn("committed", p)
        self.assertEqual(p["supplies"][0]["block_gpus"], {"g1": [16, 16, 16] + [0] * 9})
        self.assertNotIn("block_gpus", p["supplies"][1])
        # 52,560 + 12 x 730 x 2 = 52,560 + 17,520 = 70,080
        self.assertAlmostEqual(p["pv_cost"], 70080.0, places=6)

    def test_example_file(self):
        # cases/blocks_example.fleetcost: base 8 GPUs all year (5,840 GPU-h), run 16 GPUs months 0-2;
        #     N = 3; u = 8; reserving 1,000 a GPU-month.
        # "Blocks" (offer A: 91-day blocks at 1.5, P = 3):
        #     h_0(t) = 105,120 / 96,360 / 87,600 / 78,840 -> best_0(n) = 3;
        #     periods 1-3 (8 GPUs): h = 35,040 / 26,280 / 52,560 / 78,840 -> best(0) = 1, else n
        #     F(0) = 78,840 + 3 x 26,280 = 157,680; F(1) = 96,000 + (78,840 - 26,280) + 0 = 148,560;
        #     F(2) = 192,000 + (78,840 - 52,560) = 218,280; F(3) = 288,000 -> R = 8, blocks 16 in 0-2
        # "Commit" (offer B: q = 1.4, C = 1,000): kappa = 1, R = 0: 3 x 17,520 x 1.4 + 9 x 5,840 x 1.4
        #     = 73,584 + 73,584 = 147,168; kappa = 1, R = 8: 96,000 + 3 x 11,680 x 1.4 + 9 x 1,000 x 1.4
        #     = 96,000 + 49,056 + 12,600 = 157,656; kappa = 0, R = 8: 96,000 + 70,080 = 166,080
        # "On demand": 3 x 17,520 x 2 + 9 x 5,840 x 2 = 105,120 + 105,120 = 210,240
        res = run(load("blocks_example.fleetcost"))
        b, c, d = plan(res, 0, "Blocks"), plan(res, 0, "Commit"), plan(res, 0, "On demand")
        self.assertAlmostEqual(b["pv_cost"], 148560.0, places=6)
        self.assertEqual(b["reserved"], {"h100": [8]})
        self.assertEqual(b["block_gpus"], {"h100": [16, 16, 16] + [0] * 9})
        self.assertNotIn("committed", b)
        self.assertAlmostEqual(b["flows"]["rental_reserved"][1], 8000 + 17520.0, places=9)
        self.assertAlmostEqual(c["pv_cost"], 147168.0, places=6)
        self.assertEqual(c["reserved"], {"h100": [0]})
        self.assertEqual(c["committed"], {"h100": [1]})
        self.assertNotIn("block_gpus", c)
        self.assertAlmostEqual(c["flows"]["rental_reserved"][1], 24528.0, places=9)
        self.assertAlmostEqual(c["flows"]["rental_reserved"][4], 8176.0, places=9)
        self.assertAlmostEqual(d["pv_cost"], 210240.0, places=6)
        self.assertEqual(d["reserved"], {})
        self.assertEqual(b["flows"]["rental_on_demand"], [0.0] * 13)
        self.assertEqual(c["flows"]["rental_on_demand"], [0.0] * 13)
        self.assertAlmostEqual(d["flows"]["rental_on_demand"][1], 35040.0, places=9)

    def test_search_finds_the_minimum(self):
        # steps 1-5 against brute force: on small random terms the chosen plan's present value is
        #     the least of sum_m d(m) [R p_res + B_j(m) HPM p_b + V_m(R + B_j(m))] over every kappa,
        #     n_R and n_j with n_R + n_j <= N (terms where (N + 1)^(periods + 1) > 3,000 skipped)
        import itertools
        import random
        rng = random.Random(20270107)
        checked = 0
        for _ in range(120):
            H, u = rng.choice([6, 9, 12]), rng.choice([1, 4, 8])
            wls = []
            for i in range(rng.randint(1, 3)):
                st = rng.randrange(H)
                wls.append({"name": "w%d" % i, "kind": "training", "gpu": "g1",
                            "gpu_hours_per_month": round(rng.uniform(0, 3.5 * u) * 730, 1),
                            "start_month": st, "end_month": st + rng.randint(1, 6),
                            "profile": rng.choice(["flat", "business_hours", "diurnal"])})
            offer = {"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD", "on_demand_per_gpu_hour": 2,
                     "reserved_per_gpu_month": round(1460 * rng.uniform(0.4, 1.1), 2),
                     "reserved_term_months": rng.choice([3, 6, 12]), "reserved_unit_gpus": u,
                     "annual_price_change": rng.choice([0, 0.1, -0.2]),
                     "block_per_gpu_hour": round(2 * rng.uniform(0.5, 1.2), 3),
                     "block_days": rng.choice([1, 7, 14, 28, 49, 91, 182])}
            if rng.random() < 0.6:
                offer["commitment_per_gpu_hour"] = round(2 * rng.uniform(0.6, 0.95), 3)
                offer["commitment_gpu_hours_per_month"] = rng.choice([0, round(rng.uniform(0, 3000), 1)])
            if rng.random() < 0.2:
                del offer["block_per_gpu_hour"]
            raw = {"name": "b", "horizon_months": H, "reporting_currency": "USD", "fx_per_usd": {},
                   "discount_rate_annual": rng.choice([0, 0.1]), "regions": [{"id": "r1"}],
                   "gpu_models": [{"id": "g1"}], "rental_offers": [offer], "workloads": wls,
                   "plans": [{"name": "R", "strategy": "rent_reserved", "rental_region": "r1"}]}
            sc = o.Scenario(raw, 0)
            off, D = sc.offers[0], sc.D["g1"]
            if off["block"] is None and off["commit"] is None:
                continue
            P, C = o.block_period_months(off), off["commit_hours"]
            least, small = 0.0, True
            for s in range(0, H, off["term"]):
                e = min(s + off["term"], H)
                N = o.ceil_t(max(max(D[m]) for m in range(s, e)) / u)
                periods = [(a, min(a + P, e)) for a in range(s, e, P)]
                if (N + 1) ** (len(periods) + 1) > 3000:
                    small = False
                    break
                values = []
                for kappa in ((0, 1) if off["commit"] is not None else (0,)):
                    for nR in range(N + 1):
                        top = N - nR if off["block"] is not None else 0
                        for nj in itertools.product(range(top + 1), repeat=len(periods)):
                            v = 0.0
                            for (a, b), n in zip(periods, nj):
                                pb = o.p_block(off, a) if off["block"] is not None else 0.0
                                for m in range(a, b):
                                    A = o.hours_above(D[m], (nR + n) * u)
                                    V = max(A, C) * o.p_commit(off, s) if kappa else A * o.p_od(off, m)
                                    v += (nR * u * o.p_res(off, s) + n * u * o.HPM * pb + V) / sc.disc[m + 1]
                            values.append(v)
                least += min(values)
            if not small:
                continue
            checked += 1
            got = run({"format": "fleetcost-workbook", "version": 1, "scenarios": [raw]})
            self.assertAlmostEqual(got["scenarios"][0]["plans"][0]["pv_cost"], least,
                                   delta=1e-9 * max(1.0, least))
        self.assertGreater(checked, 40)

    def test_offers_without_the_keys(self):
        # (f) no offer of any case file but blocks_example states a key of 16: no block_gpus or
        #     committed anywhere; block_days alone (a length without a price) changes nothing.
        for name in sorted(os.listdir(CASES)):
            if name == "blocks_example.fleetcost":
                continue
            for s in run(load(name))["scenarios"]:
                for p in s["plans"]:
                    self.assertNotIn("block_gpus", p, msg=name)
                    self.assertNotIn("committed", p, msg=name)
        wb = load("reserved.fleetcost")
        before = run(wb)
        for s in wb["scenarios"]:
            for offer in s["rental_offers"]:
                offer["block_days"] = 91
        self.assertEqual(run(wb), before)
        # the search of 16.2 with a block price too high to buy chooses what 4.2 chooses, with the
        #     same figures (Reserved.test_terms: R = 8 in both terms, 131,040 + 98,280)
        for s in wb["scenarios"]:
            for offer in s["rental_offers"]:
                offer.update({"block_per_gpu_hour": 100, "commitment_per_gpu_hour": 100})
        after = run(wb)
        for s0, s1 in zip(before["scenarios"], after["scenarios"]):
            for p0, p1 in zip(s0["plans"], s1["plans"]):
                self.assertEqual(p1["reserved"], p0["reserved"])
                self.assertEqual(p1["committed"], {"h100": [0] * len(p0["reserved"]["h100"])})
                self.assertEqual(p1["block_gpus"], {"h100": [0] * s0["horizon_months"]})
                self.assertAlmostEqual(p1["pv_cost"], p0["pv_cost"], delta=1e-9 * p0["pv_cost"])
                for c in p0["flows"]:
                    for x, y_ in zip(p0["flows"][c], p1["flows"][c]):
                        self.assertAlmostEqual(x, y_, delta=1e-9 * max(1.0, abs(x)))
        self.assertEqual(plan(after, 0, "Reserved")["reserved"], {"h100": [8, 8]})
        # commitment_gpu_hours_per_month without commitment_per_gpu_hour is a problem (16.1)
        wb["scenarios"][0]["rental_offers"][0] = {k: v for k, v in wb["scenarios"][0]["rental_offers"][0].items()
                                                  if k != "commitment_per_gpu_hour"}
        wb["scenarios"][0]["rental_offers"][0]["commitment_gpu_hours_per_month"] = 10
        with self.assertRaises(ValueError):
            run(wb)


if __name__ == "__main__":
    unittest.main()
