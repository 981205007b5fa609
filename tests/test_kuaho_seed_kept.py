"""Kuaho's settlement from the public cards alone (games/kuaho/standing.py), for a hand played out whose
seed was kept back: the win stands where the public cards decide it, the secrets unpaid; otherwise none."""

from __future__ import annotations

from tusac_lan.detrng import DetRng
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.scoring import Settlement
from tusac_lan.games.kuaho.standing import public_cards
from tusac_lan.games.kuaho.state import SEATS, Claim, KuahoState, partner
from tusac_lan.games.playout import play_hand


def played(seed: str) -> KuahoState:
    deck = list(range(112))
    DetRng(seed).shuffle(deck)
    agents = [GAME.make_bot("good") for _ in range(SEATS)]
    return play_hand(GAME, GAME.default_rules(), SEATS, 0, tuple(deck), agents).state


def without_secrets(account: Settlement) -> tuple[int, ...]:
    pays = list(account.payments)
    for seat, paid in enumerate(account.secret_pays):
        for other in range(SEATS):
            if other not in (seat, partner(seat)):
                pays[seat] -= paid
                pays[other] += paid
    return tuple(pays)


def test_a_win_without_a_secret_stands_from_the_public_cards_at_every_peer_secrets_unpaid() -> None:
    seen = 0
    for n in range(12):
        end = played(f"kept {n}")
        if end.winner < 0 or end.secrets[end.winner]:
            continue
        full = GAME.outcome(end)
        assert full is not None and isinstance(full.account, Settlement)
        public = GAME.outcome(public_cards(end))
        assert public is not None and isinstance(public.account, Settlement)
        assert public.payments == without_secrets(full.account) and public.account.secret_pays == (0,) * SEATS
        assert public.account.win_pay == full.account.win_pay and public.account.winner == full.account.winner
        assert all(GAME.outcome(GAME.view(end, seat)) == public for seat in range(SEATS))
        seen += 1
    assert seen >= 8


def test_a_winners_secret_leaves_the_hand_undecided() -> None:
    for n in range(400):
        end = played(f"secret {n}")
        if end.winner >= 0 and end.secrets[end.winner]:
            break
    else:
        raise AssertionError("no winner laid a secret in 400 deals")
    assert GAME.outcome(end) is not None
    assert all(GAME.outcome(GAME.view(end, seat)) is None for seat in range(SEATS))


def test_a_false_puro_claim_of_the_winner_leaves_the_hand_undecided() -> None:
    """What the winner's discards said of its hand while puro is read from the public cards (every card
    of those hands is shown or discarded by the end): one that is false leaves no result to stand."""
    end = played("kept 0")
    winner = end.winner
    assert winner >= 0 and not end.secrets[winner] and GAME.outcome(public_cards(end)) is not None
    said = [i for i, (seat, claim, _) in enumerate(end.claims) if seat == winner and claim == Claim.READY]
    assert said, "the winner never declared puro"
    claims = list(end.claims)
    seat, _, slots = claims[said[0]]
    claims[said[0]] = (seat, int(Claim.NOT_READY), slots)
    assert GAME.outcome(public_cards(end._replace(claims=tuple(claims)))) is None
    # A claim about a hand one of whose cards stays closed cannot be checked either.
    closed = next(s for s in end.hands[partner(winner)] if not end.public[s])
    claims[said[0]] = (seat, int(Claim.READY), (*slots[:-1], closed))
    assert GAME.outcome(public_cards(end._replace(claims=tuple(claims)))) is None


def test_a_false_pass_of_the_winner_leaves_the_hand_undecided() -> None:
    """A turn passed without a discard says the hand held nothing but generals: read from the public cards."""
    end = played("kept 0")
    winner = end.winner
    passed = (*end.claims, (winner, int(Claim.ONLY_GENERALS), end.hands[winner][:15]))
    assert GAME.outcome(public_cards(end._replace(claims=passed))) is None


def test_a_dead_stock_with_a_seed_kept_is_void_as_before() -> None:
    end = played("kept 0")._replace(winner=-1)
    assert GAME.outcome(public_cards(end)) is None
