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


def rule_presets(game: AnyGame) -> tuple[tuple[str, Any], ...]:
    """The common sets of house rules the game's plugin names (its label, the rules), if it names any
    (``rule_presets`` is optional in a plugin)."""
    presets = getattr(game_client(game), "rule_presets", None)
    return tuple(presets()) if callable(presets) else ()


class RuleForm(QDialog):
    def __init__(self, game: AnyGame, rules: Any, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(translate("Rules", "House rules — {game}").format(game=title))
        values = game.rule_values(rules)
        self.inputs: dict[str, QComboBox | QSpinBox] = {}
        form = QFormLayout()
        self.presets = rule_presets(game)
        self.preset_box: QComboBox | None = None
        if self.presets:
            self.preset_box = QComboBox()
            self.preset_box.addItem(translate("Rules", "your own"), -1)
            for index, (label, _) in enumerate(self.presets):
                self.preset_box.addItem(label, index)
            self.preset_box.setToolTip(translate("Rules", "A common set of house rules: every option below at once"))
            self.preset_box.setAccessibleName("preset")
            form.addRow(translate("Rules", "Set of rules"), self.preset_box)
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
        if self.preset_box is not None:
            self._show_preset()
            self.preset_box.activated.connect(self._choose_preset)
            for box in self.inputs.values():
                if isinstance(box, QComboBox):
                    box.currentIndexChanged.connect(self._show_preset)
                else:
                    box.valueChanged.connect(self._show_preset)
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

    def _choose_preset(self, row: int) -> None:
        assert self.preset_box is not None
        index = self.preset_box.itemData(row)
        if not isinstance(index, int) or index < 0:
            return
        for name, value in self.game.rule_values(self.presets[index][1]).items():
            box = self.inputs.get(name)
            if isinstance(box, QComboBox):
                box.setCurrentIndex(max(0, box.findData(value)))
            elif box is not None:
                box.setValue(value)

    def _show_preset(self) -> None:
        """The preset the options now make, or "your own"."""
        assert self.preset_box is not None
        chosen = self.rules()
        index = next((i for i, (_, rules) in enumerate(self.presets) if rules == chosen), -1)
        self.preset_box.setCurrentIndex(max(0, self.preset_box.findData(index)))

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
    for label, preset in rule_presets(game):
        if preset == rules and preset != game.default_rules():
            return label
    values = game.rule_values(rules)
    changed = []
    for field in game.rule_fields():
        value = values.get(field.name, field.default)
        if value != field.default:
            label, _, choices = field_words(game, field)
            shown = choices[value - field.low] if choices else str(value)
            changed.append(f"{label}: {shown}")
    return "; ".join(changed) if changed else translate("Rules", "standard rules")
