// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Add remote device…": an SSH destination and, optionally, where coalesce-cli is on that machine. Says that
// the system's OpenSSH client is used with the user's own keys and agent, and that no password is asked for.
#include "ui/remotehosts.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace coalesce::ui {

class RemoteHostDialog : public QDialog {
    Q_OBJECT
public:
    explicit RemoteHostDialog(QWidget* parent = nullptr);
    RemoteHost host() const;
    QLineEdit* destinationEdit() const { return m_destination; }
    QLineEdit* binaryEdit() const { return m_binary; }
    QPushButton* okButton() const { return m_ok; }

private:
    void validate();

    QLineEdit* m_destination;
    QLineEdit* m_binary;
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
};

} // namespace coalesce::ui
