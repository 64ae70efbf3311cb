"""Putting Rome in order after the sixth initiative [1.07.8]: Enemy Leader Dies, Major
markers, Tax Farmer destruction, the Curia, and the end of the game after Era Ends."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, DiscardEnemyLeader
from bot.games.ror.rules.cards import CONCESSION_DATA, WAR_DATA, WAR_DESTROYS, leader_wars
from bot.games.ror.rules.cleopatra import allies_leave
from bot.games.ror.rules.combat.capture import captives_die
from bot.games.ror.rules.combat.outcomes import is_revolt
from bot.games.ror.rules.event_effects import destroy_concession
from bot.games.ror.rules.modifiers import event_level, evil_omens
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senators import hrao_order, printed
from bot.games.ror.rules.state import RorState

ENEMY_LEADER_DIES = "enemy_leader_dies"
MAJOR_OFFICES = ("dictator", "rome_consul", "field_consul", "censor", "master_of_horse")
# 1.07.8: each of these in play adds one Tax Farmer destruction roll
TAX_FARMER_THREATS = (("war:punic_2", "ldr:hannibal"), ("war:gladiator", "ldr:spartacus"))
CURIA_RETURN = 5  # 1d6 of 5 or 6 brings a card back, or kills a leader [1.07.8]
PEACE_DEPTH = 6  # a war suing for peace is shuffled into the top six cards


# ---------------------------------------------------------------- Enemy Leader Dies


def enemy_leaders(state: RorState) -> list[str]:
    return sorted(leader for war in state.wars for leader in war.leaders)


def enemy_leader_dies(ctx: Ctx[RorState]) -> None:
    """Enemy Leader Dies in play: the HRAO picks an enemy Leader to discard (RULES §5.9
    puts this before the other steps)."""
    state = ctx.state
    if not event_level(state, ENEMY_LEADER_DIES):
        return
    leaders = enemy_leaders(state)
    if len(leaders) > 1:
        push(state, "discard_enemy_leader", "1.07.8", hrao_order(state)[:1])
    elif leaders:
        discard_leader(ctx, leaders[0])
    else:
        state.active_events.pop(ENEMY_LEADER_DIES)
        ctx.emit("no_enemy_leader", "1.07.8")


def legal_leader_discards(state: RorState, seat: str) -> list[Action]:
    return [DiscardEnemyLeader(card=c) for c in enemy_leaders(state)]


def apply_leader_discard(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if not isinstance(action, DiscardEnemyLeader):
        raise IllegalAction("wrong_phase", rule)
    if action.card not in enemy_leaders(ctx.state):
        raise IllegalAction("not_an_enemy_leader", "1.07.8")
    finish_turn_of_seat(ctx.state, seat)
    discard_leader(ctx, action.card)


def discard_leader(ctx: Ctx[RorState], leader: str) -> None:
    """The leader is discarded; on the dark side his largest matching war also sues for
    peace: half its spoils to the State, the card shuffled into the top six [events.json]."""
    state = ctx.state
    level = state.active_events.pop(ENEMY_LEADER_DIES)
    for war in state.wars:
        if leader in war.leaders:
            war.leaders.remove(leader)
    state.discard.append(leader)
    ctx.emit("enemy_leader_died", "1.07.8", leader=leader, name_id=leader)
    wars = [w for w in state.wars if w.card in leader_wars(leader)]
    if level < 2 or not wars:
        return
    war = max(wars, key=lambda w: (WAR_DATA[w.card].land_strength, w.card))
    state.wars.remove(war)
    allies_leave(state, war)  # Cleopatra on Rome's side
    state.curia += war.leaders  # any other leader with it waits in the Curia
    spoils = 0 if is_revolt(state, war.card) else WAR_DATA[war.card].spoils // 2
    ledger.move(ctx, ledger.BANK, ledger.TREASURY, spoils, "1.07.8", "enemy sues for peace")
    top = [war.card, *state.deck[:PEACE_DEPTH]]
    ctx.shuffle(top)
    state.deck[:PEACE_DEPTH] = top
    ctx.emit("enemy_sues_for_peace", "1.07.8", war=war.card, name_id=war.card, spoils=spoils)
    captives_die(ctx, war.card)  # 1.10.71: a war returned to the deck kills its captives


# ---------------------------------------------------------------- the rest, automatic


def put_rome_in_order(ctx: Ctx[RorState]) -> None:
    mark_majors(ctx)
    tax_farmer_rolls(ctx)
    wars_destroy_concessions(ctx)
    curia_rolls(ctx)


def mark_majors(ctx: Ctx[RorState]) -> None:
    """1.07.8: every holder of a Major Office, in Rome or not, gets a Major marker."""
    for s in ctx.state.senators.values():
        if s.office in MAJOR_OFFICES and not s.major:
            s.major = True
            ctx.emit("major_marker", "1.07.8", senator=s.card, name_id=s.card)


def tax_farmer_rolls(ctx: Ctx[RorState]) -> None:
    """1.07.8: one 1d6 per threat in play (the 2nd Punic War Active, Hannibal with it; the
    Gladiator Revolt Active, Spartacus with it); Tax Farmer n is destroyed on n. Not
    modified by Evil Omens."""
    state = ctx.state
    threats: list[str] = []
    for war in state.wars:
        for war_card, leader in TAX_FARMER_THREATS:
            if war.card == war_card and war.status == "active":
                threats.append(war.card)
                if leader in war.leaders:
                    threats.append(leader)
    for threat in threats:
        roll = ctx.dice(1, purpose="tax_farmers", rule="1.07.8", threat_id=threat)[0]
        farmer = next(c for c, d in CONCESSION_DATA.items() if d.destroy_on_d6 == roll)
        destroy_concession(ctx, farmer, "1.07.8")


def wars_destroy_concessions(ctx: Ctx[RorState]) -> None:
    """An Active war destroys the concession its card names (the Alexandrine War Aegyptian
    Grain, the Sicilian Slave Revolts Sicilian Grain; wars.json), here, with the Tax
    Farmers' rolls (RULES_CHOICES.md)."""
    state = ctx.state
    held = {c for s in state.senators.values() for c in s.concessions}
    for war in state.wars:
        if war.status == "active":
            for card in WAR_DESTROYS.get(war.card, []):
                if card in held or card in state.forum:  # in play, not already destroyed
                    destroy_concession(ctx, card, "1.07.8")


def curia_rolls(ctx: Ctx[RorState]) -> None:
    """1.07.8: each senator and concession in the Curia returns to the Forum on 5-6; each
    enemy Leader dies on 5-6. Evil Omens take 1 per level from each roll."""
    state = ctx.state
    for card in list(state.curia):
        die = ctx.dice(1, purpose="curia", rule="1.07.8", card_id=card)[0]
        total = die - evil_omens(state)
        if total < CURIA_RETURN:
            ctx.emit("curia_stays", "1.07.8", card=card, name_id=card, total=total)
            continue
        state.curia.remove(card)
        if card.startswith("ldr:"):
            state.discard.append(card)
            ctx.emit("curia_leader_dies", "1.07.8", card=card, name_id=card, total=total)
        elif card.startswith("fam:"):
            state.senators[card] = printed(card)
            ctx.emit("curia_returns", "1.07.8", card=card, name_id=card, total=total)
        else:
            state.forum.append(card)
            ctx.emit("curia_returns", "1.07.8", card=card, name_id=card, total=total)


def default_leader_discard(state: RorState, seat: str) -> Action:
    return legal_leader_discards(state, seat)[0]


PROCEDURES.register(
    "discard_enemy_leader",
    ProcedureRules(
        "discard_enemy_leader",
        legal_leader_discards,
        apply_leader_discard,
        default_leader_discard,
    ),
)
