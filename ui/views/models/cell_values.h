// How a workbook field appears in a cell and how typed text becomes a value again: locale
// numbers, percentages, the figure's source in the tooltip, the overridden mark. Text that is
// not a number is kept verbatim (and reported as a problem), so nothing typed is lost.
#pragma once

#include <QLocale>
#include <QString>
#include <QVariant>
#include <optional>
#include <string>

#include "model/scenario/figure.h"
#include "model/scenario/unknown_keys.h"

namespace fleetcost::ui {

enum class NumberStyle { Plain, Percent, Whole };

// Display text of a figure ("186,880", "30 %"); empty when the field is not stated.
QString figureDisplay(const Figure& figure, NumberStyle style, const QLocale& locale = QLocale());
// Text to edit ("186880", "30").
QString figureEditText(const Figure& figure, NumberStyle style, const QLocale& locale = QLocale());
// Source, date, kind of evidence, range, note, and the shipped value an override replaced.
QString figureTooltip(const Figure& figure, NumberStyle style, const QLocale& locale = QLocale());
bool isOverridden(const Figure& figure);
// Puts `from`'s source, as_of, evidence and note on `to` (its value and range stay).
void copyEvidence(const Figure& from, Figure& to);

// Applies typed text to a figure field of an object: a number (locale or C format, "%" allowed
// for percentages) overrides the figure; empty text restores `defaultFigure` (not stated);
// anything else is kept verbatim in `extras` under `key` (a problem until corrected).
void applyTypedNumber(Figure& figure, const Figure& defaultFigure, Extras& extras,
                      const std::string& key, const QString& text, NumberStyle style,
                      const QLocale& locale = QLocale());

// Text fields: empty clears.
void applyTypedText(std::optional<std::string>& field, Extras& extras, const std::string& key,
                    const QString& text);

// The value kept verbatim for a key, as the user typed it (for display), if any.
std::optional<QString> keptText(const Extras& extras, const std::string& key);

QString today();

}  // namespace fleetcost::ui
