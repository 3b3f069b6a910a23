// A workload: a training, fine-tuning or inference job with its demand for one GPU model,
// its growth, the months it runs and its weekly profile. MODEL.md §3.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/figure.h"

namespace fleetcost {

struct Workload {
  std::optional<std::string> name;
  std::optional<std::string> kind;  // training | fine_tuning | inference
  std::optional<std::string> gpu;   // id of a GpuModel
  Figure gpuHoursPerMonth;
  Figure avgTokensPerSecond;
  Figure tokensPerSecondPerGpu;
  // Hosted API plans (docs/MODEL.md §12): the model the workload serves (matched with an API
  // offer's model), the share of its tokens that are input tokens, and of those the cached share.
  std::optional<std::string> model;
  Figure inputTokenShare;
  Figure cachedInputShare;
  Figure annualGrowth;
  Figure startMonth;  // whole
  Figure endMonth;    // whole; absent or null = the horizon
  // Goodput of training and fine-tuning (docs/MODEL.md §14): GPUs one job spans (whole; absent:
  // goodput 1), hours between checkpoints and hours to restart after an interruption.
  Figure jobGpus;
  Figure checkpointIntervalHours;
  Figure restartHours;
  // Whether it may run on spot capacity (docs/MODEL.md §15); absent: training and fine-tuning do.
  std::optional<bool> toleratesInterruption;
  // Profile: a preset name, or 168 weights (Monday 00:00 first).
  std::optional<std::string> profilePreset;
  std::optional<std::vector<double>> profileWeights;
  // Region ids it may be served in (latency, data residency; docs/MODEL.md §13.4); empty: any.
  std::vector<std::string> allowedRegions;
  bool allowedRegionsPresent = false;
  Extras extras;

  bool toleratesSpot() const { return toleratesInterruption.value_or(kind != "inference"); }
  bool usesTokens() const { return avgTokensPerSecond.present || tokensPerSecondPerGpu.present; }
  bool operator==(const Workload&) const = default;
};

}  // namespace fleetcost
