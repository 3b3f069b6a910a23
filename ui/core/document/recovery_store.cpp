// Recovery copies with a lock file per session: a copy whose lock is free belongs to a session
// that ended without saving (a crash or a kill).
#include "ui/core/document/recovery_store.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

#include "model/io/workbook_writer.h"
#include "ui/core/document/workbook_document.h"

namespace fleetcost::ui {

QString RecoveryStore::defaultFolder() {
  return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
         QStringLiteral("/recovery");
}

RecoveryStore::RecoveryStore(WorkbookDocument* document, QString folder, int delayMs)
    : QObject(document),
      document_(document),
      folder_(folder.isEmpty() ? defaultFolder() : std::move(folder)),
      session_(QUuid::createUuid().toString(QUuid::WithoutBraces)) {
  QDir().mkpath(folder_);
  lock_ =
      std::make_unique<QLockFile>(folder_ + QLatin1Char('/') + session_ + QStringLiteral(".lock"));
  lock_->setStaleLockTime(0);
  lock_->tryLock(0);
  timer_.setSingleShot(true);
  timer_.setInterval(delayMs);
  connect(&timer_, &QTimer::timeout, this, &RecoveryStore::writeNow);
  // contentChanged comes from inside an undo command, before the stack is marked unclean, so
  // the timer starts on any change and writeNow() checks whether there is unsaved work.
  connect(document_, &WorkbookDocument::contentChanged, this, [this] {
    pending_ = true;
    if (!timer_.isActive()) timer_.start();
  });
  connect(document_, &WorkbookDocument::modificationChanged, this, [this](bool modified) {
    if (!modified) discard();
  });
}

RecoveryStore::~RecoveryStore() {
  // A normal end: the user saved or chose to discard; nothing to recover.
  discard();
  if (lock_) lock_->unlock();
  QFile::remove(folder_ + QLatin1Char('/') + session_ + QStringLiteral(".lock"));
}

QString RecoveryStore::copyPath() const {
  return folder_ + QLatin1Char('/') + session_ + QStringLiteral(".fleetcost");
}

QString RecoveryStore::metaPath() const {
  return folder_ + QLatin1Char('/') + session_ + QStringLiteral(".json");
}

void RecoveryStore::writeNow() {
  if (!pending_ || !document_->isModified()) return;
  pending_ = false;
  // The description first, then the copy: a copy is offered only with its description, so a
  // kill between the two writes must leave a description without a copy (ignored), never a
  // copy without one (which would not be offered).
  QJsonObject meta;
  meta[QStringLiteral("original_path")] = document_->filePath();
  meta[QStringLiteral("saved_at")] = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
  QSaveFile metaFile(metaPath());
  if (!metaFile.open(QIODevice::WriteOnly)) return;
  metaFile.write(QJsonDocument(meta).toJson());
  if (!metaFile.commit()) return;
  const std::string text = writeWorkbookText(document_->workbook());
  QSaveFile copy(copyPath());
  if (!copy.open(QIODevice::WriteOnly)) return;
  copy.write(text.data(), static_cast<qint64>(text.size()));
  copy.commit();
}

void RecoveryStore::discard() {
  timer_.stop();
  pending_ = false;
  QFile::remove(copyPath());
  QFile::remove(metaPath());
}

QList<RecoveryCopy> RecoveryStore::abandonedCopies(const QString& folder) {
  const QDir dir(folder.isEmpty() ? defaultFolder() : folder);
  QList<RecoveryCopy> copies;
  for (const QString& meta : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
    const QString session = meta.chopped(5);
    QLockFile lock(dir.filePath(session + QStringLiteral(".lock")));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0)) continue;  // its session is still running
    lock.unlock();
    QFile file(dir.filePath(meta));
    if (!file.open(QIODevice::ReadOnly)) continue;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    const QString copy = dir.filePath(session + QStringLiteral(".fleetcost"));
    if (!QFile::exists(copy)) continue;
    copies.append({copy, object.value(QStringLiteral("original_path")).toString(),
                   QDateTime::fromString(object.value(QStringLiteral("saved_at")).toString(),
                                         Qt::ISODateWithMs)});
  }
  std::sort(copies.begin(), copies.end(),
            [](const RecoveryCopy& a, const RecoveryCopy& b) { return a.savedAt > b.savedAt; });
  return copies;
}

void RecoveryStore::remove(const RecoveryCopy& copy) {
  QFile::remove(copy.copyPath);
  QString base = copy.copyPath;
  base.chop(static_cast<int>(QStringLiteral(".fleetcost").size()));
  QFile::remove(base + QStringLiteral(".json"));
  QFile::remove(base + QStringLiteral(".lock"));
}

}  // namespace fleetcost::ui
