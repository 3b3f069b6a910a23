// Choosing the finder's charts and their key numbers.
#include "ui/render/report/finder_catalog.h"

#include <QCoreApplication>

#include "ui/core/format/number_format.h"
#include "ui/render/charts/finder_charts.h"

namespace fleetcost::ui {

namespace {
class FinderCatalog {
  Q_DECLARE_TR_FUNCTIONS(FinderCatalog)
};
}  // namespace

QStringList finderChartIds() {
  return {QStringLiteral("finder-pareto"), QStringLiteral("finder-pareto-p95")};
}

std::vector<CatalogChart> finderCharts(const std::shared_ptr<const FinderResult>& result,
                                       const QString& currency, const QLocale& locale) {
  std::vector<CatalogChart> charts;
  if (!result || result->ranked.empty()) return charts;
  const FinderCandidate& best = result->ranked.front();
  const QString key =
      FinderCatalog::tr("Best: %1, peak fiscal-year capex %2; plans on the front: %3")
          .arg(formatMoney(best.presentValue, currency, locale),
               formatMoney(best.peakYearCapex, currency, locale),
               formatNumber(double(result->pareto.size()), 0, locale));
  const auto build = [result, currency](ParetoAxis axis) {
    return [result, currency, axis](const ChartOptions& o) {
      ChartOptions options = o;
      options.currency = currency;
      return buildFinderParetoChart(*result, axis, options);
    };
  };
  charts.push_back({QStringLiteral("finder-pareto"),
                    FinderCatalog::tr("Plan finder: present value against peak capex"),
                    FinderCatalog::tr("No other plan is cheaper and needs less capex in its peak "
                                      "fiscal year than a plan on the front"),
                    key, build(ParetoAxis::PeakCapex)});
  if (!result->paretoP95.empty())
    charts.push_back(
        {QStringLiteral("finder-pareto-p95"),
         FinderCatalog::tr("Plan finder: present value against P95"),
         FinderCatalog::tr("No other plan is cheaper and has a lower P95 than a plan "
                           "on the front"),
         best.p95 ? FinderCatalog::tr("Best: P95 %1").arg(formatMoney(*best.p95, currency, locale))
                  : QString(),
         build(ParetoAxis::P95)});
  return charts;
}

}  // namespace fleetcost::ui
