// What the editors' model tests share: a document opened from a scenario's JSON, and the column
// of a list model that edits a key.
#pragma once

#include <gtest/gtest.h>

#include <QByteArray>
#include <QString>
#include <memory>

#include "support/test_workbooks.h"
#include "ui/core/document/workbook_document.h"
#include "ui/views/models/list_table_model.h"

namespace fleetcost::ui::test_support {

// A document holding a workbook of the one scenario.
inline std::unique_ptr<WorkbookDocument> documentOf(const test::Json& scenario) {
  auto document = std::make_unique<WorkbookDocument>();
  QString error;
  EXPECT_TRUE(document->openText(QByteArray::fromStdString(test::workbookOf(scenario).dump()),
                                 "scenario", &error))
      << error.toStdString();
  return document;
}

// The column whose key is `key` (a test failure, and column 0, when there is none).
inline int column(const ListTableModel& model, const QString& key) {
  for (int c = 0; c < model.columnCount(); ++c)
    if (model.binding().columnKey(c) == key) return c;
  ADD_FAILURE() << "no column " << key.toStdString();
  return 0;
}

}  // namespace fleetcost::ui::test_support
