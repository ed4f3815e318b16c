// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMutex>
#include <QPointer>
#include <QSettings>
#include <QTabWidget>
#include <QTranslator>

#include <cstring>
#include <memory>
#include <optional>

namespace coalesce::ui {

namespace {

struct Origin {
    QByteArray context, source, disambiguation;
};

/// The one translator the application installs. It asks the application's translation, then Qt's, and
/// remembers every answer it gives (the source text itself when neither knows it), so that a text already on
/// screen can be found again and set in another language (retranslated()).
///
/// lupdate files strings under the qualified class name ("coalesce::ui::Controller") when it can resolve the
/// namespace and under the bare name otherwise; tr() asks with the qualified name. A miss is asked again with
/// the namespace dropped.
class Translations : public QTranslator {
public:
    using QTranslator::QTranslator;

    void setTranslators(std::unique_ptr<QTranslator> own, std::unique_ptr<QTranslator> qt)
    {
        m_own = std::move(own);
        m_qt = std::move(qt);
    }
    bool hasQt() const { return m_qt != nullptr; }
    bool isEmpty() const override { return false; }

    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        QString text = find(m_own.get(), context, sourceText, disambiguation, n);
        if (text.isEmpty())
            text = find(m_qt.get(), context, sourceText, disambiguation, n);
        if (n < 0 && context && sourceText) { // plural texts are shown with %n replaced: not found again
            const QString shown = text.isEmpty() ? QString::fromUtf8(sourceText) : text;
            const QMutexLocker lock(&m_mutex); // tr() is called from worker threads too
            if (!m_memory.contains(shown))
                m_memory.insert(shown, Origin{context, sourceText, disambiguation});
        }
        return text;
    }

    std::optional<Origin> origin(const QString& shown) const
    {
        const QMutexLocker lock(&m_mutex);
        const auto it = m_memory.constFind(shown);
        return it == m_memory.cend() ? std::nullopt : std::optional<Origin>(*it);
    }

private:
    static QString find(const QTranslator* t, const char* context, const char* sourceText,
                        const char* disambiguation, int n)
    {
        if (!t)
            return {};
        QString text = t->translate(context, sourceText, disambiguation, n);
        if (!text.isEmpty() || !context)
            return text;
        const char* bare = std::strrchr(context, ':');
        return bare ? t->translate(bare + 1, sourceText, disambiguation, n) : text;
    }

    std::unique_ptr<QTranslator> m_own, m_qt;
    mutable QMutex m_mutex;
    mutable QHash<QString, Origin> m_memory;
};

QPointer<Translations> g_translations;
QString g_language = QStringLiteral("en");

} // namespace

QString languageSetting()
{
    return QSettings().value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
}

void setLanguageSetting(const QString& language)
{
    QSettings().setValue(QStringLiteral("ui/language"), language);
}

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString installTranslations(QCoreApplication& app, const QString& requested)
{
    QString language = requested.isEmpty() ? languageSetting() : requested;
    if (language == QLatin1String("system"))
        language =
            QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    std::unique_ptr<QTranslator> own, qt;
    if (language != QLatin1String("en")) {
        own = std::make_unique<QTranslator>();
        if (!own->load(QStringLiteral(":/i18n/coalesce_") + language + QStringLiteral(".qm"))) {
            own.reset();
            language = QStringLiteral("en");
        }
    }
    if (own) {
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset();
    }
    // The locale first: widgets that format numbers while they retranslate see the new one.
    // English keeps the system's number formats where the system speaks English (or is the C locale).
    const QLocale system = QLocale::system();
    const bool systemEnglish = system.language() == QLocale::English || system.language() == QLocale::C;
    QLocale::setDefault(language != QLatin1String("en") ? QLocale(language)
                        : systemEnglish                 ? system
                                                        : QLocale(QLocale::English, QLocale::UnitedStates));
    g_language = language;
    // Removing and installing the translator sends QEvent::LanguageChange to every widget.
    if (g_translations)
        app.removeTranslator(g_translations);
    else
        g_translations = new Translations(&app);
    g_translations->setTranslators(std::move(own), std::move(qt));
    app.installTranslator(g_translations);
    // Every window's static texts at once, dialogs and editors included; the widgets that compose texts of
    // their own follow when the posted LanguageChange reaches them.
    if (qobject_cast<QApplication*>(&app))
        for (QWidget* window : QApplication::topLevelWidgets())
            retranslateTexts(window);
    return language;
}

QString currentLanguage()
{
    return g_language;
}

bool qtTranslationLoaded()
{
    return g_translations && g_translations->hasQt();
}

QString retranslated(const QString& shown)
{
    if (!g_translations || shown.isEmpty())
        return shown;
    const auto origin = g_translations->origin(shown);
    if (!origin)
        return shown;
    return QCoreApplication::translate(origin->context.constData(), origin->source.constData(),
                                       origin->disambiguation.isNull() ? nullptr
                                                                       : origin->disambiguation.constData());
}

void retranslateTexts(QObject* root)
{
    QList<QObject*> objects = root->findChildren<QObject*>();
    objects.prepend(root);
    for (QObject* o : objects) {
        if (auto* a = qobject_cast<QAction*>(o)) {
            a->setText(retranslated(a->text()));
            a->setToolTip(retranslated(a->toolTip()));
            a->setStatusTip(retranslated(a->statusTip()));
            continue;
        }
        auto* w = qobject_cast<QWidget*>(o);
        if (!w)
            continue;
        if (!w->windowTitle().isEmpty())
            w->setWindowTitle(retranslated(w->windowTitle()));
        if (!w->toolTip().isEmpty())
            w->setToolTip(retranslated(w->toolTip()));
        if (auto* label = qobject_cast<QLabel*>(w))
            label->setText(retranslated(label->text()));
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            button->setText(retranslated(button->text()));
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            group->setTitle(retranslated(group->title()));
        else if (auto* edit = qobject_cast<QLineEdit*>(w))
            edit->setPlaceholderText(retranslated(edit->placeholderText()));
        else if (auto* menu = qobject_cast<QMenu*>(w))
            menu->setTitle(retranslated(menu->title()));
        else if (auto* tabs = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < tabs->count(); ++i)
                tabs->setTabText(i, retranslated(tabs->tabText(i)));
        else if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                combo->setItemText(i, retranslated(combo->itemText(i)));
    }
}

} // namespace coalesce::ui
