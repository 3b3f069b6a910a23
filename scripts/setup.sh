#!/usr/bin/env bash
# Installs the Debian 12 packages FleetCost needs to build, run and test, when any is missing.
# The list is ../shared/TOOLCHAIN.md's verified one plus what our tests use.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config file zlib1g-dev ccache
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
  nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev libxlsxwriter-dev
  fonts-noto-cjk xvfb xauth xdotool imagemagick
  python3 python3-jsonschema
  clang libclang-rt-14-dev llvm
  libreoffice-calc-nogui poppler-utils qt6-translations-l10n
)

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}
missing=()
for package in "${packages[@]}"; do
  # LibreOffice Calc without its GUI recalculates the exported spreadsheets headless (the
  # xlsx_libreoffice tests); a machine that has the full libreoffice-calc (which conflicts with
  # the -nogui package) keeps it.
  if [ "$package" = libreoffice-calc-nogui ] && installed libreoffice-calc; then continue; fi
  installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${missing[*]}"
run_as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then
    run_as_root=(sudo)
  else
    echo "These packages are missing and installing them needs root: ${missing[*]}" >&2
    exit 1
  fi
fi
"${run_as_root[@]}" apt-get update
DEBIAN_FRONTEND=noninteractive "${run_as_root[@]}" apt-get install -y --no-install-recommends \
  "${missing[@]}"
