// Sizing rules of thumb (model/demand/sizing_estimate.h): training GPU-hours, decode throughput
// and memory fit, with the arithmetic worked out by hand in the comments.
#include "model/demand/sizing_estimate.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

TEST(SizingEstimate, BytesPerParameter) {
  EXPECT_DOUBLE_EQ(sizing::bytesPerParameter(sizing::Precision::Fp32), 4.0);
  EXPECT_DOUBLE_EQ(sizing::bytesPerParameter(sizing::Precision::Bf16), 2.0);
  EXPECT_DOUBLE_EQ(sizing::bytesPerParameter(sizing::Precision::Fp8), 1.0);
  EXPECT_DOUBLE_EQ(sizing::bytesPerParameter(sizing::Precision::Int4), 0.5);
}

TEST(SizingEstimate, TrainingGpuHoursOf70BOnOneTrillionTokens) {
  // 6 × 70e9 × 1e12 = 4.2e23 operations; one H100 at 989 TFLOPS × 40 % MFU does
  // 989e12 × 0.4 × 3600 = 1.42416e18 operations an hour; 4.2e23 / 1.42416e18 = 294,910.68.
  const double flops = sizing::trainingFlops(70e9, 1e12);
  EXPECT_DOUBLE_EQ(flops, 4.2e23);
  EXPECT_NEAR(sizing::trainingGpuHours(flops, 989.0, 0.40, false), 294910.68, 0.01);
  // FP8 training counts twice the BF16 throughput: half the hours, 147,455.34.
  EXPECT_NEAR(sizing::trainingGpuHours(flops, 989.0, 0.40, true), 147455.34, 0.01);
}

TEST(SizingEstimate, DecodeThroughputFromMemoryBandwidth) {
  // 70B in BF16 = 140 GB of weights; 3.35 TB/s reads them 3.35e12 / 140e9 = 23.93 times a
  // second; a batch of 16 gives 382.857 tokens/s per GPU.
  EXPECT_NEAR(sizing::decodeTokensPerSecondPerGpu(3.35, 70e9, 2.0, 16), 382.857, 0.001);
  // INT4 halves the bytes again: 8B × 0.5 = 4 GB, 3.35e12 / 4e9 × 1 = 837.5.
  EXPECT_NEAR(sizing::decodeTokensPerSecondPerGpu(3.35, 8e9, 0.5, 1), 837.5, 1e-9);
}

TEST(SizingEstimate, SeventyBillionInBf16DoesNotFitOneGpuButFitsAServer) {
  // 70e9 × 2 bytes = 140 GB > 80 GB: two GPUs at least; 8 × 80 = 640 GB per server: one server.
  const auto fit = sizing::memoryFit(70e9 * 2 / 1e9, 80.0, 8);
  EXPECT_FALSE(fit.fitsOneGpu);
  EXPECT_EQ(fit.gpusNeeded, 2);
  EXPECT_EQ(fit.tensorParallelGpus, 2);
  EXPECT_TRUE(fit.fitsOneServer);
  EXPECT_EQ(fit.serversNeeded, 1);
}

TEST(SizingEstimate, MemoryOfEachKindOfJob) {
  // Inference: 140 GB + 20 % KV cache = 168 GB: ceil(168 / 80) = 3 GPUs, deployed as 4.
  EXPECT_DOUBLE_EQ(sizing::inferenceMemoryGb(70e9, 2.0), 168.0);
  const auto serving = sizing::memoryFit(168.0, 80.0, 8);
  EXPECT_EQ(serving.gpusNeeded, 3);
  EXPECT_EQ(serving.tensorParallelGpus, 4);
  EXPECT_TRUE(serving.fitsOneServer);
  // Full training: 70e9 × 16 bytes = 1,120 GB: ceil(1120 / 80) = 14 GPUs, ceil(1120 / 640) = 2
  // servers.
  EXPECT_DOUBLE_EQ(sizing::fullTrainingMemoryGb(70e9), 1120.0);
  const auto training = sizing::memoryFit(1120.0, 80.0, 8);
  EXPECT_EQ(training.gpusNeeded, 14);
  EXPECT_EQ(training.serversNeeded, 2);
  EXPECT_FALSE(training.fitsOneServer);
  // Adapter fine-tuning of 8B in BF16: 16 GB + 20 % = 19.2 GB, one GPU.
  EXPECT_NEAR(sizing::adapterFineTuningMemoryGb(8e9, 2.0), 19.2, 1e-9);
  EXPECT_TRUE(sizing::memoryFit(19.2, 80.0, 8).fitsOneGpu);
  // Exactly full still fits; no server model: no per-server figures.
  EXPECT_TRUE(sizing::memoryFit(80.0, 80.0, 0).fitsOneGpu);
  EXPECT_EQ(sizing::memoryFit(200.0, 80.0, 0).serversNeeded, 0);
}

}  // namespace
}  // namespace fleetcost
