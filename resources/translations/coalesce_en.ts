<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <source>an ICD loader that does not name itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Coalesce %1&lt;/h2&gt;&lt;p&gt;Makes GPU memory behaviour visible and measurable with real OpenCL kernels: coalescing, strides, bank conflicts, constant memory and channels.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Coalesce is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;It uses Qt and Qt Charts (GPL-3.0), the OpenCL C++ bindings, spdlog, fmt, nlohmann/json and CLI11.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking the loader…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy build information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt: %1 (built with %2), platform %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiler: %1, %2 build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>debug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenCL: headers for OpenCL %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenCL loader: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels: from COALESCE_KERNEL_DIR (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels: built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no lesson &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a lesson first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sweep runs real kernels; open an OpenCL device first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list the OpenCL devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not trace the kernel&apos;s accesses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not measure this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceExplorer</name>
    <message>
        <source>No device open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter (e.g. cache, local, vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device info copied as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device info copied as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a value to override it; the models and the pattern use the new value at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceInfoModel</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeometryModel</name>
    <message>
        <source>Work-items per SIMD group (warp / wavefront)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local-memory banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per bank word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work-items judged together for bank conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same word read by several work-items is served once (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global-memory transaction size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache line (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global-memory channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per channel before the next (interleave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated on-chip local memory (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak global bandwidth (MB/s, 0 = unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure on every change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name=A..B, name=A..B:STEP, name=A..B:*2 or name=a,b,c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeds %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>Global memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constant memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strided global reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misaligned global reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector width of global reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel conflicts between work-groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element size and packing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strided local-memory reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padded tile column in local memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast from local memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing constant memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix multiply: loop order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix sum with bank padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five histogram kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-copy, copy and host pointers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atomic contention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Neighbouring work-items of one SIMD group read elements &lt;b&gt;stride&lt;/b&gt; elements apart. Global memory serves a request in whole &lt;b&gt;segments&lt;/b&gt; (32-byte sectors on NVIDIA, 64 or 128-byte lines elsewhere): every segment the group touches is moved in full.&lt;/p&gt;&lt;p&gt;With stride 1, 32 work-items reading 4 bytes need 128 bytes = 4 segments of 32 B, and every byte moved is used. With stride 2 half of each segment is wasted; from stride 8 on every work-item needs a segment of its own and only 4 of 32 bytes are useful (12.5 %).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; grey (moved but unused) bytes fill the segment strip as the stride grows, and the measured GB/s falls with the model&apos;s efficiency.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The same contiguous read, but starting &lt;b&gt;offset&lt;/b&gt; elements after an aligned address. The group&apos;s window no longer starts on a segment boundary, so it straddles one extra segment.&lt;/p&gt;&lt;p&gt;Worked example: 16 work-items reading 4 bytes from 0x1232 cover 0x1232-0x1271, which touches three 32-byte segments instead of two: 3 transactions for 64 useful bytes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one extra, mostly grey segment at the end of the strip; offset 0 (or a multiple of the segment) removes it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Each work-item reads &lt;b&gt;vector&lt;/b&gt; elements at once (float, float2 ... float16), so the same bytes are read with fewer, wider requests.&lt;/p&gt;&lt;p&gt;Wider loads mean fewer instructions and fuller segments; most GPUs are fastest at 8 to 16 bytes per work-item, and very wide vectors are split into several requests again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; each lane covers more of the strip; compare the measured GB/s for widths 1, 2, 4, 8 and 16.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Global memory is split into &lt;b&gt;channels&lt;/b&gt; (partitions); consecutive blocks of &lt;i&gt;interleave&lt;/i&gt; bytes go to consecutive channels. When all concurrently running work-groups start at addresses a multiple of channels x interleave apart, they all queue on the same channel (partition camping).&lt;/p&gt;&lt;p&gt;Staggering the start of each work-group spreads the load over every channel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the load bars of the channel grid: one tall bar means conflicts; flat bars mean the whole memory system is busy.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The element &lt;b&gt;type&lt;/b&gt; sets how many bytes each work-item asks for: 1 (uchar), 2, 4, or 8 (ulong, double). Small elements make small requests: a group of 32 reading uchar moves only 32 bytes per request.&lt;/p&gt;&lt;p&gt;Packing small elements into vectors (uchar4, ushort2) restores full-width requests.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; bytes requested per request and GB/s for each type.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Local memory is divided into &lt;b&gt;banks&lt;/b&gt;; word w lives in bank w mod banks. Each bank serves one word per cycle, so when several work-items of a group read different words of the same bank, the reads are &lt;b&gt;replayed&lt;/b&gt; one pass after another (a bank conflict).&lt;/p&gt;&lt;p&gt;With 32 banks, stride s gives a conflict degree of gcd(s, 32): stride 1 and every odd stride are conflict-free, stride 2 is 2-way, stride 32 is 32-way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the bank grid plays the passes one after another; conflicting cells are marked. Try 32 and then 33.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A 2-D tile in local memory, &lt;b&gt;row pitch = width + pad&lt;/b&gt;. Reading a column makes every work-item step a whole row: with a width of 32 words and no padding, the whole column sits in one bank and needs 32 passes.&lt;/p&gt;&lt;p&gt;One word of padding per row (pitch 33) shifts each row by one bank, so the column spreads over all banks and is read in one pass. This is the classic tile[32][33] trick of matrix transpose.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; pad 0 against pad 1 on the bank grid and in the chart.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Every work-item reads the &lt;b&gt;same word&lt;/b&gt; of local memory. The bank serves that word once and broadcasts it to all readers, so there is no conflict, although every access lands in one bank.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one cell with the broadcast mark and a conflict degree of 1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Constant memory is read through a cache that serves &lt;b&gt;one address per cycle&lt;/b&gt; to the whole group. A &lt;b&gt;uniform&lt;/b&gt; index (all work-items read the same element) is as fast as a register; a &lt;b&gt;divergent&lt;/b&gt; index is serialised by the number of distinct addresses.&lt;/p&gt;&lt;p&gt;Compare with the same table in __global memory, which has no such rule.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; distinct addresses per request, and GB/s for uniform, divergent and random indices.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Matrix multiply with each work-item computing one element of C. Whether neighbouring work-items walk along a &lt;b&gt;row&lt;/b&gt; or a &lt;b&gt;column&lt;/b&gt; decides whether their reads of A and B are contiguous (coalesced) or a whole row apart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; transactions per request for each order, and the measured time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A work-group prefix sum in local memory. The tree&apos;s later levels read words 2, 4, 8 ... apart, which land in ever fewer banks. Adding one word of &lt;b&gt;padding&lt;/b&gt; every 32 words (index + index / 32) removes the conflicts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the conflict degree at each level with and without padding.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Five versions of the same histogram: a baseline, a transposed layout whose reads are coalesced, float4 reads, sub-histograms in &lt;b&gt;local&lt;/b&gt; memory, and the bins in &lt;b&gt;constant&lt;/b&gt; memory. Each step removes one memory bottleneck.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; how each variant changes the access picture and the time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Three ways to share data with the host: &lt;b&gt;map&lt;/b&gt; a buffer allocated with ALLOC_HOST_PTR (zero copy), &lt;b&gt;copy&lt;/b&gt; with write/read buffer, or wrap host memory with USE_HOST_PTR. On devices that share memory with the CPU, zero copy avoids the copy entirely.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Many work-items updating &lt;b&gt;one&lt;/b&gt; global counter with atomics are serialised. Reducing in local memory first and adding one value per work-group removes most of the contention.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; GB/s against the number of bins.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>model only: no device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picture: NVIDIA-like GPU model; this CPU has no local-memory banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coalesce - GPU memory, seen and measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;pattern…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan devices again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Coalesce %1&lt;/h3&gt;&lt;p&gt;Makes GPU memory behaviour visible and measurable with real OpenCL kernels: coalescing, strides, bank conflicts, constant memory and channels.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OpenCL device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No OpenCL device was found.&lt;/b&gt; You can still open saved results (File → Open results) and pick a lesson to see its access pattern from the model. To run the lessons on this computer&apos;s CPU, install PoCL, for example &lt;tt&gt;sudo apt install pocl-opencl-icd ocl-icd-libopencl1&lt;/tt&gt;, then restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no OpenCL device: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s (median of %2 runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep stopped after %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep finished: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown file type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there are no results to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coalesce results (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a sweep first: there is nothing to save yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results (*.json);;Table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParamForm</name>
    <message>
        <source>Stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work-group size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staggering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work-items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatternView</name>
    <message>
        <source>%1 · %2</source>
        <comment>pattern note · pattern title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coalesce memory access pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trace yet: pick a lesson and press Trace (or change a parameter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory access pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIMD group %1, step %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 rows not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local memory: %1 banks × %2 B — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank bandwidth used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word read by a lane (number = lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank conflict: extra passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast: one word, several lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global memory: %1 channels, %2 B interleave — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>channels used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imbalance (max / mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busiest channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transactions (this request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segments a request sends to a channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segments per channel so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constant memory: %1-byte segments — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global memory: %1-byte segments — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distinct addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segment fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seg </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes a lane requested (number = lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved but not requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 (work-item %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no access in this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byte offset %1, %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank %1, served in pass %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel %1, SIMD group %2 step %3: %4 segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank %1, row %2 (bytes %3-%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segment %1, bytes %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict: %1 different words in this bank, %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast: one read serves every lane of this word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIMD group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid; host timer disagrees &gt; 10 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScriptOptions</name>
    <message>
        <source>See and measure GPU memory behaviour: coalescing, bank conflicts, channels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device: gpu, cpu, P:D or part of its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter value (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep a parameter: name=A..B[:STEP].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a result file to overlay (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export files, comma-separated: .png .svg .pdf (chart), .pattern.png .pattern.svg (pattern), .csv .json (data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit when the work is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language: system, en, zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThroughputChart</name>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured %1 GB/s (p10 %2, p90 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1 GB/s (relative %2, anchored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation: passed (%1 values checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, log 2 scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured (hover for why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model (relative, anchored at its best point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device peak %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the PDF file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p10–p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured: median, band p10–p90</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ThroughputChart</name>
    <message>
        <source>this run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
