"""Sack of Rome (#95), every step of the seed in order:

- eligibility: a non-Papal formation in an Italian-language space with more mercenaries than
  there are Papal regulars in Rome; the player need not own it, no war is needed, and it is
  no ground for excommunication (step 0);
- 1: the whole formation goes to Rome, its origin remembered;
- 2: a field battle against the Papal regulars only, the Papacy defending with one extra die
  and winning ties, after a window for combat and response cards;
- 3: casualties, Papal regulars first then mercenaries, the attacker's split as evenly as
  possible between mercenaries and regulars;
- 4: the survivors go back to the origin;
- 5: the Papacy wins: #95 is discarded;
- 6: the Papacy loses: St. Peter's −5 CP (floor 0), two random non-home Papal cards to the
  formation's owner, who keeps one and discards the other, and #95 leaves the game.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.his.rules.bull import space_param, space_ref
from bot.games.his.rules.data import POWERS, ROME, SACK_OF_ROME, cards, italian_spaces
from bot.games.his.rules.hand import card_ref, known_card, non_home, play_card, play_from_hand
from bot.games.his.rules.state import BattleCard, HisState, SackProcedure, Stack, set_stack

RULE = "#95"
HIT = 5  # a die of 5 or 6 is a hit
EXTRA_DIE = 1  # the defender's
ST_PETERS_LOSS = 5
CP_PER_VP = 5


def papal_regulars(state: HisState) -> int:
    return state.stack(ROME, "papacy").regulars


def eligible(state: HisState, owner: str, space: str) -> bool:
    """Step 0: `owner`'s formation in `space` may sack Rome."""
    return (
        owner in POWERS
        and owner != "papacy"
        and space != ROME
        and space in italian_spaces(state.options.ragusa_italian)
        and state.stack(space, owner).mercenaries > papal_regulars(state)
    )


def formations(state: HisState) -> list[tuple[str, str]]:
    """Every (owner, space) that may sack Rome now."""
    return [
        (owner, space)
        for space in sorted(state.units)
        for owner in sorted(state.units[space])
        if eligible(state, owner, space)
    ]


def playable_by(state: HisState, power: str) -> bool:
    """Whether `power` may hold #95 now: out of the Papal hand unless it is the Papacy's,
    not discarded, out of the game or held by another power."""
    place = state.places.get(SACK_OF_ROME)
    in_hand = SACK_OF_ROME in state.papal_hand
    if power == "papacy":
        return in_hand
    return not in_hand and place in (None, f"held:{power}")


def play(ctx: Ctx[HisState], player: str, owner: str, space: str) -> None:
    """Step 0, then step 1: the formation goes to Rome."""
    state = ctx.state
    if not playable_by(state, player):
        raise IllegalAction("his_sack_card_unavailable", RULE, seat=player)
    if not eligible(state, owner, space):
        raise IllegalAction(
            "his_sack_not_eligible",
            f"{RULE}.0",
            seat=owner,
            **space_param(space),
            mercenaries=state.stack(space, owner).mercenaries,
            regulars=papal_regulars(state),
        )
    if player == "papacy":
        play_from_hand(ctx, SACK_OF_ROME, RULE)
    state.places[SACK_OF_ROME] = "in_play"
    ctx.emit("his_sack_played", RULE, power=player, owner=owner, space_id=space_ref(space))
    formation = state.stack(space, owner)
    set_stack(state, space, owner, Stack())
    state.sack = SackProcedure(player=player, owner=owner, origin=space, formation=formation)
    ctx.emit(
        "his_sack_moves",
        f"{RULE}.1",
        owner=owner,
        space_id=space_ref(space),
        regulars=formation.regulars,
        mercenaries=formation.mercenaries,
        leaders=len(formation.leaders),
    )
    ctx.emit(
        "his_sack_window",
        f"{RULE}.2",
        owner=owner,
        attacker_dice=attacker_dice(state),
        defender_dice=defender_dice(state),
    )


# -- step 2: the card window and the battle --------------------------------------------


def sides(state: HisState) -> tuple[str, str]:
    assert state.sack is not None
    return state.sack.owner, "papacy"


def card_types(state: HisState, power: str) -> tuple[str, ...]:
    """Both sides may play combat cards; any power may play response cards."""
    return ("combat", "response") if power in sides(state) else ("response",)


def declare_card(
    ctx: Ctx[HisState], seat: str, power: str, number: int, attack: int, defend: int
) -> None:
    """Step 2: a combat card of either side or a response card of any power, one the power
    could play (`check_playable`): the Papacy's from its hand, another power's in the deck
    by this turn and known nowhere else (refused without saying where it is)."""
    state = ctx.state
    sack = state.sack
    assert sack is not None
    rule = f"{RULE}.2"
    if state.control.get(power) != seat:
        raise IllegalAction("his_not_your_power", rule, seat=power)
    card = known_card(number, rule)
    if card.type not in card_types(state, power):
        raise IllegalAction("his_not_a_battle_card", rule, card=number, seat=power)
    play_card(ctx, power, number, rule)
    sack.cards.append(
        BattleCard(power=power, card=number, attacker_dice=attack, defender_dice=defend)
    )
    ctx.emit(
        "his_battle_card",
        rule,
        power=power,
        card_id=card_ref(number),
        attacker_dice=attack,
        defender_dice=defend,
    )


def window_done(ctx: Ctx[HisState], seat: str) -> None:
    state = ctx.state
    assert state.sack is not None
    if seat not in state.sack.done:
        state.sack.done.append(seat)
    if set(state.sack.done) >= set(state.seats):
        battle(ctx)


def best_leader(stack: Stack) -> int:
    return max((leader.battle for leader in stack.leaders), default=0)


def attacker_dice(state: HisState) -> int:
    """A die per unit, plus the best leader's battle rating, plus the cards'."""
    sack = state.sack
    assert sack is not None
    form = sack.formation
    return form.units + best_leader(form) + sum(c.attacker_dice for c in sack.cards)


def defender_dice(state: HisState) -> int:
    """A die per Papal regular in Rome (its mercenaries and allies do not fight), one
    extra die for the defender, plus the cards'."""
    sack = state.sack
    assert sack is not None
    return papal_regulars(state) + EXTRA_DIE + sum(c.defender_dice for c in sack.cards)


def battle(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    sack = state.sack
    assert sack is not None
    rule = f"{RULE}.2"
    owner_seat = state.seat_of(sack.owner)
    attack = ctx.dice(
        attacker_dice(state),
        purpose="his_sack_attack",
        rule=rule,
        seat=owner_seat,
        power=sack.owner,
    )
    defend = ctx.dice(
        defender_dice(state),
        purpose="his_sack_defence",
        rule=rule,
        seat=state.seat_of("papacy"),
        power="papacy",
    )
    sack.attacker_hits = sum(1 for v in attack if v >= HIT)
    sack.defender_hits = sum(1 for v in defend if v >= HIT)
    ctx.emit(
        "his_sack_battle",
        rule,
        attacker_hits=sack.attacker_hits,
        defender_hits=sack.defender_hits,
        winner="papacy" if papacy_wins(sack) else sack.owner,
    )
    papal_casualties(ctx)
    attacker_casualties(ctx)


def papacy_wins(sack: SackProcedure) -> bool:
    """The defender wins ties."""
    return sack.defender_hits >= sack.attacker_hits


# -- step 3: casualties ----------------------------------------------------------------


def papal_losses(hits: int, rome: Stack) -> tuple[int, int]:
    """Regulars first; more hits than regulars fall on the Papal mercenaries."""
    regulars = min(hits, rome.regulars)
    return regulars, min(hits - regulars, rome.mercenaries)


def attacker_split(hits: int, form: Stack) -> tuple[int, int, int]:
    """The attacker's losses as evenly as possible between mercenaries and regulars:
    (mercenaries, regulars, the odd one left for the owner to choose)."""
    total = min(hits, form.units)
    half = total // 2
    mercs, regs = min(half, form.mercenaries), min(half, form.regulars)
    rest = total - mercs - regs
    if rest == 1 and mercs < form.mercenaries and regs < form.regulars:
        return mercs, regs, 1
    extra_mercs = min(rest, form.mercenaries - mercs)
    return mercs + extra_mercs, regs + rest - extra_mercs, 0


def papal_casualties(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    sack = state.sack
    assert sack is not None
    rome = state.stack(ROME, "papacy")
    regs, mercs = papal_losses(sack.attacker_hits, rome)
    rome = rome.model_copy(
        update={"regulars": rome.regulars - regs, "mercenaries": rome.mercenaries - mercs}
    )
    set_stack(state, ROME, "papacy", rome)
    ctx.emit("his_casualties", f"{RULE}.3", power="papacy", regulars=regs, mercenaries=mercs)


def attacker_casualties(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    sack = state.sack
    assert sack is not None
    mercs, regs, odd = attacker_split(sack.defender_hits, sack.formation)
    sack.formation.mercenaries -= mercs
    sack.formation.regulars -= regs
    ctx.emit("his_casualties", f"{RULE}.3", power=sack.owner, regulars=regs, mercenaries=mercs)
    if odd:
        sack.step, sack.odd_casualty = "odd_casualty", odd
        return
    after_battle(ctx)


def take_odd_casualty(ctx: Ctx[HisState], unit: str) -> None:
    """The owner chooses which of his units takes the odd loss."""
    state = ctx.state
    sack = state.sack
    assert sack is not None
    if unit == "mercenary":
        sack.formation.mercenaries -= 1
    else:
        sack.formation.regulars -= 1
    sack.odd_casualty = 0
    ctx.emit(
        "his_casualties",
        f"{RULE}.3",
        power=sack.owner,
        regulars=int(unit == "regular"),
        mercenaries=int(unit == "mercenary"),
    )
    after_battle(ctx)


# -- steps 4 to 6 ----------------------------------------------------------------------


def after_battle(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    sack = state.sack
    assert sack is not None
    # 4: the survivors go back where they came from
    set_stack(state, sack.origin, sack.owner, sack.formation)
    ctx.emit(
        "his_sack_returns",
        f"{RULE}.4",
        owner=sack.owner,
        space_id=space_ref(sack.origin),
        regulars=sack.formation.regulars,
        mercenaries=sack.formation.mercenaries,
    )
    sack.formation = Stack()
    if papacy_wins(sack):
        # 5: the card is discarded, back in the deck next turn
        state.places[SACK_OF_ROME] = "discard"
        ctx.emit("his_sack_repulsed", f"{RULE}.5", card_id=card_ref(SACK_OF_ROME))
        state.sack = None
        return
    st_peters_loss(ctx)
    grab(ctx)


def st_peters_loss(ctx: Ctx[HisState]) -> None:
    """6: the CP spent on St. Peter's fall by 5, never below 0 (VP follow)."""
    state = ctx.state
    before = state.st_peters_vp * CP_PER_VP + state.st_peters_cp
    after = max(0, before - ST_PETERS_LOSS)
    state.st_peters_vp, state.st_peters_cp = divmod(after, CP_PER_VP)
    ctx.emit(
        "his_st_peters_loss",
        f"{RULE}.6",
        before=before,
        after=after,
        vp=state.st_peters_vp,
        cp=state.st_peters_cp,
    )


def grab(ctx: Ctx[HisState]) -> None:
    """6: two random non-home cards from the Papal hand, shown to the owner only; with
    one, he takes it; with none, nothing."""
    state = ctx.state
    sack = state.sack
    assert sack is not None
    rule = f"{RULE}.6"
    owner_seat = state.seat_of(sack.owner)
    pool = non_home(state)
    if not pool:
        ctx.emit("his_grab_nothing", rule, owner=sack.owner)
        finish_sack(ctx)
        return
    if len(pool) == 1:
        card = pool[0]
        state.papal_hand.remove(card)
        state.places[card] = f"held:{sack.owner}"
        ctx.emit("his_grab_one", rule, owner=sack.owner)
        ctx.tell(owner_seat, "his_grab_one_seen", rule, card_id=card_ref(card))
        finish_sack(ctx)
        return
    drawn = []
    for _ in range(2):
        card = pool.pop(ctx.pick([card_ref(c) for c in pool]))
        state.papal_hand.remove(card)
        state.places[card] = "drawn"
        drawn.append(card)
    sack.drawn, sack.step = drawn, "keep"
    ctx.emit("his_grab_two", rule, owner=sack.owner)
    ctx.tell(owner_seat, "his_grab_two_seen", rule, cards_ids=[card_ref(c) for c in drawn])


def keep(ctx: Ctx[HisState], card: int) -> None:
    state = ctx.state
    sack = state.sack
    assert sack is not None
    rule = f"{RULE}.6"
    if card not in sack.drawn:
        raise IllegalAction("his_not_drawn", rule, card=card)
    other = next(c for c in sack.drawn if c != card)
    state.places[card] = f"held:{sack.owner}"
    state.places[other] = "discard_secret"
    sack.drawn = []
    ctx.emit("his_grab_kept", rule, owner=sack.owner)
    ctx.tell(
        state.seat_of(sack.owner),
        "his_grab_kept_seen",
        rule,
        kept_id=card_ref(card),
        discarded_id=card_ref(other),
    )
    finish_sack(ctx)


def finish_sack(ctx: Ctx[HisState]) -> None:
    """6: #95 leaves the game."""
    state = ctx.state
    state.places[SACK_OF_ROME] = "removed"
    ctx.emit("his_sack_removed", f"{RULE}.6", card_id=card_ref(SACK_OF_ROME))
    state.sack = None


def legal_battle_cards(state: HisState, power: str) -> list[int]:
    """The cards `power` might declare: from the Papal hand for the Papacy, otherwise any
    card of a type it may play that the bot does not know to be elsewhere."""
    kinds = card_types(state, power)
    if power == "papacy":
        return [c for c in state.papal_hand if cards()[c].type in kinds]
    return [
        n
        for n, c in cards().items()
        if c.type in kinds
        and n not in state.papal_hand
        and state.places.get(n) in (None, f"held:{power}")
        and not (isinstance(c.turn_enters, int) and c.turn_enters > state.turn)
    ]
