// Cell editing and painting.
#include "ui/views/editors/cell_delegate.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>

#include "ui/views/models/columns.h"
#include "ui/views/widgets/weekly_profile_strip.h"

namespace fleetcost::ui {

QWidget* CellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                    const QModelIndex& index) const {
  const QStringList values = index.data(ChoicesRole).toStringList();
  if (!values.isEmpty()) {
    auto* combo = new QComboBox(parent);
    const QStringList labels = index.data(ChoiceLabelsRole).toStringList();
    for (int i = 0; i < values.size(); ++i)
      combo->addItem(i < labels.size() ? labels[i] : values[i], values[i]);
    return combo;
  }
  return QStyledItemDelegate::createEditor(parent, option, index);
}

void CellDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
  if (auto* combo = qobject_cast<QComboBox*>(editor)) {
    const int at = combo->findData(index.data(Qt::EditRole).toString());
    combo->setCurrentIndex(at >= 0 ? at : 0);
    combo->showPopup();
    return;
  }
  if (auto* line = qobject_cast<QLineEdit*>(editor)) {
    line->setText(index.data(Qt::EditRole).toString());
    return;
  }
  QStyledItemDelegate::setEditorData(editor, index);
}

void CellDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                const QModelIndex& index) const {
  if (auto* combo = qobject_cast<QComboBox*>(editor)) {
    model->setData(index, combo->currentData(), Qt::EditRole);
    return;
  }
  if (auto* line = qobject_cast<QLineEdit*>(editor)) {
    if (line->text() != index.data(Qt::EditRole).toString())
      model->setData(index, line->text(), Qt::EditRole);
    return;
  }
  QStyledItemDelegate::setModelData(editor, model, index);
}

void CellDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                         const QModelIndex& index) const {
  const QVariant profile = index.data(ProfileRole);
  if (profile.isValid()) {
    QStyleOptionViewItem text = option;
    initStyleOption(&text, index);
    const QRect cell = option.rect.adjusted(2, 2, -2, -2);
    const int stripWidth = std::min(cell.width() / 2, 110);
    const QRect strip(cell.right() - stripWidth, cell.top(), stripWidth, cell.height());
    text.rect = option.rect.adjusted(0, 0, -stripWidth - 6, 0);
    QStyledItemDelegate::paint(painter, text, index);
    std::array<double, 168> weights{};
    const QVariantList list = profile.toList();
    for (int k = 0; k < 168 && k < list.size(); ++k) weights[k] = list[k].toDouble();
    WeeklyProfileStrip::paint(painter, strip, weights, option.palette);
  } else {
    QStyledItemDelegate::paint(painter, option, index);
  }
  if (!index.data(ProblemRole).toString().isEmpty()) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect r = option.rect;
    QPainterPath corner;
    corner.moveTo(r.topRight());
    corner.lineTo(r.topRight() + QPoint(-8, 0));
    corner.lineTo(r.topRight() + QPoint(0, 8));
    corner.closeSubpath();
    painter->fillPath(corner, QColor(200, 30, 30));
    painter->restore();
  }
}

QSize CellDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QSize size = QStyledItemDelegate::sizeHint(option, index);
  if (index.data(ProfileRole).isValid()) size.setWidth(size.width() + 120);
  return size;
}

}  // namespace fleetcost::ui
