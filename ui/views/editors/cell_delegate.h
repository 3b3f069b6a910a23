// Draws and edits the cells of the editors: lists for choices (strategies, GPU models,
// regions...), plain text entry for numbers (parsed in the user's locale), the weekly profile as
// a heat strip, and a red corner on cells with a problem.
#pragma once

#include <QStyledItemDelegate>

namespace fleetcost::ui {

class CellDelegate : public QStyledItemDelegate {
  Q_OBJECT

 public:
  using QStyledItemDelegate::QStyledItemDelegate;

  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                        const QModelIndex& index) const override;
  void setEditorData(QWidget* editor, const QModelIndex& index) const override;
  void setModelData(QWidget* editor, QAbstractItemModel* model,
                    const QModelIndex& index) const override;
  void paint(QPainter* painter, const QStyleOptionViewItem& option,
             const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

}  // namespace fleetcost::ui
