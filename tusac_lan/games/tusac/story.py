"""A history file told as a story: who held what, who took what, the result and the verdict."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from ..four_colour.cards import card_code
from ..hand_file import HandAccount, HandFile, ReplayedHand
from .engine.actions import Action, ActionType, ClaimKind
from .engine.sets import SetKind
from .engine.state import ENGINE_VERSION, SEAT_NAMES, HandState, Phase, deal_seat, dealt_cards


class TusacNarrator:
    """Tứ Sắc's words for a hand file (``tusac_lan.table.narrator.Narrator``)."""

    game = "tusac"
    engine_version = ENGINE_VERSION

    def rules(self, history: HandFile) -> dict[str, int]:
        return cast(dict[str, int], history.config.rules.stated())

    def show(self, history: HandFile, run: ReplayedHand) -> str:
        return describe_history(history, run)

    def signed_by(self, history: HandFile) -> str:
        return signed_by(history)

    def account(self, history: HandFile, run: ReplayedHand) -> HandAccount:
        state = run.state
        deck = run.deal.deck
        hands: list[list[str]] = []
        stock: list[str] = []
        if state is not None and deck is not None:
            dealt = dealt_cards(state.seats)
            for seat in range(state.seats):
                cards = sorted(deck[s] for s in range(dealt) if deal_seat(s, state.starter, state.seats) == seat)
                hands.append([card_code(c) for c in cards])
            stock = [card_code(c) for c in deck[dealt:]]
        settled = run.settled_result
        return HandAccount(
            starter=state.starter if state is not None else history.starter,
            hands=hands,
            stock=stock,
            first=[],
            steps=[_step_json(cast(Action, action)) for action in run.applied] if state is not None else [],
            payments=list(settled.payments) if settled is not None else [0] * history.config.seats,
            result=_result_json(run),
        )


def _codes(cards: tuple[int, ...]) -> list[str | None]:
    return [card_code(c) if c >= 0 else None for c in cards]


def _step_json(action: Action) -> dict[str, Any]:
    if action.type == ActionType.DRAW:
        return {"reveal": _codes(action.cards), "to": "all", "drawn_by": action.seat, "slots": list(action.slots)}
    step: dict[str, Any] = {"seat": action.seat, "kind": ActionType(action.type).name.lower()}
    if action.type == ActionType.CLAIM:
        step["claim"] = ClaimKind(action.claim).name.lower()
    step["cards"] = _codes(action.cards)
    if action.type != ActionType.PASS:
        step["slots"] = list(action.slots)
    return step


def _result_json(run: ReplayedHand) -> dict[str, Any]:
    """How the play ended, in Tứ Sắc's terms; whether it stands is the verdict's to say."""
    state = run.state
    if state is None:
        return {"end": "stopped before the deal"}
    account: dict[str, Any] = {"end": "stopped"}
    if run.dice is not None:
        account["dice"] = [list(faces) for faces in run.dice.rounds]
    result = state.result
    if result is None:
        return account
    account["end"] = "win" if result.winner >= 0 else "no winner"
    if result.winner < 0:
        return account
    cards = state.cards
    account["winner"] = result.winner
    account["points"] = result.points
    slot = result.win_slot
    account["win_card"] = card_code(cards[slot]) if slot >= 0 and cards[slot] >= 0 else None
    account["win_sets"] = [
        {"kind": kind.name.lower(), "cards": _codes(tuple(cards[s] for s in slots)), "exposed": exposed}
        for kind, slots, exposed in result.win_sets
    ]
    account["paid_by"] = result.paid_by if result.paid_by >= 0 else None
    return account


def describe_history(history: HandFile, run: ReplayedHand) -> str:
    config = history.config
    lines = [
        f"table {config.table_id.hex()}  hand {history.hand_no}",
        "rules: " + ", ".join(f"{k}={v}" for k, v in config.rules.stated().items()),
    ]
    for seat in range(config.seats):
        lines.append(f"  {SEAT_NAMES[seat]:<6} {config.describe_seat(seat)}")
    state = run.state
    if state is None:  # stopped before the deal (a commitment or a deal stage never came)
        lines.append("result: the hand was stopped before the deal")
        lines += verdict_lines(history)
        return "\n".join(lines)
    if run.dice is not None:
        lines.append("dice: " + dice_text(run.dice.rounds))
    lines.append(f"starter: {SEAT_NAMES[state.starter]}")
    deck = run.deal.deck
    if deck is not None:
        lines.append("dealt:")
        dealt = dealt_cards(state.seats)
        for seat in range(state.seats):
            cards = sorted(deck[s] for s in range(dealt) if deal_seat(s, state.starter, state.seats) == seat)
            lines.append(f"  {SEAT_NAMES[seat]:<6} " + " ".join(card_code(c) for c in cards))
    lines.append("play:")
    for action in run.applied:
        lines.append(f"  {cast(Action, action).describe()}")
    result = state.result
    if result is not None and result.winner >= 0:
        lines.append(f"result: {SEAT_NAMES[result.winner]} wins with {result.points} points")
        lines.append(final_meld(state.cards, result.win_sets, result.win_slot))
    elif result is not None:
        lines.append("result: no winner, the deck ran down")
    else:
        lines.append("result: the hand was stopped")
    if result is not None:
        settled = run.settled_result or result
        lines.append("payments: " + "  ".join(f"{SEAT_NAMES[i]} {p:+d}" for i, p in enumerate(settled.payments)))
    lines += verdict_lines(history)
    return "\n".join(lines)


def verdict_lines(history: HandFile) -> list[str]:
    verdict = history.verdict
    who = f" (seat {SEAT_NAMES[verdict.seat]})" if verdict.seat >= 0 else ""
    return [f"audit: {'ok' if verdict.ok else 'FAILED'}: {verdict.reason}{who}", signed_by(history)]


def final_meld(cards: tuple[int, ...], win_sets: tuple[tuple[SetKind, tuple[int, ...], bool], ...], slot: int) -> str:
    """The set the winner made with the shown card (the first of its sets), and that card."""
    if not win_sets or slot < 0 or cards[slot] < 0:
        return "final meld: not shown"
    kind, slots, _ = win_sets[0]
    codes = " ".join(card_code(cards[s]) if cards[s] >= 0 else "??" for s in slots)
    return f"final meld: {kind.name.lower().replace('_', ' ')} {codes} with the winning card {card_code(cards[slot])}"


def signed_by(history: HandFile) -> str:
    """Which peers signed the record of this file (each named by the seats it runs)."""
    config = history.config
    if not history.signers:
        return "signed by: nobody checked yet"
    peers = []
    for first in history.signers:
        seats = [SEAT_NAMES[s] for s in range(config.seats) if config.peers[s] == first]
        peers.append(f"{config.names[first]} ({'+'.join(seats)})")
    return f"signed by {len(peers)} of {len(set(config.peers))} peers: " + ", ".join(peers)


@dataclass(frozen=True)
class StoryStep:
    """One step of a hand as a viewer tells it, with the full state after it.

    ``kind``: ``deal`` (``seat`` starts), ``draw``, ``discard`` (``card``), ``take`` (``seat`` takes the
    shown ``card`` into a set of ``set_kind`` made of ``cards``; ``also`` are the seats whose claims on it
    lost), ``win`` (``seat`` wins on ``card``), ``nobody`` (every seat let ``card`` go).
    The answers to a shown card are one step, told when the table resolved them: a claim is shown
    only once it happened, never while the others still answer, and a claim that lost is never shown
    as taken.
    """

    kind: str
    seat: int
    card: int
    cards: tuple[int, ...]
    state: HandState
    set_kind: SetKind | None = None
    also: tuple[int, ...] = ()


def story(trace: list[tuple[Action, HandState]]) -> list[StoryStep]:
    """The steps of a replayed hand (``HandRun.trace``): the deal, each draw and discard, and each shown
    card's fate once every answer is in."""
    steps: list[StoryStep] = []
    window: list[Action] = []
    before: HandState | None = None
    opened: HandState | None = None
    """The state that showed the card the answers in ``window`` are about."""
    for action, state in trace:
        if action.type == ActionType.DEAL:
            steps.append(StoryStep("deal", state.current, -1, (), state))
        elif action.type in (ActionType.DRAW, ActionType.DISCARD):
            card = state.cards[state.shown] if state.shown >= 0 else -1
            kind = "draw" if action.type == ActionType.DRAW else "discard"
            steps.append(StoryStep(kind, action.seat, card, (card,) if card >= 0 else (), state))
        else:
            if not window:
                opened = before
            window.append(action)
            if state.phase != Phase.CLAIM and opened is not None:
                steps.append(_resolved(opened, window, state))
                window = []
        before = state
    return steps


def _resolved(opened: HandState, answers: list[Action], after: HandState) -> StoryStep:
    shown = opened.shown
    card = after.cards[shown] if shown >= 0 else -1
    claimers = [a.seat for a in answers if a.type == ActionType.CLAIM]
    result = after.result
    if after.phase == Phase.ENDED and result is not None and result.winner >= 0:
        also = tuple(s for s in claimers if s != result.winner)
        return StoryStep("win", result.winner, card, (card,), after, None, also)
    for seat in range(after.seats):
        for meld in after.melds[seat]:
            if shown in meld.slots:
                cards = tuple(sorted(after.cards[s] for s in meld.slots))
                also = tuple(s for s in claimers if s != seat)
                return StoryStep("take", seat, card, cards, after, meld.set_kind, also)
    return StoryStep("nobody", opened.current, card, (card,) if card >= 0 else (), after, None, tuple(claimers))


def dice_text(rounds: tuple[tuple[int, ...], ...]) -> str:
    """The first starter's throws: ``South 3, East 6, North 6, West 1; East 2, North 5``."""
    return "; ".join(", ".join(f"{SEAT_NAMES[s]} {face}" for s, face in enumerate(faces) if face) for faces in rounds)
