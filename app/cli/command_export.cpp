// fleetcost-cli export: a scenario's monthly flows as CSV or XLSX, or a chart as PNG or SVG.
#include <QApplication>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "app/cli/offscreen_app.h"
#include "app/cli/scenario_selection.h"
#include "model/risk/risk_analyses.h"
#include "ui/render/export/csv_export.h"
#include "ui/render/export/slide_export.h"
#include "ui/render/export/xlsx/xlsx_export.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/risk_catalog.h"

namespace fleetcost::cli {

const MessageTemplate kExportHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli export FILE --format csv|xlsx|png|svg -o PATH [--scenario NAME]\n"
    "                            [--chart ID] [--size WIDTHxHEIGHT] [--bom]\n"
    "                            [--after-tax | --pre-tax] [--trials N]\n"
    "\n"
    "  csv   monthly flows of every plan by category (RFC 4180, UTF-8); every scenario of the\n"
    "        workbook unless --scenario names some\n"
    "  xlsx  a spreadsheet in which every flow is a formula of the inputs: a Summary that\n"
    "        compares the scenarios, and per scenario its Assumptions (one named cell per\n"
    "        figure), Monthly inputs, one sheet per plan (FleetCost's decisions as constants,\n"
    "        every flow, total, NPV, break-even and IRR as formulas) and Break-even; every\n"
    "        scenario of the workbook unless --scenario names some\n"
    "  png   one chart for a slide, with title and subtitle (default 1920x1080)\n"
    "  svg   the same chart as vectors\n"
    "\n"
    "Options:\n"
    "  -o, --output PATH   the file to write (replaced if it exists)\n"
    "  --scenario NAME     the scenario (required for png and svg when the workbook has\n"
    "                      several; csv and xlsx: may be repeated)\n"
    "  --chart ID          png/svg: which chart (default: cumulative); one of\n"
    "                      cumulative, monthly, present-value, capacity, load-duration,\n"
    "                      racks-power, and the risk charts tornado (owning minus renting),\n"
    "                      risk-distribution (Monte Carlo, seed 1), breakeven-map\n"
    "  --size WxH          png: 1920x1080 (default) or 3840x2160, or any size up to 8192x8192\n"
    "  --bom               csv: begin with a UTF-8 byte-order mark (for Excel on Windows)\n"
    "  --after-tax         export after tax, whatever the workbook's after_tax says\n"
    "  --pre-tax           export before tax\n"
    "  --trials N          risk-distribution: Monte Carlo trials (default 10000)\n"
    "  --help              show this help\n"
    "\n"
    "Exit status: 0 written, 1 the workbook has problems or the file cannot be written,\n"
    "2 usage error.\n");

namespace {

bool parseSize(const std::string& text, QSize& size) {
  const auto x = text.find('x');
  if (x == std::string::npos) return false;
  try {
    std::size_t used = 0;
    const int w = std::stoi(text.substr(0, x), &used);
    if (used != x) return false;
    const int h = std::stoi(text.substr(x + 1), &used);
    if (used != text.size() - x - 1) return false;
    if (w < 320 || h < 180 || w > 8192 || h > 8192) return false;
    size = QSize(w, h);
    return true;
  } catch (...) {
    return false;
  }
}

QString writeBytes(const QString& path, const std::string& bytes) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return file.errorString();
  file.write(bytes.data(), static_cast<qint64>(bytes.size()));
  if (!file.commit()) return file.errorString();
  return {};
}

}  // namespace

int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options = parseOptions(
      args, {{"--scenario", "--output", "-o", "--format", "--chart", "--size", "--trials"},
             {"--after-tax", "--pre-tax", "--bom"},
             1});
  const auto usage = [&](const Message& message) {
    err << "fleetcost-cli export: " << cliText(message) << "\n"
        << cliText(Message(FC_TRANSLATE_NOOP("Cli", "Run '%1 --help' for usage."),
                           {"fleetcost-cli export"}))
        << "\n";
    return kExitUsage;
  };
  if (options.help) {
    out << cliText(Message(kExportHelp));
    return kExitOk;
  }
  if (!options.error.empty()) return usage(options.error);
  const auto output = options.value("--output") ? options.value("--output") : options.value("-o");
  if (!output) return usage(Message(FC_TRANSLATE_NOOP("Cli", "missing -o PATH")));
  const std::string format = options.value("--format").value_or("");
  if (format != "csv" && format != "xlsx" && format != "png" && format != "svg")
    return usage(
        format.empty()
            ? Message(FC_TRANSLATE_NOOP("Cli", "missing --format csv|xlsx|png|svg"))
            : Message(FC_TRANSLATE_NOOP("Cli", "--format must be csv, xlsx, png or svg, got '%1'"),
                      {format}));
  const bool chartFormat = format == "png" || format == "svg";
  const std::string chartId = options.value("--chart").value_or("cumulative");
  if (options.value("--chart") && !chartFormat)
    return usage(Message(FC_TRANSLATE_NOOP("Cli", "--chart applies to png and svg only")));
  const QStringList chartIds = ui::catalogChartIds() + ui::riskChartIds();
  if (!chartIds.contains(QString::fromStdString(chartId)))
    return usage(Message(FC_TRANSLATE_NOOP("Cli", "unknown chart '%1'; one of %2"),
                         {chartId, chartIds.join(QStringLiteral(", ")).toStdString()}));
  const bool riskChart = ui::riskChartIds().contains(QString::fromStdString(chartId));
  long long trials = kRiskTrials;
  if (Message error; !riskTrialsOption(options, trials, error)) return usage(error);
  if (options.value("--trials") && !riskChart)
    return usage(Message(FC_TRANSLATE_NOOP("Cli", "--trials applies to the risk charts only")));
  QSize size(1920, 1080);
  if (const auto text = options.value("--size")) {
    if (format != "png")
      return usage(Message(FC_TRANSLATE_NOOP("Cli", "--size applies to png only")));
    if (!parseSize(*text, size))
      return usage(Message(FC_TRANSLATE_NOOP("Cli",
                                             "--size must be WIDTHxHEIGHT between 320x180 and "
                                             "8192x8192, e.g. 3840x2160; got '%1'"),
                           {*text}));
  }
  if (options.switches.count("--bom") && format != "csv")
    return usage(Message(FC_TRANSLATE_NOOP("Cli", "--bom applies to csv only")));
  if (options.switches.count("--after-tax") && options.switches.count("--pre-tax"))
    return usage(
        Message(FC_TRANSLATE_NOOP("Cli", "--after-tax and --pre-tax cannot be used together")));
  EvaluationOptions evaluation;
  if (options.switches.count("--after-tax")) evaluation.afterTax = true;
  if (options.switches.count("--pre-tax")) evaluation.afterTax = false;

  const std::string& file = options.positionals.front();
  SelectedScenarios selected = loadAndEvaluate(file, options, "export", err, evaluation);
  if (selected.exitCode != 0) return selected.exitCode;
  if (selected.results.empty()) {
    err << file << ": the workbook has no scenario to export\n";
    return kExitProblems;
  }
  const auto& scenarios = selected.checked.workbook->scenarios;
  if (chartFormat && selected.results.size() > 1) {
    std::string names;
    for (std::size_t i : selected.indexes)
      names += (names.empty() ? "\"" : ", \"") + scenarios[i].name.value_or("") + "\"";
    return usage(Message(
        FC_TRANSLATE_NOOP("Cli", "%1 holds one scenario; name it with --scenario (%2 has %3)"),
        {format, file, names}));
  }
  const QString path = QString::fromStdString(*output);
  QString error;
  if (format == "csv") {
    ui::CsvOptions csv;
    csv.byteOrderMark = options.switches.count("--bom") > 0;
    std::string bytes;
    for (std::size_t k = 0; k < selected.results.size(); ++k) {
      std::string part = ui::monthlyFlowsCsv(selected.results[k], k == 0 ? csv : ui::CsvOptions{});
      if (k > 0) part.erase(0, part.find("\r\n") + 2);  // one header row for the file
      bytes += part;
    }
    error = writeBytes(path, bytes);
  } else {
    const auto app = ensureOffscreenApplication();
    const Scenario& scenario = scenarios[selected.indexes.front()];
    const ScenarioResult& result = selected.results.front();
    if (format == "xlsx") {
      ui::XlsxOptions xlsx;
      xlsx.workbookName = QFileInfo(QString::fromStdString(file)).fileName();
      std::vector<ui::XlsxScenario> exported;
      for (std::size_t k = 0; k < selected.results.size(); ++k)
        exported.push_back({&scenarios[selected.indexes[k]], &selected.results[k]});
      error = ui::writeWorkbookXlsx(path, exported, xlsx);
    } else {
      const int index = static_cast<int>(selected.indexes.front());
      std::shared_ptr<const RiskAnalyses> risk;
      if (riskChart) risk = analyseRisk(scenario, index, evaluation, trials);
      const auto charts = riskChart ? ui::riskCharts(risk, QLocale()) : ui::catalogCharts(result);
      const auto chart = std::find_if(charts.begin(), charts.end(), [&](const ui::CatalogChart& c) {
        return c.id == QString::fromStdString(chartId);
      });
      if (chart == charts.end()) {
        if (risk && !risk->problems.empty()) {
          for (const Problem& problem : risk->problems) err << problemLine(file, problem) << "\n";
          return kExitProblems;
        }
        err << file << ": the scenario has no data for the chart '" << chartId << "'"
            << (risk && risk->model && risk->model->figures.empty()
                    ? " (no figure has a low and a high value)"
                : risk && risk->model && !risk->model->hasComparison()
                    ? " (it needs an owning and a renting plan)"
                    : "")
            << "\n";
        return kExitProblems;
      }
      ui::SlideOptions slide;
      slide.size = size;
      slide.scenarioName = QString::fromStdString(result.name);
      slide.currency = QString::fromStdString(result.currency);
      error = format == "png" ? ui::writeSlidePng(path, *chart, slide)
                              : ui::writeSlideSvg(path, *chart, slide);
    }
  }
  if (!error.isEmpty()) {
    err << *output << ": " << error.toStdString() << "\n";
    return kExitProblems;
  }
  err << "Wrote " << *output << "\n";
  return kExitOk;
}

}  // namespace fleetcost::cli
