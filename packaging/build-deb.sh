#!/usr/bin/env bash
# Builds the Debian package: a Release build in build-package/ (no tests, no benchmarks), then
# `cpack -G DEB`. Prints the .deb's path. Usage: packaging/build-deb.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Debian's hardening flags, as dpkg-buildflags gives them to Debian's own packages (minus -g:
# CPack strips the binaries anyway).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CXXFLAGS | sed -E 's/(^| )-g( |$)/ /') $(dpkg-buildflags --get CPPFLAGS)"
cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DFLEETCOST_BUILD_TESTS=OFF -DFLEETCOST_BUILD_BENCHMARKS=OFF \
  -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" >/dev/null
cmake --build build-package --parallel "$(nproc)"
rm -f build-package/fleetcost_*.deb
(cd build-package && cpack -G DEB)
deb="$(ls build-package/fleetcost_*.deb)"
# Check the desktop integration files when the validators are there (they are not installed here).
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net packaging/org.fleetcost.FleetCost.metainfo.xml
fi
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate packaging/org.fleetcost.FleetCost.desktop
fi
echo "Built $deb"
