// SPDX-License-Identifier: GPL-3.0-or-later
// Terminal pictures of one request (see tracepicture.h).
#include "app/cli/tracepicture.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

namespace coalesce::cli {

namespace {

constexpr size_t kMaxRows = 24;         // rows of a bank grid or segment list before "... more"
constexpr uint32_t kBanksPerPanel = 16; // 8 + 16 * 4 = 72 columns

std::string format(const char* fmt, uint64_t a)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, fmt, static_cast<unsigned long long>(a));
    return buffer;
}

std::string percent(double fraction)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f%%", fraction * 100.0);
    return buffer;
}

std::string header(const Request& r)
{
    std::ostringstream out;
    out << spaceName(r.space) << " " << accessKindName(r.kind);
    if (!r.bufferName.empty()) {
        out << " of \"" << r.bufferName << "\"";
    }
    out << ": SIMD group " << r.group << " (of work-group " << r.workGroup << "), step " << r.step << "\n"
        << r.lanes.size() << " work-items";
    if (!r.lanes.empty()) {
        out << ", " << r.lanes.front().size << " B each";
    }
    out << "\n";
    return out.str();
}

// Local: one grid per conflict group. Columns are banks, rows are the rows of the bank grid (word / banks),
// each cell the lane that reads that word; '*' marks a word served in a later pass (a conflict), '+' a word
// that several lanes share (broadcast).
void drawBanks(std::ostringstream& out, const Request& r, const ModelGeometry& g)
{
    const uint32_t groupLanes = std::max<uint32_t>(1, std::min(g.conflictGroup, g.simd));
    out << g.banks << " banks x " << g.bankWidth << " B, conflicts judged per " << groupLanes << " lanes"
        << (g.broadcast ? ", broadcast on" : ", no broadcast") << "\n";
    out << "columns = banks, rows = words (index of the row's first word), cell = lane\n"
        << "  * = served in a later pass (bank conflict)   + = word shared by several lanes\n";

    std::map<uint32_t, std::vector<const LaneAccess*>> groups;
    for (const auto& lane : r.lanes) {
        groups[lane.lane / groupLanes].push_back(&lane);
    }
    for (const auto& [cg, lanes] : groups) {
        // Per word: its lanes; per bank: distinct words in lane order (the pass of each word).
        std::map<uint64_t, std::vector<uint32_t>> wordLanes;
        std::map<uint32_t, std::vector<uint64_t>> bankWords;
        for (const LaneAccess* lane : lanes) {
            const uint64_t first = lane->byteOffset / g.bankWidth;
            const uint64_t last = (lane->byteOffset + std::max<uint32_t>(lane->size, 1) - 1) / g.bankWidth;
            for (uint64_t w = first; w <= last; ++w) {
                auto& bank = bankWords[uint32_t(w % g.banks)];
                if (!g.broadcast || std::find(bank.begin(), bank.end(), w) == bank.end()) {
                    bank.push_back(w);
                }
                wordLanes[w].push_back(lane->lane);
            }
        }
        uint32_t degree = 1;
        for (const auto& [bank, words] : bankWords) {
            degree = std::max(degree, uint32_t(words.size()));
        }
        if (groups.size() > 1) {
            out << "\nconflict group " << cg << " (lanes " << cg * groupLanes << "-"
                << (cg + 1) * groupLanes - 1 << "): " << degree << (degree == 1 ? " pass" : " passes") << "\n";
        }
        std::set<uint64_t> rows;
        for (const auto& [w, ls] : wordLanes) {
            rows.insert(w / g.banks);
        }
        for (uint32_t first = 0; first < g.banks; first += kBanksPerPanel) {
            const uint32_t last = std::min(g.banks, first + kBanksPerPanel) - 1;
            out << "\n   word |";
            for (uint32_t b = first; b <= last; ++b) {
                out << format("%3llu ", b);
            }
            out << "\n--------+" << std::string(4 * (last - first + 1), '-') << "\n";
            size_t shown = 0;
            for (uint64_t row : rows) {
                if (shown++ == kMaxRows) {
                    out << "    ... " << rows.size() - kMaxRows << " more rows\n";
                    break;
                }
                out << format("%7llu |", row * g.banks);
                for (uint32_t b = first; b <= last; ++b) {
                    const uint64_t w = row * g.banks + b;
                    auto it = wordLanes.find(w);
                    if (it == wordLanes.end()) {
                        out << "  . ";
                        continue;
                    }
                    const auto& words = bankWords[b];
                    const auto pass = std::find(words.begin(), words.end(), w) - words.begin();
                    const char mark = pass > 0 ? '*' : (it->second.size() > 1 ? '+' : ' ');
                    out << format("%3llu", it->second.front()) << mark;
                }
                out << "\n";
            }
            out << " passes |";
            for (uint32_t b = first; b <= last; ++b) {
                auto it = bankWords.find(b);
                out << (it == bankWords.end() ? std::string("  . ") : format("%3llu ", it->second.size()));
            }
            out << "\n";
        }
    }
    out << "\nconflict degree " << r.conflictDegree << ": " << r.conflictDegree
        << (r.conflictDegree == 1 ? " pass (conflict-free)" : " passes instead of 1") << "\n";
}

// Global and constant: one line per segment touched, its bytes (# requested, . moved for nothing) and lanes.
void drawSegments(std::ostringstream& out, const Request& r, const ModelGeometry& g)
{
    const uint64_t perChar = std::max<uint64_t>(1, g.segment / 32);
    const uint64_t chars = (g.segment + perChar - 1) / perChar;
    out << "segments of " << g.segment << " B, cache lines of " << g.line << " B\n"
        << "one character = " << perChar << " B: # requested, . moved but unused\n\n";
    std::map<uint64_t, std::vector<uint32_t>> segLanes;
    std::map<uint64_t, std::string> segBar;
    for (const auto& lane : r.lanes) {
        const uint64_t last = lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1;
        for (uint64_t s = lane.byteOffset / g.segment; s <= last / g.segment; ++s) {
            auto& bar = segBar[s];
            if (bar.empty()) {
                bar.assign(chars, '.');
            }
            const uint64_t from = std::max(lane.byteOffset, s * g.segment) - s * g.segment;
            const uint64_t to = std::min(last, (s + 1) * g.segment - 1) - s * g.segment;
            for (uint64_t c = from / perChar; c <= to / perChar; ++c) {
                bar[c] = '#';
            }
            auto& ls = segLanes[s];
            if (ls.empty() || ls.back() != lane.lane) {
                ls.push_back(lane.lane);
            }
        }
    }
    out << "  offset   " << std::string(chars, ' ').replace(0, 5, "bytes") << "  lanes\n";
    size_t shown = 0;
    for (const auto& [s, bar] : segBar) {
        if (shown++ == kMaxRows) {
            out << "  ... " << segBar.size() - kMaxRows << " more segments\n";
            break;
        }
        out << format("%#9llx", s * g.segment) << "  " << bar << "  "
            << compactRanges(segLanes[s], 78 - 13 - chars) << "\n";
    }
    out << "\n"
        << r.transactions << (r.transactions == 1 ? " transaction" : " transactions") << " (" << r.lines
        << (r.lines == 1 ? " line" : " lines") << "): requested " << r.bytesRequested << " B, moved "
        << r.bytesMoved << " B, efficiency " << percent(r.efficiency) << "\n";
    if (r.kind == AccessKind::Write && r.partialSegments > 0) {
        out << r.partialSegments << " of " << r.transactions
            << " segments partly written (merged with old data)\n";
    }
    if (r.space == Space::Global && !r.channels.empty()) {
        std::vector<std::string> loads;
        for (size_t c = 0; c < r.channels.size(); ++c) {
            if (r.channels[c] > 0) {
                loads.push_back("ch" + std::to_string(c) + ":" + std::to_string(r.channels[c]));
            }
        }
        out << wrapWords("segments per channel (" + std::to_string(g.channels) + " x " +
                             std::to_string(g.interleave) + " B): ",
                         loads);
    }
}

void drawAddresses(std::ostringstream& out, const Request& r)
{
    std::map<uint64_t, std::vector<uint32_t>> addrLanes;
    for (const auto& lane : r.lanes) {
        addrLanes[lane.byteOffset].push_back(lane.lane);
    }
    out << "\n  address  lanes\n";
    size_t shown = 0;
    for (const auto& [a, ls] : addrLanes) {
        if (shown++ == kMaxRows) {
            out << "  ... " << addrLanes.size() - kMaxRows << " more addresses\n";
            break;
        }
        out << format("%#9llx", a) << "  " << compactRanges(ls, 66) << "\n";
    }
    out << "\n"
        << r.distinctAddresses
        << (r.distinctAddresses == 1 ? " distinct address: one broadcast pass"
                                     : " distinct addresses: serialised into that many passes")
        << "\n";
}

} // namespace

std::string wrapWords(const std::string& prefix, const std::vector<std::string>& words, size_t width)
{
    const std::string indent(std::min<size_t>(prefix.size(), 12), ' ');
    std::string out = prefix;
    size_t line = out.size();
    bool first = true;
    for (const auto& w : words) {
        if (!first && line + 1 + w.size() > width) {
            out += "\n" + indent;
            line = indent.size();
        } else if (!first) {
            out += " ";
            ++line;
        }
        out += w;
        line += w.size();
        first = false;
    }
    return out + "\n";
}

std::string wrapText(const std::string& prefix, const std::string& text, size_t width)
{
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string w; in >> w;)
        words.push_back(w);
    return wrapWords(prefix, words, width);
}

std::string compactRanges(std::vector<uint32_t> values, size_t maxChars)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    std::string out;
    for (size_t i = 0; i < values.size();) {
        size_t j = i;
        while (j + 1 < values.size() && values[j + 1] == values[j] + 1) {
            ++j;
        }
        std::string part = std::to_string(values[i]);
        if (j > i) {
            part += "-" + std::to_string(values[j]);
        }
        if (!out.empty() && out.size() + part.size() + 1 > maxChars) {
            return out + ",...";
        }
        out += (out.empty() ? "" : ",") + part;
        i = j + 1;
    }
    return out;
}

std::string drawRequest(const Request& request, const ModelGeometry& geometry)
{
    std::ostringstream out;
    out << header(request);
    switch (request.space) {
    case Space::Local:
        drawBanks(out, request, geometry);
        break;
    case Space::Global:
        drawSegments(out, request, geometry);
        break;
    case Space::Constant:
        drawSegments(out, request, geometry);
        drawAddresses(out, request);
        break;
    case Space::Private:
        drawSegments(out, request, geometry);
        out << "private array, drawn at its spill address: element i of work-item w at\n"
               "(i x work-items + w) x size; in registers if the compiler does not spill it\n";
        break;
    }
    return out.str();
}

} // namespace coalesce::cli
