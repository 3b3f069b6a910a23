// The sizing helper's working in words and units: the training and inference derivations and
// the memory check, from the figures of model/demand/workload_sizing.h.
#include <QLocale>
#include <cmath>

#include "model/demand/weekly_profile.h"
#include "ui/core/format/number_format.h"
#include "ui/views/widgets/palette_colours.h"
#include "ui/views/widgets/rich_text.h"
#include "ui/views/widgets/sizing_helper_dialog.h"

namespace fleetcost::ui {

namespace {

QString bytesText(sizing::Precision precision, const QLocale& locale) {
  const double bytes = sizing::bytesPerParameter(precision);
  return SizingHelperDialog::tr("%1 bytes", "bytes per parameter")
      .arg(formatTrimmed(bytes, 1, locale));
}

}  // namespace

QString SizingHelperDialog::trainingDerivation(const sizing::TrainingSizing& s) const {
  const Inputs in = inputs();
  const QLocale loc = locale();
  const bool fp8 = s.fp8;
  const double averageGpus = s.averageGpus;

  QString html;
  html += paragraphHtml(
      boldHtml(tr("Formula:")) + QLatin1Char(' ') +
      tr("GPU-hours per month = 6 × parameters × tokens ÷ (BF16 TFLOPS × 10¹² × MFU × 3,600 "
         "seconds)")
          .toHtmlEscaped() +
      (fp8 ? QStringLiteral(" × ½ ") + tr("(FP8)").toHtmlEscaped() : QString()));
  html += paragraphHtml(
      tr("Training work: 6 operations per parameter and token (forward and backward pass) × %1 "
         "billion parameters × %2 billion tokens = %3 operations a month.")
          .arg(formatTrimmed(in.parametersBillions, 2, loc),
               formatTrimmed(in.tokensBillionsPerMonth, 1, loc), formatScientific(s.flops, loc))
          .toHtmlEscaped());
  const QString perGpu =
      fp8 ? tr("One GPU: %1 TFLOPS (BF16) × 2 for FP8 × %2% utilisation (MFU) = %3 TFLOPS of "
               "useful work, %4 operations per GPU-hour.")
          : tr("One GPU: %1 TFLOPS (BF16) × %2% utilisation (MFU) = %3 TFLOPS of useful work, "
               "%4 operations per GPU-hour.");
  html += paragraphHtml(
      perGpu
          .arg(formatTrimmed(facts_.bf16Tflops, 1, loc), formatTrimmed(in.mfuPercent, 0, loc),
               formatTrimmed(s.usefulTflops, 1, loc), formatScientific(s.flopsPerGpuHour, loc))
          .toHtmlEscaped());
  QString busy;
  if (averageGpus < 1.0)
    busy = tr("— %1% of one GPU running around the clock (%2 hours a month).")
               .arg(formatNumber(averageGpus * 100.0, averageGpus < 0.1 ? 1 : 0, loc),
                    formatNumber(kHoursPerMonth, 0, loc));
  else if (facts_.gpusPerServer > 0)
    busy = tr("— as many as %1 GPUs running around the clock (%2 hours a month), or %3 servers "
              "of %4 GPUs.")
               .arg(formatApproximate(averageGpus, loc), formatNumber(kHoursPerMonth, 0, loc),
                    formatApproximate(s.averageServers, loc), loc.toString(facts_.gpusPerServer));
  else
    busy = tr("— as many as %1 GPUs running around the clock (%2 hours a month).")
               .arg(formatApproximate(averageGpus, loc), formatNumber(kHoursPerMonth, 0, loc));
  html += paragraphHtml(
      boldHtml(tr("%1 ÷ %2 = %3 GPU-hours per month")
                   .arg(formatScientific(s.flops, loc), formatScientific(s.flopsPerGpuHour, loc),
                        formatNumber(std::round(s.gpuHours), 0, loc))
                   .toHtmlEscaped()) +
      QLatin1Char(' ') + busy.toHtmlEscaped());
  if (in.kind == Kind::FineTuning && in.adapterFineTuning)
    html += paragraphHtml(
        colouredHtml(tr("Adapters skip the weight gradients, so a run can take up to a "
                        "third less than this full-training rule says.")
                         .toHtmlEscaped(),
                     mutedTextColour(palette())));
  if (in.mfuPercent > 60)
    html +=
        paragraphHtml(colouredHtml(tr("Above 60% utilisation is rarely reached in practice; the "
                                      "estimate may be optimistic.")
                                       .toHtmlEscaped(),
                                   warningTextColour(palette())));
  return html;
}

QString SizingHelperDialog::inferenceDerivation(const sizing::InferenceSizing& s) const {
  const Inputs in = inputs();
  const QLocale loc = locale();
  const double suggestion = s.suggestedPerGpu;

  QString html;
  html += paragraphHtml(boldHtml(tr("Formula:")) + QLatin1Char(' ') +
                        tr("tokens/s per GPU ≈ memory bandwidth ÷ bytes of weights × batch; GPUs "
                           "busy = average tokens/s ÷ tokens/s per GPU")
                            .toHtmlEscaped());
  if (in.load == InferenceLoad::Requests)
    html +=
        paragraphHtml(tr("Load: %1 requests/s × %2 tokens per request = %3 tokens/s on average.")
                          .arg(formatTrimmed(in.requestsPerSecond, 2, loc),
                               formatNumber(in.tokensPerRequest, 0, loc),
                               formatApproximate(s.averageTokensPerSecond, loc))
                          .toHtmlEscaped());
  else
    html += paragraphHtml(tr("Load: %1 tokens/s on average.")
                              .arg(formatApproximate(s.averageTokensPerSecond, loc))
                              .toHtmlEscaped());
  if (suggestion > 0) {
    html += paragraphHtml(
        tr("Throughput: each generated token reads all the weights once, so one sequence runs "
           "at about %1 TB/s ÷ %2 GB (%3 billion parameters × %4) = %5 tokens/s; decoding %6 "
           "sequences together, a GPU serves about %7 tokens/s.")
            .arg(formatTrimmed(facts_.memoryBandwidthTbs, 3, loc),
                 formatApproximate(s.weightsGb, loc), formatTrimmed(in.parametersBillions, 2, loc),
                 bytesText(in.precision, loc), formatApproximate(s.singleSequence, loc),
                 loc.toString(in.batch), formatApproximate(suggestion, loc))
            .toHtmlEscaped());
  }
  if (!followSuggestion_)
    html +=
        paragraphHtml(tr("You entered %1 tokens/s per GPU, which is used instead of the estimate.")
                          .arg(formatApproximate(s.perGpu, loc))
                          .toHtmlEscaped());
  html += paragraphHtml(
      boldHtml(tr("%1 tokens/s ÷ %2 tokens/s per GPU = %3 GPUs busy on average")
                   .arg(formatApproximate(s.averageTokensPerSecond, loc),
                        formatApproximate(s.perGpu, loc), formatApproximate(s.averageGpus, loc))
                   .toHtmlEscaped()) +
      QLatin1Char(' ') +
      tr("— %1 GPU-hours per month (× %2 hours).")
          .arg(formatNumber(s.averageGpus * kHoursPerMonth, 0, loc),
               formatNumber(kHoursPerMonth, 0, loc))
          .toHtmlEscaped());
  html += paragraphHtml(
      colouredHtml(tr("A rule of thumb: it leaves out prompt processing and assumes the "
                      "batch's KV cache fits. Use a measured figure when you have one.")
                       .toHtmlEscaped(),
                   mutedTextColour(palette())));
  return html;
}

QString SizingHelperDialog::memoryCheck(double averageGpus) {
  const Inputs in = inputs();
  const QLocale loc = locale();
  const sizing::MemorySizing m = sizing::sizeMemory(in, facts_, averageGpus);
  const double vram = facts_.vramGb;
  QString html;
  if (m.fullTraining)
    html += paragraphHtml(
        tr("Training every weight with mixed-precision Adam keeps about 16 bytes per "
           "parameter (weights, gradients and optimiser states), whatever the storage "
           "precision: %1 billion × 16 bytes = %2 GB, before activations.")
            .arg(formatTrimmed(in.parametersBillions, 2, loc), formatApproximate(m.neededGb, loc))
            .toHtmlEscaped());
  else if (in.kind == Kind::FineTuning)
    html += paragraphHtml(
        tr("Adapter fine-tuning keeps the base weights frozen: %1 billion × %2 = %3 GB, plus "
           "20% for the adapters, their optimiser states and activations = %4 GB.")
            .arg(formatTrimmed(in.parametersBillions, 2, loc), bytesText(in.precision, loc),
                 formatApproximate(m.weightsGb, loc), formatApproximate(m.neededGb, loc))
            .toHtmlEscaped());
  else
    html += paragraphHtml(
        tr("Weights: %1 billion × %2 = %3 GB, plus 20% for the KV cache = %4 GB.")
            .arg(formatTrimmed(in.parametersBillions, 2, loc), bytesText(in.precision, loc),
                 formatApproximate(m.weightsGb, loc), formatApproximate(m.neededGb, loc))
            .toHtmlEscaped());
  memoryWarning_ = false;
  if (!m.vramKnown) {
    html +=
        paragraphHtml(colouredHtml(tr("This GPU model states no memory size, so the fit cannot be "
                                      "checked.")
                                       .toHtmlEscaped(),
                                   warningTextColour(palette())));
    memoryWarning_ = true;
    return html;
  }
  const sizing::MemoryFit& fit = m.fit;
  const QString serverGb = formatApproximate(vram * facts_.gpusPerServer, loc);
  if (facts_.gpusPerServer > 0)
    html += paragraphHtml(
        tr("One GPU has %1 GB; one server has %2 × %1 GB = %3 GB.")
            .arg(formatApproximate(vram, loc), loc.toString(facts_.gpusPerServer), serverGb)
            .toHtmlEscaped());
  else
    html += paragraphHtml(tr("One GPU has %1 GB (no server model, so no per-server check).")
                              .arg(formatApproximate(vram, loc))
                              .toHtmlEscaped());

  QString verdict;
  if (fit.fitsOneGpu) {
    verdict = colouredHtml(QStringLiteral("✓ ") + tr("Fits in one GPU.").toHtmlEscaped(),
                           goodTextColour(palette()));
  } else {
    memoryWarning_ = true;
    const QString split =
        in.kind == Kind::Inference
            ? tr("Does not fit one GPU: the weights must be split across at least %1 GPUs with "
                 "tensor parallelism (usually %2).")
                  .arg(loc.toString(fit.gpusNeeded), loc.toString(fit.tensorParallelGpus))
            : tr("Does not fit one GPU: the model must be split across at least %1 GPUs "
                 "(tensor, pipeline or sharded data parallelism).")
                  .arg(loc.toString(fit.gpusNeeded));
    QString serverPart;
    if (facts_.gpusPerServer > 0) {
      serverPart =
          fit.fitsOneServer
              ? tr("It fits one server of %1 GPUs.").arg(loc.toString(facts_.gpusPerServer))
              : tr("It does not fit one server either: it needs %1 servers linked by a "
                   "fast interconnect.")
                    .arg(loc.toString(fit.serversNeeded));
    }
    verdict = colouredHtml(
        QStringLiteral("⚠ ") + (split + QLatin1Char(' ') + serverPart).trimmed().toHtmlEscaped(),
        warningTextColour(palette()));
  }
  html += paragraphHtml(boldHtml(verdict));

  // The cost model sizes by average demand; a model that needs more GPUs than that at once
  // costs more than the demand alone says.
  QString note;
  const QString busy = formatApproximate(averageGpus, loc);
  switch (m.note) {
    case sizing::MemoryNote::None:
      break;
    case sizing::MemoryNote::ServingMostlyIdle:
      note = tr("Serving keeps the model loaded on a GPU all the time, but the load keeps only "
                "%1 of a GPU busy. The cost model counts the load, so it understates this "
                "workload unless other work shares the GPU.")
                 .arg(busy);
      break;
    case sizing::MemoryNote::ServingAboveLoad:
      note = tr("Serving keeps the model loaded on %1 GPUs all the time (%2 GPU-hours a month), "
                "more than the %3 GPUs its load keeps busy. The cost model counts the load, so "
                "it understates this workload unless other work shares those GPUs.")
                 .arg(loc.toString(m.gpusAtOnce),
                      formatNumber(m.gpusAtOnce * kHoursPerMonth, 0, loc), busy);
      break;
    case sizing::MemoryNote::TrainingInBursts:
      note = tr("The job needs %1 GPUs at once, more than the %2 its GPU-hours keep busy on "
                "average: it runs in bursts, and the weekly profile should say when.")
                 .arg(loc.toString(fit.gpusNeeded), busy);
      break;
  }
  if (!note.isEmpty()) {
    html += paragraphHtml(colouredHtml(note.toHtmlEscaped(), warningTextColour(palette())));
    memoryWarning_ = true;
  }
  return html;
}
}  // namespace fleetcost::ui
