// The Assumptions sheet's layout and the defined names of its inputs.
#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"

#include <QStringList>

#include "model/scenario/evidence_date.h"
#include "ui/core/format/evidence_text.h"
#include "ui/render/export/xlsx/xlsx_cells.h"
#include "ui/render/export/xlsx/xlsx_input_rules.h"
#include "ui/render/export/xlsx/xlsx_workbook_file.h"

namespace fleetcost::ui {

namespace {

enum Column {
  kSection,
  kObject,
  kField,
  kName,
  kValue,
  kUnit,
  kCurrency,
  kReporting,
  kUse,
  kLow,
  kHigh,
  kSource,
  kAsOf,
  kNote,
  kShipped,
  kPointer,
  kEvidence,  // the figure's kind of evidence
  kMonths,    // its as_of's months before the prices' date (a formula)
  kStale,     // TRUE when FleetCost would call it stale (a formula)
  kColumns
};

// The months from a date text cell (YYYY, YYYY-MM or YYYY-MM-DD; a year alone as its December)
// to the prices' date, as staleFigures counts them (model/evaluation/stale_figures.cpp).
std::string monthsFormula(const std::string& asOf, const std::string& prices) {
  const auto monthIndex = [](const std::string& cell) {
    return "(VALUE(LEFT(" + cell + ",4))*12+IF(LEN(" + cell + ")>=7,VALUE(MID(" + cell +
           ",6,2)),12))";
  };
  return "=" + monthIndex(prices) + "-" + monthIndex(asOf);
}

const std::string kNoName = "0";

}  // namespace

void ScenarioInputs::add(const std::string& pointer, const std::string& name,
                         const std::string& currency) {
  names_[pointer] = name;
  if (!currency.empty()) currencies_[pointer] = currency;
}

const std::string& ScenarioInputs::name(const std::string& pointer) const {
  const auto it = names_.find(pointer);
  return it == names_.end() ? kNoName : it->second;
}

std::string ScenarioInputs::money(const std::string& pointer) const {
  const std::string& value = name(pointer);
  const auto currency = currencies_.find(pointer);
  if (currency == currencies_.end() || currency->second == reporting_) return value;
  const auto perUsd = [this](const std::string& code) {
    const auto it = names_.find(exchangeRateAt(code));
    return it == names_.end() ? std::string() : it->second;  // USD is 1 when not stated
  };
  const std::string from = currency->second == "USD" ? "" : perUsd(currency->second);
  const std::string to = reporting_ == "USD" ? "" : perUsd(reporting_);
  std::string text = "(" + value;
  if (!from.empty()) text += "/" + from;
  if (!to.empty()) text += "*" + to;
  return text + ")";
}

ScenarioInputs writeAssumptions(XlsxSheet& ws, const QString& sheetName,
                                const QString& scenarioName, const std::vector<InputRow>& rows,
                                const std::string& reporting, const std::string& namePrefix,
                                const StalePrices& stale, DefinedNames& names,
                                XlsxWorkbookFile& file, const XlsxFormats& f) {
  ScenarioInputs inputs(reporting);
  ws.text(0, 0, XlsxExport::tr("Assumptions — %1").arg(scenarioName), f.title);
  ws.text(1, 0,
          XlsxExport::tr("Yellow cells are the inputs the formulas read: change one and every "
                         "flow, total, present value and break-even month follows. Grey cells "
                         "shaped the decisions FleetCost made (servers, racks, caps, "
                         "reservations, demand), which the spreadsheet keeps as they are: "
                         "changing them re-optimises nothing."),
          f.note);
  const QStringList headers{XlsxExport::tr("Item"),
                            XlsxExport::tr("Name"),
                            XlsxExport::tr("Field"),
                            XlsxExport::tr("Defined name (use it in formulas)"),
                            XlsxExport::tr("Value"),
                            XlsxExport::tr("Unit"),
                            XlsxExport::tr("Currency"),
                            XlsxExport::tr("In %1").arg(QString::fromStdString(reporting)),
                            XlsxExport::tr("Used by"),
                            XlsxExport::tr("Low"),
                            XlsxExport::tr("High"),
                            XlsxExport::tr("Source"),
                            XlsxExport::tr("As of"),
                            XlsxExport::tr("Note"),
                            XlsxExport::tr("Shipped default (when changed)"),
                            XlsxExport::tr("Place in the file (JSON pointer)"),
                            XlsxExport::tr("Kind of evidence"),
                            XlsxExport::tr("Months before the prices' date"),
                            XlsxExport::tr("Stale")};
  for (int c = 0; c < headers.size(); ++c) ws.text(3, c, headers[c], f.header);
  ws.height(3, 30);
  const std::string prefix = sheetPrefix(sheetName);
  // The prices' date and the stale age: named input rows after the figures (written below); each
  // figure's age and staleness follow them.
  const std::string pricesName = names.make(namePrefix, "", "prices_as_of");
  const std::string staleName = names.make(namePrefix, "", "stale_after_months");
  const QString notStated =
      XlsxExport::tr("FleetCost's default (MODEL.md §0); not stated in the workbook");
  int row = 4;
  QString section;
  InputRow staleAgeRule;  // the stale age's validation: a whole number of months, at least 1
  staleAgeRule.rule = Rule::WholePositive;
  InputValidations validations;
  for (const InputRow& input : rows) {
    if (input.section != section) {
      section = input.section;
      ws.text(row++, 0, section, f.heading);
    }
    ws.text(row, kSection, input.section);
    ws.text(row, kObject, input.object);
    ws.text(row, kField, input.key);
    const std::string name =
        names.make(namePrefix, input.nameObject, input.nameKey, input.fallback);
    ws.text(row, kName, name);
    file.defineName(name, QString::fromStdString("=" + prefix + a1Absolute(row, kValue)));
    inputs.add(input.pointer, name, input.currency);
    const bool live =
        input.use == InputUse::Formulas || input.use == InputUse::FormulasAndDecisions;
    const bool rate = isRateInput(input);
    lxw_format* style = live ? (rate ? f.inputPercent : f.input)
                        : input.use == InputUse::Decisions
                            ? (rate ? f.decisionInputPercent : f.decisionInput)
                            : (rate ? f.rate : nullptr);
    switch (input.kind) {
      case InputRow::Kind::Number:
        ws.number(row, kValue, input.value, style);
        break;
      case InputRow::Kind::Word:
        ws.text(row, kValue, input.word, live ? f.inputText : style);
        break;
      case InputRow::Kind::Flag:
        ws.boolean(row, kValue, input.flag, style);
        break;
    }
    validations.add(row, input);
    ws.text(row, kUnit, input.unit);
    ws.text(row, kCurrency, input.currency);
    if (!input.currency.empty() && input.currency != reporting)
      ws.formula(row, kReporting, "=" + inputs.money(input.pointer), f.number);
    ws.text(row, kUse, inputUseText(input.use));
    if (const Figure* fig = input.figure) {
      if (fig->low) ws.number(row, kLow, *fig->low, rate ? f.rate : f.number);
      if (fig->high) ws.number(row, kHigh, *fig->high, rate ? f.rate : f.number);
      // A figure without a source of its own shows its object's (a price path's).
      const bool own = !input.stated || !fig->source.empty() || input.source.empty();
      const std::string& source = own ? fig->source : input.source;
      ws.text(row, kSource, input.stated ? QString::fromStdString(source) : notStated, f.wrap);
      const std::string& asOf = own ? fig->asOf : input.asOf;
      ws.text(row, kAsOf, asOf);
      ws.text(row, kEvidence, evidenceLabel(fig->evidence));
      if (parseEvidenceDate(asOf)) {
        ws.formula(row, kMonths, monthsFormula(a1(row, kAsOf), pricesName), f.integer);
        // Checked as staleFigures checks: a price or an exchange rate with a date of its own,
        // not a specification.
        const bool price =
            !input.currency.empty() || input.pointer.rfind(exchangeRateAt(""), 0) == 0;
        if (price && own && fig->evidence != "specification")
          ws.formula(row, kStale, "=" + a1(row, kMonths) + ">" + staleName);
      }
      ws.text(row, kNote, own ? fig->note : input.note, f.wrap);
      for (const auto& [key, text] : fig->extras.entries)
        if (key == "shipped") ws.text(row, kShipped, text, f.wrap);
    } else if (!input.stated) {
      ws.text(row, kSource,
              input.key == keyOf(&Scenario::afterTax)
                  ? XlsxExport::tr("the view this spreadsheet was made in")
                  : notStated,
              f.wrap);
    }
    ws.text(row, kPointer, input.pointer);
    ++row;
  }
  ws.text(row++, 0, XlsxExport::tr("Workbook (every scenario)"), f.heading);
  const auto workbookRow = [&](const std::string& key, const std::string& name) {
    ws.text(row, kSection, XlsxExport::tr("Workbook (every scenario)"));
    ws.text(row, kField, key);
    ws.text(row, kName, name);
    file.defineName(name, QString::fromStdString("=" + prefix + a1Absolute(row, kValue)));
    ws.text(row, kUse, XlsxExport::tr("the Stale column"));
    ws.text(row, kPointer, "/" + key);
  };
  workbookRow(keyOf(&Workbook::pricesAsOf), pricesName);
  ws.text(row, kValue, stale.pricesAsOf, f.inputText);
  ws.text(row, kUnit, XlsxExport::tr("YYYY-MM or YYYY-MM-DD"));
  ++row;
  workbookRow(keyOf(&Workbook::staleAfterMonths), staleName);
  ws.number(row, kValue, stale.staleAfterMonths, f.input);
  validations.add(row, staleAgeRule);
  ws.text(row, kUnit, XlsxExport::tr("months"));
  ++row;
  validations.write(ws, kValue);
  ws.width(kSection, kField, 20);
  ws.width(kName, kName, 34);
  ws.width(kValue, kValue, 14);
  ws.width(kUnit, kCurrency, 12);
  ws.width(kReporting, kReporting, 14);
  ws.width(kUse, kUse, 30);
  ws.width(kLow, kHigh, 10);
  ws.width(kSource, kSource, 50);
  ws.width(kAsOf, kAsOf, 11);
  ws.width(kNote, kShipped, 40);
  ws.width(kPointer, kPointer, 36);
  ws.width(kEvidence, kEvidence, 16);
  ws.width(kMonths, kStale, 12);
  ws.freeze(4, kValue);
  return inputs;
}

}  // namespace fleetcost::ui
