// A column of an editable table over a list of workbook objects of type T: how its cells read,
// display and take edits, built from the model's field descriptors (field_specs.h) or by hand
// for composite values (a workload's profile, a plan's financing).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariant>
#include <functional>
#include <span>
#include <vector>

#include "model/scenario/field_specs.h"
#include "model/scenario/scenario.h"
#include "ui/views/models/cell_values.h"

namespace fleetcost::ui {

// Roles beyond Qt's: the delegates read them.
enum CellRole {
  ChoicesRole = Qt::UserRole + 1,  // QStringList of values, then ChoiceLabelsRole for labels
  ChoiceLabelsRole,
  ProblemRole,     // QString: the problems of the cell, one per line
  OverriddenRole,  // bool: a shipped figure the user changed
  ProfileRole,     // QVariant holding a QList<double> of 168 normalised weights
  KeyRole,         // QString: the JSON key of the column
  StaleRole,       // int: months a stale price lies before the prices' date (else invalid)
};

struct Choice {
  QString value;
  QString label;
};

template <class T>
struct Column {
  QString key;     // JSON key (also the last part of the cell's pointer)
  QString header;  // translated
  QString help;    // header tooltip
  std::function<QVariant(const T&, int role)> data;
  std::function<void(T&, const QVariant&)> setData;             // null: read-only
  std::function<std::vector<Choice>(const Scenario&)> choices;  // null: free entry
  std::function<Figure*(T&)> figure;  // figure columns: the figure, for "reset to shipped value"
};

// A figure cell's display, edit text, tooltip and alignment; nothing for other roles.
inline QVariant figureCellData(const Figure& f, NumberStyle style, int role) {
  switch (role) {
    case Qt::DisplayRole:
      return figureDisplay(f, style);
    case Qt::EditRole:
      return figureEditText(f, style);
    case Qt::ToolTipRole:
      return figureTooltip(f, style);
    case Qt::TextAlignmentRole:
      return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
      return {};
  }
}

// A field's short label and help in the reader's language (field_specs.h holds the English).
template <class T>
QString fieldSpecLabel(const FieldSpec<T>& spec) {
  return QCoreApplication::translate("FieldLabels", spec.label);
}
template <class T>
QString fieldSpecHelp(const FieldSpec<T>& spec) {
  return *spec.help ? QCoreApplication::translate("FieldHelp", spec.help) : QString();
}

inline NumberStyle numberStyleOf(NumberShape shape) {
  switch (shape) {
    case NumberShape::Percent:
      return NumberStyle::Percent;
    case NumberShape::Whole:
      return NumberStyle::Whole;
    case NumberShape::Plain:
      break;
  }
  return NumberStyle::Plain;
}

// The editor's choices for a text field of the descriptor (field_choices.cpp).
std::function<std::vector<Choice>(const Scenario&)> choicesOf(Choices source,
                                                              std::span<const WordChoice> words);

// The column of T's plain field `member`: key, header, help, number style, choices and
// defaults all from its descriptor (field_specs.cpp).
template <class T>
Column<T> fieldColumn(Figure T::*member) {
  const FieldSpec<T>& spec = specOf(member);
  const NumberStyle style = numberStyleOf(spec.shape);
  Column<T> c;
  c.key = QLatin1String(spec.key);
  c.header = fieldSpecLabel(spec);
  c.help = fieldSpecHelp(spec);
  c.data = [member, key = std::string(spec.key), style](const T& object, int role) -> QVariant {
    const Figure& f = object.*member;
    if (auto kept = keptText(object.extras, key)) {
      if (role == Qt::DisplayRole || role == Qt::EditRole) return *kept;
      return {};
    }
    if (role == OverriddenRole) return isOverridden(f);
    return figureCellData(f, style, role);
  };
  c.setData = [member, key = std::string(spec.key), style](T& object, const QVariant& value) {
    applyTypedNumber(object.*member, T{}.*member, object.extras, key, value.toString(), style);
  };
  c.figure = [member](T& object) { return &(object.*member); };
  return c;
}

// A text field; with choices in its descriptor, edited with a list (words, references). An
// absent value shows the word it means, if any ("allocated").
template <class T>
Column<T> fieldColumn(std::optional<std::string> T::*member) {
  const FieldSpec<T>& spec = specOf(member);
  Column<T> c;
  c.key = QLatin1String(spec.key);
  c.header = fieldSpecLabel(spec);
  c.help = fieldSpecHelp(spec);
  if (spec.choices != Choices::Free) c.choices = choicesOf(spec.choices, spec.words);
  c.data = [member, key = std::string(spec.key), absent = QString::fromLatin1(spec.absentWord)](
               const T& object, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    if (auto kept = keptText(object.extras, key)) return *kept;
    const auto& value = object.*member;
    return value ? QString::fromStdString(*value) : absent;
  };
  c.setData = [member, key = std::string(spec.key)](T& object, const QVariant& value) {
    applyTypedText(object.*member, object.extras, key, value.toString());
  };
  return c;
}

// A true/false field, as a check box; absent, it means the descriptor's absentFlag.
template <class T>
Column<T> fieldColumn(std::optional<bool> T::*member) {
  const FieldSpec<T>& spec = specOf(member);
  Column<T> c;
  c.key = QLatin1String(spec.key);
  c.header = fieldSpecLabel(spec);
  c.help = fieldSpecHelp(spec);
  c.data = [member, absent = spec.absentFlag](const T& object, int role) -> QVariant {
    if (role == Qt::CheckStateRole)
      return (object.*member).value_or(absent) ? Qt::Checked : Qt::Unchecked;
    return {};
  };
  c.setData = [member, key = std::string(spec.key)](T& object, const QVariant& value) {
    object.extras.keys.erase(key);
    object.*member = value.toInt() == Qt::Checked;
  };
  return c;
}

// Every plain field of T, in the table's order: the columns of a form over one object.
template <class T>
std::vector<Column<T>> allFieldColumns() {
  std::vector<Column<T>> out;
  for (const auto& spec : fieldSpecs<T>())
    std::visit([&](auto member) { out.push_back(fieldColumn(member)); }, spec.member);
  return out;
}

// Choices over the ids of a list of the scenario (GPU models, regions, sites), labelled by name.
template <class U>
std::function<std::vector<Choice>(const Scenario&)> idChoices(std::vector<U> Scenario::*list) {
  return [list](const Scenario& s) {
    std::vector<Choice> out;
    for (const U& item : s.*list) {
      if (!item.id) continue;
      const QString id = QString::fromStdString(*item.id);
      const QString name = item.name ? QString::fromStdString(*item.name) : id;
      out.push_back({id, name == id ? id : QStringLiteral("%1 (%2)").arg(name, id)});
    }
    return out;
  };
}

}  // namespace fleetcost::ui
