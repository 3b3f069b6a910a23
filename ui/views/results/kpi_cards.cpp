// Filling the cards from a result.
#include "ui/views/results/kpi_cards.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QTextBoundaryFinder>
#include <QVBoxLayout>
#include <algorithm>

#include "model/results/key_figures.h"
#include "ui/core/format/evidence_text.h"
#include "ui/core/format/number_format.h"

namespace fleetcost::ui {

KpiCards::KpiCards(QWidget* parent) : QWidget(parent) {
  grid_ = new QWidget(this);
  auto* grid = new QGridLayout(grid_);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setSpacing(6);
  const QStringList titles{tr("Cheapest plan"), tr("Owning against renting"), tr("Break-even"),
                           tr("Cost per GPU-hour"), tr("CO2 emissions")};
  for (const QString& title : titles) cards_.push_back(makeCard(title));
  message_ = new QLabel(this);
  message_->setWordWrap(true);
  message_->setAlignment(Qt::AlignCenter);
  message_->setMinimumHeight(60);
  warnings_ = new QLabel(this);
  warnings_->setWordWrap(true);
  warnings_->setTextFormat(Qt::RichText);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(grid_);
  layout->addWidget(message_);
  layout->addWidget(warnings_);
  setResult(nullptr);
  arrange();
}

namespace {

// The widest piece of `text` that a line may not be broken inside (a word; in Chinese and
// Japanese a character or two), in the label's font.
int widestUnbreakable(const QLabel* label) {
  const QString text = label->text();
  const QFontMetrics metrics(label->font());
  QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
  int widest = 0;
  qsizetype from = 0;
  for (qsizetype at = finder.toNextBoundary(); at >= 0; at = finder.toNextBoundary()) {
    widest = std::max(widest, metrics.horizontalAdvance(text.mid(from, at - from).trimmed()));
    from = at;
  }
  return widest;
}

}  // namespace

int KpiCards::minimumCardWidth() const {
  int widest = 0;
  for (const Card& c : cards_)
    for (const QLabel* label : {c.title, c.value, c.detail})
      widest = std::max(widest, widestUnbreakable(label));
  // The card's margins (10 each side) and frame; never narrower than 22 average characters, so
  // that a detail runs to a few lines rather than a column of single words.
  return std::max(widest + 26, fontMetrics().averageCharWidth() * 22 + 26);
}

void KpiCards::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  arrange();
}

// Five in a row when they fit at their minimum width, else three (then two), else two, else one.
void KpiCards::arrange() {
  auto* grid = static_cast<QGridLayout*>(grid_->layout());
  const int spacing = grid->horizontalSpacing();
  const int card = minimumCardWidth();
  const int count = static_cast<int>(cards_.size());
  int columns = count;
  while (columns > 1 && columns * card + (columns - 1) * spacing > width()) --columns;
  if (columns == 4) columns = 3;  // rows of 3 and 2 rather than 4 and 1
  setMinimumWidth(card);
  if (columns == columns_) return;
  columns_ = columns;
  for (const Card& c : cards_) grid->removeWidget(c.title->parentWidget());
  for (int i = 0; i < count; ++i)
    grid->addWidget(cards_[i].title->parentWidget(), i / columns, i % columns);
  for (int c = 0; c < count; ++c) grid->setColumnStretch(c, c < columns ? 1 : 0);
}

KpiCards::Card KpiCards::makeCard(const QString& title) {
  auto* frame = new QFrame(this);
  frame->setFrameShape(QFrame::StyledPanel);
  frame->setAutoFillBackground(true);
  frame->setBackgroundRole(QPalette::Base);
  auto* layout = new QVBoxLayout(frame);
  layout->setContentsMargins(10, 5, 10, 5);
  layout->setSpacing(1);
  Card card{new QLabel(title, frame), new QLabel(frame), new QLabel(frame)};
  QFont small = card.title->font();
  small.setPointSizeF(small.pointSizeF() * 0.88);
  card.title->setFont(small);
  card.title->setForegroundRole(QPalette::PlaceholderText);
  card.title->setWordWrap(true);
  QFont big = card.value->font();
  big.setPointSizeF(big.pointSizeF() * 1.15);
  big.setBold(true);
  card.value->setFont(big);
  card.value->setWordWrap(true);
  card.detail->setFont(small);
  card.detail->setWordWrap(true);
  card.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(card.title);
  layout->addWidget(card.value);
  layout->addWidget(card.detail);
  layout->addStretch();
  return card;
}

void KpiCards::setCompact(bool compact) {
  if (compact == compact_) return;
  compact_ = compact;
  for (Card& c : cards_) c.detail->setVisible(!compact);
  arrange();
}

void KpiCards::setCard(Card& card, const QString& value, const QString& detail) {
  card.value->setText(value);
  card.detail->setText(detail);
  card.value->setToolTip(value + QLatin1Char('\n') + detail);
  arrange();
}

bool KpiCards::showsFigures() const {
  return !grid_->isHidden();
}

QStringList KpiCards::cardTexts() const {
  QStringList out;
  for (const Card& c : cards_) out << c.title->text() << c.value->text() << c.detail->text();
  return out;
}

QString KpiCards::warningsText() const {
  return warnings_->isHidden() ? QString() : warnings_->text();
}

void KpiCards::setResult(const ScenarioResult* r, const QString& messageWhenNone) {
  const bool shown = r && !r->plans.empty();
  grid_->setVisible(shown);
  message_->setVisible(!shown);
  warnings_->setVisible(shown && (!r->warnings.empty() || !r->stalePrices.figures.empty()));
  if (!shown) {
    message_->setText(messageWhenNone.isEmpty() ? tr("Add plans to compare renting and owning.")
                                                : messageWhenNone);
    return;
  }
  const QString currency = QString::fromStdString(r->currency);
  const KeyFigures k = keyFigures(*r);
  const PlanResult& cheapest = r->plans[k.cheapestPlan];
  const auto name = [&](int plan) { return QString::fromStdString(r->plans[plan].name); };

  setCard(cards_[0], name(k.cheapestPlan),
          tr("Present value %1").arg(formatMoneyShort(cheapest.pvCost, currency)));

  if (k.owningSavingPv) {
    const double saving = *k.owningSavingPv;
    const QString amount = formatMoneyShort(std::fabs(saving), currency);
    setCard(cards_[1],
            saving >= 0 ? tr("Owning saves %1").arg(amount) : tr("Renting saves %1").arg(amount),
            tr("Present value: %1 against %2").arg(name(k.bestOwning), name(k.bestRenting)));
  } else {
    setCard(cards_[1], tr("—"), tr("Add an owning and a renting plan to compare them."));
  }

  if (k.bestOwning >= 0 && k.bestRenting >= 0 && k.bestOwningOwnsServers) {
    QString detail = k.discountedBreakEvenMonth
                         ? tr("Discounted: after %n month(s)", "", *k.discountedBreakEvenMonth)
                         : tr("Discounted: never");
    if (k.irr) detail += tr("; IRR %1 % a year").arg(formatNumber(*k.irr * 100.0, 1));
    setCard(cards_[2],
            k.breakEvenMonth ? tr("After %n month(s)", "", *k.breakEvenMonth) : tr("Never"),
            // The pair is the "Owning against renting" card's: named there once.
            tr("Within %n month(s). %1", "", r->horizonMonths).arg(detail));
  } else if (k.bestOwning >= 0 && k.bestRenting >= 0) {
    setCard(cards_[2], tr("—"),
            tr("%1 owns no server: renting is cheaper at every cap.").arg(name(k.bestOwning)));
  } else {
    setCard(cards_[2], tr("—"), tr("Needs an owning and a renting plan."));
  }

  if (cheapest.costPerGpuHour) {
    double low = *cheapest.costPerGpuHour, high = low;
    for (const PlanResult& p : r->plans)
      if (p.costPerGpuHour) {
        low = std::min(low, *p.costPerGpuHour);
        high = std::max(high, *p.costPerGpuHour);
      }
    QString detail =
        tr("%1; plans range %2 to %3")
            .arg(name(k.cheapestPlan), formatMoney(low, currency), formatMoney(high, currency));
    // docs/MODEL.md §14: a plan whose training loses work to interruptions buys more GPU-hours
    // than it uses.
    if (cheapest.goodput && *cheapest.goodput < 1.0 && cheapest.costPerUsefulGpuHour)
      detail += tr("; per useful GPU-hour %1 (goodput %2 %)")
                    .arg(formatMoney(*cheapest.costPerUsefulGpuHour, currency),
                         formatNumber(*cheapest.goodput * 100.0, 1));
    setCard(cards_[3], formatMoney(*cheapest.costPerGpuHour, currency), detail);
  } else {
    setCard(cards_[3], tr("—"), tr("No demand in the horizon."));
  }

  setCard(cards_[4],
          tr("%1 t").arg(formatNumber(cheapest.co2Tonnes, cheapest.co2Tonnes >= 100 ? 0 : 1)),
          tr("%1, over %n month(s)", "", r->horizonMonths).arg(name(k.cheapestPlan)));

  QStringList lines;
  QStringList notes;
  if (!r->warnings.empty()) {
    for (const Warning& w : r->warnings)
      if (!w.note.empty() && !notes.contains(QString::fromStdString(w.note)))
        notes << QString::fromStdString(w.note);
    // One line here; the notes (long legal text) in the tooltip and the report's Warnings.
    // Restriction warnings name their region; the others are hosted API plans' (MODEL.md §12.1).
    const int restricted =
        static_cast<int>(std::count_if(r->warnings.begin(), r->warnings.end(),
                                       [](const Warning& w) { return !w.region.empty(); }));
    const int unserved = static_cast<int>(r->warnings.size()) - restricted;
    if (restricted > 0)
      lines << tr(
          "<b>⚠ %n warning(s):</b> plans own or rent GPUs restricted in their "
          "region (hover for the note).",
          "", restricted);
    if (unserved > 0)
      lines << tr(
          "<b>⚠ %n warning(s):</b> hosted API plans rent GPUs for workloads whose model "
          "no API offer of their region serves.",
          "", unserved);
  }
  // Stale prices on a line of their own, first: they weaken every figure above
  // (docs/file-format.md, "Evidence").
  QString text = lines.join(QLatin1Char(' '));
  if (!r->stalePrices.figures.empty())
    text = tr("<b>⚠ Stale prices:</b> %1").arg(staleWarningText(r->stalePrices).toHtmlEscaped()) +
           (text.isEmpty() ? QString() : QStringLiteral("<br/>") + text);
  warnings_->setText(text);
  warnings_->setToolTip(notes.join(QLatin1Char('\n')));
}

}  // namespace fleetcost::ui
