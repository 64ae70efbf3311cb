"""The printed components of The Republic of Rome, validated once at import.

Every file in `data/` is read with `importlib.resources` and parsed by a pydantic model
that forbids unknown fields, so a typo in the data fails the import instead of a game.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

Era = Literal["early", "middle", "late"]


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class _File(_Data):
    source: str = Field(alias="_source")
    notes: list[str] = Field(default_factory=list, alias="_notes")


class FamilyData(_Data):
    id: int
    name: str
    type: Literal["family"]
    deck: Era
    scenarios_dealt: dict[Era, bool]
    military: int
    oratory: int
    loyalty: int
    influence: int
    popularity: int
    knights: int
    talents: int
    related_statesmen: list[str]


class Ability(_Data):
    code: str
    text: str
    wars: list[str] = Field(default_factory=list)


class StatesmanData(_Data):
    id: str
    name: str
    deck: Era
    family_id: int
    military: int | str  # Pompey's MIL is a dice expression ("1d6+1")
    oratory: int
    loyalty: int
    influence: int
    popularity: int
    opposes: list[str]
    allies: list[str] = Field(default_factory=list)
    abilities: list[Ability]


class ConcessionData(_Data):
    id: str
    name: str
    income: int
    income_type: Literal["per_turn", "per_legion_raised", "per_fleet_raised"]
    destroy_on_d6: int | None = None
    destroyed_by: list[str] = Field(default_factory=list)
    drought_bonus: bool = False
    requires_land_bill: bool = False


class WarData(_Data):
    id: str
    name: str
    deck: Era
    series: str | None = None
    series_index: int | None = None
    series_total: int | None = None
    land_strength: int
    fleet_support: int
    naval_strength: int
    disaster: list[int]
    standoff: list[int]
    spoils: int
    drought: bool
    status_when_drawn: Literal["active", "inactive", "conditional"]
    creates_provinces: list[str] = Field(default_factory=list)
    attacks: list[str] = Field(default_factory=list)
    leaders: list[str] = Field(default_factory=list)
    is_revolt: bool = False
    revolt_if_province: str | None = None
    condition: str | None = None
    special: list[str] = Field(default_factory=list)
    destroys_concessions: list[str] = Field(default_factory=list)
    setup_note: str | None = None


class LeaderData(_Data):
    id: str
    name: str
    deck: Era
    matches: str
    strength: int
    disaster: list[int]
    standoff: list[int]
    notes: str = ""
    card_class: Literal["forum", "faction"] = "forum"


class IntrigueData(_Data):
    id: str
    name: str
    counts: dict[Era, int]
    timing: str
    effect: str


class LawData(_Data):
    id: str
    name: str
    deck: Era
    effect: str
    requires: str | None = None
    removed_in_late_setup: bool = False


class DeckEventData(_Data):
    id: str
    name: str
    deck: str
    effect: str


class RandomEventData(_Data):
    id: str
    name: str
    back: str
    front: str
    back_text: str


class ChitData(_Data):
    kind: Literal["senator", "none", "draw_2"]
    id: int | None = None


class ProvinceSide(_Data):
    governor_spoils: str
    state_income: str
    local_taxes: int
    base_land_strength: int
    base_naval_strength: int
    max_provincial_armies: int
    max_provincial_fleets: int


class ProvinceData(_Data):
    id: str
    name: str
    frontier: bool
    created_by: str
    defends_against: list[str]
    undeveloped: ProvinceSide
    developed: ProvinceSide


class SenatorsFile(_File):
    senators: list[FamilyData]


class StatesmenFile(_File):
    statesmen: list[StatesmanData]


class ConcessionsFile(_File):
    concessions: list[ConcessionData]


class WarsFile(_File):
    wars: list[WarData]


class LeadersFile(_File):
    leaders: list[LeaderData]


class IntrigueFile(_File):
    intrigue: list[IntrigueData]


class LawsFile(_File):
    laws: list[LawData]


class EventsFile(_File):
    random_events_table: dict[Era, dict[str, str]]
    random_events: list[RandomEventData]
    deck_events: list[DeckEventData]


class ChitsFile(_File):
    chits: list[ChitData]
    rules: list[str]


class ProvincesFile(_File):
    provinces: list[ProvinceData]


class ScenarioData(_Data):
    deck: str
    families_dealt_per_player: int
    family_pool: str
    forum_at_start: list[str] = Field(default_factory=list)
    legions: int
    fleets: int
    provinces: str
    era_ends: str
    legion_allegiance: int
    extra_cards: list[str] = Field(default_factory=list)
    laws_in_play: str | None = None


class ScenariosFile(_File):
    common: dict[str, int | str]
    early: ScenarioData
    middle: ScenarioData
    late: ScenarioData
    extended: str
    alternative_history: str
    scenario_notes: list[str] = Field(alias="notes")


class TablesFile(_File):
    """Tables used by later phases; validated for shape only until their phase is played."""

    combat_results_table: dict[str, Any]
    population_table: dict[str, Any]
    popular_appeal_table: dict[str, Any]
    assassination_table: dict[str, Any]
    land_bills: dict[str, Any]
    games: list[dict[str, Any]]
    contributions: list[dict[str, Any]]
    legion_allegiance: dict[str, Any]
    income: dict[str, Any]
    knights: dict[str, Any]
    persuasion: dict[str, Any]
    ransom: str
    influence_gains: dict[str, Any]
    hrao_order: list[str]
    consul_for_life: dict[str, Any]
    dictator_condition: str


M = TypeVar("M", bound=BaseModel)


def _load(name: str, model: type[M]) -> M:
    text = resources.files("bot.games.ror.rules").joinpath("data", name).read_text(encoding="utf-8")
    return model.model_validate(json.loads(text))


SENATORS = _load("senators.json", SenatorsFile).senators
STATESMEN = _load("statesmen.json", StatesmenFile).statesmen
CONCESSIONS = _load("concessions.json", ConcessionsFile).concessions
WARS = _load("wars.json", WarsFile).wars
LEADERS = _load("enemy_leaders.json", LeadersFile).leaders
INTRIGUE = _load("intrigue.json", IntrigueFile).intrigue
LAWS = _load("laws.json", LawsFile).laws
EVENTS = _load("events.json", EventsFile)
CHITS = _load("mortality_chits.json", ChitsFile).chits
PROVINCES = _load("provinces.json", ProvincesFile).provinces
SCENARIOS = _load("scenarios.json", ScenariosFile)
TABLES = _load("tables.json", TablesFile)


def scenario_data(era: Era) -> ScenarioData:
    """The setup of the scenario that starts with this era's deck [3.01-3.03]."""
    return {"early": SCENARIOS.early, "middle": SCENARIOS.middle, "late": SCENARIOS.late}[era]
