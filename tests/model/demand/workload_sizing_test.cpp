// Sizing a workload from its AI model (model/demand/workload_sizing.h): which inputs cannot be
// used, and each step of the training, inference and memory estimates, worked out by hand.
#include "model/demand/workload_sizing.h"

#include <gtest/gtest.h>

namespace fleetcost::sizing {
namespace {

// An H100 SXM: 989 BF16 TFLOPS (dense), 3.35 TB/s, 80 GB; 8 GPUs per server.
GpuFacts h100() {
  return GpuFacts{989.0, 3.35, 80.0, 8};
}

TEST(WorkloadSizing, TrainingWorkedByHand) {
  SizingInputs in;  // training 70B on 100B tokens a month at 40 % MFU, BF16
  const TrainingSizing s = sizeTraining(in, h100());
  // 6 × 70e9 × 100e9 = 4.2e22 operations; 989 × 0.4 = 395.6 useful TFLOPS;
  // 395.6e12 × 3,600 = 1.42416e18 operations per GPU-hour; 4.2e22 / 1.42416e18 = 29,491.068
  // GPU-hours; / 730 = 40.3987 GPUs around the clock; / 8 = 5.0498 servers.
  EXPECT_FALSE(s.fp8);
  EXPECT_DOUBLE_EQ(s.flops, 4.2e22);
  EXPECT_NEAR(s.usefulTflops, 395.6, 1e-9);
  EXPECT_NEAR(s.flopsPerGpuHour, 1.42416e18, 1e6);
  EXPECT_NEAR(s.gpuHours, 29491.068, 1e-3);
  EXPECT_NEAR(s.averageGpus, 40.39872, 1e-5);
  EXPECT_NEAR(s.averageServers, 5.04984, 1e-5);
  // Without a server model there is no server count.
  GpuFacts alone = h100();
  alone.gpusPerServer = 0;
  EXPECT_EQ(sizeTraining(in, alone).averageServers, 0.0);
}

TEST(WorkloadSizing, Fp8CountsOnlyWithFp8Weights) {
  SizingInputs in;
  in.fp8Training = true;  // BF16 weights: the box does not count
  EXPECT_FALSE(sizeTraining(in, h100()).fp8);
  in.precision = Precision::Fp8;
  const TrainingSizing s = sizeTraining(in, h100());
  // 989 × 2 × 0.4 = 791.2 useful TFLOPS: half the hours, 29,491.068 / 2 = 14,745.534.
  EXPECT_TRUE(s.fp8);
  EXPECT_NEAR(s.usefulTflops, 791.2, 1e-9);
  EXPECT_NEAR(s.gpuHours, 14745.534, 1e-3);
}

TEST(WorkloadSizing, InferenceByRequestsWorkedByHand) {
  SizingInputs in;
  in.kind = JobKind::Inference;
  in.load = InferenceLoad::Requests;  // 2 requests/s × 500 tokens = 1,000 tokens/s
  const InferenceSizing s = sizeInference(in, h100());
  // 70e9 × 2 bytes = 140 GB; 3.35e12 / 140e9 = 23.9286 tokens/s for one sequence, × 16 =
  // 382.857 per GPU; 1,000 / 382.857 = 2.61194 GPUs busy.
  EXPECT_DOUBLE_EQ(s.averageTokensPerSecond, 1000.0);
  EXPECT_DOUBLE_EQ(s.weightsGb, 140.0);
  EXPECT_NEAR(s.suggestedPerGpu, 382.857, 1e-3);
  EXPECT_NEAR(s.singleSequence, 23.9286, 1e-4);
  EXPECT_NEAR(s.perGpu, 382.857, 1e-3);  // following the estimate
  EXPECT_NEAR(s.averageGpus, 2.61194, 1e-5);
  // A measured 500 tokens/s per GPU replaces the estimate: 1,000 / 500 = 2 GPUs.
  in.tokensPerSecondPerGpu = 500.0;
  EXPECT_DOUBLE_EQ(sizeInference(in, h100()).averageGpus, 2.0);
  // Given as an average, the requests do not count.
  in.load = InferenceLoad::TokensPerSecond;
  in.averageTokensPerSecond = 750.0;
  EXPECT_DOUBLE_EQ(sizeInference(in, h100()).averageTokensPerSecond, 750.0);
}

TEST(WorkloadSizing, NoEstimateWithoutBandwidthParametersOrBatch) {
  SizingInputs in;
  in.kind = JobKind::Inference;
  GpuFacts noBandwidth = h100();
  noBandwidth.memoryBandwidthTbs = 0.0;
  EXPECT_EQ(suggestedTokensPerSecondPerGpu(in, noBandwidth), 0.0);
  in.batch = 0;
  EXPECT_EQ(suggestedTokensPerSecondPerGpu(in, h100()), 0.0);
  in.batch = 16;
  in.parametersBillions = 0.0;
  EXPECT_EQ(suggestedTokensPerSecondPerGpu(in, h100()), 0.0);
}

TEST(WorkloadSizing, InvalidInputsFollowTheKindOfJob) {
  SizingInputs in;
  EXPECT_TRUE(invalidInputs(in, h100()).empty());
  in.parametersBillions = 0.0;
  in.tokensBillionsPerMonth = 0.0;
  in.averageTokensPerSecond = 0.0;  // an inference input: not counted for training
  EXPECT_EQ(invalidInputs(in, h100()),
            (std::vector<SizingInput>{SizingInput::Parameters, SizingInput::Tokens}));
  // Training needs the GPU's BF16 TFLOPS.
  GpuFacts noTflops = h100();
  noTflops.bf16Tflops = 0.0;
  EXPECT_EQ(invalidInputs(SizingInputs{}, noTflops),
            (std::vector<SizingInput>{SizingInput::GpuTflops}));

  SizingInputs serve;
  serve.kind = JobKind::Inference;
  serve.mfuPercent = 0.0;  // a training input: not counted for inference
  EXPECT_TRUE(invalidInputs(serve, noTflops).empty());
  serve.batch = 0;
  EXPECT_EQ(invalidInputs(serve, h100()), (std::vector<SizingInput>{SizingInput::Batch}));
  serve.batch = 16;
  // Following the estimate on a GPU without bandwidth: no figure per GPU.
  GpuFacts noBandwidth = h100();
  noBandwidth.memoryBandwidthTbs = 0.0;
  EXPECT_EQ(invalidInputs(serve, noBandwidth),
            (std::vector<SizingInput>{SizingInput::TokensPerGpu}));
  serve.tokensPerSecondPerGpu = 300.0;  // a measured figure needs no bandwidth
  EXPECT_TRUE(invalidInputs(serve, noBandwidth).empty());
  serve.tokensPerSecondPerGpu = 0.0;
  EXPECT_EQ(invalidInputs(serve, h100()), (std::vector<SizingInput>{SizingInput::TokensPerGpu}));
  serve.tokensPerSecondPerGpu.reset();
  serve.load = InferenceLoad::Requests;
  serve.requestsPerSecond = 0.0;
  serve.tokensPerRequest = 0.0;
  EXPECT_EQ(invalidInputs(serve, h100()),
            (std::vector<SizingInput>{SizingInput::Requests, SizingInput::TokensPerRequest}));
}

TEST(WorkloadSizing, MemoryOfServingSeventyBillion) {
  SizingInputs in;
  in.kind = JobKind::Inference;
  // 140 GB of weights + 20 % = 168 GB: ceil(168 / 80) = 3 GPUs, deployed as 4; one server
  // (640 GB). Four GPUs kept loaded for a load of 2.61: the cost model understates it.
  const MemorySizing s = sizeMemory(in, h100(), 2.61194);
  EXPECT_FALSE(s.fullTraining);
  EXPECT_DOUBLE_EQ(s.weightsGb, 140.0);
  EXPECT_DOUBLE_EQ(s.neededGb, 168.0);
  ASSERT_TRUE(s.vramKnown);
  EXPECT_EQ(s.fit.gpusNeeded, 3);
  EXPECT_EQ(s.fit.tensorParallelGpus, 4);
  EXPECT_TRUE(s.fit.fitsOneServer);
  EXPECT_EQ(s.gpusAtOnce, 4);
  EXPECT_EQ(s.note, MemoryNote::ServingAboveLoad);
  // Busy on 4 GPUs or more: no note.
  EXPECT_EQ(sizeMemory(in, h100(), 4.0).note, MemoryNote::None);
}

TEST(WorkloadSizing, MemoryOfASmallModelServedPartTime) {
  SizingInputs in;
  in.kind = JobKind::Inference;
  in.parametersBillions = 8.0;
  in.precision = Precision::Int4;
  // 8e9 × 0.5 = 4 GB, + 20 % = 4.8 GB: one GPU, loaded all the time for half a GPU of load.
  const MemorySizing s = sizeMemory(in, h100(), 0.5);
  EXPECT_DOUBLE_EQ(s.neededGb, 4.8);
  EXPECT_TRUE(s.fit.fitsOneGpu);
  EXPECT_EQ(s.note, MemoryNote::ServingMostlyIdle);
  EXPECT_EQ(sizeMemory(in, h100(), 1.5).note, MemoryNote::None);
}

TEST(WorkloadSizing, MemoryOfTrainingAndFineTuning) {
  SizingInputs in;  // full training of 70B: 70e9 × 16 = 1,120 GB, 14 GPUs, 2 servers
  const MemorySizing full = sizeMemory(in, h100(), 40.4);
  EXPECT_TRUE(full.fullTraining);
  EXPECT_DOUBLE_EQ(full.neededGb, 1120.0);
  EXPECT_EQ(full.fit.gpusNeeded, 14);
  EXPECT_EQ(full.fit.serversNeeded, 2);
  EXPECT_EQ(full.note, MemoryNote::None);  // 40.4 GPUs busy on average: more than 14
  EXPECT_EQ(sizeMemory(in, h100(), 5.0).note, MemoryNote::TrainingInBursts);
  // Adapters on 8B in BF16: 16 GB + 20 % = 19.2 GB, one GPU; without adapters 8e9 × 16 = 128 GB.
  in.kind = JobKind::FineTuning;
  in.parametersBillions = 8.0;
  const MemorySizing adapters = sizeMemory(in, h100(), 0.2);
  EXPECT_FALSE(adapters.fullTraining);
  EXPECT_NEAR(adapters.neededGb, 19.2, 1e-9);
  EXPECT_EQ(adapters.note, MemoryNote::None);
  in.adapterFineTuning = false;
  EXPECT_DOUBLE_EQ(sizeMemory(in, h100(), 0.2).neededGb, 128.0);
  // A GPU without a memory size: nothing to check.
  GpuFacts unknown = h100();
  unknown.vramGb = 0.0;
  const MemorySizing none = sizeMemory(in, unknown, 0.2);
  EXPECT_FALSE(none.vramKnown);
  EXPECT_EQ(none.note, MemoryNote::None);
}

}  // namespace
}  // namespace fleetcost::sizing
