// The plan finder's words, translated (context "FinderText").
#include "ui/core/format/finder_labels.h"

#include <QCoreApplication>
#include <algorithm>

#include "ui/core/format/number_format.h"
#include "ui/core/format/strategy_labels.h"

namespace fleetcost::ui {

namespace {

class FinderText {
  Q_DECLARE_TR_FUNCTIONS(FinderText)
};

QString qs(const std::optional<std::string>& text) {
  return QString::fromStdString(text.value_or(""));
}

QString siteName(const Scenario& s, const std::string& id) {
  for (const Site& site : s.sites)
    if (site.id == id) return QString::fromStdString(site.name.value_or(id));
  return QString::fromStdString(id);
}

QString regionName(const Scenario& s, const std::string& id) {
  for (const Region& region : s.regions)
    if (region.id == id) return QString::fromStdString(region.name.value_or(id));
  return QString::fromStdString(id);
}

}  // namespace

QString supplyLabel(Strategy strategy, const Assignment& a, const Scenario& s) {
  QString where;
  if (a.site && !a.site->empty())
    where = siteName(s, *a.site);
  else if (a.rentalRegion && !a.rentalRegion->empty())
    where = regionName(s, *a.rentalRegion);
  QString label = strategyLabel(strategy);
  if (!where.isEmpty()) label = FinderText::tr("%1 — %2").arg(label, where);
  if (a.provider && !a.provider->empty()) label += QStringLiteral(" (%1)").arg(qs(a.provider));
  if (a.apiProvider && !a.apiProvider->empty())
    label += QStringLiteral(" (%1)").arg(qs(a.apiProvider));
  return label;
}

QString supplyLabel(const SupplyOption& option, const Scenario& s) {
  return supplyLabel(option.strategy, option.supply, s);
}

QString supplyLabel(const PortfolioSupply& p, const Scenario& s) {
  Assignment a;
  if (!p.site.empty()) a.site = p.site;
  if (!p.rentalRegion.empty()) a.rentalRegion = p.rentalRegion;
  if (!p.provider.empty()) a.provider = p.provider;
  if (!p.apiProvider.empty()) a.apiProvider = p.apiProvider;
  return supplyLabel(p.strategy, a, s);
}

QString candidateSupplies(const FinderResult& r, const FinderCandidate& c, const Scenario& s) {
  QStringList parts;
  for (std::size_t w = 0; w < c.option.size() && w < r.workloads.size(); ++w) {
    const int o = c.option[w];
    if (o < 0 || o >= static_cast<int>(r.options.size())) continue;
    parts << FinderText::tr("%1: %2").arg(QString::fromStdString(r.workloads[w]),
                                          supplyLabel(r.options[o], s));
  }
  return parts.join(FinderText::tr("; "));
}

QString shareLabel(double share, const QLocale& locale) {
  return FinderText::tr("%1 %").arg(formatNumber(share * 100.0, 1, locale));
}

QString limitLabel(const BindingLimit& l, const QString& currency, const QLocale& locale) {
  const QString site = QString::fromStdString(l.site);
  const QString when = QString::fromStdString(l.when);
  const QString used = formatNumber(l.used, 0, locale), of = formatNumber(l.limit, 0, locale);
  switch (l.kind) {
    case BindingLimit::Kind::Power:
      return FinderText::tr("%1 power envelope: %2 of %3 kW in %4").arg(site, used, of, when);
    case BindingLimit::Kind::Racks:
      return FinderText::tr("%1 racks: %2 of %3 racks in %4").arg(site, used, of, when);
    case BindingLimit::Kind::Budget:
      return FinderText::tr("Capex budget: %1 of %2 in %3")
          .arg(formatMoney(l.used, currency, locale), formatMoney(l.limit, currency, locale), when);
    case BindingLimit::Kind::RentedShare:
      return FinderText::tr("Rented share: %1 of at most %2")
          .arg(shareLabel(l.used, locale), shareLabel(l.limit, locale));
  }
  return {};
}

QString searchedLine(const FinderResult& r, const QLocale& locale) {
  return FinderText::tr(
             "Searched %1 assignments of workloads to supplies (workloads: %2, supplies: %3): "
             "%4 priced, %5 feasible, from %6 evaluations of supplies for sets of workloads.")
      .arg(formatNumber(r.spaceSize, 0, locale),
           formatNumber(double(r.workloads.size()), 0, locale),
           formatNumber(double(r.options.size()), 0, locale),
           formatNumber(double(r.assignments), 0, locale),
           formatNumber(double(r.feasible), 0, locale),
           formatNumber(double(r.partEvaluations), 0, locale));
}

QString exactnessLine(const FinderResult& r, const QLocale& locale) {
  if (const auto gap = r.gap(); gap && *gap > 0)
    return FinderText::tr("Best within %1 % of a proven lower bound (%2).")
        .arg(formatNumber(*gap * 100.0, 1, locale), formatNumber(*r.lowerBound, 0, locale));
  if (r.cancelled)
    return FinderText::tr("Stopped before the end: the best of the assignments priced so far.");
  if (r.branchAndBound) return FinderText::tr("Exact: the best is proven by branch and bound.");
  if (r.exact) return FinderText::tr("Exact: every assignment priced.");
  return FinderText::tr("Not proven: the best of the assignments priced.");
}

QString objectiveLabel(FinderObjective objective) {
  switch (objective) {
    case FinderObjective::PresentValue:
      return FinderText::tr("Present value");
    case FinderObjective::PresentValueAfterTax:
      return FinderText::tr("Present value after tax");
    case FinderObjective::P95:
      return FinderText::tr("P95 of present value");
  }
  return {};
}

}  // namespace fleetcost::ui
