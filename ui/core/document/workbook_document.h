// The open workbook: its content, file, undo stack and dirty state. Every edit is an undo
// command that replaces one scenario or the list of scenarios, so undo restores exactly what was
// there and every view refreshes from the document's signals.
#pragma once

#include <QObject>
#include <QString>
#include <QUndoStack>

#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"
#include "ui/core/cmd/scenario_store.h"

namespace fleetcost::ui {

class WorkbookDocument : public QObject, public ScenarioStore {
  Q_OBJECT

 public:
  // An untitled, unmodified workbook: `start`, or the shipped template (templateWorkbook()).
  explicit WorkbookDocument(QObject* parent = nullptr);
  WorkbookDocument(Workbook start, QObject* parent);
  ~WorkbookDocument() override;

  // File. A file with problems opens (nothing dropped); a newer version opens read-only.
  bool open(const QString& path, QString* error);
  bool openText(const QByteArray& text, const QString& pathForTitle, QString* error);
  bool save(QString* error);
  bool saveAs(const QString& path, QString* error);
  // Starts again from `start`, untitled (File › New gives the preferred template).
  void newWorkbook(Workbook start);

  QString filePath() const { return path_; }
  QString displayName() const;
  bool isModified() const { return !undo_.isClean() || forcedModified_; }
  bool isReadOnly() const { return readOnly_; }
  QString readOnlyReason() const { return readOnlyReason_; }
  // Problems of the file as it was read (JSON syntax, version), shown until the next save.
  const Problems& loadProblems() const { return loadProblems_; }

  // Content.
  const Workbook& workbook() const { return workbook_; }
  int scenarioCount() const { return static_cast<int>(workbook_.scenarios.size()); }
  const Scenario& scenario(int index) const { return workbook_.scenarios.at(index); }

  // Edits (undoable). `text` names the edit in the Edit menu ("Undo Change power tariff").
  void changeScenario(int index, Scenario changed, const QString& text);
  void changeScenarios(std::vector<Scenario> scenarios, const QString& text, int selectAfter);
  // The workbook's own fields from `changed` (its scenarios are ignored).
  void changeWorkbookHead(Workbook changed, const QString& text);
  QUndoStack* undoStack() { return &undo_; }

  // ScenarioStore, for undo commands only.
  const std::vector<Scenario>& scenarios() const override { return workbook_.scenarios; }
  void replaceScenario(int index, Scenario scenario) override;
  void replaceScenarios(std::vector<Scenario> scenarios, int select) override;
  Workbook workbookHead() const override;
  void replaceWorkbookHead(Workbook head) override;

  // Marks a restored recovery copy as unsaved work.
  void markModified();

 signals:
  void scenarioChanged(int index);
  void scenariosReset(int selectIndex);
  void workbookHeadChanged();  // prices_as_of, stale_after_months
  void modificationChanged(bool modified);
  void filePathChanged(const QString& path);
  void contentChanged();  // any change of content (for recalculation and autosave)

 private:
  bool loadText(const QByteArray& text, QString* error);
  void resetTo(Workbook workbook, const QString& path);

  Workbook workbook_;
  QString path_;
  QUndoStack undo_;
  bool readOnly_ = false;
  bool forcedModified_ = false;
  QString readOnlyReason_;
  Problems loadProblems_;
};

}  // namespace fleetcost::ui
