// Sizing one workload from the AI model it runs (no Qt), on top of the rules of thumb in
// sizing_estimate.h: the inputs a person gives, which of them cannot be used, and each step of
// the training, inference and memory estimates that the sizing helper spells out.
#pragma once

#include <optional>
#include <vector>

#include "model/demand/sizing_estimate.h"

namespace fleetcost::sizing {

enum class JobKind { Training, FineTuning, Inference };  // the order the helper offers them
enum class InferenceLoad { TokensPerSecond, Requests };

struct SizingInputs {
  JobKind kind = JobKind::Training;
  double parametersBillions = 70.0;
  Precision precision = Precision::Bf16;
  // Training and fine-tuning.
  double tokensBillionsPerMonth = 100.0;
  double mfuPercent = 40.0;
  bool fp8Training = false;       // counts only with FP8 precision
  bool adapterFineTuning = true;  // fine-tuning: LoRA-style, base weights frozen
  // Inference.
  InferenceLoad load = InferenceLoad::TokensPerSecond;
  double averageTokensPerSecond = 1000.0;
  double requestsPerSecond = 2.0;
  double tokensPerRequest = 500.0;
  int batch = 16;
  std::optional<double> tokensPerSecondPerGpu;  // nothing: follow the bandwidth estimate
};

// What the estimates need of the GPU model (0: not stated) and of its server (0: none).
struct GpuFacts {
  double bf16Tflops = 0.0;
  double memoryBandwidthTbs = 0.0;
  double vramGb = 0.0;
  int gpusPerServer = 0;
};

// An input the estimate cannot use, for the kind of job (inputs of the other kinds do not count).
enum class SizingInput {
  Parameters,        // not above 0
  Tokens,            // training: not above 0
  Mfu,               // training: not above 0 %
  AverageTokens,     // inference by tokens/s: not above 0
  Requests,          // inference by requests: not above 0
  TokensPerRequest,  // inference by requests: not above 0
  Batch,             // inference: below 1
  TokensPerGpu,      // inference: a typed figure not above 0, or no bandwidth to estimate one
  GpuTflops,         // training: the GPU states no BF16 TFLOPS
};
std::vector<SizingInput> invalidInputs(const SizingInputs& in, const GpuFacts& gpu);

// Decode tokens/s per GPU from memory bandwidth for the inputs; 0 when the GPU states no
// bandwidth, the model has no parameters or the batch is below 1.
double suggestedTokensPerSecondPerGpu(const SizingInputs& in, const GpuFacts& gpu);

// Training and fine-tuning a month (the 6 × parameters × tokens rule).
struct TrainingSizing {
  bool fp8 = false;              // FP8 throughput counted: FP8 weights and FP8 training
  double flops = 0.0;            // 6 × parameters × tokens
  double usefulTflops = 0.0;     // BF16 TFLOPS × [2 with FP8] × MFU
  double flopsPerGpuHour = 0.0;  // usefulTflops × 10¹² × 3,600
  double gpuHours = 0.0;         // flops ÷ flopsPerGpuHour
  double averageGpus = 0.0;      // gpuHours ÷ 730, GPUs busy around the clock
  double averageServers = 0.0;   // averageGpus ÷ GPUs per server; 0 without a server
};
TrainingSizing sizeTraining(const SizingInputs& in, const GpuFacts& gpu);

// Inference: the load, the throughput per GPU and the GPUs it keeps busy on average.
struct InferenceSizing {
  double averageTokensPerSecond = 0.0;  // as given, or requests/s × tokens per request
  double weightsGb = 0.0;               // parameters × bytes per parameter ÷ 10⁹
  double suggestedPerGpu = 0.0;         // suggestedTokensPerSecondPerGpu
  double singleSequence = 0.0;          // suggestedPerGpu ÷ batch: one sequence's tokens/s
  double perGpu = 0.0;                  // the typed figure, or the suggestion
  double averageGpus = 0.0;             // averageTokensPerSecond ÷ perGpu
};
InferenceSizing sizeInference(const SizingInputs& in, const GpuFacts& gpu);

// When the cost model, which sizes by average demand, understates the job.
enum class MemoryNote {
  None,
  ServingMostlyIdle,  // inference on one GPU kept loaded that its load keeps less than busy
  ServingAboveLoad,   // inference kept loaded on more GPUs than its load keeps busy
  TrainingInBursts,   // a job needing more GPUs at once than its GPU-hours keep busy
};

// Whether the model fits one GPU and one server, for a job keeping `averageGpus` busy.
struct MemorySizing {
  bool fullTraining = false;  // every weight trained: 16 bytes per parameter
  double weightsGb = 0.0;     // parameters × bytes per parameter ÷ 10⁹
  double neededGb = 0.0;      // full training, adapters (+20 %) or inference (+20 % KV cache)
  bool vramKnown = false;     // the GPU states its memory; nothing below otherwise
  MemoryFit fit;
  MemoryNote note = MemoryNote::None;
  int gpusAtOnce = 0;  // what the note compares: tensor-parallel GPUs (inference), GPUs needed
};
MemorySizing sizeMemory(const SizingInputs& in, const GpuFacts& gpu, double averageGpus);

}  // namespace fleetcost::sizing
