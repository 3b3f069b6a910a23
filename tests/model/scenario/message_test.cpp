// Messages as data (model/scenario/message.h): placeholders filled in one pass, nested messages,
// and problems whose English message is their template filled.
#include "model/scenario/message.h"

#include <gtest/gtest.h>

#include "model/scenario/field_rule.h"
#include "model/scenario/problem.h"

namespace fleetcost {
namespace {

TEST(Message, FillsEachPlaceholderOnceInAnyOrder) {
  EXPECT_EQ(fillPlaceholders("%2 before %1", {"a", "b"}), "b before a");
  // An argument's own "%1" is text; a placeholder without an argument and a lone % stay.
  EXPECT_EQ(fillPlaceholders("got %1, not %3 (100%)", {"%1", "x"}), "got %1, not %3 (100%)");
}

TEST(Message, NestedMessagesAreFilledInsideOut) {
  const Message reason(FC_TRANSLATE_NOOP("Problems", "it names no model"));
  const Message outer(FC_TRANSLATE_NOOP("Problems", " (workload %1: %2)"), {"\"w1\"", reason});
  EXPECT_TRUE(outer.translatable());
  EXPECT_FALSE(outer.args[0].translatable());
  EXPECT_EQ(englishText(outer), " (workload \"w1\": it names no model)");
}

TEST(Message, AProblemsEnglishIsItsTemplateFilledAndEqualityIgnoresTheTemplate) {
  const Problem p =
      problemAt("/a", Message(FC_TRANSLATE_NOOP("Problems", "must be 0 or more, got %1"), {"-5"}));
  EXPECT_EQ(p.message, "must be 0 or more, got -5");
  EXPECT_EQ(p.text.text, "must be 0 or more, got %1");
  EXPECT_STREQ(p.text.context, "Problems");
  EXPECT_EQ(p, (Problem{"/a", "must be 0 or more, got -5"}));
  EXPECT_EQ(englishText(messageOf(p)), p.message);
  // A problem without a template is its English, verbatim.
  EXPECT_FALSE(messageOf(Problem{"/b", "plain"}).translatable());
}

TEST(Message, RuleAndTextLimitMessagesAreTheirEnglishMessages) {
  const auto rule = ruleProblem(Rule::Pue, 0.8);
  ASSERT_TRUE(rule);
  EXPECT_EQ(rule->text, "must be between 1.0 and 3.0, got %1");
  EXPECT_EQ(englishText(*rule), *checkRule(Rule::Pue, 0.8));
  const std::string longCode(201, 'X');
  const auto length = textLengthProblem(longCode, kMaxNameCharacters,
                                        FC_TRANSLATE_NOOP("Problems", "a currency code"));
  ASSERT_TRUE(length);
  EXPECT_TRUE(length->args[1].translatable());  // "a currency code" is translated too
  EXPECT_EQ(englishText(*length),
            *checkTextLength(longCode, kMaxNameCharacters, "a currency code"));
}

}  // namespace
}  // namespace fleetcost
