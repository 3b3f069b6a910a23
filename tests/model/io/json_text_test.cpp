// JSON parsing with limits: every syntax error and limit names the pointer where it happened.
#include "model/io/json_text.h"

#include <gtest/gtest.h>

namespace fleetcost::io {
namespace {

std::string onlyProblem(const ParsedJson& parsed) {
  EXPECT_EQ(parsed.problems.size(), 1u);
  return parsed.problems.empty() ? "" : formatProblem(parsed.problems.front());
}

TEST(JsonText, ParsesAndKeepsKeyOrder) {
  const ParsedJson parsed = parseJsonText(R"({"b": 1, "a": [true, null, "x"]})");
  ASSERT_TRUE(parsed.document);
  EXPECT_TRUE(parsed.problems.empty());
  EXPECT_EQ(parsed.document->begin().key(), "b");
  EXPECT_EQ((*parsed.document)["a"][2], "x");
}

TEST(JsonText, NaNLiteralIsReportedAtItsField) {
  const ParsedJson parsed = parseJsonText("{\"scenarios\": [{\"horizon_months\": NaN}]}");
  EXPECT_FALSE(parsed.document);
  EXPECT_EQ(onlyProblem(parsed),
            "/scenarios/0/horizon_months: not valid JSON at line 1, column 35: NaN and "
            "Infinity are not numbers that JSON allows");
}

TEST(JsonText, InfinityLiteralIsReported) {
  const ParsedJson parsed = parseJsonText("{\"a\": [1, -Infinity]}");
  EXPECT_FALSE(parsed.document);
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_EQ(parsed.problems[0].pointer, "/a/1");
  EXPECT_NE(parsed.problems[0].message.find("NaN and Infinity"), std::string::npos);
}

TEST(JsonText, TruncatedFileSaysSo) {
  // Stops inside the "plans" array of the first scenario.
  const ParsedJson parsed = parseJsonText("{\"scenarios\": [{\"plans\": [\n");
  EXPECT_FALSE(parsed.document);
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_EQ(parsed.problems[0].pointer, "/scenarios/0/plans/0");
  EXPECT_NE(parsed.problems[0].message.find("ends before the JSON is complete"), std::string::npos);
}

TEST(JsonText, SyntaxErrorGivesLineAndColumn) {
  const ParsedJson parsed = parseJsonText("{\n  \"a\": 1,\n  \"b\": tru\n}");
  EXPECT_FALSE(parsed.document);
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_EQ(parsed.problems[0].pointer, "/b");
  EXPECT_NE(parsed.problems[0].message.find("line 3"), std::string::npos);
}

TEST(JsonText, NumbersBeyondDoubleRangeAreProblems) {
  const ParsedJson parsed = parseJsonText(R"({"price": 1e400})");
  EXPECT_FALSE(parsed.document);
  // "1e400" starts at the 11th character.
  EXPECT_EQ(onlyProblem(parsed),
            "/price: the number 1e400 is beyond the range of numbers FleetCost can compute "
            "with (line 1, column 11)");
}

TEST(JsonText, DuplicateKeysAreProblems) {
  const ParsedJson parsed = parseJsonText(R"({"x": {"id": 1, "id": 2}})");
  ASSERT_TRUE(parsed.document);
  EXPECT_EQ(onlyProblem(parsed), "/x/id: the key \"id\" appears twice in the same object");
}

TEST(JsonText, AKeyReadTwiceKeepsItsFirstPlaceAndItsLastValue) {
  // As ordered_json's operator[] did before the hashed index (issue 15): "b" stays second.
  const ParsedJson parsed = parseJsonText(R"({"a": 1, "b": {"x": 1}, "c": 3, "b": [2], "d": 4})");
  ASSERT_TRUE(parsed.document);
  EXPECT_EQ(parsed.document->dump(), R"({"a":1,"b":[2],"c":3,"d":4})");
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_EQ(formatProblem(parsed.problems[0]),
            "/b: the key \"b\" appears twice in the same object");
}

TEST(JsonText, AnObjectOfManyKeysKeepsTheirOrderAndFindsEachDuplicate) {
  // 30,000 keys in descending order, then three of them again: every key in file order, each
  // duplicate reported where it appears, in file order.
  std::string text = "{";
  for (int i = 29999; i >= 0; --i)
    text += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ",";
  text += R"("k7": "seven", "k29999": "last", "k0": "zero"})";
  const ParsedJson parsed = parseJsonText(text);
  ASSERT_TRUE(parsed.document);
  ASSERT_EQ(parsed.document->size(), 30000u);
  int expected = 29999;
  for (const auto& [key, value] : parsed.document->items()) {
    ASSERT_EQ(key, "k" + std::to_string(expected));
    --expected;
  }
  EXPECT_EQ((*parsed.document)["k7"], "seven");
  EXPECT_EQ((*parsed.document)["k29999"], "last");
  EXPECT_EQ(parsed.document->begin().value(), "last");
  EXPECT_EQ((*parsed.document)["k0"], "zero");
  ASSERT_EQ(parsed.problems.size(), 3u);
  EXPECT_EQ(parsed.problems[0].pointer, "/k7");
  EXPECT_EQ(parsed.problems[1].pointer, "/k29999");
  EXPECT_EQ(parsed.problems[2].pointer, "/k0");
}

TEST(JsonText, NestingDeeperThan64IsRefused) {
  std::string deep(64, '[');
  deep += std::string(64, ']');
  EXPECT_TRUE(parseJsonText(deep).document);  // 64 levels are allowed
  std::string tooDeep(65, '[');
  tooDeep += std::string(65, ']');
  const ParsedJson parsed = parseJsonText(tooDeep);
  EXPECT_FALSE(parsed.document);
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_NE(parsed.problems[0].message.find("nesting deeper than 64"), std::string::npos);
}

TEST(JsonText, Utf8ByteOrderMarkIsSkipped) {
  const ParsedJson parsed = parseJsonText("\xEF\xBB\xBF{\"a\": 1}");
  ASSERT_TRUE(parsed.document);
  EXPECT_EQ((*parsed.document)["a"], 1);
}

TEST(JsonText, InvalidUtf8IsAProblem) {
  const ParsedJson parsed = parseJsonText("{\"name\": \"\xC3\x28\"}");
  EXPECT_FALSE(parsed.document);
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_EQ(parsed.problems[0].pointer, "/name");
  EXPECT_NE(parsed.problems[0].message.find("UTF-8"), std::string::npos);
}

TEST(JsonText, EmptyTextIsNotJson) {
  const ParsedJson parsed = parseJsonText("");
  EXPECT_FALSE(parsed.document);
  ASSERT_EQ(parsed.problems.size(), 1u);
  EXPECT_EQ(parsed.problems[0].pointer, "");
}

TEST(JsonText, PointerEscapesTildeAndSlash) {
  EXPECT_EQ(childPointer("/fx_per_usd", "a/b~c"), "/fx_per_usd/a~1b~0c");
  EXPECT_EQ(childPointer("", std::size_t{3}), "/3");
}

}  // namespace
}  // namespace fleetcost::io
