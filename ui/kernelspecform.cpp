// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kernelspecform.h"

#include "core/custom/kernelspec.h"
#include "core/custom/resolved.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace coalesce::ui {

namespace {

const char* const kMessageStyle = "color: #b00020;";

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

// A cell edited with a list of choices (space, type, init kind).
class ChoiceDelegate : public QStyledItemDelegate {
public:
    ChoiceDelegate(QStringList choices, QObject* parent)
        : QStyledItemDelegate(parent), m_choices(std::move(choices))
    {
    }
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex&) const override
    {
        auto* box = new QComboBox(parent);
        box->addItems(m_choices);
        return box;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        static_cast<QComboBox*>(editor)->setCurrentText(index.data().toString());
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        model->setData(index, static_cast<QComboBox*>(editor)->currentText());
    }

private:
    QStringList m_choices;
};

QStringList typeNames()
{
    QStringList out;
    for (const auto& t : custom::scalarTypes())
        out << fromStd(t.name);
    return out;
}

void setText(QTableWidget* table, int row, int column, const QString& text)
{
    table->setItem(row, column, new QTableWidgetItem(text));
}

void setCheck(QTableWidget* table, int row, int column, bool on)
{
    auto* item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    table->setItem(row, column, item);
}

QTableWidget* makeTable(const QStringList& headers)
{
    auto* table = new QTableWidget(0, int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 10);
    table->setMinimumHeight(table->fontMetrics().height() * 6);
    return table;
}

int rowNamed(const Json& list, const std::string& name, const char* key)
{
    if (!list.is_array())
        return -1;
    for (size_t i = 0; i < list.size(); ++i) {
        const Json& e = list[i];
        if ((e.is_string() && e.get<std::string>() == name) ||
            (e.is_object() && e.contains(key) && e[key].is_string() && e[key].get<std::string>() == name))
            return int(i);
    }
    return -1;
}

} // namespace

SpecFieldRef specFieldOf(const QString& message, const Json& spec)
{
    static const QRegularExpression path(
        QStringLiteral(R"(^spec\.([A-Za-z_]+)(?:\[(\d+)\])?(?:\.([A-Za-z_]+))?)"));
    const QRegularExpressionMatch m = path.match(message);
    const QStringList sections = {QStringLiteral("params"), QStringLiteral("buffers"), QStringLiteral("args"),
                                  QStringLiteral("global"), QStringLiteral("local")};
    if (m.hasMatch()) {
        const QString first = m.captured(1);
        if (!sections.contains(first))
            return {QString(), -1, first};
        return {first, m.captured(2).isEmpty() ? -1 : m.captured(2).toInt(), m.captured(3)};
    }
    // Messages of resolve(): "parameter N=...", "buffer in: count ...", "argument n = ...", "local[0] = ...".
    static const QRegularExpression named(QStringLiteral(R"(^(parameter|buffer|argument) ([A-Za-z_]\w*))"));
    if (const QRegularExpressionMatch n = named.match(message); n.hasMatch()) {
        const std::string name = n.captured(2).toStdString();
        if (n.captured(1) == QLatin1String("parameter"))
            return {QStringLiteral("params"), rowNamed(spec.value("params", Json()), name, "name"),
                    QStringLiteral("default")};
        if (n.captured(1) == QLatin1String("buffer"))
            return {QStringLiteral("buffers"), rowNamed(spec.value("buffers", Json()), name, "name"),
                    QStringLiteral("count")};
        return {QStringLiteral("args"), rowNamed(spec.value("args", Json()), name, "name"),
                QStringLiteral("value")};
    }
    static const QRegularExpression dim(QStringLiteral(R"(^(global|local)\[(\d+)\])"));
    if (const QRegularExpressionMatch d = dim.match(message); d.hasMatch())
        return {d.captured(1), d.captured(2).toInt(), QString()};
    if (message.startsWith(QLatin1String("the launch")))
        return {QStringLiteral("global"), 0, QString()};
    if (message.startsWith(QLatin1String("a work-group")))
        return {QStringLiteral("local"), 0, QString()};
    return {};
}

KernelSpecForm::KernelSpecForm(QWidget* parent)
    : QWidget(parent), m_title(new QLineEdit), m_kernel(new QLineEdit), m_space(new QComboBox),
      m_options(new QLineEdit), m_check(new QComboBox), m_tolerance(new QLineEdit), m_reference(new QLineEdit),
      m_traceGroups(new QLineEdit),
      m_timeLimit(new QLineEdit), m_global{new QLineEdit, new QLineEdit, new QLineEdit}, m_local{new QLineEdit,
                                                                                                 new QLineEdit,
                                                                                                 new QLineEdit},
      m_params(
          makeTable({tr("Name"), tr("Default"), tr("Min"), tr("Max"), tr("As -D"), tr("Sweep"), tr("Help")})),
      m_buffers(makeTable({tr("Name"), tr("Space"), tr("Type"), tr("Elements"), tr("Initial data"),
                           tr("Seed / value / file"), tr("Output"), tr("Expected file")})),
      m_args(makeTable({tr("Buffer or name"), tr("Type"), tr("Value")})), m_generalMessage(new QLabel),
      m_launchMessage(new QLabel), m_paramsMessage(new QLabel), m_buffersMessage(new QLabel),
      m_argsMessage(new QLabel)
{
    build();
}

void KernelSpecForm::build()
{
    m_space->addItems({QStringLiteral("global"), QStringLiteral("local"), QStringLiteral("constant")});
    m_check->addItems({QStringLiteral("device"), QStringLiteral("expected"), QStringLiteral("none")});
    m_check->setToolTip(
        tr("device: compared with the same kernel on PoCL; expected: with the outputs' expected "
           "files; none: shown as not checked"));
    m_buffers->setItemDelegateForColumn(
        BSpace, new ChoiceDelegate(
                    {QStringLiteral("global"), QStringLiteral("constant"), QStringLiteral("local")}, this));
    m_buffers->setItemDelegateForColumn(BType, new ChoiceDelegate(typeNames(), this));
    m_buffers->setItemDelegateForColumn(
        BInit, new ChoiceDelegate({QStringLiteral("random"), QStringLiteral("index"),
                                   QStringLiteral("constant"), QStringLiteral("file"), QStringLiteral("none")},
                                  this));
    m_args->setItemDelegateForColumn(
        AType, new ChoiceDelegate(QStringList{QStringLiteral("buffer")} + typeNames(), this));
    m_params->horizontalHeaderItem(PDefine)->setToolTip(
        tr("Passed to the kernel as -DNAME=value; otherwise use it in sizes and argument values"));
    m_buffers->horizontalHeaderItem(BCount)->setToolTip(
        tr("A whole number or an expression over the parameters, e.g. N * STRIDE"));
    m_args->horizontalHeaderItem(AName)->setToolTip(
        tr("The kernel's arguments in order: a buffer's name (type \"buffer\"), or a scalar's name, type and "
           "value"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    for (QLabel* l : {m_generalMessage, m_launchMessage, m_paramsMessage, m_buffersMessage, m_argsMessage}) {
        l->setWordWrap(true);
        l->setStyleSheet(QLatin1String(kMessageStyle));
        l->hide();
    }

    auto* general = new QGroupBox(tr("Kernel"));
    auto* form = new QFormLayout(general);
    form->addRow(tr("Title"), m_title);
    form->addRow(tr("Kernel function"), m_kernel);
    form->addRow(tr("Memory the model judges"), m_space);
    form->addRow(tr("Build options"), m_options);
    form->addRow(tr("Check outputs against"), m_check);
    form->addRow(tr("Float tolerance"), m_tolerance);
    form->addRow(tr("Reference kernel file"), m_reference);
    form->addRow(tr("Traced work-groups"), m_traceGroups);
    form->addRow(tr("Time limit per launch (s)"), m_timeLimit);
    form->addRow(m_generalMessage);
    layout->addWidget(general);

    auto* launch = new QGroupBox(tr("Launch (1 to 3 dimensions; leave the unused ones empty)"));
    auto* grid = new QFormLayout(launch);
    auto row = [](QLineEdit* const* edits) {
        auto* w = new QWidget;
        auto* h = new QHBoxLayout(w);
        h->setContentsMargins(0, 0, 0, 0);
        for (int d = 0; d < 3; ++d)
            h->addWidget(edits[d]);
        return w;
    };
    grid->addRow(tr("Global size"), row(m_global));
    grid->addRow(tr("Local size"), row(m_local));
    grid->addRow(m_launchMessage);
    layout->addWidget(launch);

    layout->addWidget(tableBox(m_params, m_paramsMessage, tr("Parameters (sweepable)")));
    layout->addWidget(tableBox(m_buffers, m_buffersMessage, tr("Buffers (the access macros' B is the row)")));
    layout->addWidget(tableBox(m_args, m_argsMessage, tr("Arguments, in the kernel's order")));

    for (QLineEdit* e : {m_title, m_kernel, m_options, m_tolerance, m_reference, m_traceGroups, m_timeLimit,
                         m_global[0], m_global[1], m_global[2], m_local[0], m_local[1], m_local[2]})
        connect(e, &QLineEdit::textEdited, this, &KernelSpecForm::changed);
    for (QComboBox* c : {m_space, m_check})
        connect(c, qOverload<int>(&QComboBox::activated), this, &KernelSpecForm::changed);
    for (QTableWidget* t : {m_params, m_buffers, m_args})
        connect(t, &QTableWidget::itemChanged, this, [this] {
            if (!m_loading)
                changed();
        });
}

QWidget* KernelSpecForm::tableBox(QTableWidget* table, QLabel* message, const QString& title)
{
    auto* box = new QGroupBox(title);
    auto* v = new QVBoxLayout(box);
    v->addWidget(table);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add"));
    auto* remove = new QPushButton(tr("Remove"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    v->addLayout(buttons);
    v->addWidget(message);
    connect(add, &QPushButton::clicked, this, [this, table] {
        m_loading = true;
        const int r = table->rowCount();
        table->insertRow(r);
        if (table == m_params) {
            for (int c : {PName, PDefault, PMin, PMax, PSweep, PHelp})
                setText(table, r, c,
                        c == PName                  ? QStringLiteral("P%1").arg(r)
                        : c == PMax                 ? QStringLiteral("64")
                        : c == PSweep || c == PHelp ? QString()
                                                    : QStringLiteral("1"));
            setCheck(table, r, PDefine, true);
        } else if (table == m_buffers) {
            setText(table, r, BName, QStringLiteral("buf%1").arg(r));
            setText(table, r, BSpace, QStringLiteral("global"));
            setText(table, r, BType, QStringLiteral("float"));
            setText(table, r, BCount, QStringLiteral("1024"));
            setText(table, r, BInit, QStringLiteral("random"));
            setText(table, r, BInitValue, QString());
            setCheck(table, r, BOutput, false);
            setText(table, r, BExpected, QString());
        } else {
            setText(table, r, AName, QStringLiteral("n"));
            setText(table, r, AType, QStringLiteral("uint"));
            setText(table, r, AValue, QStringLiteral("0"));
        }
        m_loading = false;
        changed();
    });
    connect(remove, &QPushButton::clicked, this, [this, table] {
        const int r = table->currentRow() >= 0 ? table->currentRow() : table->rowCount() - 1;
        if (r < 0)
            return;
        table->removeRow(r);
        changed();
    });
    return box;
}

QLineEdit* KernelSpecForm::field(const QString& key) const
{
    const std::pair<const char*, QLineEdit*> fields[] = {
        {"title", m_title},         {"kernel", m_kernel},       {"options", m_options},
        {"tolerance", m_tolerance}, {"reference", m_reference}, {"trace_groups", m_traceGroups},
        {"time_limit", m_timeLimit}};
    for (const auto& [name, edit] : fields)
        if (key == QLatin1String(name))
            return edit;
    return nullptr;
}

QComboBox* KernelSpecForm::choice(const QString& key) const
{
    if (key == QLatin1String("space"))
        return m_space;
    if (key == QLatin1String("check"))
        return m_check;
    return nullptr;
}

} // namespace coalesce::ui
