// The list editor: a table, its toolbar and its shortcuts.
#include "ui/views/editors/list_editor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QShortcut>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <numeric>

#include "ui/core/session/session.h"
#include "ui/views/editors/cell_delegate.h"
#include "ui/views/editors/shipped_value_menu.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

ListEditor::ListEditor(Session* session, std::unique_ptr<ListBinding> binding, const QString& title,
                       const QString& itemNoun, QWidget* parent)
    : QWidget(parent), session_(session) {
  model_ = new ListTableModel(session->document(), std::move(binding), itemNoun, this);
  view_ = new QTableView(this);
  view_->setModel(model_);
  view_->setItemDelegate(new CellDelegate(view_));
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed);
  view_->setAlternatingRowColors(true);
  view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 10);
  view_->setWordWrap(false);

  heading_ = new QLabel(this);
  setTitle(title);
  hint_ = new QLabel(this);
  hint_->setWordWrap(true);
  hint_->setVisible(false);
  const auto button = [this](const QString& text, const QString& tip) {
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
  };
  add_ = button(tr("Add"), tr("Add a %1 (Insert)").arg(itemNoun));
  duplicate_ = button(tr("Duplicate"), tr("Duplicate the selected %1").arg(itemNoun));
  remove_ = button(tr("Delete"), tr("Delete the selected %1 (Delete)").arg(itemNoun));
  up_ = button(tr("Up"), tr("Move up"));
  down_ = button(tr("Down"), tr("Move down"));

  bar_ = new QHBoxLayout;
  bar_->addWidget(heading_);
  bar_->addStretch();
  for (QToolButton* b : {add_, duplicate_, remove_, up_, down_}) bar_->addWidget(b);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(bar_);
  layout->addWidget(hint_);
  layout->addWidget(view_, 1);

  connect(add_, &QToolButton::clicked, this, [this] {
    const int row = model_->addRow(currentRow() < 0 ? model_->rowCount() : currentRow() + 1);
    selectRow(row);
  });
  connect(duplicate_, &QToolButton::clicked, this,
          [this] { selectRow(model_->duplicateRow(currentRow())); });
  connect(remove_, &QToolButton::clicked, this, [this] {
    const int row = currentRow();
    model_->removeRow(row);
    selectRow(std::min(row, model_->rowCount() - 1));
  });
  connect(up_, &QToolButton::clicked, this,
          [this] { selectRow(model_->moveRow(currentRow(), currentRow() - 1)); });
  connect(down_, &QToolButton::clicked, this,
          [this] { selectRow(model_->moveRow(currentRow(), currentRow() + 1)); });
  auto* insert =
      new QShortcut(QKeySequence(Qt::Key_Insert), view_, nullptr, nullptr, Qt::WidgetShortcut);
  connect(insert, &QShortcut::activated, add_, &QToolButton::click);
  auto* del = new QShortcut(QKeySequence::Delete, view_, nullptr, nullptr, Qt::WidgetShortcut);
  connect(del, &QShortcut::activated, remove_, &QToolButton::click);

  connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
          [this](const QModelIndex& current) {
            updateActions();
            emit currentRowChanged(current.isValid() ? current.row() : -1);
          });
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    if (currentRow() < 0 && model_->rowCount() > 0) selectRow(0);  // something to work on
    updateActions();
    emit currentRowChanged(currentRow());
  });
  addShippedValueMenu(
      view_, session_, [this](const QModelIndex& index) { model_->resetToShipped(index); },
      [this](const QModelIndex& index) { return model_->figureAt(index); },
      [this](const QModelIndex& index, const Figure& evidence) {
        model_->setFigureEvidence(index, evidence);
      });
  connect(session_, &Session::currentScenarioChanged, this, [this](int index) {
    model_->setScenarioIndex(index);
    model_->setProblems(session_->currentProblems(), session_->currentStalePrices());
    fitColumns();
    updateActions();
  });
  connect(session_->document(), &WorkbookDocument::scenariosReset, this, [this] { fitColumns(); });
  connect(session_, &Session::snapshotChanged, this, [this] {
    model_->setProblems(session_->currentProblems(), session_->currentStalePrices());
  });
  connect(session_->document(), &WorkbookDocument::modificationChanged, this,
          [this] { updateActions(); });
  model_->setScenarioIndex(session_->currentScenario());
  fitColumns();
  if (model_->rowCount() > 0) selectRow(0);
  updateActions();
}

void ListEditor::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (!fitted_)  // once the layout has given the viewport its real width
    QTimer::singleShot(0, this, [this] {
      if (!fitted_) fitColumns();
    });
}

void ListEditor::fitColumns() {
  // Hidden (another tab), the viewport's width is not known: fitted when next shown.
  const int available = view_->viewport()->width();
  if (!isVisible() || available <= 0) {
    fitted_ = false;
    return;
  }
  fitted_ = true;
  view_->resizeColumnsToContents();
  QHeaderView* header = view_->horizontalHeader();
  const int columns = model_->columnCount();
  const int character = view_->fontMetrics().averageCharWidth();
  std::vector<char> number(static_cast<std::size_t>(columns), 0);
  int firstNumber = -1;
  for (int c = 0; c < columns; ++c) {
    const QVariant align =
        model_->rowCount() > 0 ? model_->index(0, c).data(Qt::TextAlignmentRole) : QVariant();
    number[c] = align.isValid() && (align.toInt() & Qt::AlignRight);
    // The first value column that holds a value (an empty lease rate is not worth the names).
    bool stated = false;
    for (int row = 0; number[c] && !stated && row < model_->rowCount(); ++row)
      stated = !model_->index(row, c).data(Qt::DisplayRole).toString().isEmpty();
    if (stated && firstNumber < 0) firstNumber = c;
    // Paragraphs (a restriction note) are not worth a whole screen: text columns start at most
    // 32 characters wide; the rest shows on hover.
    if (!number[c] && header->sectionSize(c) > 32 * character)
      header->resizeSection(c, std::max(32 * character, header->sectionSizeHint(c)));
  }
  // Text columns among columns [0, end) give way, in proportion to what each can give down to
  // its header or `floor`, until those columns take at most `width`.
  const auto narrow = [&](int end, int width, int floor) {
    int total = 0, spare = 0;
    std::vector<int> room(static_cast<std::size_t>(columns), 0);
    for (int c = 0; c < end; ++c) {
      total += header->sectionSize(c);
      if (!number[c])
        spare += room[c] =
            std::max(0, header->sectionSize(c) - std::max(header->sectionSizeHint(c), floor));
    }
    if (total <= width || spare <= 0) return false;
    const double share = std::min(1.0, double(total - width) / spare);
    for (int c = 0; c < end; ++c)
      if (room[c] > 0)
        header->resizeSection(
            c, header->sectionSize(c) - static_cast<int>(std::ceil(room[c] * share)));
    return true;
  };
  // The whole table into the view, text keeping about 16 characters; then, if the first value
  // column is still out of sight, the text before it down to about 7 characters.
  bool narrowed = narrow(columns, available, 16 * character);
  if (firstNumber >= 0) narrowed = narrow(firstNumber + 1, available, 7 * character) || narrowed;
  if (!narrowed) return;
  // Narrowed texts wrap onto a second line (at words) instead of being cut.
  view_->setWordWrap(true);
  view_->verticalHeader()->setDefaultSectionSize(2 * view_->fontMetrics().lineSpacing() + 8);
}

int ListEditor::currentRow() const {
  const QModelIndex current = view_->currentIndex();
  return current.isValid() ? current.row() : -1;
}

void ListEditor::selectRow(int row) {
  if (row < 0 || row >= model_->rowCount()) return;
  view_->setCurrentIndex(model_->index(row, 0));
  view_->selectRow(row);
}

void ListEditor::setHint(const QString& text) {
  hint_->setText(text);
  hint_->setVisible(!text.isEmpty());
}

void ListEditor::setTitle(const QString& title) {
  heading_->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
}

QToolButton* ListEditor::addButton(const QString& text, const QString& tip) {
  auto* b = new QToolButton(this);
  b->setText(text);
  b->setToolTip(tip);
  b->setAutoRaise(true);
  bar_->insertWidget(bar_->indexOf(add_), b);
  return b;
}

void ListEditor::updateActions() {
  const bool writable = !session_->document()->isReadOnly() && model_->available();
  const int row = currentRow();
  add_->setEnabled(writable);
  duplicate_->setEnabled(writable && row >= 0);
  remove_->setEnabled(writable && row >= 0);
  up_->setEnabled(writable && row > 0);
  down_->setEnabled(writable && row >= 0 && row + 1 < model_->rowCount());
}

int ListEditor::rowShowing(const std::string& pointer) const {
  for (int row = 0; row < model_->rowCount(); ++row)
    if (pointerDepth(pointer, model_->rowPointer(row)) > 0) return row;
  return -1;
}

std::size_t ListEditor::shows(const std::string& pointer) const {
  const int row = rowShowing(pointer);
  return row >= 0 ? model_->rowPointer(row).size() : pointerDepth(pointer, model_->listPointer());
}

void ListEditor::reveal(const std::string& pointer) {
  if (const int row = rowShowing(pointer); row >= 0) {
    selectRow(row);
    // The cell of the field the pointer names next ("/sites/1/energy_per_kwh/low": the energy).
    const std::string rest =
        pointer.substr(std::min(pointer.size(), model_->rowPointer(row).size() + 1));
    const QString key = QString::fromStdString(rest.substr(0, rest.find('/')));
    for (int c = 0; c < model_->columnCount(); ++c)
      if (!key.isEmpty() && model_->binding().columnKey(c) == key)
        view_->setCurrentIndex(model_->index(row, c));
  }
  view_->setFocus();
}

}  // namespace fleetcost::ui
