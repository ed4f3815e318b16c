// SPDX-License-Identifier: GPL-3.0-or-later
// KernelEditor beside the main window: the check goes to the controller's worker as a task (ui/customtask.h),
// a clean kernel becomes the current lesson (pattern, model, chart, results), Measure and Sweep are the main
// window's. Also the form/JSON sync, "Copy to my kernels" of a lesson and the main window's "New kernel" menu.
#include "core/custom/customkernel.h"
#include "core/custom/lessoncopy.h"
#include "core/custom/templates.h"
#include "core/custom/validationstatus.h"
#include "core/lesson.h"
#include "ui/controller.h"
#include "ui/customtask.h"
#include "ui/kernelcodeedit.h"
#include "ui/kerneleditor.h"
#include "ui/kernelspecform.h"
#include "ui/resultsmodel.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolBar>

namespace coalesce::ui {

namespace {

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

void KernelEditor::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&Kernel"));
    QMenu* templates = file->addMenu(tr("New from &template"));
    for (const auto& t : custom::kernelTemplates()) {
        const QString id = fromStd(t.id);
        templates->addAction(fromStd(t.title), this, [this, id] { loadTemplate(id); });
    }
    QMenu* copies = file->addMenu(tr("&Copy to my kernels"));
    for (const Lesson* lesson : allLessons()) {
        const QString id = fromStd(lesson->info().id);
        copies->addAction(id, this, [this, id] { copyLesson(id); });
    }
    file->addSeparator();
    file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open kernel"), m_path, tr("OpenCL C (*.cl)"));
        if (!path.isEmpty())
            openFile(path);
    });
    file->addAction(tr("&Save as…"), QKeySequence::SaveAs, this, [this] {
        QString dir = m_path;
        if (dir.isEmpty()) {
            dir =
                QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/kernels");
            QDir().mkpath(dir);
        }
        const QString path = QFileDialog::getSaveFileName(this, tr("Save kernel"), dir, tr("OpenCL C (*.cl)"));
        if (!path.isEmpty())
            saveFile(path.endsWith(QLatin1String(".cl")) ? path : path + QStringLiteral(".cl"));
    });
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    QToolBar* bar = addToolBar(tr("Run"));
    bar->setObjectName(QStringLiteral("kernelRunBar"));
    bar->addAction(tr("Check"), this, &KernelEditor::check)
        ->setToolTip(tr("Build, then run the checked launch: every access outside its buffer is listed"));
    bar->addAction(tr("Trace"), this, &KernelEditor::trace)
        ->setToolTip(tr("Trace the accesses and show the requests the memory models make of them"));
    bar->addAction(m_controller ? tr("Measure") : tr("Run"), this, &KernelEditor::run)
        ->setToolTip(tr("Check, validate against PoCL (or the expected files) and measure"));
    if (m_controller)
        bar->addAction(tr("Sweep"), this, &KernelEditor::sweep)
            ->setToolTip(tr("Sweep the spec's sweepable parameter; the main window's chart plots it"));
}

void KernelEditor::formEdited()
{
    m_syncing = true;
    m_spec->setPlainText(fromStd(m_form->specJson().dump(2)));
    m_syncing = false;
}

CustomKernelText KernelEditor::currentKernel() const
{
    CustomKernelText k;
    k.source = source().toStdString();
    k.spec = specText().toStdString();
    k.name = m_path.isEmpty() ? "kernel.cl" : QFileInfo(m_path).fileName().toStdString();
    k.dir = m_path.isEmpty() ? "." : QFileInfo(m_path).absolutePath().toStdString();
    return k;
}

void KernelEditor::setKernel(const CustomKernelText& kernel)
{
    setSource(fromStd(kernel.source));
    setSpecText(fromStd(kernel.spec));
    m_path = kernel.dir == "." ? QString() : fromStd(kernel.dir + "/" + kernel.name);
    setWindowTitle(tr("My kernel – %1").arg(fromStd(kernel.name)));
}

bool KernelEditor::copyLesson(const QString& lessonId)
{
    const auto copy = custom::lessonCopy(lessonId.toStdString());
    if (!copy)
        return false;
    setSource(fromStd(copy->source));
    setSpecText(fromStd(copy->spec));
    m_path.clear();
    setWindowTitle(tr("My kernel – copy of %1").arg(lessonId));
    m_status->setText(copy->exact ? tr("A copy of %1 with its default configuration: check it, then measure or "
                                       "sweep it like the lesson.")
                                        .arg(lessonId)
                                  : tr("A copy of %1's kernel: %2").arg(lessonId, fromStd(copy->note)));
    return true;
}

void KernelEditor::connectController()
{
    connect(m_controller, &Controller::customChecked, this, &KernelEditor::onChecked);
    connect(m_controller, &Controller::errorOccurred, this, &KernelEditor::onControllerError);
    connect(m_controller, &Controller::pointMeasured, this, [this](const PointResult& p) {
        if (!isCustomLesson(m_controller->lessonId()))
            return;
        QString line;
        if (!p.error.empty())
            line = tr("error: %1").arg(fromStd(p.error));
        else if (!p.skipped.empty())
            line = tr("skipped: %1").arg(fromStd(p.skipped));
        else if (!p.validation.passed)
            line = tr("wrong result: %1").arg(fromStd(p.validation.firstMismatch));
        else
            line = tr("%1 GB/s (median of %2 runs), %3")
                       .arg(QLocale().toString(p.ebGBs, 'f', 2))
                       .arg(p.timing.reps)
                       .arg(notChecked(p) ? tr("not checked")
                                          : tr("outputs checked (%1 values)").arg(p.validation.checked));
        m_result->appendPlainText(tr("Measured %1: %2").arg(paramsText(p.params), line));
        if (m_measureAfter) {
            m_measureAfter = false;
            setBusy(false, tr("Measured: the point is in the main window's chart and results."));
            emit finished();
        }
    });
}

void KernelEditor::startConnected(Mode mode)
{
    m_log->clear();
    m_code->setMarkedLines({});
    if (!m_specError.isEmpty()) {
        m_tabs->setCurrentIndex(0);
        setBusy(false, tr("Fix the spec first: %1").arg(m_specError));
        emit finished();
        return;
    }
    m_waiting = true;
    m_measureAfter = mode == Mode::Run;
    setBusy(true, tr("Building and checking on the main window's device…"));
    if (!m_controller->checkCustomKernel(currentKernel()) && m_waiting) {
        // refused at once (no device, a wrong spec): the controller said why through errorOccurred
        m_waiting = false;
        m_measureAfter = false;
        setBusy(false, tr("Not checked."));
        emit finished();
    }
}

void KernelEditor::onChecked(const CustomCheck& check)
{
    if (!m_waiting)
        return;
    m_waiting = false;
    QString text;
    std::map<int, QString> marks;
    if (check.passed()) {
        text =
            tr("Checked on %1: no access outside its buffer.\n%2 accesses traced in the first %3 work-groups; "
               "every work-item was checked.\nBytes per launch: read %4, written %5.\n\nIt is now the "
               "current lesson of the main window: the pattern shows its requests, Measure (F5) and Sweep "
               "(Ctrl+R) plot it in the chart.\n")
                .arg(fromStd(check.device))
                .arg(check.tracedAccesses)
                .arg(check.tracedGroups)
                .arg(check.bytesRead)
                .arg(check.bytesWritten);
    } else {
        m_measureAfter = false;
        text = tr("%1 access(es) outside their buffer on %2. The kernel is not run for real until this is "
                  "clean.\n")
                   .arg(check.violationCount)
                   .arg(fromStd(check.device));
        for (size_t i = 0; i < check.violations.size(); ++i) {
            text += QStringLiteral("  ") + fromStd(check.violations[i]) + QLatin1Char('\n');
            const int line = i < check.violationLines.size() ? int(check.violationLines[i]) : 0;
            if (line > 0 && !marks.count(line))
                marks[line] = fromStd(check.violations[i]);
        }
    }
    m_result->setPlainText(text);
    m_tabs->setCurrentWidget(m_result);
    m_code->setMarkedLines(marks);
    for (const auto& [line, message] : marks) {
        auto* item = new QListWidgetItem(tr("line %1: %2").arg(line).arg(message), m_log);
        item->setData(Qt::UserRole, line);
        item->setForeground(QColor(0xb0, 0x00, 0x20));
    }
    if (m_measureAfter && m_controller->device() && isCustomLesson(m_controller->lessonId())) {
        setBusy(true, tr("Checked; measuring…"));
        m_controller->measureNow();
        return;
    }
    m_measureAfter = false;
    setBusy(false,
            marks.empty() ? tr("Checked.") : tr("Accesses outside their buffers: see the marked lines."));
    emit finished();
}

void KernelEditor::onControllerError(Task task, const QString&, const QString& message, const QString& details)
{
    const bool ours = (task == Task::Custom && m_waiting) ||
                      (m_measureAfter && (task == Task::Measure || task == Task::Trace));
    if (!ours) {
        if (isCustomLesson(m_controller->lessonId()) && (task == Task::Measure || task == Task::Sweep))
            m_result->appendPlainText(message);
        return;
    }
    m_waiting = false;
    m_measureAfter = false;
    TaskError error;
    error.task = task;
    error.kind = details.contains(QLatin1String(": error:")) ? ErrorKind::Build : ErrorKind::OpenCL;
    error.message = message;
    error.details = details;
    showError(error);
    setBusy(false, tr("Failed."));
    emit finished();
}

void KernelEditor::sweep()
{
    if (!m_controller)
        return;
    if (!isCustomLesson(m_controller->lessonId())) {
        m_status->setText(tr("Check the kernel first: it then becomes the lesson that is swept."));
        return;
    }
    m_controller->runSweep();
}

void KernelEditor::addMenu(QMenu* menu, QWidget* window, Controller* controller)
{
    QMenu* kernels = menu->addMenu(tr("&New kernel"));
    kernels->setObjectName(QStringLiteral("newKernelMenu"));
    auto open = [window, controller] {
        auto* editor = new KernelEditor(window, {}, controller);
        editor->setAttribute(Qt::WA_DeleteOnClose, true);
        editor->setWindowFlag(Qt::Window, true);
        editor->show();
        return editor;
    };
    for (const auto& t : custom::kernelTemplates()) {
        const QString id = fromStd(t.id);
        kernels->addAction(fromStd(t.title), window, [open, id] { open()->loadTemplate(id); });
    }
    kernels->addSeparator();
    QAction* copy =
        kernels->addAction(tr("&Copy the current lesson to my kernels"), window, [open, controller] {
            const std::string id = controller->lessonId();
            KernelEditor* editor = open();
            if (const CustomKernelText* own = controller->customKernel(id))
                editor->setKernel(*own);
            else
                editor->copyLesson(fromStd(id));
        });
    copy->setObjectName(QStringLiteral("copyLessonAction"));
    kernels->addAction(tr("&Open kernel…"), window, [open, window] {
        const QString dir =
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/kernels");
        const QString path =
            QFileDialog::getOpenFileName(window, tr("Open kernel"), dir, tr("OpenCL C (*.cl)"));
        if (!path.isEmpty())
            open()->openFile(path);
    });
    // A result file of a user's kernel shows the kernel it measured.
    QObject::connect(controller, &Controller::customKernelLoaded, window,
                     [open](const QString& path, const CustomKernelText& kernel) {
                         KernelEditor* editor = open();
                         editor->setKernel(kernel);
                         editor->m_status->setText(tr("The kernel recorded in %1.").arg(path));
                     });
}

} // namespace coalesce::ui
