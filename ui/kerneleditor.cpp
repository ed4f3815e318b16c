// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kerneleditor.h"

#include "core/context.h"
#include "core/custom/customkernel.h"
#include "core/custom/customsource.h"
#include "core/custom/resolved.h"
#include "core/custom/templates.h"
#include "core/devices.h"
#include "core/kernelsource.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/predict.h"
#include "ui/controller.h"
#include "ui/customtask.h"
#include "ui/kernelcodeedit.h"
#include "ui/kernelhighlighter.h"
#include "ui/kernelspecform.h"
#include "ui/worker.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <sstream>

namespace coalesce::ui {

// The device of the editor's worker; used on the worker thread only.
struct DeviceHolder {
    std::unique_ptr<DeviceContext> device;
    std::string selector;
    DeviceContext& get()
    {
        if (!device) {
            const DeviceScan scan = scanDevices();
            device = std::make_unique<DeviceContext>(selectDevice(scan, selector));
        }
        return *device;
    }
    // After a launch that did not finish, releasing the context would wait for it: it is left behind.
    void abandonDevice() { (void)device.release(); }
};

namespace {

struct Outcome {
    QString text;
    std::map<int, QString> marks; // source line -> message
};

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

std::string number(double v)
{
    std::ostringstream s;
    s.precision(3);
    s << v;
    return s.str();
}

Outcome describeCheck(const custom::CheckReport& rep, const DeviceContext& device)
{
    Outcome o;
    std::ostringstream s;
    if (rep.passed()) {
        s << "Checked on " << device.label() << ": no access outside its buffer.\n"
          << rep.trace.records.size() << " accesses traced in the first " << rep.trace.groups
          << " work-groups; every work-item was checked.\n";
        if (rep.traceTruncated)
            s << "The trace is full: it keeps the first " << rep.trace.records.size() << " of the "
              << rep.tracedAccesses << " accesses those work-groups made; the picture and the model see those, "
              << "the bytes count them all.\n";
        s << "Bytes per launch: read " << rep.bytesRead << ", written " << rep.bytesWritten
          << (rep.bytesExact ? " (every group traced)" : " (scaled from the traced groups)") << "\n";
    } else {
        s << rep.violationCount << " access(es) outside their buffer on " << device.label()
          << ". The kernel is not run for real until this is clean.\n";
        for (size_t i = 0; i < rep.violations.size(); ++i) {
            s << "  " << rep.violations[i] << "\n";
            const int line = int(rep.violationRecords[i].line);
            if (line > 0 && !o.marks.count(line))
                o.marks[line] = fromStd(rep.violations[i]);
        }
    }
    o.text = fromStd(s.str());
    return o;
}

} // namespace

KernelEditor::KernelEditor(QWidget* parent, QString deviceSelector, Controller* controller)
    : QMainWindow(parent), m_code(new KernelCodeEdit), m_spec(new QPlainTextEdit), m_form(new KernelSpecForm),
      m_controller(controller), m_specStatus(new QLabel), m_result(new QPlainTextEdit), m_log(new QListWidget),
      m_tabs(new QTabWidget), m_status(new QLabel), m_abandon(new QPushButton(tr("Abandon"))),
      m_worker(std::make_unique<Worker>(nullptr)), m_selector(std::move(deviceSelector))
{
    setWindowTitle(tr("My kernel"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    new KernelHighlighter(m_code->document());
    m_spec->setFont(m_code->font());
    m_spec->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_result->setReadOnly(true);
    m_result->setFont(m_code->font());
    m_specStatus->setWordWrap(true);

    auto* specPage = new QWidget;
    auto* specLayout = new QVBoxLayout(specPage);
    specLayout->setContentsMargins(0, 0, 0, 0);
    specLayout->addWidget(m_spec, 1);
    specLayout->addWidget(m_specStatus);
    auto* formScroll = new QScrollArea;
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    m_tabs->addTab(formScroll, tr("Spec"));
    m_tabs->addTab(specPage, tr("Spec (JSON)"));
    m_tabs->addTab(m_result, tr("Results"));
    connect(m_form, &KernelSpecForm::edited, this, &KernelEditor::formEdited);

    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_tabs);
    auto* logPage = new QWidget;
    auto* logLayout = new QVBoxLayout(logPage);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(new QLabel(tr("Build log and checks (double-click a line to go there)")));
    logLayout->addWidget(m_log);
    right->addWidget(logPage);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_code);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    setCentralWidget(split);

    buildMenus();
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_abandon);
    m_abandon->setEnabled(false);
    connect(m_abandon, &QPushButton::clicked, this, &KernelEditor::abandon);
    connect(m_spec, &QPlainTextEdit::textChanged, this, &KernelEditor::specEdited);
    connect(m_log, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int line = item->data(Qt::UserRole).toInt();
        if (line > 0)
            m_code->goToLine(line, item->data(Qt::UserRole + 1).toInt());
    });
    connect(m_worker.get(), &Worker::failed, this, [this](quint64 generation, const TaskError& error) {
        if (generation != m_generation)
            return;
        showError(error);
        setBusy(false, error.kind == ErrorKind::Cancelled ? tr("Abandoned.") : tr("Failed."));
        emit finished();
    });
    if (m_controller)
        connectController();
    resize(1100, 700);
    loadTemplate(QStringLiteral("read_1d"));
}

KernelEditor::~KernelEditor() = default;

bool KernelEditor::loadTemplate(const QString& id)
{
    for (const auto& t : custom::kernelTemplates())
        if (fromStd(t.id) == id) {
            setSource(fromStd(t.source));
            setSpecText(fromStd(t.spec));
            m_path.clear();
            setWindowTitle(tr("My kernel – %1").arg(fromStd(t.title)));
            return true;
        }
    return false;
}

bool KernelEditor::copyBuiltinKernel(const QString& fileName)
{
    std::string text;
    try {
        text = kernelText(fileName.toStdString());
    } catch (const Error& e) {
        m_status->setText(fromStd(e.what()));
        return false;
    }
    const auto names = custom::kernelNames(text);
    custom::KernelSpec spec = custom::defaultSpec(names.empty() ? "my_kernel" : names.front());
    spec.title = "Copy of " + fileName.toStdString();
    setSource(fromStd(text));
    setSpecText(fromStd(custom::specToJson(spec).dump(2)));
    m_path.clear();
    m_status->setText(
        tr("A copy of %1: adapt the spec's buffers and arguments to the kernel's parameters, then "
           "save it.")
            .arg(fileName));
    return true;
}

bool KernelEditor::openFile(const QString& clPath)
{
    QFile cl(clPath), spec(QString::fromStdString(custom::specPathFor(clPath.toStdString())));
    if (!cl.open(QIODevice::ReadOnly) || !spec.open(QIODevice::ReadOnly)) {
        m_status->setText(tr("Cannot read %1 and its spec %2.").arg(clPath, spec.fileName()));
        return false;
    }
    setSource(QString::fromUtf8(cl.readAll()));
    setSpecText(QString::fromUtf8(spec.read(qint64(custom::kMaxSpecFileBytes) + 1)));
    m_path = clPath;
    setWindowTitle(tr("My kernel – %1").arg(QFileInfo(clPath).fileName()));
    return true;
}

bool KernelEditor::saveFile(const QString& clPath)
{
    if (!m_specError.isEmpty()) {
        m_status->setText(tr("Not saved: the spec has an error: %1").arg(m_specError));
        return false;
    }
    const QString specPath = QString::fromStdString(custom::specPathFor(clPath.toStdString()));
    for (const auto& [path, text] : {std::make_pair(clPath, source()), std::make_pair(specPath, specText())}) {
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0 || !f.commit()) {
            m_status->setText(tr("Could not write %1: %2").arg(path, f.errorString()));
            return false;
        }
    }
    m_path = clPath;
    m_status->setText(tr("Saved %1 and %2.").arg(clPath, specPath));
    return true;
}

void KernelEditor::setSource(const QString& text)
{
    m_code->setPlainText(text);
    m_code->setMarkedLines({});
}

void KernelEditor::setSpecText(const QString& text)
{
    m_spec->setPlainText(text);
}

QString KernelEditor::source() const
{
    return m_code->toPlainText();
}

QString KernelEditor::specText() const
{
    return m_spec->toPlainText();
}

QString KernelEditor::resultText() const
{
    return m_result->toPlainText();
}

bool KernelEditor::busy() const
{
    return m_busy;
}

void KernelEditor::specEdited()
{
    if (!m_syncing) { // the JSON was edited: the form shows it when it is a JSON object
        try {
            m_form->setSpecJson(Json::parse(specText().toStdString()));
        } catch (const Json::exception&) {
            // not JSON (yet): the message below says so; the form keeps the last spec
        }
    }
    try {
        const custom::KernelSpec spec = custom::parseSpec(specText().toStdString(), "spec");
        std::map<std::string, int64_t> values;
        for (const auto& p : spec.params)
            values[p.name] = p.def;
        custom::resolve(spec, values); // sizes within limits, local sizes dividing global sizes
        m_specError.clear();
        m_specStatus->setText(tr("The spec is valid."));
        m_specStatus->setStyleSheet(QString());
    } catch (const std::exception& e) {
        m_specError = fromStd(e.what());
        m_specStatus->setText(m_specError);
        m_specStatus->setStyleSheet(QStringLiteral("color: #b00020"));
    }
}

QString KernelEditor::statusText() const
{
    return m_status->text();
}

void KernelEditor::setBusy(bool busy, const QString& status)
{
    m_busy = busy;
    m_abandon->setEnabled(busy);
    m_status->setText(status);
}

void KernelEditor::check()
{
    m_controller ? startConnected(Mode::Check) : start(Mode::Check);
}

void KernelEditor::trace()
{
    m_controller ? startConnected(Mode::Trace) : start(Mode::Trace);
}

void KernelEditor::run()
{
    m_controller ? startConnected(Mode::Run) : start(Mode::Run);
}

void KernelEditor::abandon()
{
    if (!m_busy)
        return;
    if (m_controller) {
        m_controller->abandonCustom();
        m_waiting = false;
        m_measureAfter = false;
        setBusy(false, tr("Abandoned. A launch still running finishes in the background (within the spec's "
                          "time limit); the device is opened again for the next request."));
        emit finished();
        return;
    }
    m_worker->cancel(Task::Trace);
    m_generation = 0; // a late answer is dropped
    setBusy(false, tr("Abandoned. A launch still running finishes in the background (within the spec's time "
                      "limit); the next request opens the device again."));
    emit finished();
}

void KernelEditor::start(Mode mode)
{
    m_log->clear();
    m_code->setMarkedLines({});
    if (!m_specError.isEmpty()) {
        m_tabs->setCurrentIndex(0);
        m_form->setFocus();
        setBusy(false, tr("Fix the spec first: %1").arg(m_specError));
        emit finished();
        return;
    }
    const std::string source = this->source().toStdString();
    const std::string spec = specText().toStdString();
    const std::string name = m_path.isEmpty() ? "kernel.cl" : QFileInfo(m_path).fileName().toStdString();
    const std::string dir = m_path.isEmpty() ? "." : QFileInfo(m_path).absolutePath().toStdString();
    if (!m_device) {
        m_device = std::make_shared<DeviceHolder>();
        m_device->selector = m_selector.toStdString();
    }
    std::shared_ptr<DeviceHolder> device = m_device;
    setBusy(true, mode == Mode::Run ? tr("Checking, validating and measuring…") : tr("Building and checking…"));
    m_generation = m_worker->invoke(
        Task::Trace,
        [source, spec, name, dir, mode, device](const TaskContext& task) -> Outcome {
            custom::CustomKernel kernel(source, custom::parseSpec(spec, "spec"), name, dir);
            kernel.setCancelToken(&task.cancel());
            DeviceContext& ctx = device->get();
            const ParamSet params = makeParams(kernel.params(), {});
            try {
                if (mode == Mode::Check) {
                    kernel.build(ctx, params);
                    return describeCheck(kernel.check(ctx, params), ctx);
                }
                const custom::CheckReport rep = kernel.check(ctx, params);
                if (!rep.passed())
                    return describeCheck(rep, ctx);
                if (mode == Mode::Trace) {
                    const TracedConfiguration t =
                        traceConfiguration(ctx, kernel, params, ctx.profile(), kernel.spec().traceGroups);
                    std::ostringstream s;
                    s << t.trace.records.size() << " accesses in " << t.trace.groups << " work-groups, "
                      << t.summary.requests.size() << " requests (" << ctx.profile().family << " geometry)\n"
                      << "global: " << number(t.summary.meanTransactions)
                      << " transactions per request, efficiency " << int(t.summary.efficiency * 100 + 0.5)
                      << " %\n"
                      << "local: mean conflict degree " << number(t.summary.meanConflictDegree) << ", worst "
                      << t.summary.maxConflictDegree << "\n"
                      << "output: "
                      << (t.validation.method == ValidationMethod::NotChecked ? std::string("not checked")
                          : t.validation.passed                               ? std::string("matches")
                                                : "DIFFERS: " + t.validation.firstMismatch)
                      << "\n";
                    return Outcome{fromStd(s.str()), {}};
                }
                MeasureOptions options;
                options.budgetSeconds = 0.1;
                const PointResult p = measurePoint(ctx, kernel, params, options, &task.cancel());
                std::ostringstream s;
                s << kernel.info().id << " on " << ctx.label() << "\n";
                for (const auto& [k, v] : params.values())
                    s << "  " << k << " = " << v << "\n";
                s << "validation: "
                  << (p.validation.method == ValidationMethod::NotChecked ? std::string("not checked")
                      : p.validation.passed ? "passed (" + std::to_string(p.validation.checked) + " values, " +
                                                  validationMethodName(p.validation.method) + ")"
                                            : "FAILED: " + p.validation.firstMismatch)
                  << "\n";
                if (p.timing.reps > 0)
                    s << "median " << number(p.timing.medianNs / 1000) << " us over " << p.timing.reps
                      << " launches; " << number(p.ebGBs) << " GB/s (bytes read + written / median time)\n";
                return Outcome{fromStd(s.str()), {}};
            } catch (const Error& e) {
                if (e.kind() == ErrorKind::Cancelled ||
                    std::string(e.what()).find("did not finish within its time limit") != std::string::npos)
                    device->abandonDevice();
                throw;
            }
        },
        [this](Outcome outcome) {
            m_result->setPlainText(outcome.text);
            m_tabs->setCurrentWidget(m_result);
            m_code->setMarkedLines(outcome.marks);
            for (const auto& [line, message] : outcome.marks) {
                auto* item = new QListWidgetItem(tr("line %1: %2").arg(line).arg(message), m_log);
                item->setData(Qt::UserRole, line);
                item->setForeground(QColor(0xb0, 0x00, 0x20));
            }
            setBusy(false, outcome.marks.empty() ? tr("Done.")
                                                 : tr("Accesses outside their buffers: see the marked lines."));
            emit finished();
        });
}

void KernelEditor::showError(const TaskError& error)
{
    m_result->setPlainText(error.message +
                           (error.details.isEmpty() ? QString() : QStringLiteral("\n\n") + error.details));
    std::map<int, QString> marks;
    if (error.kind == ErrorKind::Build) {
        const std::string name = m_path.isEmpty() ? "kernel.cl" : QFileInfo(m_path).fileName().toStdString();
        for (const auto& m : custom::parseBuildLog(error.details.toStdString(), name)) {
            auto* item = new QListWidgetItem(
                tr("line %1:%2: %3: %4").arg(m.line).arg(m.column).arg(fromStd(m.severity), fromStd(m.text)),
                m_log);
            item->setData(Qt::UserRole, m.line);
            item->setData(Qt::UserRole + 1, m.column);
            if (m.severity == "error")
                item->setForeground(QColor(0xb0, 0x00, 0x20));
            if (m.severity != "note" && !marks.count(m.line))
                marks[m.line] = fromStd(m.text);
        }
    } else {
        new QListWidgetItem(error.message, m_log);
    }
    m_code->setMarkedLines(marks);
    m_tabs->setCurrentWidget(m_result);
}

} // namespace coalesce::ui
