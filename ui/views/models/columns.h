// A column of an editable table over a list of workbook objects of type T: how its cells read,
// display and take edits, built from the model's field tables (field_specs.h) or by hand for
// composite values (a workload's profile, a plan's financing).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariant>
#include <functional>
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

template <class T>
const FieldSpec<T>* findSpec(const char* key) {
  for (const auto& spec : fieldSpecs<T>())
    if (QLatin1String(spec.key) == QLatin1String(key)) return &spec;
  return nullptr;
}

// A figure field of T, shown in the user's locale.
template <class T>
Column<T> figureColumn(const char* key, const QString& header,
                       NumberStyle style = NumberStyle::Plain, const QString& help = {}) {
  const FieldSpec<T>* spec = findSpec<T>(key);
  Figure T::*member = std::get<Figure T::*>(spec->member);
  Column<T> c;
  c.key = QLatin1String(key);
  c.header = header;
  c.help = help;
  c.data = [member, key = std::string(key), style](const T& object, int role) -> QVariant {
    const Figure& f = object.*member;
    if (auto kept = keptText(object.extras, key)) {
      if (role == Qt::DisplayRole || role == Qt::EditRole) return *kept;
      return {};
    }
    if (role == OverriddenRole) return isOverridden(f);
    return figureCellData(f, style, role);
  };
  c.setData = [member, key = std::string(key), style](T& object, const QVariant& value) {
    applyTypedNumber(object.*member, T{}.*member, object.extras, key, value.toString(), style);
  };
  c.figure = [member](T& object) { return &(object.*member); };
  return c;
}

// A text field of T; with `choices`, edited with a list (enumerations, references).
template <class T>
Column<T> textColumn(const char* key, const QString& header,
                     std::function<std::vector<Choice>(const Scenario&)> choices = {},
                     const QString& help = {}) {
  const FieldSpec<T>* spec = findSpec<T>(key);
  std::optional<std::string> T::*member = std::get<std::optional<std::string> T::*>(spec->member);
  Column<T> c;
  c.key = QLatin1String(key);
  c.header = header;
  c.help = help;
  c.choices = choices;
  c.data = [member, key = std::string(key)](const T& object, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    if (auto kept = keptText(object.extras, key)) return *kept;
    const auto& value = object.*member;
    return value ? QString::fromStdString(*value) : QString();
  };
  c.setData = [member, key = std::string(key)](T& object, const QVariant& value) {
    applyTypedText(object.*member, object.extras, key, value.toString());
  };
  return c;
}

// A true/false field of T, as a check box.
template <class T>
Column<T> boolColumn(const char* key, const QString& header, bool defaultValue,
                     const QString& help = {}) {
  const FieldSpec<T>* spec = findSpec<T>(key);
  std::optional<bool> T::*member = std::get<std::optional<bool> T::*>(spec->member);
  Column<T> c;
  c.key = QLatin1String(key);
  c.header = header;
  c.help = help;
  c.data = [member, defaultValue](const T& object, int role) -> QVariant {
    if (role == Qt::CheckStateRole)
      return (object.*member).value_or(defaultValue) ? Qt::Checked : Qt::Unchecked;
    return {};
  };
  c.setData = [member, key = std::string(key)](T& object, const QVariant& value) {
    object.extras.keys.erase(key);
    object.*member = value.toInt() == Qt::Checked;
  };
  return c;
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
