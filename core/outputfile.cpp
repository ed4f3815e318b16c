// SPDX-License-Identifier: GPL-3.0-or-later
// Output files that lose nothing (see outputfile.h): what the path is decides how it is written.
#include "core/outputfile.h"

#include "core/errors.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace coalesce {

namespace {

namespace fs = std::filesystem;

constexpr int kMaxLinks = 40; // as the kernel's ELOOP limit

[[noreturn]] void ioError(const std::string& message)
{
    throw Error(ErrorKind::Io, message);
}

std::string errnoText(int error = errno)
{
    return std::strerror(error);
}

std::string folderOf(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    if (slash == 0)
        return "/";
    return path.substr(0, slash);
}

// The process's own descriptors (/dev/stdout -> /proc/self/fd/1 -> a file the shell opened): written through,
// appended, even when the descriptor is a regular file, since the shell and this process share it.
bool isOwnDescriptor(const std::string& path)
{
    for (const char* prefix : {"/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/self/fd/"})
        if (path.rfind(prefix, 0) == 0)
            return true;
    return path.rfind("/proc/" + std::to_string(::getpid()) + "/fd/", 0) == 0;
}

// Follows symbolic links to the file that is finally written (a dangling link names a file to create). Sets
// ownDescriptor when a hop is one of this process's descriptors.
std::string followLinks(const std::string& given, bool* ownDescriptor = nullptr)
{
    std::string path = given;
    for (int i = 0; i < kMaxLinks; ++i) {
        if (ownDescriptor && isOwnDescriptor(path))
            *ownDescriptor = true;
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return path;
        std::string target(size_t(st.st_size > 0 ? st.st_size : 4096) + 1, '\0');
        const ssize_t n = ::readlink(path.c_str(), target.data(), target.size());
        if (n < 0)
            ioError("cannot write \"" + given + "\": reading the link: " + errnoText());
        target.resize(size_t(n));
        path = !target.empty() && target[0] == '/' ? target : folderOf(path) + "/" + target;
    }
    ioError("cannot write \"" + given + "\": too many levels of symbolic links");
}

enum class Kind { New, Regular, HardLinked, Stream };

struct Target {
    std::string given; // as the user wrote it, for messages
    std::string path;  // after following links
    Kind kind = Kind::New;
    struct stat st {};
};

Target inspect(const std::string& given)
{
    if (given.empty())
        ioError("no output file name given");
    if (given.back() == '/')
        ioError("cannot write \"" + given + "\": it names a folder, not a file");
    Target t;
    t.given = given;
    bool own = false;
    t.path = followLinks(given, &own);
    if (::stat(t.path.c_str(), &t.st) == 0) {
        if (S_ISDIR(t.st.st_mode))
            ioError("cannot write \"" + given + "\": it is a folder, not a file");
        // A path the process owns (/dev/stdout, /proc/self/fd/N) is written through like a device or a FIFO.
        if (!own && S_ISREG(t.st.st_mode))
            t.kind = t.st.st_nlink > 1 ? Kind::HardLinked : Kind::Regular;
        else if (own || S_ISCHR(t.st.st_mode) || S_ISFIFO(t.st.st_mode) || S_ISSOCK(t.st.st_mode))
            t.kind = Kind::Stream;
        else
            ioError("cannot write \"" + given + "\": it is a block device or special file, not overwritten");
        return t;
    }
    if (errno != ENOENT)
        ioError("cannot write \"" + given + "\": " + errnoText());
    const std::string folder = folderOf(t.path);
    struct stat st {};
    if (::stat(folder.c_str(), &st) != 0)
        ioError("cannot write \"" + given + "\": folder \"" + folder + "\" does not exist");
    if (!S_ISDIR(st.st_mode))
        ioError("cannot write \"" + given + "\": \"" + folder + "\" is not a folder");
    t.kind = Kind::New;
    return t;
}

// A new, empty temporary file next to the target, with a short name (the target's may be 255 bytes long).
int createTemp(const Target& t, std::string& tempName)
{
    static unsigned counter = 0;
    const std::string folder = folderOf(t.path);
    for (int attempt = 0; attempt < 100; ++attempt) {
        tempName = folder + "/.coalesce-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
        const int fd = ::open(tempName.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0)
            return fd;
        if (errno != EEXIST)
            break;
    }
    ioError("cannot write \"" + t.given + "\": " + errnoText());
}

// Writes all of text; false with errno set on failure.
bool writeAll(int fd, const std::string& text)
{
    size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        written += size_t(n);
    }
    return true;
}

struct Staged {
    Target target;
    std::string temp; // regular and new files only
    const std::string* text = nullptr;
};

// Writes the text into a temporary file carrying the target's mode and owner; throws with the temp removed.
void stage(Staged& s)
{
    const int fd = createTemp(s.target, s.temp);
    auto fail = [&](const std::string& doing, int error) {
        ::close(fd);
        ::unlink(s.temp.c_str());
        s.temp.clear();
        ioError("cannot write \"" + s.target.given + "\": " + doing + ": " + errnoText(error));
    };
    if (s.target.kind == Kind::Regular) {
        // The replacement keeps what the old file had (0600 stays 0600); the owner only where we may.
        if (::fchmod(fd, s.target.st.st_mode & 07777) != 0)
            fail("keeping its mode", errno);
        if (s.target.st.st_uid != ::geteuid() || s.target.st.st_gid != ::getegid())
            (void)!::fchown(fd, s.target.st.st_uid, s.target.st.st_gid);
    }
    if (!writeAll(fd, *s.text))
        fail("writing", errno);
    if (::fsync(fd) != 0)
        fail("syncing", errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(s.temp.c_str());
        s.temp.clear();
        ioError("cannot write \"" + s.target.given + "\": closing: " + errnoText(error));
    }
}

void commit(Staged& s)
{
    if (::rename(s.temp.c_str(), s.target.path.c_str()) != 0) {
        const int error = errno;
        ::unlink(s.temp.c_str());
        s.temp.clear();
        ioError("cannot write \"" + s.target.given + "\": " + errnoText(error));
    }
    s.temp.clear();
    // Make the rename itself durable; failure here does not lose the file, so it is not an error.
    const int dir = ::open(folderOf(s.target.path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

// Devices, FIFOs and hard-linked files: written through, in place.
void writeThrough(const Staged& s)
{
    const int flags = O_WRONLY | O_CLOEXEC | (s.target.kind == Kind::HardLinked ? O_TRUNC : O_APPEND);
    const int fd = ::open(s.target.path.c_str(), flags);
    if (fd < 0)
        ioError("cannot write \"" + s.target.given + "\": " + errnoText());
    if (!writeAll(fd, *s.text)) {
        const int error = errno;
        ::close(fd);
        ioError("cannot write \"" + s.target.given + "\": writing: " + errnoText(error));
    }
    if (s.target.kind == Kind::HardLinked && ::fsync(fd) != 0) {
        const int error = errno;
        ::close(fd);
        ioError("cannot write \"" + s.target.given + "\": syncing: " + errnoText(error));
    }
    if (::close(fd) != 0 && s.target.kind == Kind::HardLinked)
        ioError("cannot write \"" + s.target.given + "\": closing: " + errnoText());
}

} // namespace

void checkWritable(const std::string& path)
{
    const Target t = inspect(path);
    if (t.kind == Kind::New || t.kind == Kind::Regular) {
        std::string temp;
        const int fd = createTemp(t, temp);
        ::close(fd);
        ::unlink(temp.c_str());
        return;
    }
    if (::access(t.path.c_str(), W_OK) != 0)
        ioError("cannot write \"" + path + "\": " + errnoText());
}

bool sameOutput(const std::string& a, const std::string& b)
{
    struct stat sa {
    }, sb{};
    if (::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    std::error_code ea, eb;
    const fs::path ca = fs::weakly_canonical(fs::absolute(followLinks(a)), ea);
    const fs::path cb = fs::weakly_canonical(fs::absolute(followLinks(b)), eb);
    if (ea || eb)
        return fs::absolute(a).lexically_normal() == fs::absolute(b).lexically_normal();
    return ca == cb;
}

void writeOutputs(const std::vector<std::pair<std::string, std::string>>& outputs)
{
    std::vector<Staged> staged;
    staged.reserve(outputs.size());
    for (const auto& [path, text] : outputs)
        staged.push_back(Staged{inspect(path), {}, &text});
    try {
        for (auto& s : staged)
            if (s.target.kind == Kind::New || s.target.kind == Kind::Regular)
                stage(s);
    } catch (...) {
        for (auto& s : staged)
            if (!s.temp.empty())
                ::unlink(s.temp.c_str());
        throw;
    }
    for (size_t i = 0; i < staged.size(); ++i) {
        if (staged[i].temp.empty())
            continue;
        try {
            commit(staged[i]);
        } catch (...) {
            for (size_t k = i + 1; k < staged.size(); ++k)
                if (!staged[k].temp.empty())
                    ::unlink(staged[k].temp.c_str());
            throw;
        }
    }
    for (const auto& s : staged)
        if (s.target.kind == Kind::Stream || s.target.kind == Kind::HardLinked)
            writeThrough(s);
}

void writeFileAtomic(const std::string& path, const std::string& text)
{
    writeOutputs({{path, text}});
}

} // namespace coalesce
