// A walk over every object and figure of a workbook for what only the text round trip reports.
#include "model/evaluation/workbook_memory_check.h"

#include <cmath>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

namespace {

// Whether the object keeps text the reader reports on: a known key (a plain field or a part)
// holding a value of the wrong type, or the object itself not being an object. Unknown keys are
// kept without a problem.
template <class T>
bool keepsReportedText(const Extras& extras) {
  if (extras.notAnObject) return true;
  for (const auto& [key, text] : extras.keys.entries)
    if (isPlainField<T>(key) || isPart<T>(key)) return true;
  return false;
}

bool finite(const std::optional<double>& x) {
  return !x || std::isfinite(*x);
}

// A figure's own unknown keys are kept without a problem; JSON cannot write a NaN or infinity.
bool plainFigure(const Figure& f) {
  return std::isfinite(f.value) && finite(f.low) && finite(f.high);
}

// The object's own extras, every figure of its field table, and its parts (workbook_shape.h).
template <class T>
bool plain(const T& object) {
  if (keepsReportedText<T>(object.extras)) return false;
  for (const FieldSpec<T>& spec : fieldSpecs<T>())
    if (const auto* member = std::get_if<Figure T::*>(&spec.member))
      if (!plainFigure(object.*(*member))) return false;
  for (const PartSpec<T>& spec : partSpecs<T>()) {
    const bool partPlain = std::visit(
        [&](auto member) {
          const auto& field = object.*member;
          using Member = std::remove_cvref_t<decltype(field)>;
          if constexpr (std::is_same_v<Member, FxRates>) {
            for (const auto& [currency, rate] : field)
              if (!plainFigure(rate)) return false;
          } else if constexpr (std::is_same_v<Member, std::vector<std::string>>) {
            // ids: text only
          } else if constexpr (std::is_same_v<Member, WeeklyWeights>) {
            if (field)
              for (double weight : *field)
                if (!std::isfinite(weight)) return false;
          } else if constexpr (requires { typename Member::value_type; }) {
            for (const auto& item : field)
              if (!plain(item)) return false;
          } else {
            if (!plain(field)) return false;
          }
          return true;
        },
        spec.member);
    if (!partPlain) return false;
  }
  return true;
}

}  // namespace

bool needsTextRoundTrip(const Workbook& workbook) {
  if (!plain(workbook)) return true;
  // The writer always writes these three; a workbook without them reads back with them.
  if (!workbook.format || !workbook.version.present || !workbook.scenariosPresent) return true;
  if (workbook.version.present && workbook.version.value > kCurrentWorkbookVersion) return true;
  return false;
}

CheckedWorkbook checkWorkbookInMemory(const Workbook& workbook) {
  if (needsTextRoundTrip(workbook)) return checkWorkbookText(writeWorkbookText(workbook));
  ReadWorkbook read;
  read.workbook = workbook;
  return checkWorkbook(std::move(read));
}

}  // namespace fleetcost
