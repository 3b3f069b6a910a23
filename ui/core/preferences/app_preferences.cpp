// Loading, saving and applying preferences.
#include "ui/core/preferences/app_preferences.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTranslator>
#include <memory>
#include <vector>

#include "ui/core/document/scenario_template.h"

namespace fleetcost::ui {

namespace {

const QString kLanguageKey = QStringLiteral("preferences/language");
const QString kCurrencyKey = QStringLiteral("preferences/currency");
const QString kRegionKey = QStringLiteral("preferences/region");
const QString kThemeKey = QStringLiteral("preferences/theme");

std::vector<std::unique_ptr<QTranslator>>& installed() {
  static std::vector<std::unique_ptr<QTranslator>> translators;
  return translators;
}

QString systemStyleName() {
  static const QString name = QApplication::style() ? QApplication::style()->name() : QString();
  return name;
}

}  // namespace

AppPreferences AppPreferences::load() {
  QSettings settings;
  AppPreferences p;
  p.language = settings.value(kLanguageKey).toString();
  if (!p.language.isEmpty() && !availableLanguages().contains(p.language)) p.language.clear();
  p.currency = settings.value(kCurrencyKey, p.currency).toString();
  p.region = settings.value(kRegionKey, p.region).toString();
  const QString theme = settings.value(kThemeKey).toString();
  p.theme = theme == QLatin1String("light")  ? Theme::Light
            : theme == QLatin1String("dark") ? Theme::Dark
                                             : Theme::System;
  return p;
}

void AppPreferences::save() const {
  QSettings settings;
  settings.setValue(kLanguageKey, language);
  settings.setValue(kCurrencyKey, currency);
  settings.setValue(kRegionKey, region);
  settings.setValue(kThemeKey, theme == Theme::Light  ? QStringLiteral("light")
                               : theme == Theme::Dark ? QStringLiteral("dark")
                                                      : QStringLiteral("system"));
}

Workbook newWorkbookTemplate() {
  const AppPreferences preferences = AppPreferences::load();
  return templateWorkbook(preferences.currency, preferences.region);
}

QStringList availableLanguages() {
  return {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_HK"),
          QStringLiteral("zh_CN")};
}

QString nativeLanguageName(const QString& code) {
  if (code == QLatin1String("ja")) return QStringLiteral("日本語");
  if (code == QLatin1String("zh_HK")) return QStringLiteral("繁體中文（香港）");
  if (code == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
  return QStringLiteral("English");
}

QString languageForUiLanguages(const QStringList& uiLanguages) {
  for (QString tag : uiLanguages) {
    tag.replace(QLatin1Char('_'), QLatin1Char('-'));
    const QString lower = tag.toLower();
    if (lower == QLatin1String("ja") || lower.startsWith(QLatin1String("ja-")))
      return QStringLiteral("ja");
    if (lower == QLatin1String("zh") || lower.startsWith(QLatin1String("zh-"))) {
      const bool traditional =
          lower.contains(QLatin1String("hant")) || lower.endsWith(QLatin1String("-hk")) ||
          lower.endsWith(QLatin1String("-tw")) || lower.endsWith(QLatin1String("-mo"));
      return traditional ? QStringLiteral("zh_HK") : QStringLiteral("zh_CN");
    }
    if (lower == QLatin1String("en") || lower.startsWith(QLatin1String("en-")))
      return QStringLiteral("en");
  }
  return QStringLiteral("en");
}

QString resolvedLanguage(const QString& preference) {
  if (availableLanguages().contains(preference)) return preference;
  return languageForUiLanguages(QLocale::system().uiLanguages());
}

bool installTranslations(const QString& language, bool chosen) {
  for (const auto& t : installed()) QCoreApplication::removeTranslator(t.get());
  installed().clear();
  const auto add = [](const QString& file, const QString& directory) {
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(file, directory)) return false;
    QCoreApplication::installTranslator(translator.get());
    installed().push_back(std::move(translator));
    return true;
  };
  // Qt's own dialogs and buttons (Traditional Chinese comes as zh_TW).
  const QString qtLanguage =
      language == QLatin1String("zh_HK") ? QStringLiteral("zh_TW") : language;
  if (language != QLatin1String("en"))
    add(QStringLiteral("qtbase_") + qtLanguage, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  // English has a translation too: its plural forms ("1 month", "2 months").
  const bool ours = add(QStringLiteral("fleetcost_") + language, QStringLiteral(":/i18n"));
  if (chosen) {
    const QLocale locale =
        language == QLatin1String("ja") ? QLocale(QLocale::Japanese, QLocale::Japan)
        : language == QLatin1String("zh_HK")
            ? QLocale(QLocale::Chinese, QLocale::TraditionalHanScript, QLocale::HongKong)
        : language == QLatin1String("zh_CN")
            ? QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China)
            : QLocale::system();
    QLocale::setDefault(language == QLatin1String("en") &&
                                QLocale::system().language() != QLocale::English
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : locale);
  }
  return ours;
}

void applyTheme(Theme theme) {
  const QString platformStyle = systemStyleName();
  if (theme == Theme::System) {
    if (!platformStyle.isEmpty()) QApplication::setStyle(platformStyle);
    QApplication::setPalette(QApplication::style()->standardPalette());
    return;
  }
  QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
  if (theme == Theme::Light) {
    QApplication::setPalette(QApplication::style()->standardPalette());
    return;
  }
  QPalette dark;
  const QColor window(45, 47, 51), base(30, 31, 34), text(230, 230, 230), disabled(128, 128, 128);
  dark.setColor(QPalette::Window, window);
  dark.setColor(QPalette::WindowText, text);
  dark.setColor(QPalette::Base, base);
  dark.setColor(QPalette::AlternateBase, window);
  dark.setColor(QPalette::ToolTipBase, base);
  dark.setColor(QPalette::ToolTipText, text);
  dark.setColor(QPalette::Text, text);
  dark.setColor(QPalette::Button, window);
  dark.setColor(QPalette::ButtonText, text);
  dark.setColor(QPalette::BrightText, QColor(255, 90, 90));
  dark.setColor(QPalette::Link, QColor(110, 170, 255));
  dark.setColor(QPalette::Highlight, QColor(60, 120, 200));
  dark.setColor(QPalette::HighlightedText, Qt::white);
  dark.setColor(QPalette::PlaceholderText, disabled);
  for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
    dark.setColor(QPalette::Disabled, role, disabled);
  QApplication::setPalette(dark);
}

void applySavedPreferences() {
  systemStyleName();  // remember the platform's style before a theme replaces it
  const AppPreferences p = AppPreferences::load();
  installTranslations(resolvedLanguage(p.language), !p.language.isEmpty());
  applyTheme(p.theme);
}

}  // namespace fleetcost::ui
