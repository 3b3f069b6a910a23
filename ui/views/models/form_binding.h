// The bridge between a form (one row per field) and one object of a scenario: the scenario's
// own settings, or its ownership policy.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/io/figure_override.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

class FormBinding {
 public:
  virtual ~FormBinding() = default;
  virtual int fieldCount() const = 0;
  virtual QString label(int field) const = 0;
  virtual QString help(int field) const = 0;
  virtual QString key(int field) const = 0;
  virtual bool editable(int field) const = 0;
  virtual QVariant data(const Scenario&, int field, int role) const = 0;
  virtual void setData(Scenario&, int field, const QVariant&) const = 0;
  virtual std::vector<Choice> choices(const Scenario&, int field) const = 0;
  virtual std::string objectPointer() const = 0;  // "" for the scenario, "/ownership"
  virtual bool resetToShipped(Scenario&, int field) const = 0;
  // The figure of a figure field (its source, date, evidence, note); null otherwise.
  virtual Figure* figure(Scenario&, int /*field*/, bool /*forWrite*/) const { return nullptr; }
};

template <class T>
class FormBindingFor : public FormBinding {
 public:
  // `access` returns the object; `forWrite` is true before an edit (e.g. to mark it present).
  using Access = std::function<T*(Scenario&, bool forWrite)>;

  FormBindingFor(Access access, std::string pointer, std::vector<Column<T>> fields)
      : access_(std::move(access)), pointer_(std::move(pointer)), fields_(std::move(fields)) {}

  int fieldCount() const override { return static_cast<int>(fields_.size()); }
  QString label(int field) const override { return fields_[field].header; }
  QString help(int field) const override { return fields_[field].help; }
  QString key(int field) const override { return fields_[field].key; }
  bool editable(int field) const override { return bool(fields_[field].setData); }
  QVariant data(const Scenario& s, int field, int role) const override {
    const T* object = access_(const_cast<Scenario&>(s), false);
    return object ? fields_[field].data(*object, role) : QVariant();
  }
  void setData(Scenario& s, int field, const QVariant& value) const override {
    if (T* object = access_(s, true); object && fields_[field].setData)
      fields_[field].setData(*object, value);
  }
  std::vector<Choice> choices(const Scenario& s, int field) const override {
    return fields_[field].choices ? fields_[field].choices(s) : std::vector<Choice>{};
  }
  std::string objectPointer() const override { return pointer_; }
  Figure* figure(Scenario& s, int field, bool forWrite) const override {
    T* object = access_(s, forWrite);
    return object && fields_[field].figure ? fields_[field].figure(*object) : nullptr;
  }
  bool resetToShipped(Scenario& s, int field) const override {
    T* object = access_(s, true);
    if (!object || !fields_[field].figure) return false;
    Figure* figure = fields_[field].figure(*object);
    if (!isOverridden(*figure)) return false;
    fleetcost::resetToShipped(*figure);
    return true;
  }

 private:
  Access access_;
  std::string pointer_;
  std::vector<Column<T>> fields_;
};

}  // namespace fleetcost::ui
