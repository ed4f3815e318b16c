// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "New kernel…": the editor of the user's own kernel. OpenCL C with highlighting and line numbers, its spec
// (JSON, checked as it is typed), the build log with errors linked to their lines, and Check / Trace / Run on
// a worker thread of its own (ui/worker.h), so a slow or hanging kernel never blocks the GUI and can be
// abandoned. Starting points: the three templates and the built-in kernels ("Copy to my kernels").
#include <QMainWindow>

#include <map>
#include <memory>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace coalesce::ui {

class KernelCodeEdit;
struct DeviceHolder;
class Worker;
struct TaskError;

class KernelEditor : public QMainWindow {
    Q_OBJECT
public:
    /// `deviceSelector` as for coalesce-cli --device ("" = COALESCE_DEVICE, else the first GPU, else any).
    explicit KernelEditor(QWidget* parent = nullptr, QString deviceSelector = {});
    ~KernelEditor() override;

    /// Loads a template by id (read_1d, tile_2d, local_exchange); false if unknown.
    bool loadTemplate(const QString& id);
    /// Copies an embedded kernel file (global_read.cl ...) with a skeleton spec to adapt.
    bool copyBuiltinKernel(const QString& fileName);
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
    /// Stops waiting for the running request; its answer is dropped.
    void abandon();

    bool busy() const;
    /// The spec's state: empty when it parses, else the error.
    QString specError() const { return m_specError; }
    QString resultText() const;
    QListWidget* buildLog() const { return m_log; }
    KernelCodeEdit* codeEdit() const { return m_code; }

signals:
    /// A request answered (successfully or not); for tests.
    void finished();

private:
    enum class Mode { Check, Trace, Run };
    void start(Mode mode);
    void showError(const TaskError& error);
    void specEdited();
    void setBusy(bool busy, const QString& status);
    void buildMenus();

    KernelCodeEdit* m_code;
    QPlainTextEdit* m_spec;
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
