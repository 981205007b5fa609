"""Opening a file with the client's own dialog: Qt ships no Vietnamese translation of its file dialog
(no qtbase_vi.qm), so the dialog is Qt's widget one with its labels and buttons given in the player's
language by the client's own translations (the views' column headers stay Qt's)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QWidget

from .i18n import translate


def open_file_dialog(parent: QWidget, title: str, directory: str, filters: str) -> QFileDialog:
    """The dialog to choose one existing file, not shown yet (``exec`` it, or ``open`` it in a test)."""
    dialog = QFileDialog(parent, title, directory, filters)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    label = QFileDialog.DialogLabel
    dialog.setLabelText(label.LookIn, translate("Files", "Look in:"))
    dialog.setLabelText(label.FileName, translate("Files", "File name:"))
    dialog.setLabelText(label.FileType, translate("Files", "Files of type:"))
    dialog.setLabelText(label.Accept, translate("Files", "Open"))
    dialog.setLabelText(label.Reject, translate("Files", "Cancel"))
    return dialog


def chosen_file(dialog: QFileDialog) -> str:
    """The file the player chose in a dialog it accepted ("" if none)."""
    files = dialog.selectedFiles()
    return files[0] if files else ""
