"""House rules: the rule options in plain words, with presets for the rule sets players ask for."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from tusac_lan.games.tusac.engine.rules import RULE_CHOICES, RULE_LIMITS, RuleSet

from .i18n import translate

CHOICES = tuple(RULE_CHOICES)
"""Options that pick one reading of the rules (by its index) rather than a number."""
LIMITS = {option: limits for option, limits in RULE_LIMITS.items() if option not in CHOICES}


def option_label(option: str) -> str:
    labels = {
        "special_rule_2": translate("Rules", "Special rule 2 (a pair beside a run)"),
        "kong_payment": translate("Rules", "A loser's four of a kind"),
        "final_pong_wins": translate("Rules", "A pair beside its run made three of a kind that completes the hand"),
        "next_after_no_winner": translate("Rules", "After a hand without a winner"),
        "first_starter": translate("Rules", "The first starter"),
        "four_win_double": translate("Rules", "Winning with the fourth card (tới quan)"),
        "discarder_pays": translate("Rules", "A win on a discard (luật đền)"),
        "show_dealt_fours": translate("Rules", "A four of a kind dealt in hand (quằn)"),
        "no_winner_deck": translate("Rules", "No winner when the deck is down to"),
        "soldier_quad_points": translate("Rules", "Four soldiers of four colours score"),
        "exposed_pong_points": translate("Rules", "Three of a kind made with a taken card scores"),
        "concealed_pong_points": translate("Rules", "Three of a kind held from the deal scores"),
        "abc_chow_points": translate("Rules", "A general-advisor-elephant run scores"),
        "min_win_points": translate("Rules", "Points needed to win"),
        "stake": translate("Rules", "Stake per point"),
    }
    return labels.get(option, option.replace("_", " "))


def choice_labels(option: str) -> tuple[str, ...]:
    """A label for each value of an option that picks a reading, in the order of its values."""
    labels = {
        "special_rule_2": (
            translate("Rules", "as the seeds word it: such a pair may not become three of a kind"),
            translate("Rules", "by trash: no claim may leave more trash than before"),
        ),
        "kong_payment": (
            translate("Rules", "is paid by each other player when exposed, not when held from the deal"),
            translate("Rules", "lowers what its owner pays the winner (as the English rule book says)"),
            translate(
                "Rules",
                "is paid by each other player: 6 exposed, 8 held from the deal (as the Japanese rule book says)",
            ),
        ),
        "final_pong_wins": (
            translate("Rules", "does not win (special rule 2's words)"),
            translate("Rules", "wins: no trash is left"),
        ),
        "next_after_no_winner": (
            translate("Rules", "the player after the starter starts (as the English rule book says)"),
            translate("Rules", "the player after the one whose turn it was starts (as the Japanese rule book says)"),
        ),
        "first_starter": (
            translate("Rules", "two dice counted from South"),
            translate("Rules", "a die for each player: the highest starts"),
        ),
        "four_win_double": (
            translate("Rules", "is paid as any win"),
            translate("Rules", "is paid double"),
        ),
        "discarder_pays": (
            translate("Rules", "is paid by every loser"),
            translate("Rules", "is paid by the discarder for the whole table"),
        ),
        "show_dealt_fours": (
            translate("Rules", "stays in the hand"),
            translate("Rules", "is shown to all at the deal and scores 8"),
        ),
    }
    return labels[option]


def option_help(option: str) -> str:
    helps = {
        "no_winner_deck": translate(
            "Rules",
            "The hand ends without a winner when a draw is due and the deck holds this many cards (0: play it out)",
        ),
        "soldier_quad_points": translate("Rules", "Points for a set of four soldiers, one of each colour"),
        "exposed_pong_points": translate("Rules", "Points for three identical cards when one of them was taken"),
        "concealed_pong_points": translate("Rules", "Points for three identical cards all dealt to the hand"),
        "abc_chow_points": translate("Rules", "Points for a general, advisor and elephant of one colour"),
        "min_win_points": translate("Rules", "0: any hand without trash wins; some tables ask for 10"),
        "stake": translate("Rules", "Each loser pays the winner points × stake"),
        "special_rule_2": translate("Rules", "How to read the seeds' special rule 2 when a claim is made"),
        "kong_payment": translate("Rules", "How a four of a kind is paid when its owner loses"),
        "final_pong_wins": translate(
            "Rules",
            "Special rule 2 keeps a pair beside its run from becoming three of a kind; may it when that wins the hand?",
        ),
        "next_after_no_winner": translate("Rules", "Who starts the next hand when nobody won"),
        "first_starter": translate(
            "Rules", "How the first hand's starter is chosen (the dice are shown in the hand's history)"
        ),
        "four_win_double": translate(
            "Rules", "Vietnamese house rule: a win whose winning card makes a four of a kind pays double"
        ),
        "discarder_pays": translate(
            "Rules", "Vietnamese house rule: the player whose discard is won on pays the whole table's share"
        ),
        "show_dealt_fours": translate(
            "Rules", "Vietnamese house rule: a four of a kind dealt in hand is shown face up before the first move"
        ),
    }
    return helps.get(option, "")


def option_suffix(option: str) -> str:
    if option == "no_winner_deck":
        return translate("Rules", " cards")
    if option == "stake":
        return ""
    return translate("Rules", " points")


def presets() -> list[tuple[str, RuleSet]]:
    """Named rule sets: the seed rules (the default) and the variants other tables play."""
    seed = RuleSet()
    return [
        (translate("Rules", "Seed rules (default)"), seed),
        (translate("Rules", "Play the deck out"), replace(seed, no_winner_deck=0)),
        (translate("Rules", "No winner at 8 cards"), replace(seed, no_winner_deck=8)),
        (translate("Rules", "Four soldiers score 4"), replace(seed, soldier_quad_points=4)),
        (translate("Rules", "Taken three of a kind scores 1"), replace(seed, exposed_pong_points=1)),
        (
            translate("Rules", "Taiwanese: 10 points to win, A-B-C run scores 2"),
            replace(seed, min_win_points=10, abc_chow_points=2),
        ),
        (translate("Rules", "Payments of the English rule book"), replace(seed, kong_payment=1)),
        (
            translate(
                "Rules", "Vietnamese house rules: tới quan pays double, the discarder pays (luật đền), quằn is shown"
            ),
            replace(seed, four_win_double=1, discarder_pays=1, show_dealt_fours=1),
        ),
    ]


def describe_rules(rules: RuleSet) -> str:
    """The preset's name, or "custom" with what differs from the seed rules."""
    for name, preset in presets():
        if preset == rules:
            return name
    seed = RuleSet().to_dict()
    changed = [f"{option_label(k)} {value_text(k, v)}" for k, v in rules.to_dict().items() if seed.get(k) != v]
    return translate("Rules", "Custom: {changes}").format(changes="; ".join(changed))


def value_text(option: str, value: int) -> str:
    if option in CHOICES:
        return choice_labels(option)[value]
    return f"{value}{option_suffix(option)}"


class RuleField:
    """One option's editor: a number box, or a choice between two readings."""

    def __init__(self, option: str, value: int) -> None:
        self.option = option
        self.widget: QSpinBox | QComboBox
        if option in CHOICES:
            box = QComboBox()
            for data, text in enumerate(choice_labels(option)):
                box.addItem(text, data)
            box.setCurrentIndex(max(0, box.findData(value)))
            self.widget = box
        else:
            spin = QSpinBox()
            low, high = LIMITS.get(option, (0, 100))
            spin.setRange(low, high)
            spin.setValue(value)
            spin.setSuffix(option_suffix(option))
            self.widget = spin
        self.widget.setToolTip(option_help(option))

    def value(self) -> int:
        if isinstance(self.widget, QComboBox):
            return int(self.widget.currentData())
        return self.widget.value()

    def set_value(self, value: int) -> None:
        self.widget.blockSignals(True)
        if isinstance(self.widget, QComboBox):
            self.widget.setCurrentIndex(max(0, self.widget.findData(value)))
        else:
            self.widget.setValue(value)
        self.widget.blockSignals(False)

    def on_change(self, handler: Callable[[], None]) -> None:
        if isinstance(self.widget, QComboBox):
            self.widget.currentIndexChanged.connect(lambda _=0: handler())
        else:
            self.widget.valueChanged.connect(lambda _=0: handler())


class HouseRulesDialog(QDialog):
    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Rules", "House rules"))
        self.preset = QComboBox()
        for name, _ in presets():
            self.preset.addItem(name)
        self.preset.addItem(translate("Rules", "Custom"))
        self.preset.setToolTip(translate("Rules", "Start from a rule set many tables play, then change what you like"))
        self.fields: dict[str, RuleField] = {}
        form = QFormLayout()
        form.addRow(translate("Rules", "Preset"), self.preset)
        for option, value in rules.to_dict().items():
            field = RuleField(option, value)
            field.on_change(self._match_preset)
            self.fields[option] = field
            label = QLabel(option_label(option))
            label.setToolTip(option_help(option))
            form.addRow(label, field.widget)
        self.preset.activated.connect(self._apply_preset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        note = QLabel(
            translate("Rules", "Everyone at the table plays by the host's rules; they are saved with every hand.")
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._match_preset()

    def rules(self) -> RuleSet:
        return RuleSet(**{option: field.value() for option, field in self.fields.items()})

    def _apply_preset(self, index: int) -> None:
        options = presets()
        if index >= len(options):
            return
        for option, value in options[index][1].to_dict().items():
            self.fields[option].set_value(value)
        self._match_preset()

    def _match_preset(self) -> None:
        current = self.rules()
        index = next((i for i, (_, rules) in enumerate(presets()) if rules == current), len(presets()))
        self.preset.setCurrentIndex(index)
