"""Procedures: the stack of open decisions of a game, and the engine contract built on it.

A game's state holds `procedures`, a stack of `Procedure`s: the top one (last in the list)
says who acts now. Each kind of procedure has one `ProcedureRules` entry in the game's
`ProcedureTable`: the decision it asks for, its legal actions, how an action is applied,
and the default action when a deadline passes. The module that opens a procedure
registers its kind next to its functions (`table.register(kind, ProcedureRules(...))`),
so that a new kind touches one file.

`Dispatch` turns a table into the contract's `pending`, `legal_actions`, `apply` and
`apply_owned`: it asks the top procedure's entry, then lets the game `advance` to its
next decision. Seats the game has `eliminated` are never asked: `push` leaves them out,
and a decision they were already part of takes their default at once.

A kind that keeps working data declares its `ProcedureData` model in its registration;
`push(..., data=Model(...))` opens it and `proc.data_as(Model)` reads it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from pydantic import BaseModel, Field, model_validator

from bot.engine.clone import clone
from bot.engine.decisions import Decision
from bot.engine.engine import Ctx, GameState, Step
from bot.engine.errors import IllegalAction


class ProcedureData(BaseModel):
    """The working data of one kind of procedure: each kind that keeps any subclasses this
    and names the model when it registers (`ProcedureRules(..., data=Model)`)."""


D = TypeVar("D", bound=ProcedureData)


class Procedure(BaseModel):
    """An open procedure with the `seats` still to act: the first one acts now, or, when
    `simultaneous`, all of them at once (in any order). `kind` names its entry in the
    game's `ProcedureTable`, and `data` is that kind's own working data: an instance of
    the model its kind registered (`data_as`), or a plain dict for a kind that registered
    none. A state read from JSON turns the data into the models (`ProcedureState`)."""

    kind: str
    rule: str
    seats: list[str]
    simultaneous: bool = False
    data: Any = Field(default_factory=dict)  # the procedure's own working data

    @property
    def acting(self) -> list[str]:
        return list(self.seats) if self.simultaneous else self.seats[:1]

    def data_as(self, model: type[D]) -> D:
        """The data, as the model its kind registered."""
        data = self.data
        assert isinstance(data, model), f"{self.kind} holds {type(data).__name__}"
        return data


class HasProcedures(Protocol):
    procedures: list[Procedure]


class ProcedureState(GameState):
    """A game state with a stack of procedures. The game's state declares the field
    itself, `procedures: list[Procedure] = Field(default_factory=list)`, where it wants it
    in its JSON (a field declared here would come first, moving it in stored states).

    `PROCEDURE_DATA` (filled by the game's `ProcedureTable`) names the data model of each
    kind that has one: a state read from JSON holds its procedures' data as those models."""

    if TYPE_CHECKING:
        procedures: list[Procedure]

    PROCEDURE_DATA: ClassVar[dict[str, type[ProcedureData]]] = {}

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        if "procedures" not in cls.model_fields:
            raise TypeError(f"{cls.__name__} must declare `procedures: list[Procedure]`")
        cls.PROCEDURE_DATA = {}

    @model_validator(mode="after")
    def _typed_data(self) -> Self:
        for proc in self.procedures:
            self.type_data(proc)
        return self

    @classmethod
    def type_data(cls, proc: Procedure) -> Procedure:
        """`proc` with its data (read from JSON) as the model its kind registered."""
        model = cls.PROCEDURE_DATA.get(proc.kind)
        if model is not None and not isinstance(proc.data, model):
            proc.data = model.model_validate(proc.data)
        return proc


S = TypeVar("S", bound=ProcedureState)
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class ProcedureRules(Generic[S, A]):
    """What one kind of procedure asks and does."""

    decision: str  # the Decision kind (`decision.<kind>` in the catalogue)
    legal: Callable[[S, str], list[A]]
    apply: Callable[[Ctx[S], str, A, str], None]  # (ctx, seat, action, the procedure's rule)
    default: Callable[[S, str], A]  # the action taken when the deadline passes
    private: bool = False  # prompted by DM rather than in the channel
    # its choices may name what only the seat knows (a card in hand, what its treasury can
    # pay): they are sent privately, the channel only told who is deciding
    secret_choices: bool = False
    # what the prompt shows besides the game's context (e.g. the odds of a roll)
    prompt: Callable[[S, str], dict[str, Any]] | None = None
    data: type[ProcedureData] | None = None  # the model of its working data, if any


def _no_one(state: Any) -> Collection[str]:
    return ()


class ProcedureTable(Generic[S, A]):
    """The kinds of procedure of one game, registered by the modules that open them."""

    def __init__(
        self, state: type[S], eliminated: Callable[[S], Collection[str]] = _no_one
    ) -> None:
        self.rules: dict[str, ProcedureRules[S, A]] = {}
        #: the game's state class: it reads stored data into the registered models
        self.state = state
        #: the seats out of the game: never asked again
        self.eliminated = eliminated

    def register(self, kind: str, rules: ProcedureRules[S, A]) -> None:
        assert kind not in self.rules, f"procedure kind {kind} registered twice"
        self.rules[kind] = rules
        if rules.data is not None:
            self.state.PROCEDURE_DATA[kind] = rules.data

    def __getitem__(self, kind: str) -> ProcedureRules[S, A]:
        return self.rules[kind]

    def push(
        self,
        state: S,
        kind: str,
        rule: str,
        seats: Iterable[str],
        *,
        simultaneous: bool = False,
        data: ProcedureData | None = None,
    ) -> None:
        """Open a procedure for `seats` (nothing opens when none of them is still in),
        with `data`, an instance of the model its kind registered (a fresh one if not
        given)."""
        gone = self.eliminated(state)
        asked = [seat for seat in seats if seat not in gone]  # never asked
        if not asked:
            return
        model = self.state.PROCEDURE_DATA.get(kind)
        assert data is None or model is None or type(data) is model, f"{kind} keeps {model}"
        kept: Any = data if data is not None else model() if model is not None else {}
        state.procedures.append(
            Procedure(kind=kind, rule=rule, seats=asked, simultaneous=simultaneous, data=kept)
        )


def current(state: HasProcedures) -> Procedure | None:
    return state.procedures[-1] if state.procedures else None


def finish_turn_of_seat(state: HasProcedures, seat: str) -> None:
    """`seat` is through: the next seat acts, or the procedure closes."""
    proc = state.procedures[-1]
    proc.seats.remove(seat)
    if not proc.seats:
        state.procedures.pop()


@dataclass(frozen=True, slots=True)
class Dispatch(Generic[S, A]):
    """The engine contract of a game played through a `ProcedureTable`."""

    table: ProcedureTable[S, A]
    advance: Callable[[Ctx[S]], None]  # run the game on to its next decision
    encode: Callable[[A], dict[str, Any]]  # an action as JSON (a decision's default)
    context: Callable[[S], Mapping[str, Any]]  # what every prompt shows (phase, turn)
    game_over_rule: str  # the rule cited when an action comes after the end
    turn_rule: str  # the rule cited when a seat acts out of turn

    def pending(self, state: S) -> list[Decision]:
        proc = current(state)
        if proc is None or state.outcome is not None:
            return []
        rules = self.table[proc.kind]
        return [
            Decision(
                seat=seat,
                kind=rules.decision,
                rule=proc.rule,
                simultaneous=proc.simultaneous,
                private=rules.private,
                secret_choices=rules.secret_choices,
                default=self.encode(rules.default(state, seat)),
                data={**self.context(state), **(rules.prompt(state, seat) if rules.prompt else {})},
            )
            for seat in proc.acting
        ]

    def legal_actions(self, state: S, seat: str) -> list[A]:
        proc = current(state)
        if proc is None or state.outcome is not None or seat not in proc.acting:
            return []
        return self.table[proc.kind].legal(state, seat)

    def apply(self, state: S, seat: str, action: A) -> Step[S]:
        """A new state and its events; `state` itself is never changed."""
        self._check_turn(state, seat)
        return self.apply_owned(clone(state), seat, action)

    def apply_owned(self, state: S, seat: str, action: A) -> Step[S]:
        """`apply` on a state the caller owns and gives up: it is changed in place and is
        the state of the step. A refused action may leave it half changed, so only callers
        that know the action is legal (replaying a log) use this."""
        self._check_turn(state, seat)
        proc = current(state)
        assert proc is not None
        ctx = Ctx(state)
        self.table[proc.kind].apply(ctx, seat, action, proc.rule)
        self.advance(ctx)
        self._act_for_eliminated(ctx)
        return ctx.step()

    def _check_turn(self, state: S, seat: str) -> None:
        if state.outcome is not None:
            raise IllegalAction("game_over", self.game_over_rule)
        proc = current(state)
        if proc is None or seat not in proc.acting:
            waiting = ", ".join(proc.acting) if proc else "-"
            raise IllegalAction("not_your_turn", self.turn_rule, waiting=waiting)

    def _act_for_eliminated(self, ctx: Ctx[S]) -> None:
        """An eliminated seat is never asked (`push` leaves it out); a decision it was
        already part of when it fell (a sealed ballot) takes its default at once."""
        state = ctx.state
        while (proc := current(state)) is not None and state.outcome is None:
            gone = self.table.eliminated(state)
            out = [seat for seat in proc.acting if seat in gone]
            if not out:
                return
            rules = self.table[proc.kind]
            rules.apply(ctx, out[0], rules.default(state, out[0]), proc.rule)
            self.advance(ctx)
