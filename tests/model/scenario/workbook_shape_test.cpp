// The part tables (model/scenario/workbook_shape.h): keys named through members, what each part
// holds, no key both a plain field and a part; and the schema built from them is JSON that names
// every key of both tables.
#include "model/scenario/workbook_shape.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "model/io/workbook_schema.h"
#include "model/scenario/field_specs.h"

namespace fleetcost {
namespace {

template <class T>
void expectKeysOnce(const nlohmann::json& schema) {
  std::set<std::string> keys;
  const auto& properties = schema["$defs"][objectTypeName<T>()]["properties"];
  for (const auto& spec : fieldSpecs<T>()) {
    EXPECT_TRUE(keys.insert(spec.key).second) << objectTypeName<T>() << " " << spec.key;
    EXPECT_TRUE(properties.contains(spec.key)) << spec.key;
  }
  for (const auto& spec : partSpecs<T>()) {
    EXPECT_TRUE(keys.insert(spec.key).second) << objectTypeName<T>() << " " << spec.key;
    EXPECT_TRUE(properties.contains(spec.key)) << spec.key;
  }
  EXPECT_EQ(properties.size(), keys.size()) << objectTypeName<T>();
}

TEST(WorkbookShape, KeysThroughMembers) {
  EXPECT_STREQ(partKey(&Workbook::scenarios), "scenarios");
  EXPECT_STREQ(partKey(&Scenario::fxPerUsd), "fx_per_usd");
  EXPECT_STREQ(partKey(&Site::coolingOptions), "cooling_options");
  EXPECT_STREQ(partKey(&PricePath::points), "points");
  EXPECT_STREQ(partKey(&Workload::profileWeights), "profile");
  EXPECT_TRUE(isPart<Region>("tax"));
  EXPECT_FALSE(isPart<Region>("tax_rate"));
  EXPECT_STREQ(figureKey(FigurePart::AsOf), "as_of");
  EXPECT_EQ(findFigurePart("sauce"), nullptr);
}

TEST(WorkbookShape, WhatEachPartHolds) {
  EXPECT_EQ(partKind(partSpecOf(&Scenario::fxPerUsd)), PartKind::FigureMap);
  EXPECT_EQ(partKind(partSpecOf(&Scenario::ownership)), PartKind::Object);
  EXPECT_EQ(partKind(partSpecOf(&Scenario::sites)), PartKind::List);
  EXPECT_EQ(partKind(partSpecOf(&Region::restrictedGpus)), PartKind::TextList);
  EXPECT_EQ(partKind(partSpecOf(&Workload::profileWeights)), PartKind::Profile);
}

TEST(WorkbookShape, SchemaNamesEveryKeyOnce) {
  const auto schema = nlohmann::json::parse(workbookSchemaText());
  EXPECT_EQ(schema["$schema"], "https://json-schema.org/draft/2020-12/schema");
  expectKeysOnce<Workbook>(schema);
  expectKeysOnce<Scenario>(schema);
  expectKeysOnce<Ownership>(schema);
  expectKeysOnce<Region>(schema);
  expectKeysOnce<TaxRule>(schema);
  expectKeysOnce<Depreciation>(schema);
  expectKeysOnce<GpuModel>(schema);
  expectKeysOnce<ServerModel>(schema);
  expectKeysOnce<Site>(schema);
  expectKeysOnce<CoolingOption>(schema);
  expectKeysOnce<RentalOffer>(schema);
  expectKeysOnce<PricePath>(schema);
  expectKeysOnce<PricePoint>(schema);
  expectKeysOnce<ApiOffer>(schema);
  expectKeysOnce<Workload>(schema);
  expectKeysOnce<Plan>(schema);
  expectKeysOnce<Financing>(schema);
  // A cooling option's pue is a number from 1.0 to 3.0, bare or as a figure's value (MODEL.md §8).
  const auto& pue = schema["$defs"]["FigurePue"]["anyOf"];
  EXPECT_EQ(pue[0]["minimum"], 1);
  EXPECT_EQ(pue[0]["maximum"], 3);
  EXPECT_EQ(pue[1]["properties"]["value"], pue[0]);
}

}  // namespace
}  // namespace fleetcost
