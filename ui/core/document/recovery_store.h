// Recovery copies: while a workbook has unsaved changes, a copy is written every few seconds
// to the user's data folder; a copy left by a session that crashed is offered at the next start.
#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

namespace fleetcost::ui {

class WorkbookDocument;

struct RecoveryCopy {
  QString copyPath;      // the recovered workbook text
  QString originalPath;  // where it belongs ("" for an untitled workbook)
  QDateTime savedAt;
};

class RecoveryStore : public QObject {
  Q_OBJECT

 public:
  // `folder` defaults to <AppLocalDataLocation>/recovery.
  RecoveryStore(WorkbookDocument* document, QString folder = {}, int delayMs = 3000);
  ~RecoveryStore() override;

  // Writes the copy now if the document changed since the last copy.
  void writeNow();
  // Removes this session's copy (after a save, or when the user discards the changes).
  void discard();

  QString folder() const { return folder_; }

  // Copies left by sessions that are no longer running, newest first.
  static QList<RecoveryCopy> abandonedCopies(const QString& folder = {});
  static void remove(const RecoveryCopy& copy);
  static QString defaultFolder();

 private:
  QString copyPath() const;
  QString metaPath() const;

  WorkbookDocument* document_;
  QString folder_;
  QString session_;
  std::unique_ptr<QLockFile> lock_;
  QTimer timer_;
  bool pending_ = false;
};

}  // namespace fleetcost::ui
