// The bridge between a table model and one list inside a scenario (its workloads, a site's
// cooling options, ...), type-erased so a single Qt model class serves every list.
#pragma once

#include <QString>
#include <QVariant>
#include <functional>
#include <string>
#include <vector>

#include "model/io/figure_override.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

class ListBinding {
 public:
  virtual ~ListBinding() = default;
  // Whether the list exists now (a site's cooling options need a site).
  virtual bool available(const Scenario&) const { return true; }
  virtual int rowCount(const Scenario&) const = 0;
  virtual int columnCount() const = 0;
  virtual QString header(int column) const = 0;
  virtual QString headerHelp(int column) const = 0;
  virtual QString columnKey(int column) const = 0;
  virtual bool editable(int column) const = 0;
  virtual QVariant data(const Scenario&, int row, int column, int role) const = 0;
  virtual void setData(Scenario&, int row, int column, const QVariant&) const = 0;
  virtual std::vector<Choice> choices(const Scenario&, int column) const = 0;
  // The list's pointer inside its scenario, e.g. "/sites/2/cooling_options".
  virtual std::string listPointer(const Scenario&) const = 0;
  // A row's last pointer token: its index, or a key for lists that are JSON objects.
  virtual std::string rowKey(const Scenario&, int row) const { return std::to_string(row); }
  virtual QString rowName(const Scenario&, int row) const = 0;
  virtual void insertRow(Scenario&, int row) const = 0;
  virtual void duplicateRow(Scenario&, int row) const = 0;
  virtual void removeRow(Scenario&, int row) const = 0;
  virtual void moveRow(Scenario&, int from, int to) const = 0;
  // Puts back the shipped figure a user's value replaced; false when there is none.
  virtual bool resetToShipped(Scenario&, int /*row*/, int /*column*/) const { return false; }
  // The figure of a figure column's cell (its source, date, evidence, note); null otherwise.
  virtual Figure* figure(Scenario&, int /*row*/, int /*column*/) const { return nullptr; }
};

template <class T>
class ListBindingFor : public ListBinding {
 public:
  using Access = std::function<std::vector<T>*(Scenario&)>;
  using Pointer = std::function<std::string(const Scenario&)>;
  using Make = std::function<T(const Scenario&)>;

  ListBindingFor(Access access, Pointer pointer, std::vector<Column<T>> columns, Make make)
      : access_(std::move(access)),
        pointer_(std::move(pointer)),
        columns_(std::move(columns)),
        make_(std::move(make)) {}

  bool available(const Scenario& s) const override { return list(s) != nullptr; }
  int rowCount(const Scenario& s) const override {
    const auto* items = list(s);
    return items ? static_cast<int>(items->size()) : 0;
  }
  int columnCount() const override { return static_cast<int>(columns_.size()); }
  QString header(int column) const override { return columns_[column].header; }
  QString headerHelp(int column) const override { return columns_[column].help; }
  QString columnKey(int column) const override { return columns_[column].key; }
  bool editable(int column) const override { return bool(columns_[column].setData); }
  QVariant data(const Scenario& s, int row, int column, int role) const override {
    const auto* items = list(s);
    if (!items || row < 0 || row >= static_cast<int>(items->size())) return {};
    const T& item = (*items)[row];
    if (item.extras.notAnObject) {
      if (column == 0 && (role == Qt::DisplayRole || role == Qt::ToolTipRole))
        return QString::fromStdString(*item.extras.notAnObject);
      return {};
    }
    return columns_[column].data(item, role);
  }
  void setData(Scenario& s, int row, int column, const QVariant& value) const override {
    auto* items = access_(s);
    if (!items || row < 0 || row >= static_cast<int>(items->size())) return;
    if (columns_[column].setData) columns_[column].setData((*items)[row], value);
  }
  std::vector<Choice> choices(const Scenario& s, int column) const override {
    return columns_[column].choices ? columns_[column].choices(s) : std::vector<Choice>{};
  }
  std::string listPointer(const Scenario& s) const override { return pointer_(s); }
  QString rowName(const Scenario& s, int row) const override {
    const QVariant name = data(s, row, 0, Qt::DisplayRole);
    return name.toString().isEmpty()
               ? QCoreApplication::translate("ListBinding", "row %1").arg(row + 1)
               : name.toString();
  }
  void insertRow(Scenario& s, int row) const override {
    auto* items = access_(s);
    if (!items) return;
    items->insert(items->begin() + std::clamp(row, 0, static_cast<int>(items->size())), make_(s));
  }
  void duplicateRow(Scenario& s, int row) const override {
    auto* items = access_(s);
    if (!items || row < 0 || row >= static_cast<int>(items->size())) return;
    T copy = (*items)[row];
    T fresh = make_(s);  // a unique id and name
    if constexpr (requires { copy.id; }) copy.id = fresh.id;
    if constexpr (requires { copy.name; }) {
      if (copy.name)
        copy.name =
            *copy.name + QCoreApplication::translate("ListBinding", " (copy)").toStdString();
    }
    items->insert(items->begin() + row + 1, std::move(copy));
  }
  void removeRow(Scenario& s, int row) const override {
    auto* items = access_(s);
    if (items && row >= 0 && row < static_cast<int>(items->size()))
      items->erase(items->begin() + row);
  }
  bool resetToShipped(Scenario& s, int row, int column) const override {
    auto* items = access_(s);
    if (!items || row < 0 || row >= static_cast<int>(items->size()) || !columns_[column].figure)
      return false;
    Figure* figure = columns_[column].figure((*items)[row]);
    if (!isOverridden(*figure)) return false;
    fleetcost::resetToShipped(*figure);
    return true;
  }
  Figure* figure(Scenario& s, int row, int column) const override {
    auto* items = access_(s);
    if (!items || row < 0 || row >= static_cast<int>(items->size()) || !columns_[column].figure ||
        (*items)[row].extras.notAnObject)
      return nullptr;
    return columns_[column].figure((*items)[row]);
  }
  void moveRow(Scenario& s, int from, int to) const override {
    auto* items = access_(s);
    if (!items) return;
    const int n = static_cast<int>(items->size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to) return;
    T moving = std::move((*items)[from]);
    items->erase(items->begin() + from);
    items->insert(items->begin() + to, std::move(moving));
  }

 private:
  const std::vector<T>* list(const Scenario& s) const {
    return access_(const_cast<Scenario&>(s));  // the accessor only locates the list
  }
  Access access_;
  Pointer pointer_;
  std::vector<Column<T>> columns_;
  Make make_;
};

// A unique id ("gpu_1", "gpu_2", ...) for a new element of a list with ids.
template <class U>
std::string uniqueId(const std::vector<U>& items, const std::string& stem) {
  for (int n = 1;; ++n) {
    const std::string id = stem + "_" + std::to_string(n);
    bool used = false;
    for (const U& item : items) used = used || item.id == id;
    if (!used) return id;
  }
}

// A unique name ("New workload", "New workload 2", ...).
template <class U>
std::string uniqueName(const std::vector<U>& items, const std::string& stem) {
  for (int n = 1;; ++n) {
    const std::string name = n == 1 ? stem : stem + " " + std::to_string(n);
    bool used = false;
    for (const U& item : items) used = used || item.name == name;
    if (!used) return name;
  }
}

}  // namespace fleetcost::ui
