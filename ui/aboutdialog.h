// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help > About Coalesce: version, licence, how this build was made and which OpenCL ICD loader it runs on,
// with a button that copies those facts for a bug report. The loader is asked off the GUI thread: the first
// OpenCL call loads every installed driver, which can take a while.
#include <QDialog>
#include <QString>

class QLabel;

namespace coalesce::ui {

/// What the ICD loader says about itself (ocl-icd and the Khronos loader answer clGetICDLoaderInfoOCLICD) and
/// the library file it was loaded from. Empty fields where it does not say.
struct OpenClLoaderInfo {
    QString name;
    QString version;
    QString file;
};
OpenClLoaderInfo queryOpenClLoader();
/// "ocl-icd 2.3.1 (/usr/lib/x86_64-linux-gnu/libOpenCL.so.1.0.0)", or a sentence saying it is unknown.
QString openClLoaderText(const OpenClLoaderInfo& info);

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The build and runtime facts shown (and copied), one "name: value" per line.
    QString buildInfo() const;

private:
    void showBuildInfo();

    QLabel* m_details = nullptr;
    QString m_loader;
};

} // namespace coalesce::ui
