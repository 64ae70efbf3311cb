"""Knights [1.07.5, 1.07.51]: attract one with talents and a die, or pressure knights
for money."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, AttractKnight, PressureKnights
from bot.games.ror.rules.law_effects import servilian_bonus
from bot.games.ror.rules.modifiers import evil_omens
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import RorState, Senator

ATTRACT_AT = 6  # 1d6 + talents spent + modifiers must reach this [1.07.5]
MARIUS = "st:27A"  # +1 to his own knight rolls [statesmen.json]
SERVILIAN = "law:servilian"  # +1 to its owner's knight rolls [laws.json]
OFFERED_TALENTS = (0, 1, 3, 5)  # buttons; any amount may be typed (errata: no cap)


def attract_options(state: RorState, seat: str) -> list[Action]:
    if state.proscribed == seat:
        return []  # Proscription: his faction may not recruit knights
    return [
        AttractKnight(senator=s.card, talents=t)
        for s in faction_senators(state, seat)
        if s.in_rome
        for t in OFFERED_TALENTS
        if t <= s.talents
    ]


def pressure_options(state: RorState, seat: str) -> list[Action]:
    actions: list[Action] = []
    for s in faction_senators(state, seat):
        actions += [
            PressureKnights(senator=s.card, count=n)
            for n in sorted({1, s.knights})
            if 1 <= n <= s.knights
        ]
    return actions


def _own(state: RorState, seat: str, card: str) -> Senator:
    senator = state.senators.get(card)
    if senator is None or senator.faction != seat:
        raise IllegalAction("not_your_senator", "1.07.5")
    return senator


def attract_modifier(state: RorState, senator: Senator) -> int:
    """Marius +1; Evil Omens −1 per level [1.07.5]; the Servilian Law +1 [laws.json]; +1
    for every faction but the proscriber's after a Proscription [intrigue.json]."""
    marius = 1 if senator.card == MARIUS else 0
    proscription = 1 if state.proscribed not in (None, senator.faction) else 0
    return marius - evil_omens(state) + servilian_bonus(state, senator.faction) + proscription


def attract(ctx: Ctx[RorState], seat: str, action: AttractKnight) -> None:
    """1.07.5: pay any talents to the Bank, roll 1d6; die + talents + modifiers ≥ 6."""
    senator = _own(ctx.state, seat, action.senator)
    if not senator.in_rome:
        raise IllegalAction("senator_not_in_rome", "1.07.5")
    if ctx.state.proscribed == seat:
        raise IllegalAction("proscriber_attracts_no_knights", "1.07.5")
    if not 0 <= action.talents <= senator.talents:
        raise IllegalAction("not_enough_talents", "1.07.5", most=senator.talents)
    ledger.move(
        ctx,
        ledger.senator(senator.card),
        ledger.BANK,
        action.talents,
        "1.07.5",
        "attracting a knight",
    )
    die = ctx.dice(1, purpose="knight_for", rule="1.07.5", seat=seat, senator_id=senator.card)[0]
    modifier = attract_modifier(ctx.state, senator)
    total = die + action.talents + modifier
    success = total >= ATTRACT_AT
    if success:
        senator.knights += 1
    ctx.emit(
        "knight_attracted" if success else "knight_not_attracted",
        "1.07.5",
        faction=seat,
        senator=senator.card,
        name_id=senator.card,
        talents=action.talents,
        die=die,
        modifier=modifier,
        total=total,
        knights=senator.knights,
    )


def pressure(ctx: Ctx[RorState], seat: str, action: PressureKnights) -> None:
    """1.07.51: each knight pressured yields 1d6 talents and is removed."""
    senator = _own(ctx.state, seat, action.senator)
    if not 1 <= action.count <= senator.knights:
        raise IllegalAction("not_enough_knights", "1.07.51", most=senator.knights)
    dice = ctx.dice(
        action.count, purpose="pressure_knights", rule="1.07.51", seat=seat, senator_id=senator.card
    )
    senator.knights -= action.count
    ledger.move(
        ctx, ledger.BANK, ledger.senator(senator.card), sum(dice), "1.07.51", "knights pressured"
    )
    ctx.emit(
        "knights_pressured",
        "1.07.51",
        faction=seat,
        senator=senator.card,
        name_id=senator.card,
        count=action.count,
        talents=sum(dice),
    )
