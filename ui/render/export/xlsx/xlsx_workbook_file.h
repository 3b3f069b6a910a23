// An XLSX file written atomically: libxlsxwriter writes a temporary file beside the target,
// which finish() renames over it, so a reader never sees half a file and a failed write leaves
// the old one. Holds the workbook's first error, shared by its sheets, and its defined names.
#pragma once

#include <xlsxwriter.h>

#include <QString>
#include <QTemporaryFile>
#include <string>

namespace fleetcost::ui {

class XlsxWorkbookFile {
 public:
  explicit XlsxWorkbookFile(const QString& path);
  ~XlsxWorkbookFile();  // a file not finished is discarded
  XlsxWorkbookFile(const XlsxWorkbookFile&) = delete;
  XlsxWorkbookFile& operator=(const XlsxWorkbookFile&) = delete;

  // Why the temporary file or the workbook could not be made; empty when they were.
  QString openError() const { return openError_; }
  lxw_workbook* workbook() const { return workbook_; }
  lxw_error* firstError() { return &firstError_; }

  // A new worksheet, in order; null (and the first error set) when the name cannot be used.
  lxw_worksheet* addSheet(const QString& name);
  // A workbook-wide name for a cell or formula ("DiscountRate" = "='Summary'!$B$7").
  void defineName(const std::string& name, const QString& reference);

  // Sets the document title, writes the file and renames it over the path. Returns "" on
  // success, otherwise what went wrong (the first error of any sheet included).
  QString finish(const QString& title);

 private:
  QString path_;
  QTemporaryFile temporary_;
  QString temporaryPath_;
  QString openError_;
  lxw_workbook* workbook_ = nullptr;
  lxw_error firstError_ = LXW_NO_ERROR;
};

}  // namespace fleetcost::ui
