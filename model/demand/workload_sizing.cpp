// The sizing helper's arithmetic: usable inputs, training, inference and memory estimates.
#include "model/demand/workload_sizing.h"

#include "model/demand/weekly_profile.h"

namespace fleetcost::sizing {

namespace {

bool isTraining(const SizingInputs& in) {
  return in.kind != JobKind::Inference;
}

double parametersOf(const SizingInputs& in) {
  return in.parametersBillions * 1e9;
}

}  // namespace

std::vector<SizingInput> invalidInputs(const SizingInputs& in, const GpuFacts& gpu) {
  std::vector<SizingInput> out;
  const bool training = isTraining(in);
  const bool requests = in.load == InferenceLoad::Requests;
  const auto check = [&](SizingInput input, bool counts, bool good) {
    if (counts && !good) out.push_back(input);
  };
  check(SizingInput::Parameters, true, in.parametersBillions > 0);
  check(SizingInput::Tokens, training, in.tokensBillionsPerMonth > 0);
  check(SizingInput::Mfu, training, in.mfuPercent > 0);
  check(SizingInput::AverageTokens, !training && !requests, in.averageTokensPerSecond > 0);
  check(SizingInput::Requests, !training && requests, in.requestsPerSecond > 0);
  check(SizingInput::TokensPerRequest, !training && requests, in.tokensPerRequest > 0);
  check(SizingInput::Batch, !training, in.batch >= 1);
  // Following the estimate, a missing figure is the bad input's problem, unless the GPU has no
  // bandwidth to estimate from.
  check(SizingInput::TokensPerGpu, !training,
        in.tokensPerSecondPerGpu ? *in.tokensPerSecondPerGpu > 0 : gpu.memoryBandwidthTbs > 0);
  check(SizingInput::GpuTflops, training, gpu.bf16Tflops > 0);
  return out;
}

double suggestedTokensPerSecondPerGpu(const SizingInputs& in, const GpuFacts& gpu) {
  const double parameters = parametersOf(in);
  if (!(parameters > 0) || !(gpu.memoryBandwidthTbs > 0) || in.batch < 1) return 0.0;
  return decodeTokensPerSecondPerGpu(gpu.memoryBandwidthTbs, parameters,
                                     bytesPerParameter(in.precision), in.batch);
}

TrainingSizing sizeTraining(const SizingInputs& in, const GpuFacts& gpu) {
  TrainingSizing s;
  const double mfu = in.mfuPercent / 100.0;
  s.fp8 = in.fp8Training && in.precision == Precision::Fp8;
  s.flops = trainingFlops(parametersOf(in), in.tokensBillionsPerMonth * 1e9);
  s.gpuHours = trainingGpuHours(s.flops, gpu.bf16Tflops, mfu, s.fp8);
  s.usefulTflops = gpu.bf16Tflops * (s.fp8 ? kFp8TrainingSpeedUp : 1.0) * mfu;
  s.flopsPerGpuHour = s.usefulTflops * 1e12 * kSecondsPerHour;
  s.averageGpus = s.gpuHours / kHoursPerMonth;
  s.averageServers = gpu.gpusPerServer > 0 ? s.averageGpus / gpu.gpusPerServer : 0.0;
  return s;
}

InferenceSizing sizeInference(const SizingInputs& in, const GpuFacts& gpu) {
  InferenceSizing s;
  s.averageTokensPerSecond = in.load == InferenceLoad::Requests
                                 ? in.requestsPerSecond * in.tokensPerRequest
                                 : in.averageTokensPerSecond;
  s.weightsGb = parametersOf(in) * bytesPerParameter(in.precision) / kBytesPerGb;
  s.suggestedPerGpu = suggestedTokensPerSecondPerGpu(in, gpu);
  s.singleSequence = in.batch >= 1 ? s.suggestedPerGpu / in.batch : 0.0;
  s.perGpu = in.tokensPerSecondPerGpu.value_or(s.suggestedPerGpu);
  s.averageGpus = s.averageTokensPerSecond / s.perGpu;
  return s;
}

MemorySizing sizeMemory(const SizingInputs& in, const GpuFacts& gpu, double averageGpus) {
  MemorySizing s;
  const double parameters = parametersOf(in);
  const double bytes = bytesPerParameter(in.precision);
  s.weightsGb = parameters * bytes / kBytesPerGb;
  s.fullTraining =
      in.kind == JobKind::Training || (in.kind == JobKind::FineTuning && !in.adapterFineTuning);
  s.neededGb = s.fullTraining                   ? fullTrainingMemoryGb(parameters)
               : in.kind == JobKind::FineTuning ? adapterFineTuningMemoryGb(parameters, bytes)
                                                : inferenceMemoryGb(parameters, bytes);
  s.vramKnown = gpu.vramGb > 0;
  if (!s.vramKnown) return s;
  s.fit = memoryFit(s.neededGb, gpu.vramGb, gpu.gpusPerServer);
  // A hair of tolerance, so that exactly as many GPUs as the load keeps busy is no note.
  constexpr double slack = 1e-9;
  if (in.kind == JobKind::Inference) {
    s.gpusAtOnce = s.fit.tensorParallelGpus;
    if (s.gpusAtOnce == 1 && averageGpus < 1.0)
      s.note = MemoryNote::ServingMostlyIdle;
    else if (s.gpusAtOnce > averageGpus + slack)
      s.note = MemoryNote::ServingAboveLoad;
  } else {
    s.gpusAtOnce = s.fit.gpusNeeded;
    if (s.fit.gpusNeeded > 1 && s.fit.gpusNeeded > averageGpus + slack)
      s.note = MemoryNote::TrainingInBursts;
  }
  return s;
}

}  // namespace fleetcost::sizing
