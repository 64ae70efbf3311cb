"""The Open Bodyguard (a Late deck intrigue card, data/intrigue.json; RULES §4.1, §7.9).

Played in the Revenue Phase on one of the faction's senators in Rome (offered in the
faction's private Redistribution decision, so no one is asked anything new), it stays with
him, in the open: each later Revenue Phase he pays 1T and 1 Popularity for it, and it is
discarded when he cannot pay or dies. It gives -2 to every assassination attempt on him,
and the assassin re-rolls once for it to see whether he is caught, as for a Secret
Bodyguard [1.09.72-1.09.73].
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, PlayOpenBodyguard
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import RorState

OPEN_BODYGUARD = "int:open_bodyguard#"
UPKEEP_TALENTS = 1  # RULES §4.1: the holder pays 1T and 1 Popularity
UPKEEP_POPULARITY = 1


def held(state: RorState, seat: str) -> list[str]:
    return [c for c in state.factions[seat].hand if c.startswith(OPEN_BODYGUARD)]


def play_options(state: RorState, seat: str) -> list[Action]:
    """The first card held, on the faction's first senator in Rome without one (any other
    senator in Rome may be typed)."""
    cards = held(state, seat)
    guarded = [s.card for s in faction_senators(state, seat) if s.in_rome and not s.bodyguards]
    return [PlayOpenBodyguard(card=cards[0], senator=guarded[0])] if cards and guarded else []


def play(ctx: Ctx[RorState], seat: str, action: PlayOpenBodyguard) -> None:
    state = ctx.state
    senator = state.senators.get(action.senator)
    if action.card not in held(state, seat):
        raise IllegalAction("no_open_bodyguard", "1.09.72")
    if senator is None or senator.faction != seat or not senator.in_rome:
        raise IllegalAction("bodyguard_senator_in_rome", "1.09.72")
    state.factions[seat].hand.remove(action.card)
    senator.bodyguards.append(action.card)
    ctx.emit(
        "open_bodyguard_played", "1.09.72", faction=seat, senator=senator.card, name_id=senator.card
    )


def upkeep(ctx: Ctx[RorState]) -> None:
    """RULES §4.1: each guarded senator pays 1T (to the Bank) and 1 Popularity a card; a
    card he cannot pay for is discarded."""
    state = ctx.state
    for senator in sorted(state.senators.values(), key=lambda s: s.card):
        for card in list(senator.bodyguards):
            if senator.talents < UPKEEP_TALENTS:
                senator.bodyguards.remove(card)
                state.discard.append(card)
                ctx.emit(
                    "open_bodyguard_dismissed", "1.06.1", senator=senator.card, name_id=senator.card
                )
                continue
            ledger.move(
                ctx,
                ledger.senator(senator.card),
                ledger.BANK,
                UPKEEP_TALENTS,
                "1.06.1",
                "open bodyguard",
            )
            change_popularity(senator, -UPKEEP_POPULARITY)  # Pompey's doubled
            ctx.emit(
                "open_bodyguard_upkeep",
                "1.06.1",
                senator=senator.card,
                name_id=senator.card,
                popularity=senator.popularity,
            )


def guarding(state: RorState, card: str) -> int:
    """Open Bodyguards with a senator [1.09.72]."""
    senator = state.senators.get(card)
    return len(senator.bodyguards) if senator is not None else 0
