// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// core/ has no Qt and speaks English: its error messages, skip reasons, geometry notes and scan phase names
// reach the window as plain text. This table gives them to Qt Linguist: each entry is one of core's sentences
// with %1, %2 ... where core puts a value (a number, a name, a file, another sentence), so translate() finds
// the entry that matches a message, translates it and puts the values back in, each translated again when it
// is itself one of core's sentences. A message the table does not know is shown as core wrote it.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>

namespace coalesce::ui {

class CoreTexts {
    Q_DECLARE_TR_FUNCTIONS(CoreTexts)
public:
    /// `english`, one of core's texts, in the current language.
    static QString translate(const QString& english);
    static QString translate(const std::string& english) { return translate(QString::fromStdString(english)); }
    /// A parameter's choice as the parameter form lists it: "全局 (global)" in Chinese, "global" in English.
    /// The value itself (what a sweep or --set takes) is always kept visible.
    static QString choice(const std::string& value);
    /// The table's English templates (tests).
    static QStringList templates();
};

} // namespace coalesce::ui
