<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>LessonTexts</name>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="128"/>
        <source>Global memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="130"/>
        <source>Local memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="132"/>
        <source>Constant memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="134"/>
        <source>Host transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="17"/>
        <source>Strided global reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="27"/>
        <source>Misaligned global reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="35"/>
        <source>Vector width of global reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="42"/>
        <source>Channel conflicts between work-groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="50"/>
        <source>Element size and packing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="56"/>
        <source>Strided local-memory reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="64"/>
        <source>Padded tile column in local memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="72"/>
        <source>Broadcast from local memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="77"/>
        <source>Indexing constant memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="84"/>
        <source>Matrix multiply: loop order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="89"/>
        <source>Prefix sum with bank padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="94"/>
        <source>Five histogram kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="99"/>
        <source>Zero-copy, copy and host pointers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="104"/>
        <source>Atomic contention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="18"/>
        <source>&lt;p&gt;Neighbouring work-items of one SIMD group read elements &lt;b&gt;stride&lt;/b&gt; elements apart. Global memory serves a request in whole &lt;b&gt;segments&lt;/b&gt; (32-byte sectors on NVIDIA, 64 or 128-byte lines elsewhere): every segment the group touches is moved in full.&lt;/p&gt;&lt;p&gt;With stride 1, 32 work-items reading 4 bytes need 128 bytes = 4 segments of 32 B, and every byte moved is used. With stride 2 half of each segment is wasted; from stride 8 on every work-item needs a segment of its own and only 4 of 32 bytes are useful (12.5 %).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; grey (moved but unused) bytes fill the segment strip as the stride grows, and the measured GB/s falls with the model&apos;s efficiency.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="28"/>
        <source>&lt;p&gt;The same contiguous read, but starting &lt;b&gt;offset&lt;/b&gt; elements after an aligned address. The group&apos;s window no longer starts on a segment boundary, so it straddles one extra segment.&lt;/p&gt;&lt;p&gt;Worked example: 16 work-items reading 4 bytes from 0x1232 cover 0x1232-0x1271, which touches three 32-byte segments instead of two: 3 transactions for 64 useful bytes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one extra, mostly grey segment at the end of the strip; offset 0 (or a multiple of the segment) removes it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="36"/>
        <source>&lt;p&gt;Each work-item reads &lt;b&gt;vector&lt;/b&gt; elements at once (float, float2 ... float16), so the same bytes are read with fewer, wider requests.&lt;/p&gt;&lt;p&gt;Wider loads mean fewer instructions and fuller segments; most GPUs are fastest at 8 to 16 bytes per work-item, and very wide vectors are split into several requests again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; each lane covers more of the strip; compare the measured GB/s for widths 1, 2, 4, 8 and 16.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="43"/>
        <source>&lt;p&gt;Global memory is split into &lt;b&gt;channels&lt;/b&gt; (partitions); consecutive blocks of &lt;i&gt;interleave&lt;/i&gt; bytes go to consecutive channels. When all concurrently running work-groups start at addresses a multiple of channels x interleave apart, they all queue on the same channel (partition camping).&lt;/p&gt;&lt;p&gt;Staggering the start of each work-group spreads the load over every channel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the load bars of the channel grid: one tall bar means conflicts; flat bars mean the whole memory system is busy.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="51"/>
        <source>&lt;p&gt;The element &lt;b&gt;type&lt;/b&gt; sets how many bytes each work-item asks for: 1 (uchar), 2, 4, or 8 (ulong, double). Small elements make small requests: a group of 32 reading uchar moves only 32 bytes per request.&lt;/p&gt;&lt;p&gt;Packing small elements into vectors (uchar4, ushort2) restores full-width requests.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; bytes requested per request and GB/s for each type.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="57"/>
        <source>&lt;p&gt;Local memory is divided into &lt;b&gt;banks&lt;/b&gt;; word w lives in bank w mod banks. Each bank serves one word per cycle, so when several work-items of a group read different words of the same bank, the reads are &lt;b&gt;replayed&lt;/b&gt; one pass after another (a bank conflict).&lt;/p&gt;&lt;p&gt;With 32 banks, stride s gives a conflict degree of gcd(s, 32): stride 1 and every odd stride are conflict-free, stride 2 is 2-way, stride 32 is 32-way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the bank grid plays the passes one after another; conflicting cells are marked. Try 32 and then 33.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="65"/>
        <source>&lt;p&gt;A 2-D tile in local memory, &lt;b&gt;row pitch = width + pad&lt;/b&gt;. Reading a column makes every work-item step a whole row: with a width of 32 words and no padding, the whole column sits in one bank and needs 32 passes.&lt;/p&gt;&lt;p&gt;One word of padding per row (pitch 33) shifts each row by one bank, so the column spreads over all banks and is read in one pass. This is the classic tile[32][33] trick of matrix transpose.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; pad 0 against pad 1 on the bank grid and in the chart.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="73"/>
        <source>&lt;p&gt;Every work-item reads the &lt;b&gt;same word&lt;/b&gt; of local memory. The bank serves that word once and broadcasts it to all readers, so there is no conflict, although every access lands in one bank.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one cell with the broadcast mark and a conflict degree of 1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="78"/>
        <source>&lt;p&gt;Constant memory is read through a cache that serves &lt;b&gt;one address per cycle&lt;/b&gt; to the whole group. A &lt;b&gt;uniform&lt;/b&gt; index (all work-items read the same element) is as fast as a register; a &lt;b&gt;divergent&lt;/b&gt; index is serialised by the number of distinct addresses.&lt;/p&gt;&lt;p&gt;Compare with the same table in __global memory, which has no such rule.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; distinct addresses per request, and GB/s for uniform, divergent and random indices.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="85"/>
        <source>&lt;p&gt;Matrix multiply with each work-item computing one element of C. Whether neighbouring work-items walk along a &lt;b&gt;row&lt;/b&gt; or a &lt;b&gt;column&lt;/b&gt; decides whether their reads of A and B are contiguous (coalesced) or a whole row apart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; transactions per request for each order, and the measured time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="90"/>
        <source>&lt;p&gt;A work-group prefix sum in local memory. The tree&apos;s later levels read words 2, 4, 8 ... apart, which land in ever fewer banks. Adding one word of &lt;b&gt;padding&lt;/b&gt; every 32 words (index + index / 32) removes the conflicts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the conflict degree at each level with and without padding.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="95"/>
        <source>&lt;p&gt;Five versions of the same histogram: a baseline, a transposed layout whose reads are coalesced, float4 reads, sub-histograms in &lt;b&gt;local&lt;/b&gt; memory, and the bins in &lt;b&gt;constant&lt;/b&gt; memory. Each step removes one memory bottleneck.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; how each variant changes the access picture and the time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="100"/>
        <source>&lt;p&gt;Three ways to share data with the host: &lt;b&gt;map&lt;/b&gt; a buffer allocated with ALLOC_HOST_PTR (zero copy), &lt;b&gt;copy&lt;/b&gt; with write/read buffer, or wrap host memory with USE_HOST_PTR. On devices that share memory with the CPU, zero copy avoids the copy entirely.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="105"/>
        <source>&lt;p&gt;Many work-items updating &lt;b&gt;one&lt;/b&gt; global counter with atomics are serialised. Reducing in local memory first and adding one value per work-group removes most of the contention.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; GB/s against the number of bins.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="19"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="19"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScriptOptions</name>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="33"/>
        <source>See and measure GPU memory behaviour: coalescing, bank conflicts, channels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="39"/>
        <source>Device: gpu, cpu, P:D or part of its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="41"/>
        <source>Lesson id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="44"/>
        <source>Parameter value (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="47"/>
        <source>Sweep a parameter: name=A..B[:STEP].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="51"/>
        <source>Open a result file to overlay (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="54"/>
        <source>Export files, comma-separated: .png .svg .pdf (chart), .pattern.png .pattern.svg (pattern), .csv .json (data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="59"/>
        <source>Quit when the work is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="61"/>
        <source>Start in presentation mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="63"/>
        <source>Interface language: system, en, zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::AboutDialog</name>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="81"/>
        <source>an ICD loader that does not name itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="89"/>
        <source>About Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="102"/>
        <source>&lt;h2&gt;Coalesce %1&lt;/h2&gt;&lt;p&gt;Makes GPU memory behaviour visible and measurable with real OpenCL kernels: coalescing, strides, bank conflicts, constant memory and channels.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="105"/>
        <source>&lt;p&gt;Coalesce is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;It uses Qt and Qt Charts (GPL-3.0), the OpenCL C++ bindings, spdlog, fmt, nlohmann/json and CLI11.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="115"/>
        <source>asking the loader…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="119"/>
        <source>&amp;Copy build information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="145"/>
        <source>Version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="146"/>
        <source>Qt: %1 (built with %2), platform %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="148"/>
        <source>Compiler: %1, %2 build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="151"/>
        <source>optimised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="153"/>
        <source>debug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="156"/>
        <source>OpenCL: headers for OpenCL %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="159"/>
        <source>OpenCL loader: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="161"/>
        <source>Kernels: from COALESCE_KERNEL_DIR (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="162"/>
        <source>Kernels: built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="163"/>
        <source>System: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::Controller</name>
    <message>
        <location filename="../../ui/controller.cpp" line="93"/>
        <source>Unknown lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="93"/>
        <source>There is no lesson &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="100"/>
        <location filename="../../ui/controller.cpp" line="124"/>
        <source>Invalid parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="229"/>
        <source>Choose a lesson first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="233"/>
        <location filename="../../ui/controller.cpp" line="250"/>
        <source>No device is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="234"/>
        <location filename="../../ui/controller.cpp" line="251"/>
        <source>A sweep runs real kernels; open an OpenCL device first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="241"/>
        <source>Invalid sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="342"/>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="387"/>
        <source>Could not list the OpenCL devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="389"/>
        <source>Could not open the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="391"/>
        <source>Could not trace the kernel&apos;s accesses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="393"/>
        <source>Could not measure this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="395"/>
        <source>The sweep failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="397"/>
        <source>Could not apply the memory geometry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="399"/>
        <source>Could not open the result file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::DeviceExplorer</name>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="29"/>
        <source>No device open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="42"/>
        <source>Filter (e.g. cache, local, vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="59"/>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="60"/>
        <source>Copy as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="67"/>
        <source>Device info copied as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="71"/>
        <source>Device info copied as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="73"/>
        <source>Device info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="89"/>
        <source>Double-click a value to override it; the models and the pattern use the new value at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="94"/>
        <source>Reset overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="99"/>
        <source>Memory geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="112"/>
        <source>Family: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::DeviceInfoModel</name>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="151"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="153"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="155"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="157"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::Exporter</name>
    <message>
        <location filename="../../ui/exporter.cpp" line="36"/>
        <location filename="../../ui/exporter.cpp" line="64"/>
        <source>%1: unknown file type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="46"/>
        <source>%1: there are no results to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="70"/>
        <location filename="../../ui/exporter.cpp" line="74"/>
        <source>Save results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="71"/>
        <source>Run a sweep first: there is nothing to save yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="75"/>
        <source>Results (*.json);;Table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="81"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="82"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="89"/>
        <source>Export pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="90"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::GeometryModel</name>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="32"/>
        <source>Work-items per SIMD group (warp / wavefront)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="34"/>
        <source>Local-memory banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="36"/>
        <source>Bytes per bank word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="38"/>
        <source>Work-items judged together for bank conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="40"/>
        <source>Same word read by several work-items is served once (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="42"/>
        <source>Global-memory transaction size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="44"/>
        <source>Cache line (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="46"/>
        <source>Global-memory channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="48"/>
        <source>Bytes per channel before the next (interleave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="50"/>
        <source>Dedicated on-chip local memory (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="52"/>
        <source>Peak global bandwidth (MB/s, 0 = unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="60"/>
        <source>queried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="62"/>
        <source>vendor table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="64"/>
        <source>user override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="66"/>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="68"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="137"/>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="139"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="141"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="143"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::LessonPanel</name>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="27"/>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="27"/>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="28"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="28"/>
        <source>Measure on every change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="46"/>
        <source>default sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="47"/>
        <source>name=A..B, name=A..B:STEP, name=A..B:*2 or name=a,b,c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="48"/>
        <source>Sweep range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="122"/>
        <source>seeds %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="181"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="54"/>
        <source>Coalesce - GPU memory, seen and measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="94"/>
        <location filename="../../ui/mainwindow.cpp" line="183"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="151"/>
        <source>No OpenCL device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="153"/>
        <source>&lt;b&gt;No OpenCL device was found.&lt;/b&gt; You can still open saved results (File → Open results) and pick a lesson to see its access pattern from the model. To run the lessons on this computer&apos;s CPU, install PoCL, for example &lt;tt&gt;sudo apt install pocl-opencl-icd ocl-icd-libopencl1&lt;/tt&gt;, then restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="160"/>
        <source>no OpenCL device: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="206"/>
        <source>model only: no device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="208"/>
        <source>picture: NVIDIA-like GPU model; this CPU has no local-memory banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="230"/>
        <location filename="../../ui/mainwindow.cpp" line="281"/>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="232"/>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="234"/>
        <source>wrong result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="236"/>
        <source>%1 GB/s (median of %2 runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="259"/>
        <source>Sweep stopped after %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="260"/>
        <source>Sweep finished: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="284"/>
        <location filename="../../ui/mainwindow.cpp" line="296"/>
        <source>Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mainwindow.cpp" line="297"/>
        <source>%n result file(s) could not be opened.</source>
        <translation>
            <numerusform>%n result file could not be opened.</numerusform>
            <numerusform>%n result files could not be opened.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="327"/>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="360"/>
        <source>Open results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="361"/>
        <source>Coalesce results (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="39"/>
        <location filename="../../ui/mainwindowlayout.cpp" line="95"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="42"/>
        <source>Device </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="46"/>
        <source>Scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="90"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="108"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="116"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="136"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="137"/>
        <source>&amp;Open results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="138"/>
        <source>&amp;Save results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="140"/>
        <source>Export &amp;chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="141"/>
        <source>Export &amp;pattern…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="143"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="145"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="146"/>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="147"/>
        <source>&amp;Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="149"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="151"/>
        <source>Scan devices again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="153"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="154"/>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="162"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="165"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="175"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="175"/>
        <source>The new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="179"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="180"/>
        <source>&amp;About Coalesce</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ParamForm</name>
    <message>
        <location filename="../../ui/paramform.cpp" line="58"/>
        <source>Stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="60"/>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="62"/>
        <source>Element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="64"/>
        <source>Vector width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="66"/>
        <source>Buffer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="68"/>
        <source>Work-group size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="70"/>
        <source>Padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="72"/>
        <source>Index mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="74"/>
        <source>Memory space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="76"/>
        <source>Loop order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="78"/>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="80"/>
        <source>Bins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="82"/>
        <source>Block pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="84"/>
        <source>Staggering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="91"/>
        <source>elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="93"/>
        <source>words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="95"/>
        <source>work-items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="97"/>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::PatternView</name>
    <message>
        <location filename="../../ui/patternview.cpp" line="378"/>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternview.cpp" line="384"/>
        <source>Coalesce memory access pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternview.cpp" line="388"/>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="27"/>
        <source>%1 · %2</source>
        <comment>pattern note · pattern title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="35"/>
        <source>No trace yet: pick a lesson and press Trace (or change a parameter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="36"/>
        <source>lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="38"/>
        <source>Memory access pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="41"/>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="41"/>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="42"/>
        <source>SIMD group %1, step %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="44"/>
        <source>+%1 rows not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="47"/>
        <source>Local memory: %1 banks × %2 B — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <source>conflict degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <location filename="../../ui/patternviewtexts.cpp" line="95"/>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>bytes requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <source>broadcast lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="49"/>
        <source>bank bandwidth used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="50"/>
        <source>%1-way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="50"/>
        <location filename="../../ui/patternviewtexts.cpp" line="77"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="54"/>
        <source>bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="55"/>
        <source>conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="56"/>
        <source>row </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="57"/>
        <source>word read by a lane (number = lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="58"/>
        <source>bank conflict: extra passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="59"/>
        <source>broadcast: one word, several lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="72"/>
        <source>Global memory: %1 channels, %2 B interleave — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>channels used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>imbalance (max / mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>busiest channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="74"/>
        <source>transactions (this request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="77"/>
        <source>ch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="80"/>
        <source>channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="81"/>
        <source>load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="82"/>
        <source>segments a request sends to a channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="83"/>
        <source>segments per channel so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="88"/>
        <source>Constant memory: %1-byte segments — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="89"/>
        <source>Global memory: %1-byte segments — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="94"/>
        <source>distinct addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="94"/>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>segment fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="94"/>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>transactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="95"/>
        <location filename="../../ui/patternviewtexts.cpp" line="102"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>bytes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="107"/>
        <source>seg </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="108"/>
        <source>bytes a lane requested (number = lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="109"/>
        <location filename="../../ui/patternviewtexts.cpp" line="152"/>
        <source>moved but not requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="124"/>
        <source>Lane %1 (work-item %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="126"/>
        <source>no access in this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="127"/>
        <source>byte offset %1, %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="129"/>
        <source>bank %1, served in pass %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="139"/>
        <source>Channel %1, SIMD group %2 step %3: %4 segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="145"/>
        <source>Bank %1, row %2 (bytes %3-%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="150"/>
        <source>Segment %1, bytes %2-%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="155"/>
        <source>lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="157"/>
        <source>and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="160"/>
        <source>conflict: %1 different words in this bank, %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="162"/>
        <source>broadcast: one read serves every lane of this word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::PlaybackBar</name>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="22"/>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="24"/>
        <source>Play / pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="28"/>
        <source>Step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="33"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="39"/>
        <source>SIMD group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="41"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="44"/>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="45"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="46"/>
        <source>Segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="47"/>
        <source>Banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="48"/>
        <source>Channels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ResultsModel</name>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="65"/>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="67"/>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="69"/>
        <source>wrong result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="71"/>
        <source>valid; host timer disagrees &gt; 10 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="72"/>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="127"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="129"/>
        <source>GB/s (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="131"/>
        <source>p10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="133"/>
        <source>p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="135"/>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="137"/>
        <source>time (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="139"/>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="141"/>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="143"/>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ThroughputChart</name>
    <message>
        <location filename="../../ui/chartdata.cpp" line="39"/>
        <source>this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="75"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="200"/>
        <source>measured %1 GB/s (p10 %2, p90 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="205"/>
        <source>model %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="206"/>
        <source>model %1 GB/s (relative %2, anchored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="210"/>
        <source>validation: passed (%1 values checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="301"/>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="301"/>
        <source>model (relative, anchored at its best point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="315"/>
        <location filename="../../ui/throughputchartitems.cpp" line="269"/>
        <source>effective bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="315"/>
        <source>bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="319"/>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartexport.cpp" line="39"/>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartexport.cpp" line="48"/>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartexport.cpp" line="70"/>
        <source>Could not write the PDF file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="153"/>
        <source>measured: median, band p10–p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="173"/>
        <source>not measured (hover for why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="231"/>
        <source>configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="235"/>
        <source>, log 2 scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="290"/>
        <source>device peak %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="321"/>
        <source>current: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
