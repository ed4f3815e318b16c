// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paramform.h"

#include "ui/coretexts.h"
#include "ui/datasize.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace coalesce::ui {

namespace {

bool logSlider(const ParamSpec& spec)
{
    return spec.log2Axis || spec.max - spec.min > 256;
}

int sliderPosition(const ParamSpec& spec, int64_t value)
{
    if (!logSlider(spec))
        return int(value);
    return value <= 0 ? 0 : int(std::floor(std::log2(double(value))));
}

} // namespace

std::vector<int64_t> sizeChoices(const ParamSpec& spec, int64_t current)
{
    std::vector<int64_t> out;
    for (int64_t v = 1; v > 0 && v <= spec.max; v *= 2) {
        if (v >= spec.min)
            out.push_back(v);
    }
    if (current >= spec.min && current <= spec.max && std::find(out.begin(), out.end(), current) == out.end()) {
        out.push_back(current);
        std::sort(out.begin(), out.end());
    }
    return out;
}

ParamForm::ParamForm(QWidget* parent) : QWidget(parent), m_layout(new QFormLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

QString ParamForm::label(const ParamSpec& spec)
{
    const std::string& n = spec.name;
    if (n == "stride")
        return tr("Stride");
    if (n == "offset")
        return tr("Offset");
    if (n == "type")
        return tr("Element type");
    if (n == "vector")
        return tr("Vector width");
    if (n == "size")
        return tr("Buffer size");
    if (n == "wg")
        return tr("Work-group size");
    if (n == "pad")
        return tr("Padding");
    if (n == "mode") {
        // Four lessons name their choice "mode": how they index (constant.index, private.spill), how the
        // input reaches the device (transfer.zerocopy), how lanes exchange values (subgroup.shuffle).
        const auto has = [&spec](const char* choice) {
            return std::find(spec.choices.begin(), spec.choices.end(), choice) != spec.choices.end();
        };
        if (has("copy"))
            return tr("Transfer mode");
        if (has("shuffle"))
            return tr("Exchange through");
        return tr("Index mode");
    }
    if (n == "table")
        return tr("Table size");
    if (n == "space")
        return tr("Memory space");
    if (n == "order")
        return tr("Loop order");
    if (n == "variant")
        return tr("Variant");
    if (n == "bins")
        return tr("Bins");
    if (n == "pitch")
        return tr("Block pitch");
    if (n == "stagger")
        return tr("Staggering");
    if (n == "matrix")
        return tr("Matrix size (M = N = K)");
    if (n == "n")
        return tr("Elements per group");
    if (n == "reuse")
        return tr("Reuse");
    if (n == "source")
        return tr("Read from");
    if (n == "local_kib")
        return tr("Local memory per group");
    if (n == "method")
        return tr("Method");
    if (n == "access")
        return tr("Access");
    if (n == "centroids")
        return tr("Centroids");
    if (n == "descriptors")
        return tr("Descriptors");
    if (n == "elements")
        return tr("Elements");
    if (n == "footprint")
        return tr("Working set");
    if (n == "side")
        return tr("Picture side");
    if (n == "width")
        return tr("Exchange width");
    if (n == "window")
        return tr("Locality window");
    if (n == "words")
        return tr("Array words");
    if (n == "volume")
        return tr("Bytes per launch");
    return QString::fromStdString(n);
}

QString ParamForm::unitText(const std::string& unit)
{
    if (unit == "elements")
        return tr("elements");
    if (unit == "words")
        return tr("words");
    if (unit == "work-items")
        return tr("work-items");
    if (unit == "bytes")
        return tr("bytes");
    if (unit == "descriptors")
        return tr("descriptors");
    if (unit == "centroids")
        return tr("centroids");
    if (unit == "bins")
        return tr("bins");
    if (unit == "pixels")
        return tr("pixels");
    return QString::fromStdString(unit);
}

void ParamForm::setSpecs(const std::vector<ParamSpec>& specs, const ParamSet& values)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_rows.clear();
    m_rows.reserve(specs.size());
    for (const auto& spec : specs)
        addRow(spec);
    setValues(values);
}

void ParamForm::addRow(const ParamSpec& spec)
{
    Row row;
    row.spec = spec;
    const QString name = QString::fromStdString(spec.name);
    const QString help = CoreTexts::translate(spec.help);
    if (spec.kind == ParamKind::Choice || spec.kind == ParamKind::Size || !spec.allowed.empty()) {
        auto* combo = new QComboBox(this);
        combo->setObjectName(name);
        if (spec.kind == ParamKind::Choice) {
            for (const auto& c : spec.choices)
                combo->addItem(CoreTexts::choice(c), QString::fromStdString(c));
        } else if (spec.kind == ParamKind::Integer) {
            for (int64_t v : spec.allowed)
                combo->addItem(QString::number(v), QString::number(v));
        } // sizes are filled in showValue (the list depends on the current value)
        connect(combo, qOverload<int>(&QComboBox::activated), this,
                [this, combo, name](int index) { emit valueChanged(name, combo->itemData(index).toString()); });
        combo->setToolTip(help);
        row.editor = combo;
        m_layout->addRow(label(spec), combo);
    } else {
        auto* box = new QWidget(this);
        auto* h = new QHBoxLayout(box);
        h->setContentsMargins(0, 0, 0, 0);
        auto* spin = new QSpinBox(box);
        spin->setObjectName(name);
        spin->setRange(int(std::max<int64_t>(spec.min, INT32_MIN)),
                       int(std::min<int64_t>(spec.max, INT32_MAX)));
        spin->setKeyboardTracking(false);
        spin->setAccelerated(true);
        if (!spec.unit.empty())
            spin->setSuffix(QLatin1Char(' ') + unitText(spec.unit));
        spin->setToolTip(help);
        auto* slider = new QSlider(Qt::Horizontal, box);
        slider->setObjectName(name + QStringLiteral("Slider"));
        slider->setRange(sliderPosition(spec, std::max<int64_t>(spec.min, 1)), sliderPosition(spec, spec.max));
        if (!logSlider(spec))
            slider->setRange(int(spec.min), int(spec.max));
        slider->setToolTip(help);
        h->addWidget(slider, 2);
        h->addWidget(spin, 1);
        connect(spin, qOverload<int>(&QSpinBox::valueChanged), this, [this, spin, slider, name] {
            const auto it =
                std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.editor == spin; });
            if (it != m_rows.end()) {
                QSignalBlocker block(slider);
                slider->setValue(sliderPosition(it->spec, spin->value()));
            }
            emit valueChanged(name, QString::number(spin->value()));
        });
        connect(slider, &QSlider::valueChanged, this, [this, spin, slider] {
            const auto it =
                std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.editor == spin; });
            if (it == m_rows.end())
                return;
            const int64_t v = logSlider(it->spec) ? (int64_t(1) << slider->value()) : slider->value();
            spin->setValue(int(std::clamp(v, it->spec.min, it->spec.max)));
        });
        row.editor = spin;
        row.slider = slider;
        m_layout->addRow(label(spec), box);
    }
    m_rows.push_back(row);
}

void ParamForm::showValue(Row& row, const std::string& text)
{
    QSignalBlocker block(row.editor);
    if (auto* combo = qobject_cast<QComboBox*>(row.editor)) {
        if (row.spec.kind == ParamKind::Size) {
            const int64_t current = std::stoll(text);
            combo->clear();
            for (int64_t v : sizeChoices(row.spec, current))
                combo->addItem(dataSizeText(uint64_t(std::max<int64_t>(0, v))), QString::number(v));
        }
        const int index = combo->findData(QString::fromStdString(text));
        combo->setCurrentIndex(index);
    } else if (auto* spin = qobject_cast<QSpinBox*>(row.editor)) {
        const int v = int(std::stoll(text));
        spin->setValue(v);
        QSignalBlocker blockSlider(row.slider);
        row.slider->setValue(sliderPosition(row.spec, v));
    }
}

void ParamForm::setValues(const ParamSet& values)
{
    for (auto& row : m_rows) {
        if (values.has(row.spec.name))
            showValue(row, values.text(row.spec.name));
    }
}

QWidget* ParamForm::control(const QString& name) const
{
    for (const auto& row : m_rows) {
        if (QString::fromStdString(row.spec.name) == name)
            return row.editor;
    }
    return nullptr;
}

} // namespace coalesce::ui
