#!/usr/bin/env bash
# Install test: puts the .deb into a throwaway Debian 12 root (debootstrap minbase), installs it
# with apt (which resolves its Depends from the mirror) and checks that it works there.
# Needs root and network; takes a few minutes. Not part of scripts/test.sh.
#
# Usage: packaging/test-install.sh [--lintian] [--keep] [DEB]
#   DEB        the package (default: build-package/fleetcost_*.deb, built first if missing)
#   --lintian  also install lintian in the throwaway root and run it on the package
#   --keep     leave the root in place (its path is printed) instead of deleting it
# Environment: MIRROR (default http://deb.debian.org/debian), SECURITY_MIRROR,
#   TEST_ROOT_PARENT (where the root is made, default /tmp).
set -euo pipefail
cd "$(dirname "$0")/.."

lintian=no keep=no deb=
for arg in "$@"; do
  case "$arg" in
    --lintian) lintian=yes ;;
    --keep) keep=yes ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "test-install.sh: unknown option $arg" >&2; exit 2 ;;
    *) deb="$arg" ;;
  esac
done
mirror="${MIRROR:-http://deb.debian.org/debian}"
security_mirror="${SECURITY_MIRROR:-http://deb.debian.org/debian-security}"

if [ "$(id -u)" -ne 0 ]; then
  echo "test-install.sh needs root (debootstrap and chroot); run it with sudo." >&2
  exit 1
fi
if [ -z "$deb" ]; then
  deb="$(ls build-package/fleetcost_*.deb 2>/dev/null | head -n1 || true)"
  if [ -z "$deb" ]; then
    packaging/build-deb.sh
    deb="$(ls build-package/fleetcost_*.deb | head -n1)"
  fi
fi
[ -f "$deb" ] || { echo "test-install.sh: no package $deb" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

started=$SECONDS
step() { printf '\n== %s (%ds)\n' "$*" $((SECONDS - started)); }

step "Package $deb"
dpkg-deb -f "$deb" Package Version Architecture Depends Recommends Suggests

root="$(mktemp -d "${TEST_ROOT_PARENT:-/tmp}/fleetcost-root.XXXXXX")"
chmod 755 "$root"  # a root directory others can enter (apt downloads as _apt)
cleanup() {
  local status=$?
  for mount in dev/pts proc; do
    if mountpoint -q "$root/$mount"; then umount "$root/$mount" || umount -l "$root/$mount"; fi
  done
  if [ "$keep" = yes ]; then
    echo "Kept the root: $root"
  elif findmnt -rno TARGET | grep -q "^$root/"; then
    echo "Something is still mounted under $root; not deleting it." >&2
  else
    rm -rf --one-file-system "$root"
  fi
  exit $status
}
trap cleanup EXIT

step "debootstrap --variant=minbase bookworm into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 ||
  { tail -n 30 "$root.debootstrap.log" >&2; rm -f "$root.debootstrap.log"; exit 1; }
rm -f "$root.debootstrap.log"
cat >"$root/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security_mirror bookworm-security main
SOURCES
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"  # start no services
chmod +x "$root/usr/sbin/policy-rc.d"
mkdir -p -m 700 "$root/run/user/0"  # XDG_RUNTIME_DIR for Qt
mount -t proc proc "$root/proc"
mount -t devpts devpts "$root/dev/pts"
cp "$deb" "$root/tmp/"
deb_in_root="/tmp/$(basename "$deb")"

in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
  XDG_RUNTIME_DIR=/run/user/0 DEBIAN_FRONTEND=noninteractive "$@"; }

step "apt-get update"
in_root apt-get update -qq

# What a desktop has: the packages whose dpkg triggers refresh the MIME, desktop, icon and man
# caches. Installed first, so the checks below show the triggers firing for our files.
step "Installing the trigger owners (shared-mime-info desktop-file-utils hicolor-icon-theme gtk-update-icon-cache man-db)"
in_root apt-get install -y -qq --no-install-recommends shared-mime-info desktop-file-utils \
  hicolor-icon-theme gtk-update-icon-cache man-db >/dev/null

# Without recommends: Depends alone must be enough to run both programs.
step "apt-get install --no-install-recommends $deb_in_root"
if ! in_root apt-get install -y --no-install-recommends "$deb_in_root" >"$root/tmp/install.log" 2>&1; then
  cat "$root/tmp/install.log" >&2
  exit 1
fi
grep -E "^(The following NEW|Need to get|After this|Setting up fleetcost|Processing triggers)|^  " \
  "$root/tmp/install.log" || true
in_root dpkg-query -W -f='Installed: ${Package} ${Version} (${Status})\n' fleetcost

failures=0
check() {  # check DESCRIPTION COMMAND...: runs COMMAND, reports and counts a failure
  local what="$1"; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failures=$((failures + 1)); fi
}

step "fleetcost-cli evaluate /usr/share/fleetcost/examples/teaching-one-gpu.fleetcost"
check "evaluate exits 0" in_root fleetcost-cli evaluate /usr/share/fleetcost/examples/teaching-one-gpu.fleetcost
step "fleetcost-cli --help"
check "--help exits 0" in_root fleetcost-cli --help
step "Installed workbooks"
check "validate the Tokyo vs Hong Kong example" in_root fleetcost-cli validate /usr/share/fleetcost/examples/tokyo-vs-hong-kong.fleetcost
check "validate the presets" in_root fleetcost-cli validate /usr/share/fleetcost/presets/presets.fleetcost
check "the workbook's JSON Schema is installed" in_root test -s /usr/share/fleetcost/schema/fleetcost-workbook.schema.json
step "Man pages"
check "man -w fleetcost-cli" in_root man -w fleetcost-cli
check "man -w fleetcost" in_root man -w fleetcost
check "fleetcost-cli(1) renders without warnings" \
  sh -c "! chroot '$root' env MANWIDTH=80 LANG=C.UTF-8 man --warnings fleetcost-cli 2>&1 >/dev/null | grep ."
step "Desktop integration files"
for file in /usr/share/applications/org.fleetcost.FleetCost.desktop \
  /usr/share/metainfo/org.fleetcost.FleetCost.metainfo.xml \
  /usr/share/mime/packages/org.fleetcost.FleetCost.xml \
  /usr/share/icons/hicolor/scalable/apps/org.fleetcost.FleetCost.svg \
  /usr/share/icons/hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256,512x512}/apps/org.fleetcost.FleetCost.png \
  /usr/share/doc/fleetcost/copyright; do
  check "$file" test -s "$root$file"
done
step "Caches refreshed by dpkg triggers (no maintainer scripts in the package)"
check "MIME database knows application/x-fleetcost-workbook" \
  test -s "$root/usr/share/mime/application/x-fleetcost-workbook.xml"
check "*.fleetcost glob in the MIME database" grep -q 'application/x-fleetcost-workbook:\*\.fleetcost' "$root/usr/share/mime/globs2"
check "mimeinfo.cache maps the type to the desktop entry" \
  grep -q '^application/x-fleetcost-workbook=org.fleetcost.FleetCost.desktop;' "$root/usr/share/applications/mimeinfo.cache"
check "hicolor icon cache lists the icon" grep -aq 'org.fleetcost.FleetCost' "$root/usr/share/icons/hicolor/icon-theme.cache"
step "QT_QPA_PLATFORM=offscreen fleetcost --help"
check "fleetcost --help exits 0" in_root QT_QPA_PLATFORM=offscreen fleetcost --help
step "QT_QPA_PLATFORM=offscreen fleetcost --quit-after-first-result (the example, charts and all)"
check "the app opens the example and quits" in_root QT_QPA_PLATFORM=offscreen \
  timeout 120 fleetcost --quit-after-first-result /usr/share/fleetcost/examples/tokyo-vs-hong-kong.fleetcost

step "Validators (installed in the throwaway root only)"
in_root apt-get install -y -qq --no-install-recommends appstream >/dev/null
check "desktop-file-validate" in_root desktop-file-validate /usr/share/applications/org.fleetcost.FleetCost.desktop
check "appstreamcli validate" in_root appstreamcli validate --no-net /usr/share/metainfo/org.fleetcost.FleetCost.metainfo.xml
if [ "$lintian" = yes ]; then
  step "lintian"
  in_root apt-get install -y -qq --no-install-recommends lintian >/dev/null
  in_root lintian --info --display-info "$deb_in_root" || true
fi

step "Done: $failures failed check(s) in $((SECONDS - started)) s"
[ "$failures" -eq 0 ]
