// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user interface language: follows the system locale unless the user chose one in the settings
// ("en" or "zh_CN"). Translations are compiled from resources/translations/*.ts into the resource
// :/i18n/coalesce_<lang>.qm by CMake.
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace coalesce::ui {

/// "system" (default), "en" or "zh_CN".
QString languageSetting();
void setLanguageSetting(const QString& language);
/// Languages shipped, as codes.
QStringList availableLanguages();
/// Installs the application's and Qt's translators for `language` ("system", empty: the setting).
/// Returns the language code actually used ("en" when nothing matched).
QString installTranslations(QCoreApplication& app, const QString& language = {});

} // namespace coalesce::ui
