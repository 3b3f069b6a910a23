// Writing an XLSX beside its target and renaming it over the target.
#include "ui/render/export/xlsx/xlsx_workbook_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>

#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

namespace {

QString temporaryTemplate(const QString& path) {
  const QFileInfo target(path);
  return target.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX").arg(target.fileName()));
}

}  // namespace

XlsxWorkbookFile::XlsxWorkbookFile(const QString& path)
    : path_(path), temporary_(temporaryTemplate(path)) {
  if (!temporary_.open()) {
    openError_ = XlsxExport::tr("cannot write in %1: %2")
                     .arg(QFileInfo(path).absolutePath(), temporary_.errorString());
    return;
  }
  temporaryPath_ = temporary_.fileName();
  temporary_.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                            QFileDevice::ReadGroup | QFileDevice::ReadOther);
  temporary_.close();
  workbook_ = workbook_new(QFile::encodeName(temporaryPath_).constData());
  if (!workbook_) openError_ = XlsxExport::tr("cannot create the spreadsheet");
}

XlsxWorkbookFile::~XlsxWorkbookFile() {
  if (!workbook_) return;
  workbook_close(workbook_);  // libxlsxwriter frees a workbook only by closing it
  QFile::remove(temporaryPath_);
}

lxw_worksheet* XlsxWorkbookFile::addSheet(const QString& name) {
  lxw_worksheet* sheet = workbook_add_worksheet(workbook_, cellText(name).c_str());
  if (!sheet && firstError_ == LXW_NO_ERROR) firstError_ = LXW_ERROR_SHEETNAME_ALREADY_USED;
  return sheet;
}

void XlsxWorkbookFile::defineName(const std::string& name, const QString& reference) {
  if (firstError_ != LXW_NO_ERROR) return;
  firstError_ = workbook_define_name(workbook_, name.c_str(), reference.toStdString().c_str());
}

QString XlsxWorkbookFile::finish(const QString& title) {
  const std::string titleText = cellText(title);
  lxw_doc_properties properties{};
  properties.title = const_cast<char*>(titleText.c_str());
  properties.author = const_cast<char*>("FleetCost");
  workbook_set_properties(workbook_, &properties);
  const lxw_error closeError = workbook_close(workbook_);  // writes the file, frees the workbook
  workbook_ = nullptr;
  if (firstError_ == LXW_NO_ERROR) firstError_ = closeError;
  if (firstError_ != LXW_NO_ERROR) {
    QFile::remove(temporaryPath_);
    return XlsxExport::tr("cannot write the spreadsheet: %1")
        .arg(QString::fromUtf8(lxw_strerror(firstError_)));
  }
  if (std::rename(QFile::encodeName(temporaryPath_).constData(),
                  QFile::encodeName(path_).constData()) != 0) {
    QFile::remove(temporaryPath_);
    return XlsxExport::tr("cannot replace %1").arg(path_);
  }
  return {};
}

}  // namespace fleetcost::ui
