// The language of fleetcost-cli's tables: the environment's (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG, as for any command-line program), mapped to a shipped language; English otherwise.
#pragma once

namespace fleetcost::cli {

// Installs the messages' translator (app/cli/cli_language.h), which the tables' words use too,
// for that language. Without the GUI libraries (FLEETCOST_BUILD_GUI off) they stay English.
void installTableLanguage();

}  // namespace fleetcost::cli
