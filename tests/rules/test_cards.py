"""Every card of the game modelled, named and linked; options where sources disagree."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games.ror.rules.cards import (
    CARDS,
    ERA_ENDS,
    INTRIGUE_DATA,
    LEADER_DATA,
    PROVINCE_DATA,
    WAR_ATTACKS,
    WAR_CREATES,
    WAR_DATA,
    card_name,
    concession_income,
    era_deck,
    leader_wars,
    matching_wars,
    province_side,
    statesman_opposes,
    war_disaster,
)
from bot.games.ror.rules.data import INTRIGUE, LAWS, PROVINCES
from bot.games.ror.rules.state import RorOptions


@pytest.mark.parametrize(
    ("era", "counts"),
    [
        (
            "early",
            {"family": 20, "statesman": 5, "war": 8, "leader": 4, "intrigue": 14, "concession": 13},
        ),
        (
            "middle",
            {
                "family": 5,
                "statesman": 8,
                "war": 10,
                "leader": 1,
                "intrigue": 16,
                "law": 5,
                "event": 1,
            },
        ),
        (
            "late",
            {
                "family": 5,
                "statesman": 6,
                "war": 13,
                "leader": 4,
                "intrigue": 13,
                "law": 5,
                "event": 3,
            },
        ),
    ],
)
def test_3_01_each_era_deck_has_its_printed_counts(era: str, counts: dict[str, int]) -> None:
    """RULES §2 (Early: 64 + Era Ends) and the data files (Middle 46, Late 49)."""
    deck = era_deck(era)  # type: ignore[arg-type]
    assert Counter(CARDS[c].type for c in deck) == counts
    assert ERA_ENDS not in deck


def test_every_card_has_a_name_and_every_type_is_modelled() -> None:
    assert all(card_name(c) for c in CARDS)
    assert {c.type for c in CARDS.values()} == {
        "family",
        "statesman",
        "war",
        "leader",
        "concession",
        "intrigue",
        "law",
        "event",
        "province",
    }
    assert len([c for c in CARDS if c.startswith("prov:")]) == len(PROVINCES) == 15
    assert len([c for c in CARDS if c.startswith("law:")]) == len(LAWS) == 10


def test_intrigue_copies_match_the_per_era_counts() -> None:
    for intrigue in INTRIGUE:
        for era, count in intrigue.counts.items():
            copies = [
                c for c, d in INTRIGUE_DATA.items() if d.id == intrigue.id and CARDS[c].deck == era
            ]
            assert len(copies) == count, (intrigue.id, era)


def test_war_links_resolve_to_province_and_leader_cards() -> None:
    assert WAR_CREATES["war:punic_1"] == ["prov:sicilia", "prov:sardinia_et_corsica"]
    assert WAR_ATTACKS["war:syrian"] == ["prov:bithynia", "prov:macedonia", "prov:asia"]
    assert all(p in PROVINCE_DATA for ps in WAR_CREATES.values() for p in ps)
    for leader in LEADER_DATA:
        assert leader_wars(leader), leader
    assert leader_wars("ldr:antiochus_iii") == ["war:syrian"]
    assert {w.status_when_drawn for w in WAR_DATA.values()} == {"active", "inactive", "conditional"}


def test_1_07_33_matching_wars_and_the_gladiator_revolt_option() -> None:
    vg, ah = RorOptions(), RorOptions(gladiator_revolt_is_slave_revolt=False)
    assert matching_wars("war:punic_1", vg) == ["war:punic_2", "war:punic_3"]
    assert "war:gladiator" in matching_wars("war:sicilian_slave_1", vg)
    assert "war:gladiator" not in matching_wars("war:sicilian_slave_1", ah)
    assert matching_wars("war:gladiator", ah) == []
    assert matching_wars("war:jugurthine", vg) == []


def test_sources_disagree_options() -> None:
    """RULES §15.2, 15.3, 15.5, 15.6: the default follows the VG reading."""
    default = RorOptions()
    other = RorOptions(
        sicilia_developed_income="2d6+2",
        ship_building_income=2,
        mithridatic_3_disaster=13,
        pompey_opposes="29B",
    )
    assert province_side("prov:sicilia", True, default).state_income == "1d6+2"
    assert province_side("prov:sicilia", True, other).state_income == "2d6+2"
    assert province_side("prov:sicilia", False, other).state_income == "2d6-2"
    assert province_side("prov:asia", True, other).state_income == "2d6+3"
    assert concession_income("con:ship_building", default) == 3
    assert concession_income("con:ship_building", other) == 2
    assert concession_income("con:mining", other) == 3
    assert war_disaster("war:mithridatic_3", default) == [14]
    assert war_disaster("war:mithridatic_3", other) == [13]
    assert war_disaster("war:punic_1", other) == [13]
    assert statesman_opposes("st:30A", default) == ["st:29A"]
    assert statesman_opposes("st:30A", other) == ["st:29B"]
    assert statesman_opposes("st:22A", other) == ["st:1A", "st:1B", "st:18A"]
