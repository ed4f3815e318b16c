#include "ui/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace coalesce::ui {

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
    auto* own = new QTranslator(&app);
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
