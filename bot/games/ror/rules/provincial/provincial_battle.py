"""Provincial battles (2.02), at the end of the Combat Phase: under each Active war that
Rome did not fight to at least a Stalemate this turn, the first Roman province listed under
its "Attacks" must attack it, at sea while the war has a fleet and no Naval Victory marker.
The roll is the Combat Results Table's (Disaster and Standoff numbers included, each once
per war per turn); a province's battle moves no Unrest and gives no glory or spoils.

- Losses: 2 provincial units per loss, alternating with 1 garrison Legion.
- Defeat: the governor dies (a Legate's governor only loses the province, 1.13.1), the
  garrison and provincial units are lost, and the province goes over to the war, which
  adds the province's base strength while it is in play.
- Victory: the war becomes Inactive; with another Active war of its set or an enemy
  leader with it, it is shuffled (with its leaders) into the top 6 cards of the deck.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import WAR_DATA, war_series
from bot.games.ror.rules.combat.battle import crt_row, natural_result
from bot.games.ror.rules.combat.capture import captives_die
from bot.games.ror.rules.combat.losses import unit_losses
from bot.games.ror.rules.combat.strength import enemy_strength, event_adjustment
from bot.games.ror.rules.modifiers import evil_omens
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.provincial.forces import attacked_by, lose_units, province_strength
from bot.games.ror.rules.revolution.rebels import send_home
from bot.games.ror.rules.state import CombatRecord, Province, RorState, War

RULE = "2.02"
TOP_CARDS = 6  # 2.02: a war beaten by a province goes back into the top 6 cards
HELD = ("stalemate", "standoff", "victory")  # results of "at least a Stalemate"


def provincial_attacks(ctx: Ctx[RorState], record: CombatRecord) -> None:
    """2.02: the first Roman province under each war not held by Rome attacks it."""
    state = ctx.state
    if not state.options.provincial_wars:
        return
    release_allies(ctx)
    for card in [w.card for w in state.wars if w.status == "active"]:
        war = next((w for w in state.wars if w.card == card), None)
        if war is None or war.status != "active" or card in record.held:
            continue
        targets = attacked_by(state, card)
        if targets:
            attack(ctx, state.provinces[targets[0]], war, record)


def _loss_slots(province: Province, naval: bool) -> int:
    """How many losses wipe the province's units out."""
    if naval:
        return -(-province.fleets // 2)
    return -(-province.armies // 2) + province.garrison


def attack(ctx: Ctx[RorState], province: Province, war: War, record: CombatRecord) -> None:
    state = ctx.state
    naval = WAR_DATA[war.card].naval_strength > 0 and not war.naval_victory
    strength = province_strength(state, province, naval=naval)
    roll = ctx.dice(3, purpose="provincial_battle", rule=RULE, province_id=province.card)
    natural = sum(roll)
    enemy = max(0, enemy_strength(state, war, naval) + event_adjustment(state, roll))
    omens = evil_omens(state)
    special = natural_result(state, war, None, natural, record.ds_used.setdefault(war.card, set()))
    modified = natural + strength - enemy - omens
    row = crt_row(modified)
    result = special or row.result
    losses = unit_losses(result, row.losses, _loss_slots(province, naval))
    units, legions = lose_units(province, losses, naval=naval)
    ctx.emit(
        "provincial_battle",
        RULE,
        province=province.card,
        province_name_id=province.card,
        war=war.card,
        name_id=war.card,
        arena="naval" if naval else "land",
        strength=strength,
        enemy=enemy,
        roll=natural,
        omens=omens,
        modified=modified,
        result=result,
        units_lost=units,
        legions_lost=legions,
    )
    if result == "defeat":
        _province_falls(ctx, province, war)
    elif result == "victory":
        _war_repelled(ctx, war)


def _province_falls(ctx: Ctx[RorState], province: Province, war: War) -> None:
    state = ctx.state
    ruler = state.senators.get(province.governor or "")
    province.governor, province.term = None, 0
    province.garrison = province.armies = province.fleets = 0
    province.allied_with = war.card
    ctx.emit(
        "province_allied_with_war",
        RULE,
        province=province.card,
        province_name_id=province.card,
        war=war.card,
        name_id=war.card,
    )
    if ruler is not None and ruler.province == province.card:
        ctx.emit(
            "governor_killed_in_province",
            RULE,
            senator=ruler.card,
            name_id=ruler.card,
            province_name_id=province.card,
        )
        kill(ctx, ruler.card)


def _war_repelled(ctx: Ctx[RorState], war: War) -> None:
    state = ctx.state
    series = war_series(war.card, state.options)
    matched = series is not None and any(
        w.card != war.card and w.status == "active" and war_series(w.card, state.options) == series
        for w in state.wars
    )
    if not matched and not war.leaders:
        war.status, war.unprosecuted = "inactive", False
        ctx.emit("war_made_inactive", RULE, war=war.card, name_id=war.card)
        return
    state.wars.remove(war)
    for force in [f for f in state.forces if f.war == war.card]:
        send_home(ctx, force, RULE)
    top = [war.card, *war.leaders, *state.deck[:TOP_CARDS]]
    ctx.shuffle(top)
    state.deck[:TOP_CARDS] = top
    release_allies(ctx)
    ctx.emit("war_shuffled_into_deck", RULE, war=war.card, name_id=war.card, cards=TOP_CARDS)
    captives_die(ctx, war.card)  # 1.10.71: a war returned to the deck kills its captives


def release_allies(ctx: Ctx[RorState]) -> None:
    """A province allied with a war that has left play comes back to Rome, to the Forum
    without governor or units."""
    state = ctx.state
    in_play = {w.card for w in state.wars}
    for province in state.provinces.values():
        if province.allied_with is not None and province.allied_with not in in_play:
            ctx.emit(
                "province_freed",
                RULE,
                province=province.card,
                province_name_id=province.card,
                war_name_id=province.allied_with,
            )
            province.allied_with = None
