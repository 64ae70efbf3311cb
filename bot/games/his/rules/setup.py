"""A new game: each power's seat, the 1517 rulers, the reformers off the map, and — with
the scenario "random_italy" — a random Italian situation to play the procedures in (tests and
simulations). Then turn 1's Card Draw Phase."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.engine import Ctx, Step
from bot.engine.errors import IllegalAction
from bot.engine.rng import Rng
from bot.games.his.rules.data import (
    POWERS,
    REFORMERS,
    ROME,
    first_rulers,
    home_spaces,
    italian_spaces,
    reformer_starts,
    rulers,
)
from bot.games.his.rules.engine import open_called_for
from bot.games.his.rules.state import (
    MAX_SEATS,
    MIN_SEATS,
    PARTNERS,
    SEATS,
    HisState,
    Leader,
    ReformerState,
    Stack,
    pair,
    parse_options,
    set_stack,
)
from bot.games.his.rules.turn import start_turn


def setup(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> HisState:
    return setup_step(seed, seats, options).state


def setup_step(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> Step[HisState]:
    if not MIN_SEATS <= len(seats) <= MAX_SEATS or list(seats) != list(SEATS[: len(seats)]):
        raise IllegalAction("his_bad_seats", "setup", seats=len(seats))
    partners = PARTNERS[len(seats)]
    state = HisState(
        seats=list(seats),
        rng=Rng(seed=seed),
        options=parse_options(options),
        control={p: partners.get(p, p) for p in POWERS},
        rulers=first_rulers(),
        reformers={r: ReformerState() for r in REFORMERS},
    )
    ctx = Ctx(state)
    ctx.emit("his_setup", "setup", seats=list(seats), scenario=state.options.scenario)
    if state.options.scenario == "random_italy":
        random_situation(ctx)
    start_turn(ctx)
    open_called_for(state)
    return ctx.step()


def _roll(ctx: Ctx[HisState], low: int, high: int) -> int:
    return low + ctx.rng.pick([str(n) for n in range(high - low + 1)])


def random_situation(ctx: Ctx[HisState]) -> None:
    """Papal units in Rome, one to three foreign formations in Italy, wars and alliances,
    a Protestant English space or none, St. Peter's and the first reformers."""
    state = ctx.state
    set_stack(state, ROME, "papacy", Stack(regulars=_roll(ctx, 0, 4), mercenaries=_roll(ctx, 0, 2)))
    italy = [s for s in italian_spaces(state.options.ragusa_italian) if s != ROME]
    leaders = {r.power: r for r in rulers().values() if r.battle_rating is not None}
    for _ in range(_roll(ctx, 1, 3)):
        space = italy[_roll(ctx, 0, len(italy) - 1)]
        power = ("hapsburg", "france", "england", "protestant")[_roll(ctx, 0, 3)]
        stack = Stack(regulars=_roll(ctx, 0, 3), mercenaries=_roll(ctx, 1, 6))
        ruler = leaders.get(power)
        if ruler is not None and _roll(ctx, 0, 1) and state.rulers[power] == ruler.id:
            assert ruler.battle_rating is not None
            stack.leaders.append(Leader(name=ruler.id, battle=ruler.battle_rating))
        if state.stack(space, power).empty:
            set_stack(state, space, power, stack)
    for power in ("hapsburg", "france", "england"):
        if _roll(ctx, 0, 2) == 0:
            state.wars.append(pair(power, "papacy"))
        if _roll(ctx, 0, 3) == 0:
            state.alliances.append(pair(power, "ottoman"))
    state.wars.sort()
    state.alliances.sort()
    if _roll(ctx, 0, 1):
        english = home_spaces("england")
        state.religion[english[_roll(ctx, 0, len(english) - 1)]] = "protestant"
    state.st_peters_vp, state.st_peters_cp = divmod(_roll(ctx, 0, 12), 5)
    for reformer in ("luther", "zwingli"):
        state.reformers[reformer].space = reformer_starts()[reformer][0]
