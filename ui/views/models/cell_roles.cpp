// The roles form rows and table cells share.
#include "ui/views/models/cell_roles.h"

#include <QFont>
#include <QStringList>

namespace fleetcost::ui {

std::optional<QVariant> sharedCellRole(int role, const std::function<bool()>& overridden,
                                       const std::function<std::vector<Choice>()>& choices,
                                       const std::function<QVariant()>& value) {
  switch (role) {
    case Qt::FontRole:
      if (overridden()) {
        QFont font;
        font.setItalic(true);
        return font;
      }
      return QVariant();
    case ChoicesRole:
    case ChoiceLabelsRole: {
      QStringList texts;
      for (const Choice& c : choices()) texts << (role == ChoicesRole ? c.value : c.label);
      return texts;
    }
    case Qt::DisplayRole: {
      // Choices show their label.
      const QVariant shown = value();
      for (const Choice& c : choices())
        if (c.value == shown.toString()) return QVariant(c.label);
      return shown;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace fleetcost::ui
