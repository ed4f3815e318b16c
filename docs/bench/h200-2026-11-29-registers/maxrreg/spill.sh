# SPDX-License-Identifier: GPL-3.0-or-later
# Does the spill kernel's register count set its resident work-items (and so its L1 miss share)?
# spill_a = kernels/private_spill.cl as the lesson builds it; spill_b = the same with -cl-nv-maxrregcount=32
# (custom kernels, docs/KERNELS.md; specs spill_a.json / spill_b.json, the .cl files copies of the lesson's).
OUT=$1
S=.device/extra/spill
mkdir -p $OUT/spill
SEL=--device=nvidia
coalesce-cli sweep private.spill $SEL --out $OUT/spill/lesson.json > $OUT/spill/lesson.txt 2>&1
for rep in 1 2; do
for w in 32:5 64:6 128:7 256:8; do
  W=${w%%:*}; L=${w##*:}
  for k in a b; do
    coalesce-cli kernel run $S/spill_$k.cl $SEL -s words=$W -s log2words=$L -o $OUT/spill/$k-$W-$rep.json > $OUT/spill/$k-$W-$rep.txt 2>&1
    echo "$k words=$W rep=$rep: $(grep -m1 'median' $OUT/spill/$k-$W-$rep.txt)"
  done
done
done | tee $OUT/spill/summary.txt
cd $OUT && tar -cJf spill.tar.xz spill && rm -rf spill
