// The GUI in Japanese and Chinese: every menu command, tab, button and column header of the main
// window comes out translated (no English left in the chrome), Qt's own dialog buttons too, and
// the language follows the system locale when none is chosen.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableView>

#include "model/scenario/field_specs.h"
#include "ui/core/format/strategy_labels.h"
#include "ui/core/format/unit_labels.h"
#include "ui/core/preferences/app_preferences.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui {
namespace {

// Text a translation must have changed: it has Latin letters and no CJK character. Codes and
// units that stay as they are (PDF, CSV, GPU, PUE, kW …) are allowed when nothing else is left.
bool looksEnglish(QString text) {
  text.remove(QLatin1Char('&'));
  static const QRegularExpression cjk(
      QStringLiteral("[\\x{3040}-\\x{30FF}\\x{3400}-\\x{9FFF}\\x{FF00}-\\x{FFEF}]"));
  if (cjk.match(text).hasMatch()) return false;
  static const QRegularExpression codes(QStringLiteral(
      "\\b(PDF|CSV|XLSX|PNG|SVG|GPU|GPUs|PUE|kW|kWh|IRR|NPV|P5|P50|P95|CO2|ID|USD|JPY|HKD|"
      "FleetCost|F5|Ctrl|Shift|Esc)\\b"));
  text.remove(codes);
  static const QRegularExpression letters(QStringLiteral("[A-Za-z]{2,}"));
  return letters.match(text).hasMatch();
}

QStringList chromeTexts(MainWindow& window) {
  QStringList texts;
  std::function<void(QMenu*)> walk = [&](QMenu* menu) {
    for (QAction* a : menu->actions()) {
      if (a->isSeparator()) continue;
      if (a->menu()) walk(a->menu());
      if (!a->text().isEmpty()) texts << a->text();
    }
  };
  for (QAction* a : window.menuBar()->actions()) {
    texts << a->text();
    if (a->menu()) walk(a->menu());
  }
  for (QTabWidget* tabs : window.findChildren<QTabWidget*>())
    for (int i = 0; i < tabs->count(); ++i) texts << tabs->tabText(i);
  for (QAbstractButton* b : window.findChildren<QAbstractButton*>())
    if (!b->text().isEmpty()) texts << b->text();
  for (QTableView* table : window.findChildren<QTableView*>()) {
    QAbstractItemModel* model = table->model();
    if (!model) continue;
    for (int c = 0; c < model->columnCount(); ++c)
      texts << model->headerData(c, Qt::Horizontal).toString();
  }
  return texts;
}

class Translated : public ::testing::TestWithParam<const char*> {
 protected:
  void TearDown() override { installTranslations(QStringLiteral("en"), false); }
};

TEST_P(Translated, MainWindowHasNoEnglishLeft) {
  ASSERT_TRUE(installTranslations(QString::fromLatin1(GetParam()), false));
  MainWindow window;
  QStringList english;
  const QStringList texts = chromeTexts(window);
  for (const QString& t : texts)
    if (looksEnglish(t) && !t.endsWith(QStringLiteral(".fleetcost")))
      english << t;  // recent files: data
  EXPECT_GT(texts.size(), 100);
  EXPECT_TRUE(english.isEmpty()) << GetParam() << ": "
                                 << english.join(QStringLiteral(" | ")).toStdString();
  // Qt's own buttons are translated too (qtbase_*.qm).
  QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  EXPECT_FALSE(looksEnglish(box.button(QDialogButtonBox::Cancel)->text()))
      << box.button(QDialogButtonBox::Cancel)->text().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, Translated, ::testing::Values("ja", "zh_HK", "zh_CN"));

// Every unit the model's fields state reads in the language (codes and symbols that stay as they
// are excepted), and a money figure's unit keeps its currency code.
template <class... T>
QStringList fieldUnits() {
  QStringList units;
  (
      [&] {
        for (const auto& spec : fieldSpecs<T>())
          if (*spec.unit) units << QString::fromUtf8(spec.unit);
      }(),
      ...);
  units.removeDuplicates();
  return units;
}

TEST_P(Translated, EveryUnitOfTheModelReadsInTheLanguage) {
  const QStringList units =
      fieldUnits<Workbook, Scenario, Ownership, Region, TaxRule, Depreciation, GpuModel,
                 ServerModel, Site, CoolingOption, RentalOffer, PricePath, PricePoint, ApiOffer,
                 Workload, Plan, Assignment, Financing>();
  EXPECT_GT(units.size(), 40);
  // In English every unit reads as the model states it.
  for (const QString& unit : units) EXPECT_EQ(unitText(unit.toStdString()), unit);
  EXPECT_EQ(unitText("JPY per GPU-hour"), QStringLiteral("JPY per GPU-hour"));
  EXPECT_EQ(unitText("USD "), QStringLiteral("USD"));
  ASSERT_TRUE(installTranslations(QString::fromLatin1(GetParam()), false));
  const QStringList symbols{"FTE", "GB", "Mbps", "PUE", "TB/s", "U", "W", "kW", "kg", "kg CO2/kWh"};
  for (const QString& unit : units) {
    if (symbols.contains(unit)) continue;
    EXPECT_NE(unitText(unit.toStdString()), unit) << GetParam() << ": " << unit.toStdString();
  }
  const QString perGpuHour = unitText("JPY per GPU-hour");
  EXPECT_TRUE(perGpuHour.startsWith(QStringLiteral("JPY"))) << perGpuHour.toStdString();
  EXPECT_FALSE(looksEnglish(perGpuHour)) << perGpuHour.toStdString();
  EXPECT_FALSE(looksEnglish(unitText("HKD per USD"))) << unitText("HKD per USD").toStdString();
}

// Every label, help text and word of the model's field descriptors (field_specs.cpp) reads in
// the language: the editors, the risk analyses and the spreadsheet all show them.
template <class... T>
QStringList fieldTexts(const char* context) {
  QStringList texts;
  (
      [&] {
        for (const auto& spec : fieldSpecs<T>()) {
          const char* text = std::string_view(context) == "FieldHelp" ? spec.help : spec.label;
          if (*text) texts << QCoreApplication::translate(context, text);
          if (std::string_view(context) == "FieldLabels")
            for (const WordChoice& w : spec.words)
              texts << QCoreApplication::translate(context, w.label);
        }
      }(),
      ...);
  texts.removeDuplicates();
  return texts;
}

TEST_P(Translated, EveryFieldLabelAndHelpOfTheModelReadsInTheLanguage) {
  const auto all = [](const char* context) {
    return fieldTexts<Workbook, Scenario, Ownership, Region, TaxRule, Depreciation, GpuModel,
                      ServerModel, Site, CoolingOption, RentalOffer, PricePath, PricePoint,
                      ApiOffer, Workload, Plan, Assignment, Financing>(context);
  };
  // In English each reads as written; every field has a label.
  EXPECT_GT(all("FieldLabels").size(), 90);
  EXPECT_GT(all("FieldHelp").size(), 25);
  const auto unlabelled = [](const auto& specs) {
    return std::count_if(specs.begin(), specs.end(), [](const auto& s) { return !*s.label; });
  };
  EXPECT_EQ(unlabelled(fieldSpecs<Site>()) + unlabelled(fieldSpecs<Workload>()) +
                unlabelled(fieldSpecs<RentalOffer>()) + unlabelled(fieldSpecs<Plan>()),
            0);
  ASSERT_TRUE(installTranslations(QString::fromLatin1(GetParam()), false));
  const QStringList symbols{"ID", "GPU", "PUE", "GPUs"};
  for (const char* context : {"FieldLabels", "FieldHelp"})
    for (const QString& text : all(context)) {
      if (symbols.contains(text)) continue;
      EXPECT_FALSE(looksEnglish(text)) << GetParam() << ": " << text.toStdString();
    }
}

TEST_F(Translated, OneSetOfStrategyLabels) {
  // English source texts, then the Japanese and Hong Kong ones (ui/translations/*.ts).
  EXPECT_EQ(strategyLabel(Strategy::RentOnDemand), QStringLiteral("Rent on demand"));
  EXPECT_EQ(strategyLabel(Strategy::RentReserved), QStringLiteral("Rent reserved"));
  EXPECT_EQ(strategyLabel(Strategy::Colocate), QStringLiteral("Colocate"));
  EXPECT_EQ(strategyLabel(Strategy::Hybrid), QStringLiteral("Hybrid"));
  ASSERT_TRUE(installTranslations(QStringLiteral("ja"), false));
  EXPECT_EQ(strategyLabel(Strategy::Colocate), QStringLiteral("コロケーション"));
  ASSERT_TRUE(installTranslations(QStringLiteral("zh_HK"), false));
  EXPECT_EQ(strategyLabel(Strategy::RentReserved), QStringLiteral("預留租用"));
  // The plan editor offers the same labels, keyed by the file's strategy keys.
  const auto plans = plansBinding();
  ASSERT_EQ(plans->columnKey(1), QStringLiteral("strategy"));
  const std::vector<Choice> choices = plans->choices(Scenario{}, 1);
  ASSERT_EQ(choices.size(), std::size(kStrategies));
  for (std::size_t i = 0; i < std::size(kStrategies); ++i) {
    EXPECT_EQ(choices[i].value, QString::fromLatin1(strategyKey(kStrategies[i])));
    EXPECT_EQ(choices[i].label, strategyLabel(kStrategies[i]));
  }
}

TEST(Language, FollowsTheSystemLocale) {
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("ja-JP")}), QStringLiteral("ja"));
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("zh-Hant-HK")}), QStringLiteral("zh_HK"));
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("zh-TW")}), QStringLiteral("zh_HK"));
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("zh-Hans-CN")}), QStringLiteral("zh_CN"));
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("zh")}), QStringLiteral("zh_CN"));
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("fr-FR"), QStringLiteral("ja")}),
            QStringLiteral("ja"));
  EXPECT_EQ(languageForUiLanguages({QStringLiteral("de-DE")}), QStringLiteral("en"));
  // A chosen language wins over the system's.
  EXPECT_EQ(resolvedLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
}

TEST(Language, EnglishPluralForms) {
  ASSERT_TRUE(installTranslations(QStringLiteral("en"), false));
  EXPECT_EQ(QCoreApplication::translate("Report", "%n month(s)", "", 1), QStringLiteral("1 month"));
  EXPECT_EQ(QCoreApplication::translate("Report", "%n month(s)", "", 20),
            QStringLiteral("20 months"));
}

}  // namespace
}  // namespace fleetcost::ui
