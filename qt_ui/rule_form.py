"""A game's house rules as a form built from its ``rule_fields()``: a choice for an option that picks one
reading of the rules, a number box for the others; the help text is each field's tooltip. Shown for the
games that have no form of their own in the shell."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tusac_lan.games import AnyGame
from tusac_lan.games.api import Refusal, RuleField

from .i18n import translate
from .plugin import game_client


def field_label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def field_words(game: AnyGame, field: RuleField) -> tuple[str, str, tuple[str, ...]]:
    """A field's label, help and choice words in the player's language when the game's plugin names
    them, else from the field itself."""
    plugin = game_client(game)
    words = plugin.rule_words(field.name) if plugin is not None else None
    if words is None or len(words[2]) != len(field.choices):
        return field_label(field.name), field.help, field.choices
    return words


class RuleForm(QDialog):
    def __init__(self, game: AnyGame, rules: Any, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(translate("Rules", "House rules — {game}").format(game=title))
        values = game.rule_values(rules)
        self.inputs: dict[str, QComboBox | QSpinBox] = {}
        form = QFormLayout()
        for field in game.rule_fields():
            label, help_text, choices = field_words(game, field)
            box: QComboBox | QSpinBox
            if field.choices:
                box = QComboBox()
                for offset, word in enumerate(choices):
                    box.addItem(word, field.low + offset)
                box.setCurrentIndex(max(0, box.findData(values.get(field.name, field.default))))
            else:
                box = QSpinBox()
                box.setRange(field.low, field.high)
                box.setValue(values.get(field.name, field.default))
            box.setToolTip(help_text)
            box.setAccessibleName(field.name)
            self.inputs[field.name] = box
            form.addRow(label, box)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def values(self) -> dict[str, int]:
        return {
            name: int(box.currentData()) if isinstance(box, QComboBox) else box.value()
            for name, box in self.inputs.items()
        }

    def rules(self) -> Any | Refusal:
        return self.game.rules_from_values(self.values())

    def _accept(self) -> None:
        rules = self.rules()
        if isinstance(rules, Refusal):
            self.problem.setText(rules.reason)
            return
        self.accept()


def describe_game_rules(game: AnyGame, rules: Any) -> str:
    """The options that differ from the defaults, in a line ("standard rules" when none do)."""
    values = game.rule_values(rules)
    changed = []
    for field in game.rule_fields():
        value = values.get(field.name, field.default)
        if value != field.default:
            label, _, choices = field_words(game, field)
            shown = choices[value - field.low] if choices else str(value)
            changed.append(f"{label}: {shown}")
    return "; ".join(changed) if changed else translate("Rules", "standard rules")
