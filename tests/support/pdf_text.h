// A PDF's text for report tests, read back with poppler's pdftotext (poppler-utils).
#pragma once

#include <gtest/gtest.h>

#include <QProcess>
#include <QString>

namespace fleetcost::test {

// pdftotext's text with every run of white space made one space and ligatures (ﬁ, ﬂ) undone.
inline QString pdfText(const QString& path) {
  QProcess process;
  process.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
  EXPECT_TRUE(process.waitForFinished(60000)) << "pdftotext (poppler-utils) is needed";
  return QString::fromUtf8(process.readAllStandardOutput())
      .normalized(QString::NormalizationForm_KC)
      .simplified();
}

}  // namespace fleetcost::test
