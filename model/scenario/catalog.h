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
  // Rack-scale systems and dense servers (MODEL.md §4.4): what cools it ("air" when absent, or
  // "liquid"), whether one server is a whole rack (GB200 NVL72), and its weight in kg.
  std::optional<std::string> cooling;
  std::optional<bool> rackScale;
  Figure weightKg;
  // Job interruptions per 1,000 GPU-hours of this server (docs/MODEL.md §14).
  Figure interruptionsPer1000GpuHours;
  Extras extras;
  bool isLiquidCooled() const { return cooling && *cooling == "liquid"; }
  bool isRackScale() const { return rackScale.value_or(false); }
  bool operator==(const ServerModel&) const = default;
};

}  // namespace fleetcost
