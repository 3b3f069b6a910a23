// Translating a message's templates (innermost arguments first) and filling their placeholders.
#include "ui/core/format/problem_text.h"

#include <QCoreApplication>
#include <vector>

namespace fleetcost::ui {

QString messageText(const Message& message, const TemplateLookup& lookup) {
  if (!message.translatable()) return QString::fromStdString(message.text);
  QString text = lookup ? lookup(message.context, message.text.c_str()) : QString();
  if (text.isEmpty()) text = QString::fromStdString(message.text);
  if (message.args.empty()) return text;
  // The model's filling, so a translation fills exactly as the English does (one pass; an
  // argument's own "%1" is not replaced again).
  std::vector<std::string> args;
  args.reserve(message.args.size());
  for (const Message& arg : message.args) args.push_back(messageText(arg, lookup).toStdString());
  return QString::fromStdString(fillPlaceholders(text.toStdString(), args));
}

QString messageText(const Message& message) {
  return messageText(message, [](const char* context, const char* source) {
    return QCoreApplication::translate(context, source);
  });
}

QString problemText(const Problem& problem, const TemplateLookup& lookup) {
  if (problem.text.text.empty()) return QString::fromStdString(problem.message);
  return messageText(problem.text, lookup);
}

QString problemText(const Problem& problem) {
  if (problem.text.text.empty()) return QString::fromStdString(problem.message);
  return messageText(problem.text);
}

QString problemLineText(const Problem& problem) {
  return QString::fromStdString(problem.pointer) + QStringLiteral(": ") + problemText(problem);
}

}  // namespace fleetcost::ui
