"""A player's persistent Ed25519 identity and display name."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat, PublicFormat
from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey

from .whole_file import write_whole

KEY_FILE = "identity.key"
PROFILE_FILE = "profile.json"
PUBLIC_KEY_SIZE = 32
SIGNATURE_SIZE = 64
MAX_NAME = 40


class IdentityError(ValueError):
    """An identity directory that cannot be read, or a bad name."""


def default_directory() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("tusac-lan")) / "identity"


def fingerprint(public_key: bytes) -> str:
    """A short, readable digest of a public key: ``ab12-cd34-ef56-7890``."""
    digest = hashlib.blake2b(public_key, digest_size=8).hexdigest()
    return "-".join(digest[i : i + 4] for i in range(0, 16, 4))


def key_file_warning(key_path: Path) -> str | None:
    """Why the key file at ``key_path`` is not private enough, with the fix; None if it is (or if
    the system has no POSIX permissions, or the file is absent)."""
    if os.name != "posix":
        return None
    try:
        mode = key_path.stat().st_mode
    except OSError:
        return None
    if mode & (stat.S_IRWXG | stat.S_IRWXO) == 0:
        return None
    who = "others" if mode & stat.S_IRWXO else "the group"
    return (
        f"the identity key {key_path} can be read or changed by {who} (mode {stat.S_IMODE(mode):03o}): anyone who"
        f" reads it can play as you; fix it with: chmod 600 {key_path}"
    )


def clean_name(name: str) -> str:
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise IdentityError(f"a player name has 1 to {MAX_NAME} printable characters")
    return name


@lru_cache(maxsize=256)
def _verify_key(public_key: bytes) -> VerifyKey:
    return VerifyKey(public_key)


def verify(public_key: bytes, signature: bytes, data: bytes) -> bool:
    """Ed25519 verification through libsodium (PyNaCl): twice as fast as OpenSSL here, and strict
    (it refuses small-order keys and non-canonical signatures); every peer uses this one verifier."""
    if len(public_key) != PUBLIC_KEY_SIZE or len(signature) != SIGNATURE_SIZE:
        return False
    try:
        _verify_key(public_key).verify(data, signature)
    except (BadSignatureError, ValueError, TypeError):
        return False
    return True


@dataclass(frozen=True)
class Identity:
    private_key: Ed25519PrivateKey
    name: str
    warning: str | None = field(default=None, compare=False)
    """Set when the key was loaded from a file others may read (``key_file_warning``)."""

    @cached_property
    def public_key(self) -> bytes:
        return self.private_key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public_key)

    def sign(self, data: bytes) -> bytes:
        return self.private_key.sign(data)

    @classmethod
    def generate(cls, name: str) -> Identity:
        return cls(Ed25519PrivateKey.generate(), clean_name(name))

    @classmethod
    def load_or_create(cls, directory: Path, name: str | None = None) -> Identity:
        """Load the identity kept in ``directory``, creating it on first use; a given name is saved.
        A key file that the group or others may read still loads, with ``warning`` saying so."""
        key_path = directory / KEY_FILE
        profile_path = directory / PROFILE_FILE
        try:
            if key_path.exists():
                raw = key_path.read_bytes()
                if len(raw) != 32:
                    raise IdentityError(f"{key_path} is not an identity key (expected 32 bytes)")
                private_key = Ed25519PrivateKey.from_private_bytes(raw)
            else:
                directory.mkdir(parents=True, exist_ok=True)
                private_key = Ed25519PrivateKey.generate()
                raw = private_key.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
                write_whole(key_path, raw, 0o600, exclusive=True)
            stored = None
            if profile_path.exists():
                stored = json.loads(profile_path.read_text("utf-8")).get("name")
            final = clean_name(name or stored or "Player")
            if final != stored:
                write_whole(profile_path, json.dumps({"name": final}).encode("utf-8"))
        except (OSError, json.JSONDecodeError, AttributeError) as exc:
            raise IdentityError(f"cannot use identity directory {directory}: {exc}") from exc
        return cls(private_key, final, key_file_warning(key_path))
