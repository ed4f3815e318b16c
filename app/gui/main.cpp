// coalesce: the desktop application. Everything happens in coalesce::ui (ui/application.cpp).
#include "ui/application.h"

#include "coalesce_version.h"

#include <QApplication>

int main(int argc, char** argv)
{
    Q_INIT_RESOURCE(coalesce);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("coalesce"));
    QApplication::setOrganizationName(QStringLiteral("Coalesce"));
    QApplication::setApplicationVersion(QStringLiteral(COALESCE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("coalesce"));
    return coalesce::ui::runApplication(app);
}
