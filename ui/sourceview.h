// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson's kernel source beside the picture, with the line of the shown access highlighted (the trace
// records the access macro's __LINE__, counted in the kernel file). The file is the kernel whose opening
// comment names the lesson id (every file in kernels/ does, e.g. "(lesson local.padding, kernel
// padded_tile_column)").
#include <QPlainTextEdit>

#include <string>

namespace coalesce::ui {

class SourceView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);
    /// Shows the kernel file of `lessonId` (a note when none is found).
    void setLesson(const std::string& lessonId);
    /// Shows a user's kernel (issue 13): `name` ("copy.cl") and its source; the trace's lines count in it.
    void setSource(const QString& name, const QString& text);
    /// Highlights `line` (1-based, in the kernel file) and scrolls to it; 0 clears the highlight.
    void setLine(uint32_t line);
    uint32_t line() const { return m_line; }
    const QString& fileName() const { return m_file; }
    /// The kernel file whose first lines name `lessonId`; empty when none does.
    static QString kernelFileFor(const std::string& lessonId);

private:
    QString m_file;
    uint32_t m_line = 0;
};

} // namespace coalesce::ui
