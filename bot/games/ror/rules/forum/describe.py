"""Button labels for the Forum's actions (catalogue key and parameters)."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import (
    Action,
    AttractKnight,
    BidInitiative,
    Bribe,
    CounterBribe,
    DiscardEnemyLeader,
    Pass,
    Persuade,
    PressureKnights,
    RollPersuasion,
    SponsorGames,
)
from bot.games.ror.rules.cards import CARDS, card_name
from bot.games.ror.rules.forum.games import GAMES

NAME_LENGTH = 22  # long statesmen's names are cut at a word so a label fits 80 characters


def short(card: str) -> str:
    words = (card_name(card) if card in CARDS else card).split()
    while len(words) > 1 and len(" ".join(words)) > NAME_LENGTH:
        words.pop()
    return " ".join(words)[: NAME_LENGTH + 8]


def describe_forum_action(action: Action) -> tuple[str, dict[str, Any]] | None:
    """The label of a Forum action, or None for an action of another part."""
    if isinstance(action, Pass):
        return "action.pass", {}
    if isinstance(action, BidInitiative):
        return "action.bid_initiative", {"amount": action.amount, "senator": short(action.senator)}
    if isinstance(action, Persuade):
        params: dict[str, Any] = {
            "persuader": short(action.persuader),
            "target": short(action.target),
            "bribe": action.bribe,
        }
        if action.card is not None:
            return "action.persuade_card", {**params, "card": short(action.card)}
        return ("action.persuade_bribe" if action.bribe else "action.persuade"), params
    if isinstance(action, CounterBribe):
        return "action.counter_bribe", {"amount": action.amount}
    if isinstance(action, Bribe):
        return "action.bribe", {"amount": action.amount}
    if isinstance(action, RollPersuasion):
        return "action.roll_persuasion", {}
    if isinstance(action, AttractKnight):
        return "action.attract_knight", {"senator": short(action.senator),
                                         "talents": action.talents}  # fmt: skip
    if isinstance(action, PressureKnights):
        return "action.pressure_knights", {"senator": short(action.senator), "count": action.count}
    if isinstance(action, SponsorGames):
        game = GAMES[action.games - 1] if 1 <= action.games <= len(GAMES) else {}
        return "action.sponsor_games", {"senator": short(action.senator),
                                        "games": game.get("name", "?"),
                                        "cost": game.get("cost", "?")}  # fmt: skip
    if isinstance(action, DiscardEnemyLeader):
        return "action.discard_enemy_leader", {"card": short(action.card)}
    return None
