// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writing output files so that nothing is lost: a regular file is replaced atomically (temporary file in the
// same folder + rename) keeping its mode and owner; a hard-linked file is rewritten in place so every link sees
// the new text; character devices, FIFOs and sockets (/dev/null, /dev/stdout, a pipe) are written through,
// never replaced; symbolic links are followed to their target. Temporary names are short (".coalesce-PID-N"),
// so a 255-byte file name works. Several outputs are staged first and committed together: when one cannot be
// written, none of the regular files is replaced.
#include <string>
#include <utility>
#include <vector>

namespace coalesce {

/// Checks that path could be written (its folder exists and takes a new file, or it is a writable device or
/// FIFO) without leaving anything behind and without opening a FIFO. Throws Error(Io) naming the path and why.
/// Used before a sweep starts, so a bad --out fails fast.
void checkWritable(const std::string& path);

/// True when a and b name the same file: the same inode when both exist, else the same path once "." , ".."
/// and symbolic links are resolved ("x.json" and "./x.json").
bool sameOutput(const std::string& a, const std::string& b);

/// Writes each (path, text): regular files are staged in temporary files first and renamed into place only
/// when every staged write succeeded; then streams (devices, FIFOs) are written. Throws Error(Io) naming the
/// path; on a failure while staging no regular file has been replaced and no temporary file is left.
void writeOutputs(const std::vector<std::pair<std::string, std::string>>& outputs);

/// One output: writeOutputs({{path, text}}).
void writeFileAtomic(const std::string& path, const std::string& text);

} // namespace coalesce
