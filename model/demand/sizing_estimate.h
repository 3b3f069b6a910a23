// Back-of-envelope sizing of a workload from the AI model it runs (no Qt): training GPU-hours from
// the 6 × parameters × tokens rule, decode throughput from memory bandwidth, memory fit per GPU.
#pragma once

namespace fleetcost::sizing {

enum class Precision { Fp32, Bf16, Fp8, Int4 };

// Bytes per parameter of the weights: FP32 4, BF16/FP16 2, FP8 1, INT4 0.5.
double bytesPerParameter(Precision precision);

inline constexpr double kTrainingFlopsPerParameterToken = 6.0;  // forward 2 + backward 4
inline constexpr double kFullTrainingBytesPerParameter = 16.0;  // mixed-precision Adam
inline constexpr double kAdapterOverhead = 0.20;                // LoRA-style: frozen weights + 20 %
inline constexpr double kKvCacheHeadroom = 0.20;  // inference: weights + 20 % for the KV cache
inline constexpr double kFp8TrainingSpeedUp =
    2.0;  // FP8 tensor throughput vs BF16 (Hopper, Blackwell)
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kBytesPerGb = 1e9;  // decimal gigabytes, as GPU vendors state VRAM

// Floating-point operations to train `parameters` on `tokens`: 6 × parameters × tokens.
double trainingFlops(double parameters, double tokens);

// GPU-hours to do `flops` of work on GPUs of `bf16Tflops` at utilisation `mfu` (0..1], with the
// FP8 speed-up when `fp8`: flops / (bf16Tflops × 1e12 × [2 if fp8] × mfu × 3600).
// Preconditions: bf16Tflops > 0, mfu > 0.
double trainingGpuHours(double flops, double bf16Tflops, double mfu, bool fp8);

// Decode tokens/s one GPU serves: memory bandwidth / bytes of weights × batch. Each generated token
// of a sequence reads every weight once; a batch shares that read. Preconditions: weights > 0.
double decodeTokensPerSecondPerGpu(double memoryBandwidthTbs, double parameters,
                                   double bytesPerParameter, int batch);

// Memory a job needs, in GB: full training 16 bytes per parameter; adapter (LoRA-style)
// fine-tuning the weights + 20 %; inference the weights + 20 % KV-cache headroom.
double fullTrainingMemoryGb(double parameters);
double adapterFineTuningMemoryGb(double parameters, double bytesPerParameter);
double inferenceMemoryGb(double parameters, double bytesPerParameter);

// Whether `neededGb` fits one GPU of `vramGb`, one server of `gpusPerServer` such GPUs, and how
// many of each it takes otherwise. `gpusPerServer` 0 means unknown (no per-server figures).
struct MemoryFit {
  int gpusNeeded = 0;          // ceil(needed / vram)
  int tensorParallelGpus = 0;  // gpusNeeded rounded up to a power of two (how TP is deployed)
  int serversNeeded = 0;       // ceil(needed / (vram × gpus per server)); 0 when unknown
  bool fitsOneGpu = false;
  bool fitsOneServer = false;
};
MemoryFit memoryFit(double neededGb, double vramGb, int gpusPerServer);

}  // namespace fleetcost::sizing
