<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>LessonTexts</name>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="128"/>
        <source>Global memory</source>
        <translation>全局内存</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="130"/>
        <source>Local memory</source>
        <translation>局部内存</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="132"/>
        <source>Constant memory</source>
        <translation>常量内存</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="134"/>
        <source>Host transfers</source>
        <translation>主机传输</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="17"/>
        <source>Strided global reads</source>
        <translation>跨步读取全局内存</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="27"/>
        <source>Misaligned global reads</source>
        <translation>未对齐的全局内存读取</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="35"/>
        <source>Vector width of global reads</source>
        <translation>全局内存读取的向量宽度</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="42"/>
        <source>Channel conflicts between work-groups</source>
        <translation>工作组之间的通道冲突</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="50"/>
        <source>Element size and packing</source>
        <translation>元素大小与打包</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="56"/>
        <source>Strided local-memory reads</source>
        <translation>跨步读取局部内存</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="64"/>
        <source>Padded tile column in local memory</source>
        <translation>局部内存中填充后的分块列访问</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="72"/>
        <source>Broadcast from local memory</source>
        <translation>局部内存广播</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="77"/>
        <source>Indexing constant memory</source>
        <translation>常量内存的索引方式</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="84"/>
        <source>Matrix multiply: loop order</source>
        <translation>矩阵乘法：循环顺序</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="89"/>
        <source>Prefix sum with bank padding</source>
        <translation>带 bank 填充的前缀和</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="94"/>
        <source>Five histogram kernels</source>
        <translation>五个直方图内核</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="99"/>
        <source>Zero-copy, copy and host pointers</source>
        <translation>零拷贝、拷贝与主机指针</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="104"/>
        <source>Atomic contention</source>
        <translation>原子操作争用</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="18"/>
        <source>&lt;p&gt;Neighbouring work-items of one SIMD group read elements &lt;b&gt;stride&lt;/b&gt; elements apart. Global memory serves a request in whole &lt;b&gt;segments&lt;/b&gt; (32-byte sectors on NVIDIA, 64 or 128-byte lines elsewhere): every segment the group touches is moved in full.&lt;/p&gt;&lt;p&gt;With stride 1, 32 work-items reading 4 bytes need 128 bytes = 4 segments of 32 B, and every byte moved is used. With stride 2 half of each segment is wasted; from stride 8 on every work-item needs a segment of its own and only 4 of 32 bytes are useful (12.5 %).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; grey (moved but unused) bytes fill the segment strip as the stride grows, and the measured GB/s falls with the model&apos;s efficiency.&lt;/p&gt;</source>
        <translation>&lt;p&gt;同一 SIMD 组中相邻的工作项读取相隔 &lt;b&gt;stride&lt;/b&gt;（跨步）个元素的数据。全局内存以完整的&lt;b&gt;段&lt;/b&gt;为单位服务请求（NVIDIA 上是 32 字节的 sector，其他设备上是 64 或 128 字节的缓存行）：该组触及的每一个段都会被整段搬运。&lt;/p&gt;&lt;p&gt;跨步为 1 时，32 个工作项各读 4 字节，共需 128 字节 = 4 个 32 B 的段，搬运的每个字节都被用到。跨步为 2 时每个段浪费一半；从跨步 8 开始，每个工作项都需要独占一个段，32 字节中只有 4 字节有用（12.5 %）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;随着跨步增大，段条中灰色（搬运了却没用到）的字节越来越多，实测 GB/s 随模型给出的效率一起下降。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="28"/>
        <source>&lt;p&gt;The same contiguous read, but starting &lt;b&gt;offset&lt;/b&gt; elements after an aligned address. The group&apos;s window no longer starts on a segment boundary, so it straddles one extra segment.&lt;/p&gt;&lt;p&gt;Worked example: 16 work-items reading 4 bytes from 0x1232 cover 0x1232-0x1271, which touches three 32-byte segments instead of two: 3 transactions for 64 useful bytes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one extra, mostly grey segment at the end of the strip; offset 0 (or a multiple of the segment) removes it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;同样是连续读取，但起点在对齐地址之后 &lt;b&gt;offset&lt;/b&gt;（偏移）个元素处。该组的访问窗口不再从段边界开始，因此会多跨一个段。&lt;/p&gt;&lt;p&gt;例题：16 个工作项从 0x1232 开始各读 4 字节，覆盖 0x1232–0x1271，触及三个 32 字节的段而不是两个：64 个有用字节需要 3 次事务。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;段条末尾多出一个大部分为灰色的段；偏移为 0（或段大小的整数倍）时它就消失了。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="36"/>
        <source>&lt;p&gt;Each work-item reads &lt;b&gt;vector&lt;/b&gt; elements at once (float, float2 ... float16), so the same bytes are read with fewer, wider requests.&lt;/p&gt;&lt;p&gt;Wider loads mean fewer instructions and fuller segments; most GPUs are fastest at 8 to 16 bytes per work-item, and very wide vectors are split into several requests again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; each lane covers more of the strip; compare the measured GB/s for widths 1, 2, 4, 8 and 16.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个工作项一次读取 &lt;b&gt;vector&lt;/b&gt;（向量宽度）个元素（float、float2 … float16），于是同样的字节用更少、更宽的请求读完。&lt;/p&gt;&lt;p&gt;更宽的读取意味着更少的指令和更满的段；大多数 GPU 在每个工作项读 8 到 16 字节时最快，过宽的向量又会被拆成多个请求。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每个线程覆盖段条的更大部分；比较宽度 1、2、4、8、16 的实测 GB/s。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="43"/>
        <source>&lt;p&gt;Global memory is split into &lt;b&gt;channels&lt;/b&gt; (partitions); consecutive blocks of &lt;i&gt;interleave&lt;/i&gt; bytes go to consecutive channels. When all concurrently running work-groups start at addresses a multiple of channels x interleave apart, they all queue on the same channel (partition camping).&lt;/p&gt;&lt;p&gt;Staggering the start of each work-group spreads the load over every channel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the load bars of the channel grid: one tall bar means conflicts; flat bars mean the whole memory system is busy.&lt;/p&gt;</source>
        <translation>&lt;p&gt;全局内存被划分为多个&lt;b&gt;通道&lt;/b&gt;（分区）；每 &lt;i&gt;interleave&lt;/i&gt;（交织粒度）字节的连续块依次落在相邻的通道上。如果同时运行的各工作组的起始地址彼此相隔通道数 × 交织粒度的整数倍，它们就会全部挤在同一个通道上排队（分区驻留，partition camping）。&lt;/p&gt;&lt;p&gt;把各工作组的起点错开，负载就能分散到所有通道。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;通道网格中的负载条：一根特别高的条表示冲突；高度齐平表示整个内存系统都在工作。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="51"/>
        <source>&lt;p&gt;The element &lt;b&gt;type&lt;/b&gt; sets how many bytes each work-item asks for: 1 (uchar), 2, 4, or 8 (ulong, double). Small elements make small requests: a group of 32 reading uchar moves only 32 bytes per request.&lt;/p&gt;&lt;p&gt;Packing small elements into vectors (uchar4, ushort2) restores full-width requests.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; bytes requested per request and GB/s for each type.&lt;/p&gt;</source>
        <translation>&lt;p&gt;元素&lt;b&gt;类型&lt;/b&gt;决定每个工作项请求多少字节：1（uchar）、2、4 或 8（ulong、double）。小元素产生小请求：32 个工作项读取 uchar，每次请求只搬运 32 字节。&lt;/p&gt;&lt;p&gt;把小元素打包成向量（uchar4、ushort2）即可恢复满宽度的请求。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每种类型每次请求的字节数和 GB/s。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="57"/>
        <source>&lt;p&gt;Local memory is divided into &lt;b&gt;banks&lt;/b&gt;; word w lives in bank w mod banks. Each bank serves one word per cycle, so when several work-items of a group read different words of the same bank, the reads are &lt;b&gt;replayed&lt;/b&gt; one pass after another (a bank conflict).&lt;/p&gt;&lt;p&gt;With 32 banks, stride s gives a conflict degree of gcd(s, 32): stride 1 and every odd stride are conflict-free, stride 2 is 2-way, stride 32 is 32-way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the bank grid plays the passes one after another; conflicting cells are marked. Try 32 and then 33.&lt;/p&gt;</source>
        <translation>&lt;p&gt;局部内存被划分为多个 &lt;b&gt;bank&lt;/b&gt;；第 w 个字位于 w mod bank 数 号 bank。每个 bank 每个周期只能提供一个字，所以当同一组中的多个工作项读取同一 bank 的不同字时，这些读取会一轮接一轮地&lt;b&gt;重放&lt;/b&gt;（即 bank 冲突）。&lt;/p&gt;&lt;p&gt;在 32 个 bank 时，跨步 s 的冲突度为 gcd(s, 32)：跨步 1 和所有奇数跨步都无冲突，跨步 2 为 2 路冲突，跨步 32 为 32 路冲突。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;bank 网格逐轮播放各次访问；冲突的格子会被标出。先试 32，再试 33。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="65"/>
        <source>&lt;p&gt;A 2-D tile in local memory, &lt;b&gt;row pitch = width + pad&lt;/b&gt;. Reading a column makes every work-item step a whole row: with a width of 32 words and no padding, the whole column sits in one bank and needs 32 passes.&lt;/p&gt;&lt;p&gt;One word of padding per row (pitch 33) shifts each row by one bank, so the column spreads over all banks and is read in one pass. This is the classic tile[32][33] trick of matrix transpose.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; pad 0 against pad 1 on the bank grid and in the chart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;局部内存中的二维分块，&lt;b&gt;行距 = 宽度 + 填充&lt;/b&gt;。按列读取时，每个工作项都要跨过一整行：宽度为 32 个字且不填充时，整列都落在同一个 bank 上，需要 32 轮。&lt;/p&gt;&lt;p&gt;每行填充一个字（行距 33）会让每一行错开一个 bank，于是这一列分散到所有 bank 上，一轮就能读完。这就是矩阵转置中经典的 tile[32][33] 技巧。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在 bank 网格和图表中对比填充 0 与填充 1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="73"/>
        <source>&lt;p&gt;Every work-item reads the &lt;b&gt;same word&lt;/b&gt; of local memory. The bank serves that word once and broadcasts it to all readers, so there is no conflict, although every access lands in one bank.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one cell with the broadcast mark and a conflict degree of 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有工作项都读取局部内存中的&lt;b&gt;同一个字&lt;/b&gt;。bank 只提供一次这个字并把它广播给所有读取者，因此虽然所有访问都落在同一个 bank，却没有冲突。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;一个带广播标记的格子，冲突度为 1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="78"/>
        <source>&lt;p&gt;Constant memory is read through a cache that serves &lt;b&gt;one address per cycle&lt;/b&gt; to the whole group. A &lt;b&gt;uniform&lt;/b&gt; index (all work-items read the same element) is as fast as a register; a &lt;b&gt;divergent&lt;/b&gt; index is serialised by the number of distinct addresses.&lt;/p&gt;&lt;p&gt;Compare with the same table in __global memory, which has no such rule.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; distinct addresses per request, and GB/s for uniform, divergent and random indices.&lt;/p&gt;</source>
        <translation>&lt;p&gt;常量内存通过一个缓存读取，它每个周期只能为整个组提供&lt;b&gt;一个地址&lt;/b&gt;。&lt;b&gt;统一&lt;/b&gt;索引（所有工作项读同一个元素）和寄存器一样快；&lt;b&gt;发散&lt;/b&gt;索引则按不同地址的个数串行化。&lt;/p&gt;&lt;p&gt;可以与放在 __global 内存中的同一张表对比，后者没有这条规则。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每次请求中不同地址的个数，以及统一、发散、随机索引下的 GB/s。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="85"/>
        <source>&lt;p&gt;Matrix multiply with each work-item computing one element of C. Whether neighbouring work-items walk along a &lt;b&gt;row&lt;/b&gt; or a &lt;b&gt;column&lt;/b&gt; decides whether their reads of A and B are contiguous (coalesced) or a whole row apart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; transactions per request for each order, and the measured time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;矩阵乘法，每个工作项计算 C 的一个元素。相邻工作项沿&lt;b&gt;行&lt;/b&gt;还是沿&lt;b&gt;列&lt;/b&gt;分布，决定了它们对 A 和 B 的读取是连续的（合并访问）还是相隔整整一行。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;两种顺序下每次请求的事务数，以及实测时间。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="90"/>
        <source>&lt;p&gt;A work-group prefix sum in local memory. The tree&apos;s later levels read words 2, 4, 8 ... apart, which land in ever fewer banks. Adding one word of &lt;b&gt;padding&lt;/b&gt; every 32 words (index + index / 32) removes the conflicts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the conflict degree at each level with and without padding.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在局部内存中做工作组内的前缀和。归约树越往后，读取的字相隔 2、4、8 …，落在越来越少的 bank 上。每 32 个字加一个字的&lt;b&gt;填充&lt;/b&gt;（index + index / 32）即可消除冲突。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;有无填充时每一层的冲突度。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="95"/>
        <source>&lt;p&gt;Five versions of the same histogram: a baseline, a transposed layout whose reads are coalesced, float4 reads, sub-histograms in &lt;b&gt;local&lt;/b&gt; memory, and the bins in &lt;b&gt;constant&lt;/b&gt; memory. Each step removes one memory bottleneck.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; how each variant changes the access picture and the time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;同一个直方图的五个版本：基线版本、读取可合并的转置布局、float4 读取、在&lt;b&gt;局部&lt;/b&gt;内存中建子直方图、把桶放进&lt;b&gt;常量&lt;/b&gt;内存。每一步都消除一个内存瓶颈。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每个变体如何改变访问图和运行时间。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="100"/>
        <source>&lt;p&gt;Three ways to share data with the host: &lt;b&gt;map&lt;/b&gt; a buffer allocated with ALLOC_HOST_PTR (zero copy), &lt;b&gt;copy&lt;/b&gt; with write/read buffer, or wrap host memory with USE_HOST_PTR. On devices that share memory with the CPU, zero copy avoids the copy entirely.&lt;/p&gt;</source>
        <translation>&lt;p&gt;与主机共享数据的三种方式：&lt;b&gt;映射&lt;/b&gt;用 ALLOC_HOST_PTR 分配的缓冲区（零拷贝）、用 write/read buffer &lt;b&gt;拷贝&lt;/b&gt;、或用 USE_HOST_PTR 包装主机内存。在与 CPU 共享内存的设备上，零拷贝完全省去了拷贝。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/lessontexts.cpp" line="105"/>
        <source>&lt;p&gt;Many work-items updating &lt;b&gt;one&lt;/b&gt; global counter with atomics are serialised. Reducing in local memory first and adding one value per work-group removes most of the contention.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; GB/s against the number of bins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;许多工作项用原子操作更新&lt;b&gt;同一个&lt;/b&gt;全局计数器时会被串行化。先在局部内存中归约，每个工作组只加一次，就能消除大部分争用。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;GB/s 随桶数的变化。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A histogram of pseudo-random words (seed 002 §7.3). With &lt;b&gt;method = global&lt;/b&gt; every word is one atomic_inc on a global counter; with &lt;b&gt;method = local&lt;/b&gt; each work-group first counts into a sub-histogram in local memory, then adds each bin to global memory with one atomic_add per bin per group: the seed&apos;s advice, reduce with local atomics first and update global memory once.&lt;/p&gt;&lt;p&gt;Atomics on one address are applied one after another. With 1 bin all 32 lanes of a request hit one address (32 updates in a row) and every work-group of the device waits on the same counter; with 4096 bins the 32 lanes almost always hit 32 different addresses.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the picture counts the distinct addresses of each atomic request and the lanes on its busiest address. On a GPU (the H100) the global method is slowest at 1 bin and speeds up with the bins, and the local method wins at few bins but pays one global atomic per bin per group. On a CPU (PoCL) an atomic is a locked cache line, local memory is ordinary memory, and the local method loses at 4096 bins (zeroing and flushing 4096 words per group).&lt;/p&gt;</source>
        <translation>&lt;p&gt;对伪随机数做直方图（种子 002 §7.3）。&lt;b&gt;method = global&lt;/b&gt; 时每个字都对一个全局计数器执行一次 atomic_inc；&lt;b&gt;method = local&lt;/b&gt; 时每个工作组先在局部内存中统计一个子直方图，然后每个桶只用一次 atomic_add 加到全局内存：这正是种子的建议，先用局部原子操作归约，再对全局内存做一次更新。&lt;/p&gt;&lt;p&gt;同一地址上的原子操作只能一个接一个地执行。只有 1 个桶时，一个请求的 32 个通道都落在同一个地址上（连续 32 次更新），整个设备的所有工作组都在等同一个计数器；有 4096 个桶时，32 个通道几乎总是落在 32 个不同的地址上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;图中统计每个原子请求的不同地址数，以及最繁忙地址上的通道数。在 GPU（H100）上，global 方法在 1 个桶时最慢，桶越多越快；local 方法在桶少时占优，但每个工作组的每个桶都要付出一次全局原子操作。在 CPU（PoCL）上，原子操作就是锁住一条缓存行，局部内存只是普通内存，local 方法在 4096 个桶时反而更慢（每组要清零并写回 4096 个字）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid and adds one to that centroid&apos;s bin with an atomic. The five lessons are the seed&apos;s five kernels, corrected so that they compile and count right: &lt;b&gt;GPU1&lt;/b&gt; the baseline (descriptors row-major); &lt;b&gt;GPU2&lt;/b&gt; the descriptors transposed so that neighbouring work-items read neighbouring words; &lt;b&gt;GPU3&lt;/b&gt; four features per step as a float4; &lt;b&gt;GPU4&lt;/b&gt; the descriptors copied into &lt;b&gt;local&lt;/b&gt; memory once per work-group; &lt;b&gt;GPU5&lt;/b&gt; GPU4 with the centroids in &lt;b&gt;constant&lt;/b&gt; memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What was fixed:&lt;/b&gt; all five listings declare nfeatures but use n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 filled the local tile but then read the descriptors from global memory (right only with one work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; GPU1&apos;s picture puts every lane in its own segment (256 bytes apart), GPU2&apos;s reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, GPU5&apos;s centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 beat the baseline. On a CPU the transposed layout is about 3x &lt;i&gt;slower&lt;/i&gt;: one CPU thread runs a whole work-item, and GPU1&apos;s row is contiguous for it while GPU2 strides by the number of descriptors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;种子 003 §9.3：每个工作项处理一个 64 维描述符，找到离它最近的质心，并用原子操作给该质心的桶加一。这五课就是种子里的五个内核，已修正为能够编译并且计数正确：&lt;b&gt;GPU1&lt;/b&gt; 基线（描述符按行存放）；&lt;b&gt;GPU2&lt;/b&gt; 转置描述符，使相邻工作项读取相邻的字；&lt;b&gt;GPU3&lt;/b&gt; 每步用 float4 处理四个特征；&lt;b&gt;GPU4&lt;/b&gt; 每个工作组把描述符一次性复制到&lt;b&gt;局部&lt;/b&gt;内存；&lt;b&gt;GPU5&lt;/b&gt; 在 GPU4 的基础上把质心放进&lt;b&gt;常量&lt;/b&gt;内存。&lt;/p&gt;&lt;p&gt;&lt;b&gt;修正之处：&lt;/b&gt;五个清单都声明了 nfeatures 却使用 n_features，并对普通 int 指针调用 atomic_fetch_add_explicit（仅 OpenCL 2.0 支持）：这里改为对 uint 桶使用 atomic_inc。GPU3 在读取特征 k 到 k+3 的同时让 k 每次只加 1（中间的特征被计算四次，并且越界读取），还少了两个逗号：现在 k 每次加 4。GPU4 和 GPU5 填充了局部内存块，随后却仍从全局内存读取描述符（只有一个工作组时才正确）：现在改为读取按工作组大小分配的局部块。GPU5 印刷时又被命名为 kernelGPU4。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;GPU1 的访问图中每个通道各占一个段（相隔 256 字节），GPU2 的读取填满整段，GPU4 把重复读取移到局部内存的各个存储体且没有冲突，GPU5 读取质心时每个请求只有一个常量地址。在 GPU（H100）上 GPU2 到 GPU5 都比基线快。在 CPU 上转置布局反而慢约 3 倍：一个 CPU 线程运行整个工作项，GPU1 的一行对它来说是连续的，而 GPU2 每次跨越描述符个数那么远。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Histogram GPU1: baseline</source>
        <translation>直方图 GPU1：基线</translation>
    </message>
    <message>
        <source>Histogram GPU2: transposed descriptors</source>
        <translation>直方图 GPU2：转置描述符</translation>
    </message>
    <message>
        <source>Histogram GPU3: float4</source>
        <translation>直方图 GPU3：float4</translation>
    </message>
    <message>
        <source>Histogram GPU4: descriptors in local memory</source>
        <translation>直方图 GPU4：描述符放入局部内存</translation>
    </message>
    <message>
        <source>Histogram GPU5: centroids in constant memory</source>
        <translation>直方图 GPU5：质心放入常量内存</translation>
    </message>
    <message>
        <source>Atomics</source>
        <translation>原子操作</translation>
    </message>
    <message>
        <source>Histogram (five kernels)</source>
        <translation>直方图（五个内核）</translation>
    </message>
    <message>
        <source>Private arrays that spill</source>
        <translation>溢出的私有数组</translation>
    </message>
    <message>
        <source>Sub-group shuffles</source>
        <translation>子组洗牌</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seed 004: the work-items of one SIMD group (a warp on NVIDIA, a wavefront on AMD, a sub-group in OpenCL) can pass values to each other directly in registers. Here every work-item combines its value with its right neighbour&apos;s 256 times, within groups of &lt;b&gt;width&lt;/b&gt; work-items. &lt;b&gt;mode = local&lt;/b&gt; exchanges through local memory: a store, a barrier, a load, a barrier per round. &lt;b&gt;mode = shuffle&lt;/b&gt; uses a sub-group shuffle (cl_khr_subgroup_shuffle, cl_intel_subgroups, or the warp shuffle shfl.sync on NVIDIA): no memory, no barrier. &lt;b&gt;mode = none&lt;/b&gt; does the same arithmetic without any exchange: the cost floor.&lt;/p&gt;&lt;p&gt;The local exchange is conflict-free (lane l reads the bank of lane l + 1), so what it costs is the round trip and the barriers, not bank conflicts; the shuffle&apos;s picture has no local accesses at all.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; on a GPU (the H100) the shuffle comes close to the floor and the local exchange is several times slower. A device without sub-group shuffles, such as PoCL on a CPU, skips the shuffle with the reason; on a CPU the barriers of the local exchange cost the most.&lt;/p&gt;</source>
        <translation>&lt;p&gt;种子 004：同一个 SIMD 组（NVIDIA 的 warp、AMD 的 wavefront、OpenCL 的子组）中的工作项可以直接在寄存器之间传递数值。这里每个工作项在 &lt;b&gt;width&lt;/b&gt; 个工作项组成的组内，把自己的值与右邻居的值组合 256 次。&lt;b&gt;mode = local&lt;/b&gt; 通过局部内存交换：每轮一次存储、一次屏障、一次读取、一次屏障。&lt;b&gt;mode = shuffle&lt;/b&gt; 使用子组洗牌（cl_khr_subgroup_shuffle、cl_intel_subgroups，或 NVIDIA 上的 warp 洗牌 shfl.sync）：不经过内存，也没有屏障。&lt;b&gt;mode = none&lt;/b&gt; 做同样的运算但不交换：这是开销的下限。&lt;/p&gt;&lt;p&gt;局部内存交换没有存储体冲突（通道 l 读取通道 l + 1 的存储体），所以它的开销来自往返和屏障，而不是冲突；洗牌的访问图中完全没有局部内存访问。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在 GPU（H100）上，洗牌接近下限，局部内存交换慢好几倍。没有子组洗牌的设备（例如 CPU 上的 PoCL）会跳过洗牌并给出原因；在 CPU 上局部交换的屏障开销最大。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Private memory</source>
        <translation>私有内存</translation>
    </message>
    <message>
        <source>Sub-groups</source>
        <translation>子组</translation>
    </message>
    <message>
        <source>&lt;p&gt;Seed 002 §7.1.4: private memory is physically either registers or off-chip memory. Each work-item here keeps an array of &lt;b&gt;words&lt;/b&gt; words and updates it 1024 times. With &lt;b&gt;mode = dynamic&lt;/b&gt; the index comes from a random sequence computed at run time: registers cannot be indexed, so a GPU compiler places the array in off-chip (spill) memory behind the L1 cache. With &lt;b&gt;mode = static&lt;/b&gt; the loop is fully unrolled and every index is a constant: the array lives in registers until they run out (255 per work-item on NVIDIA).&lt;/p&gt;&lt;p&gt;The trace shows only the global accesses, the one word each work-item starts from and its result: private accesses do not go through the access macros. The run&apos;s launch details report CL_KERNEL_PRIVATE_MEM_SIZE, the private bytes the compiler placed in memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; on a GPU (the H100) the dynamic array is several times slower than the static one and grows worse with its size; the static one stays fast until about 128 to 256 words, where it spills too. Where a GPU compiler keeps even the dynamic array in registers the point is skipped with the reason. On a CPU (PoCL) both arrays live on the stack in the L1 cache, so the two modes are close.&lt;/p&gt;</source>
        <translation>&lt;p&gt;种子 002 §7.1.4：私有内存在物理上要么是寄存器，要么是片外内存。这里每个工作项持有一个 &lt;b&gt;words&lt;/b&gt; 个字的数组，并对它更新 1024 次。&lt;b&gt;mode = dynamic&lt;/b&gt; 时，下标来自运行时计算的随机序列：寄存器无法按下标访问，所以 GPU 编译器会把数组放到 L1 缓存之后的片外（溢出）内存中。&lt;b&gt;mode = static&lt;/b&gt; 时循环被完全展开，每个下标都是常量：数组一直放在寄存器里，直到寄存器用完（NVIDIA 上每个工作项 255 个）。&lt;/p&gt;&lt;p&gt;跟踪只显示全局内存访问，即每个工作项起始的那个字和它的结果：私有内存访问不经过访问宏。运行的启动信息会报告 CL_KERNEL_PRIVATE_MEM_SIZE，即编译器放到内存中的私有字节数。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在 GPU（H100）上，动态下标的数组比静态的慢好几倍，而且数组越大越慢；静态数组一直很快，直到大约 128 到 256 个字时也发生溢出。如果某个 GPU 编译器连动态下标的数组也放在寄存器中，该点会被跳过并给出原因。在 CPU（PoCL）上两种数组都在栈上、位于 L1 缓存中，所以两种模式相差不大。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="19"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="19"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>ScriptOptions</name>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="33"/>
        <source>See and measure GPU memory behaviour: coalescing, bank conflicts, channels.</source>
        <translation>观察并测量 GPU 内存行为：合并访问、bank 冲突、通道。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="39"/>
        <source>Device: gpu, cpu, P:D or part of its name.</source>
        <translation>设备：gpu、cpu、P:D 或设备名称的一部分。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="41"/>
        <source>Lesson id.</source>
        <translation>课程 id。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="44"/>
        <source>Parameter value (repeatable).</source>
        <translation>参数值（可重复）。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="47"/>
        <source>Sweep a parameter: name=A..B[:STEP].</source>
        <translation>扫描一个参数：name=A..B[:步长]。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="51"/>
        <source>Open a result file to overlay (repeatable).</source>
        <translation>打开结果文件进行叠加对比（可重复）。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="54"/>
        <source>Export files, comma-separated: .png .svg .pdf (chart), .pattern.png .pattern.svg (pattern), .csv .json (data).</source>
        <translation>导出文件，用逗号分隔：.png .svg .pdf（图表），.pattern.png .pattern.svg（访问图），.csv .json（数据）。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="59"/>
        <source>Quit when the work is done.</source>
        <translation>完成后退出。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="61"/>
        <source>Start in presentation mode.</source>
        <translation>以演示模式启动。</translation>
    </message>
    <message>
        <location filename="../../ui/scriptoptions.cpp" line="63"/>
        <source>Interface language: system, en, zh_CN.</source>
        <translation>界面语言：system、en、zh_CN。</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::AboutDialog</name>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="81"/>
        <source>an ICD loader that does not name itself</source>
        <translation>未报告名称的 ICD 加载器</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="89"/>
        <source>About Coalesce</source>
        <translation>关于 Coalesce</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="102"/>
        <source>&lt;h2&gt;Coalesce %1&lt;/h2&gt;&lt;p&gt;Makes GPU memory behaviour visible and measurable with real OpenCL kernels: coalescing, strides, bank conflicts, constant memory and channels.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Coalesce %1&lt;/h2&gt;&lt;p&gt;用真实的 OpenCL 内核让 GPU 内存行为看得见、测得出：合并访问、跨步、bank 冲突、常量内存和通道。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="105"/>
        <source>&lt;p&gt;Coalesce is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;It uses Qt and Qt Charts (GPL-3.0), the OpenCL C++ bindings, spdlog, fmt, nlohmann/json and CLI11.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Coalesce 是自由软件：你可以依据自由软件基金会发布的 &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU 通用公共许可证&lt;/a&gt;第 3 版或（由你选择）任何更新的版本（GPL-3.0-or-later）重新发布和修改它。本软件不提供任何担保。&lt;/p&gt;&lt;p&gt;它使用了 Qt 和 Qt Charts（GPL-3.0）、OpenCL C++ 绑定、spdlog、fmt、nlohmann/json 和 CLI11。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="115"/>
        <source>asking the loader…</source>
        <translation>正在询问加载器…</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="119"/>
        <source>&amp;Copy build information</source>
        <translation>复制构建信息(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="145"/>
        <source>Version: %1</source>
        <translation>版本：%1</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="146"/>
        <source>Qt: %1 (built with %2), platform %3</source>
        <translation>Qt：%1（构建时为 %2），平台 %3</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="148"/>
        <source>Compiler: %1, %2 build</source>
        <translation>编译器：%1，%2构建</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="151"/>
        <source>optimised</source>
        <translation>优化</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="153"/>
        <source>debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="156"/>
        <source>OpenCL: headers for OpenCL %1.%2</source>
        <translation>OpenCL：OpenCL %1.%2 头文件</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="159"/>
        <source>OpenCL loader: %1</source>
        <translation>OpenCL 加载器：%1</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="161"/>
        <source>Kernels: from COALESCE_KERNEL_DIR (%1)</source>
        <translation>内核：来自 COALESCE_KERNEL_DIR（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="162"/>
        <source>Kernels: built in</source>
        <translation>内核：内置</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="163"/>
        <source>System: %1, %2</source>
        <translation>系统：%1，%2</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::Controller</name>
    <message>
        <location filename="../../ui/controller.cpp" line="93"/>
        <source>Unknown lesson</source>
        <translation>未知的课程</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="93"/>
        <source>There is no lesson &quot;%1&quot;.</source>
        <translation>没有名为“%1”的课程。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="100"/>
        <location filename="../../ui/controller.cpp" line="124"/>
        <source>Invalid parameter</source>
        <translation>参数无效</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="229"/>
        <source>Choose a lesson first</source>
        <translation>请先选择一个课程</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="233"/>
        <location filename="../../ui/controller.cpp" line="250"/>
        <source>No device is open</source>
        <translation>尚未打开设备</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="234"/>
        <location filename="../../ui/controller.cpp" line="251"/>
        <source>A sweep runs real kernels; open an OpenCL device first.</source>
        <translation>扫描会运行真实的内核，请先打开一个 OpenCL 设备。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="241"/>
        <source>Invalid sweep</source>
        <translation>扫描范围无效</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="342"/>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="387"/>
        <source>Could not list the OpenCL devices.</source>
        <translation>无法列出 OpenCL 设备。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="389"/>
        <source>Could not open the device.</source>
        <translation>无法打开设备。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="391"/>
        <source>Could not trace the kernel&apos;s accesses.</source>
        <translation>无法追踪内核的内存访问。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="393"/>
        <source>Could not measure this configuration.</source>
        <translation>无法测量此配置。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="395"/>
        <source>The sweep failed.</source>
        <translation>扫描失败。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="397"/>
        <source>Could not apply the memory geometry.</source>
        <translation>无法应用内存几何参数。</translation>
    </message>
    <message>
        <location filename="../../ui/controller.cpp" line="399"/>
        <source>Could not open the result file.</source>
        <translation>无法打开结果文件。</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::DeviceExplorer</name>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="29"/>
        <source>No device open</source>
        <translation>未打开设备</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="42"/>
        <source>Filter (e.g. cache, local, vector)</source>
        <translation>筛选（例如 cache、local、vector）</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="59"/>
        <source>Copy as text</source>
        <translation>复制为文本</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="60"/>
        <source>Copy as JSON</source>
        <translation>复制为 JSON</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="67"/>
        <source>Device info copied as text</source>
        <translation>设备信息已复制为文本</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="71"/>
        <source>Device info copied as JSON</source>
        <translation>设备信息已复制为 JSON</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="73"/>
        <source>Device info</source>
        <translation>设备信息</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="89"/>
        <source>Double-click a value to override it; the models and the pattern use the new value at once.</source>
        <translation>双击数值即可覆盖；模型和访问图会立即使用新值。</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="94"/>
        <source>Reset overrides</source>
        <translation>撤销覆盖</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="99"/>
        <source>Memory geometry</source>
        <translation>内存几何参数</translation>
    </message>
    <message>
        <location filename="../../ui/deviceexplorer.cpp" line="112"/>
        <source>Family: %1</source>
        <translation>架构系列：%1</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::DeviceInfoModel</name>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="151"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="153"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="155"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../ui/deviceinfomodel.cpp" line="157"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::Exporter</name>
    <message>
        <location filename="../../ui/exporter.cpp" line="36"/>
        <location filename="../../ui/exporter.cpp" line="64"/>
        <source>%1: unknown file type</source>
        <translation>%1：未知的文件类型</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="46"/>
        <source>%1: there are no results to export yet</source>
        <translation>%1：还没有可导出的结果</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="70"/>
        <location filename="../../ui/exporter.cpp" line="74"/>
        <source>Save results</source>
        <translation>保存结果</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="71"/>
        <source>Run a sweep first: there is nothing to save yet.</source>
        <translation>请先运行一次扫描：目前没有可保存的内容。</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="75"/>
        <source>Results (*.json);;Table (*.csv)</source>
        <translation>结果 (*.json);;表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="81"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="82"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="89"/>
        <source>Export pattern</source>
        <translation>导出访问图</translation>
    </message>
    <message>
        <location filename="../../ui/exporter.cpp" line="90"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::GeometryModel</name>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="32"/>
        <source>Work-items per SIMD group (warp / wavefront)</source>
        <translation>每个 SIMD 组的工作项数（warp / wavefront）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="34"/>
        <source>Local-memory banks</source>
        <translation>局部内存 bank 数</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="36"/>
        <source>Bytes per bank word</source>
        <translation>每个 bank 字的字节数</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="38"/>
        <source>Work-items judged together for bank conflicts</source>
        <translation>一起判定 bank 冲突的工作项数</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="40"/>
        <source>Same word read by several work-items is served once (1 = yes)</source>
        <translation>多个工作项读取同一个字时只服务一次（1 = 是）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="42"/>
        <source>Global-memory transaction size (bytes)</source>
        <translation>全局内存事务大小（字节）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="44"/>
        <source>Cache line (bytes)</source>
        <translation>缓存行（字节）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="46"/>
        <source>Global-memory channels</source>
        <translation>全局内存通道数</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="48"/>
        <source>Bytes per channel before the next (interleave)</source>
        <translation>切换到下一通道前的字节数（交织粒度）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="50"/>
        <source>Dedicated on-chip local memory (1 = yes)</source>
        <translation>专用片上局部内存（1 = 是）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="52"/>
        <source>Peak global bandwidth (MB/s, 0 = unknown)</source>
        <translation>全局内存峰值带宽（MB/s，0 = 未知）</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="60"/>
        <source>queried</source>
        <translation>查询所得</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="62"/>
        <source>vendor table</source>
        <translation>厂商数据表</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="64"/>
        <source>user override</source>
        <translation>用户覆盖</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="66"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="68"/>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="137"/>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="139"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="141"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/geometrymodel.cpp" line="143"/>
        <source>Note</source>
        <translation>说明</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::LessonPanel</name>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="27"/>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="27"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="28"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="28"/>
        <source>Measure on every change</source>
        <translation>每次改动都测量</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="46"/>
        <source>default sweep</source>
        <translation>默认扫描</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="47"/>
        <source>name=A..B, name=A..B:STEP, name=A..B:*2 or name=a,b,c</source>
        <translation>name=A..B、name=A..B:步长、name=A..B:*2 或 name=a,b,c</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="48"/>
        <source>Sweep range</source>
        <translation>扫描范围</translation>
    </message>
    <message>
        <location filename="../../ui/lessonpanel.cpp" line="122"/>
        <source>seeds %1</source>
        <translation>教材章节 %1</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="181"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="54"/>
        <source>Coalesce - GPU memory, seen and measured</source>
        <translation>Coalesce —— 看得见、测得出的 GPU 内存</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="94"/>
        <location filename="../../ui/mainwindow.cpp" line="183"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="151"/>
        <source>No OpenCL device</source>
        <translation>没有 OpenCL 设备</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="153"/>
        <source>&lt;b&gt;No OpenCL device was found.&lt;/b&gt; You can still open saved results (File → Open results) and pick a lesson to see its access pattern from the model. To run the lessons on this computer&apos;s CPU, install PoCL, for example &lt;tt&gt;sudo apt install pocl-opencl-icd ocl-icd-libopencl1&lt;/tt&gt;, then restart.</source>
        <translation>&lt;b&gt;未找到 OpenCL 设备。&lt;/b&gt;您仍然可以打开已保存的结果（文件 → 打开结果），并选择课程查看由模型生成的访问图。若要在本机 CPU 上运行课程，请安装 PoCL，例如 &lt;tt&gt;sudo apt install pocl-opencl-icd ocl-icd-libopencl1&lt;/tt&gt;，然后重新启动。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="160"/>
        <source>no OpenCL device: %1</source>
        <translation>没有 OpenCL 设备：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="206"/>
        <source>model only: no device</source>
        <translation>仅模型：没有设备</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="208"/>
        <source>picture: NVIDIA-like GPU model; this CPU has no local-memory banks</source>
        <translation>图示：类 NVIDIA GPU 模型；此 CPU 的局部内存没有存储体（bank）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="230"/>
        <location filename="../../ui/mainwindow.cpp" line="281"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="232"/>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="234"/>
        <source>wrong result: %1</source>
        <translation>结果错误：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="236"/>
        <source>%1 GB/s (median of %2 runs)</source>
        <translation>%1 GB/s（%2 次运行的中位数）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="259"/>
        <source>Sweep stopped after %1 points</source>
        <translation>扫描在 %1 个点后停止</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="260"/>
        <source>Sweep finished: %1 points</source>
        <translation>扫描完成：%1 个点</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="284"/>
        <location filename="../../ui/mainwindow.cpp" line="296"/>
        <source>Coalesce</source>
        <translation>Coalesce</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/mainwindow.cpp" line="297"/>
        <source>%n result file(s) could not be opened.</source>
        <translation>
            <numerusform>%n 个结果文件无法打开。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="327"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="360"/>
        <source>Open results</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="361"/>
        <source>Coalesce results (*.json);;All files (*)</source>
        <translation>Coalesce 结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="39"/>
        <location filename="../../ui/mainwindowlayout.cpp" line="95"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="42"/>
        <source>Device </source>
        <translation>设备 </translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="46"/>
        <source>Scanning…</source>
        <translation>正在扫描…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="90"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="108"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="116"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="136"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="137"/>
        <source>&amp;Open results…</source>
        <translation>打开结果(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="138"/>
        <source>&amp;Save results…</source>
        <translation>保存结果(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="140"/>
        <source>Export &amp;chart…</source>
        <translation>导出图表(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="141"/>
        <source>Export &amp;pattern…</source>
        <translation>导出访问图(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="143"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="145"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="146"/>
        <source>&amp;Measure</source>
        <translation>测量(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="147"/>
        <source>&amp;Sweep</source>
        <translation>扫描(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="149"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="151"/>
        <source>Scan devices again</source>
        <translation>重新扫描设备</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="153"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="154"/>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="162"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="165"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="175"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="175"/>
        <source>The new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="179"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowlayout.cpp" line="180"/>
        <source>&amp;About Coalesce</source>
        <translation>关于 Coalesce(&amp;A)</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ParamForm</name>
    <message>
        <location filename="../../ui/paramform.cpp" line="58"/>
        <source>Stride</source>
        <translation>跨步</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="60"/>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="62"/>
        <source>Element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="64"/>
        <source>Vector width</source>
        <translation>向量宽度</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="66"/>
        <source>Buffer size</source>
        <translation>缓冲区大小</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="68"/>
        <source>Work-group size</source>
        <translation>工作组大小</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="70"/>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="72"/>
        <source>Index mode</source>
        <translation>索引方式</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="74"/>
        <source>Memory space</source>
        <translation>内存空间</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="76"/>
        <source>Loop order</source>
        <translation>循环顺序</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="78"/>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="80"/>
        <source>Bins</source>
        <translation>桶数</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="82"/>
        <source>Block pitch</source>
        <translation>块间距</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="84"/>
        <source>Staggering</source>
        <translation>错开起点</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="91"/>
        <source>elements</source>
        <translation>个元素</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="93"/>
        <source>words</source>
        <translation>个字</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="95"/>
        <source>work-items</source>
        <translation>个工作项</translation>
    </message>
    <message>
        <location filename="../../ui/paramform.cpp" line="97"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::PatternView</name>
    <message>
        <location filename="../../ui/patternview.cpp" line="378"/>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation>无法写入 PNG 文件 %1（请检查文件夹是否存在且可写）。</translation>
    </message>
    <message>
        <location filename="../../ui/patternview.cpp" line="384"/>
        <source>Coalesce memory access pattern</source>
        <translation>Coalesce 内存访问图</translation>
    </message>
    <message>
        <location filename="../../ui/patternview.cpp" line="388"/>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation>无法写入 SVG 文件 %1（请检查文件夹是否存在且可写）。</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="27"/>
        <source>%1 · %2</source>
        <comment>pattern note · pattern title</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="35"/>
        <source>No trace yet: pick a lesson and press Trace (or change a parameter).</source>
        <translation>还没有访问追踪：请选择一个课程并点击追踪（或修改一个参数）。</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="36"/>
        <source>lane</source>
        <translation>线程</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="38"/>
        <source>Memory access pattern</source>
        <translation>内存访问图</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="41"/>
        <source>read</source>
        <translation>读</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="41"/>
        <source>write</source>
        <translation>写</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="42"/>
        <source>SIMD group %1, step %2 (%3)</source>
        <translation>SIMD 组 %1，第 %2 步（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="44"/>
        <source>+%1 rows not shown</source>
        <translation>另有 %1 行未显示</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="47"/>
        <source>Local memory: %1 banks × %2 B — %3</source>
        <translation>局部内存：%1 个 bank × %2 B —— %3</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <source>conflict degree</source>
        <translation>冲突度</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <source>pass</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <location filename="../../ui/patternviewtexts.cpp" line="95"/>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>bytes requested</source>
        <translation>请求字节数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="48"/>
        <source>broadcast lanes</source>
        <translation>广播线程数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="49"/>
        <source>bank bandwidth used</source>
        <translation>bank 带宽利用率</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="50"/>
        <source>%1-way</source>
        <translation>%1 路</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="50"/>
        <location filename="../../ui/patternviewtexts.cpp" line="77"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="54"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="55"/>
        <source>conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="56"/>
        <source>row </source>
        <translation>行 </translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="57"/>
        <source>word read by a lane (number = lane)</source>
        <translation>被某线程读取的字（数字 = 线程号）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="58"/>
        <source>bank conflict: extra passes</source>
        <translation>bank 冲突：需要额外的轮次</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="59"/>
        <source>broadcast: one word, several lanes</source>
        <translation>广播：一个字，多个线程</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="72"/>
        <source>Global memory: %1 channels, %2 B interleave — %3</source>
        <translation>全局内存：%1 个通道，交织粒度 %2 B —— %3</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>channels used</source>
        <translation>用到的通道数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>request</source>
        <translation>请求</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>imbalance (max / mean)</source>
        <translation>不均衡度（最大 / 平均）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="73"/>
        <source>busiest channel</source>
        <translation>最忙的通道</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="74"/>
        <source>transactions (this request)</source>
        <translation>事务数（本次请求）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="77"/>
        <source>ch %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="80"/>
        <source>channel</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="81"/>
        <source>load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="82"/>
        <source>segments a request sends to a channel</source>
        <translation>一次请求发往某通道的段数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="83"/>
        <source>segments per channel so far</source>
        <translation>目前每个通道累计的段数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="88"/>
        <source>Constant memory: %1-byte segments — %2</source>
        <translation>常量内存：%1 字节的段 —— %2</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="89"/>
        <source>Global memory: %1-byte segments — %2</source>
        <translation>全局内存：%1 字节的段 —— %2</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="94"/>
        <source>distinct addresses</source>
        <translation>不同地址数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="94"/>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>segment fetched</source>
        <translation>已取回的段</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="94"/>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>transactions</source>
        <translation>事务数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="95"/>
        <location filename="../../ui/patternviewtexts.cpp" line="102"/>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="101"/>
        <source>bytes moved</source>
        <translation>搬运字节数</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="107"/>
        <source>seg </source>
        <translation>段 </translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="108"/>
        <source>bytes a lane requested (number = lane)</source>
        <translation>某线程请求的字节（数字 = 线程号）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="109"/>
        <location filename="../../ui/patternviewtexts.cpp" line="152"/>
        <source>moved but not requested</source>
        <translation>搬运了但未被请求</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="124"/>
        <source>Lane %1 (work-item %2)</source>
        <translation>线程 %1（工作项 %2）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="126"/>
        <source>no access in this step</source>
        <translation>本步没有访问</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="127"/>
        <source>byte offset %1, %2 bytes</source>
        <translation>字节偏移 %1，%2 字节</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="129"/>
        <source>bank %1, served in pass %2</source>
        <translation>bank %1，在第 %2 轮服务</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="139"/>
        <source>Channel %1, SIMD group %2 step %3: %4 segments</source>
        <translation>通道 %1，SIMD 组 %2 第 %3 步：%4 个段</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="145"/>
        <source>Bank %1, row %2 (bytes %3-%4)</source>
        <translation>Bank %1，第 %2 行（字节 %3–%4）</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="150"/>
        <source>Segment %1, bytes %2-%3</source>
        <translation>段 %1，字节 %2–%3</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="155"/>
        <source>lane %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="157"/>
        <source>and %1 more</source>
        <translation>还有 %1 个</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="160"/>
        <source>conflict: %1 different words in this bank, %1 passes</source>
        <translation>冲突：此 bank 中有 %1 个不同的字，需要 %1 轮</translation>
    </message>
    <message>
        <location filename="../../ui/patternviewtexts.cpp" line="162"/>
        <source>broadcast: one read serves every lane of this word</source>
        <translation>广播：一次读取服务读这个字的所有线程</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>原子</translation>
    </message>
    <message>
        <source>distinct atomic addresses</source>
        <translation>不同的原子地址</translation>
    </message>
    <message>
        <source>lanes on one address (serialised)</source>
        <translation>同一地址上的通道（串行）</translation>
    </message>
    <message>
        <source>atomics on one address are applied one after another</source>
        <translation>同一地址上的原子操作依次执行</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::PlaybackBar</name>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="22"/>
        <source>Step back (Left)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="24"/>
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（空格）</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="28"/>
        <source>Step forward (Right)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="33"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="39"/>
        <source>SIMD group</source>
        <translation>SIMD 组</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="41"/>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="44"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="45"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="46"/>
        <source>Segments</source>
        <translation>段</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="47"/>
        <source>Banks</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../../ui/playbackbar.cpp" line="48"/>
        <source>Channels</source>
        <translation>通道</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ResultsModel</name>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="65"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="67"/>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="69"/>
        <source>wrong result: %1</source>
        <translation>结果错误：%1</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="71"/>
        <source>valid; host timer disagrees &gt; 10 %</source>
        <translation>正确；主机计时相差超过 10 %</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="72"/>
        <source>valid</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="127"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="129"/>
        <source>GB/s (median)</source>
        <translation>GB/s（中位数）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="131"/>
        <source>p10</source>
        <translation>p10</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="133"/>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="135"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="137"/>
        <source>time (µs)</source>
        <translation>时间（µs）</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="139"/>
        <source>runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="141"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/resultsmodel.cpp" line="143"/>
        <source>check</source>
        <translation>校验</translation>
    </message>
</context>
<context>
    <name>coalesce::ui::ThroughputChart</name>
    <message>
        <location filename="../../ui/chartdata.cpp" line="39"/>
        <source>this run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="75"/>
        <source>%1 on %2</source>
        <translation>%1，设备：%2</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="200"/>
        <source>measured %1 GB/s (p10 %2, p90 %3)</source>
        <translation>实测 %1 GB/s（p10 %2，p90 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="205"/>
        <source>model %1 GB/s</source>
        <translation>模型 %1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="206"/>
        <source>model %1 GB/s (relative %2, anchored)</source>
        <translation>模型 %1 GB/s（相对值 %2，已锚定）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="210"/>
        <source>validation: passed (%1 values checked)</source>
        <translation>校验：通过（已比对 %1 个值）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="301"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="301"/>
        <source>model (relative, anchored at its best point)</source>
        <translation>模型（相对值，锚定在其最佳点）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="315"/>
        <location filename="../../ui/throughputchartitems.cpp" line="269"/>
        <source>effective bandwidth (GB/s)</source>
        <translation>有效带宽（GB/s）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="315"/>
        <source>bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchart.cpp" line="319"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartexport.cpp" line="39"/>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation>无法写入 PNG 文件 %1（请检查文件夹是否存在且可写）。</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartexport.cpp" line="48"/>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation>无法写入 SVG 文件 %1（请检查文件夹是否存在且可写）。</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartexport.cpp" line="70"/>
        <source>Could not write the PDF file %1 (check the folder exists and is writable).</source>
        <translation>无法写入 PDF 文件 %1（请检查文件夹是否存在且可写）。</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="153"/>
        <source>measured: median, band p10–p90</source>
        <translation>实测：中位数，色带为 p10–p90</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="173"/>
        <source>not measured (hover for why)</source>
        <translation>未测量（悬停查看原因）</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="231"/>
        <source>configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="235"/>
        <source>, log 2 scale</source>
        <translation>，以 2 为底的对数坐标</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="290"/>
        <source>device peak %1 GB/s</source>
        <translation>设备峰值 %1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/throughputchartitems.cpp" line="321"/>
        <source>current: %1</source>
        <translation>当前：%1</translation>
    </message>
</context>
</TS>
