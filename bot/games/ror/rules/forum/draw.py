"""Resolving the card an initiative draws [1.07.3]: Faction cards go to the hand, Forum
cards into play (senators, wars, enemy leaders, deck events, Era Ends)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import (
    CARDS,
    ERA_ENDS,
    STATESMAN_DATA,
    WAR_DATA,
    leader_wars,
    senator_number,
    war_series,
)
from bot.games.ror.rules.deck import draw_card
from bot.games.ror.rules.province_revolts import pretender_strikes
from bot.games.ror.rules.random_events import resolve_deck_event
from bot.games.ror.rules.refuge import refugee_joins
from bot.games.ror.rules.senators import printed
from bot.games.ror.rules.state import RorState, War, WarStatus

SPANISH = ("prov:hispania_citerior", "prov:hispania_ulterior")
# 1.07.33: conditional revolts stay Inactive until these provinces exist [wars.json]
CONDITIONAL_PROVINCES: dict[str, tuple[str, ...]] = {
    "war:lusitanian": SPANISH,
    "war:numantine": SPANISH,
    "war:sertorian": SPANISH,
    "war:sicilian_slave_1": ("prov:sicilia",),
    "war:sicilian_slave_2": ("prov:sicilia",),
}
SOCIAL_WAR = "war:social"  # activates every Inactive war of a matching set [wars.json]
VIRIATHUS = "ldr:viriathus"


def _may_join(state: RorState, leader: str, war: str) -> bool:
    """1.07.341: Viriathus aids a Spanish revolt only once its provinces exist (until then
    he waits in the Curia) [enemy_leaders.json]."""
    needed = CONDITIONAL_PROVINCES.get(war, ()) if leader == VIRIATHUS else ()
    return all(p in state.provinces for p in needed)


def draw_for(ctx: Ctx[RorState], seat: str) -> None:
    """1.07.3: the initiative's faction draws the top card."""
    card = draw_card(ctx)
    if card is None:
        ctx.emit("deck_empty", "1.07.3", faction=seat)
        return
    if CARDS[card].faction_card:
        ctx.state.factions[seat].hand.append(card)
        ctx.emit("card_to_hand", "1.07.3", faction=seat)
        ctx.tell(seat, "card_drawn", "1.07.3", card=card, name_id=card)
        return
    ctx.emit("forum_card_drawn", "1.07.3", faction=seat, card=card, name_id=card)
    kind = CARDS[card].type
    if kind == "family":
        family_to_forum(ctx, card)
    elif kind == "war":
        war_drawn(ctx, card)
    elif kind == "leader":
        leader_drawn(ctx, card)
    elif card == ERA_ENDS:
        ctx.state.era_ends = True
        ctx.state.forum.append(card)
        ctx.emit("era_ends_revealed", "1.07.35")
    else:
        resolve_deck_event(ctx, card)


def family_to_forum(ctx: Ctx[RorState], card: str) -> None:
    """1.07.31: unaligned in the Forum, or beneath his family's statesman (the A brother
    when two are in play)."""
    state = ctx.state
    number = senator_number(card)
    heads = sorted(
        s.card
        for s in state.senators.values()
        if s.card in STATESMAN_DATA and senator_number(s.card) == number and s.family is None
    )
    if heads:
        state.senators[heads[0]].family = card
        ctx.emit(
            "family_joins_statesman",
            "1.07.31",
            senator=card,
            name_id=card,
            statesman=heads[0],
            statesman_name_id=heads[0],
        )
        return
    state.senators[card] = printed(card)
    ctx.emit("senator_to_forum", "1.07.31", senator=card, name_id=card)


def _index(card: str) -> int:
    return WAR_DATA[card].series_index or 0


def war_drawn(ctx: Ctx[RorState], card: str) -> None:
    """1.07.33: a war matching one already in play waits as Imminent and wakes an Inactive
    match (the earliest); otherwise it enters Active or Inactive as printed, and a leader
    of it waiting in the Curia joins and activates it."""
    state = ctx.state
    active_before = {w.card for w in state.wars if w.status == "active"}
    series = war_series(card, state.options)
    matching = [w for w in state.wars if series and war_series(w.card, state.options) == series]
    if matching:
        state.wars.append(War(card=card, status="imminent"))
        ctx.emit("war_imminent", "1.07.33", war=card, name_id=card)
        asleep = [w for w in matching if w.status == "inactive"]
        if asleep:
            _activate(ctx, min(asleep, key=lambda w: _index(w.card)), "1.07.33")
        refugee_joins(ctx, card)  # a leader in refuge aids the next war drawn [1.07.21]
        _new_active_war(ctx, active_before)
        return
    war = War(card=card, status=_drawn_status(state, card))
    state.wars.append(war)
    ctx.emit("war_drawn", "1.07.33", war=card, name_id=card, status=war.status)
    waiting = [c for c in state.curia if c.startswith("ldr:") and card in leader_wars(c)]
    for leader in [c for c in waiting if _may_join(state, c, card)]:
        state.curia.remove(leader)
        war.leaders.append(leader)
        ctx.emit(
            "leader_leaves_curia",
            "1.07.341",
            leader=leader,
            name_id=leader,
            war=card,
            war_name_id=card,
        )
        if war.status != "active":
            _activate(ctx, war, "1.07.341")
    if card == SOCIAL_WAR:
        for other in state.wars:
            if other.status == "inactive" and war_series(other.card, state.options):
                _activate(ctx, other, "1.07.33")
    refugee_joins(ctx, card)  # a leader in refuge aids the next war drawn [1.07.21]
    _new_active_war(ctx, active_before)


def _new_active_war(ctx: Ctx[RorState], active_before: set[str]) -> None:
    """An Active war has appeared: Pretender Emerges strikes [1.07.21]."""
    if any(w.status == "active" and w.card not in active_before for w in ctx.state.wars):
        pretender_strikes(ctx)


def _drawn_status(state: RorState, card: str) -> WarStatus:
    printed_status = WAR_DATA[card].status_when_drawn
    if printed_status != "conditional":
        return printed_status
    needed = CONDITIONAL_PROVINCES.get(card, ())
    return "active" if all(p in state.provinces for p in needed) else "inactive"


def _activate(ctx: Ctx[RorState], war: War, rule: str) -> None:
    war.status = "active"
    ctx.emit("war_activated", rule, war=war.card, name_id=war.card)


def leader_drawn(ctx: Ctx[RorState], card: str) -> None:
    """1.07.341: he joins an Active or Inactive war of his (the earliest) and it becomes
    Active; with none in play he waits in the Curia."""
    state = ctx.state
    wars = [
        w
        for w in state.wars
        if w.card in leader_wars(card) and w.status != "imminent" and _may_join(state, card, w.card)
    ]
    if not wars:
        state.curia.append(card)
        ctx.emit("leader_to_curia", "1.07.341", leader=card, name_id=card)
        return
    war = min(wars, key=lambda w: _index(w.card))
    war.leaders.append(card)
    ctx.emit(
        "leader_joins_war",
        "1.07.341",
        leader=card,
        name_id=card,
        war=war.card,
        war_name_id=war.card,
    )
    if war.status != "active":
        _activate(ctx, war, "1.07.341")
