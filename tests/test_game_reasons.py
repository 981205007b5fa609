"""Every reason a game gives a ``Refusal`` (or an audit ``Finding``) is frozen text: a refused move's reason
is what a stop ("illegal move: …") or an audit verdict ("move N: …") writes into a signed hand file, and
``verify`` compares it with the replay's (tusac_lan/games/api.py). tests/test_reasons.py pins the table's
reasons and Tứ Sắc's engine's; this pins the words of each game's own refusals, read from its source, each
``{}`` a value the text is filled with. A changed one breaks the files written before it: this list is not
edited to follow a rewording (a new reason is added here)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES_DIR = Path(__file__).resolve().parent.parent / "tusac_lan" / "games"

PINNED = {
    "tusac": [
        "a deal or a draw is not a seat's move",
        "a move names the seat that makes it",
        "a reveal for a card not being drawn",
        "a reveal opens one card for each of its slots",
        "a reveal to a seat opens only that seat's hand",
        "a rule set is a list of integers",
        "not an action",
    ],
    "tienlen": [
        "a card played is not in this seat's hand",
        "a play names one card for each of its slots",
        "a play's cards are distinct cards in ascending order",
        "a reveal nobody owes",
        "a reveal opens one card for each of its slots",
        "a reveal to a seat opens only that seat's hand",
        "a rule set is a list of {} integers",
        "a seat asked for the lowest card leads with it or says it does not hold it",
        "a seat on turn plays or passes",
        "a seat that holds the card asked for said it does not",
        "a seat that passed may only chop",
        "an instant win shows the whole hand",
        "before play a seat declares an instant win or declines",
        "instant wins are patterns of 13 cards: they cannot be on with every card dealt",
        "no move is owed by this seat",
        "no rule named {}",
        "no such card",
        "not a move of this game",
        "that card is in another slot",
        "the cards make no combination",
        "the first lead holds the lowest card dealt",
        "the hand shown is no instant win",
        "the leader of a trick cannot pass",
        "the play does not beat the last one",
        "the slot does not hold that card",
        "{} is {} to {}",
    ],
    "kuaho": [
        "Kuaho has no rule {}",
        "Kuaho's rules are {} integers",
        "a card drawn while someone is puro is claimed or passed",
        "a discard is one card, and a puro marker with it",
        "a general is never discarded",
        "a move is a kind, its slots, its cards and a flag",
        "a move names each slot once",
        "a move names the card of each slot it opens",
        "a puro hand that is no longer one card from a win withdraws",
        "a reveal names each slot once",
        "a reveal nobody owes",
        "a reveal opens one card for each of its slots",
        "a secret is four identical cards, or three like the sowee and one more",
        "a secret lays four cards of the hand face down",
        "a turn goes on with a secret, a discard or a win",
        "a turn starts by taking the stock's top card or the previous discard",
        "a win needs puro and the previous player's discard, or a card drawn",
        "a win shows every card of the hand outside its secrets",
        "a winning hand holds sixteen cards",
        "no move is owed by this seat",
        "no puro within two turns of a broken one",
        "no such card",
        "no win within two turns of a broken puro",
        "not a move of this game",
        "only a puro seat withdraws its puro",
        "puro is declared only one card from a win",
        "puro is withdrawn only when the hand is no longer one card from a win",
        "that card is in another slot",
        "the card discarded is not in this seat's hand",
        "the hand shown is not a win",
        "the puro marker is a general from the hand",
        "the puro marker is a general from the hand when it holds one",
        "the slot does not hold that card",
        "the stock is empty",
        "there is no discard to take",
        "this seat is puro already",
        "{} is an integer from {} to {}",
    ],
    "madiao": [
        "Ma Diao has no rule {}",
        "Ma Diao's rules are {} integers",
        "a card played face down is not named",
        "a card played face up is named",
        "a card played face up must be of the led suit and beat every card so far",
        "a declaration shows the whole hand",
        "a hand is opened to its owner only at the deal",
        "a move is a kind, its slots and the cards it shows",
        "a pass shows no card",
        "a play is one card",
        "a player holding the led suit must follow it",
        "a player on turn plays a card",
        "a reveal nobody owes",
        "a reveal opens one card for each of its slots",
        "a trick is led face up",
        "no move is owed by this seat",
        "no such card",
        "no such move",
        "no such slot",
        "no such slot or card",
        "not a move of this game",
        "that card is in another slot",
        "the card played is not in this seat's hand",
        "the declarations come before play",
        "the hand shown holds no 免門",
        "the hand shown holds no 異賞",
        "the slot does not hold that card",
        "{} is {} to {}",
    ],
}
"""Per game, its refusals' texts (sorted, each once). Tứ Sắc's move checks are its engine's (pinned in
tests/test_reasons.py); these are its adapter's own."""


INTERFACE = ["a reveal does not open the cards the deck holds"]
"""The shared audit's own finding (``api.replay_steps``), in the modules beside the games."""


def refusal_texts(game: str) -> tuple[list[str], list[str]]:
    """The texts of every ``Refusal(...)`` and ``Finding(...)`` in the game's package (``""``: the modules
    of tusac_lan/games/ beside the games), an f-string as its template, and the calls whose text is not
    written there (a value passed on)."""
    texts, passed_on = [], []
    paths = (GAMES_DIR / game).rglob("*.py") if game else GAMES_DIR.glob("*.py")
    for path in sorted(paths):
        for call in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.args):
                continue
            if call.func.id not in ("Refusal", "Finding"):
                continue
            text = call.args[-1]
            if isinstance(text, ast.Constant) and isinstance(text.value, str):
                texts.append(text.value)
            elif isinstance(text, ast.JoinedStr):
                texts.append("".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in text.values))
            else:
                passed_on.append(f"{path.relative_to(GAMES_DIR)}: {ast.unparse(text)}")
    return sorted(set(texts)), passed_on


@pytest.mark.parametrize("game", sorted(PINNED))
def test_a_games_refusals_are_pinned_word_for_word(game: str) -> None:
    texts, _ = refusal_texts(game)
    assert texts == PINNED[game]


@pytest.mark.parametrize("game", ["tienlen", "kuaho", "madiao"])
def test_the_new_games_write_every_refusal_where_it_is_made(game: str) -> None:
    # A reason passed on from elsewhere would escape the pin above.
    assert refusal_texts(game)[1] == []


def test_the_interfaces_own_finding_is_pinned_and_it_passes_on_only_a_games_reasons() -> None:
    texts, passed_on = refusal_texts("")
    assert texts == INTERFACE
    assert {line.split(": ", 1)[1] for line in passed_on} == {"opened.reason", "after.reason"}


def test_tusac_passes_on_only_its_engines_and_rules_words() -> None:
    passed_on = refusal_texts("tusac")[1]
    assert {line.split(": ", 1)[1] for line in passed_on} <= {"finding.reason", "refused", "str(exc)", "choice"}
