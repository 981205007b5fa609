"""A peer process: its options, the lobby (host, join, the door, the lobby's events and sockets), the seated
peer, the session runner, the sans-IO handover, rejoining, the local table, its log and its files' places."""
