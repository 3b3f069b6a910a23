// Problems and warnings in the reader's language (ui/core/format/problem_text.h): a bad workbook's
// problems read in Japanese and Chinese with their pointers as they are, a message built from
// pieces has every piece translated, and in English the text is the model's message byte for byte.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <filesystem>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/plans/evaluation_budget.h"
#include "ui/core/format/problem_text.h"
#include "ui/core/preferences/app_preferences.h"

namespace fleetcost::ui {
namespace {

const std::string kCorpus = FLEETCOST_SOURCE_DIR "/tests/corpus/bad/";

// What `fleetcost-cli validate` lists: every problem, and for a clean file the evaluation's.
Problems problemsOf(const std::string& path) {
  const CheckedWorkbook checked = checkWorkbookFile(path);
  Problems problems = checked.all();
  if (problems.empty() && checked.workbook)
    for (std::size_t i = 0; i < checked.workbook->scenarios.size(); ++i) {
      const Problems found =
          evaluateScenario(checked.workbook->scenarios[i], static_cast<int>(i)).problems;
      problems.insert(problems.end(), found.begin(), found.end());
    }
  return problems;
}

bool hasCjk(const QString& text) {
  static const QRegularExpression cjk(
      QStringLiteral("[\\x{3040}-\\x{30FF}\\x{3400}-\\x{9FFF}\\x{FF00}-\\x{FFEF}]"));
  return cjk.match(text).hasMatch();
}

// The translators only (`chosen` false): the default locale, which later tests' number formats
// read, stays as it is.
class ProblemText : public ::testing::Test {
 protected:
  void TearDown() override { installTranslations(QStringLiteral("en"), false); }
};

TEST_F(ProblemText, ARangeProblemReadsInEachLanguageWithItsPointerAsItIs) {
  const Problems problems = problemsOf(kCorpus + "negative-price.fleetcost");
  ASSERT_EQ(problems.size(), 1u);
  const Problem& p = problems[0];
  // The model keeps its English (the command line's English and JSON outputs print it).
  EXPECT_EQ(p.pointer, "/scenarios/0/server_models/0/price");
  EXPECT_EQ(p.message, "must be 0 or more, got -100000");
  // "must be 0 or more, got %1" as each .ts translates it, %1 the price the file states.
  const std::pair<const char*, const char*> expected[] = {
      {"ja", "0 以上である必要があります（指定値: -100000）"},
      {"zh_HK", "必須為 0 或以上（現為 -100000）"},
      {"zh_CN", "必须为 0 或以上（当前为 -100000）"},
  };
  for (const auto& [language, text] : expected) {
    ASSERT_TRUE(installTranslations(QString::fromLatin1(language), false)) << language;
    EXPECT_EQ(problemText(p), QString::fromUtf8(text)) << language;
    EXPECT_EQ(problemLineText(p),
              QStringLiteral("/scenarios/0/server_models/0/price: ") + QString::fromUtf8(text))
        << language;
  }
}

TEST_F(ProblemText, AMessageBuiltFromPiecesHasEveryPieceTranslated) {
  // Three templates: no rental offer (%4 = why it rents), why it rents (workload, reason), and
  // the reason; the names and ids stay as the file spells them.
  const Problems problems = problemsOf(kCorpus + "api-plan-no-rental-offer-for-training.fleetcost");
  ASSERT_EQ(problems.size(), 1u);
  ASSERT_TRUE(installTranslations(QStringLiteral("ja"), false));
  EXPECT_EQ(problemText(problems[0]),
            QString::fromUtf8("プラン \"api\" には、地域 r1 で GPU g1 のレンタルオファーがありませ"
                              "ん（API オファーで賄えない分をレンタルするため。ワークロード "
                              "\"w1\": 学習のワークロードは API を使えません）"));
  // A JSON type named in a message is a word to translate too ("a string" -> 文字列).
  const Problems typed = problemsOf(kCorpus + "type-after-tax-string.fleetcost");
  ASSERT_EQ(typed.size(), 1u);
  EXPECT_EQ(problemText(typed[0]),
            QString::fromUtf8("true または false である必要があります（指定値: 文字列）"));
}

TEST_F(ProblemText, EnglishIsTheModelsMessageAndNoCorpusProblemStaysEnglishInJapanese) {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(kCorpus))
    if (entry.path().extension() == ".fleetcost") files.push_back(entry.path().string());
  ASSERT_GT(files.size(), 100u);
  std::vector<Problem> all;
  for (const std::string& file : files)
    for (Problem& p : problemsOf(file)) all.push_back(std::move(p));
  ASSERT_GT(all.size(), 100u);
  for (const Problem& p : all) {
    EXPECT_EQ(problemText(p).toStdString(), p.message);
    EXPECT_FALSE(p.text.empty()) << "no template: " << p.message;
  }
  ASSERT_TRUE(installTranslations(QStringLiteral("ja"), false));
  for (const Problem& p : all) {
    const QString text = problemText(p);
    EXPECT_TRUE(hasCjk(text)) << text.toStdString();
    EXPECT_TRUE(problemLineText(p).startsWith(QString::fromStdString(p.pointer + ": ")));
  }
}

TEST_F(ProblemText, ATooLargeEvaluationIsSaidWithItsCountsInJapanese) {
  // The demand of 100,000 workloads on 1,000 GPU models over 600 months: 1,000 × 600 × (2 × 168
  // + 2) doubles of curves + 100,000 × 600 doubles = (202,800,000 + 60,000,000) × 8 bytes, about
  // 2.1 GB, over the 1 GB limit, and all of it the demand's (the only part).
  const auto problem = budgetProblem(demandCost(100000, 1000, 600), "/scenarios/0");
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->message,
            "too large to evaluate: it would need about 2.1 GB of memory, over the limit of 1.0 "
            "GB; most of it for the hourly demand of 100,000 workloads on 1,000 GPU models over "
            "600 months: use fewer workloads, fewer GPU models or a shorter horizon");
  ASSERT_TRUE(installTranslations(QStringLiteral("ja"), false));
  // "…%3のためです: %4", %3 "%3にわたる %2上の %1の時間ごとの需要" with its three counts.
  EXPECT_EQ(problemText(*problem).toStdString(),
            "大きすぎて評価できません: 約 2.1 GB のメモリーが必要で、上限の 1.0 GB を超えます。"
            "大部分は 600 か月にわたる 1,000 種の GPU モデル上の 100,000 "
            "件のワークロードの時間ごとの需要のためです: ワークロードや GPU "
            "モデルを減らすか、期間を短くしてください");
}

TEST_F(ProblemText, ATemplateWithoutATranslationShowsItsEnglish) {
  const Message unknown(FC_TRANSLATE_NOOP("Problems", "not a template of the program: %1"),
                        {"\"x\""});
  ASSERT_TRUE(installTranslations(QStringLiteral("ja"), false));
  EXPECT_EQ(messageText(unknown), QStringLiteral("not a template of the program: \"x\""));
  // An argument's own "%1" is text, not a placeholder to fill again.
  const Message nested(FC_TRANSLATE_NOOP("Problems", "must be 0 or more, got %1"), {"%1"});
  EXPECT_EQ(messageText(nested), QString::fromUtf8("0 以上である必要があります（指定値: %1）"));
}

}  // namespace
}  // namespace fleetcost::ui
