// Grouping demand classes by the servers that cover them, and the burst sweep.
#include "model/plans/burst_index.h"

#include <algorithm>

#include "model/util/rounding.h"

namespace fleetcost {

HoursByServers groupHoursByServers(const PreparedScenario& p, int g) {
  // Each class leaves the burst at the smallest c with c * GPUs >= D, exactly as the capacity
  // comparison D <= capacity decides; the reciprocal gives a guess the loops correct.
  const double gpusPerServer = p.gpus[g].gpusPerServer;
  const double perGpu = 1.0 / gpusPerServer;
  const auto serversFor = [&](double d) {
    auto c = static_cast<long long>(fastCeil(d * perGpu));
    while (c > 1 && static_cast<double>(c - 1) * gpusPerServer >= d) --c;
    while (static_cast<double>(c) * gpusPerServer < d) ++c;
    return c;
  };
  const int from = p.leadTimeMonths, H = p.horizon;
  std::vector<long long> servers;
  long long highest = 0;
  for (int m = from; m < H; ++m) {
    const MonthCurve curve = p.demand.curve(g, m);
    for (int c = 0; c < curve.classes; ++c) {
      const double d = curve.demand(c);
      servers.push_back(d > 0.0 ? serversFor(d) : -1);
      highest = std::max(highest, servers.back());
    }
  }
  HoursByServers out;
  out.start.assign(static_cast<std::size_t>(highest) + 2, 0);
  for (long long c : servers)
    if (c >= 0) ++out.start[c + 1];
  for (std::size_t c = 1; c < out.start.size(); ++c) out.start[c] += out.start[c - 1];
  out.month.resize(out.start.back());
  out.demand.resize(out.start.back());
  out.hours.resize(out.start.back());
  std::vector<int> next(out.start.begin(), out.start.end() - 1);
  std::size_t i = 0;
  for (int m = from; m < H; ++m) {
    const MonthCurve curve = p.demand.curve(g, m);
    for (int c = 0; c < curve.classes; ++c, ++i) {
      if (servers[i] < 0) continue;
      const int at = next[servers[i]]++;
      out.month[at] = m;
      out.demand[at] = curve.demand(c);
      out.hours[at] = curve.hours[c];
    }
  }
  return out;
}

const HoursByServers& HybridSearchIndex::of(const PreparedScenario& p, int g) {
  byGpu.resize(p.gpus.size());
  if (!byGpu[g]) byGpu[g] = groupHoursByServers(p, g);
  return *byGpu[g];
}

BurstSweep::BurstSweep(const DemandCurves& demand, const HoursByServers& index, int g, int from,
                       int horizon, double gpusPerServer, std::vector<double> weights)
    : demand_(&demand),
      index_(&index),
      g_(g),
      boundary_(from),
      horizon_(horizon),
      gps_(gpusPerServer),
      weights_(std::move(weights)) {
  for (std::size_t i = 0; i < index.month.size(); ++i) {
    const double w = weights_[index.month[i]] * index.hours[i];
    sum_ += w * index.demand[i];
    count_ += w;
  }
}

void BurstSweep::advanceTo(long long cap, int boundary) {
  const auto& start = index_->start;
  while (cap_ < cap) {
    ++cap_;
    if (cap_ + 1 >= static_cast<long long>(start.size())) continue;
    for (int i = start[cap_]; i < start[cap_ + 1]; ++i) {
      const int m = index_->month[i];
      if (m < boundary_) continue;  // its month already left
      const double w = weights_[m] * index_->hours[i];
      sum_ -= w * index_->demand[i];
      count_ -= w;
    }
  }
  const double capacity = static_cast<double>(cap_) * gps_;
  for (; boundary_ < boundary && boundary_ < horizon_; ++boundary_) {
    const int m = boundary_;
    const MonthCurve curve = demand_->curve(g_, m);
    if (curve.classes == 0) continue;
    const int i = curve.firstAbove(capacity);
    sum_ -= weights_[m] * (curve.scale * curve.suffixValue[i]);
    count_ -= weights_[m] * curve.suffixHours[i];
  }
}

}  // namespace fleetcost
