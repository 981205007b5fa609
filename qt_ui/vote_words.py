"""The carry-on vote's notices (``VoteNotice``) in the player's language."""

from __future__ import annotations

from tusac_lan.peer.events import (
    VOTE_AWAITED,
    VOTE_DEFAULT,
    VOTE_GAVE_UP,
    VOTE_MISSING,
    VOTE_RETRY,
    VOTE_WAITS,
    VoteNotice,
)

from .i18n import translate


def vote_words(notice: VoteNotice) -> str:
    """What the vote is doing, for the status line; the notice's English for a kind this client does not
    know."""
    names = ", ".join(notice.names)
    if notice.kind == VOTE_DEFAULT:
        return translate("Vote", "No answer in time: going on with a bot, as the table does by default.")
    if notice.kind == VOTE_WAITS:
        return translate("Vote", "The table waits for your answer.")
    if notice.kind == VOTE_AWAITED:
        return translate("Vote", "Waiting for the votes of {names}.").format(names=names)
    if notice.kind == VOTE_MISSING:
        missing = translate("Vote", "No vote came from {names}: a bot takes their seat too; they may take it back.")
        return missing.format(names=names)
    if notice.kind == VOTE_RETRY and names:
        return translate("Vote", "The next table did not come about: trying again without {names}.").format(names=names)
    if notice.kind == VOTE_RETRY:
        return translate("Vote", "The next table did not come about: trying again.")
    if notice.kind == VOTE_GAVE_UP:
        return translate("Vote", "The players did not agree on a next table in time: the session ends.")
    return notice.text
