"""Kuaho's play: what is owed next, the legal moves, and every move and reveal applied. Pure functions of
immutable states; a move or reveal the rules do not allow comes back as a ``Refusal``.

A rule that needs a card the state does not know (a secret's cards, a puro that is not one card from a
win) is checked where the state knows it: at the mover's own peer at once and by everyone at the audit.
"""

from __future__ import annotations

from ..api import EVERYONE, UNKNOWN, Refusal, Reveal, Waiting
from ..four_colour.cards import NUM_CARDS, is_general, kind_of
from .melds import Counts, completions, counts_of, is_win
from .state import NOT_PURO, PENALTY_TURNS, SEATS, SOWEE, TOKEN, Claim, Flag, How, Kind, KuahoMove, KuahoState, Phase

SECRET_SIZE = 4
WINNING_SIZE = 16


def waiting(state: KuahoState) -> Waiting:
    phase = state.phase
    if phase == Phase.SOWEE:
        return Waiting(reveals=(Reveal((SOWEE,), EVERYONE),))
    if phase in (Phase.START, Phase.ACT):
        return Waiting(seats=(state.current,))
    if phase == Phase.DRAW:
        return Waiting(reveals=(Reveal(state.stock[:1], draw_audience(state)),))
    if phase == Phase.WINDOW:
        return Waiting(seats=window_seats(state))
    if phase == Phase.END_CARDS:
        return Waiting(reveals=(Reveal(state.stock[: state.rules.end_cards], EVERYONE),))
    return Waiting(ended=True)


def draw_audience(state: KuahoState) -> int:
    """Everyone while a seat other than the drawer is puro or the drawer is within two turns of a broken
    puro, else the drawer."""
    drawer = state.current
    if any(p != NOT_PURO for s, p in enumerate(state.puro) if s != drawer) or state.penalty[drawer]:
        return EVERYONE
    return drawer


def may_win(state: KuahoState, seat: int) -> bool:
    """Puro (or any seat under the house rule ``win_without_puro``), never within two turns of a broken
    puro."""
    return not state.penalty[seat] and (state.puro[seat] != NOT_PURO or bool(state.rules.win_without_puro))


def window_seats(state: KuahoState) -> tuple[int, ...]:
    """The puro seats, and the drawer when it may win, that have not answered a card drawn face up."""
    return tuple(
        s
        for s in range(SEATS)
        if state.answers[s] < 0 and (state.puro[s] != NOT_PURO or (s == state.current and may_win(state, s)))
    )


def kinds(state: KuahoState, slots: tuple[int, ...]) -> list[int] | None:
    """The kinds of the cards in ``slots``, or None when this state does not know one of them."""
    out = []
    for slot in slots:
        card = state.cards[slot]
        if card == UNKNOWN:
            return None
        out.append(kind_of(card))
    return out


def marker_slots(state: KuahoState) -> set[int]:
    return {p for p in state.puro if p >= 0}


def secret_slots(state: KuahoState, seat: int) -> tuple[int, ...]:
    return tuple(slot for secret in state.secrets[seat] for slot in secret)


def fourth_kinds(state: KuahoState, seat: int) -> list[int] | None:
    """The kinds of the fourth cards of the seat's secrets laid with the sowee's three twins (at most one:
    only three twins are in play), or None when this state does not know the seat's secrets."""
    if state.sowee == UNKNOWN:
        return None
    sowee = kind_of(state.sowee)
    out = []
    for secret in state.secrets[seat]:
        laid = kinds(state, secret)
        if laid is None:
            return None
        if laid.count(sowee) == SECRET_SIZE - 1:
            out += [k for k in laid if k != sowee]
    return out


def pools(held: list[int], fourth: list[int]) -> list[Counts]:
    """The cards that must meld for a win: the free cards alone, or with the fourth card of a sowee secret
    (the seed lets that card join a meld, and does not make it)."""
    return [counts_of(held)] + ([counts_of(held + fourth)] if fourth else [])


def wins(held: list[int], fourth: list[int]) -> bool:
    return any(is_win(pool) for pool in pools(held, fourth))


def ready(held: list[int], fourth: list[int]) -> bool:
    """One card from a win."""
    return any(completions(pool) for pool in pools(held, fourth))


def _fourth_possible(state: KuahoState, seat: int, held: list[int]) -> bool:
    """A state that does not know the seat's secrets: could one of them hold a fourth card that makes
    ``held`` a win? (No sowee twin seen outside them, and one card would complete ``held``.)"""
    if state.sowee == UNKNOWN or not state.secrets[seat]:
        return False
    sowee = kind_of(state.sowee)
    laid = set(secret_slots(state, seat))
    for slot, card in enumerate(state.cards):
        if slot != SOWEE and slot not in laid and card != UNKNOWN and kind_of(card) == sowee:
            return False
    return bool(completions(counts_of(held)))


def _win_kinds(state: KuahoState, seat: int) -> list[int] | None:
    """The free hand a win would show plus the bownit when it lies in another seat's hand."""
    held = kinds(state, state.hands[seat])
    bownit = state.acquired  # this turn's card: the draw or the discard taken
    if held is None:
        return None
    if bownit >= 0 and bownit not in state.hands[seat]:
        card = state.cards[bownit]
        if card == UNKNOWN:
            return None
        held.append(kind_of(card))
    return held


def _win_move(state: KuahoState, seat: int) -> KuahoMove:
    slots = tuple(s for s in state.hands[seat] if not state.public[s])
    return KuahoMove(Kind.WIN, slots, tuple(state.cards[s] for s in slots))


def _win_verdict(state: KuahoState, seat: int) -> bool | None:
    """Does the seat's hand win with this turn's card? None: only a state knowing its secrets can tell."""
    held = _win_kinds(state, seat)
    if held is None:
        return None
    if is_win(counts_of(held)):
        return True
    fourth = fourth_kinds(state, seat)
    if fourth is None:
        return None if _fourth_possible(state, seat, held) else False
    return wins(held, fourth)


def _can_discard(state: KuahoState, seat: int) -> bool | None:
    """A card other than a general outside the seat's secrets; None when this state cannot tell."""
    cards = [state.cards[s] for s in state.hands[seat]]
    if any(c != UNKNOWN and not is_general(c) for c in cards):
        return True
    return None if UNKNOWN in cards else False


def _claims_in_turn(state: KuahoState, seat: int) -> bool:
    """A win on the turn's own card: the left neighbour's discard taken, or a draw nobody else saw (a draw
    shown to everyone is claimed in its window)."""
    if not may_win(state, seat):
        return False
    return state.source == Kind.TAKE or (state.source == Kind.DRAW and not state.public[state.acquired])


def _secrets(state: KuahoState, seat: int, held: list[int]) -> list[KuahoMove]:
    markers = marker_slots(state)
    by_kind: dict[int, list[int]] = {}
    for slot, kind in zip(state.hands[seat], held):
        if slot not in markers:
            by_kind.setdefault(kind, []).append(slot)
    sowee = kind_of(state.sowee)
    moves = []
    for kind in sorted(by_kind):
        slots = by_kind[kind]
        if len(slots) == SECRET_SIZE:
            moves.append(KuahoMove(Kind.SECRET, tuple(slots)))
        elif kind == sowee and len(slots) == SECRET_SIZE - 1:
            for other in state.hands[seat]:
                if other not in markers and other not in slots:
                    moves.append(KuahoMove(Kind.SECRET, tuple(sorted((*slots, other)))))
    return moves


def legal(state: KuahoState, seat: int) -> tuple[KuahoMove, ...]:
    if seat not in waiting(state).seats:
        return ()
    if state.phase == Phase.WINDOW:
        moves = [KuahoMove(Kind.PASS)]
        if _win_verdict(state, seat):
            moves.append(_win_move(state, seat))
        return tuple(sorted(moves))
    held = kinds(state, state.hands[seat])
    fourth = fourth_kinds(state, seat)
    if held is None or fourth is None:
        return ()
    moves = _secrets(state, seat, held)
    if state.phase == Phase.START:
        if state.stock:
            moves.append(KuahoMove(Kind.DRAW))
        else:
            moves.append(KuahoMove(Kind.PASS))  # leaves the last discard: the hand is void
        if state.offer >= 0:
            moves.append(KuahoMove(Kind.TAKE))
        return tuple(sorted(moves))
    if _claims_in_turn(state, seat) and wins(held, fourth):
        moves.append(_win_move(state, seat))
    if not _can_discard(state, seat):
        moves.append(KuahoMove(Kind.PASS))  # nothing but generals: nothing to discard
    generals = [s for s, k in zip(state.hands[seat], held) if k % 7 == 0]
    puro = state.puro[seat] != NOT_PURO
    for index, slot in enumerate(state.hands[seat]):
        card = state.cards[slot]
        if is_general(card):
            continue
        still = ready(held[:index] + held[index + 1 :], fourth)
        if puro:
            moves.append(KuahoMove(Kind.DISCARD, (slot,), (card,), Flag.NONE if still else Flag.WITHDRAW))
            continue
        moves.append(KuahoMove(Kind.DISCARD, (slot,), (card,)))
        if still and not state.penalty[seat]:
            for marker in generals:
                moves.append(KuahoMove(Kind.DISCARD, (slot, marker), (card, state.cards[marker]), Flag.PURO))
            if not generals:
                moves.append(KuahoMove(Kind.DISCARD, (slot,), (card,), Flag.PURO))
    return tuple(sorted(moves))


def _with_cards(state: KuahoState, slots: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...] | Refusal:
    known = list(state.cards)
    for slot, card in zip(slots, cards):
        if not 0 <= card < NUM_CARDS:
            return Refusal("no such card")
        if known[slot] != UNKNOWN and known[slot] != card:
            return Refusal("the slot does not hold that card")
        if known[slot] == UNKNOWN and card in known:
            return Refusal("that card is in another slot")
        known[slot] = card
    return tuple(known)


def _opened(state: KuahoState, slots: tuple[int, ...], cards: tuple[int, ...]) -> KuahoState | Refusal:
    """The slots opened to everyone with the cards a move or reveal names."""
    known = _with_cards(state, slots, cards)
    if isinstance(known, Refusal):
        return known
    public = list(state.public)
    for slot in slots:
        public[slot] = True
    return state._replace(cards=known, public=tuple(public))


def _put(seq: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return seq[:index] + (value,) + seq[index + 1 :]


def _set_hand(state: KuahoState, seat: int, slots: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    hands = list(state.hands)
    hands[seat] = tuple(sorted(slots))
    return tuple(hands)


def _after_win(state: KuahoState, winner: int, how: How) -> KuahoState:
    needs_end_cards = how != How.OWN_DRAW and state.stock and state.rules.end_cards
    return state._replace(
        winner=winner,
        how=how,
        bownit=state.acquired,
        phase=Phase.END_CARDS if needs_end_cards else Phase.ENDED,
        answers=(-1,) * SEATS,
    )


def apply(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState | Refusal:
    if not isinstance(move, KuahoMove) or move.kind not in tuple(Kind) or move.flag not in tuple(Flag):
        return Refusal("not a move of this game")
    if seat not in waiting(state).seats:
        return Refusal("no move is owed by this seat")
    if len(move.slots) != len(set(move.slots)) or not all(0 <= s < NUM_CARDS for s in move.slots):
        return Refusal("a move names each slot once")
    if move.kind != Kind.SECRET and len(move.cards) != len(move.slots):
        return Refusal("a move names the card of each slot it opens")
    state = state._replace(turn=state.turn + 1)
    if state.phase == Phase.START:
        return _secret(state, seat, move) if move.kind == Kind.SECRET else _start(state, move)
    if state.phase == Phase.WINDOW:
        return _answer(state, seat, move)
    return _act(state, seat, move)


def _start(state: KuahoState, move: KuahoMove) -> KuahoState | Refusal:
    if move.slots or move.flag:
        return Refusal("a turn starts by taking the stock's top card or the previous discard")
    if move.kind == Kind.DRAW:
        if not state.stock:
            return Refusal("the stock is empty")
        return state._replace(phase=Phase.DRAW, offer=-1, source=Kind.DRAW)
    if move.kind == Kind.PASS:
        if state.stock:
            return Refusal("a turn starts by taking the stock's top card or the previous discard")
        return state._replace(phase=Phase.ENDED)
    if move.kind == Kind.TAKE:
        if state.offer < 0:
            return Refusal("there is no discard to take")
        taken = state.offer
        return state._replace(
            hands=_set_hand(state, state.current, (*state.hands[state.current], taken)),
            discards=state.discards[:-1],
            offer=-1,
            acquired=taken,
            source=Kind.TAKE,
            phase=Phase.ACT,
        )
    return Refusal("a turn starts by taking the stock's top card or the previous discard")


def _check_win(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState | Refusal:
    if move.flag:
        return Refusal("not a move of this game")
    hidden = tuple(s for s in state.hands[seat] if not state.public[s])
    if move.slots != hidden:
        return Refusal("a win shows every card of the hand outside its secrets")
    outside = 0 <= state.acquired and state.acquired not in state.hands[seat]
    if len(state.hands[seat]) + SECRET_SIZE * len(state.secrets[seat]) + outside != WINNING_SIZE:
        return Refusal("a winning hand holds sixteen cards")
    opened = _opened(state, move.slots, move.cards)
    if isinstance(opened, Refusal):
        return opened
    if _win_verdict(opened, seat) is False:
        return Refusal("the hand shown is not a win")
    return opened


def _answer(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState | Refusal:
    if move.kind == Kind.PASS:
        if move.slots or move.flag:
            return Refusal("not a move of this game")
    elif move.kind == Kind.WIN:
        checked = _check_win(state, seat, move)
        if isinstance(checked, Refusal):
            return checked
        state = checked
    else:
        return Refusal("a card drawn while someone is puro is claimed or passed")
    state = state._replace(answers=_put(state.answers, seat, move.kind))
    if window_seats(state):
        return state
    claimers = [s for s in range(SEATS) if state.answers[s] == Kind.WIN]
    if not claimers:
        return state._replace(phase=Phase.ACT, answers=(-1,) * SEATS)
    drawer = state.current
    winner = next((drawer + d) % SEATS for d in range(SEATS) if (drawer + d) % SEATS in claimers)
    if winner == drawer:
        return _after_win(state, winner, How.OWN_DRAW)
    bownit = state.acquired
    hands = _set_hand(state, drawer, tuple(s for s in state.hands[drawer] if s != bownit))
    state = state._replace(hands=hands)
    return _after_win(state._replace(hands=_set_hand(state, winner, (*state.hands[winner], bownit))), winner, How.TIME)


def _act(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState | Refusal:
    if move.kind == Kind.SECRET:
        return _secret(state, seat, move)
    if move.kind == Kind.DISCARD:
        return _discard(state, seat, move)
    if move.kind == Kind.WIN:
        if state.penalty[seat]:
            return Refusal("no win within two turns of a broken puro")
        if not _claims_in_turn(state, seat):
            return Refusal("a win needs puro and the previous player's discard, or a card drawn")
        checked = _check_win(state, seat, move)
        if isinstance(checked, Refusal):
            return checked
        return _after_win(checked, seat, How.OWN_DRAW if state.source == Kind.DRAW else How.DISCARD)
    if move.kind == Kind.PASS and not move.slots and not move.flag and _can_discard(state, seat) is not True:
        penalty = _put(state.penalty, seat, max(state.penalty[seat] - 1, 0))
        claims = (*state.claims, (seat, int(Claim.ONLY_GENERALS), state.hands[seat]))
        return _next_turn(state._replace(penalty=penalty, claims=claims), -1)
    return Refusal("a turn goes on with a secret, a discard or a win")


def _secret(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState | Refusal:
    if len(move.slots) != SECRET_SIZE or move.cards or move.flag or tuple(sorted(move.slots)) != move.slots:
        return Refusal("a secret lays four cards of the hand face down")
    markers = marker_slots(state)
    if not set(move.slots) <= set(state.hands[seat]) or markers & set(move.slots):
        return Refusal("a secret lays four cards of the hand face down")
    laid = kinds(state, move.slots)
    if laid is not None:
        sowee = kind_of(state.sowee)
        identical = len(set(laid)) == 1
        with_sowee = sorted(laid).count(sowee) == SECRET_SIZE - 1
        if not identical and not with_sowee:
            return Refusal("a secret is four identical cards, or three like the sowee and one more")
    secrets = list(state.secrets)
    secrets[seat] = (*secrets[seat], move.slots)
    hands = _set_hand(state, seat, tuple(s for s in state.hands[seat] if s not in move.slots))
    return state._replace(secrets=tuple(secrets), hands=hands)


def _discard(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState | Refusal:
    if not 1 <= len(move.slots) <= 2 or (len(move.slots) == 2 and move.flag != Flag.PURO):
        return Refusal("a discard is one card, and a puro marker with it")
    slot, card = move.slots[0], move.cards[0]
    hand = state.hands[seat]
    if slot not in hand:
        return Refusal("the card discarded is not in this seat's hand")
    if 0 <= card < NUM_CARDS and is_general(card):
        return Refusal("a general is never discarded")
    opened = _opened(state, move.slots, move.cards)
    if isinstance(opened, Refusal):
        return opened
    puro = state.puro[seat] != NOT_PURO
    rest = tuple(s for s in hand if s != slot)
    held = kinds(opened, rest)
    fourth = fourth_kinds(opened, seat)
    is_ready = held is not None and fourth is not None and ready(held, fourth)
    known = held is not None and fourth is not None
    marker = state.puro[seat]
    penalty = state.penalty[seat]
    if move.flag == Flag.PURO:
        if puro:
            return Refusal("this seat is puro already")
        if penalty:
            return Refusal("no puro within two turns of a broken one")
        if known and not is_ready:
            return Refusal("puro is declared only one card from a win")
        if len(move.slots) == 2:
            marker = move.slots[1]
            if marker not in rest or not is_general(move.cards[1]):
                return Refusal("the puro marker is a general from the hand")
        else:
            marker = TOKEN
            if held is not None and any(k % 7 == 0 for k in held):
                return Refusal("the puro marker is a general from the hand when it holds one")
    elif move.flag == Flag.WITHDRAW:
        if not puro:
            return Refusal("only a puro seat withdraws its puro")
        if known and is_ready:
            return Refusal("puro is withdrawn only when the hand is no longer one card from a win")
        marker, penalty = NOT_PURO, PENALTY_TURNS + 1
    elif puro and known and not is_ready:
        return Refusal("a puro hand that is no longer one card from a win withdraws")
    penalty = max(penalty - 1, 0)
    state = opened._replace(
        hands=_set_hand(opened, seat, rest),
        discards=(*opened.discards, slot),
        puro=_put(opened.puro, seat, marker),
        penalty=_put(opened.penalty, seat, penalty),
        claims=(*opened.claims, *_claims(seat, move, puro, rest)),
    )
    return _next_turn(state, slot)


def _claims(seat: int, move: KuahoMove, puro: bool, rest: tuple[int, ...]) -> list[tuple[int, int, tuple[int, ...]]]:
    """What the discard says of the hand it leaves (``Claim``), recorded whether or not this state could
    check it, so that every peer's state holds the same."""
    if move.flag == Flag.PURO:
        token = [(seat, int(Claim.NO_GENERAL), rest)] if len(move.slots) == 1 else []
        return [(seat, int(Claim.READY), rest), *token]
    if move.flag == Flag.WITHDRAW:
        return [(seat, int(Claim.NOT_READY), rest)]
    return [(seat, int(Claim.READY), rest)] if puro else []


def _next_turn(state: KuahoState, offer: int) -> KuahoState:
    """With the stock empty the next player may still take the last discard; after that player's turn
    (or with no discard to take) the hand is void."""
    following = (state.current + 1) % SEATS
    last_taken = not state.stock and state.source == Kind.TAKE
    phase = Phase.START if state.stock or (offer >= 0 and not last_taken) else Phase.ENDED
    return state._replace(current=following, phase=phase, offer=offer, acquired=-1, source=-1)


def apply_reveal(state: KuahoState, reveal: Reveal, cards: tuple[int, ...]) -> KuahoState | Refusal:
    if len(cards) != len(reveal.slots):
        return Refusal("a reveal opens one card for each of its slots")
    if not all(0 <= s < NUM_CARDS for s in reveal.slots) or len(set(reveal.slots)) != len(reveal.slots):
        return Refusal("a reveal names each slot once")
    if reveal in waiting(state).reveals:
        if reveal.to == EVERYONE:
            opened = _opened(state, reveal.slots, cards)
            if isinstance(opened, Refusal):
                return opened
            state = opened._replace(turn=state.turn + 1)
            if state.phase == Phase.SOWEE:
                return state._replace(phase=Phase.ACT)
            if state.phase == Phase.END_CARDS:
                return state._replace(end_cards=reveal.slots, stock=state.stock[len(reveal.slots) :], phase=Phase.ENDED)
        else:
            known = [(s, c) for s, c in zip(reveal.slots, cards) if c != UNKNOWN]
            if known:
                learnt = _with_cards(state, tuple(s for s, _ in known), tuple(c for _, c in known))
                if isinstance(learnt, Refusal):
                    return learnt
                state = state._replace(cards=learnt)
            state = state._replace(turn=state.turn + 1)
        return _drawn(state, reveal.slots[0])
    if 0 <= reveal.to < SEATS and reveal.slots:
        own = set(state.hands[reveal.to]) | set(secret_slots(state, reveal.to))
        if set(reveal.slots) <= own:
            known = [(s, c) for s, c in zip(reveal.slots, cards) if c != UNKNOWN]
            learnt = _with_cards(state, tuple(s for s, _ in known), tuple(c for _, c in known))
            if isinstance(learnt, Refusal):
                return learnt
            return state._replace(cards=learnt)
    return Refusal("a reveal nobody owes")


def _drawn(state: KuahoState, slot: int) -> KuahoState:
    state = state._replace(
        hands=_set_hand(state, state.current, (*state.hands[state.current], slot)),
        stock=state.stock[1:],
        acquired=slot,
    )
    if state.public[slot] and window_seats(state):
        return state._replace(phase=Phase.WINDOW, answers=(-1,) * SEATS)
    return state._replace(phase=Phase.ACT)
