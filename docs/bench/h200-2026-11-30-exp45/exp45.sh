#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# exp45 (H200): histogram GPU2's loop with its loads apart, as compiled, or batched (h2test.cpp).
set -u
out=$1
timeout 200 .device/extra/h2test > $out/h2test.txt 2>&1
echo "rc $?" >> $out/h2test.txt
