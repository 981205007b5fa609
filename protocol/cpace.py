"""CPace, a balanced password-authenticated key exchange (after draft-irtf-cfrg-cpace), on the
Ed25519 group of libsodium through PyNaCl.

Both sides derive a generator from the shared low-entropy secret (the table code) and the session
id: ``G = from_uniform(SHA-512(DSI, secret, sid)[:32])``, libsodium's Elligator 2 map onto the
prime-order subgroup. Each picks a random scalar ``y`` and sends ``Y = y·G``; both get
``K = y·Y'`` and hash it with the session id and both shares into the intermediate session key.
A share is a uniformly random element of the group whatever the secret, so it shows nothing about
the secret; someone who does not know the secret can choose its share for one guessed secret only,
and learns whether that one guess was right from whether the other side's key confirmation
matches. That is one online guess per exchange and nothing to search offline.

Why this and not a PyPI package: ``spake2`` (the long-kept one) computes its password-dependent
scalar multiplication in pure Python with a branch on every bit, so its timing depends on the
password; ``cpace`` is a single, new release. libsodium (already a dependency through PyNaCl, for
the transport) gives the three operations CPace needs in constant time: the map to the group, the
scalar multiplication, and the check that a received share is a canonical point of the prime-order
subgroup. What is written here is only the hashing around them.
"""

from __future__ import annotations

import hashlib
import hmac
import os

from nacl.bindings import (
    crypto_core_ed25519_from_uniform,
    crypto_core_ed25519_is_valid_point,
    crypto_core_ed25519_scalar_reduce,
    crypto_scalarmult_ed25519_noclamp,
)
from nacl.exceptions import RuntimeError as NaclRuntimeError

SHARE_SIZE = 32
KEY_SIZE = 32
DSI = b"tusac-CPace-ed25519-sha512"
"""Domain separation: these hashes serve this exchange and nothing else."""


class PakeError(ValueError):
    """A share that is no element of the group, or one that would make the key trivial."""


def _framed(*parts: bytes) -> bytes:
    """Each part prefixed with its length, so no two lists of parts hash alike."""
    return b"".join(len(part).to_bytes(4, "big") + part for part in parts)


def generator(secret: bytes, sid: bytes) -> bytes:
    """The group element both sides derive from the secret and the session id (never sent)."""
    uniform = hashlib.sha512(_framed(DSI, secret, sid)).digest()[:32]
    point: bytes = crypto_core_ed25519_from_uniform(uniform)
    return point


def valid_share(share: object) -> bool:
    """A canonical, non-identity point of the prime-order subgroup (what every honest share is)."""
    return isinstance(share, bytes) and len(share) == SHARE_SIZE and bool(crypto_core_ed25519_is_valid_point(share))


class Exchange:
    """One side of one exchange: make ``share``, then ``key`` once with the other side's share."""

    def __init__(self, secret: bytes, sid: bytes) -> None:
        self.sid = sid
        self._scalar: bytes = crypto_core_ed25519_scalar_reduce(os.urandom(64))
        self.share: bytes = crypto_scalarmult_ed25519_noclamp(self._scalar, generator(secret, sid))

    def key(self, theirs: bytes, first: bytes, second: bytes) -> bytes:
        """The intermediate session key; ``first`` and ``second`` are the initiator's and the
        responder's shares (one of them ``theirs``), so both sides hash them in one order."""
        if not valid_share(theirs) or hmac.compare_digest(theirs, self.share):
            raise PakeError("not a share of this exchange")  # a reflected share would make K known
        try:
            shared: bytes = crypto_scalarmult_ed25519_noclamp(self._scalar, theirs)
        except NaclRuntimeError:
            raise PakeError("a share that gives no key") from None
        return hashlib.sha512(_framed(DSI + b"-ISK", self.sid, shared, first, second)).digest()[:KEY_SIZE]


def tag(key: bytes, role: bytes, transcript: bytes) -> bytes:
    """Key confirmation: a MAC of the transcript under the session key, one per role."""
    return hmac.new(key, _framed(DSI + b"-confirm", role, transcript), hashlib.sha256).digest()
