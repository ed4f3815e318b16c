// SPDX-License-Identifier: GPL-3.0-or-later
// KernelSpecForm's data: the spec's JSON into the fields and back, and the check of what the fields hold.
#include "core/custom/kernelspec.h"
#include "core/custom/resolved.h"
#include "ui/kernelspecform.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QScrollArea>
#include <QTableWidget>
#include <QTimer>

#include <algorithm>
#include <map>

namespace coalesce::ui {

namespace {

const char* const kMarkStyle = "background: #ffe3e0;";

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

QString jsonText(const Json& j)
{
    if (j.is_string())
        return fromStd(j.get<std::string>());
    if (j.is_null())
        return {};
    return fromStd(j.dump());
}

Json exprJson(const QString& text)
{
    const QString t = text.trimmed();
    bool ok = false;
    const qlonglong v = t.toLongLong(&ok);
    return ok ? Json(int64_t(v)) : Json(t.toStdString());
}

Json numberJson(const QString& text)
{
    const QString t = text.trimmed();
    bool ok = false;
    const qlonglong i = t.toLongLong(&ok);
    if (ok)
        return Json(int64_t(i));
    const double d = t.toDouble(&ok);
    return ok ? Json(d) : Json(t.toStdString());
}

QString cell(const QTableWidget* table, int row, int column)
{
    const QTableWidgetItem* item = table->item(row, column);
    return item ? item->text().trimmed() : QString();
}

bool isChecked(const QTableWidget* table, int row, int column)
{
    const QTableWidgetItem* item = table->item(row, column);
    return item && item->checkState() == Qt::Checked;
}

void put(QTableWidget* table, int row, int column, const QString& text)
{
    table->setItem(row, column, new QTableWidgetItem(text));
}

void putCheck(QTableWidget* table, int row, int column, bool on)
{
    auto* item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    table->setItem(row, column, item);
}

const Json& member(const Json& j, const char* key)
{
    static const Json null;
    const auto it = j.find(key);
    return it == j.end() ? null : *it;
}

} // namespace

bool KernelSpecForm::setSpecJson(const Json& spec)
{
    if (!spec.is_object())
        return false;
    m_loading = true;
    m_title->setText(jsonText(member(spec, "title")));
    m_kernel->setText(jsonText(member(spec, "kernel")));
    m_space->setCurrentText(spec.contains("space") ? jsonText(spec["space"]) : QStringLiteral("global"));
    m_options->setText(jsonText(member(spec, "options")));
    m_check->setCurrentText(spec.contains("check") ? jsonText(spec["check"]) : QStringLiteral("device"));
    m_tolerance->setText(spec.contains("tolerance") ? jsonText(spec["tolerance"]) : QStringLiteral("1e-05"));
    m_reference->setText(jsonText(member(spec, "reference")));
    m_traceGroups->setText(spec.contains("trace_groups") ? jsonText(spec["trace_groups"])
                                                         : QStringLiteral("2"));
    m_timeLimit->setText(spec.contains("time_limit") ? jsonText(spec["time_limit"]) : QStringLiteral("10"));
    for (int d = 0; d < 3; ++d) {
        const Json& g = member(spec, "global");
        const Json& l = member(spec, "local");
        m_global[d]->setText(g.is_array() && size_t(d) < g.size() ? jsonText(g[size_t(d)]) : QString());
        m_local[d]->setText(l.is_array() && size_t(d) < l.size() ? jsonText(l[size_t(d)]) : QString());
    }

    const Json& params = member(spec, "params");
    m_params->setRowCount(params.is_array() ? int(params.size()) : 0);
    for (int r = 0; r < m_params->rowCount(); ++r) {
        const Json& p = params[size_t(r)];
        put(m_params, r, PName, jsonText(member(p, "name")));
        put(m_params, r, PDefault, jsonText(member(p, "default")));
        put(m_params, r, PMin, jsonText(member(p, "min")));
        put(m_params, r, PMax, jsonText(member(p, "max")));
        putCheck(m_params, r, PDefine, !p.contains("define") || p["define"] == true);
        put(m_params, r, PSweep, jsonText(member(p, "sweep")));
        put(m_params, r, PHelp, jsonText(member(p, "help")));
    }

    const Json& buffers = member(spec, "buffers");
    m_buffers->setRowCount(buffers.is_array() ? int(buffers.size()) : 0);
    for (int r = 0; r < m_buffers->rowCount(); ++r) {
        const Json& b = buffers[size_t(r)];
        put(m_buffers, r, BName, jsonText(member(b, "name")));
        const QString space = b.contains("space") ? jsonText(b["space"]) : QStringLiteral("global");
        put(m_buffers, r, BSpace, space);
        put(m_buffers, r, BType, jsonText(member(b, "type")));
        put(m_buffers, r, BCount, jsonText(member(b, "count")));
        const bool output = b.contains("output") && b["output"] == true;
        const Json& init = member(b, "init");
        QString kind =
            space == QLatin1String("local") || output ? QStringLiteral("none") : QStringLiteral("random");
        QString value;
        if (init.is_string()) {
            kind = jsonText(init);
        } else if (init.is_object() && !init.empty()) {
            kind = fromStd(init.begin().key());
            value = jsonText(init.begin().value());
        }
        put(m_buffers, r, BInit, kind);
        put(m_buffers, r, BInitValue, value);
        putCheck(m_buffers, r, BOutput, output);
        put(m_buffers, r, BExpected, jsonText(member(b, "expected")));
    }

    const Json& args = member(spec, "args");
    m_args->setRowCount(args.is_array() ? int(args.size()) : 0);
    for (int r = 0; r < m_args->rowCount(); ++r) {
        const Json& a = args[size_t(r)];
        if (a.is_string()) {
            put(m_args, r, AName, jsonText(a));
            put(m_args, r, AType, QStringLiteral("buffer"));
            put(m_args, r, AValue, QString());
        } else {
            put(m_args, r, AName, jsonText(member(a, "name")));
            put(m_args, r, AType, jsonText(member(a, "type")));
            put(m_args, r, AValue, jsonText(member(a, "value")));
        }
    }
    for (QTableWidget* t : {m_params, m_buffers, m_args})
        t->resizeColumnsToContents();
    m_loading = false;
    validate();
    return true;
}

Json KernelSpecForm::specJson() const
{
    Json j;
    j["format"] = custom::kSpecFormat;
    j["version"] = custom::kSpecVersion;
    if (!m_title->text().trimmed().isEmpty())
        j["title"] = m_title->text().trimmed().toStdString();
    j["kernel"] = m_kernel->text().trimmed().toStdString();
    j["space"] = m_space->currentText().toStdString();
    if (!m_options->text().trimmed().isEmpty())
        j["options"] = m_options->text().trimmed().toStdString();
    j["params"] = Json::array();
    for (int r = 0; r < m_params->rowCount(); ++r) {
        Json p{{"name", cell(m_params, r, PName).toStdString()},
               {"default", exprJson(cell(m_params, r, PDefault))},
               {"min", exprJson(cell(m_params, r, PMin))},
               {"max", exprJson(cell(m_params, r, PMax))},
               {"define", isChecked(m_params, r, PDefine)}};
        if (!cell(m_params, r, PSweep).isEmpty())
            p["sweep"] = cell(m_params, r, PSweep).toStdString();
        if (!cell(m_params, r, PHelp).isEmpty())
            p["help"] = cell(m_params, r, PHelp).toStdString();
        j["params"].push_back(p);
    }
    j["buffers"] = Json::array();
    for (int r = 0; r < m_buffers->rowCount(); ++r) {
        const QString space = cell(m_buffers, r, BSpace);
        Json b{{"name", cell(m_buffers, r, BName).toStdString()},
               {"space", space.isEmpty() ? std::string("global") : space.toStdString()},
               {"type", cell(m_buffers, r, BType).toStdString()},
               {"count", exprJson(cell(m_buffers, r, BCount))}};
        const QString kind = cell(m_buffers, r, BInit);
        const QString value = cell(m_buffers, r, BInitValue);
        const bool output = isChecked(m_buffers, r, BOutput);
        const bool local = space == QLatin1String("local");
        if (kind == QLatin1String("random"))
            b["init"] = value.isEmpty() ? Json("random") : Json{{"random", exprJson(value)}};
        else if (kind == QLatin1String("constant"))
            b["init"] = Json{{"constant", numberJson(value)}};
        else if (kind == QLatin1String("file"))
            b["init"] = Json{{"file", value.toStdString()}};
        else if (kind == QLatin1String("none") || kind.isEmpty()) {
            if (!local && !output)
                b["init"] = "none";
        } else
            b["init"] = kind.toStdString(); // "index", or a mistake the parser names
        if (local && kind == QLatin1String("none"))
            b.erase("init");
        if (output)
            b["output"] = true;
        if (!cell(m_buffers, r, BExpected).isEmpty())
            b["expected"] = cell(m_buffers, r, BExpected).toStdString();
        j["buffers"].push_back(b);
    }
    j["args"] = Json::array();
    for (int r = 0; r < m_args->rowCount(); ++r) {
        const QString type = cell(m_args, r, AType);
        if (type == QLatin1String("buffer") || type.isEmpty())
            j["args"].push_back(cell(m_args, r, AName).toStdString());
        else
            j["args"].push_back(Json{{"name", cell(m_args, r, AName).toStdString()},
                                     {"type", type.toStdString()},
                                     {"value", numberJson(cell(m_args, r, AValue))}});
    }
    j["global"] = Json::array();
    j["local"] = Json::array();
    for (int d = 0; d < 3; ++d) {
        if (!m_global[d]->text().trimmed().isEmpty() || !m_local[d]->text().trimmed().isEmpty()) {
            j["global"].push_back(exprJson(m_global[d]->text()));
            j["local"].push_back(exprJson(m_local[d]->text()));
        }
    }
    j["check"] = m_check->currentText().toStdString();
    j["tolerance"] = numberJson(m_tolerance->text());
    if (!m_reference->text().trimmed().isEmpty())
        j["reference"] = m_reference->text().trimmed().toStdString();
    j["trace_groups"] = numberJson(m_traceGroups->text());
    j["time_limit"] = numberJson(m_timeLimit->text());
    return j;
}

void KernelSpecForm::changed()
{
    validate();
    emit edited();
}

void KernelSpecForm::validate()
{
    const Json j = specJson();
    m_error.clear();
    m_errorField = {};
    try {
        const custom::KernelSpec spec = custom::specFromJson(j, "spec");
        std::map<std::string, int64_t> values;
        for (const auto& p : spec.params)
            values[p.name] = p.def;
        custom::resolve(spec, values); // limits, and local sizes dividing global sizes, at the defaults
    } catch (const std::exception& e) {
        m_error = QString::fromUtf8(e.what());
        m_errorField = specFieldOf(m_error, j);
    }
    showError();
}

void KernelSpecForm::clearMarks()
{
    for (QLineEdit* e : findChildren<QLineEdit*>())
        e->setStyleSheet(QString());
    for (QComboBox* c : {m_space, m_check})
        c->setStyleSheet(QString());
    m_loading = true;
    for (QTableWidget* t : {m_params, m_buffers, m_args})
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                if (QTableWidgetItem* item = t->item(r, c); item && item->background() != QBrush()) {
                    item->setBackground(QBrush());
                    item->setToolTip(QString());
                }
    m_loading = false;
    for (QLabel* l : {m_generalMessage, m_launchMessage, m_paramsMessage, m_buffersMessage, m_argsMessage})
        l->hide();
    m_shownMessage = nullptr;
}

void KernelSpecForm::showError()
{
    clearMarks();
    if (m_error.isEmpty())
        return;
    const SpecFieldRef& f = m_errorField;
    // The message without "spec." and the key path: the field it is shown at already says where.
    QString text = m_error;
    if (text.startsWith(QLatin1String("spec.")) && text.indexOf(QLatin1String(": ")) > 0)
        text = text.mid(text.indexOf(QLatin1String(": ")) + 2);
    const QString mark = QLatin1String(kMarkStyle);
    QLabel* label = m_generalMessage;
    if (f.section == QLatin1String("global") || f.section == QLatin1String("local")) {
        label = m_launchMessage;
        QLineEdit* const* edits = f.section == QLatin1String("global") ? m_global : m_local;
        edits[std::clamp(f.row, 0, 2)]->setStyleSheet(mark);
        text = f.section + QStringLiteral(" size: ") + text;
    } else if (!f.section.isEmpty()) {
        QTableWidget* table = f.section == QLatin1String("params")    ? m_params
                              : f.section == QLatin1String("buffers") ? m_buffers
                                                                      : m_args;
        label = table == m_params ? m_paramsMessage : table == m_buffers ? m_buffersMessage : m_argsMessage;
        int column = -1;
        const QString& k = f.key;
        if (table == m_params)
            column = k == QLatin1String("name")      ? PName
                     : k == QLatin1String("default") ? PDefault
                     : k == QLatin1String("min")     ? PMin
                     : k == QLatin1String("max")     ? PMax
                     : k == QLatin1String("define")  ? PDefine
                     : k == QLatin1String("sweep")   ? PSweep
                     : k == QLatin1String("help")    ? PHelp
                                                     : -1;
        else if (table == m_buffers)
            column = k == QLatin1String("name")       ? BName
                     : k == QLatin1String("space")    ? BSpace
                     : k == QLatin1String("type")     ? BType
                     : k == QLatin1String("count")    ? BCount
                     : k == QLatin1String("init")     ? BInit
                     : k == QLatin1String("output")   ? BOutput
                     : k == QLatin1String("expected") ? BExpected
                                                      : -1;
        else
            column = k == QLatin1String("name")    ? AName
                     : k == QLatin1String("type")  ? AType
                     : k == QLatin1String("value") ? AValue
                                                   : -1;
        if (f.row >= 0)
            text = tr("row %1: %2").arg(f.row + 1).arg(text);
        m_loading = true;
        for (int c = 0; c < table->columnCount() && f.row >= 0 && f.row < table->rowCount(); ++c) {
            if (column >= 0 && c != column)
                continue;
            if (!table->item(f.row, c))
                table->setItem(f.row, c, new QTableWidgetItem);
            table->item(f.row, c)->setBackground(QColor(0xff, 0xe3, 0xe0));
            table->item(f.row, c)->setToolTip(text);
        }
        m_loading = false;
    } else if (QLineEdit* edit = field(f.key)) {
        edit->setStyleSheet(mark);
    } else if (QComboBox* box = choice(f.key)) {
        box->setStyleSheet(mark);
    }
    label->setText(text);
    label->show();
    m_shownMessage = label;
    // In a scrolled editor the message is brought into view (the field is just above it).
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w)) {
            // after the layout has placed the label just shown
            QTimer::singleShot(0, area, [area, label = QPointer<QLabel>(label)] {
                if (label && label->isVisible())
                    area->ensureWidgetVisible(label, 20, 20);
            });
            break;
        }
}

} // namespace coalesce::ui
