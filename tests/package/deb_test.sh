#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb from a complete build tree, unpacks it into a scratch root and checks it as a packager would:
# dpkg-shlibdeps filled Depends, every file of a desktop application is there, the installed programs start
# (against the system's libraries) and print their version, the desktop file and metainfo validate.
# Usage: deb_test.sh CPACK BUILD_DIR VERSION APP_ID gui|nogui     (exit 77: skipped, no dpkg-deb)
set -euo pipefail
cpack=$1 build=$2 version=$3 id=$4 gui=$5
command -v dpkg-deb >/dev/null || { echo "no dpkg-deb: not a Debian system, skipped"; exit 77; }
for tool in dpkg-shlibdeps desktop-file-validate appstreamcli; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: run scripts/deps.sh" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# A scratch package folder, so that parallel builds of the tree do not meet.
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log" >&2
  fail "cpack could not build the package (is the build complete? cmake --build the whole tree first)"
fi
mapfile -t debs < <(find "$tmp/pkg" -maxdepth 1 -name '*.deb')
[ ${#debs[@]} -eq 1 ] || fail "expected one .deb, found ${#debs[@]}"
deb=${debs[0]}
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"

field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = coalesce ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', expected $version"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is '$(field Architecture)'"
depends=$(field Depends)
echo "Depends: $depends"
# dpkg-shlibdeps ran: the C library and the OpenCL loader are there, and Qt Widgets for the GUI.
echo "$depends" | grep -q 'libc6 (>=' || fail "Depends lacks libc6: dpkg-shlibdeps did not run"
echo "$depends" | grep -Eq 'ocl-icd-libopencl1|libopencl' || fail "Depends lacks the OpenCL loader"
if [ "$gui" = gui ]; then
  echo "$depends" | grep -q 'libqt6widgets6' || fail "Depends lacks libqt6widgets6"
  echo "$depends" | grep -q 'libgif7' || fail "Depends lacks libgif7 (the animated GIF export)"
fi
echo "Recommends: $(field Recommends)"
field Recommends | grep -q 'pocl-opencl-icd' || fail "Recommends lacks pocl-opencl-icd"

root=$tmp/root
dpkg-deb -x "$deb" "$root"
expect() {
  for f in "$@"; do
    [ -s "$root/$f" ] || fail "the package lacks $f"
  done
}
share=usr/share
expect usr/bin/coalesce-cli "$share/man/man1/coalesce-cli.1.gz" "$share/bash-completion/completions/coalesce-cli" \
  "$share/doc/coalesce/LICENSE" "$share/doc/coalesce/copyright" "$share/doc/coalesce/README.md" "$share/doc/coalesce/docs/CLI.md"
ls "$root/$share/coalesce/reference/"*/*.json >/dev/null 2>&1 || fail "the package lacks the reference measurements"
if [ "$gui" = gui ]; then
  expect usr/bin/coalesce "$share/man/man1/coalesce.1.gz" "$share/applications/$id.desktop" \
    "$share/metainfo/$id.metainfo.xml" "$share/icons/hicolor/scalable/apps/$id.svg"
  for size in 16 22 24 32 48 64 128 256; do
    png=$share/icons/hicolor/${size}x$size/apps/$id.png
    expect "$png"
    file "$root/$png" | grep -q "PNG image data, $size x $size" || fail "$png is not a $size x $size PNG"
  done
fi
# Stripped (CPACK_STRIP_FILES), and every library they need is on this system.
for exe in "$root"/usr/bin/*; do
  file "$exe" | grep -q 'not stripped' && fail "$exe is not stripped"
  if ldd "$exe" | grep -q 'not found'; then
    ldd "$exe" >&2
    fail "$exe needs a library that is not installed"
  fi
done

# The installed programs run with the system's libraries (LD_LIBRARY_PATH untouched), without a display.
for flag in --version -v; do
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$root/usr/bin/coalesce-cli" "$flag")
  [ "$out" = "coalesce-cli $version" ] || fail "coalesce-cli $flag printed '$out'"
  if [ "$gui" = gui ]; then
    out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/usr/bin/coalesce" "$flag" 2>/dev/null)
    [ "$out" = "coalesce $version" ] || fail "coalesce $flag printed '$out'"
  fi
done
echo "installed programs run: $("$root/usr/bin/coalesce-cli" --version)"
# Both programs' --help list the exit codes.
"$root/usr/bin/coalesce-cli" --help | grep -q '^Exit codes: 0 ok, 2 ' || fail "coalesce-cli --help lacks the exit codes"
if [ "$gui" = gui ]; then
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/usr/bin/coalesce" --help 2>/dev/null |
    grep -q '^Exit codes (scripted runs, --quit): 0 ok, 1 ' || fail "coalesce --help lacks the exit codes"
fi

# Man pages: generated from the programs' help, so they name their options; groff renders them cleanly.
zcat "$root/$share/man/man1/coalesce-cli.1.gz" | grep -qF -- '\-\-verbose' || fail "coalesce-cli.1 lacks --verbose"
zcat "$root/$share/man/man1/coalesce-cli.1.gz" | grep -qF -- '\-\-param' || fail "coalesce-cli.1 lacks sweep --param"
zcat "$root/$share/man/man1/coalesce-cli.1.gz" | grep -q '^\.SH COMMANDS' || fail "coalesce-cli.1 lacks COMMANDS"
zcat "$root/$share/man/man1/coalesce-cli.1.gz" | grep -q '^\.SS sweep' || fail "coalesce-cli.1 lacks the sweep command"
if command -v groff >/dev/null; then
  for page in "$root/$share/man/man1/"*.1.gz; do
    warnings=$(zcat "$page" | groff -man -Tutf8 -ww -z 2>&1)
    [ -z "$warnings" ] || fail "groff warns on $(basename "$page"): $warnings"
  done
fi
bash -n "$root/$share/bash-completion/completions/coalesce-cli" || fail "the bash completion does not parse"
words=$(bash -c "source '$root/$share/bash-completion/completions/coalesce-cli'
  COMP_WORDS=(coalesce-cli sweep global.str); COMP_CWORD=2; _coalesce_cli; echo \"\${COMPREPLY[*]}\"")
[ "$words" = global.stride ] || fail "completing 'coalesce-cli sweep global.str' gave '$words'"

if [ "$gui" = gui ]; then
  out=$(desktop-file-validate "$root/$share/applications/$id.desktop" 2>&1 || echo "desktop-file-validate failed")
  if echo "$out" | grep -v ': hint: ' | grep -q .; then
    fail "desktop-file-validate: $out"
  fi
  appstreamcli validate --no-net --explain "$root/$share/metainfo/$id.metainfo.xml" ||
    fail "appstreamcli validate failed"
  # The installed tree as a software centre reads it: metainfo, desktop file and icon found together.
  appstreamcli validate-tree --no-net "$root" || fail "appstreamcli validate-tree failed"
  grep -q "^Exec=coalesce\$" "$root/$share/applications/$id.desktop" || fail "Exec is not the installed coalesce"
fi
echo "package OK"
