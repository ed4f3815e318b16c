// SPDX-License-Identifier: GPL-3.0-or-later
// The pre-parse checks of a result file (see resultlimits.h): one pass over the text.
#include "core/resultlimits.h"

#include "core/errors.h"

namespace coalesce {

void checkResultText(const std::string& text, const std::string& what)
{
    auto refuse = [&](const std::string& why) { throw Error(ErrorKind::Io, what + " is refused: " + why); };
    if (text.size() > kMaxResultFileBytes)
        refuse("it has " + std::to_string(text.size()) + " bytes; result files are limited to " +
               std::to_string(kMaxResultFileBytes >> 20) + " MiB");
    int depth = 0;
    bool inString = false;
    size_t stringStart = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i; // the escaped character cannot end the string
            } else if (c == '"') {
                inString = false;
                if (i - stringStart > kMaxResultString)
                    refuse("a string at byte " + std::to_string(stringStart) + " is " +
                           std::to_string(i - stringStart) + " bytes long; strings are limited to " +
                           std::to_string(kMaxResultString >> 20) + " MiB");
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            stringStart = i + 1;
        } else if (c == '{' || c == '[') {
            if (++depth > kMaxResultDepth)
                refuse("objects and arrays are nested more than " + std::to_string(kMaxResultDepth) +
                       " deep (at byte " + std::to_string(i) + ")");
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    if (inString && text.size() - stringStart > kMaxResultString)
        refuse("an unterminated string of more than " + std::to_string(kMaxResultString >> 20) + " MiB");
}

} // namespace coalesce
