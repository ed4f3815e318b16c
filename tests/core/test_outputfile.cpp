// SPDX-License-Identifier: GPL-3.0-or-later
// Output files that lose nothing (core/outputfile.h): what the path is decides how it is written. Regular files
// are replaced atomically keeping their mode; hard links are rewritten in place; devices and FIFOs are written
// through; symbolic links are followed; 255-byte names work; several outputs are all written or none.
#include "core/errors.h"
#include "core/outputfile.h"

#include <gtest/gtest.h>

#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace coalesce;

namespace {

class OutputFile : public ::testing::Test {
protected:
    void SetUp() override
    {
        char name[] = "/tmp/coalesce-output-test-XXXXXX";
        m_dir = ::mkdtemp(name);
    }
    void TearDown() override
    {
        const std::string cmd = "rm -rf '" + m_dir + "'";
        EXPECT_EQ(std::system(cmd.c_str()), 0);
    }
    std::string file(const std::string& name) const { return m_dir + "/" + name; }

    std::vector<std::string> entries() const
    {
        std::vector<std::string> names;
        if (DIR* d = ::opendir(m_dir.c_str())) {
            while (const dirent* e = ::readdir(d))
                if (std::string(e->d_name) != "." && std::string(e->d_name) != "..")
                    names.push_back(e->d_name);
            ::closedir(d);
        }
        std::sort(names.begin(), names.end());
        return names;
    }

    std::string m_dir;
};

std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct stat statOf(const std::string& path)
{
    struct stat st {};
    EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
    return st;
}

} // namespace

TEST_F(OutputFile, RegularFileReplacedKeepingItsMode)
{
    writeFileAtomic(file("r.json"), "old");
    ASSERT_EQ(::chmod(file("r.json").c_str(), 0600), 0);
    const ino_t before = statOf(file("r.json")).st_ino;
    writeFileAtomic(file("r.json"), "new contents");
    EXPECT_EQ(readText(file("r.json")), "new contents");
    EXPECT_EQ(statOf(file("r.json")).st_mode & 07777, 0600u);
    EXPECT_NE(statOf(file("r.json")).st_ino, before); // replaced by a rename, not rewritten
    EXPECT_EQ(entries(), std::vector<std::string>{"r.json"});
}

TEST_F(OutputFile, SymlinkIsFollowedAndKept)
{
    writeFileAtomic(file("target.json"), "old");
    ASSERT_EQ(::symlink("target.json", file("link.json").c_str()), 0);
    writeFileAtomic(file("link.json"), "through the link");
    struct stat st {};
    ASSERT_EQ(::lstat(file("link.json").c_str(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));
    EXPECT_EQ(readText(file("target.json")), "through the link");
    // A dangling link names the file to create.
    ASSERT_EQ(::symlink("made.json", file("dangling.json").c_str()), 0);
    writeFileAtomic(file("dangling.json"), "created");
    EXPECT_EQ(readText(file("made.json")), "created");
    ASSERT_EQ(::lstat(file("dangling.json").c_str(), &st), 0);
    EXPECT_TRUE(S_ISLNK(st.st_mode));
}

TEST_F(OutputFile, HardLinksKeepSharingTheFile)
{
    writeFileAtomic(file("a.json"), "old");
    ASSERT_EQ(::link(file("a.json").c_str(), file("b.json").c_str()), 0);
    writeFileAtomic(file("a.json"), "both names see this");
    EXPECT_EQ(readText(file("b.json")), "both names see this");
    EXPECT_EQ(statOf(file("a.json")).st_ino, statOf(file("b.json")).st_ino);
    EXPECT_EQ(statOf(file("a.json")).st_nlink, 2u);
}

TEST_F(OutputFile, FifoIsWrittenThrough)
{
    ASSERT_EQ(::mkfifo(file("pipe").c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] { received = readText(file("pipe")); });
    writeFileAtomic(file("pipe"), "streamed text\n");
    reader.join();
    EXPECT_EQ(received, "streamed text\n");
    EXPECT_TRUE(S_ISFIFO(statOf(file("pipe")).st_mode));
    EXPECT_EQ(entries(), std::vector<std::string>{"pipe"});
}

TEST_F(OutputFile, CharacterDeviceIsWrittenThroughNotReplaced)
{
    // A /dev/null of our own where we may create one (root); else /dev/null itself, which only root could
    // have replaced.
    std::string device = file("null");
    if (::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        device = "/dev/null";
    writeFileAtomic(device, "discarded");
    EXPECT_TRUE(S_ISCHR(statOf(device).st_mode));
    EXPECT_TRUE(S_ISCHR(statOf("/dev/null").st_mode));
    checkWritable(device);
    // A device that fails every write: the error names the path and the cause.
    try {
        writeFileAtomic("/dev/full", "no space");
        ADD_FAILURE() << "no error writing /dev/full";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find("/dev/full"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(S_ISCHR(statOf("/dev/full").st_mode));
}

TEST_F(OutputFile, LongFileNamesWork)
{
    for (const size_t length : {241u, 250u, 255u}) {
        const std::string name(length, 'n');
        checkWritable(file(name));
        writeFileAtomic(file(name), "long name");
        EXPECT_EQ(readText(file(name)), "long name") << length;
        writeFileAtomic(file(name), "replaced");
        EXPECT_EQ(readText(file(name)), "replaced") << length;
        ASSERT_EQ(::unlink(file(name).c_str()), 0);
    }
    EXPECT_TRUE(entries().empty());
}

TEST_F(OutputFile, SameFileByInodeNotByText)
{
    EXPECT_TRUE(sameOutput(file("x.json"), m_dir + "/./x.json")); // neither exists yet
    EXPECT_TRUE(sameOutput(file("x.json"), m_dir + "/sub/../x.json"));
    EXPECT_FALSE(sameOutput(file("x.json"), file("y.json")));
    writeFileAtomic(file("x.json"), "x");
    ASSERT_EQ(::symlink("x.json", file("alias.json").c_str()), 0);
    ASSERT_EQ(::link(file("x.json").c_str(), file("hard.json").c_str()), 0);
    EXPECT_TRUE(sameOutput(file("x.json"), file("alias.json")));
    EXPECT_TRUE(sameOutput(file("x.json"), file("hard.json")));
    EXPECT_TRUE(sameOutput(file("x.json"), m_dir + "/./x.json"));
    EXPECT_FALSE(sameOutput(file("x.json"), file("y.json")));
}

TEST_F(OutputFile, AFailedOutputLeavesTheOthersUntouched)
{
    // The second file cannot be written (a 1000-byte file size limit: EFBIG): the first, staged already, is
    // not replaced, no temporary file stays, and the old contents survive.
    writeFileAtomic(file("r.json"), "old result");
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit small = old;
    small.rlim_cur = 1000;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
    bool threw = false;
    try {
        writeOutputs({{file("r.json"), "new result"}, {file("r.csv"), std::string(5000, 'x')}});
    } catch (const Error& e) {
        threw = true;
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find("r.csv"), std::string::npos) << e.what();
    }
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &old), 0);
    EXPECT_TRUE(threw);
    EXPECT_EQ(readText(file("r.json")), "old result");
    EXPECT_EQ(entries(), std::vector<std::string>{"r.json"});

    writeOutputs({{file("r.json"), "new result"}, {file("r.csv"), "csv"}});
    EXPECT_EQ(readText(file("r.json")), "new result");
    EXPECT_EQ(readText(file("r.csv")), "csv");
}

TEST_F(OutputFile, BadTargetsAreRefusedBeforeWriting)
{
    for (const std::string& bad :
         {std::string(), m_dir, m_dir + "/", file("missing/x.json"), std::string("/etc/hostname/x.json")}) {
        EXPECT_THROW(checkWritable(bad), Error) << bad;
        EXPECT_THROW(writeFileAtomic(bad, "text"), Error) << bad;
    }
    ASSERT_EQ(::symlink("loop", file("loop").c_str()), 0);
    EXPECT_THROW(writeFileAtomic(file("loop"), "text"), Error);
}
