// The exchange rates' table: (currency, units per US$) pairs of the scenario's fx_per_usd.
#include <algorithm>

#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::unique_ptr<ListBinding> exchangeRatesBinding() {
  using Rate = std::pair<std::string, Figure>;
  // Rates are (currency, figure) pairs, not objects: a small binding of their own.
  class Rates : public ListBinding {
   public:
    int rowCount(const Scenario& s) const override { return static_cast<int>(s.fxPerUsd.size()); }
    int columnCount() const override { return 2; }
    QString header(int c) const override {
      return c == 0 ? Columns::tr("Currency") : Columns::tr("Units per US$");
    }
    QString headerHelp(int c) const override {
      return c == 0 ? QString() : Columns::tr("Every amount is converted once, with these rates");
    }
    QString columnKey(int) const override { return QString(); }  // problems sit on the rate
    bool editable(int) const override { return true; }
    QVariant data(const Scenario& s, int row, int column, int role) const override {
      const Rate& r = s.fxPerUsd.at(row);
      if (column == 0)
        return role == Qt::DisplayRole || role == Qt::EditRole ? QString::fromStdString(r.first)
                                                               : QVariant();
      switch (role) {
        case Qt::DisplayRole:
          return figureDisplay(r.second, NumberStyle::Plain);
        case Qt::EditRole:
          return figureEditText(r.second, NumberStyle::Plain);
        case Qt::ToolTipRole:
          return figureTooltip(r.second, NumberStyle::Plain);
        case OverriddenRole:
          return isOverridden(r.second);
        case Qt::TextAlignmentRole:
          return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
          return {};
      }
    }
    void setData(Scenario& s, int row, int column, const QVariant& value) const override {
      Rate& r = s.fxPerUsd.at(row);
      s.fxPerUsdPresent = true;
      if (column == 0) {
        const QString code = value.toString().trimmed().toUpper();
        if (!code.isEmpty()) r.first = code.toStdString();
        return;
      }
      Extras typed;
      Figure rate = r.second;
      applyTypedNumber(rate, Figure::of(1.0), typed, r.first, value.toString(), NumberStyle::Plain);
      if (typed.keys.empty())
        r.second = rate;  // text that is not a number leaves the rate as it was
    }
    std::string rowKey(const Scenario& s, int row) const override {
      return s.fxPerUsd.at(row).first;
    }
    std::vector<Choice> choices(const Scenario&, int) const override { return {}; }
    std::string listPointer(const Scenario&) const override { return "/fx_per_usd"; }
    QString rowName(const Scenario& s, int row) const override {
      return QString::fromStdString(s.fxPerUsd.at(row).first);
    }
    void insertRow(Scenario& s, int row) const override {
      s.fxPerUsdPresent = true;
      std::string code = "EUR";
      for (int n = 1; std::any_of(s.fxPerUsd.begin(), s.fxPerUsd.end(),
                                  [&](const Rate& r) { return r.first == code; });
           ++n)
        code = "CUR" + std::to_string(n);
      s.fxPerUsd.insert(s.fxPerUsd.begin() + std::clamp(row, 0, rowCount(s)),
                        {code, Figure::of(1.0)});
    }
    void duplicateRow(Scenario& s, int row) const override { insertRow(s, row + 1); }
    void removeRow(Scenario& s, int row) const override {
      s.fxPerUsd.erase(s.fxPerUsd.begin() + row);
    }
    void moveRow(Scenario& s, int from, int to) const override {
      Rate moving = s.fxPerUsd.at(from);
      s.fxPerUsd.erase(s.fxPerUsd.begin() + from);
      s.fxPerUsd.insert(s.fxPerUsd.begin() + to, moving);
    }
  };
  return std::make_unique<Rates>();
}

}  // namespace fleetcost::ui
