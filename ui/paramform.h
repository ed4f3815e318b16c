// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Parameter controls generated from a lesson's ParamSpecs: a spin box with a slider for integers (the
// slider moves in powers of two on log-2 parameters and wide ranges), a combo box for allowed-value lists,
// choices and sizes (powers of two within the range). Every control only offers valid values, so nothing
// invalid reaches the controller.
#include "core/params.h"

#include <QString>
#include <QWidget>

#include <map>
#include <vector>

class QFormLayout;
class QSlider;

namespace coalesce::ui {

class ParamForm : public QWidget {
    Q_OBJECT
public:
    explicit ParamForm(QWidget* parent = nullptr);

    /// Rebuilds the controls for these specs, showing `values`.
    void setSpecs(const std::vector<ParamSpec>& specs, const ParamSet& values);
    /// Shows new values without emitting valueChanged.
    void setValues(const ParamSet& values);
    /// The control for a parameter (tests), nullptr if none.
    QWidget* control(const QString& name) const;
    /// A translated label for a parameter name ("stride" -> "Stride").
    static QString label(const ParamSpec& spec);
    /// A translated unit ("elements", "words", "work-items", "bytes"); other units unchanged.
    static QString unitText(const std::string& unit);

signals:
    /// A control changed: name and canonical text.
    void valueChanged(const QString& name, const QString& value);

private:
    struct Row {
        ParamSpec spec;
        QWidget* editor = nullptr; // QSpinBox or QComboBox
        QSlider* slider = nullptr;
    };
    void addRow(const ParamSpec& spec);
    void showValue(Row& row, const std::string& text);
    QFormLayout* m_layout;
    std::vector<Row> m_rows;
};

/// Powers of two in [min, max] (sizes); the current value is added when it is not one.
std::vector<int64_t> sizeChoices(const ParamSpec& spec, int64_t current);

} // namespace coalesce::ui
