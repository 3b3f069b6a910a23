// Small pieces shared by the binding definitions.
#pragma once

#include <QCoreApplication>

#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui::bindings {

// The translation context of every column header and choice label.
class Columns {
  Q_DECLARE_TR_FUNCTIONS(Columns)
};

// Choices with fixed values and translated labels.
inline std::function<std::vector<Choice>(const Scenario&)> fixedChoices(
    std::vector<Choice> choices) {
  return [choices = std::move(choices)](const Scenario&) { return choices; };
}

inline std::function<std::vector<Choice>(const Scenario&)> currencies() {
  return [](const Scenario& s) { return currencyChoices(s); };
}

// A column of an object held inside each row (a region's tax rule, a plan's financing), keyed
// "prefix/key": `read` finds the inner object (null: not there, the cell is empty), `write`
// finds it for an edit (marking it and its holders present).
template <class Outer, class Inner>
Column<Outer> nestedColumn(Column<Inner> inner, const QString& prefix,
                           std::function<const Inner*(const Outer&)> read,
                           std::function<Inner&(Outer&)> write) {
  Column<Outer> c;
  c.key = prefix + QLatin1Char('/') + inner.key;
  c.header = inner.header;
  c.help = inner.help;
  c.choices = inner.choices;
  c.data = [read, data = std::move(inner.data)](const Outer& o, int role) -> QVariant {
    const Inner* object = read(o);
    return object ? data(*object, role) : QVariant();
  };
  if (inner.setData)
    c.setData = [write, set = std::move(inner.setData)](Outer& o, const QVariant& value) {
      set(write(o), value);
    };
  if (inner.figure)
    c.figure = [write, figure = std::move(inner.figure)](Outer& o) { return figure(write(o)); };
  return c;
}

}  // namespace fleetcost::ui::bindings
