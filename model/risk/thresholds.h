// Thresholds, or goal seek (issue 12, docs/thresholds.md): for one owning plan against one
// renting plan, the value of one input at which their present values are equal, every other
// input at its value: the utilisation of the owned fleet, every rental price at once, demand,
// or any figure the scenario states (a price, a rate, the horizon). Decisions are chosen again
// at each value unless they are held at the base case's.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/risk/risk_model.h"

namespace fleetcost {

inline constexpr char kUtilisation[] = "utilisation";
inline constexpr char kHorizonMonths[] = "horizon_months";  // the same as the field's pointer
// Threshold::message of an input along which the two plans cost exactly the same throughout.
inline constexpr char kTiesThroughout[] =
    "the two plans cost exactly the same at every value searched";
// Why a scenario is not answered (ThresholdResult::unanswered).
inline constexpr char kNoOwningPlan[] =
    "the scenario has no owning plan (colocate or hybrid) to compare";
inline constexpr char kNoRentingPlan[] =
    "the scenario has no renting plan (rent_on_demand, rent_reserved or api) to compare";

struct ThresholdInput {
  // kUtilisation, "demand_scale", "rental_price_scale", kHorizonMonths, or the JSON pointer of
  // a figure the scenario states (from the scenario or from the file's root).
  std::string input;
  std::optional<std::pair<double, double>> range;  // searched instead of the default range
};

struct ThresholdOptions {
  std::vector<ThresholdInput> inputs;  // empty: defaultThresholdInputs
  std::string owning, renting;         // plan names; empty: the cheapest of each at the base case
  bool holdDecisions = false;  // hold caps and reservations at the base case's (risk trials)
  int threads = 0;             // 0: one per core (inputs are solved in parallel)
  const std::atomic<bool>* cancel = nullptr;
  // Called with (inputs done, inputs) after each input, from a worker thread, never from two
  // threads at once.
  std::function<void(long long, long long)> progress;
};

enum class ThresholdStatus {
  Found,        // at least one crossing in the searched range
  None,         // the sign never changes in the searched range: no threshold there
  Unavailable,  // the input cannot be searched (`message` says why)
};

struct ThresholdCrossing {
  double value = 0;              // in the input's unit (utilisation in %)
  bool owningWinsAbove = false;  // owning is cheaper just above the value (else just below)
  // The difference jumps across 0 here (a whole server more or less) rather than passing
  // through it; `value` is then the first value on the side where owning wins.
  bool jump = false;
  double demandScale = 0;  // utilisation: the demand scale at the value
};

struct Threshold {
  std::string input;  // as ThresholdInput::input, figures as their pointer from the root
  std::string label;  // "utilisation of the owned GPUs", "Tokyo colocation: energy per kWh"
  std::string unit;   // "%", "x today", "JPY per kWh", "months"
  bool whole = false;
  ThresholdStatus status = ThresholdStatus::None;
  std::string message;       // Unavailable: why; None: kTiesThroughout where that is why
  double today = 0;          // today's value, in the unit
  double low = 0, high = 0;  // the range searched (what could be evaluated), in the unit
  std::vector<ThresholdCrossing> crossings;  // ascending
  int nearest = -1;   // the crossing nearest to today (the threshold), -1 without one
  int uncounted = 0;  // further sign changes seen but not narrowed
  Problems limits;    // why the search stopped before the end of its range (a rule broken there)
  bool owningWinsToday = false;
  // Plausibility, for summaries: the low and high the figure states (its range of estimates),
  // and whether a value below 0 is no real value of it (the discount rate: a rate).
  std::optional<std::pair<double, double>> stated;
  bool notBelowZero = false;

  const ThresholdCrossing* threshold() const {
    return nearest >= 0 ? &crossings[nearest] : nullptr;
  }
  // Threshold minus today, and that over |today| (nothing when today is 0 or there is none).
  std::optional<double> distance() const;
  std::optional<double> relativeDistance() const;
};

struct ThresholdResult {
  std::string error;  // the options cannot be used (unknown plan or input); nothing else filled
  // The scenario has no pair to compare (no owning or no renting plan): why, in words; nothing
  // else filled. Not an error: the other scenarios of a file are still answered.
  std::string unanswered;
  bool cancelled = false;
  Problems problems;  // today's value of the pair cannot be evaluated (should not happen)
  int owningPlan = -1, rentingPlan = -1;  // indices into the scenario's plans
  bool decisionsHeld = false;
  double pvOwning = 0, pvRenting = 0;  // today
  std::vector<Threshold> thresholds;   // in the order of the inputs

  double differenceToday() const { return pvOwning - pvRenting; }
};

// Utilisation in words: the crossings that bound the demand (on today's fleet) at which owning
// wins: around today's demand when owning wins today, else beyond the nearest crossing up to
// the next one. A null end: owning wins to the end of the range searched on that side.
struct OwningWinsDemand {
  const ThresholdCrossing* from = nullptr;
  const ThresholdCrossing* to = nullptr;
};
OwningWinsDemand owningWinsDemand(const Threshold& utilisation);

// Utilisation, rental price scale, the energy price of the owning plan's site, the server price
// of the GPU model it owns most of, the discount rate and the horizon.
std::vector<ThresholdInput> defaultThresholdInputs(const RiskModel& model, int owningPlan);

ThresholdResult runThresholds(const RiskModel& model, const ThresholdOptions& options);

// The most informative thresholds for a summary: those found at a plausible value (never below
// 0 for a rate; those inside the range the figure states, or of a figure without one, before
// those outside it), by smallest relative distance from today (absolute distance for those
// whose today is 0, after them; ties in input order). Utilisation counts by its demand scale's
// distance from 1 (docs/thresholds.md).
std::vector<int> mostInformativeThresholds(const ThresholdResult& result, int count = 3);

}  // namespace fleetcost
