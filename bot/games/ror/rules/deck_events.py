"""Event cards found in the deck: the three Bequests and the 2nd Catiline Conspiracy
[1.07.3, events.json deck_events]. Era Ends is the Forum phase's."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, NameFaction
from bot.games.ror.rules.event_effects import chit_deaths
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import clockwise_from, hrao
from bot.games.ror.rules.state import RorState

PERGAMENE = "evt:pergamene_bequest"
BITHYNIAN = "evt:bithynian_bequest"
PTOLEMY_APION = "evt:ptolemy_apion_bequest"
CATILINE = "evt:catiline_conspiracy"
# a Bequest is discarded at once if the province it would create already exists
BEQUEST_PROVINCE: dict[str, str | None] = {
    PERGAMENE: None,  # "discarded only after collection"
    BITHYNIAN: "prov:bithynia",
    PTOLEMY_APION: "prov:creta_et_cyrenaica",
}


def resolve_deck_card(ctx: Ctx[RorState], card: str) -> None:
    if card == CATILINE:
        _catiline(ctx)
        return
    province = BEQUEST_PROVINCE[card]
    if province is not None and province in ctx.state.provinces:
        ctx.state.discard.append(card)
        ctx.emit(
            "bequest_void",
            "1.07.3",
            card=card,
            name_id=card,
            province=province,
            province_name_id=province,
        )
        return
    # Collection by the Field Consul (Pergamene, Bithynian) and the automatic province
    # (Ptolemy-Apion) belong to the Senate Phase (senate/bequests.py); the card waits in
    # the Forum.
    ctx.state.forum.append(card)
    ctx.emit("bequest_offered", "1.07.3", card=card, name_id=card)


def expire_deck_events(ctx: Ctx[RorState]) -> None:
    """1.07.1: the Ptolemy-Apion Bequest leaves at the start of the next Forum Phase."""
    state = ctx.state
    if PTOLEMY_APION in state.forum:
        state.forum.remove(PTOLEMY_APION)
        state.discard.append(PTOLEMY_APION)
        ctx.emit("event_expires", "1.07.1", event=PTOLEMY_APION, name_id=PTOLEMY_APION)


# ---------------------------------------------------------------- 2nd Catiline Conspiracy


class Catiline(ProcedureData):
    hrao: str  # the HRAO who names the faction, losing Popularity by the chits drawn


def _catiline(ctx: Ctx[RorState]) -> None:
    """The HRAO names a faction other than his own [events.json]."""
    state = ctx.state
    state.discard.append(CATILINE)
    top = hrao(state)
    if top is None or top.faction is None:
        ctx.emit("catiline_no_hrao", "1.07.3", card=CATILINE, name_id=CATILINE)
        return
    ctx.emit(
        "catiline_revealed",
        "1.07.3",
        card=CATILINE,
        name_id=CATILINE,
        senator=top.card,
        senator_name_id=top.card,
        faction=top.faction,
    )
    push(state, "catiline", "1.07.3", [top.faction], data=Catiline(hrao=top.card))


def catiline_targets(state: RorState, seat: str) -> list[Action]:
    return [NameFaction(faction=s) for s in clockwise_from(state, seat) if s != seat]


def catiline_default(state: RorState, seat: str) -> Action:
    return catiline_targets(state, seat)[0]


def apply_catiline(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    """1d6 chits: drawn senators of the named faction die; the HRAO loses 1 Popularity per
    chit drawn."""
    state = ctx.state
    if not isinstance(action, NameFaction):
        raise IllegalAction("wrong_phase", rule)
    if action.faction == seat or action.faction not in state.factions:
        raise IllegalAction("catiline_other_faction", rule)
    proc = current(state)
    assert proc is not None
    hrao_card = proc.data_as(Catiline).hrao
    finish_turn_of_seat(state, seat)
    ctx.emit("catiline_named", rule, faction=seat, target=action.faction)
    count = ctx.dice(1, purpose="catiline_chits", rule=rule, seat=seat)[0]
    target = action.faction
    chits = chit_deaths(ctx, count, rule, lambda s: s.faction == target)
    conspirator = state.senators.get(hrao_card)
    if conspirator is not None:
        loss = -change_popularity(conspirator, -len(chits))  # Pompey's doubled
        ctx.emit(
            "popularity_lost",
            rule,
            senator=hrao_card,
            name_id=hrao_card,
            amount=loss,
            popularity=conspirator.popularity,
        )


PROCEDURES.register(
    "catiline",
    ProcedureRules(
        "name_catiline_faction", catiline_targets, apply_catiline, catiline_default, data=Catiline
    ),
)
