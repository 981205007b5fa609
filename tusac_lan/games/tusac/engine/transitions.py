"""(state, action) -> (new state, events), and the legal actions of every seat.

What is public is checked at once. Rules that need a whole hand (special rules 1 and 2, a claim
that would win being made as a win, canonical slot choice) are checked whenever this instance knows
the acting seat's hand: always in headless play, and for every seat when a finished hand is
replayed with every card opened.
"""

from __future__ import annotations

from typing import NamedTuple

from ...four_colour.cards import GENERAL, NUM_CARDS, NUM_KINDS, SOLDIER, is_general, kind_of, rank_of_kind
from .actions import CLAIM_PRIORITY, LOW_CLAIMS, UNKNOWN, Action, ActionType, ClaimKind, show
from .analysis import CARD_UNIT, Analyzer, analyzer_for, count_in_key
from .melds import chow_partners, pong_blocked_by_words, quad_partners
from .rules import SPECIAL_RULE_2_TRASH, SPECIAL_RULE_2_WORDS
from .scoring import best_win, exposed_pong, lowest_slots, paid_points, settle, win_options
from .sets import SetKind
from .state import HandResult, HandState, Meld, Phase, deal_seat, dealt_cards, hand_keys, with_keys


class IllegalAction(ValueError):
    """An action the rules do not allow here; the state is unchanged."""


class Event(NamedTuple):
    """Something that happened, for logs and the interface. ``cards`` are card ids."""

    type: str
    seat: int
    cards: tuple[int, ...] = ()
    detail: str = ""


# --- sets a shown card can make -------------------------------------------------------------


def _meld_set_kind(claim: ClaimKind, shown_kind: int) -> SetKind:
    if claim == ClaimKind.KONG:
        return SetKind.KONG
    if claim == ClaimKind.PONG:
        return SetKind.PONG
    if claim == ClaimKind.PAIR:
        return SetKind.PAIR
    if claim == ClaimKind.QUAD:
        return SetKind.SOLDIER_QUAD
    if claim == ClaimKind.LONE:
        return SetKind.GENERAL
    return SetKind.SOLDIER_CHOW if rank_of_kind(shown_kind) == SOLDIER else SetKind.CHOW


def _claim_shape_ok(claim: ClaimKind, shown_kind: int, hand_kinds: tuple[int, ...]) -> bool:
    """Do the revealed hand cards make the claimed set with the shown card?"""
    if claim == ClaimKind.KONG:
        return len(hand_kinds) == 3 and all(k == shown_kind for k in hand_kinds)
    if claim == ClaimKind.PONG:
        return len(hand_kinds) == 2 and all(k == shown_kind for k in hand_kinds)
    if claim == ClaimKind.PAIR:
        return len(hand_kinds) == 1 and hand_kinds[0] == shown_kind
    if claim == ClaimKind.CHOW:
        return tuple(sorted(hand_kinds)) in chow_partners(shown_kind)
    if claim == ClaimKind.QUAD:
        return tuple(sorted(hand_kinds)) == quad_partners(shown_kind)
    return False


# --- checking and applying -------------------------------------------------------------------


def _check_reveal(state: HandState, slots: tuple[int, ...], cards: tuple[int, ...]) -> None:
    if len(slots) != len(cards):
        raise IllegalAction("slots and cards differ in number")
    if len(set(slots)) != len(slots):
        raise IllegalAction("a slot is named twice")
    known = state.cards
    for slot, card in zip(slots, cards):
        if not 0 <= card < NUM_CARDS:
            raise IllegalAction(f"no card id {card}")
        if known[slot] >= 0:
            if known[slot] != card:
                raise IllegalAction(f"slot {slot} does not hold the card revealed for it")
        elif card in known:
            raise IllegalAction(f"card {card} is already in another slot")
    if len(set(cards)) != len(cards):
        raise IllegalAction("a card is revealed twice")


def _with_cards(state: HandState, slots: tuple[int, ...], cards: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    new_cards = list(state.cards)
    public = state.public
    for slot, card in zip(slots, cards):
        new_cards[slot] = card
        public |= 1 << slot
    return tuple(new_cards), public


def _minus(keys: tuple[int, ...], seat: int, cards: tuple[int, ...]) -> tuple[int, ...]:
    """The seat's hand key without these cards (an unknown hand stays unknown)."""
    if keys[seat] < 0:
        return keys
    new = list(keys)
    new[seat] -= sum(CARD_UNIT[c] for c in cards)
    return tuple(new)


def learn(state: HandState, slots: tuple[int, ...], cards: tuple[int, ...]) -> HandState:
    """Add private knowledge (a peer's own dealt cards); the public state and its hash do not change."""
    for slot in slots:
        if not 0 <= slot < NUM_CARDS:
            raise IllegalAction(f"no slot {slot}")
    _check_reveal(state, slots, cards)
    new_cards = list(state.cards)
    for slot, card in zip(slots, cards):
        new_cards[slot] = card
    return with_keys(state._replace(cards=tuple(new_cards)))


def _apply_deal(state: HandState, action: Action) -> tuple[HandState, list[Event]]:
    deck = action.cards
    if len(deck) != NUM_CARDS:
        raise IllegalAction(f"a deal names {NUM_CARDS} slots, got {len(deck)}")
    known = [c for c in deck if c != UNKNOWN]
    if any(not 0 <= c < NUM_CARDS for c in known) or len(set(known)) != len(known):
        raise IllegalAction("a deal must name each card at most once")
    seats = state.seats
    hands: list[list[int]] = [[] for _ in range(seats)]
    for slot in range(dealt_cards(seats)):
        hands[deal_seat(slot, state.starter, seats)].append(slot)
    dealt = tuple(tuple(h) for h in hands)
    new = state._replace(
        phase=Phase.SHOW if state.rules.show_dealt_fours else Phase.DISCARD,
        cards=tuple(deck),
        hands=dealt,
        current=state.starter,
        turn=state.turn + 1,
        keys=hand_keys(tuple(deck), dealt),
    )
    return new, [Event("deal", state.starter)]


def fours_to_show(state: HandState, seat: int) -> tuple[int, ...]:
    """The slots of the fours dealt in ``seat``'s hand, ascending, that the house rule ``show_dealt_fours``
    has it show; none when showing them would leave the hand only generals (it could never discard).
    Needs the seat's hand known."""
    cards = state.cards
    hand = state.hands[seat]
    counts = [0] * NUM_KINDS
    for slot in hand:
        counts[kind_of(cards[slot])] += 1
    shown = tuple(s for s in hand if counts[kind_of(cards[s])] == 4)
    if all(is_general(cards[s]) for s in hand if s not in shown):
        return ()
    return shown


def _apply_show(state: HandState, action: Action) -> tuple[HandState, list[Event]]:
    """A seat's answer right after the deal: it shows every four dealt in its hand, or passes holding none.
    Each four leaves the hand and lies exposed as a kong nobody's card was taken into."""
    seat = action.seat
    if state.responses[seat] is not None:
        raise IllegalAction("this seat has already shown its fours")
    hand = state.hands[seat]
    if action.type == ActionType.PASS:
        if action.claim != -1 or action.slots or action.cards:
            raise IllegalAction("a pass carries nothing")
    else:
        slots = action.slots
        if not slots or len(slots) % 4 or list(slots) != sorted(slots):
            raise IllegalAction("a show names the slots of whole fours, ascending")
        if any(slot not in hand for slot in slots):
            raise IllegalAction("a shown card is not in this seat's hand")
        _check_reveal(state, slots, action.cards)
        kinds = [kind_of(c) for c in action.cards]
        if any(kinds.count(k) != 4 for k in kinds):
            raise IllegalAction("a show opens only fours of identical cards")
    if state.knows_hand(seat) and action.slots != fours_to_show(state, seat):
        raise IllegalAction("every four dealt in hand is shown at the deal, and nothing else")
    cards, public = _with_cards(state, action.slots, action.cards)
    melds = list(state.melds)
    by_kind: dict[int, list[int]] = {}
    for slot, card in zip(action.slots, action.cards):
        by_kind.setdefault(kind_of(card), []).append(slot)
    melds[seat] = melds[seat] + tuple(Meld(SetKind.KONG, tuple(by_kind[k]), -1) for k in sorted(by_kind))
    hands = list(state.hands)
    hands[seat] = tuple(s for s in hand if s not in action.slots)
    responses = list(state.responses)
    responses[seat] = action
    new = state._replace(
        cards=cards,
        public=public,
        hands=tuple(hands),
        keys=_minus(state.keys, seat, action.cards),
        melds=tuple(melds),
        responses=tuple(responses),
        turn=state.turn + 1,
    )
    events = [Event("show", seat, action.cards)] if action.cards else []
    if not new.awaiting():
        new = new._replace(phase=Phase.DISCARD, responses=(None,) * state.seats)
    return new, events


def _apply_discard(state: HandState, action: Action, analyzer: Analyzer) -> tuple[HandState, list[Event]]:
    seat = action.seat
    if state.phase != Phase.DISCARD or seat != state.current:
        raise IllegalAction("not this seat's turn to discard")
    if len(action.slots) != 1:
        raise IllegalAction("a discard names one card")
    slot = action.slots[0]
    hand = state.hands[seat]
    if slot not in hand:
        raise IllegalAction("the discarded card is not in this seat's hand")
    _check_reveal(state, action.slots, action.cards)
    card = action.cards[0]
    if is_general(card):
        raise IllegalAction("a general may never be discarded")
    cards, public = _with_cards(state, action.slots, action.cards)
    hands = list(state.hands)
    hands[seat] = tuple(s for s in hand if s != slot)
    new = state._replace(
        phase=Phase.CLAIM,
        cards=cards,
        public=public,
        hands=tuple(hands),
        keys=_minus(state.keys, seat, action.cards),
        shown=slot,
        shown_drawn=False,
        responses=(None,) * state.seats,
        turn=state.turn + 1,
    )
    return new, [Event("discard", seat, (card,))]


def _apply_draw(state: HandState, action: Action) -> tuple[HandState, list[Event]]:
    seat = action.seat
    if state.phase != Phase.DRAW or seat != state.current:
        raise IllegalAction("not this seat's turn to draw")
    if action.slots != (state.deck_pos,):
        raise IllegalAction("a draw takes the top card of the deck")
    _check_reveal(state, action.slots, action.cards)
    cards, public = _with_cards(state, action.slots, action.cards)
    new = state._replace(
        phase=Phase.CLAIM,
        cards=cards,
        public=public,
        deck_pos=state.deck_pos + 1,
        shown=state.deck_pos,
        shown_drawn=True,
        responses=(None,) * state.seats,
        turn=state.turn + 1,
    )
    return new, [Event("draw", seat, action.cards)]


def _check_claim(state: HandState, action: Action, analyzer: Analyzer) -> None:
    """Raise IllegalAction unless ``action`` is a claim this seat may make now."""
    seat = action.seat
    try:
        claim = ClaimKind(action.claim)
    except ValueError:
        raise IllegalAction(f"unknown claim {action.claim}") from None
    shown_card = state.cards[state.shown]
    shown_kind = kind_of(shown_card)
    drawn = state.shown_drawn
    drawer = state.current if drawn else -1
    general = rank_of_kind(shown_kind) == GENERAL
    hand = state.hands[seat]
    if claim in LOW_CLAIMS:
        next_seat = (state.current + 1) % state.seats
        if seat not in ((drawer, next_seat) if drawn else (next_seat,)):
            who = "the next player or the drawer" if drawn else "the next player"
            raise IllegalAction(f"only {who} may claim a {claim.name.lower()}")
    if general and drawn and seat != drawer and claim not in (ClaimKind.WIN, ClaimKind.KONG):
        raise IllegalAction("on a drawn general only a win or a kong may be claimed")
    if general and drawn and claim in (ClaimKind.PONG, ClaimKind.PAIR, ClaimKind.QUAD):
        raise IllegalAction("a drawn general is taken alone, as a chow, as a kong or for a win")
    if claim == ClaimKind.LONE and not (general and drawn and seat == drawer):
        raise IllegalAction("only the drawer takes a drawn general alone")
    if claim == ClaimKind.EXTEND:
        if not drawn or seat != drawer:
            raise IllegalAction("only the drawer lays a drawn card on its exposed pong")
        if exposed_pong(state.melds[seat], state.cards, shown_kind) < 0:
            raise IllegalAction("no exposed pong of that card to lay it on")
    if claim in (ClaimKind.LONE, ClaimKind.EXTEND):
        if action.slots or action.cards:
            raise IllegalAction(f"a {claim.name.lower()} uses no cards from hand")
    else:
        for slot in action.slots:
            if slot not in hand:
                raise IllegalAction("a claimed card is not in this seat's hand")
        _check_reveal(state, action.slots, action.cards)
    if claim == ClaimKind.WIN:
        if set(action.slots) != set(hand) or len(action.slots) != len(hand):
            raise IllegalAction("a win reveals the whole hand")
        cards, _ = _with_cards(state, action.slots, action.cards)
        best = best_win(win_options(analyzer, hand, state.melds[seat], cards, state.shown, drawn and seat == drawer))
        if best is None:
            raise IllegalAction("no set made with this card leaves the hand without trash")
        if best.points < state.rules.min_win_points:
            raise IllegalAction(f"a win needs {state.rules.min_win_points} points, this hand has {best.points}")
        return
    hand_kinds = tuple(kind_of(c) for c in action.cards)
    if claim not in (ClaimKind.LONE, ClaimKind.EXTEND) and not _claim_shape_ok(claim, shown_kind, hand_kinds):
        raise IllegalAction(f"these cards do not make a {claim.name.lower()} with the shown card")
    if state.knows_hand(seat):
        _check_claim_with_hand(state, seat, claim, action, hand_kinds, shown_kind, analyzer)


def _check_claim_with_hand(
    state: HandState,
    seat: int,
    claim: ClaimKind,
    action: Action,
    hand_kinds: tuple[int, ...],
    shown_kind: int,
    analyzer: Analyzer,
) -> None:
    cards = state.cards
    hand = state.hands[seat]
    if action.slots != lowest_slots(hand, cards, hand_kinds):
        raise IllegalAction("a claim names, in ascending order, the lowest slots of each card it needs")
    key = state.keys[seat]
    if claim != ClaimKind.KONG and any(count_in_key(key, k) >= 3 for k in hand_kinds):
        raise IllegalAction("special rule 1: three identical cards are locked and lend none to another set")
    if claim == ClaimKind.PONG:
        if count_in_key(key, shown_kind) != 2:
            raise IllegalAction("a pong is made from a pair")
        if state.rules.special_rule_2 == SPECIAL_RULE_2_WORDS and pong_blocked_by_words(
            shown_kind, lambda k: count_in_key(key, k)
        ):
            raise IllegalAction(
                "special rule 2: a pair beside two cards that make a chow with it may not become a pong"
            )
    rest_key = key - sum(CARD_UNIT[c] for c in action.cards)
    if state.rules.special_rule_2 == SPECIAL_RULE_2_TRASH:
        before, after = analyzer.trash(key), analyzer.trash(rest_key)
        if after > before:
            raise IllegalAction(f"special rule 2: this claim would leave {after} trash where the hand has {before}")
    drawn_by_seat = state.shown_drawn and seat == state.current
    shape = (_meld_set_kind(claim, shown_kind), tuple(sorted(hand_kinds)))
    for option in win_options(analyzer, hand, state.melds[seat], cards, state.shown, drawn_by_seat):
        same = option.extends if claim == ClaimKind.EXTEND else (option.set_kind, option.taken) == shape
        if same and option.points >= state.rules.min_win_points:
            raise IllegalAction("this meld leaves no trash in the hand: claim the win")
    used = set(action.slots)
    if all(is_general(cards[s]) for s in hand if s not in used):
        raise IllegalAction("a claim must leave a card that can be discarded")


def _drawer_must_take(state: HandState, seat: int, analyzer: Analyzer) -> bool:
    """The drawer of a general nobody else claims must take it, if it has any legal way to."""
    if not (state.shown_drawn and seat == state.current and rank_of_kind(kind_of(state.cards[state.shown])) == GENERAL):
        return False
    if not state.knows_hand(seat):
        return False  # checked when the hand is known (the audit of a finished hand)
    return bool(_legal_claims(state, seat, analyzer))


def _apply_response(state: HandState, action: Action, analyzer: Analyzer) -> tuple[HandState, list[Event]]:
    seat = action.seat
    if state.phase != Phase.CLAIM:
        raise IllegalAction("no card is shown to claim or pass on")
    if not state.eligible(seat):
        raise IllegalAction("the discarder may not claim its own discard")
    if state.responses[seat] is not None:
        raise IllegalAction("this seat has already answered the shown card")
    events: list[Event]
    if action.type == ActionType.PASS:
        if action.claim != -1 or action.slots or action.cards:
            raise IllegalAction("a pass carries nothing")
        if _drawer_must_take(state, seat, analyzer):
            raise IllegalAction("the drawer must take a drawn general nobody else claims")
        events = [Event("pass", seat)]
        cards, public = state.cards, state.public
    else:
        _check_claim(state, action, analyzer)
        cards, public = _with_cards(state, action.slots, action.cards)
        events = [Event("claim", seat, action.cards, ClaimKind(action.claim).name.lower())]
    responses = list(state.responses)
    responses[seat] = action
    new = state._replace(cards=cards, public=public, responses=tuple(responses), turn=state.turn + 1)
    if cards is not state.cards and state.keys[seat] < 0:
        new = with_keys(new)
    if not new.awaiting():
        return _resolve(new, events, analyzer)
    return new, events


def _claim_order(state: HandState) -> list[int]:
    seats = state.seats
    first = state.current if state.shown_drawn else (state.current + 1) % seats
    return [(first + i) % seats for i in range(seats) if state.eligible((first + i) % seats)]


def _resolve(state: HandState, events: list[Event], analyzer: Analyzer) -> tuple[HandState, list[Event]]:
    """Every eligible seat has answered: the highest claim wins, ties go to the nearest seat in play order."""
    best: Action | None = None
    best_rank = (9, 9)
    for order, seat in enumerate(_claim_order(state)):
        response = state.responses[seat]
        if response is None or response.type != ActionType.CLAIM:
            continue
        rank = (CLAIM_PRIORITY[ClaimKind(response.claim)], order)
        if rank < best_rank:
            best, best_rank = response, rank
    if best is None:
        return _untaken(state, events)
    seat = best.seat
    claim = ClaimKind(best.claim)
    shown = state.shown
    if claim == ClaimKind.WIN:
        return _win(state, seat, events, analyzer)
    shown_kind = kind_of(state.cards[shown])
    melds = list(state.melds)
    if claim == ClaimKind.EXTEND:
        own = list(melds[seat])
        index = exposed_pong(melds[seat], state.cards, shown_kind)
        own[index] = Meld(SetKind.KONG, own[index].slots + (shown,), own[index].taken_from)
        melds[seat] = tuple(own)
    else:
        melds[seat] = melds[seat] + (Meld(_meld_set_kind(claim, shown_kind), best.slots + (shown,), state.current),)
    hands = list(state.hands)
    used = set(best.slots)
    hands[seat] = tuple(s for s in hands[seat] if s not in used)
    new = state._replace(
        phase=Phase.DISCARD,
        hands=tuple(hands),
        keys=_minus(state.keys, seat, best.cards),
        melds=tuple(melds),
        current=seat,
        shown=-1,
        responses=(None,) * state.seats,
    )
    return new, events + [Event("meld", seat, tuple(state.cards[s] for s in best.slots + (shown,)), claim.name.lower())]


def _untaken(state: HandState, events: list[Event]) -> tuple[HandState, list[Event]]:
    card = state.cards[state.shown]
    nxt = (state.current + 1) % state.seats
    new = state._replace(
        discards=state.discards + ((state.current, state.shown),),
        shown=-1,
        responses=(None,) * state.seats,
        current=nxt,
        phase=Phase.DRAW,
    )
    events = events + [Event("untaken", state.current, (card,))]
    if new.deck_left <= state.rules.no_winner_deck:
        payments = settle(-1, 0, new.melds, new.rules)
        result = HandResult(-1, 0, payments, (), -1)
        return new._replace(phase=Phase.ENDED, result=result), events + [Event("no_winner", -1)]
    return new, events


def _win(state: HandState, seat: int, events: list[Event], analyzer: Analyzer) -> tuple[HandState, list[Event]]:
    drawn = state.shown_drawn
    best = best_win(
        win_options(
            analyzer, state.hands[seat], state.melds[seat], state.cards, state.shown, drawn and seat == state.current
        )
    )
    assert best is not None
    points = best.points
    payer = state.current if state.rules.discarder_pays and not drawn else -1
    payments = settle(seat, paid_points(best, state.rules), state.melds, state.rules, payer)
    result = HandResult(seat, points, payments, best.sets, state.shown, payer)
    new = state._replace(phase=Phase.ENDED, result=result, current=seat, responses=(None,) * state.seats)
    return new, events + [Event("win", seat, (state.cards[state.shown],), str(points))]


def apply(state: HandState, action: Action) -> tuple[HandState, list[Event]]:
    """Apply one action; raise IllegalAction (state untouched) if the rules forbid it."""
    if not isinstance(action, Action):
        raise IllegalAction("not an action")
    if state.phase == Phase.ENDED:
        raise IllegalAction("the hand is over")
    analyzer = analyzer_for(state.rules)
    if action.type == ActionType.DEAL:
        if state.phase != Phase.DEAL:
            raise IllegalAction("the hand is already dealt")
        return _apply_deal(state, action)
    if state.phase == Phase.DEAL:
        raise IllegalAction("the hand is not dealt yet")
    if not 0 <= action.seat < state.seats:
        raise IllegalAction(f"no seat {action.seat}")
    if any(not 0 <= s < NUM_CARDS for s in action.slots):
        raise IllegalAction("a slot is out of range")
    if state.phase == Phase.SHOW:
        shows = action.type == ActionType.CLAIM and action.claim == ClaimKind.KONG
        if not shows and action.type != ActionType.PASS:
            raise IllegalAction("every seat shows its dealt fours before the first move")
        return _apply_show(state, action)
    if action.type == ActionType.DISCARD:
        return _apply_discard(state, action, analyzer)
    if action.type == ActionType.DRAW:
        return _apply_draw(state, action)
    if action.type in (ActionType.CLAIM, ActionType.PASS):
        return _apply_response(state, action, analyzer)
    raise IllegalAction(f"unknown action type {action.type}")


# --- enumeration --------------------------------------------------------------------------------


def _candidate_claims(state: HandState, seat: int, analyzer: Analyzer) -> list[Action]:
    """Claims worth checking: shapes the hand can make at all, each with its canonical slots."""
    cards = state.cards
    shown_kind = cards[state.shown] >> 2
    hand = state.hands[seat]
    key = state.keys[seat]
    candidates: list[tuple[ClaimKind, tuple[int, ...]]] = []
    drawer = state.shown_drawn and seat == state.current
    extendable = drawer and exposed_pong(state.melds[seat], cards, shown_kind) >= 0
    if shown_kind in analyzer.wins_on(key) or (extendable and analyzer.trash(key) == 0):
        candidates.append((ClaimKind.WIN, ()))
    n = count_in_key(key, shown_kind)
    if n == 3:
        candidates.append((ClaimKind.KONG, (shown_kind,) * 3))
    if n == 2:
        candidates.append((ClaimKind.PONG, (shown_kind,) * 2))
    low_allowed = seat == (state.current + 1) % state.seats or drawer
    if low_allowed:
        if n >= 1:
            candidates.append((ClaimKind.PAIR, (shown_kind,)))
        for partners in chow_partners(shown_kind):
            if all(count_in_key(key, k) for k in partners):
                candidates.append((ClaimKind.CHOW, partners))
        quad = quad_partners(shown_kind)
        if quad is not None and all(count_in_key(key, k) for k in quad):
            candidates.append((ClaimKind.QUAD, quad))
        if drawer and rank_of_kind(shown_kind) == GENERAL:
            candidates.append((ClaimKind.LONE, ()))
    if extendable:
        candidates.append((ClaimKind.EXTEND, ()))
    actions = []
    for claim, kinds in candidates:
        if claim == ClaimKind.WIN:
            slots = hand
        elif claim in (ClaimKind.LONE, ClaimKind.EXTEND):
            slots = ()
        else:
            found = lowest_slots(hand, cards, kinds)
            if found is None:
                continue
            slots = found
        actions.append(Action(ActionType.CLAIM, seat, int(claim), slots, tuple(cards[s] for s in slots)))
    return actions


def _legal_claims(state: HandState, seat: int, analyzer: Analyzer) -> list[Action]:
    result = []
    for action in _candidate_claims(state, seat, analyzer):
        try:
            _check_claim(state, action, analyzer)
        except IllegalAction:
            continue
        result.append(action)
    return result


def legal_actions(state: HandState, seat: int) -> list[Action]:
    """Every action ``seat`` may take now, sorted. Needs this instance to know the seat's hand.

    A draw is listed with its card when this instance knows the top of the deck, else with -1: in a
    networked game the card is revealed jointly before the draw is applied.
    """
    phase = state.phase
    if phase == Phase.SHOW:
        if state.responses[seat] is not None:
            return []
        if not state.knows_hand(seat):
            raise ValueError("the fours a seat shows need its hand")
        slots = fours_to_show(state, seat)
        if not slots:
            return [Action(ActionType.PASS, seat)]
        return [show(seat, slots, tuple(state.cards[s] for s in slots))]
    if phase == Phase.DISCARD and seat == state.current:
        cards = state.cards
        return sorted(
            Action(ActionType.DISCARD, seat, -1, (s,), (cards[s],))
            for s in state.hands[seat]
            if not is_general(cards[s])
        )
    if phase == Phase.DRAW and seat == state.current:
        return [Action(ActionType.DRAW, seat, -1, (state.deck_pos,), (state.cards[state.deck_pos],))]
    if phase != Phase.CLAIM or not state.eligible(seat) or state.responses[seat] is not None:
        return []
    if not state.knows_hand(seat):
        raise ValueError("the legal claims of a seat need its hand")
    analyzer = analyzer_for(state.rules)
    result = _legal_claims(state, seat, analyzer)
    if not _drawer_must_take(state, seat, analyzer):
        result.append(Action(ActionType.PASS, seat))
    return sorted(set(result))
