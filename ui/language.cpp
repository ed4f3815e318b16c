// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <cstring>

namespace coalesce::ui {

namespace {

/// lupdate does not understand `namespace coalesce::ui {` and files strings under the bare class name
/// ("Controller"), while tr() asks with the full meta-object name ("coalesce::ui::Controller"). This
/// translator drops the namespace before looking up, so the .ts files stay as lupdate writes them.
class NamespaceTranslator : public QTranslator {
public:
    using QTranslator::QTranslator;
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        QString text = QTranslator::translate(context, sourceText, disambiguation, n);
        if (!text.isEmpty() || !context)
            return text;
        const char* bare = std::strrchr(context, ':');
        return bare ? QTranslator::translate(bare + 1, sourceText, disambiguation, n) : text;
    }
};

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
    QLocale locale = language == QLatin1String("system") ? QLocale::system() : QLocale(language);
    if (language == QLatin1String("system"))
        language = locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    if (language == QLatin1String("en"))
        return language;
    auto* own = new NamespaceTranslator(&app);
    if (own->load(QStringLiteral(":/i18n/coalesce_") + language + QStringLiteral(".qm")))
        app.installTranslator(own);
    else
        return QStringLiteral("en");
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    QLocale::setDefault(QLocale(language));
    return language;
}

} // namespace coalesce::ui
