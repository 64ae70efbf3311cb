"""Sponsoring games [1.07.6]: paid from a senator's treasury (in Rome or not), for
Popularity and less Unrest."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, SponsorGames, games_key
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import RorState, Senator

GAMES = TABLES.games  # cost, popularity, unrest for 1 Slice and Dice .. 3 Gladiator Gala


def games_options(state: RorState, seat: str) -> list[Action]:
    return [
        SponsorGames(senator=s.card, games=level)
        for s in faction_senators(state, seat)
        if not frozen(s)
        for level, game in enumerate(GAMES, start=1)
        if game["cost"] <= s.talents
    ]


def frozen(senator: Senator) -> bool:
    """A captive's treasury pays only his ransom (1.10.71), a rebel's only his army's
    upkeep (1.11.33)."""
    return senator.captive is not None or senator.rebel


def sponsor(ctx: Ctx[RorState], seat: str, action: SponsorGames) -> None:
    state = ctx.state
    senator = state.senators.get(action.senator)
    if senator is None or senator.faction != seat:
        raise IllegalAction("not_your_senator", "1.07.6")
    if frozen(senator):
        raise IllegalAction("treasury_frozen", "1.10.71" if senator.captive else "1.11.33")
    if not 1 <= action.games <= len(GAMES):
        raise IllegalAction("no_such_games", "1.07.6")
    game = GAMES[action.games - 1]
    cost, popularity, unrest = int(game["cost"]), int(game["popularity"]), int(game["unrest"])
    if cost > senator.talents:
        raise IllegalAction("not_enough_talents", "1.07.6", most=senator.talents)
    ledger.move(ctx, ledger.senator(senator.card), ledger.BANK, cost, "1.07.6", "games")
    change_popularity(senator, popularity)  # Pompey's doubled
    state.unrest = max(0, state.unrest + unrest)
    ctx.emit(
        "games_sponsored",
        "1.07.6",
        faction=seat,
        senator=senator.card,
        name_id=senator.card,
        games=games_key(game),
        cost=cost,
        popularity=senator.popularity,
        unrest=state.unrest,
    )
