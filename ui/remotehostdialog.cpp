// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/remotehostdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace coalesce::ui {

RemoteHostDialog::RemoteHostDialog(QWidget* parent)
    : QDialog(parent), m_destination(new QLineEdit(this)), m_binary(new QLineEdit(this)),
      m_problem(new QLabel(this))
{
    setWindowTitle(tr("Add remote device"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Coalesce runs <tt>ssh DESTINATION coalesce-cli serve</tt> with your own "
                                "OpenSSH setup (keys, agent, <tt>~/.ssh/config</tt>). It never asks for or "
                                "stores a password: set up a key first (<tt>ssh-copy-id</tt>). Coalesce must "
                                "be installed on the remote machine, in the same version."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_destination->setObjectName(QStringLiteral("remoteDestination"));
    m_destination->setPlaceholderText(tr("user@gpu-box or an ssh config alias"));
    m_binary->setObjectName(QStringLiteral("remoteBinary"));
    m_binary->setPlaceholderText(tr("coalesce-cli (on the remote PATH)"));
    form->addRow(tr("SSH destination:"), m_destination);
    form->addRow(tr("Remote coalesce-cli:"), m_binary);
    layout->addLayout(form);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Connect"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_destination, &QLineEdit::textChanged, this, &RemoteHostDialog::validate);
    connect(m_binary, &QLineEdit::textChanged, this, &RemoteHostDialog::validate);
    validate();
    m_problem->clear(); // an empty form is not yet a mistake
}

RemoteHost RemoteHostDialog::host() const
{
    return {m_destination->text().trimmed(), m_binary->text().trimmed()};
}

void RemoteHostDialog::validate()
{
    QString problem = checkDestination(host().destination);
    if (problem.isEmpty())
        problem = checkBinary(host().binary);
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace coalesce::ui
