// Builds the benchmark scenario in code, with realistic sizes (tens to hundreds of GPUs per
// workload, prices of the shipped presets' order).
#include "bench/generated_workbook.h"

#include <algorithm>
#include <string>

namespace fleetcost::bench {

namespace {

CoolingOption cooling(const char* name, double kw, double pue, double capex, double monthly) {
  CoolingOption c;
  c.name = name;
  c.maxKwPerRack = Figure::of(kw);
  c.pue = Figure::of(pue);
  c.capexPerRack = Figure::of(capex);
  c.monthlyPerRack = Figure::of(monthly);
  return c;
}

}  // namespace

Scenario largeScenario() {
  Scenario s;
  s.name = "Benchmark: 40 workloads, 120 months";
  s.horizonMonths = Figure::of(120);
  s.reportingCurrency = "JPY";
  s.fxPerUsd = {{"JPY", Figure::of(150)}, {"HKD", Figure::of(7.8)}};
  s.fxPerUsdPresent = true;
  s.discountRateAnnual = Figure::of(0.08);
  s.ownership.present = true;
  s.ownership.headroom = Figure::of(0.1);
  s.ownership.leadTimeMonths = Figure::of(3);
  s.ownership.hardwareAnnualPriceChange = Figure::of(-0.1);

  const char* regionIds[] = {"tokyo", "osaka", "hong_kong"};
  const double grid[] = {0.45, 0.35, 0.4};
  for (int i = 0; i < 3; ++i) {
    Region r;
    r.id = regionIds[i];
    r.gridKgCo2PerKwh = Figure::of(grid[i]);
    s.regions.push_back(r);
  }
  s.regions[2].restrictedGpus = {"h100", "h200", "b200"};
  s.regions[2].restrictedGpusPresent = true;
  s.regions[2].restrictionNote = "export controls";

  struct GpuSpec {
    const char* id;
    int gpus;
    double priceUsd, idleKw, maxKw, rackUnits, onDemandUsd;
  };
  const GpuSpec specs[] = {{"h100", 8, 300000, 2.0, 10.2, 8, 3.99},
                           {"h200", 8, 340000, 2.0, 10.2, 8, 4.5},
                           {"b200", 8, 515000, 3.0, 14.3, 10, 6.99},
                           {"l40s", 8, 100000, 0.8, 4.5, 4, 1.86},
                           {"l4", 4, 35000, 0.3, 1.2, 2, 0.75}};
  for (const GpuSpec& spec : specs) {
    GpuModel g;
    g.id = spec.id;
    s.gpuModels.push_back(g);
    ServerModel m;
    m.id = std::string(spec.id) + "_server";
    m.gpu = spec.id;
    m.gpus = Figure::of(spec.gpus);
    m.currency = "USD";
    m.price = Figure::of(spec.priceUsd);
    m.networkCapex = Figure::of(spec.gpus == 8 ? 15000 : 3000);
    m.powerIdleKw = Figure::of(spec.idleKw);
    m.powerMaxKw = Figure::of(spec.maxKw);
    m.rackUnits = Figure::of(spec.rackUnits);
    s.serverModels.push_back(m);
    for (const char* region : {"tokyo", "hong_kong"}) {
      RentalOffer o;
      o.id = std::string(spec.id) + "_" + region;
      o.region = region;
      o.gpu = spec.id;
      o.currency = "USD";
      o.onDemandPerGpuHour = Figure::of(spec.onDemandUsd * (region[0] == 'h' ? 1.1 : 1.0));
      o.reservedPerGpuMonth = Figure::of(spec.onDemandUsd * 730 * 0.625);
      o.reservedTermMonths = Figure::of(12);
      o.annualPriceChange = Figure::of(-0.15);
      o.kwhPerGpuHour = Figure::of(1.3);
      s.rentalOffers.push_back(o);
    }
  }

  const char* currencies[] = {"JPY", "JPY", "HKD"};
  const double perKw[] = {37500, 33750, 2184};
  const double energy[] = {22, 20, 1.3};
  for (int i = 0; i < 3; ++i) {
    Site site;
    site.id = std::string(regionIds[i]) + "_colo";
    site.region = regionIds[i];
    site.currency = currencies[i];
    site.powerPerKwMonth = Figure::of(perKw[i]);
    site.energyPerKwh = Figure::of(energy[i]);
    site.setupFeePerRack = Figure::of(perKw[i] * 20);
    site.crossConnectsPerRack = Figure::of(2);
    site.crossConnectMonth = Figure::of(perKw[i] * 0.8);
    site.transitMbps = Figure::of(1000);
    site.transitPerMbpsMonth = Figure::of(perKw[i] / 500);
    site.remoteHandsHoursMonth = Figure::of(4);
    site.remoteHandsPerHour = Figure::of(perKw[i] * 0.6);
    site.staffFte = Figure::of(1);
    site.staffAnnualCost = Figure::of(perKw[i] * 300);
    site.coloAnnualChange = Figure::of(0.03);
    site.energyAnnualChange = Figure::of(0.02);
    site.cooling = "High density";
    site.coolingOptions = {cooling("Air", 8, 1.5, 0, 0),
                           cooling("High density", 30, 1.4, perKw[i] * 40, perKw[i] * 4),
                           cooling("Liquid", 60, 1.2, perKw[i] * 200, perKw[i] * 8)};
    site.coolingOptionsPresent = true;
    s.sites.push_back(site);
  }

  const char* profiles[] = {"flat", "business_hours", "diurnal"};
  for (int i = 0; i < 40; ++i) {
    const GpuSpec& spec = specs[i % 5];
    Workload w;
    w.name = "workload " + std::to_string(i);
    w.gpu = spec.id;
    const bool inference = i % 5 >= 3;
    w.kind = inference ? "inference" : (i % 3 == 0 ? "training" : "fine_tuning");
    const double gpus = 16.0 + (i * 37 % 240);
    w.gpuHoursPerMonth = Figure::of(gpus * 730);
    w.annualGrowth = Figure::of(0.05 * (i % 7));
    w.startMonth = Figure::of(i % 4 == 0 ? 0 : (i * 7) % 48);
    if (i % 6 == 5) w.endMonth = Figure::of(std::min(120, 60 + i));
    w.profilePreset = profiles[i % 3];
    s.workloads.push_back(w);
  }

  const auto plan = [&](const char* name, const char* strategy, const char* site,
                        const char* region) {
    Plan p;
    p.name = name;
    p.strategy = strategy;
    if (site) p.site = site;
    if (region) p.rentalRegion = region;
    s.plans.push_back(p);
  };
  plan("Rent on demand — Tokyo", "rent_on_demand", nullptr, "tokyo");
  plan("Rent on demand — Hong Kong", "rent_on_demand", nullptr, "hong_kong");
  plan("Rent reserved — Tokyo", "rent_reserved", nullptr, "tokyo");
  plan("Rent reserved — Hong Kong", "rent_reserved", nullptr, "hong_kong");
  plan("Colocate — Tokyo", "colocate", "tokyo_colo", "tokyo");
  plan("Colocate — Osaka", "colocate", "osaka_colo", "tokyo");
  plan("Hybrid — Tokyo", "hybrid", "tokyo_colo", "tokyo");
  plan("Hybrid — Hong Kong", "hybrid", "hong_kong_colo", "hong_kong");
  return s;
}

}  // namespace fleetcost::bench
