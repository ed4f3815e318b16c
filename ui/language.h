// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user interface language: follows the system locale unless the user chose one in the settings
// ("en" or "zh_CN"). Translations are compiled from resources/translations/*.ts into the resource
// :/i18n/coalesce_<lang>.qm by CMake; Qt's own (qtbase_<lang>.qm, Debian's qt6-translations-l10n) come from
// QLibraryInfo's translations folder.
//
// The language can change while the application runs: installTranslations() replaces the translators, Qt sends
// QEvent::LanguageChange to every widget, and each widget's changeEvent() sets its texts again. Static texts
// (menus, actions, labels, dock titles, buttons) are retranslated by retranslateTexts(), which looks a shown
// text up in the memory of every tr() answer given so far; texts composed with arg() are set again by their
// widget's own retranslate function.
#include <QString>
#include <QStringList>

class QCoreApplication;
class QObject;

namespace coalesce::ui {

/// "system" (default), "en" or "zh_CN".
QString languageSetting();
void setLanguageSetting(const QString& language);
/// Languages shipped, as codes.
QStringList availableLanguages();
/// Installs the application's and Qt's translators for `language` ("system", empty: the setting), replacing
/// those installed before. Returns the language code actually used ("en" when nothing matched).
QString installTranslations(QCoreApplication& app, const QString& language = {});
/// The language installed last ("en" before any).
QString currentLanguage();
/// Whether Qt's own translation (qtbase, for its dialogs and buttons) was found for the current language.
bool qtTranslationLoaded();
/// `shown` in the current language, when it is a text a tr() call gave out earlier (in any language); else
/// `shown` itself.
QString retranslated(const QString& shown);
/// Sets again every static text of `root` and its children: actions and menus, labels, buttons, group boxes,
/// tab titles, window and dock titles, tool tips and placeholders.
void retranslateTexts(QObject* root);

} // namespace coalesce::ui
