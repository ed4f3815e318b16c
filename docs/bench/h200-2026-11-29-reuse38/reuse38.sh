# SPDX-License-Identifier: GPL-3.0-or-later
# local.reuse in groups of 256 and 1024 over its size: is what the groups of 1024 lose a fixed tail or a rate?
out=$1
export COALESCE_MEASURED_DIR=$(pwd)/.device/extra/measured2
r=$out/reuse38; mkdir -p $r
s() { local n=$1; shift; coalesce-cli sweep "$@" --device nvidia --predict --out $r/$n.json > $r/$n.txt 2>&1; }
for wg in 256 512 1024; do
  s r1-wg$wg local.reuse -s reuse=1 -s wg=$wg -p size=32M,64M,128M,256M,512M,1G
  s r16-wg$wg local.reuse -s reuse=16 -s wg=$wg -p size=32M,64M,128M,256M,512M,1G
done
cd $out && tar -czf reuse38.tgz reuse38 && rm -rf reuse38
