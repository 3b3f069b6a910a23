// Sizing rules of thumb; the arithmetic is spelled out for the user by SizingHelperDialog.
#include "model/demand/sizing_estimate.h"

#include <algorithm>
#include <cmath>

namespace fleetcost::sizing {

double bytesPerParameter(Precision precision) {
  switch (precision) {
    case Precision::Fp32:
      return 4.0;
    case Precision::Bf16:
      return 2.0;
    case Precision::Fp8:
      return 1.0;
    case Precision::Int4:
      return 0.5;
  }
  return 2.0;
}

double trainingFlops(double parameters, double tokens) {
  return kTrainingFlopsPerParameterToken * parameters * tokens;
}

double trainingGpuHours(double flops, double bf16Tflops, double mfu, bool fp8) {
  const double flopsPerSecond = bf16Tflops * 1e12 * (fp8 ? kFp8TrainingSpeedUp : 1.0) * mfu;
  return flops / (flopsPerSecond * kSecondsPerHour);
}

double decodeTokensPerSecondPerGpu(double memoryBandwidthTbs, double parameters,
                                   double bytesPerParameter, int batch) {
  return memoryBandwidthTbs * 1e12 / (parameters * bytesPerParameter) * batch;
}

double fullTrainingMemoryGb(double parameters) {
  return parameters * kFullTrainingBytesPerParameter / kBytesPerGb;
}

double adapterFineTuningMemoryGb(double parameters, double bytesPerParameter) {
  return parameters * bytesPerParameter * (1.0 + kAdapterOverhead) / kBytesPerGb;
}

double inferenceMemoryGb(double parameters, double bytesPerParameter) {
  return parameters * bytesPerParameter * (1.0 + kKvCacheHeadroom) / kBytesPerGb;
}

MemoryFit memoryFit(double neededGb, double vramGb, int gpusPerServer) {
  MemoryFit fit;
  if (!(vramGb > 0) || !(neededGb >= 0)) return fit;
  // A hair of tolerance so that 80.0000001 GB from floating point still "fits" 80 GB.
  const double slack = 1e-9;
  fit.gpusNeeded = std::max(1, static_cast<int>(std::ceil(neededGb / vramGb - slack)));
  fit.tensorParallelGpus = 1;
  while (fit.tensorParallelGpus < fit.gpusNeeded) fit.tensorParallelGpus *= 2;
  fit.fitsOneGpu = fit.gpusNeeded == 1;
  if (gpusPerServer > 0) {
    const double serverGb = vramGb * gpusPerServer;
    fit.serversNeeded = std::max(1, static_cast<int>(std::ceil(neededGb / serverGb - slack)));
    fit.fitsOneServer = fit.serversNeeded == 1;
  }
  return fit;
}

}  // namespace fleetcost::sizing
