"""Hidden information [1.04.9]: only Faction Treasuries and each player's hand are secret.

What the engine declares public never names a card in a hand: a public event, the text of
a decision posted in the channel, or a choice of such a decision. A decision whose choices
may name cards in hand says so by its kind (`Decision.secret_choices`), so where its
prompt goes depends on nothing a faction holds. Random games under every game option.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal, get_args, get_origin

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from bot.engine import Decision, Event
from bot.engine.clone import clone
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, Persuade
from bot.games.ror.rules.state import RorOptions, RorState
from tests.rules.test_forum import OPT, persuasion_setup

#: the guard against a game that never ends (test_properties.MAX_STEPS)
MAX_STEPS = 3000
#: public events that name a card a die chose, wherever it is: "Tax Farmer 5 is not in
#: play" tells nobody that it is in a hand [1.07.8] (tests/harness/leaks.DICE_NAMED)
DICE_NAMED = {"concession_not_in_play"}
BLACKMAIL = "int:blackmail#1"
#: what the treasuries are raised by to look for a prompt that depends on them
RICHER = 500


def option_values() -> dict[str, list[Any]]:
    """Every field of RorOptions with every value it may take (a game of one or two turns):
    a new option is played by these tests as soon as it exists."""
    values: dict[str, list[Any]] = {}
    for name, f in RorOptions.model_fields.items():
        if name == "turn_limit":
            values[name] = [1, 2]
        elif f.annotation is bool:
            values[name] = [False, True]
        else:
            assert get_origin(f.annotation) is Literal, f"RorOptions.{name}: no values for it"
            values[name] = list(get_args(f.annotation))
    return values


def valid_options(options: dict[str, Any]) -> bool:
    try:
        RorOptions.model_validate(options)
    except ValidationError:
        return False
    return True


OPTIONS = st.fixed_dictionaries(
    {name: st.sampled_from(values) for name, values in option_values().items()}
).filter(valid_options)


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _texts(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _texts(item)


def _held(state: RorState) -> dict[str, str]:
    """Every card in a hand, and whose hand."""
    return {card: seat for seat, f in state.factions.items() for card in f.hand}


def _named(value: Any, held: dict[str, str]) -> list[str]:
    return sorted({text for text in _texts(value) if text in held})


def _check_decision(state: RorState, d: Decision, held: dict[str, str]) -> None:
    public = not (d.private or d.secret_choices)
    if public:
        assert not _named(d.data, held), f"{d.kind}'s public text names {_named(d.data, held)}"
    for action in ror.legal_actions(state, d.seat):
        named = _named(action.model_dump(mode="json"), held)
        assert ror.private_choice(state, d.seat, action) == bool(named), (d.kind, action)
        assert not (public and named), f"{d.kind} offers {action!r} in public"


def _check_events(events: list[Event], held: dict[str, str]) -> None:
    for e in events:
        if e.visibility == "public" and e.kind not in DICE_NAMED:
            assert not _named(e.data, held), f"public {e.kind} names {_named(e.data, held)}"


@pytest.mark.timeout(300)
# a whole game shrinks for minutes: a failing game is reported as found
@settings(phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.explain])
@given(
    seed=st.integers(0, 2**32),
    factions=st.integers(3, 6),
    options=OPTIONS,
    data=st.data(),
)
def test_1_04_9_random_games_name_no_card_in_hand_publicly(
    seed: int, factions: int, options: dict[str, Any], data: st.DataObject
) -> None:
    state = ror.setup(seed, ror.SEATS[:factions], options)
    #: the decision kinds seen, with where their prompts go: the same all game long
    routes: dict[str, tuple[bool, bool]] = {}
    for _ in range(MAX_STEPS):
        decisions = ror.pending(state)
        if not decisions:
            break
        held = _held(state)
        for d in decisions:
            route = routes.setdefault(d.kind, (d.private, d.secret_choices))
            assert route == (d.private, d.secret_choices), f"{d.kind} moved"
            _check_decision(state, d, held)
        d = data.draw(st.sampled_from(decisions))
        action = data.draw(st.sampled_from(ror.legal_actions(state, d.seat)))
        step = ror.apply(state, d.seat, action)
        state = step.state
        _check_events(step.events, _held(state))
    assert ror.outcome(state) is not None


def test_1_07_4_persuading_with_blackmail_is_offered_privately() -> None:
    state = persuasion_setup(influence=11, hands={OPT: [BLACKMAIL]})
    (decision,) = ror.pending(state)
    assert decision.kind == "initiative_actions" and decision.secret_choices
    offered = ror.legal_actions(state, OPT)
    with_card = [a for a in offered if isinstance(a, Persuade) and a.card == BLACKMAIL]
    plain = [a for a in offered if isinstance(a, Persuade) and a.card is None]
    assert with_card and plain
    assert all(ror.private_choice(state, OPT, a) for a in with_card)
    assert not any(ror.private_choice(state, OPT, a) for a in [*plain, Done()])


def test_1_07_4_an_initiative_is_decided_privately_whatever_the_hand() -> None:
    """Routing by what a faction holds would tell who holds a card: the same decision
    kind goes privately with an empty hand too."""
    empty = persuasion_setup(influence=11, hands={OPT: []})
    (decision,) = ror.pending(empty)
    assert decision.secret_choices and not decision.private
    assert not any(ror.private_choice(empty, OPT, a) for a in ror.legal_actions(empty, OPT))


# ---------------------------------------------------------------- Faction Treasuries [1.04.9]


def public_face(state: RorState) -> list[tuple[Any, ...]]:
    """What a reader holding no seat learns of the pending decisions: whom the game waits
    for, on what, and the text and choices of the decisions posted in the channel."""
    face = []
    for d in ror.pending(state):
        public = not (d.private or d.secret_choices)
        shown = (d.data, [a.model_dump(mode="json") for a in ror.legal_actions(state, d.seat)])
        face.append(
            (d.seat, d.kind, d.rule, d.private, d.secret_choices, shown if public else None)
        )
    return face


def with_treasuries(state: RorState, amount: int) -> RorState:
    """The same game with every Faction Treasury raised by `amount`, nothing else."""
    richer = clone(state)
    for faction in richer.factions.values():
        faction.treasury += amount
    return richer


@pytest.mark.timeout(300)
@settings(phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.explain])
@given(
    seed=st.integers(0, 2**32),
    factions=st.integers(3, 6),
    options=OPTIONS,
    data=st.data(),
)
def test_1_04_9_random_games_wait_on_the_same_seats_whatever_the_treasuries(
    seed: int, factions: int, options: dict[str, Any], data: st.DataObject
) -> None:
    """The same game with richer Faction Treasuries, the same moves: the decisions pending,
    whom they wait for and what their public prompts show are the same, so no prompt in
    the channel and no board row tells anything of a Faction Treasury. Unless a public
    event of the move differs: a rule makes some shortfalls public (a rebel's unpaid
    units are released, 1.06.2), and the event then says so itself."""
    state = ror.setup(seed, ror.SEATS[:factions], options)
    for _ in range(MAX_STEPS):
        decisions = ror.pending(state)
        if not decisions:
            break
        richer = with_treasuries(state, RICHER)
        assert public_face(richer) == public_face(state), [d.kind for d in decisions]
        d = data.draw(st.sampled_from(decisions))
        action = data.draw(st.sampled_from(ror.legal_actions(state, d.seat)))
        step, rich = ror.apply(state, d.seat, action), ror.apply(richer, d.seat, action)
        state = step.state
        if _public(rich.events) == _public(step.events):
            assert public_face(rich.state) == public_face(state), (d.kind, action)
    assert ror.outcome(state) is not None


def _public(events: list[Event]) -> list[tuple[str, dict[str, Any]]]:
    return [(e.kind, e.data) for e in events if e.visibility == "public"]
