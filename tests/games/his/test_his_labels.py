"""Button and select labels name what they are about: over random play, every label of
every legal action (and of each kind of board entry), and every line of the game's own
events, in English and in Russian, shows the catalogue's names of spaces, cards, rulers,
reformers and powers, never an id."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games.his import rules
from bot.games.his.ai import player_for
from bot.games.his.present import PRESENTER
from bot.games.his.rules import actions as a
from bot.games.his.rules.data import POWERS, REFORMERS, rulers, spaces
from bot.games.his.rules.state import HisState
from bot.messages import t, using_locale
from bot.narrate import event_line
from bot.service.prompts import action_label

#: what an id looks like in a text: a map, ruler, reformer or power id as a lower-case word,
#: a reference, or a Python value
IDS = {*spaces(), *rulers(), *REFORMERS, *POWERS}
RAW = re.compile(r"his:|\b(True|False|None)\b")


def raw_ids(text: str) -> list[str]:
    words = set(re.findall(r"[a-z_]+", text))
    return sorted(words & IDS) + RAW.findall(text)


def board_entries(state: HisState, seat: str, rng: random.Random) -> list[a.Action]:
    """One of each kind of board entry the seat could type, with random spaces and people."""
    power = rng.choice(state.powers_of(seat))
    other = rng.choice([p for p in POWERS if p != power])
    space = rng.choice(sorted(spaces()))
    leader = rng.choice(sorted(rulers()))
    reformer = rng.choice(sorted(REFORMERS))
    return [
        a.SetUnits(power=power, space=space, regulars=2, mercenaries=3),
        a.SetLeader(power=power, leader=leader, battle=1, space=space),
        a.SetLeader(power=power, leader=leader, battle=1),
        a.SetWar(power=power, other=other, at_war=True),
        a.SetWar(power=power, other=other, at_war=False),
        a.SetAlliance(power=power, other=other, allied=True),
        a.SetAlliance(power=power, other=other, allied=False),
        a.SetRuler(power=power, ruler=leader),
        a.SetUnrest(space=space, unrest=True),
        a.SetUnrest(space=space, unrest=False),
        a.SetReligion(space=space, religion=rng.choice(["catholic", "protestant"])),
        a.SetPapalSpace(space=rng.choice(["rome", "ravenna", "ancona"]), power=power),
        a.SetReformer(reformer=reformer, space=space),
        a.SetReformer(reformer=reformer),
        a.CommitDebater(reformer=reformer, card=rng.randint(1, 116)),
        a.EnterPapalHand(cards=rng.sample(range(7, 117), 3)),
        a.GiveCardToPapacy(power=power, card=rng.randint(1, 116)),
    ]


def problems(state: HisState, actions: list[Any], events: list[Any]) -> list[str]:
    found = []
    for locale in ("en", "ru"):
        with using_locale(locale):
            texts = [action_label(rules, state, act) for act in actions]
            texts += [event_line(e) for e in events]
        for text in texts:
            if raw_ids(text):
                found.append(f"{locale}: {text!r} shows {raw_ids(text)}")
            if locale == "ru" and re.search(r"[a-z]", re.sub(r"\[[^\]]*\]", "", text)):
                found.append(f"ru: {text!r} has a Latin word")  # but a rule reference
    return found


def test_raw_ids_are_found_where_they_show() -> None:
    assert raw_ids("Unrest in florence: True") == ["florence", "True"]
    assert "rome" in raw_ids("his:space:rome")
    assert raw_ids("Unrest in Florence") == []


@pytest.mark.parametrize("seed", range(6))
def test_no_label_or_event_line_shows_an_id_over_random_play(seed: int) -> None:
    options = {"scenario": "random_italy", "turn_limit": 2}
    state = rules.setup(seed, rules.SEATS[: 3 + seed % 4], options)
    players = {seat: player_for("random", f"{seed}:{seat}") for seat in state.seats}
    rng = random.Random(seed)
    found: list[str] = []
    steps = 0
    for steps in range(600):
        decisions = rules.pending(state)
        if not decisions:
            break
        seat = decisions[steps % len(decisions)].seat
        offered = [act for d in decisions for act in rules.legal_actions(state, d.seat)]
        if steps % 10 == 0:
            offered += board_entries(state, seat, rng)
        action = players[seat].choose(rules, state, seat)
        result = rules.apply(state, seat, action)
        ours = [e for e in result.events if e.kind.startswith("his_")]
        found += problems(state, offered, ours)
        state = result.state
    assert steps > 10
    assert found == []


#: a rule reference that is no rule (a phase's or a command's name, or empty) and a count
#: whose noun does not agree with it
PSEUDO = re.compile(
    r"\[(?:action|board|hand|turn|diplomacy)?\]|\(s\)"
    r"|(?<![\d,.])\b1 (?:regulars|mercenaries|cards|army leaders|leaders)\b"
    r"|\b(?:[02-9]|\d\d+) (?:regular|mercenary|card|army leader)\b"
)


def test_pseudo_rules_and_wrong_plurals_are_found_where_they_show() -> None:
    assert PSEUDO.findall("plays #19 [action]. Loses 1 regulars and 0 leader(s) [board]") == [
        "[action]",
        "1 regulars",
        "(s)",
        "[board]",
    ]
    assert PSEUDO.findall("Loses 1 regular and 2 mercenaries, 11 cards [#95.3]") == []


def texts_of(state: HisState, offered: list[Any], events: list[Any]) -> list[str]:
    """What players read: labels, event lines, prompts and the board."""
    texts = [action_label(rules, state, act) for act in offered]
    texts += [event_line(e) for e in events]
    texts += [
        t(f"decision.{d.kind}", **{**d.data, "rule": d.rule, "seat": t(f"seat.{d.seat}")})
        for d in rules.pending(state)
    ]
    board = PRESENTER.board_view(PRESENTER.board(rules.view(state, None).model_dump(mode="json")))
    texts += [line for f in (*board.head, *board.body) for line in f.lines]
    texts += [line for s in board.seats for line in s.lines]
    return texts


@pytest.mark.parametrize("locale", ["en", "ru"])
def test_no_text_cites_a_pseudo_rule_or_miscounts(locale: str) -> None:
    """Over random play with board entries applied, no label, event line, prompt or board
    line cites a phase's name as a rule ("[action]") or an empty one, or puts a count
    with the wrong form of its noun ("1 regulars", "leader(s)")."""
    found: list[str] = []
    with using_locale(locale):
        for seed in range(4):
            state = rules.setup(seed, rules.SEATS[: 3 + seed % 4], {"turn_limit": 2})
            players = {seat: player_for("random", f"{seed}:{seat}") for seat in state.seats}
            rng = random.Random(seed)
            texts: list[str] = []
            for steps in range(400):
                decisions = rules.pending(state)
                if not decisions:
                    break
                seat = decisions[steps % len(decisions)].seat
                offered = list(rules.legal_actions(state, seat))
                events: list[Any] = []
                if steps % 7 == 0:
                    entries = board_entries(state, seat, rng)
                    offered += entries
                    for entry in entries:
                        try:
                            result = rules.apply(state, seat, entry)
                        except IllegalAction:
                            continue
                        events += result.events
                        state = result.state
                    if not rules.pending(state):
                        break
                    seat = rules.pending(state)[0].seat
                result = rules.apply(state, seat, players[seat].choose(rules, state, seat))
                texts += texts_of(state, offered, [*events, *result.events])
                state = result.state
            found += [f"{x!r}: {PSEUDO.findall(x)}" for x in set(texts) if PSEUDO.search(x)]
            found += [f"{x!r}: {raw_ids(x)}" for x in set(texts) if raw_ids(x)]
    assert sorted(set(found)) == []
