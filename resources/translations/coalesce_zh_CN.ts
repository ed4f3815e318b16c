<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>LessonTexts</name>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="128" />
            <source>Global memory</source>
            <translation>全局内存</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="130" />
            <source>Local memory</source>
            <translation>局部内存</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="132" />
            <source>Constant memory</source>
            <translation>常量内存</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="134" />
            <source>Host transfers</source>
            <translation>主机传输</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="17" />
            <source>Strided global reads</source>
            <translation>跨步读取全局内存</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="27" />
            <source>Misaligned global reads</source>
            <translation>未对齐的全局内存读取</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="35" />
            <source>Vector width of global reads</source>
            <translation>全局内存读取的向量宽度</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="42" />
            <source>Channel conflicts between work-groups</source>
            <translation>工作组之间的通道冲突</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="50" />
            <source>Element size and packing</source>
            <translation>元素大小与打包</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="56" />
            <source>Strided local-memory reads</source>
            <translation>跨步读取局部内存</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="64" />
            <source>Padded tile column in local memory</source>
            <translation>局部内存中填充后的分块列访问</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="72" />
            <source>Broadcast from local memory</source>
            <translation>局部内存广播</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="77" />
            <source>Indexing constant memory</source>
            <translation>常量内存的索引方式</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="94" />
            <source>Five histogram kernels</source>
            <translation>五个直方图内核</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="99" />
            <source>Zero-copy, copy and host pointers</source>
            <translation>零拷贝、拷贝与主机指针</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="104" />
            <source>Atomic contention</source>
            <translation>原子操作争用</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="18" />
            <source>&lt;p&gt;Neighbouring work-items of one SIMD group read elements &lt;b&gt;stride&lt;/b&gt; elements apart. Global memory serves a request in whole &lt;b&gt;segments&lt;/b&gt; (32-byte sectors on NVIDIA, 64 or 128-byte lines elsewhere): every segment the group touches is moved in full.&lt;/p&gt;&lt;p&gt;With stride 1, 32 work-items reading 4 bytes need 128 bytes = 4 segments of 32 B, and every byte moved is used. With stride 2 half of each segment is wasted; from stride 8 on every work-item needs a segment of its own and only 4 of 32 bytes are useful (12.5 %).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; grey (moved but unused) bytes fill the segment strip as the stride grows, and the measured GB/s falls with the model's efficiency.&lt;/p&gt;</source>
            <translation>&lt;p&gt;同一 SIMD 组中相邻的工作项读取相隔 &lt;b&gt;stride&lt;/b&gt;（跨步）个元素的数据。全局内存以完整的&lt;b&gt;段&lt;/b&gt;为单位服务请求（NVIDIA 上是 32 字节的 sector，其他设备上是 64 或 128 字节的缓存行）：该组触及的每一个段都会被整段搬运。&lt;/p&gt;&lt;p&gt;跨步为 1 时，32 个工作项各读 4 字节，共需 128 字节 = 4 个 32 B 的段，搬运的每个字节都被用到。跨步为 2 时每个段浪费一半；从跨步 8 开始，每个工作项都需要独占一个段，32 字节中只有 4 字节有用（12.5 %）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;随着跨步增大，段条中灰色（搬运了却没用到）的字节越来越多，实测 GB/s 随模型给出的效率一起下降。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="28" />
            <source>&lt;p&gt;The same contiguous read, but starting &lt;b&gt;offset&lt;/b&gt; elements after an aligned address. The group's window no longer starts on a segment boundary, so it straddles one extra segment.&lt;/p&gt;&lt;p&gt;Worked example: 16 work-items reading 4 bytes from 0x1232 cover 0x1232-0x1271, which touches three 32-byte segments instead of two: 3 transactions for 64 useful bytes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one extra, mostly grey segment at the end of the strip; offset 0 (or a multiple of the segment) removes it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;同样是连续读取，但起点在对齐地址之后 &lt;b&gt;offset&lt;/b&gt;（偏移）个元素处。该组的访问窗口不再从段边界开始，因此会多跨一个段。&lt;/p&gt;&lt;p&gt;例题：16 个工作项从 0x1232 开始各读 4 字节，覆盖 0x1232–0x1271，触及三个 32 字节的段而不是两个：64 个有用字节需要 3 次事务。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;段条末尾多出一个大部分为灰色的段；偏移为 0（或段大小的整数倍）时它就消失了。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="36" />
            <source>&lt;p&gt;Each work-item reads &lt;b&gt;vector&lt;/b&gt; elements at once (float, float2 ... float16), so the same bytes are read with fewer, wider requests.&lt;/p&gt;&lt;p&gt;Wider loads mean fewer instructions and fuller segments; most GPUs are fastest at 8 to 16 bytes per work-item, and very wide vectors are split into several requests again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; each lane covers more of the strip; compare the measured GB/s for widths 1, 2, 4, 8 and 16.&lt;/p&gt;</source>
            <translation>&lt;p&gt;每个工作项一次读取 &lt;b&gt;vector&lt;/b&gt;（向量宽度）个元素（float、float2 … float16），于是同样的字节用更少、更宽的请求读完。&lt;/p&gt;&lt;p&gt;更宽的读取意味着更少的指令和更满的段；大多数 GPU 在每个工作项读 8 到 16 字节时最快，过宽的向量又会被拆成多个请求。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每个线程覆盖段条的更大部分；比较宽度 1、2、4、8、16 的实测 GB/s。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="43" />
            <source>&lt;p&gt;Global memory is split into &lt;b&gt;channels&lt;/b&gt; (partitions); consecutive blocks of &lt;i&gt;interleave&lt;/i&gt; bytes go to consecutive channels. When all concurrently running work-groups start at addresses a multiple of channels x interleave apart, they all queue on the same channel (partition camping).&lt;/p&gt;&lt;p&gt;Staggering the start of each work-group spreads the load over every channel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the load bars of the channel grid: one tall bar means conflicts; flat bars mean the whole memory system is busy.&lt;/p&gt;</source>
            <translation>&lt;p&gt;全局内存被划分为多个&lt;b&gt;通道&lt;/b&gt;（分区）；每 &lt;i&gt;interleave&lt;/i&gt;（交织粒度）字节的连续块依次落在相邻的通道上。如果同时运行的各工作组的起始地址彼此相隔通道数 × 交织粒度的整数倍，它们就会全部挤在同一个通道上排队（分区驻留，partition camping）。&lt;/p&gt;&lt;p&gt;把各工作组的起点错开，负载就能分散到所有通道。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;通道网格中的负载条：一根特别高的条表示冲突；高度齐平表示整个内存系统都在工作。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="57" />
            <source>&lt;p&gt;Local memory is divided into &lt;b&gt;banks&lt;/b&gt;; word w lives in bank w mod banks. Each bank serves one word per cycle, so when several work-items of a group read different words of the same bank, the reads are &lt;b&gt;replayed&lt;/b&gt; one pass after another (a bank conflict).&lt;/p&gt;&lt;p&gt;With 32 banks, stride s gives a conflict degree of gcd(s, 32): stride 1 and every odd stride are conflict-free, stride 2 is 2-way, stride 32 is 32-way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the bank grid plays the passes one after another; conflicting cells are marked. Try 32 and then 33.&lt;/p&gt;</source>
            <translation>&lt;p&gt;局部内存被划分为多个 &lt;b&gt;bank&lt;/b&gt;；第 w 个字位于 w mod bank 数 号 bank。每个 bank 每个周期只能提供一个字，所以当同一组中的多个工作项读取同一 bank 的不同字时，这些读取会一轮接一轮地&lt;b&gt;重放&lt;/b&gt;（即 bank 冲突）。&lt;/p&gt;&lt;p&gt;在 32 个 bank 时，跨步 s 的冲突度为 gcd(s, 32)：跨步 1 和所有奇数跨步都无冲突，跨步 2 为 2 路冲突，跨步 32 为 32 路冲突。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;bank 网格逐轮播放各次访问；冲突的格子会被标出。先试 32，再试 33。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="65" />
            <source>&lt;p&gt;A 2-D tile in local memory, &lt;b&gt;row pitch = width + pad&lt;/b&gt;. Reading a column makes every work-item step a whole row: with a width of 32 words and no padding, the whole column sits in one bank and needs 32 passes.&lt;/p&gt;&lt;p&gt;One word of padding per row (pitch 33) shifts each row by one bank, so the column spreads over all banks and is read in one pass. This is the classic tile[32][33] trick of matrix transpose.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; pad 0 against pad 1 on the bank grid and in the chart.&lt;/p&gt;</source>
            <translation>&lt;p&gt;局部内存中的二维分块，&lt;b&gt;行距 = 宽度 + 填充&lt;/b&gt;。按列读取时，每个工作项都要跨过一整行：宽度为 32 个字且不填充时，整列都落在同一个 bank 上，需要 32 轮。&lt;/p&gt;&lt;p&gt;每行填充一个字（行距 33）会让每一行错开一个 bank，于是这一列分散到所有 bank 上，一轮就能读完。这就是矩阵转置中经典的 tile[32][33] 技巧。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在 bank 网格和图表中对比填充 0 与填充 1。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="73" />
            <source>&lt;p&gt;Every work-item reads the &lt;b&gt;same word&lt;/b&gt; of local memory. The bank serves that word once and broadcasts it to all readers, so there is no conflict, although every access lands in one bank.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; one cell with the broadcast mark and a conflict degree of 1.&lt;/p&gt;</source>
            <translation>&lt;p&gt;所有工作项都读取局部内存中的&lt;b&gt;同一个字&lt;/b&gt;。bank 只提供一次这个字并把它广播给所有读取者，因此虽然所有访问都落在同一个 bank，却没有冲突。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;一个带广播标记的格子，冲突度为 1。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="78" />
            <source>&lt;p&gt;Constant memory is read through a cache that serves &lt;b&gt;one address per cycle&lt;/b&gt; to the whole group. A &lt;b&gt;uniform&lt;/b&gt; index (all work-items read the same element) is as fast as a register; a &lt;b&gt;divergent&lt;/b&gt; index is serialised by the number of distinct addresses.&lt;/p&gt;&lt;p&gt;Compare with the same table in __global memory, which has no such rule.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; distinct addresses per request, and GB/s for uniform, divergent and random indices.&lt;/p&gt;</source>
            <translation>&lt;p&gt;常量内存通过一个缓存读取，它每个周期只能为整个组提供&lt;b&gt;一个地址&lt;/b&gt;。&lt;b&gt;统一&lt;/b&gt;索引（所有工作项读同一个元素）和寄存器一样快；&lt;b&gt;发散&lt;/b&gt;索引则按不同地址的个数串行化。&lt;/p&gt;&lt;p&gt;可以与放在 __global 内存中的同一张表对比，后者没有这条规则。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每次请求中不同地址的个数，以及统一、发散、随机索引下的 GB/s。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="95" />
            <source>&lt;p&gt;Five versions of the same histogram: a baseline, a transposed layout whose reads are coalesced, float4 reads, sub-histograms in &lt;b&gt;local&lt;/b&gt; memory, and the bins in &lt;b&gt;constant&lt;/b&gt; memory. Each step removes one memory bottleneck.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; how each variant changes the access picture and the time.&lt;/p&gt;</source>
            <translation>&lt;p&gt;同一个直方图的五个版本：基线版本、读取可合并的转置布局、float4 读取、在&lt;b&gt;局部&lt;/b&gt;内存中建子直方图、把桶放进&lt;b&gt;常量&lt;/b&gt;内存。每一步都消除一个内存瓶颈。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每个变体如何改变访问图和运行时间。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="100" />
            <source>&lt;p&gt;Three ways to share data with the host: &lt;b&gt;map&lt;/b&gt; a buffer allocated with ALLOC_HOST_PTR (zero copy), &lt;b&gt;copy&lt;/b&gt; with write/read buffer, or wrap host memory with USE_HOST_PTR. On devices that share memory with the CPU, zero copy avoids the copy entirely.&lt;/p&gt;</source>
            <translation>&lt;p&gt;与主机共享数据的三种方式：&lt;b&gt;映射&lt;/b&gt;用 ALLOC_HOST_PTR 分配的缓冲区（零拷贝）、用 write/read buffer &lt;b&gt;拷贝&lt;/b&gt;、或用 USE_HOST_PTR 包装主机内存。在与 CPU 共享内存的设备上，零拷贝完全省去了拷贝。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="105" />
            <source>&lt;p&gt;Many work-items updating &lt;b&gt;one&lt;/b&gt; global counter with atomics are serialised. Reducing in local memory first and adding one value per work-group removes most of the contention.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; GB/s against the number of bins.&lt;/p&gt;</source>
            <translation>&lt;p&gt;许多工作项用原子操作更新&lt;b&gt;同一个&lt;/b&gt;全局计数器时会被串行化。先在局部内存中归约，每个工作组只加一次，就能消除大部分争用。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;GB/s 随桶数的变化。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every point reads the same number of &lt;b&gt;elements&lt;/b&gt;, contiguously, as uchar, ushort, half, uint, float, ulong or double; &lt;b&gt;uchar4&lt;/b&gt; and &lt;b&gt;uchar16&lt;/b&gt; load 4 or 16 uchar at once (one aligned uchar4 or uchar16 item, seed 002 §7.2.2-7.2.4). A warp of 32 reading scalar uchar asks for 32 bytes: one 32-byte sector, fully used, but a sixteenth of what the same warp moves with uchar16 (512 B in 16 sectors).&lt;/p&gt;&lt;p&gt;No segment is wasted in any of these patterns; what differs is the number of load instructions per byte. On the H100 scalar uchar reaches about 1670 GB/s against 3097 GB/s for float: it is bound by the request rate, not by DRAM, and packing wins the bandwidth back (uchar4 and uchar16 about 2990 GB/s). vload4 and vload16 would not: they promise only 1-byte alignment, and NVIDIA's compiler then loads the bytes one by one (2490 and 2220 GB/s). The seed's Adreno also gains from 16-bit data because it halves the bytes; here the element count is equal, so smaller types move fewer bytes.&lt;/p&gt;&lt;p&gt;On a CPU the compiler vectorises across work-items: scalar uchar and uchar16 are fast, uchar2 or uchar4 can be several times slower, and small inputs stay in cache.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; each lane's share of the strip grows with the type, and so do the sectors per request; in the chart compare uchar with uchar16. The model predicts full efficiency for every type, so a gap between them is the request rate. half needs cl_khr_fp16 and double cl_khr_fp64; without them the point is skipped.&lt;/p&gt;</source>
            <translation>&lt;p&gt;每个点都连续读取相同数量的&lt;b&gt;元素&lt;/b&gt;，类型分别为 uchar、ushort、half、uint、float、ulong 或 double；&lt;b&gt;uchar4&lt;/b&gt; 和 &lt;b&gt;uchar16&lt;/b&gt; 一次加载 4 个或 16 个 uchar（一个对齐的 uchar4 或 uchar16 项，种子 002 §7.2.2-7.2.4）。一个 32 线程的 warp 读取标量 uchar 时只请求 32 字节：一个 32 字节的扇区，全部被使用，但只有同一个 warp 用 uchar16 时（16 个扇区共 512 B）的十六分之一。&lt;/p&gt;&lt;p&gt;这些模式都不会浪费段；不同的是每个字节需要的加载指令数。在 H100 上标量 uchar 约为 1670 GB/s，而 float 为 3097 GB/s：它受请求速率限制，而不是受 DRAM 限制，打包把带宽找了回来（uchar4 和 uchar16 约 2990 GB/s）。vload4 和 vload16 做不到：它们只保证 1 字节对齐，NVIDIA 的编译器于是逐字节加载（2490 和 2220 GB/s）。种子所用的 Adreno 用 16 位数据也能获益，因为字节数减半；这里元素数量相同，所以较小的类型搬运的字节更少。&lt;/p&gt;&lt;p&gt;在 CPU 上编译器跨工作项向量化：标量 uchar 和 uchar16 都很快，uchar2 或 uchar4 可能慢好几倍，小的输入会留在缓存中。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每个线程在条带中所占的部分随类型变宽，每个请求的扇区数也随之增加；在图表中比较 uchar 与 uchar16。模型对每种类型都预测完全的效率，所以两者之间的差距来自请求速率。half 需要 cl_khr_fp16，double 需要 cl_khr_fp64；设备不支持时该点被跳过。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Channel camping between work-groups</source>
            <translation>工作组之间的通道驻留</translation>
        </message>
        <message>
            <source>&lt;p&gt;Global memory is interleaved over &lt;b&gt;channels&lt;/b&gt;: on AMD GPUs bytes 0-255 go to channel 0, the next 256 to channel 1, and so on (seed 000, fig. 8.11-8.12; seed 001 section 3). Each work-group here streams its own block row by row, and the blocks start &lt;b&gt;pitch&lt;/b&gt; bytes apart. Groups that run at the same time are at about the same row, so at any moment they read addresses a pitch apart.&lt;/p&gt;&lt;p&gt;Worked example: 16 channels x 256 B and a pitch of 4 KiB. At step s all 16 groups read their row s, which lies on channel s: 128 segments queue on one channel while 15 idle (partition camping). A pitch of 6 KiB uses 2 channels; 4352 B (one interleave more than 4 KiB) uses all 16. &lt;b&gt;stagger&lt;/b&gt; = 256 starts group w at row w, which spreads any pitch over every channel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the channel grid lists the requests of 16 groups step by step. Camping is one filled column per step and one tall load bar; a staggered or odd pitch gives a diagonal and flat bars. The default sweep walks the pitch from 4 to 8 KiB in steps of 256 B.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Devices differ:&lt;/b&gt; the picture is the model's AMD-style rule (the profile's channels and interleave). NVIDIA GPUs hash addresses over their partitions, so an H100 shows little or no camping: a flat curve there is the hash at work, and the picture stays the AMD-style model, labelled as such. A CPU has no such channels, so PoCL's curve is flat too.&lt;/p&gt;</source>
            <translation>&lt;p&gt;全局内存按&lt;b&gt;通道&lt;/b&gt;交织：在 AMD GPU 上，第 0-255 字节属于通道 0，接下来的 256 字节属于通道 1，依此类推（种子 000 图 8.11-8.12；种子 001 第 3 节）。本课中每个工作组逐行读取自己的数据块，各块的起点相隔 &lt;b&gt;pitch&lt;/b&gt; 字节。同时运行的工作组大致处在同一行，所以任一时刻它们读取的地址彼此相隔一个 pitch。&lt;/p&gt;&lt;p&gt;算例：16 个通道 × 256 B，pitch 为 4 KiB。第 s 步时 16 个工作组都读各自的第 s 行，而这些行全落在通道 s 上：128 个段挤在一个通道上排队，另外 15 个通道空闲（分区驻留，partition camping）。pitch 为 6 KiB 时只用到 2 个通道；4352 B（比 4 KiB 多一个交织粒度）则用满 16 个通道。&lt;b&gt;stagger&lt;/b&gt; = 256 让工作组 w 从第 w 行开始读，任何 pitch 都能因此分散到所有通道。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;通道网格按步列出 16 个工作组的请求。驻留时每一步只有一列被填满，负载条只有一根很高；错开起点或 pitch 为奇数倍时，网格呈对角线，负载条齐平。默认扫描让 pitch 以 256 B 为步长从 4 KiB 走到 8 KiB。&lt;/p&gt;&lt;p&gt;&lt;b&gt;设备差异：&lt;/b&gt;图中是模型按 AMD 方式计算的通道规则（取自配置中的通道数和交织粒度）。NVIDIA GPU 把地址哈希到各分区上，因此 H100 几乎看不到驻留：曲线平坦是哈希在起作用，图仍是标明为 AMD 方式的模型图。CPU 没有这种通道，所以 PoCL 上的曲线同样平坦。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Prefix sum: padding against bank conflicts</source>
            <translation>前缀和：用填充消除 bank 冲突</translation>
        </message>
        <message>
            <source>&lt;p&gt;Seed 000 §8.3 (listing 8.2, fig 8.13-8.15): a work-group computes the exclusive prefix sum of n elements in local memory. The &lt;b&gt;up-sweep&lt;/b&gt; adds pairs of words offset = 1, 2, 4 ... apart up a tree, the &lt;b&gt;down-sweep&lt;/b&gt; walks back down. At offset k neighbouring work-items touch words 2k apart, so with 32 banks and n = 512 the up-sweep levels have conflict degrees 2, 4, 8, 16, 16, 8, 4, 2, 1 (the last levels have fewer active work-items than banks to fight over), the down-sweep the same in reverse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Padding&lt;/b&gt; the index to i + i / pad leaves one word unused after every pad words. With pad = the number of banks every level is conflict-free; fig 8.14 and 8.15 show the same on 8 banks (n = 16, pad = 8). Listing 8.2 is a plain function in the seed; here it is a kernel that scans its slice of the input and is checked against a host scan.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; step through the pattern view: the load, each up-sweep level (read ai, read bi, write bi), the clear and each down-sweep level; the conflict degree doubles from level to level without padding and stays 1 with pad = 32. Then sweep pad.&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU and GPU:&lt;/b&gt; a CPU (PoCL) has no banks, so every pad runs alike and the model predicts that; on a GPU with 32 banks such as the H100 the unpadded scan replays its local accesses, and pad = 32 pays even though every index costs an extra shift and add.&lt;/p&gt;</source>
            <translation>&lt;p&gt;种子 000 §8.3（程序清单 8.2，图 8.13–8.15）：一个工作组在局部内存中对 n 个元素做互斥前缀和。&lt;b&gt;上扫&lt;/b&gt;沿着一棵树把相隔 offset = 1、2、4 … 的两个字相加，&lt;b&gt;下扫&lt;/b&gt;再沿树返回。在 offset 为 k 的一层，相邻工作项访问的字相隔 2k，因此在 32 个 bank、n = 512 时，上扫各层的冲突度为 2、4、8、16、16、8、4、2、1（最后几层的活跃工作项比冲突所需的还少），下扫则倒过来。&lt;/p&gt;&lt;p&gt;把下标&lt;b&gt;填充&lt;/b&gt;为 i + i / pad，即每 pad 个字后空出一个字。pad 等于 bank 数时每一层都没有冲突；图 8.14 和 8.15 在 8 个 bank 上（n = 16，pad = 8）展示的就是这一点。种子中的清单 8.2 只是一个普通函数；这里把它写成内核，每个工作组扫描输入中属于自己的一段，并与主机上的前缀和逐位比对。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在访问图中逐步查看：装入、上扫的每一层（读 ai、读 bi、写 bi）、清零、下扫的每一层；不加填充时冲突度逐层翻倍，pad = 32 时始终为 1。然后对 pad 做扫描。&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU 与 GPU：&lt;/b&gt;CPU（PoCL）没有 bank，各个 pad 运行得一样快，模型也这样预测；在 H100 这类有 32 个 bank 的 GPU 上，不填充的前缀和要重放局部内存访问，pad = 32 即使每个下标多一次移位和加法也值得。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Local memory per group limits resident groups</source>
            <translation>每组局部内存限制驻留工作组数</translation>
        </message>
        <message>
            <source>&lt;p&gt;Seed 000 §8.3.2 and seed 003 §9.3.4: local memory is shared by all the work-groups running on a compute unit. If each group takes 16 KiB of a 64 KiB local store, only &lt;b&gt;4 groups&lt;/b&gt; fit at once (the HD 7970 of seed 003 allows a group 32 KiB: then 2). Fewer resident groups mean fewer waves to switch to while others wait for memory.&lt;/p&gt;&lt;p&gt;The kernel is always the same coalesced stream (16 reads per work-item, a neighbour exchange through local memory); only the local array each group allocates grows with &lt;b&gt;local_kib&lt;/b&gt;. The run reports &lt;b&gt;resident_groups_by_local_memory&lt;/b&gt; = the device's local memory / the bytes per group; sizes the device cannot give a group are skipped with the reason.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; sweep local_kib and look for steps in the throughput where the number of resident groups drops; the pattern view and the model stay the same at every size, because nothing about each request changes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU and GPU:&lt;/b&gt; a CPU (PoCL) runs one group per thread from ordinary memory: flat. OpenCL reports what one group may use (48 KiB on the H100), while an H100 SM has up to 228 KiB of shared memory, so it keeps several groups even at 48 KiB and its steps come later than the reported count suggests. Measured on the H100: flat, 2.89 TB/s from 0 to 48 KiB (docs/BENCHMARKS.md).&lt;/p&gt;</source>
            <translation>&lt;p&gt;种子 000 §8.3.2 与种子 003 §9.3.4：局部内存由在一个计算单元上运行的所有工作组共享。若每个工作组占 64KB 局部存储中的 16KB，同时只能容纳 &lt;b&gt;4 个工作组&lt;/b&gt;（种子 003 中的 HD 7970 允许一个工作组用 32KB，此时为 2 个）。驻留的工作组越少，在其他工作组等待内存时可切换的波面就越少。&lt;/p&gt;&lt;p&gt;内核始终是同一个合并访问的数据流（每个工作项读 16 次，再通过局部内存与相邻工作项交换）；随 &lt;b&gt;local_kib&lt;/b&gt; 增大的只是每个工作组分配的局部数组。运行结果给出 &lt;b&gt;resident_groups_by_local_memory&lt;/b&gt; = 设备局部内存 / 每组字节数；设备无法给一个工作组的大小会被跳过并说明原因。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;对 local_kib 做扫描，寻找驻留工作组数下降处吞吐量的台阶；访问图和模型在各个大小下都一样，因为每次请求本身没有变化。&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU 与 GPU：&lt;/b&gt;CPU（PoCL）每个线程运行一个工作组，用的是普通内存：曲线平坦。OpenCL 报告的是单个工作组可用的大小（H100 上为 48KB），而 H100 的每个 SM 最多有 228KB 共享内存，所以即使每组 48KB 也能驻留多个工作组，台阶比报告的数字所示出现得晚。H100 上的实测：从 0 到 48KB 都是平的，2.89 TB/s（见 docs/BENCHMARKS.md）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Matrix multiply: rows or columns in parallel</source>
            <translation>矩阵乘法：按行还是按列并行</translation>
        </message>
        <message>
            <source>&lt;p&gt;Seed 004 (fig 15-15 to 15-19): C = A x B with matrix x matrix matrices, one work-item per element of C. What matters is which index &lt;b&gt;neighbouring work-items&lt;/b&gt; (the lanes of one SIMD group, dimension 0 of the 2-D range) differ in.&lt;/p&gt;&lt;p&gt;&lt;b&gt;order=rows&lt;/b&gt; (fig 15-15, 15-17): the lanes are rows m, m+1, ...; at each step k every lane reads A[m][k], a whole row of K words from its neighbour, so 32 lanes need 32 segments, and all lanes read the same word B[k][n]. &lt;b&gt;order=columns&lt;/b&gt; (fig 15-18, 15-19): the lanes are columns n, n+1, ...; all read the same A[m][k] (one segment) and consecutive words of B[k][n] (4 sectors of 32 B for 32 lanes, every byte used). The seed gives each work-item a whole row or column; here that loop is the second dimension of the range, which gives a GPU enough work-items and leaves every request as it was.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the matrix picture: the lanes' cells of A form a column (rows) or a single cell (columns), their cells of B a single cell or a row; then compare the two orders' times with a sweep of matrix.&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU and GPU:&lt;/b&gt; on many GPUs, the H100 among them, columns are much faster. On PoCL there is no difference: a CPU thread runs the work-items of a group one after another, each through its whole k loop, and that loop walks a row of A and a column of B in &lt;i&gt;both&lt;/i&gt; orders; which work-item comes next does not change a single thread's access stream, and there are no lanes whose requests could be coalesced.&lt;/p&gt;</source>
            <translation>&lt;p&gt;种子 004（图 15-15 至 15-19）：C = A x B，矩阵大小为 matrix x matrix，每个工作项计算 C 的一个元素。关键在于&lt;b&gt;相邻工作项&lt;/b&gt;（同一个 SIMD 组的各通道，即二维范围的第 0 维）在哪个下标上不同。&lt;/p&gt;&lt;p&gt;&lt;b&gt;order=rows&lt;/b&gt;（图 15-15、15-17）：各通道是第 m、m+1 … 行；在第 k 步每个通道读 A[m][k]，与相邻通道相隔整整一行（K 个字），32 个通道需要 32 个段，而所有通道读的是同一个字 B[k][n]。&lt;b&gt;order=columns&lt;/b&gt;（图 15-18、15-19）：各通道是第 n、n+1 … 列；它们读同一个 A[m][k]（一个段）和 B[k][n] 中连续的字（32 个通道共 4 个 32 字节扇区，每个字节都有用）。种子中每个工作项计算一整行或一整列；这里把那层循环放在范围的第二维上，让 GPU 有足够多的工作项，而每次请求保持不变。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;矩阵图中，各通道在 A 中的格子排成一列（rows）或只有一个格子（columns），在 B 中则是一个格子或一行；然后对 matrix 做扫描，比较两种顺序的时间。&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU 与 GPU：&lt;/b&gt;在许多 GPU（包括 H100）上按列要快得多。在 PoCL 上没有差别：CPU 线程把一个工作组的工作项一个接一个地运行，每个都跑完自己的 k 循环，而在&lt;i&gt;两种&lt;/i&gt;顺序下这个循环都是沿 A 的一行和 B 的一列走；下一个运行哪个工作项并不改变单个线程的访问流，也没有可以合并请求的通道。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Reuse: global reads against a local tile</source>
            <translation>复用：全局读取与局部内存块</translation>
        </message>
        <message>
            <source>&lt;p&gt;Seed 000 §8.3.2 and seed 002 §7.1.2: local memory is a scratchpad the program fills itself, and filling it costs a global read, a local write and a barrier. It pays only when the data is then used &lt;b&gt;more than about twice&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Here out[i] = in[i] + ... + in[i + reuse - 1], so every input word is used by &lt;b&gt;reuse&lt;/b&gt; neighbouring work-items. &lt;b&gt;source=global&lt;/b&gt; reads the whole window from global memory: at each step the group's 32 lanes read 128 B from an address 4 B further on, 4 or 5 sectors each time, and only the caches keep that from costing reuse times the traffic. &lt;b&gt;source=local&lt;/b&gt; copies wg + reuse - 1 words into a tile once (5 sectors for a group of 32 with reuse 4, against 19), waits at the barrier and reads the window from the tile without bank conflicts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; sweep reuse for both sources and compare the times; in the pattern view the global requests per step (global mode) against the fill and the conflict-free local reads (local mode).&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU and GPU:&lt;/b&gt; on a CPU (PoCL) local memory is ordinary cached memory, so the tile only adds the copy and the barrier: it never wins. On a GPU such as the H100 the L1 cache already catches much of the reuse, so the tile wins only at larger reuse, by saving cache traffic and latency.&lt;/p&gt;</source>
            <translation>&lt;p&gt;种子 000 §8.3.2 与种子 002 §7.1.2：局部内存是由程序自己填充的暂存器，填充它要付出一次全局读取、一次局部写入和一个栅栏。只有数据之后被使用&lt;b&gt;两次以上&lt;/b&gt;时才划算。&lt;/p&gt;&lt;p&gt;这里 out[i] = in[i] + … + in[i + reuse - 1]，每个输入字被 &lt;b&gt;reuse&lt;/b&gt; 个相邻工作项使用。&lt;b&gt;source=global&lt;/b&gt; 直接从全局内存读取整个窗口：每一步工作组的 32 个通道从往后 4 字节的地址读 128 字节，每次 4 或 5 个扇区，只有缓存能避免 reuse 倍的流量。&lt;b&gt;source=local&lt;/b&gt; 先把 wg + reuse - 1 个字复制到局部内存块中（32 个工作项、reuse 为 4 时只要 5 个扇区，而不是 19 个），等待栅栏，再从内存块中无 bank 冲突地读取窗口。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在两种模式下对 reuse 做扫描并比较时间；在访问图中对比全局模式每一步的全局请求，与局部模式的填充和无冲突的局部读取。&lt;/p&gt;&lt;p&gt;&lt;b&gt;CPU 与 GPU：&lt;/b&gt;在 CPU（PoCL）上局部内存就是普通的带缓存内存，内存块只增加了复制和栅栏，永远不会更快。在 H100 这样的 GPU 上，L1 缓存已经承担了大部分复用，因此内存块只在 reuse 较大时才占优，节省的是缓存流量和延迟。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;A histogram of pseudo-random words (seed 002 §7.3). With &lt;b&gt;method = global&lt;/b&gt; every word is one atomic_inc on a global counter; with &lt;b&gt;method = local&lt;/b&gt; each work-group first counts into a sub-histogram in local memory, then adds each bin to global memory with one atomic_add per bin per group: the seed's advice, reduce with local atomics first and update global memory once.&lt;/p&gt;&lt;p&gt;Atomics on one address are applied one after another. With 1 bin all 32 lanes of a request hit one address (32 updates in a row) and every work-group of the device waits on the same counter; with 4096 bins the 32 lanes almost always hit 32 different addresses.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the picture counts the distinct addresses of each atomic request and the lanes on its busiest address. The seed expects the global method to be slowest at 1 bin and to speed up with the bins; the H100 disagrees at 1 bin: 0.79 ms at 1 bin (its L2 merges the updates of one address), 6.4 to 10 ms from 4 to 256 bins, 0.96 ms at 4096, so the model, which applies a request's lanes on one address one after another, does not rank it. The local method wins at few bins but pays one global atomic per bin per group. On a CPU (PoCL) an atomic is a locked cache line, local memory is ordinary memory, and the local method loses at 4096 bins (zeroing and flushing 4096 words per group).&lt;/p&gt;</source>
            <translation>&lt;p&gt;对伪随机数做直方图（种子 002 §7.3）。&lt;b&gt;method = global&lt;/b&gt; 时每个字都对一个全局计数器执行一次 atomic_inc；&lt;b&gt;method = local&lt;/b&gt; 时每个工作组先在局部内存中统计一个子直方图，然后每个桶只用一次 atomic_add 加到全局内存：这正是种子的建议，先用局部原子操作归约，再对全局内存做一次更新。&lt;/p&gt;&lt;p&gt;同一地址上的原子操作只能一个接一个地执行。只有 1 个桶时，一个请求的 32 个通道都落在同一个地址上（连续 32 次更新），整个设备的所有工作组都在等同一个计数器；有 4096 个桶时，32 个通道几乎总是落在 32 个不同的地址上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;图中统计每个原子请求的不同地址数，以及最繁忙地址上的通道数。种子预计 global 方法在 1 个桶时最慢、桶越多越快；H100 在 1 个桶时与此相反：1 个桶 0.79 ms（它的 L2 会合并对同一地址的更新），4 到 256 个桶 6.4 到 10 ms，4096 个桶 0.96 ms，因此把同一地址上的通道逐个执行的模型排不出它的顺序。local 方法在桶少时占优，但每个工作组的每个桶都要付出一次全局原子操作。在 CPU（PoCL）上，原子操作就是锁住一条缓存行，局部内存只是普通内存，local 方法在 4096 个桶时反而更慢（每组要清零并写回 4096 个字）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid and adds one to that centroid's bin with an atomic. The five lessons are the seed's five kernels, corrected so that they compile and count right: &lt;b&gt;GPU1&lt;/b&gt; the baseline (descriptors row-major); &lt;b&gt;GPU2&lt;/b&gt; the descriptors transposed so that neighbouring work-items read neighbouring words; &lt;b&gt;GPU3&lt;/b&gt; four features per step as a float4; &lt;b&gt;GPU4&lt;/b&gt; the descriptors copied into &lt;b&gt;local&lt;/b&gt; memory once per work-group; &lt;b&gt;GPU5&lt;/b&gt; GPU4 with the centroids in &lt;b&gt;constant&lt;/b&gt; memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What was fixed:&lt;/b&gt; all five listings declare nfeatures but use n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 filled the local tile but then read the descriptors from global memory (right only with one work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; GPU1's picture puts every lane in its own segment (256 bytes apart), GPU2's reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, GPU5's centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 beat the baseline. On a CPU the transposed layout is about 3x &lt;i&gt;slower&lt;/i&gt;: one CPU thread runs a whole work-item, and GPU1's row is contiguous for it while GPU2 strides by the number of descriptors.&lt;/p&gt;</source>
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
            <location filename="../../ui/lessontexts.cpp" line="51" />
            <source>&lt;p&gt;The element &lt;b&gt;type&lt;/b&gt; sets how many bytes each work-item asks for: 1 (uchar), 2, 4, or 8 (ulong, double). Small elements make small requests: a group of 32 reading uchar moves only 32 bytes per request.&lt;/p&gt;&lt;p&gt;Packing small elements into vectors (uchar4, ushort2) restores full-width requests.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; bytes requested per request and GB/s for each type.&lt;/p&gt;</source>
            <translation>&lt;p&gt;元素&lt;b&gt;类型&lt;/b&gt;决定每个工作项请求多少字节：1（uchar）、2、4 或 8（ulong、double）。小元素产生小请求：32 个工作项读取 uchar，每次请求只搬运 32 字节。&lt;/p&gt;&lt;p&gt;把小元素打包成向量（uchar4、ushort2）即可恢复满宽度的请求。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;每种类型每次请求的字节数和 GB/s。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="84" />
            <source>Matrix multiply: loop order</source>
            <translation>矩阵乘法：循环顺序</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="89" />
            <source>Prefix sum with bank padding</source>
            <translation>带 bank 填充的前缀和</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="85" />
            <source>&lt;p&gt;Matrix multiply with each work-item computing one element of C. Whether neighbouring work-items walk along a &lt;b&gt;row&lt;/b&gt; or a &lt;b&gt;column&lt;/b&gt; decides whether their reads of A and B are contiguous (coalesced) or a whole row apart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; transactions per request for each order, and the measured time.&lt;/p&gt;</source>
            <translation>&lt;p&gt;矩阵乘法，每个工作项计算 C 的一个元素。相邻工作项沿&lt;b&gt;行&lt;/b&gt;还是沿&lt;b&gt;列&lt;/b&gt;分布，决定了它们对 A 和 B 的读取是连续的（合并访问）还是相隔整整一行。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;两种顺序下每次请求的事务数，以及实测时间。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/lessontexts.cpp" line="90" />
            <source>&lt;p&gt;A work-group prefix sum in local memory. The tree's later levels read words 2, 4, 8 ... apart, which land in ever fewer banks. Adding one word of &lt;b&gt;padding&lt;/b&gt; every 32 words (index + index / 32) removes the conflicts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the conflict degree at each level with and without padding.&lt;/p&gt;</source>
            <translation>&lt;p&gt;在局部内存中做工作组内的前缀和。归约树越往后，读取的字相隔 2、4、8 …，落在越来越少的 bank 上。每 32 个字加一个字的&lt;b&gt;填充&lt;/b&gt;（index + index / 32）即可消除冲突。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;有无填充时每一层的冲突度。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Copy, map, host pointers and SVM</source>
            <translation>拷贝、映射、主机指针与 SVM</translation>
        </message>
        <message>
            <source>&lt;p&gt;The host fills N bytes and a kernel reads them once. The &lt;b&gt;mode&lt;/b&gt; says how the bytes reach the device: &lt;b&gt;copy&lt;/b&gt; (fill host memory, then clEnqueueWriteBuffer), &lt;b&gt;map&lt;/b&gt; (map a CL_MEM_ALLOC_HOST_PTR buffer, fill it, unmap), &lt;b&gt;use_host_ptr&lt;/b&gt; (a buffer wrapping the host's own memory, mapped the same way), &lt;b&gt;copy_host_ptr&lt;/b&gt; (a new buffer copied from host memory each time), and &lt;b&gt;svm_coarse&lt;/b&gt; / &lt;b&gt;svm_fine&lt;/b&gt; (shared virtual memory, mapped or not; skipped where the device has none). Seed 002 sections 7.4 and 7.5.&lt;/p&gt;&lt;p&gt;Two clocks: the &lt;b&gt;host wall time&lt;/b&gt; of the whole cycle (fill, copy or map, kernel, wait) and the &lt;b&gt;kernel time&lt;/b&gt; from its profiling event. Their difference is what the transfer costs the host.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the wall time per mode against the kernel time. On a CPU (PoCL) map, use_host_ptr and SVM are the same memory the kernel reads, so they save the extra memcpy of copy and copy_host_ptr; unlike the seed's Adreno, USE_HOST_PTR is zero-copy here too. On a discrete GPU such as the H100 a copy crosses PCIe once and the kernel then reads fast device memory, while a zero-copy buffer stays in host memory and the kernel itself reads over PCIe: the wall time may shrink while the kernel time grows many times.&lt;/p&gt;</source>
            <translation>&lt;p&gt;主机填充 N 字节，随后由一个内核把它们读一遍。&lt;b&gt;mode&lt;/b&gt; 决定这些字节如何到达设备：&lt;b&gt;copy&lt;/b&gt;（先填充主机内存，再调用 clEnqueueWriteBuffer）、&lt;b&gt;map&lt;/b&gt;（映射一个 CL_MEM_ALLOC_HOST_PTR 缓冲区，填充后解除映射）、&lt;b&gt;use_host_ptr&lt;/b&gt;（包装主机自己内存的缓冲区，同样经映射填充）、&lt;b&gt;copy_host_ptr&lt;/b&gt;（每次从主机内存拷贝创建一个新缓冲区），以及 &lt;b&gt;svm_coarse&lt;/b&gt; / &lt;b&gt;svm_fine&lt;/b&gt;（共享虚拟内存，需要或不需要映射；设备不支持时跳过）。对应种子 002 第 7.4 和 7.5 节。&lt;/p&gt;&lt;p&gt;两种时钟：整个周期（填充、拷贝或映射、内核、等待）的&lt;b&gt;主机墙钟时间&lt;/b&gt;，以及由性能分析事件得到的&lt;b&gt;内核时间&lt;/b&gt;。两者之差就是传输让主机付出的代价。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;各模式的墙钟时间与内核时间的对比。在 CPU（PoCL）上，map、use_host_ptr 和 SVM 就是内核所读的同一块内存，因此省去了 copy 和 copy_host_ptr 多出的那次 memcpy；与种子中的 Adreno 不同，这里 USE_HOST_PTR 同样是零拷贝。在 H100 这样的独立 GPU 上，拷贝只经过 PCIe 一次，之后内核读取高速的设备内存；而零拷贝缓冲区留在主机内存中，内核本身要经 PCIe 读取：墙钟时间可能变短，内核时间却会增长许多倍。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Images</source>
            <translation>图像</translation>
        </message>
        <message>
            <source>Images and buffers</source>
            <translation>图像与缓冲区</translation>
        </message>
        <message>
            <source>&lt;p&gt;The same 2-D read of an n x n picture of float4 pixels, once from an &lt;b&gt;image2d_t&lt;/b&gt; and once from a &lt;b&gt;buffer&lt;/b&gt; (seed 000 section 8.3.2, seed 002 section 7.1.5). &lt;b&gt;access&lt;/b&gt; picks what each work-item reads: a pixel of a &lt;b&gt;row&lt;/b&gt;, a pixel of a &lt;b&gt;column&lt;/b&gt; (the picture transposed), a 2 x 2 &lt;b&gt;block&lt;/b&gt;, or a &lt;b&gt;bilinear&lt;/b&gt; sample between four pixels. The work-groups are 16 x 16, so a SIMD group of 32 covers two rows of 16 work-items.&lt;/p&gt;&lt;p&gt;Worked example (32-byte segments, 128-byte lines, side 64): a row request reads two runs of 256 B, 16 segments in 4 lines; a column request reads 16 rows 1 KiB apart, still 16 segments but 16 lines; a 2 x 2 block reads 17 pixels of 3 rows, 27 segments for 128 reads.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; a buffer is linear, so the column and block reads spread over more lines; an image is laid out by the driver (tiled on GPUs) and read through the texture cache, which treats both directions alike, and its bilinear sample is one read the texture unit filters, where the buffer needs four reads and the arithmetic. The trace of an image read records the texel's row-major position, because the real layout is hidden: the request picture is the buffer's. Under it the lesson draws the picture itself: a 32 x 32 corner with the texels the selected SIMD group reads at this step in its lanes' colours; from a buffer the segments they fall in are outlined (they lie along rows), from an image their 2-D block.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Devices differ:&lt;/b&gt; on a CPU (PoCL) images are arrays read by software, usually slower than buffers. Measured on the H100 (side 4096, float4 pixels, effective GB/s, image / buffer): rows 2903 / 2992, columns 2912 / 2573 - the image&apos;s 2-D layout wins the column by 13 %; but 2 x 2 blocks 7740 / 9805 and bilinear samples 7191 / 9794 - the buffer wins, its four loads finding the lines their neighbours share in L1, and the filter is not free. Compare a sweep with source=image against one with source=buffer.&lt;/p&gt;</source>
            <translation>&lt;p&gt;对一幅 n × n、像素为 float4 的图片做同样的二维读取，一次从 &lt;b&gt;image2d_t&lt;/b&gt; 读，一次从&lt;b&gt;缓冲区&lt;/b&gt;读（种子 000 第 8.3.2 节，种子 002 第 7.1.5 节）。&lt;b&gt;access&lt;/b&gt; 选择每个工作项读什么：&lt;b&gt;row&lt;/b&gt;（一行中的像素）、&lt;b&gt;column&lt;/b&gt;（一列中的像素，即转置后的图片）、2 × 2 的 &lt;b&gt;block&lt;/b&gt;，或介于四个像素之间的 &lt;b&gt;bilinear&lt;/b&gt;（双线性）采样。工作组为 16 × 16，因此一个 32 路的 SIMD 组覆盖两行、每行 16 个工作项。&lt;/p&gt;&lt;p&gt;算例（32 字节段、128 字节缓存行、边长 64）：按行的请求读两段各 256 B，共 16 个段、4 个缓存行；按列的请求读相隔 1 KiB 的 16 行，仍是 16 个段，却占 16 个缓存行；2 × 2 块读 3 行、每行 17 个像素，128 次读取共 27 个段。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;缓冲区是线性的，所以按列和按块的读取分散到更多缓存行上；图像由驱动安排布局（GPU 上为分块布局），经纹理缓存读取，两个方向一视同仁，而且双线性采样只需一次由纹理单元完成滤波的读取，缓冲区却要四次读取再加上运算。图像读取的跟踪记录的是纹素按行优先排列时的位置，因为真实布局是隐藏的：请求图显示的是缓冲区的情形。请求图下方是本课自己的图：图片一角 32 × 32 的网格，用各通道的颜色标出所选 SIMD 组在这一步读取的纹素；从缓冲区读时用虚线框出它们所在的段（段沿着行分布），从图像读时框出它们的二维块。&lt;/p&gt;&lt;p&gt;&lt;b&gt;设备差异：&lt;/b&gt;在 CPU（PoCL）上，图像是由软件读取的数组，通常比缓冲区慢。在 H100 上实测（边长 4096，float4 像素，有效 GB/s，图像 / 缓冲区）：按行 2903 / 2992，按列 2912 / 2573——图像的二维布局让按列读取快 13 %；但 2 × 2 块 7740 / 9805、双线性采样 7191 / 9794——缓冲区占优：它的四次读取命中相邻工作项在 L1 中共享的缓存行，而滤波也并非免费。请把 source=image 的扫描与 source=buffer 的扫描对比。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Strided and misaligned global writes</source>
            <translation>跨步与未对齐的全局内存写入</translation>
        </message>
        <message>
            <source>&lt;p&gt;The global.stride and global.offset patterns on &lt;b&gt;stores&lt;/b&gt;: work-item i of a warp writes element base + offset + i*stride and reads nothing (seed 002 §7.2.1, §7.6). A store is served in whole segments too. With stride 1, 32 work-items writing 4 bytes fill 4 sectors of 32 B completely; with stride 2 they touch 8 sectors and write only half of each; from stride 8 every lane has a sector to itself. A start 1 element after an aligned address touches 5 sectors, the first and the last partly.&lt;/p&gt;&lt;p&gt;A partly written sector cannot simply be overwritten: the memory system merges the new bytes with the old ones (the seed: the line is loaded, modified and written back), so scattered stores cost about as much as scattered loads even though a store does not make the work-item wait.&lt;/p&gt;&lt;p&gt;The H100 writes a contiguous stream at up to 3.2 TB/s, faster than it reads. A partly written sector makes its L2 read the old data first: strides 2 to 8 touch every sector of every line and take about 2.2 times as long as stride 1. From stride 16 on, each lane writes a sector of its own and what counts is the &lt;b&gt;lines&lt;/b&gt;: every touched line is read before the write, so strides 16 to 32 all take about 1.3 times stride 1's time. One level further: a warp's stores are paid per &lt;b&gt;256-byte block&lt;/b&gt; (two lines) they touch. An odd stride leaves a warp's first or last block half used, and half a block costs a whole one, so on the H100 odd strides run 3 to 5 percent slower than the even ones beside them (try 31 and 32, or stride 32 with offset 32); the model does not count blocks, so its curve has no steps there. A CPU writes through its caches in 64-byte lines (write-allocate: a line is read before it is written), so its curve follows lines, not sectors.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the write requests in the segment strip: grey bytes are the unwritten part of each touched sector, and the trace lists the partly written segments. In the chart the measured GB/s follows the model's efficiency as the stride grows.&lt;/p&gt;</source>
            <translation>&lt;p&gt;把 global.stride 和 global.offset 的模式用在&lt;b&gt;存储&lt;/b&gt;上：warp 中的第 i 个工作项写入元素 base + offset + i*stride，不读取任何数据（种子 002 §7.2.1、§7.6）。存储同样以整个段为单位完成。步长为 1 时，32 个工作项各写 4 字节，正好填满 4 个 32 B 的扇区；步长为 2 时它们涉及 8 个扇区，每个只写一半；从步长 8 开始每个线程独占一个扇区。从对齐地址后 1 个元素开始写，会涉及 5 个扇区，其中第一个和最后一个只写了一部分。&lt;/p&gt;&lt;p&gt;部分写入的扇区不能直接覆盖：内存系统要把新字节和旧字节合并（种子中说：缓存行先被加载、修改、再写回），所以分散的存储虽然不会让工作项等待，代价却和分散的加载差不多。&lt;/p&gt;&lt;p&gt;H100 连续写入可达 3.2 TB/s，比读取还快。部分写入的扇区会让 L2 先读入旧数据：步长 2 到 8 时每个缓存行的每个扇区都被涉及，耗时约为步长 1 的 2.2 倍。从步长 16 开始，每个线程独占一个扇区，关键变成了&lt;b&gt;缓存行&lt;/b&gt;：每个被涉及的缓存行都要在写入之前读入，所以步长 16 到 32 的耗时都约为步长 1 的 1.3 倍。再深入一层：一个 warp 的存储按它涉及的 &lt;b&gt;256 字节块&lt;/b&gt;（两个缓存行）计费。奇数步长会让 warp 的第一个或最后一个块只用到一半，而半个块也按整块计费，所以在 H100 上奇数步长比相邻的偶数步长慢 3% 到 5%（试试 31 和 32，或步长 32 加偏移 32）；模型不计算块，所以它的曲线在这里没有台阶。CPU 以 64 字节的缓存行经由缓存写入（写分配：缓存行在写入之前先被读入），所以它的曲线跟随缓存行而不是扇区。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;段条带中的写请求：灰色字节是每个被涉及扇区中未写入的部分，trace 会列出部分写入的段。在图表中，随着步长增大，实测 GB/s 跟随模型的效率下降。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Random gather against contiguous reads</source>
            <translation>随机收集与连续读取</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every point reads the same elements, the same number of times, as a contiguous read; only the order differs. The reads are shuffled inside aligned &lt;b&gt;windows&lt;/b&gt; of that many elements: window 1 is the contiguous read, a window of the whole buffer a random gather over it (seed 000 fig 8.10, seed 004).&lt;/p&gt;&lt;p&gt;Worked example (float, warps of 32, 32-byte sectors): up to a window of 32 elements the warp's lanes stay inside the 128 bytes it reads anyway, so the 4 sectors and 100 % efficiency do not change. From there on the lanes spread over more sectors, until every lane has a sector to itself: 32 sectors for 128 useful bytes, 12.5 %.&lt;/p&gt;&lt;p&gt;Large windows also leave the caches and the TLB behind, which the per-request model does not count: on the H100 a window that fits the 50 MB L2 is still served on chip, so the knee in the chart comes later and falls further than the model's line. A CPU fetches 64-byte lines and prefetches contiguous streams, so it loses more to a random gather than to any stride.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; the lanes' links fan out over the segment strip as the window grows, and the sectors per request climb to one per lane; compare the measured GB/s with the model's efficiency.&lt;/p&gt;</source>
            <translation>&lt;p&gt;每个点都与连续读取一样，读取相同的元素、相同的次数，只是顺序不同。读取在对齐的&lt;b&gt;窗口&lt;/b&gt;（window 个元素）内被打乱：窗口为 1 就是连续读取，窗口为整个缓冲区就是在其上的随机收集（种子 000 图 8.10、种子 004）。&lt;/p&gt;&lt;p&gt;算例（float，32 线程的 warp，32 字节扇区）：窗口不超过 32 个元素时，warp 的各线程仍然落在它本来就要读取的 128 字节之内，所以仍是 4 个扇区、100 % 效率。之后线程分散到越来越多的扇区，直到每个线程独占一个扇区：128 个有用字节需要 32 个扇区，效率 12.5 %。&lt;/p&gt;&lt;p&gt;大窗口还会超出缓存和 TLB 的范围，而按请求计的模型不计算这些：在 H100 上，能放进 50 MB L2 的窗口仍在片上服务，所以图表中的拐点比模型的曲线来得晚、降得更深。CPU 以 64 字节缓存行取数并会预取连续数据流，所以随机收集比任何步长都更伤它。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;随着窗口增大，线程的连线在段条带上散开，每个请求的扇区数升到每线程一个；把实测 GB/s 与模型的效率作比较。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Working-set size and the caches</source>
            <translation>工作集大小与缓存</translation>
        </message>
        <message>
            <source>&lt;p&gt;Work-items read a working set of &lt;b&gt;footprint&lt;/b&gt; bytes over and over, contiguously (16-byte loads), from 4 KiB to 4 GiB in powers of two (seed 000 §8.3.1, seed 002 §7.6). Every request is ideal, 16 full sectors per warp, so the model predicts the same throughput at every size; the measured curve is what this lesson is about.&lt;/p&gt;&lt;p&gt;While the set fits a cache, the repeated passes are served from it, and the bandwidth sits on a plateau; at each cache size there is a knee. On the H100: the L1 (about 233 KiB per SM, but each SM sees only its share of the set), the L2 of 50 MB as two 25 MB halves (expect a first drop near 25 MB), then DRAM at about 3 TB/s. A CPU shows its own L1, L2 and L3 knees at much smaller sizes, and the lesson stops at 256 MiB there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; in the pattern view at footprint=4K the second work-group reads the same bytes as the first (the set is reused); in the chart find the plateaus and the sizes where they end, on a logarithmic size axis.&lt;/p&gt;</source>
            <translation>&lt;p&gt;工作项反复、连续地（16 字节加载）读取 &lt;b&gt;footprint&lt;/b&gt; 字节的工作集，大小从 4 KiB 到 4 GiB，按 2 的幂变化（种子 000 §8.3.1、种子 002 §7.6）。每个请求都是理想的，每个 warp 16 个完整扇区，所以模型对每个大小预测相同的吞吐量；本课要看的是实测曲线。&lt;/p&gt;&lt;p&gt;工作集放得进某一级缓存时，反复的读取由该缓存服务，带宽停在一个平台上；在每级缓存的容量处出现拐点。在 H100 上：L1（每个 SM 约 233 KiB，但每个 SM 只读到工作集中属于它的一部分），50 MB 的 L2 分成两个 25 MB 的半区（预计在 25 MB 附近第一次下降），然后是约 3 TB/s 的 DRAM。CPU 在小得多的大小上显示它自己的 L1、L2、L3 拐点，本课在 CPU 上只测到 256 MiB。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在访问图中，footprint=4K 时第二个工作组读取的字节与第一个完全相同（工作集被重用）；在图表中，在对数大小轴上找出各个平台以及它们结束的大小。&lt;/p&gt;</translation>
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
            <source>&lt;p&gt;Seed 004: the work-items of one SIMD group (a warp on NVIDIA, a wavefront on AMD, a sub-group in OpenCL) can pass values to each other directly in registers. Here every work-item combines its value with its right neighbour's 256 times, within groups of &lt;b&gt;width&lt;/b&gt; work-items. &lt;b&gt;mode = local&lt;/b&gt; exchanges through local memory: a store, a barrier, a load, a barrier per round. &lt;b&gt;mode = shuffle&lt;/b&gt; uses a sub-group shuffle (cl_khr_subgroup_shuffle, cl_intel_subgroups, or the warp shuffle shfl.sync on NVIDIA): no memory, no barrier. &lt;b&gt;mode = none&lt;/b&gt; does the same arithmetic without any exchange: the cost floor.&lt;/p&gt;&lt;p&gt;The local exchange is conflict-free (lane l reads the bank of lane l + 1), so what it costs is the round trip and the barriers, not bank conflicts; the shuffle's picture has no local accesses at all.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; on a GPU (the H100) the shuffle comes close to the floor and the local exchange is several times slower. A device without sub-group shuffles, such as PoCL on a CPU, skips the shuffle with the reason; on a CPU the barriers of the local exchange cost the most.&lt;/p&gt;</source>
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
            <source>&lt;p&gt;Seed 002 §7.1.4: private memory is physically either registers or off-chip memory. Each work-item here keeps an array of &lt;b&gt;words&lt;/b&gt; words and updates it 1024 times. With &lt;b&gt;mode = dynamic&lt;/b&gt; the index comes from a random sequence computed at run time: registers cannot be indexed, so a GPU compiler places the array in off-chip (spill) memory behind the L1 cache. With &lt;b&gt;mode = static&lt;/b&gt; the loop is fully unrolled and every index is a constant: the array lives in registers until they run out (255 per work-item on NVIDIA).&lt;/p&gt;&lt;p&gt;The picture shows the private array where a GPU keeps it when it spills: word i of every work-item lies next to word i of the other work-items (work-item w's a[i] at (i × work-items + w) × 4 bytes). The trace records the fill, the first 8 of the 1024 loop steps and the final fold; the other steps run untraced. Whether the compiler really spills is not in the trace: the run's launch details report CL_KERNEL_PRIVATE_MEM_SIZE, the private bytes the compiler placed in memory, and the prediction leaves the private accesses out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watch:&lt;/b&gt; in the picture, a dynamic loop step scatters each request over as many lines as its lanes have distinct indices; a static step (like the fill and the fold) is one coalesced run of 4 bytes × lanes, if the compiler spills the array at all: in registers it costs no memory access. On a GPU (the H100) the dynamic array is several times slower than the static one and grows worse with its size; the static one stays fast until about 128 to 256 words, where it spills too. Where a GPU compiler keeps even the dynamic array in registers the point is skipped with the reason. On a CPU (PoCL) both arrays live on the stack in the L1 cache, so the two modes are close.&lt;/p&gt;</source>
            <translation>&lt;p&gt;种子 002 §7.1.4：私有内存在物理上要么是寄存器，要么是片外内存。这里每个工作项持有一个 &lt;b&gt;words&lt;/b&gt; 个字的数组，并对它更新 1024 次。&lt;b&gt;mode = dynamic&lt;/b&gt; 时，下标来自运行时计算的随机序列：寄存器无法按下标访问，所以 GPU 编译器会把数组放到 L1 缓存之后的片外（溢出）内存中。&lt;b&gt;mode = static&lt;/b&gt; 时循环被完全展开，每个下标都是常量：数组一直放在寄存器里，直到寄存器用完（NVIDIA 上每个工作项 255 个）。&lt;/p&gt;&lt;p&gt;图中按 GPU 溢出私有数组时的存放方式显示它：每个工作项的第 i 个字紧挨着其他工作项的第 i 个字（工作项 w 的 a[i] 位于 (i × 工作项数 + w) × 4 字节）。跟踪记录填充、1024 个循环步中的前 8 步以及最后的归并；其余各步照常运行但不被跟踪。编译器是否真的把数组溢出到内存并不在跟踪中：运行的启动信息会报告 CL_KERNEL_PRIVATE_MEM_SIZE，即编译器放到内存中的私有字节数，而预测不包括私有内存访问。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察：&lt;/b&gt;在图中，动态下标的循环步里，每个请求分散到的缓存行数等于其线程中不同下标的个数；静态的循环步（以及填充和归并）是一段 4 字节 × 线程数的合并访问——前提是编译器确实把数组溢出了：放在寄存器中时它根本不访问内存。在 GPU（H100）上，动态下标的数组比静态的慢好几倍，而且数组越大越慢；静态数组一直很快，直到大约 128 到 256 个字时也发生溢出。如果某个 GPU 编译器连动态下标的数组也放在寄存器中，该点会被跳过并给出原因。在 CPU（PoCL）上两种数组都在栈上、位于 L1 缓存中，所以两种模式相差不大。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>QObject</name>
        <message>
            <location filename="../../ui/deviceinfomodel.cpp" line="19" />
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <location filename="../../ui/deviceinfomodel.cpp" line="19" />
            <source>no</source>
            <translation>否</translation>
        </message>
    </context>
    <context>
        <name>ScriptOptions</name>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="33" />
            <source>See and measure GPU memory behaviour: coalescing, bank conflicts, channels.</source>
            <translation>观察并测量 GPU 内存行为：合并访问、bank 冲突、通道。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="39" />
            <source>Device: gpu, cpu, P:D or part of its name.</source>
            <translation>设备：gpu、cpu、P:D 或设备名称的一部分。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="41" />
            <source>Lesson id.</source>
            <translation>课程 id。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="44" />
            <source>Parameter value (repeatable).</source>
            <translation>参数值（可重复）。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="47" />
            <source>Sweep a parameter: name=A..B[:STEP].</source>
            <translation>扫描一个参数：name=A..B[:步长]。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="51" />
            <source>Open a result file to overlay (repeatable).</source>
            <translation>打开结果文件进行叠加对比（可重复）。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="54" />
            <source>Export files, comma-separated: .png .svg .pdf (chart), .pattern.png .pattern.svg (pattern), .csv .json (data).</source>
            <translation>导出文件，用逗号分隔：.png .svg .pdf（图表），.pattern.png .pattern.svg（访问图），.csv .json（数据）。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="59" />
            <source>Quit when the work is done.</source>
            <translation>完成后退出。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="61" />
            <source>Start in presentation mode.</source>
            <translation>以演示模式启动。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="63" />
            <source>Interface language: system, en, zh_CN.</source>
            <translation>界面语言：system、en、zh_CN。</translation>
        </message>
        <message>
            <source>Open a lesson plan (docs/LESSON-PLANS.md); PageDown and PageUp step through it.</source>
            <translation>打开教案（docs/LESSON-PLANS.md）；用 PageDown 和 PageUp 逐张切换。</translation>
        </message>
        <message>
            <location filename="../../ui/scriptoptions.cpp" line="54" />
            <source>Export files, comma-separated: .png .svg .pdf (chart), .pattern.png .pattern.svg (pattern), .gif (the pattern's animation), .csv .json (data).</source>
            <translation>导出文件，用逗号分隔：.png .svg .pdf（图表），.pattern.png .pattern.svg（访问图），.gif（访问图的动画），.csv .json（数据）。</translation>
        </message>
        <message>
            <source>Size of exported pictures (default 1600x900).</source>
            <translation>导出图片的尺寸（默认 1600x900）。</translation>
        </message>
        <message>
            <source>Dots per inch of exported pictures (default 96).</source>
            <translation>导出图片的每英寸点数（默认 96）。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::AboutDialog</name>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="81" />
            <source>an ICD loader that does not name itself</source>
            <translation>未报告名称的 ICD 加载器</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="89" />
            <source>About Coalesce</source>
            <translation>关于 Coalesce</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="102" />
            <source>&lt;h2&gt;Coalesce %1&lt;/h2&gt;&lt;p&gt;Makes GPU memory behaviour visible and measurable with real OpenCL kernels: coalescing, strides, bank conflicts, constant memory and channels.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Coalesce %1&lt;/h2&gt;&lt;p&gt;用真实的 OpenCL 内核让 GPU 内存行为看得见、测得出：合并访问、跨步、bank 冲突、常量内存和通道。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="105" />
            <source>&lt;p&gt;Coalesce is free software: you can redistribute it and/or modify it under the terms of the &lt;a href="https://www.gnu.org/licenses/gpl-3.0.html"&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;It uses Qt and Qt Charts (GPL-3.0), the OpenCL C++ bindings, spdlog, fmt, nlohmann/json and CLI11.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Coalesce 是自由软件：你可以依据自由软件基金会发布的 &lt;a href="https://www.gnu.org/licenses/gpl-3.0.html"&gt;GNU 通用公共许可证&lt;/a&gt;第 3 版或（由你选择）任何更新的版本（GPL-3.0-or-later）重新发布和修改它。本软件不提供任何担保。&lt;/p&gt;&lt;p&gt;它使用了 Qt 和 Qt Charts（GPL-3.0）、OpenCL C++ 绑定、spdlog、fmt、nlohmann/json 和 CLI11。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="115" />
            <source>asking the loader…</source>
            <translation>正在询问加载器…</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="119" />
            <source>&amp;Copy build information</source>
            <translation>复制构建信息(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="145" />
            <source>Version: %1</source>
            <translation>版本：%1</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="146" />
            <source>Qt: %1 (built with %2), platform %3</source>
            <translation>Qt：%1（构建时为 %2），平台 %3</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="148" />
            <source>Compiler: %1, %2 build</source>
            <translation>编译器：%1，%2构建</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="151" />
            <source>optimised</source>
            <translation>优化</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="153" />
            <source>debug</source>
            <translation>调试</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="156" />
            <source>OpenCL: headers for OpenCL %1.%2</source>
            <translation>OpenCL：OpenCL %1.%2 头文件</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="159" />
            <source>OpenCL loader: %1</source>
            <translation>OpenCL 加载器：%1</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="161" />
            <source>Kernels: from COALESCE_KERNEL_DIR (%1)</source>
            <translation>内核：来自 COALESCE_KERNEL_DIR（%1）</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="162" />
            <source>Kernels: built in</source>
            <translation>内核：内置</translation>
        </message>
        <message>
            <location filename="../../ui/aboutdialog.cpp" line="163" />
            <source>System: %1, %2</source>
            <translation>系统：%1，%2</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::Controller</name>
        <message>
            <location filename="../../ui/controller.cpp" line="93" />
            <source>Unknown lesson</source>
            <translation>未知的课程</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="93" />
            <source>There is no lesson "%1".</source>
            <translation>没有名为“%1”的课程。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="100" />
            <location filename="../../ui/controller.cpp" line="124" />
            <source>Invalid parameter</source>
            <translation>参数无效</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="229" />
            <source>Choose a lesson first</source>
            <translation>请先选择一个课程</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="233" />
            <location filename="../../ui/controller.cpp" line="250" />
            <source>No device is open</source>
            <translation>尚未打开设备</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="234" />
            <location filename="../../ui/controller.cpp" line="251" />
            <source>A sweep runs real kernels; open an OpenCL device first.</source>
            <translation>扫描会运行真实的内核，请先打开一个 OpenCL 设备。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="241" />
            <source>Invalid sweep</source>
            <translation>扫描范围无效</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="342" />
            <source>Cannot open %1</source>
            <translation>无法打开 %1</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="387" />
            <source>Could not list the OpenCL devices.</source>
            <translation>无法列出 OpenCL 设备。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="389" />
            <source>Could not open the device.</source>
            <translation>无法打开设备。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="391" />
            <source>Could not trace the kernel's accesses.</source>
            <translation>无法追踪内核的内存访问。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="393" />
            <source>Could not measure this configuration.</source>
            <translation>无法测量此配置。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="395" />
            <source>The sweep failed.</source>
            <translation>扫描失败。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="397" />
            <source>Could not apply the memory geometry.</source>
            <translation>无法应用内存几何参数。</translation>
        </message>
        <message>
            <location filename="../../ui/controller.cpp" line="399" />
            <source>Could not open the result file.</source>
            <translation>无法打开结果文件。</translation>
        </message>
        <message>
            <source>Checking a kernel runs it; open an OpenCL device first.</source>
            <translation>检查内核需要运行它；请先打开一个 OpenCL 设备。</translation>
        </message>
        <message>
            <source>Invalid kernel spec</source>
            <translation>内核规格无效</translation>
        </message>
        <message>
            <source>Could not check your kernel.</source>
            <translation>无法检查你的内核。</translation>
        </message>
        <message>
            <source>Could not measure the device's geometry.</source>
            <translation>无法测量设备的几何参数。</translation>
        </message>
        <message>
            <source>Measuring the geometry runs probe kernels; open an OpenCL device first.</source>
            <translation>测量几何参数需要运行探测内核；请先打开一个 OpenCL 设备。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::DeviceExplorer</name>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="29" />
            <source>No device open</source>
            <translation>未打开设备</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="150" />
            <source>%1 = %2 (%3): %4</source>
            <translation>%1 = %2（%3）：%4</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="42" />
            <source>Filter (e.g. cache, local, vector)</source>
            <translation>筛选（例如 cache、local、vector）</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="59" />
            <source>Copy as text</source>
            <translation>复制为文本</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="60" />
            <source>Copy as JSON</source>
            <translation>复制为 JSON</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="67" />
            <source>Device info copied as text</source>
            <translation>设备信息已复制为文本</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="71" />
            <source>Device info copied as JSON</source>
            <translation>设备信息已复制为 JSON</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="73" />
            <source>Device info</source>
            <translation>设备信息</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="89" />
            <source>Double-click a value to override it; the models and the pattern use the new value at once.</source>
            <translation>双击数值即可覆盖；模型和访问图会立即使用新值。</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="94" />
            <source>Reset overrides</source>
            <translation>撤销覆盖</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="99" />
            <source>Memory geometry</source>
            <translation>内存几何参数</translation>
        </message>
        <message>
            <location filename="../../ui/deviceexplorer.cpp" line="112" />
            <source>Family: %1</source>
            <translation>架构系列：%1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::DeviceInfoModel</name>
        <message>
            <location filename="../../ui/deviceinfomodel.cpp" line="151" />
            <source>Field</source>
            <translation>字段</translation>
        </message>
        <message>
            <location filename="../../ui/deviceinfomodel.cpp" line="153" />
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <location filename="../../ui/deviceinfomodel.cpp" line="155" />
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <location filename="../../ui/deviceinfomodel.cpp" line="157" />
            <source>Source</source>
            <translation>来源</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::Exporter</name>
        <message>
            <location filename="../../ui/exporter.cpp" line="36" />
            <location filename="../../ui/exporter.cpp" line="64" />
            <source>%1: unknown file type</source>
            <translation>%1：未知的文件类型</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="46" />
            <source>%1: there are no results to export yet</source>
            <translation>%1：还没有可导出的结果</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="70" />
            <location filename="../../ui/exporter.cpp" line="74" />
            <source>Save results</source>
            <translation>保存结果</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="71" />
            <source>Run a sweep first: there is nothing to save yet.</source>
            <translation>请先运行一次扫描：目前没有可保存的内容。</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="75" />
            <source>Results (*.json);;Table (*.csv)</source>
            <translation>结果 (*.json);;表格 (*.csv)</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="81" />
            <source>Export chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="82" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
            <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="89" />
            <source>Export pattern</source>
            <translation>导出访问图</translation>
        </message>
        <message>
            <location filename="../../ui/exporter.cpp" line="90" />
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
        </message>
        <message>
            <source>device: %1</source>
            <translation>设备：%1</translation>
        </message>
        <message>
            <source>parameters: %1</source>
            <translation>参数：%1</translation>
        </message>
        <message>
            <source>measured %1</source>
            <translation>测量于 %1</translation>
        </message>
        <message>
            <source>exported %1 by Coalesce %2</source>
            <translation>由 Coalesce %2 导出于 %1</translation>
        </message>
        <message>
            <source>The size %1×%2 is outside %3 to %4 pixels a side.</source>
            <translation>尺寸 %1×%2 超出每边 %3 到 %4 像素的范围。</translation>
        </message>
        <message>
            <source>%1 DPI is outside %2 to %3.</source>
            <translation>%1 DPI 超出 %2 到 %3 的范围。</translation>
        </message>
        <message>
            <source>%1×%2 pixels at %3 DPI leave too little room for the picture: give more pixels or fewer DPI.</source>
            <translation>%1×%2 像素在 %3 DPI 下留给图片的空间太小：请增加像素或降低 DPI。</translation>
        </message>
        <message>
            <source>Could not write %1 (check that the folder exists and is writable).</source>
            <translation>无法写入 %1（请检查文件夹是否存在且可写）。</translation>
        </message>
        <message>
            <source>%1: there is no pattern to animate yet</source>
            <translation>%1：还没有可制作动画的访问图</translation>
        </message>
        <message>
            <source>%1: an animation may be at most %2 pixels a side</source>
            <translation>%1：动画每边最多 %2 像素</translation>
        </message>
        <message>
            <source>%1: the export was cancelled; nothing was written</source>
            <translation>%1：导出已取消，未写入任何内容</translation>
        </message>
        <message>
            <source>%1: the pattern changed during the export; nothing was written</source>
            <translation>%1：导出期间访问图发生了变化，未写入任何内容</translation>
        </message>
        <message>
            <source>GIF: nothing to write to</source>
            <translation>GIF：没有可写入的目标</translation>
        </message>
        <message>
            <source>sweep of %1</source>
            <translation>扫描 %1</translation>
        </message>
        <message>
            <source>overlaid: %1</source>
            <translation>叠加：%1</translation>
        </message>
        <message>
            <source>group %1, step %2</source>
            <translation>组 %1，步骤 %2</translation>
        </message>
        <message>
            <source>%1: this file type cannot hold that export</source>
            <translation>%1：此文件类型不能保存这种导出</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::GeometryModel</name>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="32" />
            <source>Work-items per SIMD group (warp / wavefront)</source>
            <translation>每个 SIMD 组的工作项数（warp / wavefront）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="34" />
            <source>Local-memory banks</source>
            <translation>局部内存 bank 数</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="36" />
            <source>Bytes per bank word</source>
            <translation>每个 bank 字的字节数</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="38" />
            <source>Work-items judged together for bank conflicts</source>
            <translation>一起判定 bank 冲突的工作项数</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="40" />
            <source>Same word read by several work-items is served once (1 = yes)</source>
            <translation>多个工作项读取同一个字时只服务一次（1 = 是）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="42" />
            <source>Global-memory transaction size (bytes)</source>
            <translation>全局内存事务大小（字节）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="44" />
            <source>Cache line (bytes)</source>
            <translation>缓存行（字节）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="46" />
            <source>Global-memory channels</source>
            <translation>全局内存通道数</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="48" />
            <source>Bytes per channel before the next (interleave)</source>
            <translation>切换到下一通道前的字节数（交织粒度）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="50" />
            <source>Dedicated on-chip local memory (1 = yes)</source>
            <translation>专用片上局部内存（1 = 是）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="52" />
            <source>Peak global bandwidth (MB/s, 0 = unknown)</source>
            <translation>全局内存峰值带宽（MB/s，0 = 未知）</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="60" />
            <source>queried</source>
            <translation>查询所得</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="62" />
            <source>vendor table</source>
            <translation>厂商数据表</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="64" />
            <source>user override</source>
            <translation>用户覆盖</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="66" />
            <source>measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="68" />
            <source>default</source>
            <translation>默认值</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="137" />
            <source>Property</source>
            <translation>属性</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="139" />
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="141" />
            <source>Source</source>
            <translation>来源</translation>
        </message>
        <message>
            <location filename="../../ui/geometrymodel.cpp" line="143" />
            <source>Note</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Measured by a probe (read-only): %1</source>
            <translation>由探测测得（只读）：%1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::LessonPanel</name>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="27" />
            <source>Measure</source>
            <translation>测量</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="27" />
            <source>Sweep</source>
            <translation>扫描</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="28" />
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="28" />
            <source>Measure on every change</source>
            <translation>每次改动都测量</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="46" />
            <source>default sweep</source>
            <translation>默认扫描</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="47" />
            <source>name=A..B, name=A..B:STEP, name=A..B:*2 or name=a,b,c</source>
            <translation>name=A..B、name=A..B:步长、name=A..B:*2 或 name=a,b,c</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="48" />
            <source>Sweep range</source>
            <translation>扫描范围</translation>
        </message>
        <message>
            <location filename="../../ui/lessonpanel.cpp" line="122" />
            <source>seeds %1</source>
            <translation>教材章节 %1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::MainWindow</name>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="181" />
            <source>About &amp;Qt</source>
            <translation>关于 Qt(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="54" />
            <source>Coalesce - GPU memory, seen and measured</source>
            <translation>Coalesce —— 看得见、测得出的 GPU 内存</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="94" />
            <location filename="../../ui/mainwindow.cpp" line="183" />
            <source>Opened %1</source>
            <translation>已打开 %1</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="151" />
            <source>No OpenCL device</source>
            <translation>没有 OpenCL 设备</translation>
        </message>
        <message>
            <source>&lt;b&gt;No OpenCL device was found.&lt;/b&gt; You can still open saved results (File → Open results), show the H100 reference of a lesson and see its access pattern from the model. To run the lessons on this computer's CPU, install PoCL, for example &lt;tt&gt;sudo apt install pocl-opencl-icd ocl-icd-libopencl1&lt;/tt&gt;, then restart.</source>
            <translation>&lt;b&gt;未找到 OpenCL 设备。&lt;/b&gt;您仍然可以打开已保存的结果（文件 → 打开结果）、显示课程的 H100 参考测量，并查看由模型生成的访问图。若要在本机 CPU 上运行课程，请安装 PoCL，例如 &lt;tt&gt;sudo apt install pocl-opencl-icd ocl-icd-libopencl1&lt;/tt&gt;，然后重新启动。</translation>
        </message>
        <message>
            <source>No OpenCL device was found.</source>
            <translation>未找到 OpenCL 设备。</translation>
        </message>
        <message>
            <source>To run the lessons on this computer's CPU, install PoCL, for example: sudo apt install pocl-opencl-icd ocl-icd-libopencl1, then restart.</source>
            <translation>若要在本机 CPU 上运行课程，请安装 PoCL，例如：sudo apt install pocl-opencl-icd ocl-icd-libopencl1，然后重新启动。</translation>
        </message>
        <message>
            <source>No measurements yet: Measure (F5) measures this configuration, Sweep (Ctrl+R) the lesson's range.</source>
            <translation>尚无测量：“测量”（F5）测量当前配置，“扫描”（Ctrl+R）测量课程的参数范围。</translation>
        </message>
        <message>
            <source>No measurements: there is no OpenCL device. Open saved results (File → Open results) or show the lesson's H100 reference (Lesson tab).</source>
            <translation>没有测量：没有 OpenCL 设备。请打开已保存的结果（文件 → 打开结果），或显示课程的 H100 参考测量（“课程”页）。</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="160" />
            <source>no OpenCL device: %1</source>
            <translation>没有 OpenCL 设备：%1</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="206" />
            <source>model only: no device</source>
            <translation>仅模型：没有设备</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="208" />
            <source>picture: NVIDIA-like GPU model; this CPU has no local-memory banks</source>
            <translation>图示：类 NVIDIA GPU 模型；此 CPU 的局部内存没有存储体（bank）</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="230" />
            <location filename="../../ui/mainwindow.cpp" line="281" />
            <source>error: %1</source>
            <translation>错误：%1</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="232" />
            <source>skipped: %1</source>
            <translation>已跳过：%1</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="234" />
            <source>wrong result: %1</source>
            <translation>结果错误：%1</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="236" />
            <source>%1 GB/s (median of %2 runs)</source>
            <translation>%1 GB/s（%2 次运行的中位数）</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="259" />
            <source>Sweep stopped after %1 points</source>
            <translation>扫描在 %1 个点后停止</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="260" />
            <source>Sweep finished: %1 points</source>
            <translation>扫描完成：%1 个点</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="284" />
            <location filename="../../ui/mainwindow.cpp" line="296" />
            <source>Coalesce</source>
            <translation>Coalesce</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/mainwindow.cpp" line="297" />
            <source>%n result file(s) could not be opened.</source>
            <translation>
                <numerusform>%n 个结果文件无法打开。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="327" />
            <source>%1 GB/s</source>
            <translation>%1 GB/s</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="360" />
            <source>Open results</source>
            <translation>打开结果</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindow.cpp" line="361" />
            <source>Coalesce results (*.json);;All files (*)</source>
            <translation>Coalesce 结果 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="39" />
            <location filename="../../ui/mainwindowlayout.cpp" line="95" />
            <source>Device</source>
            <translation>设备</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="42" />
            <source>Device </source>
            <translation>设备 </translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="46" />
            <source>Scanning…</source>
            <translation>正在扫描…</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="90" />
            <source>Lesson</source>
            <translation>课程</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="108" />
            <source>Results</source>
            <translation>结果</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="116" />
            <source>Log</source>
            <translation>日志</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="136" />
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="137" />
            <source>&amp;Open results…</source>
            <translation>打开结果(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="138" />
            <source>&amp;Save results…</source>
            <translation>保存结果(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="140" />
            <source>Export &amp;chart…</source>
            <translation>导出图表(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="141" />
            <source>Export &amp;pattern…</source>
            <translation>导出访问图(&amp;P)…</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="143" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="145" />
            <source>&amp;Run</source>
            <translation>运行(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="146" />
            <source>&amp;Measure</source>
            <translation>测量(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="147" />
            <source>&amp;Sweep</source>
            <translation>扫描(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="149" />
            <source>S&amp;top</source>
            <translation>停止(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="151" />
            <source>Scan devices again</source>
            <translation>重新扫描设备</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="153" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="154" />
            <source>&amp;Presentation mode</source>
            <translation>演示模式(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Chart in presentation mode</source>
            <translation>演示模式中显示图表(&amp;C)</translation>
        </message>
        <message>
            <source>Show the chart below the picture in presentation mode (on a short screen the picture alone keeps its text large)</source>
            <translation>在演示模式中于图示下方显示图表（在较矮的屏幕上，只显示图示可让文字保持足够大）</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="162" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="165" />
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="175" />
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="175" />
            <source>The new language is used from the next start.</source>
            <translation>新语言将在下次启动时生效。</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="179" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../ui/mainwindowlayout.cpp" line="180" />
            <source>&amp;About Coalesce</source>
            <translation>关于 Coalesce(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;New kernel…</source>
            <translation>新建内核(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Animation</source>
            <translation>动画(&amp;A)</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>播放 / 暂停</translation>
        </message>
        <message>
            <source>Step forward</source>
            <translation>前进一步</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>后退一步</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>下一步骤</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>上一步骤</translation>
        </message>
        <message>
            <source>Larger value</source>
            <translation>增大数值</translation>
        </message>
        <message>
            <source>Smaller value</source>
            <translation>减小数值</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>下一课</translation>
        </message>
        <message>
            <source>Previous lesson</source>
            <translation>上一课</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>measuring…</source>
            <translation>测量中…</translation>
        </message>
        <message>
            <source>measuring… (was %1)</source>
            <translation>测量中…（之前为 %1）</translation>
        </message>
        <message>
            <source>Details…</source>
            <translation>详情…</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>&lt;b&gt;Coalesce is already open in another window.&lt;/b&gt; Both use the same device: measurements taken at the same time slow each other down.</source>
            <translation>&lt;b&gt;Coalesce 已在另一个窗口中打开。&lt;/b&gt;两个窗口使用同一设备：同时进行的测量会相互拖慢。</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>源代码</translation>
        </message>
        <message>
            <source>Lesson plan</source>
            <translation>教案</translation>
        </message>
        <message>
            <source>Open &amp;lesson plan…</source>
            <translation>打开教案(&amp;L)…</translation>
        </message>
        <message>
            <source>Lesson plans of Coalesce</source>
            <translation>Coalesce 自带的教案</translation>
        </message>
        <message>
            <source>&amp;Edit lesson plan…</source>
            <translation>编辑教案(&amp;E)…</translation>
        </message>
        <message>
            <source>Next slide</source>
            <translation>下一张幻灯片</translation>
        </message>
        <message>
            <source>Previous slide</source>
            <translation>上一张幻灯片</translation>
        </message>
        <message>
            <source>Open lesson plan</source>
            <translation>打开教案</translation>
        </message>
        <message>
            <source>Lesson plans (*.json);;All files (*)</source>
            <translation>教案 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>%1 could not be opened as a lesson plan.

%2</source>
            <translation>无法把 %1 作为教案打开。

%2</translation>
        </message>
        <message>
            <source>Lesson plan saved to %1</source>
            <translation>教案已保存到 %1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::ParamForm</name>
        <message>
            <location filename="../../ui/paramform.cpp" line="58" />
            <source>Stride</source>
            <translation>跨步</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="60" />
            <source>Offset</source>
            <translation>偏移</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="62" />
            <source>Element type</source>
            <translation>元素类型</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="64" />
            <source>Vector width</source>
            <translation>向量宽度</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="66" />
            <source>Buffer size</source>
            <translation>缓冲区大小</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="68" />
            <source>Work-group size</source>
            <translation>工作组大小</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="70" />
            <source>Padding</source>
            <translation>填充</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="72" />
            <source>Index mode</source>
            <translation>索引方式</translation>
        </message>
        <message>
            <source>Transfer mode</source>
            <translation>传输方式</translation>
        </message>
        <message>
            <source>Exchange through</source>
            <translation>数据交换途径</translation>
        </message>
        <message>
            <source>Table size</source>
            <translation>表大小</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="74" />
            <source>Memory space</source>
            <translation>内存空间</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="76" />
            <source>Loop order</source>
            <translation>循环顺序</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="78" />
            <source>Variant</source>
            <translation>变体</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="80" />
            <source>Bins</source>
            <translation>桶数</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="82" />
            <source>Block pitch</source>
            <translation>块间距</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="84" />
            <source>Staggering</source>
            <translation>错开起点</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="91" />
            <source>elements</source>
            <translation>个元素</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="93" />
            <source>words</source>
            <translation>个字</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="95" />
            <source>work-items</source>
            <translation>个工作项</translation>
        </message>
        <message>
            <location filename="../../ui/paramform.cpp" line="97" />
            <source>bytes</source>
            <translation>字节</translation>
        </message>
        <message>
            <source>Matrix size (M = N = K)</source>
            <translation>矩阵大小（M = N = K）</translation>
        </message>
        <message>
            <source>Elements per group</source>
            <translation>每组元素数</translation>
        </message>
        <message>
            <source>Reuse</source>
            <translation>复用次数</translation>
        </message>
        <message>
            <source>Read from</source>
            <translation>读取来源</translation>
        </message>
        <message>
            <source>Local memory per group</source>
            <translation>每组局部内存</translation>
        </message>
        <message>
            <source>Method</source>
            <translation>方法</translation>
        </message>
        <message>
            <source>Access</source>
            <translation>访问方式</translation>
        </message>
        <message>
            <source>Centroids</source>
            <translation>质心数</translation>
        </message>
        <message>
            <source>Descriptors</source>
            <translation>描述子数</translation>
        </message>
        <message>
            <source>Elements</source>
            <translation>元素数</translation>
        </message>
        <message>
            <source>Working set</source>
            <translation>工作集</translation>
        </message>
        <message>
            <source>Picture side</source>
            <translation>图像边长</translation>
        </message>
        <message>
            <source>Exchange width</source>
            <translation>交换宽度</translation>
        </message>
        <message>
            <source>Locality window</source>
            <translation>局部性窗口</translation>
        </message>
        <message>
            <source>Array words</source>
            <translation>数组字数</translation>
        </message>
        <message>
            <source>Bytes per launch</source>
            <translation>每次启动读取的字节数</translation>
        </message>
        <message>
            <source>descriptors</source>
            <translation>个描述子</translation>
        </message>
        <message>
            <source>centroids</source>
            <translation>个质心</translation>
        </message>
        <message>
            <source>bins</source>
            <translation>个桶</translation>
        </message>
        <message>
            <source>pixels</source>
            <translation>像素</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::PatternView</name>
        <message>
            <location filename="../../ui/patternview.cpp" line="378" />
            <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
            <translation>无法写入 PNG 文件 %1（请检查文件夹是否存在且可写）。</translation>
        </message>
        <message>
            <location filename="../../ui/patternview.cpp" line="384" />
            <source>Coalesce memory access pattern</source>
            <translation>Coalesce 内存访问图</translation>
        </message>
        <message>
            <location filename="../../ui/patternview.cpp" line="388" />
            <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
            <translation>无法写入 SVG 文件 %1（请检查文件夹是否存在且可写）。</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="27" />
            <source>%1 · %2</source>
            <comment>pattern note · pattern title</comment>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="35" />
            <source>No trace yet: pick a lesson and press Trace (or change a parameter).</source>
            <translation>还没有访问追踪：请选择一个课程并点击追踪（或修改一个参数）。</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="36" />
            <source>lane</source>
            <translation>线程</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="38" />
            <source>Memory access pattern</source>
            <translation>内存访问图</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="41" />
            <source>read</source>
            <translation>读</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="41" />
            <source>write</source>
            <translation>写</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="42" />
            <source>SIMD group %1, step %2 (%3)</source>
            <translation>SIMD 组 %1，第 %2 步（%3）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="44" />
            <source>+%1 rows not shown</source>
            <translation>另有 %1 行未显示</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="47" />
            <source>Local memory: %1 banks × %2 B — %3</source>
            <translation>局部内存：%1 个 bank × %2 B —— %3</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="48" />
            <source>conflict degree</source>
            <translation>冲突度</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="48" />
            <source>pass</source>
            <translation>轮</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="48" />
            <location filename="../../ui/patternviewtexts.cpp" line="95" />
            <location filename="../../ui/patternviewtexts.cpp" line="101" />
            <source>bytes requested</source>
            <translation>请求字节数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="48" />
            <source>broadcast lanes</source>
            <translation>广播线程数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="49" />
            <source>bank bandwidth used</source>
            <translation>bank 带宽利用率</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="50" />
            <source>%1-way</source>
            <translation>%1 路</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="50" />
            <location filename="../../ui/patternviewtexts.cpp" line="77" />
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="54" />
            <source>bank</source>
            <translation>bank</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="55" />
            <source>conflict</source>
            <translation>冲突</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="56" />
            <source>row </source>
            <translation>行 </translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="57" />
            <source>word read by a lane (number = lane)</source>
            <translation>被某线程读取的字（数字 = 线程号）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="58" />
            <source>bank conflict: extra passes</source>
            <translation>bank 冲突：需要额外的轮次</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="59" />
            <source>broadcast: one word, several lanes</source>
            <translation>广播：一个字，多个线程</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="72" />
            <source>Global memory: %1 channels, %2 B interleave — %3</source>
            <translation>全局内存：%1 个通道，交织粒度 %2 B —— %3</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="73" />
            <source>channels used</source>
            <translation>用到的通道数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="73" />
            <source>request</source>
            <translation>请求</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="73" />
            <source>imbalance (max / mean)</source>
            <translation>不均衡度（最大 / 平均）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="73" />
            <source>busiest channel</source>
            <translation>最忙的通道</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="74" />
            <source>transactions (this request)</source>
            <translation>事务数（本次请求）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="77" />
            <source>ch %1</source>
            <translation>通道 %1</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="80" />
            <source>channel</source>
            <translation>通道</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="81" />
            <source>load</source>
            <translation>负载</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="82" />
            <source>segments a request sends to a channel</source>
            <translation>一次请求发往某通道的段数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="83" />
            <source>segments per channel so far</source>
            <translation>目前每个通道累计的段数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="88" />
            <source>Constant memory: %1-byte segments — %2</source>
            <translation>常量内存：%1 字节的段 —— %2</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="89" />
            <source>Global memory: %1-byte segments — %2</source>
            <translation>全局内存：%1 字节的段 —— %2</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="90" />
            <source>Private memory (spill layout): %1 channels, %2 B interleave — %3</source>
            <translation>私有内存（溢出布局）：%1 个通道，交织粒度 %2 B —— %3</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="90" />
            <source>Private memory (spill layout): %1-byte segments — %2</source>
            <translation>私有内存（溢出布局）：%1 字节的段 —— %2</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="90" />
            <source>spill layout: lanes at one index make one run</source>
            <translation>溢出布局：使用同一下标的线程构成一段连续访问</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="90" />
            <source>private array as a GPU spills it: word i of work-item w at (i × work-items + w) × word size, so lanes at one index make one contiguous run</source>
            <translation>GPU 溢出私有数组时的布局：工作项 w 的第 i 个字位于 (i × 工作项数 + w) × 字大小，所以使用同一下标的线程构成一段连续访问</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="94" />
            <source>distinct addresses</source>
            <translation>不同地址数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="94" />
            <location filename="../../ui/patternviewtexts.cpp" line="101" />
            <source>segment fetched</source>
            <translation>已取回的段</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="94" />
            <location filename="../../ui/patternviewtexts.cpp" line="101" />
            <source>transactions</source>
            <translation>事务数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="95" />
            <location filename="../../ui/patternviewtexts.cpp" line="102" />
            <source>efficiency</source>
            <translation>效率</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="101" />
            <source>bytes moved</source>
            <translation>搬运字节数</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="107" />
            <source>seg </source>
            <translation>段 </translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="108" />
            <source>bytes a lane requested (number = lane)</source>
            <translation>某线程请求的字节（数字 = 线程号）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="109" />
            <location filename="../../ui/patternviewtexts.cpp" line="152" />
            <source>moved but not requested</source>
            <translation>搬运了但未被请求</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="124" />
            <source>Lane %1 (work-item %2)</source>
            <translation>线程 %1（工作项 %2）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="126" />
            <source>no access in this step</source>
            <translation>本步没有访问</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="127" />
            <source>byte offset %1, %2 bytes</source>
            <translation>字节偏移 %1，%2 字节</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="129" />
            <source>bank %1, served in pass %2</source>
            <translation>bank %1，在第 %2 轮服务</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="139" />
            <source>Channel %1, SIMD group %2 step %3: %4 segments</source>
            <translation>通道 %1，SIMD 组 %2 第 %3 步：%4 个段</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="145" />
            <source>Bank %1, row %2 (bytes %3-%4)</source>
            <translation>Bank %1，第 %2 行（字节 %3–%4）</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="150" />
            <source>Segment %1, bytes %2-%3</source>
            <translation>段 %1，字节 %2–%3</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="155" />
            <source>lane %1</source>
            <translation>线程 %1</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="157" />
            <source>and %1 more</source>
            <translation>还有 %1 个</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="160" />
            <source>conflict: %1 different words in this bank, %1 passes</source>
            <translation>冲突：此 bank 中有 %1 个不同的字，需要 %1 轮</translation>
        </message>
        <message>
            <location filename="../../ui/patternviewtexts.cpp" line="162" />
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
            <location filename="../../ui/playbackbar.cpp" line="22" />
            <source>Step back (Left)</source>
            <translation>后退一步（←）</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="24" />
            <source>Play / pause (Space)</source>
            <translation>播放 / 暂停（空格）</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="28" />
            <source>Step forward (Right)</source>
            <translation>前进一步（→）</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="33" />
            <source>Speed</source>
            <translation>速度</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="39" />
            <source>SIMD group</source>
            <translation>SIMD 组</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="41" />
            <source>Step</source>
            <translation>步</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="44" />
            <source>Grid</source>
            <translation>网格</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="45" />
            <source>Automatic</source>
            <translation>自动</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="46" />
            <source>Segments</source>
            <translation>段</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="47" />
            <source>Banks</source>
            <translation>Bank</translation>
        </message>
        <message>
            <location filename="../../ui/playbackbar.cpp" line="48" />
            <source>Channels</source>
            <translation>通道</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::ResultsModel</name>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="65" />
            <source>error: %1</source>
            <translation>错误：%1</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="67" />
            <source>skipped: %1</source>
            <translation>已跳过：%1</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="69" />
            <source>wrong result: %1</source>
            <translation>结果错误：%1</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="71" />
            <source>valid; host timer disagrees &gt; 10 %</source>
            <translation>正确；主机计时相差超过 10 %</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="72" />
            <source>valid</source>
            <translation>正确</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="127" />
            <source>Parameters</source>
            <translation>参数</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="129" />
            <source>GB/s (median)</source>
            <translation>GB/s（中位数）</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="131" />
            <source>p10</source>
            <translation>p10</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="133" />
            <source>p90</source>
            <translation>p90</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="135" />
            <source>max</source>
            <translation>最大</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="137" />
            <source>time (µs)</source>
            <translation>时间（µs）</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="139" />
            <source>runs</source>
            <translation>次数</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="141" />
            <source>model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../ui/resultsmodel.cpp" line="143" />
            <source>check</source>
            <translation>校验</translation>
        </message>
        <message>
            <source>not checked; host timer disagrees &gt; 10 %</source>
            <translation>未校验；主机计时相差 &gt; 10 %</translation>
        </message>
        <message>
            <source>not checked</source>
            <translation>未校验</translation>
        </message>
        <message>
            <source>Not checked: there was nothing to compare this point's outputs with (no PoCL device, no expected file, or "check": "none"); its time is real, its result unverified.</source>
            <translation>未校验：没有可与该点输出比较的对象（没有 PoCL 设备、没有期望文件，或 "check": "none"）；时间是真实的，结果未经验证。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::ThroughputChart</name>
        <message>
            <source>No measurements yet</source>
            <translation>尚无测量</translation>
        </message>
        <message>
            <location filename="../../ui/chartdata.cpp" line="39" />
            <source>this run</source>
            <translation>本次运行</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="75" />
            <source>%1 on %2</source>
            <translation>%1，设备：%2</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="200" />
            <source>measured %1 GB/s (p10 %2, p90 %3)</source>
            <translation>实测 %1 GB/s（p10 %2，p90 %3）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="205" />
            <source>model %1 GB/s</source>
            <translation>模型 %1 GB/s</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="206" />
            <source>model %1 GB/s (relative %2, anchored)</source>
            <translation>模型 %1 GB/s（相对值 %2，已锚定）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="210" />
            <source>validation: passed (%1 values checked)</source>
            <translation>校验：通过（已比对 %1 个值）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="301" />
            <source>model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="301" />
            <source>model (relative, anchored at its best point)</source>
            <translation>模型（相对值，锚定在其最佳点）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="315" />
            <location filename="../../ui/throughputchartitems.cpp" line="269" />
            <source>effective bandwidth (GB/s)</source>
            <translation>有效带宽（GB/s）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="315" />
            <source>bandwidth (GB/s)</source>
            <translation>带宽（GB/s）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchart.cpp" line="319" />
            <source>GB/s</source>
            <translation>GB/s</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartexport.cpp" line="39" />
            <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
            <translation>无法写入 PNG 文件 %1（请检查文件夹是否存在且可写）。</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartexport.cpp" line="48" />
            <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
            <translation>无法写入 SVG 文件 %1（请检查文件夹是否存在且可写）。</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartexport.cpp" line="70" />
            <source>Could not write the PDF file %1 (check the folder exists and is writable).</source>
            <translation>无法写入 PDF 文件 %1（请检查文件夹是否存在且可写）。</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartitems.cpp" line="153" />
            <source>measured: median, band p10–p90</source>
            <translation>实测：中位数，色带为 p10–p90</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartitems.cpp" line="173" />
            <source>not measured (hover for why)</source>
            <translation>未测量（悬停查看原因）</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartitems.cpp" line="231" />
            <source>configuration</source>
            <translation>配置</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartitems.cpp" line="235" />
            <source>, log 2 scale</source>
            <translation>，以 2 为底的对数坐标</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartitems.cpp" line="290" />
            <source>device peak %1 GB/s</source>
            <translation>设备峰值 %1 GB/s</translation>
        </message>
        <message>
            <location filename="../../ui/throughputchartitems.cpp" line="321" />
            <source>current: %1</source>
            <translation>当前：%1</translation>
        </message>
        <message numerus="yes">
            <source>and %n more (see Overlays)</source>
            <translation>
                <numerusform>还有 %n 项（见“叠加”面板）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (no point on this axis)</source>
            <translation>%1（在此坐标轴上没有点）</translation>
        </message>
        <message>
            <source>kernel %1 ms + host transfer %2 ms = %3 ms per cycle (%4 GB/s end to end)</source>
            <translation>内核 %1 ms + 主机传输 %2 ms = 每轮 %3 ms（端到端 %4 GB/s）</translation>
        </message>
        <message>
            <source>time per cycle (%1)</source>
            <translation>每轮时间（%1）</translation>
        </message>
        <message>
            <source>time (%1)</source>
            <translation>时间（%1）</translation>
        </message>
        <message>
            <source>kernel (device events)</source>
            <translation>内核（设备事件计时）</translation>
        </message>
        <message>
            <source>host transfer: fill, copy or map, wait (host wall time minus kernel)</source>
            <translation>主机传输：填充、复制或映射、等待（主机墙钟时间减去内核时间）</translation>
        </message>
        <message>
            <source>%1 (kernel dark, host light)</source>
            <translation>%1（深色为内核，浅色为主机）</translation>
        </message>
        <message>
            <source>not checked</source>
            <translation>未校验</translation>
        </message>
        <message>
            <source>not checked (outputs compared with nothing)</source>
            <translation>未校验（输出未与任何结果比对）</translation>
        </message>
        <message>
            <source>% of each device's peak</source>
            <translation>占各设备峰值的百分比</translation>
        </message>
        <message>
            <source>Overlays' models</source>
            <translation>叠加结果的模型</translation>
        </message>
        <message>
            <source>Draw each overlay's model (the prediction stored in its file) dashed in the overlay's colour</source>
            <translation>以叠加结果的颜色用虚线画出其模型（保存在其文件中的预测）</translation>
        </message>
        <message>
            <source>model: %1</source>
            <translation>模型：%1</translation>
        </message>
        <message>
            <source>model %1 GB/s = %2 x the measured</source>
            <translation>模型 %1 GB/s = 实测值的 %2 倍</translation>
        </message>
        <message>
            <source>model %1 GB/s (relative %2, anchored) = %3 x the measured</source>
            <translation>模型 %1 GB/s（相对值 %2，已锚定）= 实测值的 %3 倍</translation>
        </message>
        <message>
            <source>% of peak</source>
            <translation>峰值百分比</translation>
        </message>
        <message>
            <source>= %1 % of this device's peak %2 GB/s (p10 %3 %, p90 %4 %)</source>
            <translation>= 本设备峰值 %2 GB/s 的 %1 %（p10 %3 %，p90 %4 %）</translation>
        </message>
        <message>
            <source>model = %1 % of peak</source>
            <translation>模型 = 峰值的 %1 %</translation>
        </message>
        <message>
            <source>100 % = each device's peak</source>
            <translation>100 % = 各设备的峰值</translation>
        </message>
        <message>
            <source>%1 (peak unknown: not drawn as % of peak)</source>
            <translation>%1（峰值未知：未按峰值百分比绘制）</translation>
        </message>
        <message>
            <source>the measured series</source>
            <translation>实测序列</translation>
        </message>
        <message>
            <source>an overlay</source>
            <translation>一个叠加结果</translation>
        </message>
        <message>
            <source>Not drawn as % of peak, because their device's peak bandwidth is unknown: %1. Uncheck &quot;% of each device's peak&quot; (right-click the chart) to see them in GB/s.</source>
            <translation>以下序列的设备峰值带宽未知，因此未按峰值百分比绘制：%1。取消勾选“占各设备峰值的百分比”（在图表上右键单击）即可以 GB/s 查看它们。</translation>
        </message>
        <message>
            <source>= %1 % of its device's peak %2 GB/s (p10 %3 %, p90 %4 %)</source>
            <translation>= 其设备峰值 %2 GB/s 的 %1 %（p10 %3 %，p90 %4 %）</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::KernelEditor</name>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy to my kernels</source>
            <translation>复制到我的内核(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Kernel</source>
            <translation>内核(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>另存为(&amp;S)…</translation>
        </message>
        <message>
            <source>Abandon</source>
            <translation>放弃</translation>
        </message>
        <message>
            <source>Abandoned.</source>
            <translation>已放弃。</translation>
        </message>
        <message>
            <source>Accesses outside their buffers: see the marked lines.</source>
            <translation>有越出缓冲区的访问：请看标记的行。</translation>
        </message>
        <message>
            <source>Build log and checks (double-click a line to go there)</source>
            <translation>构建日志与检查（双击一行可跳转到该行）</translation>
        </message>
        <message>
            <source>Build, then run the checked launch: every access outside its buffer is listed</source>
            <translation>构建，然后运行受检启动：列出每一个越出其缓冲区的访问</translation>
        </message>
        <message>
            <source>Building and checking…</source>
            <translation>正在构建并检查…</translation>
        </message>
        <message>
            <source>Cannot read %1 and its spec %2.</source>
            <translation>无法读取 %1 及其规格文件 %2。</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <source>Check, validate against PoCL (or the expected files) and measure</source>
            <translation>检查、与 PoCL（或期望输出文件）比对验证并测量</translation>
        </message>
        <message>
            <source>Checking, validating and measuring…</source>
            <translation>正在检查、验证并测量…</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Done.</source>
            <translation>完成。</translation>
        </message>
        <message>
            <source>Failed.</source>
            <translation>失败。</translation>
        </message>
        <message>
            <source>Fix the spec first: %1</source>
            <translation>请先修正规格：%1</translation>
        </message>
        <message>
            <source>My kernel</source>
            <translation>我的内核</translation>
        </message>
        <message>
            <source>My kernel – %1</source>
            <translation>我的内核 – %1</translation>
        </message>
        <message>
            <source>New from &amp;template</source>
            <translation>从模板新建(&amp;T)</translation>
        </message>
        <message>
            <source>Not saved: the spec has an error: %1</source>
            <translation>未保存：规格有错误：%1</translation>
        </message>
        <message>
            <source>Open kernel</source>
            <translation>打开内核</translation>
        </message>
        <message>
            <source>OpenCL C (*.cl)</source>
            <translation>OpenCL C (*.cl)</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>Save kernel</source>
            <translation>保存内核</translation>
        </message>
        <message>
            <source>Saved %1 and %2.</source>
            <translation>已保存 %1 和 %2。</translation>
        </message>
        <message>
            <source>Spec</source>
            <translation>规格</translation>
        </message>
        <message>
            <source>The spec is valid.</source>
            <translation>规格有效。</translation>
        </message>
        <message>
            <source>Trace</source>
            <translation>追踪</translation>
        </message>
        <message>
            <source>Trace the accesses and show the requests the memory models make of them</source>
            <translation>追踪访问，并显示内存模型由此得出的请求</translation>
        </message>
        <message>
            <source>line %1: %2</source>
            <translation>第 %1 行：%2</translation>
        </message>
        <message>
            <source>line %1:%2: %3: %4</source>
            <translation>第 %1 行第 %2 列：%3：%4</translation>
        </message>
        <message>
            <source>A copy of %1: adapt the spec's buffers and arguments to the kernel's parameters, then save it.</source>
            <translation>%1 的副本：请按内核的参数调整规格中的缓冲区和实参，然后保存。</translation>
        </message>
        <message>
            <source>Abandoned. A launch still running finishes in the background (within the spec's time limit); the next request opens the device again.</source>
            <translation>已放弃。仍在运行的启动会在后台结束（在规格的时间限制内）；下一个请求会重新打开设备。</translation>
        </message>
        <message>
            <source>Spec (JSON)</source>
            <translation>规格 (JSON)</translation>
        </message>
        <message>
            <source>Abandoned. A launch still running finishes in the background (within the spec's time limit); the device is opened again for the next request.</source>
            <translation>已放弃。仍在运行的启动将在后台结束（在规格的时间限制内）；下一次请求会重新打开设备。</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>测量</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>扫描</translation>
        </message>
        <message>
            <source>Sweep the spec's sweepable parameter; the main window's chart plots it</source>
            <translation>扫描规格中可扫描的参数；主窗口的图表绘制结果</translation>
        </message>
        <message>
            <source>My kernel – copy of %1</source>
            <translation>我的内核 – %1 的副本</translation>
        </message>
        <message>
            <source>A copy of %1 with its default configuration: check it, then measure or sweep it like the lesson.</source>
            <translation>%1 的副本，带有其默认配置：先检查，然后像课程一样测量或扫描。</translation>
        </message>
        <message>
            <source>A copy of %1's kernel: %2</source>
            <translation>%1 的内核副本：%2</translation>
        </message>
        <message>
            <source>error: %1</source>
            <translation>错误：%1</translation>
        </message>
        <message>
            <source>skipped: %1</source>
            <translation>已跳过：%1</translation>
        </message>
        <message>
            <source>wrong result: %1</source>
            <translation>结果错误：%1</translation>
        </message>
        <message>
            <source>%1 GB/s (median of %2 runs), %3</source>
            <translation>%1 GB/s（%2 次运行的中位数），%3</translation>
        </message>
        <message>
            <source>not checked</source>
            <translation>未校验</translation>
        </message>
        <message>
            <source>outputs checked (%1 values)</source>
            <translation>输出已校验（%1 个值）</translation>
        </message>
        <message>
            <source>Measured %1: %2</source>
            <translation>已测量 %1：%2</translation>
        </message>
        <message>
            <source>Measured: the point is in the main window's chart and results.</source>
            <translation>已测量：该点已加入主窗口的图表和结果表。</translation>
        </message>
        <message>
            <source>Building and checking on the main window's device…</source>
            <translation>正在主窗口的设备上构建并检查…</translation>
        </message>
        <message>
            <source>Not checked.</source>
            <translation>未检查。</translation>
        </message>
        <message>
            <source>Checked on %1: no access outside its buffer.
%2 accesses traced in the first %3 work-groups; every work-item was checked.
Bytes per launch: read %4, written %5.

It is now the current lesson of the main window: the pattern shows its requests, Measure (F5) and Sweep (Ctrl+R) plot it in the chart.
</source>
            <translation>已在 %1 上检查：没有越出缓冲区的访问。
在前 %3 个工作组中跟踪了 %2 次访问；每个工作项都已检查。
每次启动的字节数：读取 %4，写入 %5。

它现在是主窗口的当前课程：访问模式视图显示它的请求，测量 (F5) 和扫描 (Ctrl+R) 在图表中绘制它。
</translation>
        </message>
        <message>
            <source>%1 access(es) outside their buffer on %2. The kernel is not run for real until this is clean.
</source>
            <translation>在 %2 上有 %1 次越出缓冲区的访问。在修正之前，内核不会真正运行。
</translation>
        </message>
        <message>
            <source>Checked; measuring…</source>
            <translation>已检查；正在测量…</translation>
        </message>
        <message>
            <source>Checked.</source>
            <translation>已检查。</translation>
        </message>
        <message>
            <source>Check the kernel first: it then becomes the lesson that is swept.</source>
            <translation>请先检查内核：之后它会成为被扫描的课程。</translation>
        </message>
        <message>
            <source>&amp;New kernel</source>
            <translation>新建内核(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Copy the current lesson to my kernels</source>
            <translation>将当前课程复制到我的内核(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Open kernel…</source>
            <translation>打开内核(&amp;O)…</translation>
        </message>
        <message>
            <source>The kernel recorded in %1.</source>
            <translation>%1 中记录的内核。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::LessonPicture</name>
        <message>
            <source>%1 KiB per group: %2 groups fit 64 KiB</source>
            <translation>每组 %1 KiB：64 KiB 可容纳 %2 个工作组</translation>
        </message>
        <message>
            <source>%1 (seed 000's compute unit); this device's count is the run's resident_groups_by_local_memory</source>
            <translation>%1（种子 000 的计算单元）；本设备的数目见运行结果中的 resident_groups_by_local_memory</translation>
        </message>
        <message>
            <source>Step %1 is in the %2: conflict degree %3</source>
            <translation>第 %1 步属于 %2：冲突度 %3</translation>
        </message>
        <message>
            <source>Step %1: %2</source>
            <translation>第 %1 步：%2</translation>
        </message>
        <message>
            <source>k = %1, order=rows: the lanes read a column of A (a row of K words apart each) and one word of B</source>
            <translation>k = %1，order=rows：各通道读 A 的一列（彼此相隔一行 K 个字）和 B 的一个字</translation>
        </message>
        <message>
            <source>k = %1, order=columns: the lanes read one word of A and a row of B (consecutive words)</source>
            <translation>k = %1，order=columns：各通道读 A 的一个字和 B 的一行（连续的字）</translation>
        </message>
        <message>
            <source>The write of C</source>
            <translation>写入 C</translation>
        </message>
        <message>
            <source>image</source>
            <translation>图像</translation>
        </message>
        <message>
            <source>buffer</source>
            <translation>缓冲区</translation>
        </message>
        <message>
            <source>Step %1: the write of out[] (row-major, one float4 per work-item)</source>
            <translation>第 %1 步：写 out[]（行优先，每个工作项一个 float4）</translation>
        </message>
        <message>
            <source>access=%1, step %2</source>
            <translation>access=%1，第 %2 步</translation>
        </message>
        <message>
            <source>%1: %2 texels in a %3 x %4 block; an image is tiled in 2-D, so a column costs what a row does (the request above shows row-major indices)</source>
            <translation>%1：%2 个纹素，位于 %3 × %4 的块中；图像按二维分块排布，所以读一列与读一行代价相同（上方的请求图显示的是行优先序号）</translation>
        </message>
        <message>
            <source>%1: %2 texels in %3 segments of %4 B, outlined: a buffer is row-major, so its segments lie along rows</source>
            <translation>%1：%2 个纹素，落在 %3 个 %4 B 的段中（虚线框）：缓冲区按行优先排布，所以段沿着行分布</translation>
        </message>
        <message>
            <source>%1-way</source>
            <translation>%1 路</translation>
        </message>
        <message>
            <source>%1: rows %2-%3, columns %4-%5</source>
            <translation>%1：第 %2-%3 行，第 %4-%5 列</translation>
        </message>
        <message>
        <source>source=local, reuse=%1: the group copies its %2 words into the tile once (%3 global reads), then reads the tile %4 times</source>
        <translation>source=local，reuse=%1：工作组把它的 %2 个字一次性复制到 tile 中（%3 次全局读取），然后读取 tile %4 次</translation>
    </message>
    <message>
        <source>source=global, reuse=%1: the group reads its %2 words %3 times from global memory, each up to %1 times</source>
        <translation>source=global，reuse=%1：工作组从全局内存读取它的 %2 个字共 %3 次，每个字最多读取 %1 次</translation>
    </message>
    <message>
        <source>in[] (global)</source>
        <translation>in[]（全局）</translation>
    </message>
    <message>
        <source>tile (local)</source>
        <translation>tile（局部）</translation>
    </message>
</context>
    <context>
        <name>coalesce::ui::KeyHelpOverlay</name>
        <message>
            <source>Keyboard</source>
            <translation>键盘</translation>
        </message>
        <message>
            <source>Any key closes this help.</source>
            <translation>按任意键关闭此帮助。</translation>
        </message>
    </context>
    <context>
        <name>StepMeaning</name>
        <message>
            <source>read %1</source>
            <translation>读取 %1</translation>
        </message>
        <message>
            <source>fill %1</source>
            <translation>填充 %1</translation>
        </message>
        <message>
            <source>write %1</source>
            <translation>写入 %1</translation>
        </message>
        <message>
            <source>atomic on %1</source>
            <translation>原子操作 %1</translation>
        </message>
        <message>
            <source> · line %1</source>
            <translation> · 第 %1 行</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::SourceView</name>
        <message>
            <source>No kernel source for this lesson.</source>
            <translation>此课程没有内核源代码。</translation>
        </message>
    </context>
    <context>
        <name>CoreTexts</name>
        <message>
            <source>launch time %1 us: global memory %2 us (the hierarchy) + local memory %3 us (%4) + load/store slots %5 us + launch %6 us</source>
            <translation>启动时间 %1 us：全局内存 %2 us（层次模型）+ 局部内存 %3 us（%4）+ 访存流水线槽位 %5 us + 启动 %6 us</translation>
        </message>
        <message>
            <source>launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per work-item: x %3) + local memory %4 us (%5) + load/store slots %6 us + launch %7 us</source>
            <translation>启动时间 %1 us：全局内存 %2 us（层次模型；每个工作项在途字节太少：x %3）+ 局部内存 %4 us（%5）+ 访存流水线槽位 %6 us + 启动 %7 us</translation>
        </message>
        <message>
            <source>launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per work-item: x %3, requests for part of a SIMD group: x %4) + local memory %5 us (%6) + load/store slots %7 us + launch %8 us</source>
            <translation>启动时间 %1 us：全局内存 %2 us（层次模型；每个工作项在途字节太少：x %3；只含 SIMD 组部分通道的请求：x %4）+ 局部内存 %5 us（%6）+ 访存流水线槽位 %7 us + 启动 %8 us</translation>
        </message>
        <message>
            <source>launch time %1 us: global memory %2 us (the hierarchy) against its load/store slots %3 us, the longer, + launch %4 us</source>
            <translation>启动时间 %1 us：全局内存 %2 us（层次模型）与其访存流水线槽位 %3 us 取较长者，+ 启动 %4 us</translation>
        </message>
        <message>
            <source>launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per work-item: x %3) against its load/store slots %4 us, the longer, + launch %5 us</source>
            <translation>启动时间 %1 us：全局内存 %2 us（层次模型；每个工作项在途字节太少：x %3）与其访存流水线槽位 %4 us 取较长者，+ 启动 %5 us</translation>
        </message>
        <message>
            <source>launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per work-item: x %3, requests for part of a SIMD group: x %4) against its load/store slots %5 us, the longer, + launch %6 us</source>
            <translation>启动时间 %1 us：全局内存 %2 us（层次模型；每个工作项在途字节太少：x %3；只含 SIMD 组部分通道的请求：x %4）与其访存流水线槽位 %5 us 取较长者，+ 启动 %6 us</translation>
        </message>
        <message>
            <source>launch time %1 us: barrier phases %2 us (%3), longer than global memory %4 us against its load/store slots %5 us, the longer; + launch %6 us</source>
            <translation>启动时间 %1 us：屏障阶段 %2 us（%3），长于全局内存 %4 us 与其访存流水线槽位 %5 us 中较长者；+ 启动 %6 us</translation>
        </message>
        <message>
            <source>launch time %1 us: sub-group shuffles %2 us (%3 per work-item at the measured %4 ns per SIMD group&apos;s shuffle) + global memory %5 us against its load/store slots %6 us, the longer, + launch %7 us</source>
            <translation>启动时间 %1 us：子组洗牌 %2 us（每个工作项 %3 次，按实测每个 SIMD 组每次洗牌 %4 ns 计）+ 全局内存 %5 us 与其访存流水线槽位 %6 us 取较长者，+ 启动 %7 us</translation>
        </message>
        <message>
            <source>bank passes at the measured local bandwidth</source>
            <translation>按实测局部内存带宽计的 bank 轮次</translation>
        </message>
        <message>
            <source>bank passes at %1 GB/s, the local bandwidth with %2 SIMD groups per compute unit (fewer than at the measured %3 GB/s)</source>
            <translation>bank 轮次按 %1 GB/s 计：每个计算单元只有 %2 个 SIMD 组时的局部内存带宽（少于实测 %3 GB/s 时的 SIMD 组数）</translation>
        </message>
        <message>
            <source>launch time %1 us: barrier phases %2 us (%3), longer than global memory %4 us + local memory %5 us + load/store slots %6 us; + launch %7 us</source>
            <translation>启动时间 %1 us：屏障阶段 %2 us（%3），长于全局内存 %4 us + 局部内存 %5 us + 访存流水线槽位 %6 us；+ 启动 %7 us</translation>
        </message>
        <message>
            <source>%1 per work-group at the measured %2 ns per work-group phase</source>
            <translation>每个工作组 %1 个，按实测每个工作组阶段 %2 ns 计</translation>
        </message>
        <message>
            <source>%1 per work-group at the measured %2 ns per work-group phase, + %3 us where a phase&apos;s bank passes outlast it</source>
            <translation>每个工作组 %1 个，按实测每个工作组阶段 %2 ns 计；+ %3 us：某阶段的 bank 轮次超出其延迟</translation>
        </message>
        <message>
            <source>%1 + %2 (a level wider than the work-group waits once per round)</source>
            <translation>%1 + %2（元素多于工作项的层级每一轮各等待一次）</translation>
        </message>
        <message>
            <source>launch time %1 us: arithmetic %2 us (%3 rounds per work-item at the measured %4 ns per round), longer than the memory work %5 us; + launch %6 us</source>
            <translation>启动时间 %1 us：算术 %2 us（每个工作项 %3 轮，按实测每轮 %4 ns 计），长于内存工作 %5 us；+ 启动 %6 us</translation>
        </message>
        <message>
            <source>launch time %1 us: sub-group shuffles %2 us (%3 per work-item at the measured %4 ns per SIMD group's shuffle) + global memory %5 us + local memory %6 us + load/store slots %7 us + launch %8 us</source>
            <translation>启动时间 %1 us：子组洗牌 %2 us（每个工作项 %3 次，按实测每个 SIMD 组每次洗牌 %4 ns 计）+ 全局内存 %5 us + 局部内存 %6 us + 访存流水线槽位 %7 us + 启动 %8 us</translation>
        </message>
        <message>
            <source>spilled private array: launch time %1 us, %2 pipeline slots per private request (its lines + its sectors) at the measured local request rate</source>
            <translation>溢出的私有数组：启动时间 %1 us，每个私有请求占 %2 个访存流水线槽位（它涉及的缓存行数 + 扇区数），按实测局部内存请求速率计</translation>
        </message>
        <message>
            <source>%1 + %2 us for the %3 % of its reads&apos; lines the L1 cannot keep (the arrays of %4 resident work-items are larger than the L1), at the measured cost of a miss</source>
            <translation>%1 + %2 us：其读取的缓存行中有 %3 % 是 L1 容纳不下的（%4 个同时驻留的工作项的数组大于 L1），按实测的每次未命中代价计</translation>
        </message>
        <message>
            <source>%1 + %2 us for the %3 % of its reads&apos; lines the L1 cannot keep (the arrays of %4 resident work-items, as many as their %5 registers each allow, are larger than the L1), at the measured cost of a miss</source>
            <translation>%1 + %2 us：其读取的缓存行中有 %3 % 是 L1 容纳不下的（%4 个同时驻留的工作项的数组大于 L1；每个工作项用 %5 个寄存器，只容得下这么多），按实测的每次未命中代价计</translation>
        </message>
        <message>
            <source>%1; L1 misses not counted: %2</source>
            <translation>%1；未计入 L1 未命中：%2</translation>
        </message>
        <message>
            <source>%1; the spill area fits the L1</source>
            <translation>%1；溢出区可完全放入 L1</translation>
        </message>
        <message>
            <source>the lesson does not declare its array's bytes per work-item</source>
            <translation>课程未声明每个工作项数组的字节数</translation>
        </message>
        <message>
            <source>the L1 size is not measured (probe global.caches)</source>
            <translation>L1 容量未测量（探针 global.caches）</translation>
        </message>
        <message>
            <source>the work-items resident per compute unit are not measured (probe compute.residency)</source>
            <translation>每个计算单元同时驻留的工作项数未测量（探针 compute.residency）</translation>
        </message>
        <message>
            <source>the cost of an L1 miss is not measured (probe private.misses)</source>
            <translation>L1 未命中的代价未测量（探针 private.misses）</translation>
        </message>
        <message>
            <source>%1; + %2 us atomic tail (%3 atomics on %4 bins at the measured one-shot %5 G/s, after all other work: every work-group is resident at once)</source>
            <translation>%1；+ %2 us 原子操作尾部（%3 次原子操作落在 %4 个桶上，按实测的单次原子速率 %5 G/s 计，排在所有其他工作之后：所有工作组同时驻留）</translation>
        </message>
        <message>
            <source>+ %1 us atomic tail (%2 atomics on %3 bins at the measured one-shot %4 G/s, after all other work: every work-group is resident at once)</source>
            <translation>+ %1 us 原子操作尾部（%2 次原子操作落在 %3 个桶上，按实测的单次原子速率 %4 G/s 计，排在所有其他工作之后：所有工作组同时驻留）</translation>
        </message>
        <message>
            <source>%1; atomic tail not counted: %2</source>
            <translation>%1；未计入原子操作尾部：%2</translation>
        </message>
        <message>
            <source>atomic tail not counted: %1</source>
            <translation>未计入原子操作尾部：%1</translation>
        </message>
        <message>
            <source>the lesson declares no atomic tail</source>
            <translation>课程未声明原子操作尾部</translation>
        </message>
        <message>
            <source>the one-shot atomic rate is not measured (probe atomics.once)</source>
            <translation>单次原子操作速率未测量（探针 atomics.once）</translation>
        </message>
        <message>
            <source>the work-groups resident per compute unit are not measured (probe compute.residency)</source>
            <translation>每个计算单元同时驻留的工作组数未测量（探针 compute.residency）</translation>
        </message>
        <message>
            <source>the DRAM bandwidth is not measured (probe global.bandwidth)</source>
            <translation>DRAM 带宽未测量（探针 global.bandwidth）</translation>
        </message>
        <message>
            <source>no prediction to add it to</source>
            <translation>没有可叠加的预测</translation>
        </message>
        <message>
            <source>the launch runs in %1 waves of work-groups and its atomics (%2 us) end within the later waves' work</source>
            <translation>本次启动分 %1 波工作组运行，其原子操作（%2 us）在后续各波的工作之内完成</translation>
        </message>
        <message>
            <source>%1; + %2 us atomic tail (the busiest of %3 bins takes %4 of the %5 atomics, one after another at the measured one-address %6 G/s, after all other work: every work-group is resident at once)</source>
            <translation>%1；+ %2 us 原子操作尾部（%3 个桶中最忙的一个承担 %5 次原子操作中的 %4 次，按实测的单地址速率 %6 G/s 依次执行，排在所有其他工作之后：所有工作组同时驻留）</translation>
        </message>
        <message>
            <source>+ %1 us atomic tail (the busiest of %2 bins takes %3 of the %4 atomics, one after another at the measured one-address %5 G/s, after all other work: every work-group is resident at once)</source>
            <translation>+ %1 us 原子操作尾部（%2 个桶中最忙的一个承担 %4 次原子操作中的 %3 次，按实测的单地址速率 %5 G/s 依次执行，排在所有其他工作之后：所有工作组同时驻留）</translation>
        </message>
        <message>
            <source>%1; + %2 us atomic tail (%3 atomics on %4 bins at the measured one-shot %5 G/s begin after the first of %6 waves of work-groups and outlast the rest of the work)</source>
            <translation>%1；+ %2 us 原子操作尾部（%3 次原子操作落在 %4 个桶上，按实测的单次原子速率 %5 G/s 计，在 %6 波工作组的第一波完成后开始，并比其余工作结束得晚）</translation>
        </message>
        <message>
            <source>+ %1 us atomic tail (%2 atomics on %3 bins at the measured one-shot %4 G/s begin after the first of %5 waves of work-groups and outlast the rest of the work)</source>
            <translation>+ %1 us 原子操作尾部（%2 次原子操作落在 %3 个桶上，按实测的单次原子速率 %4 G/s 计，在 %5 波工作组的第一波完成后开始，并比其余工作结束得晚）</translation>
        </message>
        <message>
            <source>%1; + %2 us atomic tail (the busiest of %3 bins takes %4 of the %5 atomics, one after another at the measured one-address %6 G/s; they begin after the first of %7 waves of work-groups and outlast the rest of the work)</source>
            <translation>%1；+ %2 us 原子操作尾部（%3 个桶中最忙的一个承担 %5 次原子操作中的 %4 次，按实测的单地址速率 %6 G/s 依次执行；它们在 %7 波工作组的第一波完成后开始，并比其余工作结束得晚）</translation>
        </message>
        <message>
            <source>+ %1 us atomic tail (the busiest of %2 bins takes %3 of the %4 atomics, one after another at the measured one-address %5 G/s; they begin after the first of %6 waves of work-groups and outlast the rest of the work)</source>
            <translation>+ %1 us 原子操作尾部（%2 个桶中最忙的一个承担 %4 次原子操作中的 %3 次，按实测的单地址速率 %5 G/s 依次执行；它们在 %6 波工作组的第一波完成后开始，并比其余工作结束得晚）</translation>
        </message>
        <message>
            <source>%1; + %2 us launch floor (a launch of one small work-group, measured)</source>
            <translation>%1；+ %2 us 启动下限（一个小工作组的一次启动，实测）</translation>
        </message>
        <message>
            <source>+ %1 us launch floor (a launch of one small work-group, measured)</source>
            <translation>+ %1 us 启动下限（一个小工作组的一次启动，实测）</translation>
        </message>
        <message>
            <source>%1; the launch&apos;s %2 work-groups take %3 us at the measured %4 G work-groups/s, longer than its memory traffic (%5 us)</source>
            <translation>%1；本次启动的 %2 个工作组按实测每秒启动 %4 G 个工作组需 %3 us，长于其访存流量（%5 us）</translation>
        </message>
        <message>
            <source>the L1 looks up %1 lines per request, one a slot at the measured local bandwidth: longer than the memory traffic</source>
            <translation>L1 每个请求查找 %1 个缓存行，每行占用一个槽位（按实测的局部内存带宽计）：长于访存流量</translation>
        </message>
        <message>
            <source>%1; the L1 looks up %2 lines per request, one a slot at the measured local bandwidth: longer than the memory traffic</source>
            <translation>%1；L1 每个请求查找 %2 个缓存行，每行占用一个槽位（按实测的局部内存带宽计）：长于访存流量</translation>
        </message>
        <message>
            <source>launch time %1 us: the launch&apos;s %2 work-groups take %3 us at the measured %4 G work-groups/s, longer than the memory work %5 us; + launch %6 us</source>
            <translation>启动时间 %1 us：本次启动的 %2 个工作组按实测每秒启动 %4 G 个工作组需 %3 us，长于访存工作 %5 us；+ 启动 %6 us</translation>
        </message>
        <message>
            <source>%1 % of the work-groups&apos; re-reads miss the L1 (%2 KiB measured, shared by the %3 work-groups a compute unit keeps)</source>
            <translation>工作组的重复读取有 %1 % 未命中 L1（实测 %2 KiB，由一个计算单元同时容纳的 %3 个工作组共享）</translation>
        </message>
        <message>
            <source>%1; %2 % of the work-groups&apos; re-reads miss the L1 (%3 KiB measured, shared by the %4 work-groups a compute unit keeps)</source>
            <translation>%1；工作组的重复读取有 %2 % 未命中 L1（实测 %3 KiB，由一个计算单元同时容纳的 %4 个工作组共享）</translation>
        </message>
        <message>
            <source>the launch&apos;s %1 work-groups take %2 us at the measured %3 G work-groups/s, longer than its memory traffic (%4 us)</source>
            <translation>本次启动的 %1 个工作组按实测每秒启动 %3 G 个工作组需 %2 us，长于其访存流量（%4 us）</translation>
        </message>
        <message>
            <source>%1; + %2 us: the kernel runs right after the host&apos;s write-buffer copy of its input (measured against a map)</source>
            <translation>%1；+ %2 us：内核紧接在主机以写缓冲区方式复制其输入之后运行（相对于映射测得）</translation>
        </message>
        <message>
            <source>+ %1 us: the kernel runs right after the host&apos;s write-buffer copy of its input (measured against a map)</source>
            <translation>+ %1 us：内核紧接在主机以写缓冲区方式复制其输入之后运行（相对于映射测得）</translation>
        </message>
        <message>
            <source>%1; the cost of a kernel right after the host&apos;s copy is not measured (probe transfer.copy)</source>
            <translation>%1；紧接在主机复制之后运行的内核的额外开销未测量（探针 transfer.copy）</translation>
        </message>
        <message>
            <source>the cost of a kernel right after the host&apos;s copy is not measured (probe transfer.copy)</source>
            <translation>紧接在主机复制之后运行的内核的额外开销未测量（探针 transfer.copy）</translation>
        </message>
        <message>
            <source>working set %1 B: the L2 (%2 B measured) serves %3 % of the other work-groups' re-reads</source>
            <translation>工作集 %1 B：L2（实测 %2 B）承担其他工作组 %3 % 的重复读取</translation>
        </message>
        <message>
            <source>working set %1 B: a partition&apos;s share of the measured L2 (%2 B) serves %3 % of the re-reads, which come in random order</source>
            <translation>工作集 %1 B：实测 L2 中一个分区的份额（%2 B）承担 %3 % 的重复读取（随机顺序）</translation>
        </message>
        <message>
            <source>local memory is not physical on this device (emulated in cache): no bank conflicts predicted</source>
            <translation>此设备上的局部内存不是独立的物理存储（在缓存中模拟）：不预测 bank 冲突</translation>
        </message>
        <message>
            <source>no global accesses in the trace</source>
            <translation>跟踪中没有全局内存访问</translation>
        </message>
        <message>
            <source>atomics: lanes on one address serialise within a request; contention between work-groups on one address is not modelled</source>
            <translation>原子操作：同一地址上的各通道在一个请求内串行；不同工作组在同一地址上的竞争未建模</translation>
        </message>
        <message>
            <source>atomics: the measured atomic rate over the launch's distinct lines (the atomics probe's curve); a request on one address is one update (warp aggregation), distinct words of one sector are updated together</source>
            <translation>原子操作：按启动中不同缓存行数取实测原子速率（原子探针的曲线）；同一地址上的请求算一次更新（warp 聚合），同一扇区中不同的字一起更新</translation>
        </message>
        <message>
            <source>load into local memory</source>
            <translation>载入局部内存</translation>
        </message>
        <message>
            <source>up-sweep, offset %1 (%2 elements)</source>
            <translation>上扫（up-sweep），偏移 %1（%2 个元素）</translation>
        </message>
        <message>
            <source>clear the last element</source>
            <translation>清零最后一个元素</translation>
        </message>
        <message>
            <source>down-sweep, offset %1 (%2 elements)</source>
            <translation>下扫（down-sweep），偏移 %1（%2 个元素）</translation>
        </message>
        <message>
            <source>store the result</source>
            <translation>写回结果</translation>
        </message>
        <message>
            <source>default</source>
            <translation>默认值</translation>
        </message>
        <message>
            <source>assumed</source>
            <translation>假定值</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <source>user override</source>
            <translation>用户覆盖</translation>
        </message>
        <message>
            <source>%1 (probe %2, confidence %3 %)</source>
            <translation>%1（探测 %2，置信度 %3 %）</translation>
        </message>
        <message>
            <source>warp of 32 threads: CUDA C++ Programming Guide, SIMT Architecture</source>
            <translation>warp 含 32 个线程：CUDA C++ Programming Guide，SIMT Architecture 一节</translation>
        </message>
        <message>
            <source>%1: conflicts among the 32 threads of a warp</source>
            <translation>%1：冲突发生在一个 warp 的 32 个线程之间</translation>
        </message>
        <message>
            <source>%1: a word read by several threads is broadcast</source>
            <translation>%1：多个线程读取同一个字时广播</translation>
        </message>
        <message>
            <source>%1: on-chip shared memory</source>
            <translation>%1：片上共享内存</translation>
        </message>
        <message>
            <source>%1: same-address reads broadcast</source>
            <translation>%1：读取同一地址时广播</translation>
        </message>
        <message>
            <source>%1: LDS on each compute unit</source>
            <translation>%1：每个计算单元都有 LDS</translation>
        </message>
        <message>
            <source>%1: channel from address bit 8 up</source>
            <translation>%1：通道由地址第 8 位及以上决定</translation>
        </message>
        <message>
            <source>%1: 64-wide wavefront</source>
            <translation>%1：wavefront 宽 64</translation>
        </message>
        <message>
            <source>%1: 32 banks x 4 B per SIMD</source>
            <translation>%1：每个 SIMD 32 个 bank × 4 B</translation>
        </message>
        <message>
            <source>%1: quarter-wavefront</source>
            <translation>%1：四分之一个 wavefront</translation>
        </message>
        <message>
            <source>%1: 256-bit (32 B) memory bus granule</source>
            <translation>%1：256 位（32 B）的内存总线粒度</translation>
        </message>
        <message>
            <source>%1: 8 channels x 256 B</source>
            <translation>%1：8 个通道 × 256 B</translation>
        </message>
        <message>
            <source>256 B as on GCN (AMD APP SDK guide); assumed for CDNA</source>
            <translation>与 GCN 相同的 256 B（AMD APP SDK 指南）；对 CDNA 为假定值</translation>
        </message>
        <message>
            <source>256 B as on GCN (AMD APP SDK guide); assumed for RDNA</source>
            <translation>与 GCN 相同的 256 B（AMD APP SDK 指南）；对 RDNA 为假定值</translation>
        </message>
        <message>
            <source>%1: conflicts checked per half-wavefront</source>
            <translation>%1：按半个 wavefront 检查冲突</translation>
        </message>
        <message>
            <source>%1: 64 B cache line</source>
            <translation>%1：64 B 缓存行</translation>
        </message>
        <message>
            <source>%1: HD 79XX 12 channels</source>
            <translation>%1：HD 79XX 有 12 个通道</translation>
        </message>
        <message>
            <source>%1: HD 78XX 8 channels</source>
            <translation>%1：HD 78XX 有 8 个通道</translation>
        </message>
        <message>
            <source>%1: HD 77XX 4 channels</source>
            <translation>%1：HD 77XX 有 4 个通道</translation>
        </message>
        <message>
            <source>R9 290X 512-bit GDDR5 = 16 x 32-bit channels (inferred, see docs)</source>
            <translation>R9 290X 的 512 位 GDDR5 = 16 个 32 位通道（推断值，见文档）</translation>
        </message>
        <message>
            <source>%1: wave32 native</source>
            <translation>%1：原生 wave32</translation>
        </message>
        <message>
            <source>%1: LDS halves of 32 banks x 4 B, one per CU</source>
            <translation>%1：LDS 分为两半，每半 32 个 bank × 4 B，每个 CU 一半</translation>
        </message>
        <message>
            <source>%1: wave32</source>
            <translation>%1：wave32</translation>
        </message>
        <message>
            <source>%1: 128 B cache lines</source>
            <translation>%1：128 B 缓存行</translation>
        </message>
        <message>
            <source>%1: compiler picks SIMD8/16/32; 16 is the usual choice</source>
            <translation>%1：编译器在 SIMD8/16/32 中选择，通常为 16</translation>
        </message>
        <message>
            <source>%1: SLM has 16 banks of 32 bits</source>
            <translation>%1：SLM 有 16 个 32 位的 bank</translation>
        </message>
        <message>
            <source>%1: a SIMD16 hardware thread</source>
            <translation>%1：一个 SIMD16 硬件线程</translation>
        </message>
        <message>
            <source>%1: same-address reads do not conflict (writes do)</source>
            <translation>%1：读取同一地址不冲突（写入会冲突）</translation>
        </message>
        <message>
            <source>%1: 64 B L3 line</source>
            <translation>%1：64 B 的 L3 缓存行</translation>
        </message>
        <message>
            <source>%1: SLM carved from L3</source>
            <translation>%1：SLM 从 L3 中划出</translation>
        </message>
        <message>
            <source>Arm Mali Bifrost/Valhall architecture notes: warp width</source>
            <translation>Arm Mali Bifrost/Valhall 架构说明：warp 宽度</translation>
        </message>
        <message>
            <source>%1: no dedicated local memory, __local maps to global</source>
            <translation>%1：没有专用的局部内存，__local 映射到全局内存</translation>
        </message>
        <message>
            <source>not applicable: local memory is not physical on Mali</source>
            <translation>不适用：Mali 上的局部内存不是物理存在的</translation>
        </message>
        <message>
            <source>%1: waves of 64 (half) or 128 (full) fibers</source>
            <translation>%1：wave 含 64（半）或 128（全）个 fiber</translation>
        </message>
        <message>
            <source>%1: local memory on-chip per SP</source>
            <translation>%1：每个 SP 有片上局部内存</translation>
        </message>
        <message>
            <source>no public bank organisation for Adreno: default, confirm with local.stride</source>
            <translation>Adreno 没有公开的 bank 组织：使用默认值，请用 local.stride 确认</translation>
        </message>
        <message>
            <source>no public cache line size for Adreno: default</source>
            <translation>Adreno 没有公开的缓存行大小：使用默认值</translation>
        </message>
        <message>
            <source>CPU: 8 float lanes (AVX2) when the driver gives no native vector width</source>
            <translation>CPU：驱动未给出原生向量宽度时取 8 个 float 通道（AVX2）</translation>
        </message>
        <message>
            <source>CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT (CPU vector lanes)</source>
            <translation>CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT（CPU 向量通道数）</translation>
        </message>
        <message>
            <source>CPU: local memory is ordinary cached memory (AMD APP guide §1.5)</source>
            <translation>CPU：局部内存就是普通的带缓存内存（AMD APP 指南 §1.5）</translation>
        </message>
        <message>
            <source>CPU: 64 B cache line (x86/Arm cores)</source>
            <translation>CPU：64 B 缓存行（x86/Arm 核心）</translation>
        </message>
        <message>
            <source>CPU: no banks; conflict group = vector lanes</source>
            <translation>CPU：没有 bank；冲突组 = 向量通道数</translation>
        </message>
        <message>
            <source>not applicable on a CPU: no local-memory banks</source>
            <translation>在 CPU 上不适用：没有局部内存 bank</translation>
        </message>
        <message>
            <source>%1 (taken as the channel interleave)</source>
            <translation>%1（作为通道交织粒度）</translation>
        </message>
        <message>
            <source>%1 (segment &lt;= line)</source>
            <translation>%1（段 ≤ 缓存行）</translation>
        </message>
        <message>
            <source>invalid sweep "%1": %2</source>
            <translation>扫描范围“%1”无效：%2</translation>
        </message>
        <message>
            <source>invalid sweep "%1": expected name=A..B, name=A..B:STEP, name=A..B:*FACTOR or name=v1,v2,... (parameters: %2)</source>
            <translation>扫描范围“%1”无效：应为 name=A..B、name=A..B:步长、name=A..B:*倍数 或 name=v1,v2,...（参数：%2）</translation>
        </message>
        <message>
            <source>invalid sweep "%1": unknown parameter "%2" (parameters: %3)</source>
            <translation>扫描范围“%1”无效：没有参数“%2”（参数：%3）</translation>
        </message>
        <message>
            <source>invalid sweep "%1": it has %2 points; at most %3 are allowed</source>
            <translation>扫描范围“%1”无效：它有 %2 个点，最多允许 %3 个</translation>
        </message>
        <message>
            <source>the step after ':' is missing</source>
            <translation>“:”之后缺少步长</translation>
        </message>
        <message>
            <source>a range needs a start and an end (A..B)</source>
            <translation>范围需要起点和终点（A..B）</translation>
        </message>
        <message>
            <source>%1 takes names, not a range: list them, e.g. %2</source>
            <translation>%1 取名称而不是范围：请逐个列出，例如 %2</translation>
        </message>
        <message>
            <source>the range is reversed (%1 &gt; %2): write it from low to high</source>
            <translation>范围颠倒了（%1 &gt; %2）：请从小到大书写</translation>
        </message>
        <message>
            <source>no allowed value of %1 lies in %2 (%3)</source>
            <translation>%2 中没有 %1 允许的取值（%3）</translation>
        </message>
        <message>
            <source>the step factor must be at least 2, not %1</source>
            <translation>倍数至少为 2，而不是 %1</translation>
        </message>
        <message>
            <source>a geometric range (:*%1) must start above 0</source>
            <translation>几何范围（:*%1）的起点必须大于 0</translation>
        </message>
        <message>
            <source>the step must be positive, not %1</source>
            <translation>步长必须为正数，而不是 %1</translation>
        </message>
        <message>
            <source>it has %1 points; at most %2 are allowed (use a larger step or :*2)</source>
            <translation>它有 %1 个点，最多允许 %2 个（请用更大的步长或 :*2）</translation>
        </message>
        <message>
            <source>no values after '='</source>
            <translation>“=”之后没有取值</translation>
        </message>
        <message>
            <source>empty value in the list</source>
            <translation>列表中有空值</translation>
        </message>
        <message>
            <source>parameter %1 holds "%2", not a number</source>
            <translation>参数 %1 的值是“%2”，不是数字</translation>
        </message>
        <message>
            <source>no value for parameter "%1"</source>
            <translation>参数“%1”没有值</translation>
        </message>
        <message>
            <source>invalid size "%1" for %2: %3</source>
            <translation>%2 的大小“%1”无效：%3</translation>
        </message>
        <message>
            <source>expected a positive number of bytes with optional K, M or G suffix</source>
            <translation>应为正的字节数，可带 K、M 或 G 后缀</translation>
        </message>
        <message>
            <source>sizes cannot be negative; %1</source>
            <translation>大小不能为负；%1</translation>
        </message>
        <message>
            <source>too large</source>
            <translation>太大</translation>
        </message>
        <message>
            <source>must be greater than zero</source>
            <translation>必须大于零</translation>
        </message>
        <message>
            <source>invalid value "%1" for %2: too large</source>
            <translation>%2 的值“%1”无效：太大</translation>
        </message>
        <message>
            <source>invalid value "%1" for %2: expected a whole number</source>
            <translation>%2 的值“%1”无效：应为整数</translation>
        </message>
        <message>
            <source>invalid value "%1" for %2: expected %3</source>
            <translation>%2 的值“%1”无效：应为%3</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>以下之一：%1</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1 到 %2 之间的整数</translation>
        </message>
        <message>
            <source>a whole number &gt;= %1</source>
            <translation>≥ %1 的整数</translation>
        </message>
        <message>
            <source>a size from %1 to %2 (bytes, optional K, M or G suffix)</source>
            <translation>%1 到 %2 之间的大小（字节，可带 K、M 或 G 后缀）</translation>
        </message>
        <message>
            <source>a size of at least %1 (bytes, optional K, M or G suffix)</source>
            <translation>至少 %1 的大小（字节，可带 K、M 或 G 后缀）</translation>
        </message>
        <message>
            <source>invalid setting "%1": expected name=value (parameters: %2)</source>
            <translation>设置“%1”无效：应为 name=value（参数：%2）</translation>
        </message>
        <message>
            <source>unknown parameter "%1": this lesson has no parameters</source>
            <translation>没有参数“%1”：本课没有参数</translation>
        </message>
        <message>
            <source>unknown parameter "%1": this lesson's parameters are %2</source>
            <translation>没有参数“%1”：本课的参数是 %2</translation>
        </message>
        <message>
            <source>descriptors=%1 is not a multiple of wg=%2 (one work-item per descriptor)</source>
            <translation>descriptors=%1 不是 wg=%2 的倍数（每个描述子一个工作项）</translation>
        </message>
        <message>
            <source>wg=%1 is above the maximum work-group size of %2 on %3 (CL_DEVICE_MAX_WORK_GROUP_SIZE)</source>
            <translation>wg=%1 超过了 %3 的最大工作组大小 %2（CL_DEVICE_MAX_WORK_GROUP_SIZE）</translation>
        </message>
        <message>
            <source>%1=%2 is above the buffer limit of %3 on %4 (the smaller of CL_DEVICE_MAX_MEM_ALLOC_SIZE and a quarter of CL_DEVICE_GLOBAL_MEM_SIZE)</source>
            <translation>%1=%2 超过了 %4 上的缓冲区上限 %3（取 CL_DEVICE_MAX_MEM_ALLOC_SIZE 与 CL_DEVICE_GLOBAL_MEM_SIZE 的四分之一中较小者）</translation>
        </message>
        <message>
            <source>%1 needs %2 of local memory but %3 has %4</source>
            <translation>%1 需要 %2 的局部内存，但 %3 只有 %4</translation>
        </message>
        <message>
            <source>type=double needs fp64 (cl_khr_fp64), which %1 does not support</source>
            <translation>type=double 需要 fp64（cl_khr_fp64），%1 不支持</translation>
        </message>
        <message>
            <source>type=half needs cl_khr_fp16, which %1 does not support</source>
            <translation>type=half 需要 cl_khr_fp16，%1 不支持</translation>
        </message>
        <message>
            <source>source=image needs image support (CL_DEVICE_IMAGE_SUPPORT), which %1 does not have</source>
            <translation>source=image 需要图像支持（CL_DEVICE_IMAGE_SUPPORT），%1 没有</translation>
        </message>
        <message>
            <source>mode=svm_coarse needs coarse-grain buffer SVM (OpenCL 2.0), which %1 does not support</source>
            <translation>mode=svm_coarse 需要粗粒度缓冲区 SVM（OpenCL 2.0），%1 不支持</translation>
        </message>
        <message>
            <source>mode=svm_fine needs fine-grain buffer SVM (CL_DEVICE_SVM_FINE_GRAIN_BUFFER), which %1 does not support</source>
            <translation>mode=svm_fine 需要细粒度缓冲区 SVM（CL_DEVICE_SVM_FINE_GRAIN_BUFFER），%1 不支持</translation>
        </message>
        <message>
            <source>%1 has no sub-group shuffle (neither cl_khr_subgroup_shuffle nor cl_intel_subgroups, and it is not an NVIDIA GPU)</source>
            <translation>%1 没有子组 shuffle（既没有 cl_khr_subgroup_shuffle 也没有 cl_intel_subgroups，也不是 NVIDIA GPU）</translation>
        </message>
        <message>
            <source>the sub-group shuffle kernel does not build on %1 (%2)</source>
            <translation>子组 shuffle 内核无法在 %1 上构建（%2）</translation>
        </message>
        <message>
            <source>the sub-groups of %1 have %2 work-items; set width=%3</source>
            <translation>%1 的子组有 %2 个工作项；请设置 width=%3</translation>
        </message>
        <message>
            <source>the warp shuffle on %1 exchanges within 32 lanes; set width=32</source>
            <translation>%1 上的 warp shuffle 在 32 个通道内交换；请设置 width=32</translation>
        </message>
        <message>
            <source>the compiler keeps the dynamically indexed %1-word array in registers on %2 (CL_KERNEL_PRIVATE_MEM_SIZE = 0): nothing spills at this size</source>
            <translation>在 %2 上，编译器把动态索引的 %1 字数组放在寄存器中（CL_KERNEL_PRIVATE_MEM_SIZE = 0）：这个大小不会溢出</translation>
        </message>
        <message>
            <source>footprint=%1 is not run on a CPU device (at most %2: every CPU cache is far smaller, and larger sets only add minutes of set-up)</source>
            <translation>footprint=%1 不在 CPU 设备上运行（最多 %2：CPU 的每级缓存都小得多，更大的工作集只会多花几分钟准备时间）</translation>
        </message>
        <message>
            <source>%1 with %2 centroids needs a %3 constant buffer but %4 allows %5</source>
            <translation>%1 使用 %2 个质心需要 %3 的常量缓冲区，但 %4 只允许 %5</translation>
        </message>
        <message>
            <source>%1 needs %2 of local memory; a typical GPU has %3</source>
            <translation>%1 需要 %2 的局部内存；典型的 GPU 只有 %3</translation>
        </message>
        <message>
            <source>%1: the centroids do not fit a typical GPU's %2 constant buffer</source>
            <translation>%1：质心放不进典型 GPU 的 %2 常量缓冲区</translation>
        </message>
        <message>
            <source>method=local with %1 bins needs %2 of local memory per work-group but %3 has %4</source>
            <translation>method=local 使用 %1 个桶时每个工作组需要 %2 的局部内存，但 %3 只有 %4</translation>
        </message>
        <message>
            <source>stride %1 would wrap the %2-word window this device's local memory holds (strides up to %3 keep the gcd rule)</source>
            <translation>跨步 %1 会超出本设备局部内存能容纳的 %2 字窗口而回绕（跨步不超过 %3 时 gcd 规则成立）</translation>
        </message>
        <message>
            <source>constant.index needs a %1 constant buffer but %2 allows %3</source>
            <translation>constant.index 需要 %1 的常量缓冲区，但 %2 只允许 %3</translation>
        </message>
        <message>
            <source>local.occupancy needs more local memory than a typical GPU</source>
            <translation>local.occupancy 需要的局部内存超过典型的 GPU</translation>
        </message>
        <message>
            <source>scan.padding needs more local memory than a typical GPU</source>
            <translation>scan.padding 需要的局部内存超过典型的 GPU</translation>
        </message>
        <message>
            <source>a trace of %1 accesses is too large; trace fewer work-groups</source>
            <translation>%1 次访问的追踪太大；请追踪更少的工作组</translation>
        </message>
        <message>
            <source>%1 has no host-generated trace; it needs a device to trace</source>
            <translation>%1 没有主机生成的追踪；需要设备来追踪</translation>
        </message>
        <message>
            <source>%1: %2 (%3) in %4 on %5</source>
            <translation>%1：%2（%3），调用 %4，设备 %5</translation>
        </message>
        <message>
            <source>%1: %2 (%3) on %4</source>
            <translation>%1：%2（%3），设备 %4</translation>
        </message>
        <message>
            <source>%1: %2 (%3) in %4</source>
            <translation>%1：%2（%3），调用 %4</translation>
        </message>
        <message>
            <source>allocating the %1 %2 buffer</source>
            <translation>分配 %1 的 %2 缓冲区</translation>
        </message>
        <message>
            <source>creating kernel %1</source>
            <translation>创建内核 %1</translation>
        </message>
        <message>
            <source>querying CL_KERNEL_WORK_GROUP_SIZE of %1</source>
            <translation>查询 %1 的 CL_KERNEL_WORK_GROUP_SIZE</translation>
        </message>
        <message>
            <source>querying the image size limit</source>
            <translation>查询图像大小上限</translation>
        </message>
        <message>
            <source>global</source>
            <translation>全局</translation>
        </message>
        <message>
            <source>local</source>
            <translation>局部</translation>
        </message>
        <message>
            <source>constant</source>
            <translation>常量</translation>
        </message>
        <message>
            <source>uniform</source>
            <translation>一致</translation>
        </message>
        <message>
            <source>divergent</source>
            <translation>发散</translation>
        </message>
        <message>
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>按行</translation>
        </message>
        <message>
            <source>columns</source>
            <translation>按列</translation>
        </message>
        <message>
            <source>row</source>
            <translation>行</translation>
        </message>
        <message>
            <source>column</source>
            <translation>列</translation>
        </message>
        <message>
            <source>block</source>
            <translation>块</translation>
        </message>
        <message>
            <source>bilinear</source>
            <translation>双线性</translation>
        </message>
        <message>
            <source>image</source>
            <translation>图像</translation>
        </message>
        <message>
            <source>buffer</source>
            <translation>缓冲区</translation>
        </message>
        <message>
            <source>dynamic</source>
            <translation>动态</translation>
        </message>
        <message>
            <source>static</source>
            <translation>静态</translation>
        </message>
        <message>
            <source>shuffle</source>
            <translation>混洗</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>map</source>
            <translation>映射</translation>
        </message>
        <message>
            <source>KiB of local memory each work-group allocates (at least the wg words it exchanges)</source>
            <translation>每个工作组分配的局部内存 KiB 数（至少为它交换的 wg 个字）</translation>
        </message>
        <message>
            <source>M = N = K: rows and columns of A, B and C</source>
            <translation>M = N = K：A、B、C 的行数和列数</translation>
        </message>
        <message>
            <source>bytes between the starts of neighbouring work-groups' blocks (a multiple of 4)</source>
            <translation>相邻工作组数据块起点之间的字节数（4 的倍数）</translation>
        </message>
        <message>
            <source>bytes by which each work-group's starting row rotates, per group index (0: off; one interleave, 256, spreads the groups; a multiple of 4)</source>
            <translation>每个工作组的起始行按组序号错开的字节数（0：不错开；一个交织粒度 256 即可把各组分散开；4 的倍数）</translation>
        </message>
        <message>
            <source>bytes read per launch, at least the footprint (default 1G on a GPU within its buffer limit, 32M on a CPU)</source>
            <translation>每次启动读取的字节数，至少为工作集大小（默认：GPU 上在缓冲区上限内取 1G，CPU 上 32M）</translation>
        </message>
        <message>
            <source>bytes read per launch, in whole blocks of 16 rows of wg words (default 512M on a GPU within its buffer limit, 16M on a CPU)</source>
            <translation>每次启动读取的字节数，以 16 行 × wg 个字的整块计（默认：GPU 上在缓冲区上限内取 512M，CPU 上 16M）</translation>
        </message>
        <message>
            <source>bytes the host fills and the kernel reads per cycle (default 256M on a GPU within its buffer limit, 16M on a CPU)</source>
            <translation>每轮由主机填充、内核读取的字节数（默认：GPU 上在缓冲区上限内取 256M，CPU 上 16M）</translation>
        </message>
        <message>
            <source>bytes the kernel reads</source>
            <translation>内核读取的字节数</translation>
        </message>
        <message>
            <source>centroids = histogram bins (64 features each)</source>
            <translation>质心数 = 直方图的桶数（每个 64 个特征）</translation>
        </message>
        <message>
            <source>descriptors to classify (one work-item each; a multiple of wg)</source>
            <translation>要分类的描述子数（每个一个工作项；wg 的倍数）</translation>
        </message>
        <message>
            <source>distance between neighbouring work-items' reads, in items (elements times vector)</source>
            <translation>相邻工作项读取位置之间的距离，以项计（元素数 × 向量宽度）</translation>
        </message>
        <message>
            <source>distance between neighbouring work-items' writes, in elements</source>
            <translation>相邻工作项写入位置之间的距离，以元素计</translation>
        </message>
        <message>
            <source>dynamic: indices computed at run time (spills); static: constant indices (registers)</source>
            <translation>dynamic：运行时计算的下标（会溢出）；static：常量下标（寄存器）</translation>
        </message>
        <message>
            <source>element type (double needs cl_khr_fp64)</source>
            <translation>元素类型（double 需要 cl_khr_fp64）</translation>
        </message>
        <message>
            <source>element type; uchar4 and uchar16 load 4 or 16 uchar at once (one aligned uchar4 or uchar16 item); half needs cl_khr_fp16, double cl_khr_fp64</source>
            <translation>元素类型；uchar4 和 uchar16 一次读取 4 或 16 个 uchar（一个对齐的 uchar4 或 uchar16 项）；half 需要 cl_khr_fp16，double 需要 cl_khr_fp64</translation>
        </message>
        <message>
            <source>elements from an aligned base</source>
            <translation>距对齐基址的元素数</translation>
        </message>
        <message>
            <source>elements one work-group scans (a power of two)</source>
            <translation>一个工作组扫描的元素数（2 的幂）</translation>
        </message>
        <message>
            <source>elements per load: 1, 2, 4, 8 or 16</source>
            <translation>每次读取的元素数：1、2、4、8 或 16</translation>
        </message>
        <message>
            <source>elements read per launch, equal for every type (default 256 Mi on a GPU within its buffer limit, 4 Mi on a CPU)</source>
            <translation>每次启动读取的元素数，各类型相同（默认：GPU 上在缓冲区上限内取 256 Mi，CPU 上 4 Mi）</translation>
        </message>
        <message>
            <source>global: one global atomic per word; local: a local sub-histogram, then one global atomic per bin per work-group</source>
            <translation>global：每个字一次全局原子操作；local：先做局部子直方图，然后每个工作组每个桶一次全局原子操作</translation>
        </message>
        <message>
            <source>histogram bins (distinct addresses the atomics hit)</source>
            <translation>直方图的桶数（原子操作命中的不同地址数）</translation>
        </message>
        <message>
            <source>how the input reaches the device: copy (write buffer), map (ALLOC_HOST_PTR), use_host_ptr, copy_host_ptr (a new buffer per cycle), svm_coarse, svm_fine</source>
            <translation>输入数据如何到达设备：copy（写缓冲区）、map（ALLOC_HOST_PTR）、use_host_ptr、copy_host_ptr（每轮新建缓冲区）、svm_coarse、svm_fine</translation>
        </message>
        <message>
            <source>index per step: uniform (t), divergent (lid + t) or random (a hash per work-item)</source>
            <translation>每步的下标：uniform（t）、divergent（lid + t）或 random（每个工作项一个哈希值）</translation>
        </message>
        <message>
            <source>input buffer bytes (default 1G on a GPU within its buffer limit, 16M on a CPU)</source>
            <translation>输入缓冲区字节数（默认：GPU 上在缓冲区上限内取 1G，CPU 上 16M）</translation>
        </message>
        <message>
            <source>input buffer bytes; the largest power of two of elements in it is read (default 1G on a GPU within its buffer limit, 16M on a CPU)</source>
            <translation>输入缓冲区字节数；读取其中元素个数的最大 2 的幂部分（默认：GPU 上在缓冲区上限内取 1G，CPU 上 16M）</translation>
        </message>
        <message>
            <source>local index i -&gt; i + i / pad (0: unpadded; the number of banks removes the conflicts)</source>
            <translation>局部下标 i -&gt; i + i / pad（0：不填充；取 bank 数即可消除冲突）</translation>
        </message>
        <message>
            <source>local: through local memory and barriers; shuffle: sub-group shuffle; none: no exchange</source>
            <translation>local：经由局部内存和屏障；shuffle：子组 shuffle；none：不交换</translation>
        </message>
        <message>
            <source>locality window in elements (a power of two): reads are permuted within aligned windows of this many elements; 1 = contiguous; at most the buffer's elements</source>
            <translation>局部性窗口，以元素计（2 的幂）：读取在这么多元素的对齐窗口内打乱；1 = 连续；最多为缓冲区的元素数</translation>
        </message>
        <message>
            <source>output buffer bytes (default 1G on a GPU within its buffer limit, 16M on a CPU)</source>
            <translation>输出缓冲区字节数（默认：GPU 上在缓冲区上限内取 1G，CPU 上 16M）</translation>
        </message>
        <message>
            <source>output bytes (one uint per work-item)</source>
            <translation>输出字节数（每个工作项一个 uint）</translation>
        </message>
        <message>
            <source>picture side in pixels, n x n float4 (a multiple of 64; default 4096 on a GPU, 1024 on a CPU)</source>
            <translation>图像边长（像素），n × n 个 float4（64 的倍数；默认 GPU 上 4096，CPU 上 1024）</translation>
        </message>
        <message>
            <source>read from an image2d_t (needs image support) or a buffer</source>
            <translation>从 image2d_t（需要图像支持）或缓冲区读取</translation>
        </message>
        <message>
            <source>read the window from global memory, or from a local tile filled once per group</source>
            <translation>从全局内存读取窗口，或从每组填充一次的局部 tile 读取</translation>
        </message>
        <message>
            <source>what each work-item reads per step: a pixel of a row, of a column, a 2 x 2 block, or a bilinear sample</source>
            <translation>每个工作项每步读取的内容：一行中的像素、一列中的像素、2 × 2 的块，或一个双线性采样</translation>
        </message>
        <message>
            <source>where the table lives</source>
            <translation>表放在哪里</translation>
        </message>
        <message>
            <source>the table's size, a power of two (a random index costs by the lines it meets per request)</source>
            <translation>表的大小，须为 2 的幂（随机索引的代价取决于每个请求遇到的缓存行数）</translation>
        </message>
        <message>
            <source>table=%1 must be a power of two from %2 to %3</source>
            <translation>table=%1 必须是 %2 到 %3 之间的 2 的幂</translation>
        </message>
        <message>
            <source>which index of C neighbouring work-items (dimension 0) differ in</source>
            <translation>相邻工作项（第 0 维）在 C 的哪个下标上不同</translation>
        </message>
        <message>
            <source>window length: work-items that use each input word</source>
            <translation>窗口长度：使用每个输入字的工作项数</translation>
        </message>
        <message>
            <source>words between neighbouring work-items' local reads</source>
            <translation>相邻工作项的局部读取之间相隔的字数</translation>
        </message>
        <message>
            <source>words in each work-item's private array</source>
            <translation>每个工作项私有数组的字数</translation>
        </message>
        <message>
            <source>words of padding after each tile row (row pitch = W + pad)</source>
            <translation>每个 tile 行之后填充的字数（行间距 = W + pad）</translation>
        </message>
        <message>
            <source>work-group size (at most the kernel's limit on the device)</source>
            <translation>工作组大小（不能超过该内核在此设备上的上限）</translation>
        </message>
        <message>
            <source>work-items per work-group (the seed uses 64)</source>
            <translation>每个工作组的工作项数（种子中用 64）</translation>
        </message>
        <message>
            <source>work-items per work-group along dimension 0 (divides matrix)</source>
            <translation>第 0 维上每个工作组的工作项数（须整除 matrix）</translation>
        </message>
        <message>
            <source>work-items that exchange (the sub-group size for shuffles)</source>
            <translation>相互交换的工作项数（shuffle 时为子组大小）</translation>
        </message>
        <message>
            <source>working set bytes, a power of two from 4096 (4 KiB) to 2^34 (16 GiB)</source>
            <translation>工作集字节数，从 4096（4 KiB）到 2^34（16 GiB）的 2 的幂</translation>
        </message>
        <message>
            <source>written element type</source>
            <translation>写入的元素类型</translation>
        </message>
        <message>
            <source>default (NVIDIA-like model, no device data)</source>
            <translation>默认值（类似 NVIDIA 的模型，没有设备数据）</translation>
        </message>
        <message>
            <source>assumed (not documented for this device): confirm with a stride sweep</source>
            <translation>假定值（此设备没有公开文档）：请用跨步扫描确认</translation>
        </message>
        <message>
            <source>device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>计算</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>内存</translation>
        </message>
        <message>
            <source>cache</source>
            <translation>缓存</translation>
        </message>
        <message>
            <source>vectors</source>
            <translation>向量</translation>
        </message>
        <message>
            <source>vendor</source>
            <translation>厂商扩展</translation>
        </message>
        <message>
            <source>cannot open "%1": %2</source>
            <translation>无法打开“%1”：%2</translation>
        </message>
        <message>
            <source>cannot read "%1": %2</source>
            <translation>无法读取“%1”：%2</translation>
        </message>
        <message>
            <source>"%1" is not a valid JSON file (%2)</source>
            <translation>“%1”不是有效的 JSON 文件（%2）</translation>
        </message>
        <message>
            <source>"%1": %2</source>
            <translation>“%1”：%2</translation>
        </message>
        <message>
            <source>not a Coalesce result file (no "format": "%1")</source>
            <translation>不是 Coalesce 结果文件（没有 "format": "%1"）</translation>
        </message>
        <message>
            <source>result file is malformed: %1</source>
            <translation>结果文件格式错误：%1</translation>
        </message>
        <message>
            <source>result file is refused: %1</source>
            <translation>结果文件被拒绝：%1</translation>
        </message>
        <message>
            <source>result file is missing "%1"</source>
            <translation>结果文件缺少“%1”</translation>
        </message>
        <message>
            <source>result file has schema version %1; this Coalesce %2 reads up to version %3 (use a newer Coalesce)</source>
            <translation>结果文件的格式版本为 %1；本 Coalesce %2 最多读取版本 %3（请使用更新的 Coalesce）</translation>
        </message>
        <message>
            <source>result file has an invalid schema version %1</source>
            <translation>结果文件的格式版本 %1 无效</translation>
        </message>
        <message>
            <source>Could not reach %1: %2</source>
            <translation>无法连接 %1：%2</translation>
        </message>
        <message>
            <source>%1 answered, but coalesce-cli did not start there: %2 (install it on %3 or give its path)</source>
            <translation>%1 已响应，但 coalesce-cli 未能在那里启动：%2（请在 %3 上安装它，或给出它的路径）</translation>
        </message>
        <message>
            <source>%1 runs coalesce-cli protocol %2; this app speaks %3: update one of them</source>
            <translation>%1 运行的 coalesce-cli 使用协议 %2；本程序使用协议 %3：请更新其中之一</translation>
        </message>
        <message>
            <source>%1 runs another coalesce-cli protocol (it says: %2); this app speaks %3: update one of them</source>
            <translation>%1 运行的 coalesce-cli 使用另一版本的协议（它的答复：%2）；本程序使用协议 %3：请更新其中之一</translation>
        </message>
        <message>
            <source>the connection closed before the server answered</source>
            <translation>服务器应答之前连接已关闭</translation>
        </message>
    </context>
    <context>
        <name>LessonPlanFile</name>
        <message>
            <source>there is no lesson "%1" in this version of Coalesce</source>
            <translation>此版本的 Coalesce 中没有课程“%1”</translation>
        </message>
        <message>
            <source>This is not a valid JSON file (line %1: %2).</source>
            <translation>这不是有效的 JSON 文件（第 %1 行：%2）。</translation>
        </message>
        <message>
            <source>This is not a Coalesce lesson plan (its "format" is not "%1").</source>
            <translation>这不是 Coalesce 教案（它的 "format" 不是 "%1"）。</translation>
        </message>
        <message>
            <source>The plan has no valid "version".</source>
            <translation>教案没有有效的 "version"。</translation>
        </message>
        <message>
            <source>The plan was written for a newer Coalesce (plan version %1; this one reads version %2).</source>
            <translation>此教案是为更新版本的 Coalesce 编写的（教案版本 %1；本程序读取版本 %2）。</translation>
        </message>
        <message>
            <source>The plan's "title" must be {"en": text, "zh_CN": text}.</source>
            <translation>教案的 "title" 必须是 {"en": 文本, "zh_CN": 文本}。</translation>
        </message>
        <message>
            <source>The plan has no "slides" list.</source>
            <translation>教案没有 "slides" 列表。</translation>
        </message>
        <message>
            <source>The plan has no slides.</source>
            <translation>教案中没有幻灯片。</translation>
        </message>
        <message>
            <source>Slide %1: %2</source>
            <translation>第 %1 张幻灯片：%2</translation>
        </message>
        <message>
            <source>a slide must be a JSON object</source>
            <translation>幻灯片必须是一个 JSON 对象</translation>
        </message>
        <message>
            <source>it names no "lesson"</source>
            <translation>没有指定 "lesson"</translation>
        </message>
        <message>
            <source>"params" must be an object of name: value</source>
            <translation>"params" 必须是 名称: 值 形式的对象</translation>
        </message>
        <message>
            <source>parameter "%1" must be a whole number or a text</source>
            <translation>参数 "%1" 必须是整数或文本</translation>
        </message>
        <message>
            <source>"step" must be a whole number from 0</source>
            <translation>"step" 必须是从 0 开始的整数</translation>
        </message>
        <message>
            <source>"title" must be {"en": text, "zh_CN": text}</source>
            <translation>"title" 必须是 {"en": 文本, "zh_CN": 文本}</translation>
        </message>
        <message>
            <source>"points" must be {"en": [texts], "zh_CN": [texts]}</source>
            <translation>"points" 必须是 {"en": [文本], "zh_CN": [文本]}</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>%1 is too large for a lesson plan.</source>
            <translation>%1 太大，不像是教案。</translation>
        </message>
        <message>
            <source>Could not write %1 (check the folder exists and is writable); the old file is unchanged.</source>
            <translation>无法写入 %1（请检查文件夹是否存在且可写）；原文件保持不变。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::LessonPlanEditor</name>
        <message>
            <source>Show request step</source>
            <translation>显示请求步</translation>
        </message>
        <message>
            <source>Edit lesson plan</source>
            <translation>编辑教案</translation>
        </message>
        <message>
            <source>Plan title (English)</source>
            <translation>教案标题（英文）</translation>
        </message>
        <message>
            <source>Plan title (Chinese)</source>
            <translation>教案标题（中文）</translation>
        </message>
        <message>
            <source>Add current</source>
            <translation>添加当前</translation>
        </message>
        <message>
            <source>Adds the lesson, parameters and request step the window shows now, after the selected slide</source>
            <translation>把窗口当前显示的课程、参数和请求步添加到所选幻灯片之后</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>上移</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>下移</translation>
        </message>
        <message>
            <source>Slide title (English)</source>
            <translation>幻灯片标题（英文）</translation>
        </message>
        <message>
            <source>Slide title (Chinese)</source>
            <translation>幻灯片标题（中文）</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>步</translation>
        </message>
        <message>
            <source>One talking point per line</source>
            <translation>每行一个讲解要点</translation>
        </message>
        <message>
            <source>Talking points (English)</source>
            <translation>讲解要点（英文）</translation>
        </message>
        <message>
            <source>Talking points (Chinese)</source>
            <translation>讲解要点（中文）</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <source>The window's lesson cannot be a slide: %1</source>
            <translation>窗口当前的课程不能作为幻灯片：%1</translation>
        </message>
        <message>
            <source>Save lesson plan</source>
            <translation>保存教案</translation>
        </message>
        <message>
            <source>Lesson plans (*.json);;All files (*)</source>
            <translation>教案 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>A plan needs at least one slide.</source>
            <translation>教案至少需要一张幻灯片。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::LessonPlanPanel</name>
        <message>
            <source>◀ Previous (PgUp)</source>
            <translation>◀ 上一张（PgUp）</translation>
        </message>
        <message>
            <source>Next (PgDn) ▶</source>
            <translation>下一张（PgDn）▶</translation>
        </message>
        <message>
            <source>Open plan…</source>
            <translation>打开教案…</translation>
        </message>
        <message>
            <source>Edit plan…</source>
            <translation>编辑教案…</translation>
        </message>
        <message>
            <source>No lesson plan open</source>
            <translation>尚未打开教案</translation>
        </message>
        <message>
            <source>&lt;p&gt;A lesson plan is a list of slides: a lesson, its parameters, the request step to show and talking points. Open one (three come with Coalesce: global memory, local memory and the histogram story), or make one with &lt;b&gt;Edit plan…&lt;/b&gt; from the lessons as you set them up.&lt;/p&gt;&lt;p&gt;In class, &lt;b&gt;PageDown&lt;/b&gt; and &lt;b&gt;PageUp&lt;/b&gt; step through it, in presentation mode too.&lt;/p&gt;</source>
            <translation>&lt;p&gt;教案是一组幻灯片：每张包含一个课程、它的参数、要显示的请求步和讲解要点。可以打开一个教案（Coalesce 自带三个：全局内存、局部内存和直方图的故事），也可以用&lt;b&gt;编辑教案…&lt;/b&gt;把你设置好的课程逐一加入，做一个自己的教案。&lt;/p&gt;&lt;p&gt;上课时用 &lt;b&gt;PageDown&lt;/b&gt; 和 &lt;b&gt;PageUp&lt;/b&gt; 逐张切换，演示模式下同样可用。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Slide %1 of %2: %3</source>
            <translation>第 %1/%2 张：%3</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::ExportDialog</name>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Pattern (the current step)</source>
            <translation>访问图（当前步骤）</translation>
        </message>
        <message>
            <source>Animation of the request (all passes)</source>
            <translation>请求的动画（所有轮次）</translation>
        </message>
        <message>
            <source>&amp;Export:</source>
            <translation>导出内容(&amp;E)：</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>格式(&amp;F)：</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source> px</source>
            <translation> 像素</translation>
        </message>
        <message>
            <source>&amp;Size:</source>
            <translation>尺寸(&amp;S)：</translation>
        </message>
        <message>
            <source> DPI</source>
            <translation> DPI</translation>
        </message>
        <message>
            <source>&amp;Resolution:</source>
            <translation>分辨率(&amp;R)：</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>浏览(&amp;B)…</translation>
        </message>
        <message>
            <source>F&amp;ile:</source>
            <translation>文件(&amp;I)：</translation>
        </message>
        <message>
            <source>E&amp;xport</source>
            <translation>导出(&amp;X)</translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>PNG 图像</translation>
        </message>
        <message>
            <source>SVG drawing</source>
            <translation>SVG 矢量图</translation>
        </message>
        <message>
            <source>PDF document</source>
            <translation>PDF 文档</translation>
        </message>
        <message>
            <source>Animated GIF</source>
            <translation>GIF 动画</translation>
        </message>
        <message>
            <source>SVG is a drawing: it scales to any size; DPI does not apply.</source>
            <translation>SVG 是矢量图：可缩放到任意尺寸，DPI 不适用。</translation>
        </message>
        <message>
            <source>An animation may be at most %1 pixels a side.</source>
            <translation>动画每边最多 %1 像素。</translation>
        </message>
        <message>
            <source>Laid out as %1×%2 at 96 DPI, drawn %3× sharper. The caption names the lesson, device, parameters and date.</source>
            <translation>按 96 DPI 下的 %1×%2 排版，以 %3 倍清晰度绘制。图注写明课程、设备、参数和日期。</translation>
        </message>
        <message>
            <source>Animated GIF (*.gif)</source>
            <translation>GIF 动画 (*.gif)</translation>
        </message>
        <message>
            <source>Export to</source>
            <translation>导出到</translation>
        </message>
        <message>
            <source>Choose a file to export to.</source>
            <translation>请选择导出的目标文件。</translation>
        </message>
        <message>
            <source>Rendering the animation…</source>
            <translation>正在渲染动画…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::OverlayInfo</name>
        <message>
            <source>lesson %1</source>
            <translation>课程 %1</translation>
        </message>
        <message>
            <source>“%1” is a %2 result, this chart is %3: it measures another pattern, so its points are not comparable with this lesson's.</source>
            <translation>“%1”是 %2 的结果，而此图表是 %3：它测量的是另一种访问模式，其数据点不能与本课程的数据点比较。</translation>
        </message>
        <message>
            <source>swept %1</source>
            <translation>扫描 %1</translation>
        </message>
        <message>
            <source>“%1” sweeps %2, this chart sweeps %3: its points are placed by their %2 values.</source>
            <translation>“%1”扫描的是 %2，此图表扫描的是 %3：其数据点按 %2 的取值放置。</translation>
        </message>
        <message>
            <source>Its %1 is in %2, this chart's in %3.</source>
            <translation>它的 %1 以%2为单位，此图表的以%3为单位。</translation>
        </message>
        <message>
            <source>lesson: %1</source>
            <translation>课程：%1</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>swept: %1</source>
            <translation>扫描参数：%1</translation>
        </message>
        <message>
            <source>device: %1</source>
            <translation>设备：%1</translation>
        </message>
        <message>
            <source>(unknown)</source>
            <translation>（未知）</translation>
        </message>
        <message>
            <source>measured: %1</source>
            <translation>测量日期：%1</translation>
        </message>
        <message>
            <source>parameters: %1</source>
            <translation>参数：%1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::OverlayModel</name>
        <message>
            <source>%1 reference</source>
            <translation>%1 参考测量</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::OverlayPanel</name>
        <message>
            <source>No overlays. Open a result file (Ctrl+O) or show a reference measurement from the lesson panel to draw it beside this chart.</source>
            <translation>没有叠加曲线。打开一个结果文件（Ctrl+O），或在课程面板中显示参考测量，即可把它画在此图表旁。</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>打开…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove all</source>
            <translation>全部移除</translation>
        </message>
        <message>
            <source>Remove the selected overlay from the chart (Delete)</source>
            <translation>从图表中移除选中的叠加曲线（Delete）</translation>
        </message>
        <message>
            <source>Overlays</source>
            <translation>叠加</translation>
        </message>
        <message>
            <source>Overlays (%1)</source>
            <translation>叠加（%1）</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::ReferenceButton</name>
        <message>
            <source>No GPU reference for this lesson</source>
            <translation>此课程没有 GPU 参考测量</translation>
        </message>
        <message>
            <source>No reference measurement ships for this lesson.</source>
            <translation>本应用没有附带此课程的参考测量。</translation>
        </message>
        <message>
            <source>Hide %1 reference</source>
            <translation>隐藏 %1 参考测量</translation>
        </message>
        <message>
            <source>Show %1 reference</source>
            <translation>显示 %1 参考测量</translation>
        </message>
        <message>
            <source>The default sweep of %1 measured on %2 on %3, drawn beside this device's curve.</source>
            <translation>%1 的默认扫描，于 %3 在 %2 上测得，画在本设备的曲线旁。</translation>
        </message>
        <message>
            <source>The reference could not be read: %1</source>
            <translation>无法读取参考测量：%1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::KernelSpecForm</name>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>默认值</translation>
        </message>
        <message>
            <source>Min</source>
            <translation>最小值</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>最大值</translation>
        </message>
        <message>
            <source>As -D</source>
            <translation>作为 -D</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>扫描</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>内存空间</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Elements</source>
            <translation>元素数</translation>
        </message>
        <message>
            <source>Initial data</source>
            <translation>初始数据</translation>
        </message>
        <message>
            <source>Seed / value / file</source>
            <translation>种子 / 值 / 文件</translation>
        </message>
        <message>
            <source>Output</source>
            <translation>输出</translation>
        </message>
        <message>
            <source>Expected file</source>
            <translation>期望输出文件</translation>
        </message>
        <message>
            <source>Buffer or name</source>
            <translation>缓冲区或名称</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>device: compared with the same kernel on PoCL; expected: with the outputs' expected files; none: shown as not checked</source>
            <translation>device：与 PoCL 上同一内核的结果比较；expected：与输出的期望文件比较；none：显示为未校验</translation>
        </message>
        <message>
            <source>Passed to the kernel as -DNAME=value; otherwise use it in sizes and argument values</source>
            <translation>以 -DNAME=value 传给内核；否则可在尺寸和参数值中使用</translation>
        </message>
        <message>
            <source>A whole number or an expression over the parameters, e.g. N * STRIDE</source>
            <translation>整数或参数的表达式，例如 N * STRIDE</translation>
        </message>
        <message>
            <source>The kernel's arguments in order: a buffer's name (type "buffer"), or a scalar's name, type and value</source>
            <translation>内核的参数，按顺序：缓冲区名称（类型为 "buffer"），或标量的名称、类型和值</translation>
        </message>
        <message>
            <source>Kernel</source>
            <translation>内核</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Kernel function</source>
            <translation>内核函数</translation>
        </message>
        <message>
            <source>Memory the model judges</source>
            <translation>模型评估的内存</translation>
        </message>
        <message>
            <source>Build options</source>
            <translation>构建选项</translation>
        </message>
        <message>
            <source>Check outputs against</source>
            <translation>输出校验方式</translation>
        </message>
        <message>
            <source>Float tolerance</source>
            <translation>浮点容差</translation>
        </message>
        <message>
            <source>Reference kernel file</source>
            <translation>参考内核文件</translation>
        </message>
        <message>
            <source>Traced work-groups</source>
            <translation>跟踪的工作组数</translation>
        </message>
        <message>
            <source>Time limit per launch (s)</source>
            <translation>每次启动的时间限制（秒）</translation>
        </message>
        <message>
            <source>Launch (1 to 3 dimensions; leave the unused ones empty)</source>
            <translation>启动（1 到 3 维；未用的维度留空）</translation>
        </message>
        <message>
            <source>Global size</source>
            <translation>全局尺寸</translation>
        </message>
        <message>
            <source>Local size</source>
            <translation>局部尺寸</translation>
        </message>
        <message>
            <source>Parameters (sweepable)</source>
            <translation>参数（可扫描）</translation>
        </message>
        <message>
            <source>Buffers (the access macros' B is the row)</source>
            <translation>缓冲区（访问宏的 B 即行号）</translation>
        </message>
        <message>
            <source>Arguments, in the kernel's order</source>
            <translation>参数，按内核中的顺序</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>row %1: %2</source>
            <translation>第 %1 行：%2</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::RemoteDevices</name>
        <message>
            <source>Reconnect</source>
            <translation>重新连接</translation>
        </message>
        <message>
            <source>Add remote device…</source>
            <translation>添加远程设备…</translation>
        </message>
        <message>
            <source>Use a device of another machine through ssh</source>
            <translation>通过 ssh 使用另一台机器上的设备</translation>
        </message>
        <message>
            <source>Remote hosts</source>
            <translation>远程主机</translation>
        </message>
        <message>
            <source>Connecting to %1…</source>
            <translation>正在连接 %1…</translation>
        </message>
        <message>
            <source>%1 has no OpenCL device: %2</source>
            <translation>%1 上没有 OpenCL 设备：%2</translation>
        </message>
        <message numerus="yes">
            <source>%n device(s) on %1</source>
            <translation>
                <numerusform>%1 上有 %n 个设备</numerusform>
            </translation>
        </message>
        <message>
            <source>A device of %1, used through ssh</source>
            <translation>%1 上的设备，通过 ssh 使用</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>忘记</translation>
        </message>
        <message>
            <source>Cannot use the remote host %1.</source>
            <translation>无法使用远程主机 %1。</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::RemoteHostDialog</name>
        <message>
            <source>Add remote device</source>
            <translation>添加远程设备</translation>
        </message>
        <message>
            <source>Coalesce runs &lt;tt&gt;ssh DESTINATION coalesce-cli serve&lt;/tt&gt; with your own OpenSSH setup (keys, agent, &lt;tt&gt;~/.ssh/config&lt;/tt&gt;). It never asks for or stores a password: set up a key first (&lt;tt&gt;ssh-copy-id&lt;/tt&gt;). Coalesce must be installed on the remote machine, in the same version.</source>
            <translation>Coalesce 使用您自己的 OpenSSH 设置（密钥、代理、&lt;tt&gt;~/.ssh/config&lt;/tt&gt;）运行 &lt;tt&gt;ssh DESTINATION coalesce-cli serve&lt;/tt&gt;。它从不询问或保存密码：请先设置密钥（&lt;tt&gt;ssh-copy-id&lt;/tt&gt;）。远程机器上必须安装相同版本的 Coalesce。</translation>
        </message>
        <message>
            <source>user@gpu-box or an ssh config alias</source>
            <translation>user@gpu-box 或 ssh 配置中的别名</translation>
        </message>
        <message>
            <source>coalesce-cli (on the remote PATH)</source>
            <translation>coalesce-cli（在远程 PATH 中）</translation>
        </message>
        <message>
            <source>SSH destination:</source>
            <translation>SSH 目标：</translation>
        </message>
        <message>
            <source>Remote coalesce-cli:</source>
            <translation>远程 coalesce-cli：</translation>
        </message>
        <message>
            <source>Connect</source>
            <translation>连接</translation>
        </message>
    </context>
    <context>
        <name>RemoteHosts</name>
        <message>
            <source>Enter an SSH destination, e.g. user@gpu-box or an alias from ~/.ssh/config.</source>
            <translation>请输入 SSH 目标，例如 user@gpu-box 或 ~/.ssh/config 中的别名。</translation>
        </message>
        <message>
            <source>An SSH destination has no spaces or control characters.</source>
            <translation>SSH 目标不能包含空格或控制字符。</translation>
        </message>
        <message>
            <source>An SSH destination cannot start with "-".</source>
            <translation>SSH 目标不能以 “-” 开头。</translation>
        </message>
        <message>
            <source>An SSH destination has no "/" (except an ssh:// address).</source>
            <translation>SSH 目标不能包含 “/”（ssh:// 地址除外）。</translation>
        </message>
        <message>
            <source>The remote program's path has no control characters.</source>
            <translation>远程程序的路径不能包含控制字符。</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::CompareSession</name>
        <message>
            <source>they are the same device</source>
            <translation>它们是同一个设备</translation>
        </message>
        <message>
            <source>both run on the same CPU</source>
            <translation>两者都在同一个 CPU 上运行</translation>
        </message>
        <message>
            <source>both are %1 (one device under two platforms, or two alike)</source>
            <translation>两者都是 %1（同一设备出现在两个平台下，或两个相同的设备）</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>对比</translation>
        </message>
        <message>
            <source>measured at the same time (different hardware)</source>
            <translation>同时测量（不同硬件）</translation>
        </message>
        <message>
            <source>measured one after the other: %1</source>
            <translation>先后测量：%1</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::CompareMode</name>
        <message>
            <source>Compare</source>
            <translation>对比</translation>
        </message>
        <message>
            <source>Compare &amp;with</source>
            <translation>对比设备(&amp;W)</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>CPU</source>
            <translation>CPU</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>CPU: no local-memory banks; picture drawn with the NVIDIA-like GPU model</source>
            <translation>CPU：没有局部内存存储体；图示使用类 NVIDIA GPU 模型绘制</translation>
        </message>
        <message>
            <source>CPU: picture with this CPU's own geometry (%1 lanes)</source>
            <translation>CPU：图示使用此 CPU 自己的几何参数（%1 个通道）</translation>
        </message>
    </context>
    <context>
        <name>coalesce::ui::ProbePanel</name>
        <message>
            <source>Measure geometry</source>
            <translation>测量几何参数</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>Runs probe kernels on the device and keeps the values they measure for it</source>
            <translation>在设备上运行探测内核，并为该设备保存测得的值</translation>
        </message>
        <message>
            <source>Saves the measured values with each probe's method, confidence and curves as JSON</source>
            <translation>将测得的值连同每个探测的方法、置信度和曲线保存为 JSON</translation>
        </message>
        <message>
            <source>Starting the probes…</source>
            <translation>正在启动探测…</translation>
        </message>
        <message>
            <source>Probe %1 of %2</source>
            <translation>探测 %1/%2</translation>
        </message>
        <message>
            <source>Probe %1 of %2: %3</source>
            <translation>探测 %1/%2：%3</translation>
        </message>
        <message numerus="yes">
            <source>%n value(s) measured by %1 probe(s); each is in the table above with its method and confidence.</source>
            <translation>
                <numerusform>由 %1 个探测测得 %n 个值；上表列出每个值及其方法和置信度。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: not run: %2</source>
            <translation>%1：未运行：%2</translation>
        </message>
        <message>
            <source>%1: failed: %2</source>
            <translation>%1：失败：%2</translation>
        </message>
        <message>
            <source>%1: its kernel's output was wrong (%2); nothing was taken from it</source>
            <translation>%1：其内核输出错误（%2）；未采用任何结果</translation>
        </message>
        <message>
            <source>%1: cannot decide %2: %3; the table value stays</source>
            <translation>%1：无法确定 %2：%3；保留表中的值</translation>
        </message>
        <message>
            <source>Kept for this device in %1</source>
            <translation>已为此设备保存在 %1</translation>
        </message>
        <message numerus="yes">
            <source>Geometry measured: %n value(s)</source>
            <translation>
                <numerusform>几何参数已测量：%n 个值</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelled: the previous measured values are kept.</source>
            <translation>已取消：保留之前测得的值。</translation>
        </message>
        <message>
            <source>Nothing measured yet: run Measure geometry first</source>
            <translation>尚未测量：请先运行“测量几何参数”</translation>
        </message>
        <message>
            <source>Measured geometry exported to %1</source>
            <translation>测得的几何参数已导出到 %1</translation>
        </message>
        <message>
            <source>Could not write %1; nothing was changed</source>
            <translation>无法写入 %1；未做任何更改</translation>
        </message>
        <message>
            <source>Export measured geometry</source>
            <translation>导出测得的几何参数</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON 文件 (*.json)</translation>
        </message>
    </context>
<context>
    <name>CustomLessonText</name>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>Your own kernel, checked on the open device. Its accesses are traced from your source: the Source dock highlights the line of the shown access. Its points are measured as a lesson&apos;s; points whose outputs were not checked are drawn as hollow rings. Edit it in the My kernel window and check it again to update this lesson.</source>
        <translation>你自己编写的内核，已在当前打开的设备上检查。它的访问是从你的源代码追踪得到的：源代码面板会高亮当前显示的访问所在的行。它的测量点与课程一样测量；输出未经校验的点画为空心圆环。在“我的内核”窗口中编辑它并再次检查，即可更新本课程。</translation>
    </message>
</context>
</TS>
