// fleetcost-schema OUTPUT: writes the workbook's JSON Schema (model/io/workbook_schema.h), which
// the build runs to make fleetcost-workbook.schema.json for the package and the tools.
#include <cstdio>
#include <fstream>
#include <iostream>

#include "model/io/workbook_schema.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fleetcost-schema OUTPUT.schema.json\n";
    return 2;
  }
  const std::string temporary = std::string(argv[1]) + ".writing";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << fleetcost::workbookSchemaText();
    if (!out.flush()) {
      std::cerr << "fleetcost-schema: cannot write " << temporary << "\n";
      return 1;
    }
  }
  if (std::rename(temporary.c_str(), argv[1]) != 0) {
    std::cerr << "fleetcost-schema: cannot write " << argv[1] << "\n";
    return 1;
  }
  return 0;
}
