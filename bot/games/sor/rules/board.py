"""The owner-entered data: the map (spaces and connections) and the leader roster.

Neither is public (LEADERS.md §0): a group imports its own (`importing.py`); the game ships a
small demo map and roster of our own and the values the rule book's examples give."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.games.sor.rules.powers import Power

ConnectionKind = Literal["clear", "rough", "strait", "naval"]
Region = Literal["italy", "sicily", "africa", "other"]
LeaderKind = Literal["consul", "dictator", "named", "minor"]

#: 9.2: movement points a connection costs
MP_COST: dict[str, int] = {"clear": 1, "rough": 2, "strait": 2, "naval": 3}


class SpaceDef(BaseModel):
    """One space of the map and what the game starts with there."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    walled: bool = False  # a walled city
    port: bool = False
    home: Power | None = None  # whose home space it is
    reinforcement: bool = False  # a home reinforcement space [5.10]
    region: Region = "italy"
    tribe: bool = False  # 11.2: no avoiding into a tribe
    x: int | None = None  # where the picture draws it (0..1000)
    y: int | None = None
    control: Power | None = None  # at the start
    loyalty: int | None = None  # Greek city loyalty at the start [8.2.3]
    cu: dict[Power, int] = Field(default_factory=dict)  # CU outside the city at the start
    cu_inside: dict[Power, int] = Field(default_factory=dict)  # CU inside the walls


class Link(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    a: str
    b: str
    kind: ConnectionKind


class MapDef(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    spaces: list[SpaceDef]
    connections: list[Link]

    def space(self, space_id: str) -> SpaceDef:
        for s in self.spaces:
            if s.id == space_id:
                return s
        raise KeyError(space_id)

    def neighbours(self, space_id: str) -> list[tuple[str, ConnectionKind]]:
        found: list[tuple[str, ConnectionKind]] = []
        for c in self.connections:
            if c.a == space_id:
                found.append((c.b, c.kind))
            elif c.b == space_id:
                found.append((c.a, c.kind))
        return found

    def connection(self, a: str, b: str) -> ConnectionKind | None:
        for other, kind in self.neighbours(a):
            if other == b:
                return kind
        return None


class LeaderDef(BaseModel):
    """One leader counter. `partial`: a value the rule book's examples do not give was
    filled in by us (LEADERS.md §2.1)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    power: Power
    kind: LeaderKind
    initiative: int = Field(ge=1, le=3)  # 8.1
    tactics: int = Field(ge=0, le=6)  # 8.1
    loyalty_penalty: int | None = Field(default=None, ge=0)  # 8.2.3, Greek named only
    africa_only: bool = False  # 17.1.1
    start: str | None = None  # the space he starts in; None: off the map (cup, event)
    partial: bool = False
    cite: str = ""

    @property
    def named(self) -> bool:
        """8.2: every leader who is not a minor leader is a named (historical) leader."""
        return self.kind != "minor"


class Roster(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    leaders: list[LeaderDef]
    complete: bool = True

    def leader(self, leader_id: str) -> LeaderDef:
        for d in self.leaders:
            if d.id == leader_id:
                return d
        raise KeyError(leader_id)
