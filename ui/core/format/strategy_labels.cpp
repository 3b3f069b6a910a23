// Strategy names for people, translated.
#include "ui/core/format/strategy_labels.h"

#include <QCoreApplication>

namespace fleetcost::ui {

QString strategyLabel(Strategy strategy) {
  switch (strategy) {
    case Strategy::RentOnDemand:
      return QCoreApplication::translate("Strategy", "Rent on demand");
    case Strategy::RentReserved:
      return QCoreApplication::translate("Strategy", "Rent reserved");
    case Strategy::Colocate:
      return QCoreApplication::translate("Strategy", "Colocate");
    case Strategy::Hybrid:
      return QCoreApplication::translate("Strategy", "Hybrid");
    case Strategy::Api:
      return QCoreApplication::translate("Strategy", "Hosted API");
    case Strategy::Portfolio:
      return QCoreApplication::translate("Strategy", "Portfolio");
  }
  return {};
}

}  // namespace fleetcost::ui
