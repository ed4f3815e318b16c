#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Coalesce needs to build, test, package and run (only the missing ones).
# Packaging (cmake/Install.cmake, tests/package): dpkg-dev (dpkg-shlibdeps), file, desktop-file-utils,
# appstream (validation), help2man (man pages), librsvg2-bin (PNG icons).
# qt6-l10n-tools: lupdate/lrelease (the zh_CN completeness test runs lupdate); qt6-translations-l10n: Qt's own
# dialogs and buttons in Chinese (qtbase_zh_CN.qm).
# Remote devices (tests/ui/test_remotessh.cpp starts its own sshd on 127.0.0.1): openssh-client, openssh-server.
# Run as root or with sudo available. Used by scripts/run.sh and scripts/test.sh.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config git
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6svg6 libqt6opengl6-dev libgl-dev libxkbcommon-dev
  opencl-c-headers opencl-clhpp-headers ocl-icd-opencl-dev ocl-icd-libopencl1 pocl-opencl-icd clinfo
  libgif-dev libspdlog-dev libfmt-dev nlohmann-json3-dev libcli11-dev libgtest-dev libgmock-dev
  clang-format clang-tidy
  dpkg-dev file desktop-file-utils appstream help2man librsvg2-bin
  xvfb xauth fonts-noto-cjk fonts-dejavu-core
  openssh-client openssh-server
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps.sh: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps.sh: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
