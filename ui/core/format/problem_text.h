// A problem's or warning's message in the reader's language: each template of the message
// (model/scenario/message.h) translated, then its arguments filled; the pointer is not touched.
#pragma once

#include <QString>
#include <functional>

#include "model/scenario/problem.h"

namespace fleetcost::ui {

// Looks a template up: the translation, or an empty string for none (the English then shows).
using TemplateLookup = std::function<QString(const char* context, const char* source)>;

// `message` through QCoreApplication::translate (the installed translators).
QString messageText(const Message& message);
// The same with another lookup: the command line translates without a QCoreApplication.
QString messageText(const Message& message, const TemplateLookup& lookup);

// The problem's message; a problem without a template shows its English message.
QString problemText(const Problem& problem);
QString problemText(const Problem& problem, const TemplateLookup& lookup);

// "POINTER: message" with the message translated (formatProblem in the reader's language).
QString problemLineText(const Problem& problem);

}  // namespace fleetcost::ui
