"""The result between hands: every peer waits for its own player's Next hand before it starts the next
hand, so the next deal waits for every player; the desktop client's result view and score sheet."""

from __future__ import annotations

from tests.table_harness import make_table


def test_the_next_deal_waits_until_every_peer_is_ready_for_it() -> None:
    ready = {"pressed": False}
    asked: list[int] = []

    def slow_player(hand: int) -> bool:
        asked.append(hand)
        return ready["pressed"]

    hub, nodes = make_table(hands=2, ready_for_next=[None, None, slow_player, None])
    for node in nodes:
        node.start()
    hub.run()
    assert [len(node.records) for node in nodes] == [1, 1, 1, 1]
    assert asked == [0]
    waiting = nodes[2]
    assert waiting.run is not None and waiting.run.hand_no == 0, "the slow peer still shows hand 0's result"
    others = [node for i, node in enumerate(nodes) if i != 2]
    assert all(node.run is not None and node.run.hand_no == 1 and not node.run.dealt for node in others)
    waiting.tick(0.0)
    hub.run()
    assert asked == [0, 0] and not any(node.complete for node in nodes), "still not pressed: nothing moves"
    ready["pressed"] = True
    waiting.tick(0.0)
    hub.run()
    assert all(node.complete for node in nodes)
    assert [len(node.records) for node in nodes] == [2, 2, 2, 2]
    assert all(node.records[1].verdict.ok for node in nodes)
