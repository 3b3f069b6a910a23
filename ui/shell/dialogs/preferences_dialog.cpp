// The preferences form.
#include "ui/shell/dialogs/preferences_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace fleetcost::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Preferences"));
  const AppPreferences current = AppPreferences::load();
  startLanguage_ = current.language;

  language_ = new QComboBox(this);
  language_->addItem(tr("System (%1)").arg(nativeLanguageName(resolvedLanguage(QString()))),
                     QString());
  for (const QString& code : availableLanguages())
    language_->addItem(nativeLanguageName(code), code);
  language_->setCurrentIndex(std::max(0, language_->findData(current.language)));

  currency_ = new QComboBox(this);
  currency_->addItem(tr("Japanese yen (JPY)"), QStringLiteral("JPY"));
  currency_->addItem(tr("Hong Kong dollar (HKD)"), QStringLiteral("HKD"));
  currency_->addItem(tr("US dollar (USD)"), QStringLiteral("USD"));
  currency_->setCurrentIndex(std::max(0, currency_->findData(current.currency)));

  region_ = new QComboBox(this);
  region_->addItem(tr("Tokyo"), QStringLiteral("tokyo"));
  region_->addItem(tr("Osaka"), QStringLiteral("osaka"));
  region_->addItem(tr("Hong Kong"), QStringLiteral("hong_kong"));
  region_->setCurrentIndex(std::max(0, region_->findData(current.region)));

  theme_ = new QComboBox(this);
  theme_->addItem(tr("System"), static_cast<int>(Theme::System));
  theme_->addItem(tr("Light"), static_cast<int>(Theme::Light));
  theme_->addItem(tr("Dark"), static_cast<int>(Theme::Dark));
  theme_->setCurrentIndex(std::max(0, theme_->findData(static_cast<int>(current.theme))));

  restartNote_ =
      new QLabel(tr("The new language applies to windows and reports opened from now on, "
                    "and to everything after FleetCost restarts."),
                 this);
  restartNote_->setWordWrap(true);
  restartNote_->setVisible(false);
  connect(language_, &QComboBox::currentIndexChanged, this, [this] {
    restartNote_->setVisible(language_->currentData().toString() != startLanguage_);
  });

  auto* form = new QFormLayout;
  form->addRow(tr("&Language:"), language_);
  form->addRow(tr("Reporting &currency of new workbooks:"), currency_);
  form->addRow(tr("&Region of new workbooks' plans:"), region_);
  form->addRow(tr("&Theme:"), theme_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(restartNote_);
  layout->addWidget(buttons);
}

AppPreferences PreferencesDialog::preferences() const {
  AppPreferences p;
  p.language = language_->currentData().toString();
  p.currency = currency_->currentData().toString();
  p.region = region_->currentData().toString();
  p.theme = static_cast<Theme>(theme_->currentData().toInt());
  return p;
}

void PreferencesDialog::accept() {
  const AppPreferences p = preferences();
  p.save();
  applyTheme(p.theme);
  if (p.language != startLanguage_)
    installTranslations(resolvedLanguage(p.language), !p.language.isEmpty());
  QDialog::accept();
}

}  // namespace fleetcost::ui
