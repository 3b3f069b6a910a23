// Opening, saving (atomically, with QSaveFile) and editing a workbook.
#include "ui/core/document/workbook_document.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "ui/core/cmd/workbook_commands.h"
#include "ui/core/document/scenario_template.h"
#include "ui/core/format/problem_text.h"

namespace fleetcost::ui {

WorkbookDocument::WorkbookDocument(QObject* parent)
    : WorkbookDocument(templateWorkbook(), parent) {}

WorkbookDocument::WorkbookDocument(Workbook start, QObject* parent) : QObject(parent) {
  connect(&undo_, &QUndoStack::cleanChanged, this,
          [this](bool) { emit modificationChanged(isModified()); });
  newWorkbook(std::move(start));
}

WorkbookDocument::~WorkbookDocument() {
  // The undo stack's destructor announces a clean state; nothing may hear it from a document
  // that is going away (a main window being destroyed would be called back half destroyed).
  undo_.disconnect(this);
}

QString WorkbookDocument::displayName() const {
  return path_.isEmpty() ? tr("Untitled") : QFileInfo(path_).fileName();
}

void WorkbookDocument::resetTo(Workbook workbook, const QString& path) {
  workbook_ = std::move(workbook);
  path_ = path;
  forcedModified_ = false;
  undo_.clear();
  undo_.setClean();
  emit filePathChanged(path_);
  emit scenariosReset(0);
  emit modificationChanged(isModified());
  emit contentChanged();
}

void WorkbookDocument::newWorkbook(Workbook start) {
  readOnly_ = false;
  readOnlyReason_.clear();
  loadProblems_.clear();
  resetTo(std::move(start), QString());
}

bool WorkbookDocument::loadText(const QByteArray& text, QString* error) {
  ReadWorkbook read = readWorkbookText(std::string_view(text.constData(), text.size()));
  if (!read.workbook) {
    if (error) {
      QStringList lines;
      for (const Problem& p : read.problems)
        lines << (p.pointer.empty() ? problemText(p) : problemLineText(p));
      *error = lines.join(QLatin1Char('\n'));
    }
    return false;
  }
  readOnly_ = read.newerVersion;
  readOnlyReason_ = read.newerVersion
                        ? tr("This workbook was saved by a newer FleetCost and opens read-only: "
                             "%1")
                              .arg(problemText(read.problems.front()))
                        : QString();
  loadProblems_ = read.problems;
  workbook_ = std::move(*read.workbook);
  return true;
}

bool WorkbookDocument::openText(const QByteArray& text, const QString& pathForTitle,
                                QString* error) {
  if (!loadText(text, error)) return false;
  Workbook loaded = workbook_;
  resetTo(std::move(loaded), pathForTitle);
  return true;
}

bool WorkbookDocument::open(const QString& path, QString* error) {
  const ReadWorkbook probe = readWorkbookFile(path.toStdString());
  if (!probe.workbook) {  // a file that is not a workbook at all (missing, too large, not JSON)
    if (error) {
      QStringList lines;
      for (const Problem& p : probe.problems)
        lines << (p.pointer.empty() ? problemText(p) : problemLineText(p));
      *error = lines.join(QLatin1Char('\n'));
    }
    return false;
  }
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return false;
  }
  return openText(file.readAll(), QFileInfo(path).absoluteFilePath(), error);
}

bool WorkbookDocument::save(QString* error) {
  if (path_.isEmpty()) {
    if (error) *error = tr("The workbook has no file name yet.");
    return false;
  }
  return saveAs(path_, error);
}

bool WorkbookDocument::saveAs(const QString& path, QString* error) {
  if (readOnly_) {
    if (error) *error = readOnlyReason_;
    return false;
  }
  const std::string text = writeWorkbookText(workbook_);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) ||
      file.write(text.data(), static_cast<qint64>(text.size())) !=
          static_cast<qint64>(text.size()) ||
      !file.commit()) {
    if (error) *error = file.errorString();
    return false;
  }
  const QString absolute = QFileInfo(path).absoluteFilePath();
  const bool renamed = absolute != path_;
  path_ = absolute;
  forcedModified_ = false;
  loadProblems_.clear();
  undo_.setClean();
  if (renamed) emit filePathChanged(path_);
  emit modificationChanged(false);
  return true;
}

void WorkbookDocument::changeScenario(int index, Scenario changed, const QString& text) {
  if (readOnly_ || index < 0 || index >= scenarioCount()) return;
  if (changed == workbook_.scenarios[index]) return;
  undo_.push(new CmdScenarioChange(this, index, std::move(changed), text));
}

void WorkbookDocument::changeScenarios(std::vector<Scenario> scenarios, const QString& text,
                                       int selectAfter) {
  if (readOnly_) return;
  undo_.push(new CmdScenariosChange(this, std::move(scenarios), text, selectAfter));
}

void WorkbookDocument::changeWorkbookHead(Workbook changed, const QString& text) {
  if (readOnly_) return;
  changed.scenarios.clear();
  if (changed == workbookHead()) return;
  undo_.push(new CmdWorkbookHeadChange(this, std::move(changed), text));
}

Workbook WorkbookDocument::workbookHead() const {
  Workbook head = workbook_;
  head.scenarios.clear();
  return head;
}

void WorkbookDocument::replaceWorkbookHead(Workbook head) {
  head.scenarios = std::move(workbook_.scenarios);
  workbook_ = std::move(head);
  emit workbookHeadChanged();
  emit contentChanged();
}

void WorkbookDocument::replaceScenario(int index, Scenario scenario) {
  workbook_.scenarios.at(index) = std::move(scenario);
  emit scenarioChanged(index);
  emit contentChanged();
}

void WorkbookDocument::replaceScenarios(std::vector<Scenario> scenarios, int select) {
  workbook_.scenarios = std::move(scenarios);
  workbook_.scenariosPresent = true;
  emit scenariosReset(select);
  emit contentChanged();
}

void WorkbookDocument::markModified() {
  forcedModified_ = true;
  emit modificationChanged(true);
}

}  // namespace fleetcost::ui
