// Columns of workloads (with their model and token split for hosted APIs) and plans.
#include <QVariantList>

#include "model/demand/weekly_profile.h"
#include "ui/core/format/field_labels.h"
#include "ui/core/format/strategy_labels.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

QString profileLabel(const Workload& w) {
  if (w.profileWeights) return Columns::tr("Custom");
  const std::string preset = w.profilePreset.value_or("flat");
  if (preset == "business_hours") return Columns::tr("Business hours");
  if (preset == "diurnal") return Columns::tr("Diurnal");
  if (preset == "flat") return Columns::tr("Flat");
  return QString::fromStdString(preset);
}

namespace {

Column<Workload> profileColumn() {
  Column<Workload> c;
  c.key = QStringLiteral("profile");
  c.header = Columns::tr("Weekly profile");
  c.help = Columns::tr("Load over the week; owned servers are sized for its peak hour");
  c.choices = fixedChoices({{QStringLiteral("flat"), Columns::tr("Flat")},
                            {QStringLiteral("business_hours"), Columns::tr("Business hours")},
                            {QStringLiteral("diurnal"), Columns::tr("Diurnal")},
                            {QStringLiteral("custom"), Columns::tr("Custom")}});
  c.data = [](const Workload& w, int role) -> QVariant {
    if (auto kept = keptText(w.extras, "profile")) {
      if (role == Qt::DisplayRole) return *kept;
      return {};
    }
    switch (role) {
      case Qt::DisplayRole:
        return w.profileWeights ? QStringLiteral("custom")
                                : QString::fromStdString(w.profilePreset.value_or("flat"));
      case Qt::EditRole:
        return w.profileWeights ? QStringLiteral("custom")
                                : QString::fromStdString(w.profilePreset.value_or("flat"));
      case ProfileRole: {
        if (w.profileWeights && w.profileWeights->size() != 168) return {};
        QVariantList weights;
        for (double v : workloadProfile(w.profilePreset, w.profileWeights)) weights << v;
        return weights;
      }
      default:
        return {};
    }
  };
  c.setData = [](Workload& w, const QVariant& value) {
    const std::string choice = value.toString().toStdString();
    w.extras.keys.erase("profile");
    if (choice == "custom") {
      if (!w.profileWeights) {
        const WeeklyProfile current = workloadProfile(w.profilePreset, std::nullopt);
        w.profileWeights = std::vector<double>(current.begin(), current.end());
      }
      w.profilePreset.reset();
      return;
    }
    w.profileWeights.reset();
    w.profilePreset = choice;
  };
  return c;
}

// The models of the scenario's API offers, and none.
std::vector<Choice> modelChoices(const Scenario& s) {
  std::vector<Choice> out{{QString(), Columns::tr("None")}};
  for (const ApiOffer& o : s.apiOffers) {
    if (!o.model) continue;
    const QString model = QString::fromStdString(*o.model);
    if (std::none_of(out.begin(), out.end(), [&](const Choice& c) { return c.value == model; }))
      out.push_back({model, model});
  }
  return out;
}

}  // namespace

std::unique_ptr<ListBinding> workloadsBinding() {
  using T = Workload;
  std::vector<Column<T>> columns{
      textColumn<T>("name", Columns::tr("Name")),
      textColumn<T>("kind", Columns::tr("Kind"),
                    fixedChoices({{QStringLiteral("training"), Columns::tr("Training")},
                                  {QStringLiteral("fine_tuning"), Columns::tr("Fine-tuning")},
                                  {QStringLiteral("inference"), Columns::tr("Inference")}})),
      textColumn<T>("gpu", Columns::tr("GPU"), idChoices(&Scenario::gpuModels)),
      figureColumn<T>(
          "gpu_hours_per_month", fieldLabel("gpu_hours_per_month"), NumberStyle::Plain,
          Columns::tr("Demand in GPU-hours per month (or give tokens per second instead)")),
      figureColumn<T>(
          "avg_tokens_per_second", fieldLabel("avg_tokens_per_second"), NumberStyle::Plain,
          Columns::tr("Average tokens per second to serve (with tokens per second per GPU)")),
      figureColumn<T>("tokens_per_second_per_gpu", fieldLabel("tokens_per_second_per_gpu")),
      textColumn<T>("model", Columns::tr("Model"), modelChoices,
                    Columns::tr("Hosted API plans serve an inference workload sized in tokens from "
                                "an API offer for this model")),
      figureColumn<T>("input_token_share", fieldLabel("input_token_share"), NumberStyle::Percent,
                      Columns::tr("Share of the workload's tokens that are input (prompt) tokens, "
                                  "priced at an API offer's input price")),
      figureColumn<T>("cached_input_share", fieldLabel("cached_input_share"), NumberStyle::Percent,
                      Columns::tr("Share of the input tokens an API bills at its cached-input "
                                  "price")),
      figureColumn<T>("annual_growth", fieldLabel("annual_growth"), NumberStyle::Percent),
      figureColumn<T>("start_month", fieldLabel("start_month"), NumberStyle::Whole,
                      Columns::tr("First month the workload runs (0 = the first month)")),
      figureColumn<T>("end_month", fieldLabel("end_month"), NumberStyle::Whole,
                      Columns::tr("Month it stops (empty: runs to the end of the horizon)")),
      profileColumn(),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.workloads; }, [](const Scenario&) { return "/workloads"; },
      std::move(columns),
      [](const Scenario& s) {
        T w;
        w.name = uniqueName(s.workloads, Columns::tr("New workload").toStdString());
        w.kind = "training";
        if (!s.gpuModels.empty()) w.gpu = s.gpuModels.front().id;
        w.gpuHoursPerMonth = Figure::of(8 * 730);
        w.profilePreset = "flat";
        return w;
      });
}

namespace {

Column<Plan> financingColumn() {
  Column<Plan> c;
  c.key = QStringLiteral("financing");
  c.header = Columns::tr("Financing");
  c.help = Columns::tr("Owning plans: buy with cash or lease the hardware");
  c.choices = fixedChoices({{QStringLiteral("cash"), Columns::tr("Cash")},
                            {QStringLiteral("lease"), Columns::tr("Lease")}});
  c.data = [](const Plan& p, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    return QString::fromStdString(p.financing.method.value_or("cash"));
  };
  c.setData = [](Plan& p, const QVariant& value) {
    p.financing.present = true;
    p.financing.method = value.toString().toStdString();
    if (p.financing.method == "lease" && !p.financing.termMonths.present)
      p.financing.termMonths = Figure::of(36);
  };
  return c;
}

Column<Plan> financingFigure(Figure Financing::*member, const char* key, const QString& header,
                             NumberStyle style) {
  Column<Plan> c;
  c.key = QStringLiteral("financing/") + QLatin1String(key);
  c.header = header;
  c.data = [member, style](const Plan& p, int role) -> QVariant {
    return figureCellData(p.financing.*member, style, role);
  };
  c.setData = [member, key = std::string(key), style](Plan& p, const QVariant& value) {
    p.financing.present = true;
    applyTypedNumber(p.financing.*member, Financing{}.*member, p.financing.extras, key,
                     value.toString(), style);
  };
  return c;
}

// The plan's strategy: its key in the file, its label (strategyLabel) in the cell.
std::vector<Choice> strategyChoices() {
  std::vector<Choice> choices;
  for (const Strategy s : kStrategies)
    choices.push_back({QString::fromLatin1(strategyKey(s)), strategyLabel(s)});
  return choices;
}

// "Any" and each provider of a list of offers, once.
template <class Offer>
std::vector<Choice> providersOf(const std::vector<Offer>& offers) {
  std::vector<Choice> out{{QString(), Columns::tr("Any (first offer)")}};
  for (const Offer& o : offers) {
    if (!o.provider) continue;
    const QString p = QString::fromStdString(*o.provider);
    if (std::none_of(out.begin(), out.end(), [&](const Choice& c) { return c.value == p; }))
      out.push_back({p, p});
  }
  return out;
}

std::vector<Choice> providerChoices(const Scenario& s) {
  return providersOf(s.rentalOffers);
}

std::vector<Choice> apiProviderChoices(const Scenario& s) {
  return providersOf(s.apiOffers);
}

}  // namespace

std::unique_ptr<ListBinding> plansBinding() {
  using T = Plan;
  std::vector<Column<T>> columns{
      textColumn<T>("name", Columns::tr("Name")),
      textColumn<T>("strategy", Columns::tr("Strategy"), fixedChoices(strategyChoices())),
      textColumn<T>("site", Columns::tr("Site"), idChoices(&Scenario::sites),
                    Columns::tr("Where owning plans colocate their servers")),
      textColumn<T>("rental_region", Columns::tr("Rental region"), idChoices(&Scenario::regions),
                    Columns::tr("Where renting plans rent, and owning plans rent the burst")),
      textColumn<T>("provider", Columns::tr("Provider"), providerChoices),
      textColumn<T>("api_provider", Columns::tr("API provider"), apiProviderChoices,
                    Columns::tr("Hosted API plans: buy tokens only from this provider's API "
                                "offers in the rental region")),
      financingColumn(),
      financingFigure(&Financing::annualRate, "annual_rate", fieldLabel("annual_rate"),
                      NumberStyle::Percent),
      financingFigure(&Financing::termMonths, "term_months", fieldLabel("term_months"),
                      NumberStyle::Whole),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.plans; }, [](const Scenario&) { return "/plans"; },
      std::move(columns),
      [](const Scenario& s) {
        T p;
        p.name = uniqueName(s.plans, Columns::tr("New plan").toStdString());
        p.strategy = "rent_on_demand";
        if (!s.regions.empty()) p.rentalRegion = s.regions.front().id;
        return p;
      });
}

}  // namespace fleetcost::ui
