"""The board as the players enter it: each update checked against the fact tables and who
plays what, logged as a public event (the Papal hand, entered privately, is in `hand.py`)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.his.rules import actions as a
from bot.games.his.rules.bull import reformer_ref, space_param, space_ref
from bot.games.his.rules.data import HERE_I_STAND, POWERS, REFORMERS, home_spaces, rulers, spaces
from bot.games.his.rules.excommunication import lift, ruler_ref
from bot.games.his.rules.hand import card_ref, enter_hand, play_card
from bot.games.his.rules.sack import CP_PER_VP
from bot.games.his.rules.state import HisState, Leader, pair, set_stack

#: a board update the players enter: no rule of the game to cite
RULE: str | None = None


def _power(state: HisState, seat: str, power: str) -> None:
    if power not in POWERS:
        raise IllegalAction("his_no_such_power", RULE, seat=power)
    if state.control[power] != seat:
        raise IllegalAction("his_not_your_power", RULE, seat=power)


def _space(space: str) -> None:
    if space not in spaces():
        raise IllegalAction("his_no_such_space", RULE, space=space)


def set_units(ctx: Ctx[HisState], seat: str, act: a.SetUnits) -> None:
    state = ctx.state
    _power(state, seat, act.power)
    _space(act.space)
    if act.power == "ottoman" and act.mercenaries:
        raise IllegalAction("his_no_ottoman_mercenaries", RULE)
    stack = state.stack(act.space, act.power).model_copy(deep=True)
    stack.regulars, stack.mercenaries = act.regulars, act.mercenaries
    set_stack(state, act.space, act.power, stack)
    ctx.emit(
        "his_units_set",
        RULE,
        power=act.power,
        space_id=space_ref(act.space),
        regulars=act.regulars,
        mercenaries=act.mercenaries,
    )


def set_leader(ctx: Ctx[HisState], seat: str, act: a.SetLeader) -> None:
    """An army leader placed or taken off; a ruler who leads armies has his printed rating."""
    state = ctx.state
    _power(state, seat, act.power)
    if act.space is not None:
        _space(act.space)
    name = act.leader.strip()
    if not name or len(name) > 40:
        raise IllegalAction("his_bad_leader_name", RULE)
    ruler = rulers().get(name)
    if ruler is not None and (ruler.power != act.power or ruler.battle_rating != act.battle):
        raise IllegalAction(
            "his_leader_rating", RULE, leader=name, battle=ruler.battle_rating, seat=ruler.power
        )
    for space in list(state.units):
        stack = state.stack(space, act.power)
        if any(leader.name == name for leader in stack.leaders):
            stack = stack.model_copy(deep=True)
            stack.leaders = [leader for leader in stack.leaders if leader.name != name]
            set_stack(state, space, act.power, stack)
    if act.space is not None:
        stack = state.stack(act.space, act.power).model_copy(deep=True)
        stack.leaders.append(Leader(name=name, battle=act.battle))
        set_stack(state, act.space, act.power, stack)
    ctx.emit(
        "his_leader_set" if act.space else "his_leader_off",
        RULE,
        power=act.power,
        leader_id=leader_ref(name),
        battle=act.battle,
        space_id=space_ref(act.space) if act.space else None,
    )


def leader_ref(name: str) -> str:
    """An army leader in events and labels: a ruler by his id (`card.his:ruler:<id>` names
    him), another leader by the name the players gave him."""
    return f"his:ruler:{name}" if name in rulers() else name


def _two_powers(state: HisState, seat: str, power: str, other: str) -> None:
    if power not in POWERS or other not in POWERS or power == other:
        raise IllegalAction("his_two_powers", RULE)
    if seat not in (state.control[power], state.control[other]):
        raise IllegalAction("his_not_your_power", RULE, seat=power)


def _toggle(pairs: list[tuple[str, str]], key: tuple[str, str], on: bool) -> None:
    """Put `key` in or out of the sorted `pairs` (wars, alliances); refused when it is so."""
    if on == (key in pairs):
        raise IllegalAction("his_already_so", RULE)
    if on:
        pairs.append(key)
    else:
        pairs.remove(key)
    pairs.sort()


def set_war(ctx: Ctx[HisState], seat: str, act: a.SetWar) -> None:
    """War and peace; peace with the Papacy lifts an excommunication (the seed's first way,
    in its paragraph on the ruler's excommunication, #5.B, not 9.5, which is the card given;
    with the option `peace_needs_card`, only a card given does)."""
    state = ctx.state
    _two_powers(state, seat, act.power, act.other)
    key = pair(act.power, act.other)
    _toggle(state.wars, key, act.at_war)
    ctx.emit(
        "his_war_declared" if act.at_war else "his_peace_made",
        RULE,
        power=act.power,
        other=act.other,
    )
    if not act.at_war and "papacy" in key and not state.options.peace_needs_card:
        other = act.other if act.power == "papacy" else act.power
        lift(ctx, other, "peace", "#5.B")


def set_alliance(ctx: Ctx[HisState], seat: str, act: a.SetAlliance) -> None:
    state = ctx.state
    _two_powers(state, seat, act.power, act.other)
    _toggle(state.alliances, pair(act.power, act.other), act.allied)
    ctx.emit(
        "his_alliance_made" if act.allied else "his_alliance_ended",
        RULE,
        power=act.power,
        other=act.other,
    )


def set_ruler(ctx: Ctx[HisState], seat: str, act: a.SetRuler) -> None:
    """A new ruler: one who follows the present one (rulers.json), once his card is in the
    deck. The excommunication marker stays on the power (the seed), or leaves with the ruler
    with the option `marker_on_ruler` (DJS)."""
    state = ctx.state
    _power(state, seat, act.power)
    ruler = rulers().get(act.ruler)
    present = rulers()[state.rulers[act.power]]
    if ruler is None or ruler.power != act.power or ruler.id not in present.replaced_by:
        raise IllegalAction("his_not_a_successor", RULE, seat=act.power, ruler=act.ruler)
    if isinstance(ruler.earliest_turn, int) and ruler.earliest_turn > state.turn:
        raise IllegalAction("his_ruler_not_yet", RULE, ruler=act.ruler, turn=ruler.earliest_turn)
    state.rulers[act.power] = ruler.id
    ctx.emit("his_ruler_changed", RULE, power=act.power, ruler_id=ruler_ref(state, act.power))
    if state.options.marker_on_ruler and act.power in state.excommunicated:
        lift(ctx, act.power, "ruler", "#5.B")


def space_owner(state: HisState, space: str) -> str | None:
    """The power whose seat keeps a space's part of the board: the controller of a Papal
    home space (`papal_space_control`, the Papacy unless another power took it), otherwise
    its home power; None for the space of a minor power or an independent one, which no
    seat plays."""
    if space in home_spaces("papacy"):
        return state.papal_space_control.get(space, "papacy")
    home = spaces()[space].home_power
    return home if home in POWERS else None


def set_unrest(ctx: Ctx[HisState], seat: str, act: a.SetUnrest) -> None:
    """Unrest placed or removed, entered by the seat of the space's owner (`space_owner`),
    as each power enters its own units (RULES_CHOICES.md, Here I Stand: "Who enters the
    board"). The Papal Bull's unrest on another power's spaces is placed by its procedure
    (#5.B), not by this entry."""
    state = ctx.state
    _space(act.space)
    owner = space_owner(state, act.space)
    if owner is not None and state.control[owner] != seat:
        raise IllegalAction("his_unrest_not_yours", RULE, space_id=space_ref(act.space), seat=owner)
    if act.unrest == (act.space in state.unrest):
        raise IllegalAction("his_already_so", RULE)
    if act.unrest:
        state.unrest.append(act.space)
    else:
        state.unrest.remove(act.space)
    ctx.emit(
        "his_unrest_set",
        RULE,
        space_id=space_ref(act.space),
        unrest=act.unrest,
        variant="on" if act.unrest else "off",
    )


def set_religion(ctx: Ctx[HisState], seat: str, act: a.SetReligion) -> None:
    """A space turned Protestant, entered by the Protestant's seat (its Reformation), or
    Catholic again, by the Papacy's (its Counter-Reformation): neither side enters the
    other's conversions, so the Papacy cannot make an English space Protestant to found the
    Henry VIII ground (PAPAL.md §3.2; RULES_CHOICES.md, Here I Stand: "Who enters the
    board")."""
    state = ctx.state
    _space(act.space)
    if spaces()[act.space].initial_religion != "catholic":
        raise IllegalAction("his_outside_the_reformation", RULE, **space_param(act.space))
    if act.religion == "protestant":
        converter, refusal = "protestant", "his_reformation_not_yours"
    else:
        converter, refusal = "papacy", "his_counter_reformation_not_yours"
    if state.control[converter] != seat:
        raise IllegalAction(refusal, RULE, space_id=space_ref(act.space))
    if act.religion == "catholic":
        state.religion.pop(act.space, None)
    else:
        state.religion[act.space] = act.religion
    ctx.emit(
        "his_religion_set",
        RULE,
        space_id=space_ref(act.space),
        religion_id=f"his:religion:{act.religion}",
    )


def set_papal_space(ctx: Ctx[HisState], seat: str, act: a.SetPapalSpace) -> None:
    """Who controls a Papal home space, entered by the seat of the power taking it (the
    Papacy's when it takes it back): no seat enters a third power's control, which with the
    option `ground_papal_space` is a ground for excommunication (PAPAL.md §3.2;
    RULES_CHOICES.md, Here I Stand: "Who enters the board")."""
    state = ctx.state
    if act.space not in home_spaces("papacy"):
        raise IllegalAction("his_not_papal_space", RULE, **space_param(act.space))
    if act.power not in POWERS:
        raise IllegalAction("his_no_such_power", RULE, seat=act.power)
    if state.control[act.power] != seat:
        raise IllegalAction(
            "his_papal_space_not_yours", RULE, space_id=space_ref(act.space), seat=act.power
        )
    if act.power == "papacy":
        state.papal_space_control.pop(act.space, None)
    else:
        state.papal_space_control[act.space] = act.power
    ctx.emit("his_papal_space_set", RULE, space_id=space_ref(act.space), power=act.power)


def set_reformer(ctx: Ctx[HisState], seat: str, act: a.SetReformer) -> None:
    """A reformer onto or off the map; an excommunicated one stays off until his return."""
    state = ctx.state
    _power(state, seat, "protestant")
    if act.reformer not in REFORMERS:
        raise IllegalAction("his_no_such_reformer", RULE, reformer=act.reformer)
    if act.space is not None:
        _space(act.space)
    info = state.reformers[act.reformer]
    if info.excommunicated_turn is not None:
        raise IllegalAction("his_reformer_excommunicated", "8.2", reformer=act.reformer)
    info.space = act.space
    ctx.emit(
        "his_reformer_set",
        RULE,
        reformer_id=reformer_ref(act.reformer),
        space_id=space_ref(act.space) if act.space else None,
        variant="placed" if act.space else "off",
    )


def commit_debater(ctx: Ctx[HisState], seat: str, act: a.CommitDebater) -> None:
    """A card needing the debater uncommitted: refused while he is committed, which an
    excommunicated reformer's debater is for the rest of the turn (#5.A). The card is one
    the Protestant could play (`check_playable`: in the deck by now, in no hidden hand but
    its own, not played already), and it is recorded played, so it serves once."""
    state = ctx.state
    _power(state, seat, "protestant")
    if act.reformer not in REFORMERS:
        raise IllegalAction("his_no_such_reformer", RULE, reformer=act.reformer)
    info = state.reformers[act.reformer]
    if info.committed:
        raise IllegalAction(
            "his_debater_committed",
            "#5.A" if info.excommunicated_turn is not None else RULE,
            reformer=act.reformer,
        )
    play_card(ctx, "protestant", act.card, RULE)
    info.committed = True
    ctx.emit(
        "his_debater_committed",
        RULE,
        reformer_id=reformer_ref(act.reformer),
        card_id=card_ref(act.card),
    )


def luther_debates(ctx: Ctx[HisState], seat: str) -> None:
    """#7 Here I Stand may bring an excommunicated Luther into a debate; after it he goes
    back off the map (#5.A)."""
    state = ctx.state
    _power(state, seat, "protestant")
    luther = state.reformers["luther"]
    if luther.excommunicated_turn is None:
        raise IllegalAction("his_luther_not_excommunicated", "#5.A")
    if state.places.get(HERE_I_STAND) is not None:
        raise IllegalAction("his_card_unavailable", "#5.A", card=HERE_I_STAND)
    state.places[HERE_I_STAND] = "home_played"
    ctx.emit("his_luther_debates", "#5.A", card_id=card_ref(HERE_I_STAND))


def build_st_peters(ctx: Ctx[HisState], seat: str, act: a.BuildStPeters) -> None:
    state = ctx.state
    _power(state, seat, "papacy")
    total = state.st_peters_vp * CP_PER_VP + state.st_peters_cp + act.cp
    state.st_peters_vp, state.st_peters_cp = divmod(total, CP_PER_VP)
    ctx.emit(
        "his_st_peters_built", RULE, cp=act.cp, vp=state.st_peters_vp, progress=state.st_peters_cp
    )


def enter_papal_hand(ctx: Ctx[HisState], seat: str, act: a.EnterPapalHand) -> None:
    _power(ctx.state, seat, "papacy")
    enter_hand(ctx, seat, act.cards, None)


def apply_board(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    """One board update (the caller checked it is one)."""
    match act:
        case a.SetUnits():
            set_units(ctx, seat, act)
        case a.SetLeader():
            set_leader(ctx, seat, act)
        case a.SetWar():
            set_war(ctx, seat, act)
        case a.SetAlliance():
            set_alliance(ctx, seat, act)
        case a.SetRuler():
            set_ruler(ctx, seat, act)
        case a.SetUnrest():
            set_unrest(ctx, seat, act)
        case a.SetReligion():
            set_religion(ctx, seat, act)
        case a.SetPapalSpace():
            set_papal_space(ctx, seat, act)
        case a.SetReformer():
            set_reformer(ctx, seat, act)
        case a.CommitDebater():
            commit_debater(ctx, seat, act)
        case a.LutherDebates():
            luther_debates(ctx, seat)
        case a.BuildStPeters():
            build_st_peters(ctx, seat, act)
        case a.EnterPapalHand():
            enter_papal_hand(ctx, seat, act)
        case _:
            raise AssertionError(f"not a board update: {act.kind}")
