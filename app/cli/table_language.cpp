// Loading the program's translations for the command line's tables.
#include "app/cli/table_language.h"

#include <QLocale>
#include <QTranslator>

#include "app/cli/cli_language.h"
#include "ui/core/format/problem_text.h"
#include "ui/core/preferences/app_preferences.h"

namespace fleetcost::cli {

void installTableLanguage() {
  const QString language = ui::languageForUiLanguages(QLocale::system().uiLanguages());
  if (language == QLatin1String("en")) return;
  static QTranslator translator;  // lives as long as the program
  if (!translator.load(QStringLiteral("fleetcost_") + language, QStringLiteral(":/i18n"))) return;
  // Tables, problems, usage errors and help, looked up without a QCoreApplication.
  setMessageTranslator([](const Message& message) {
    return ui::messageText(message,
                           [](const char* context, const char* source) {
                             return translator.translate(context, source);
                           })
        .toStdString();
  });
}

}  // namespace fleetcost::cli
