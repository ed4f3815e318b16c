// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The kernel spec as a form (issue 13): the kernel, its launch sizes (1-3 dimensions), its sweepable parameters
// (passed as -D values or as arguments), its buffers (type, element count, initial data, outputs), its
// arguments. The form writes the documented JSON (docs/KERNELS.md) and checks it as core does: the spec is
// parsed and evaluated with its parameters' defaults (limits, local sizes dividing global sizes), and an
// invalid entry is refused with one message shown at its field (the field marked, the message beside it).
#include "core/json.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace coalesce::ui {

/// Where a spec error belongs: the key path core names ("buffers[1].count", "local[0]", "kernel").
struct SpecFieldRef {
    QString section; ///< "", "params", "buffers", "args", "global", "local"
    int row = -1;    ///< entry (or dimension) index; -1 for a top-level key or the whole section
    QString key;     ///< "count", "value", ... ; the top-level key when section is ""
};

/// The field of a message of parseSpec or resolve (the spec is used to find entries named by name).
SpecFieldRef specFieldOf(const QString& message, const Json& spec);

class KernelSpecForm : public QWidget {
    Q_OBJECT
public:
    explicit KernelSpecForm(QWidget* parent = nullptr);

    /// Shows a spec that parses (its JSON as specToJson writes it, or as the user wrote it). False, with the
    /// form unchanged, for JSON that is not an object.
    bool setSpecJson(const Json& spec);
    /// The spec the form holds, as JSON (may be invalid: see error()).
    Json specJson() const;
    /// Empty when the spec is valid, else core's one-line message ("spec.buffers[1].count: ...").
    QString error() const { return m_error; }
    /// The field the error is at; empty when valid.
    SpecFieldRef errorField() const { return m_errorField; }
    /// The label that shows the message beside its field (for tests and the screenshot).
    const QLabel* messageLabel() const { return m_shownMessage; }

    // The form's parts (tests drive them as a user would).
    QLineEdit* field(const QString& key) const;  ///< title, kernel, options, tolerance, reference, ...
    QComboBox* choice(const QString& key) const; ///< space, check
    QLineEdit* globalSize(int dim) const { return m_global[dim]; }
    QLineEdit* localSize(int dim) const { return m_local[dim]; }
    QTableWidget* params() const { return m_params; }
    QTableWidget* buffers() const { return m_buffers; }
    QTableWidget* args() const { return m_args; }

    enum ParamColumn { PName, PDefault, PMin, PMax, PDefine, PSweep, PHelp, PColumns };
    enum BufferColumn { BName, BSpace, BType, BCount, BInit, BInitValue, BOutput, BExpected, BColumns };
    enum ArgColumn { AName, AType, AValue, AColumns };

signals:
    /// The user changed the spec; specJson() and error() are up to date.
    void edited();

private:
    void build();
    QWidget* tableBox(QTableWidget* table, QLabel* message, const QString& addText);
    void changed();
    void validate();
    void showError();
    void clearMarks();

    QLineEdit* m_title;
    QLineEdit* m_kernel;
    QComboBox* m_space;
    QLineEdit* m_options;
    QComboBox* m_check;
    QLineEdit* m_tolerance;
    QLineEdit* m_reference;
    QLineEdit* m_traceGroups;
    QLineEdit* m_timeLimit;
    QLineEdit* m_global[3];
    QLineEdit* m_local[3];
    QTableWidget* m_params;
    QTableWidget* m_buffers;
    QTableWidget* m_args;
    QLabel* m_generalMessage;
    QLabel* m_launchMessage;
    QLabel* m_paramsMessage;
    QLabel* m_buffersMessage;
    QLabel* m_argsMessage;
    QLabel* m_shownMessage = nullptr;
    QString m_error;
    SpecFieldRef m_errorField;
    bool m_loading = false;
};

} // namespace coalesce::ui
