// The user's preferences, kept in QSettings: language (empty: follow the system), default
// reporting currency and region for new workbooks, and the colour theme. Applying them installs
// the translators (FleetCost's and Qt's own) and the palette.
#pragma once

#include <QString>
#include <QStringList>

#include "model/scenario/scenario.h"

class QApplication;

namespace fleetcost::ui {

enum class Theme { System, Light, Dark };

struct AppPreferences {
  QString language;                          // "", "en", "ja", "zh_HK", "zh_CN"
  QString currency = QStringLiteral("JPY");  // reporting currency of new workbooks
  QString region = QStringLiteral("tokyo");  // region of a new workbook's plans
  Theme theme = Theme::System;

  static AppPreferences load();
  void save() const;
};

// The shipped template (templateWorkbook()) in the preferred currency and region (Edit ›
// Preferences): what File › New and a new scenario start from.
Workbook newWorkbookTemplate();

// The languages FleetCost ships, as codes, and each one's name in its own language.
QStringList availableLanguages();
QString nativeLanguageName(const QString& code);

// The language to use for a preference: the preference itself, or the system's UI language
// mapped to a shipped one (ja → ja; zh-Hant, zh-HK, zh-TW, zh-MO → zh_HK; other zh → zh_CN;
// anything else → en).
QString resolvedLanguage(const QString& preference);
QString languageForUiLanguages(const QStringList& uiLanguages);

// Installs FleetCost's and Qt's translations for `language` (replacing earlier ones) and, when
// the language was chosen rather than followed, makes its locale the default for numbers and
// dates. Returns false when FleetCost's translation could not be loaded.
bool installTranslations(const QString& language, bool chosen);

// Light, dark or the platform's palette (Fusion style for light and dark, so they look the same
// everywhere).
void applyTheme(Theme theme);

// Both, from the saved preferences: call once after creating the application.
void applySavedPreferences();

}  // namespace fleetcost::ui
