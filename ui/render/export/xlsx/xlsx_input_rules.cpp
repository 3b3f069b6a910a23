// The data validation of the Assumptions sheet's inputs, from the field rules (field_rule.h).
#include "ui/render/export/xlsx/xlsx_input_rules.h"

#include <QStringList>
#include <algorithm>

#include "model/scenario/field_specs.h"
#include "ui/render/export/xlsx/xlsx_cells.h"

namespace fleetcost::ui {

namespace {

bool endsWith(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() &&
         text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

// The number range of a rule and what the error message says (translated).
struct Range {
  bool whole = false;
  std::uint8_t criteria = LXW_VALIDATION_CRITERIA_NONE;
  double low = 0, high = 0;  // `low` alone for a one-sided criteria
  QString message;
};

Range rangeOf(Rule rule) {
  switch (rule) {
    case Rule::Any:
      break;
    case Rule::NonNegative:
      return {false, LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO, 0, 0,
              XlsxExport::tr("FleetCost accepts a number of 0 or more here.")};
    case Rule::Positive:
      return {false, LXW_VALIDATION_CRITERIA_GREATER_THAN, 0, 0,
              XlsxExport::tr("FleetCost accepts a number above 0 here.")};
    case Rule::AnnualChange:
      return {false, LXW_VALIDATION_CRITERIA_GREATER_THAN, -1, 0,
              XlsxExport::tr("FleetCost accepts a rate above -100% here.")};
    case Rule::UnitInterval:
      return {false, LXW_VALIDATION_CRITERIA_BETWEEN, 0, 1,
              XlsxExport::tr("FleetCost accepts a share from 0% to 100% here.")};
    case Rule::Pue:
      return {false, LXW_VALIDATION_CRITERIA_BETWEEN, 1, 3,
              XlsxExport::tr("FleetCost accepts a PUE from 1.0 to 3.0 here.")};
    case Rule::Headroom:
      return {false, LXW_VALIDATION_CRITERIA_BETWEEN, 0, 10,
              XlsxExport::tr("FleetCost accepts a headroom from 0% to 1000% here.")};
    case Rule::Horizon:
      return {true, LXW_VALIDATION_CRITERIA_BETWEEN, 1, 600,
              XlsxExport::tr("FleetCost accepts a whole number of months from 1 to 600 here.")};
    case Rule::WholeNonNegative:
      return {true, LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO, 0, 0,
              XlsxExport::tr("FleetCost accepts a whole number of 0 or more here.")};
    case Rule::WholePositive:
      return {true, LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO, 1, 0,
              XlsxExport::tr("FleetCost accepts a whole number of 1 or more here.")};
    case Rule::MonthOfYear:
      return {true, LXW_VALIDATION_CRITERIA_BETWEEN, 1, 12,
              XlsxExport::tr("FleetCost accepts a month from 1 to 12 here.")};
  }
  return {};
}

}  // namespace

std::vector<std::string> inputWords(const InputRow& input) {
  if (input.kind != InputRow::Kind::Word || input.words.empty()) return {};
  std::vector<std::string> words = input.words;
  if (std::find(words.begin(), words.end(), input.word) == words.end()) words.push_back(input.word);
  return words;
}

bool isRateInput(const InputRow& input) {
  if (input.kind != InputRow::Kind::Number) return false;
  return input.rule == Rule::AnnualChange || input.rule == Rule::UnitInterval ||
         input.rule == Rule::Headroom || endsWith(input.key, "_pct") || input.key == "annual_rate";
}

namespace {

// What an input's cells accept, as a key ("" for nothing checked).

std::string acceptKey(const InputRow& input) {
  switch (input.kind) {
    case InputRow::Kind::Word: {
      std::string key;
      for (const std::string& word : inputWords(input)) key += "w:" + word + ",";
      return key;
    }
    case InputRow::Kind::Flag:
      return "flag";
    case InputRow::Kind::Number:
      return rangeOf(input.rule).criteria == LXW_VALIDATION_CRITERIA_NONE
                 ? std::string()
                 : "rule:" + std::to_string(static_cast<int>(input.rule));
  }
  return {};
}

void validateRows(XlsxSheet& ws, int first, int last, int col, const InputRow& input) {
  lxw_data_validation v{};
  v.error_type = LXW_VALIDATION_ERROR_TYPE_STOP;
  const std::string title = cellText(XlsxExport::tr("FleetCost refuses this value"));
  v.error_title = const_cast<char*>(title.c_str());
  std::string message, formula;
  std::vector<std::string> words;
  std::vector<char*> list;
  switch (input.kind) {
    case InputRow::Kind::Word: {
      words = inputWords(input);
      if (words.empty()) return;
      QStringList shown;
      for (std::string& word : words) {
        list.push_back(word.data());
        shown << QString::fromStdString(word);
      }
      list.push_back(nullptr);
      v.validate = LXW_VALIDATION_TYPE_LIST;
      v.value_list = list.data();
      message = cellText(
          XlsxExport::tr("FleetCost accepts only %1 here.").arg(shown.join(QStringLiteral(", "))));
      break;
    }
    case InputRow::Kind::Flag:
      v.validate = LXW_VALIDATION_TYPE_CUSTOM_FORMULA;
      formula = "=ISLOGICAL(" + a1(first, col) + ")";  // relative: each cell checks itself
      v.value_formula = formula.data();
      message = cellText(XlsxExport::tr("FleetCost accepts only TRUE or FALSE here."));
      break;
    case InputRow::Kind::Number: {
      const Range range = rangeOf(input.rule);
      if (range.criteria == LXW_VALIDATION_CRITERIA_NONE) return;
      v.validate = range.whole ? LXW_VALIDATION_TYPE_INTEGER : LXW_VALIDATION_TYPE_DECIMAL;
      v.criteria = range.criteria;
      if (range.criteria == LXW_VALIDATION_CRITERIA_BETWEEN) {
        v.minimum_number = range.low;
        v.maximum_number = range.high;
      } else {
        v.value_number = range.low;
      }
      message = cellText(range.message);
      break;
    }
  }
  v.error_message = message.data();
  ws.validate(first, last, col, v);
}

}  // namespace

void InputValidations::add(int row, const InputRow& input) {
  std::string key = acceptKey(input);
  if (key.empty()) return;
  if (!runs_.empty() && runs_.back().last + 1 == row && runs_.back().key == key)
    runs_.back().last = row;
  else
    runs_.push_back(Run{row, row, &input, std::move(key)});
}

void InputValidations::write(XlsxSheet& ws, int column) const {
  for (const Run& run : runs_) validateRows(ws, run.first, run.last, column, *run.input);
}

}  // namespace fleetcost::ui
