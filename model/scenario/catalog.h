// The hardware catalog of a scenario: GPU models and the server models built on them.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/figure.h"

namespace fleetcost {

struct GpuModel {
  std::optional<std::string> id;
  std::optional<std::string> name;
  Figure vramGb;
  Figure memoryBandwidthTbs;
  Figure bf16Tflops;
  Figure tdpW;
  Extras extras;
  bool operator==(const GpuModel&) const = default;
};

struct ServerModel {
  std::optional<std::string> id;
  std::optional<std::string> name;
  std::optional<std::string> gpu;  // id of a GpuModel
  Figure gpus;                     // GPUs per server, whole
  std::optional<std::string> currency;
  Figure price;
  Figure networkCapex;
  Figure powerIdleKw;
  Figure powerMaxKw;
  Figure rackUnits;
  Extras extras;
  bool operator==(const ServerModel&) const = default;
};

}  // namespace fleetcost
