// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "New kernel…": the editor of the user's own kernel. OpenCL C with highlighting and line numbers, its spec
// (a form, ui/kernelspecform.h, and the JSON it writes, both checked as they are edited), the build log with
// errors linked to their lines. Beside the main window (a Controller given) Check hands the kernel to the
// controller's worker (ui/customtask.h): a clean kernel becomes the current lesson, so the pattern view draws
// its requests, the model predicts, Measure and Sweep plot it in the chart and the results table. Alone (no
// controller: tests, a second window) Check / Trace / Run use a worker thread of its own. Either way a slow or
// hanging kernel never blocks the GUI and can be abandoned. Starting points: the three templates and the
// built-in lessons ("Copy to my kernels").
#include <QMainWindow>

#include <map>
#include <memory>

class QLabel;
class QMenu;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace coalesce::ui {

class Controller;
class KernelCodeEdit;
class KernelSpecForm;
struct CustomCheck;
struct CustomKernelText;
struct DeviceHolder;
class Worker;
struct TaskError;
enum class Task;

class KernelEditor : public QMainWindow {
    Q_OBJECT
public:
    /// `deviceSelector` as for coalesce-cli --device ("" = COALESCE_DEVICE, else the first GPU, else any).
    /// With a `controller` the editor works with the main window's device, pattern, chart and results.
    explicit KernelEditor(QWidget* parent = nullptr, QString deviceSelector = {},
                          Controller* controller = nullptr);
    ~KernelEditor() override;

    /// Loads a template by id (read_1d, tile_2d, local_exchange); false if unknown.
    bool loadTemplate(const QString& id);
    /// Copies an embedded kernel file (global_read.cl ...) with a skeleton spec to adapt.
    bool copyBuiltinKernel(const QString& fileName);
    /// "Copy to my kernels": a built-in lesson's kernel with a spec that reproduces its default configuration
    /// (core/custom/lessoncopy.h); false when the lesson is unknown.
    bool copyLesson(const QString& lessonId);
    /// Shows a kernel (from a result file).
    void setKernel(const CustomKernelText& kernel);
    /// The kernel as it would be checked.
    CustomKernelText currentKernel() const;
    /// Loads FILE.cl and FILE.json; false (and a message) when either cannot be read.
    bool openFile(const QString& clPath);
    /// Writes FILE.cl and FILE.json; false (and a message) when the spec is invalid or a write fails.
    bool saveFile(const QString& clPath);

    void setSource(const QString& text);
    void setSpecText(const QString& text);
    QString source() const;
    QString specText() const;

    /// Check (build + checked launch), Trace (models), Run (validate + measure) on the worker thread.
    void check();
    void trace();
    void run();
    /// With a controller: sweeps the kernel's default sweep (after a check).
    void sweep();
    /// Stops waiting for the running request; its answer is dropped.
    void abandon();

    /// Adds "New kernel" (templates, "Copy to my kernels" of the current lesson, Open…) to a menu of the main
    /// window; the editors it opens work with `controller`. A result file of a user's kernel opened later opens
    /// its kernel in an editor too.
    static void addMenu(QMenu* menu, QWidget* window, Controller* controller);

    bool busy() const;
    /// The spec's state: empty when it parses, else the error.
    QString specError() const { return m_specError; }
    QString resultText() const;
    /// The status bar's line ("Checking…", "Abandoned. …").
    QString statusText() const;
    QListWidget* buildLog() const { return m_log; }
    KernelCodeEdit* codeEdit() const { return m_code; }
    KernelSpecForm* specForm() const { return m_form; }

signals:
    /// A request answered (successfully or not); for tests.
    void finished();

private:
    enum class Mode { Check, Trace, Run };
    void start(Mode mode);
    // kerneleditorconnect.cpp: the work done through the main window's controller.
    void connectController();
    void startConnected(Mode mode);
    void onChecked(const CustomCheck& check);
    void onControllerError(Task task, const QString& title, const QString& message, const QString& details);
    void formEdited();
    void showError(const TaskError& error);
    void specEdited();
    void setBusy(bool busy, const QString& status);
    void buildMenus();

    KernelCodeEdit* m_code;
    QPlainTextEdit* m_spec;
    KernelSpecForm* m_form;
    Controller* m_controller = nullptr;
    bool m_waiting = false;      // a check through the controller is under way
    bool m_measureAfter = false; // Run: measure once the check is clean
    bool m_syncing = false;      // the JSON text is being set from the form
    QLabel* m_specStatus;
    QPlainTextEdit* m_result;
    QListWidget* m_log;
    QTabWidget* m_tabs;
    QLabel* m_status;
    QPushButton* m_abandon;
    std::shared_ptr<DeviceHolder> m_device; // used on the worker thread only
    std::unique_ptr<Worker> m_worker;
    QString m_selector;
    QString m_specError;
    QString m_path;
    bool m_busy = false;
    quint64 m_generation = 0;
};

} // namespace coalesce::ui
