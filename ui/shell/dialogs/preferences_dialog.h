// Edit › Preferences: language, default currency and region of new workbooks, colour theme.
#pragma once

#include <QDialog>

#include "ui/core/preferences/app_preferences.h"

class QComboBox;
class QLabel;

namespace fleetcost::ui {

class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(QWidget* parent = nullptr);

  AppPreferences preferences() const;
  QComboBox* languageBox() const { return language_; }
  QComboBox* themeBox() const { return theme_; }

  // Saves the preferences, applies the theme now, and the language now for what is opened next
  // (the main window keeps its texts until the next start; the dialog says so).
  void accept() override;

 private:
  QComboBox* language_;
  QComboBox* currency_;
  QComboBox* region_;
  QComboBox* theme_;
  QLabel* restartNote_;
  QString startLanguage_;
};

}  // namespace fleetcost::ui
