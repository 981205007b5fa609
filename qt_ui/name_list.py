"""Names listed in a sentence, in the player's language ("An and Bình", "An, Bình and Chi")."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import translate


def name_list(names: Sequence[str]) -> str:
    """Names as a sentence lists them, in the player's language: "An", "An and Bình", "An, Bình and Chi"."""
    if len(names) <= 1:
        return "".join(names)
    between = translate("Status", ", ", "between the names of a list but the last two: An, Bình and Chi")
    return translate("Status", "{names} and {last}").format(names=between.join(names[:-1]), last=names[-1])
