// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/deviceexplorer.h"

#include "ui/deviceinfomodel.h"
#include "ui/geometrymodel.h"
#include "ui/probepanel.h"
#include "ui/wrappeddelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace coalesce::ui {

namespace {

// Fits a view's columns to a narrow dock (300 px at 1024x768): each column as wide as its contents, but the
// first (the names) no wider than half the view (45 % in the geometry table, whose source and note follow) and
// the second (the values) no wider than what is left, so that both show at once; a longer name or value wraps
// (the info tree, ui/wrappeddelegate.h) or is cut with "..." (the geometry table, one line a row), and shows
// whole in its tooltip. The later columns (unit, source, note) keep their widths and scroll into view.
class ColumnFit : public QObject {
public:
    ColumnFit(QAbstractItemView* view, QHeaderView* header, int namePercent)
        : QObject(view), m_view(view), m_header(header), m_namePercent(namePercent)
    {
        // Names that share a prefix (global_mem_cache_size, global_mem_cache_type) stay apart when cut.
        view->setTextElideMode(Qt::ElideMiddle);
        m_header->setSectionResizeMode(QHeaderView::Interactive);
        m_header->setStretchLastSection(true);
        view->viewport()->installEventFilter(this);
        if (QAbstractItemModel* model = view->model()) {
            // After the change has settled (a tree is expanded after its model resets): only shown rows count.
            connect(model, &QAbstractItemModel::modelReset, this, &ColumnFit::fitLater);
            connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnFit::fitLater);
            connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFit::fitLater);
            connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFit::fitLater);
        }
        if (auto* tree = qobject_cast<QTreeView*>(view))
            connect(tree, &QTreeView::expanded, this, &ColumnFit::fitLater);
    }

    void fitLater()
    {
        if (m_pending)
            return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            fit();
        });
    }

    void fit()
    {
        const int columns = m_header->count();
        const int width = m_view->viewport()->width();
        if (columns == 0 || width <= 0)
            return;
        int used = 0;
        for (int c = 0; c < columns; ++c) {
            int w = std::max(m_view->sizeHintForColumn(c), m_header->sectionSizeHint(c));
            if (c == 0)
                w = std::min(w, std::max(90, width * m_namePercent / 100));
            else if (c == 1)
                w = std::min(w, std::max(70, width - used));
            m_header->resizeSection(c, w);
            used += w;
        }
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize)
            fit();
        return QObject::eventFilter(watched, event);
    }

private:
    QAbstractItemView* m_view;
    QHeaderView* m_header;
    int m_namePercent;
    bool m_pending = false;
};

} // namespace

DeviceExplorer::DeviceExplorer(QWidget* parent)
    : QWidget(parent), m_info(new DeviceInfoModel(this)), m_geometry(new GeometryModel(this)),
      m_filter(new QSortFilterProxyModel(this)), m_filterEdit(new QLineEdit(this)), m_tree(new QTreeView(this)),
      m_table(new QTableView(this)), m_title(new QLabel(this)), m_family(new QLabel(this)),
      m_detail(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_title->setWordWrap(true);
    m_title->setText(tr("No device open"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);

    auto* tabs = new QTabWidget(this);
    layout->addWidget(tabs, 1);

    // Info tab.
    auto* infoPage = new QWidget(tabs);
    auto* infoLayout = new QVBoxLayout(infoPage);
    infoLayout->setContentsMargins(0, 4, 0, 0);
    m_filterEdit->setPlaceholderText(tr("Filter (e.g. cache, local, vector)"));
    m_filterEdit->setClearButtonEnabled(true);
    infoLayout->addWidget(m_filterEdit);
    m_filter->setSourceModel(m_info);
    m_filter->setRecursiveFilteringEnabled(true);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1);
    m_tree->setModel(m_filter);
    m_tree->setAlternatingRowColors(true);
    // A name or value wider than its column takes up to three lines (a 300-pixel dock at 1024x768 cut
    // "compiler_available" to "compil...ilable"); rows grow with them.
    m_tree->setUniformRowHeights(false);
    m_tree->setItemDelegate(new WrappedDelegate(m_tree, 3));
    new ColumnFit(m_tree, m_tree->header(), 50);
    infoLayout->addWidget(m_tree, 1);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_filter->setFilterFixedString(text);
        m_tree->expandAll();
    });
    auto* copyRow = new QHBoxLayout;
    auto* copyText = new QPushButton(tr("Copy as text"), infoPage);
    auto* copyJson = new QPushButton(tr("Copy as JSON"), infoPage);
    copyRow->addWidget(copyText);
    copyRow->addWidget(copyJson);
    copyRow->addStretch(1);
    infoLayout->addLayout(copyRow);
    connect(copyText, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_info->toText());
        emit message(tr("Device info copied as text"));
    });
    connect(copyJson, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_info->toJsonText());
        emit message(tr("Device info copied as JSON"));
    });
    tabs->addTab(infoPage, tr("Device info"));

    // Geometry tab.
    auto* geoPage = new QWidget(tabs);
    auto* geoLayout = new QVBoxLayout(geoPage);
    geoLayout->setContentsMargins(0, 4, 0, 0);
    m_family->setWordWrap(true);
    geoLayout->addWidget(m_family);
    m_table->setModel(m_geometry);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // One line a row (Qt's default row is about two): the note is cut here and shown whole below the table, so
    // a 720-pixel-high laptop shows half as many rows again.
    m_table->setWordWrap(false);
    fitRows();
    new ColumnFit(m_table, m_table->horizontalHeader(), 45);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    geoLayout->addWidget(m_table, 1);
    // The note (how a value was found) is the widest column: in a dock of 300-450 px it is cut off, so the
    // current row is shown in full below the table.
    m_detail->setObjectName(QStringLiteral("geometryDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->hide();
    geoLayout->addWidget(m_detail);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showDetail(current.row()); });
    auto* hint = new QLabel(tr("Double-click a value to override it; the models and the pattern use the new "
                               "value at once."),
                            geoPage);
    hint->setWordWrap(true);
    geoLayout->addWidget(hint);
    auto* reset = new QPushButton(tr("Reset overrides"), geoPage);
    geoLayout->addWidget(reset, 0, Qt::AlignLeft);
    connect(reset, &QPushButton::clicked, this, &DeviceExplorer::resetProfileRequested);
    connect(m_geometry, &GeometryModel::profileEdited, this, &DeviceExplorer::profileEdited);
    connect(m_geometry, &GeometryModel::editRejected, this, &DeviceExplorer::message);
    addProbePanel(geoLayout, geoPage);
    tabs->addTab(geoPage, tr("Memory geometry"));
}

void DeviceExplorer::fitRows()
{
    const int line = fontMetrics().height(); // the table inherits this font
    m_table->verticalHeader()->setMinimumSectionSize(line + 4);
    m_table->verticalHeader()->setDefaultSectionSize(line + 8);
}

void DeviceExplorer::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        fitRows();
    QWidget::changeEvent(event);
}

void DeviceExplorer::addProbePanel(QVBoxLayout* geoLayout, QWidget* geoPage)
{
    m_probes = new ProbePanel(geoPage);
    m_probes->setObjectName(QStringLiteral("probePanel"));
    geoLayout->addWidget(m_probes);
    connect(m_probes, &ProbePanel::message, this, &DeviceExplorer::message);
}

void DeviceExplorer::setDevice(const QString& label, const std::vector<InfoField>& info)
{
    m_title->setText(label);
    m_info->setInfo(info);
    m_tree->expandAll();
}

void DeviceExplorer::setProfile(const GeometryProfile& profile)
{
    // The model resets: keep the current row on its key (a measurement adds figure rows).
    const QModelIndex current = m_table->currentIndex();
    const QString key =
        current.isValid() ? m_geometry->index(current.row(), GeometryModel::Key).data().toString() : QString();
    m_geometry->setProfile(profile);
    int row = -1;
    for (int r = 0; !key.isEmpty() && r < m_geometry->rowCount(); ++r)
        if (m_geometry->index(r, GeometryModel::Key).data().toString() == key)
            row = r;
    if (row >= 0)
        m_table->setCurrentIndex(m_geometry->index(row, current.column()));
    showDetail(row);
    m_family->setText(tr("Family: %1").arg(QString::fromStdString(profile.family)));
}

void DeviceExplorer::showDetail(int row)
{
    if (row < 0 || row >= m_geometry->rowCount()) {
        m_detail->clear();
        m_detail->hide();
        return;
    }
    auto text = [&](int column) { return m_geometry->index(row, column).data().toString(); };
    m_detail->setText(tr("%1 = %2 (%3): %4")
                          .arg(text(GeometryModel::Key), text(GeometryModel::Value),
                               text(GeometryModel::Source), text(GeometryModel::Note)));
    m_detail->show();
}

} // namespace coalesce::ui
