// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/aboutdialog.h"

#include "coalesce_version.h"

#include <CL/cl.h>

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSysInfo>
#include <QThreadPool>
#include <QVBoxLayout>

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

namespace coalesce::ui {

namespace {

// cl_loader_info (ocl-icd's extension, also in the Khronos loader): param names and the entry point's type.
constexpr cl_uint kIcdlVersion = 2;
constexpr cl_uint kIcdlName = 3;
using GetLoaderInfo = cl_int (*)(cl_uint, size_t, void*, size_t*);
using GetExtensionAddress = void* (*)(const char*);

QString loaderString(GetLoaderInfo get, cl_uint param)
{
    size_t size = 0;
    if (get(param, 0, nullptr, &size) != CL_SUCCESS || size == 0)
        return {};
    std::vector<char> text(size + 1, '\0');
    if (get(param, size, text.data(), nullptr) != CL_SUCCESS)
        return {};
    return QString::fromUtf8(text.data()).trimmed();
}

QString compilerText()
{
#if defined(__clang__)
    return QStringLiteral("Clang " __clang_version__);
#elif defined(__GNUC__)
    return QStringLiteral("GCC " __VERSION__);
#else
    return QStringLiteral("unknown compiler");
#endif
}

} // namespace

OpenClLoaderInfo queryOpenClLoader()
{
    OpenClLoaderInfo info;
    // Looked up at run time rather than called: the file is where the symbol came from, and the extension
    // query is not part of OpenCL's headers (and clGetExtensionFunctionAddress is deprecated in them).
    void* platformIds = dlsym(RTLD_DEFAULT, "clGetPlatformIDs");
    Dl_info where{};
    if (platformIds && dladdr(platformIds, &where) && where.dli_fname)
        info.file = QFileInfo(QString::fromLocal8Bit(where.dli_fname)).canonicalFilePath();
    auto address = reinterpret_cast<GetExtensionAddress>(dlsym(RTLD_DEFAULT, "clGetExtensionFunctionAddress"));
    auto get = address ? reinterpret_cast<GetLoaderInfo>(address("clGetICDLoaderInfoOCLICD")) : nullptr;
    if (get) {
        info.name = loaderString(get, kIcdlName);
        info.version = loaderString(get, kIcdlVersion);
    }
    return info;
}

QString openClLoaderText(const OpenClLoaderInfo& info)
{
    QString text = (info.name + QLatin1Char(' ') + info.version).trimmed();
    if (text.isEmpty())
        text = AboutDialog::tr("an ICD loader that does not name itself");
    if (!info.file.isEmpty())
        text += QStringLiteral(" (%1)").arg(info.file);
    return text;
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("About Coalesce"));
    setObjectName(QStringLiteral("aboutDialog"));
    setAttribute(Qt::WA_DeleteOnClose);

    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/coalesce.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);

    auto* text = new QLabel(this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setOpenExternalLinks(true);
    text->setText(
        tr("<h2>Coalesce %1</h2><p>Makes GPU memory behaviour visible and measurable with real OpenCL kernels: "
           "coalescing, strides, bank conflicts, constant memory and channels.</p>")
            .arg(QStringLiteral(COALESCE_VERSION)) +
        tr("<p>Coalesce is free software: you can redistribute it and/or modify it under the terms of the "
           "<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GNU General Public License</a>, version 3 or "
           "(at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</p>"
           "<p>It uses Qt and Qt Charts (GPL-3.0), the OpenCL C++ bindings, spdlog, fmt, nlohmann/json and "
           "CLI11.</p>"));

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("buildInfo"));
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setWordWrap(true);
    m_loader = tr("asking the loader…");
    showBuildInfo();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy build information"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(buildInfo()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    auto* column = new QVBoxLayout;
    column->addWidget(text);
    column->addWidget(m_details);
    top->addLayout(column, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(560);

    // The first OpenCL call may load every installed driver: never on the GUI thread.
    // The dialog may be closed before the answer comes: the answer goes to the application's thread and finds
    // the dialog through a guard (QFuture::then with the dialog as context asserts once the dialog is gone).
    QThreadPool::globalInstance()->start([self = QPointer<AboutDialog>(this)] {
        const OpenClLoaderInfo info = queryOpenClLoader();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, info] {
                if (!self)
                    return;
                self->m_loader = openClLoaderText(info);
                self->showBuildInfo();
            },
            Qt::QueuedConnection);
    });
}

QString AboutDialog::buildInfo() const
{
    const char* kernelDir = std::getenv("COALESCE_KERNEL_DIR");
    const QStringList lines = {
        tr("Version: %1").arg(QStringLiteral(COALESCE_VERSION)),
        tr("Qt: %1 (built with %2), platform %3")
            .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR), QApplication::platformName()),
        tr("Compiler: %1, %2 build")
            .arg(compilerText(),
#ifdef NDEBUG
                 tr("optimised")
#else
                 tr("debug")
#endif
                     ),
        tr("OpenCL: headers for OpenCL %1.%2")
            .arg(CL_TARGET_OPENCL_VERSION / 100)
            .arg(CL_TARGET_OPENCL_VERSION / 10 % 10),
        tr("OpenCL loader: %1").arg(m_loader),
        kernelDir && *kernelDir
            ? tr("Kernels: from COALESCE_KERNEL_DIR (%1)").arg(QString::fromLocal8Bit(kernelDir))
            : tr("Kernels: built in"),
        tr("System: %1, %2").arg(QSysInfo::prettyProductName(), QSysInfo::currentCpuArchitecture()),
    };
    return lines.join(QLatin1Char('\n'));
}

void AboutDialog::showBuildInfo()
{
    m_details->setText(buildInfo());
}

} // namespace coalesce::ui
