// What FleetCost accepts for an input of the Assumptions sheet, as the spreadsheet's data
// validation (a list of words, a number range of MODEL.md §8, TRUE or FALSE), and which inputs
// are rates shown as percentages.
#pragma once

#include <string>
#include <vector>

#include "ui/render/export/xlsx/xlsx_input_list.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

// The words FleetCost accepts for a word input (the depreciation method, the per-kW fee's basis,
// a plan's financing method), with the exported word added when FleetCost read its default
// ("none"); empty for any other input.
std::vector<std::string> inputWords(const InputRow& input);

// Whether the input is a rate or share (a price change, the discount rate, a tax rate, a token
// share, install and maintenance as a share of the price, a lease rate, the headroom), shown as
// a percentage; its value stays the fraction the formulas read (0.05 shows as 5%).
bool isRateInput(const InputRow& input);

// Refuses, in the value cells of an input column, what FleetCost refuses for each input: a word
// outside inputWords, a number outside its rule's range (a whole number where the rule wants
// one), a flag other than TRUE or FALSE. An input of Rule::Any gets no validation. Consecutive
// rows that accept the same become one range: libxlsxwriter 1.1.4 counts a sheet's validations
// in 8 bits, so fewer entries keep its `count` attribute right in all but very large scenarios.
class InputValidations {
 public:
  void add(int row, const InputRow& input);  // rows in increasing order
  void write(XlsxSheet& ws, int column) const;

 private:
  struct Run {
    int first, last;
    const InputRow* input;
    std::string key;  // what the cells accept
  };
  std::vector<Run> runs_;
};

}  // namespace fleetcost::ui
