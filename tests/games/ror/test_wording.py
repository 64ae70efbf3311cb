"""The Republic's messages as sentences with their subject: a prompt names the faction it
asks, a faction (not its card) speaks, a vote's prompt says what is voted on, counted
forces read with their plural forms and no zero parts, an abstention says so."""

from __future__ import annotations

import string

from bot.discord.errors import error_text
from bot.engine import Event, IllegalAction
from bot.games.ror import messages as ror_messages
from bot.games.ror import rules as ror
from bot.games.ror.present import PRESENTER
from bot.games.ror.rules.actions import Propose, Vote
from bot.messages import t
from bot.messages.catalogues import parts_of
from bot.narrate import event_line
from tests.rules.conftest import play
from tests.rules.test_senate_kernel import EQU, OPT, PAIR, POP, at_senate


def _line(kind: str, rule: str, **data: object) -> str:
    return event_line(Event(kind=kind, rule=rule, data=data))


def test_forces_are_counted_with_plural_forms_and_no_zero_parts() -> None:
    raised = "event.forces_raised"
    assert t(raised, legions=1, fleets=0, cost=10, treasury=5, rule="1.09.63") == (
        "🛡️ Rome raises 1 legion for 10T; the Treasury holds 5T. [1.09.63]"
    )
    assert "raises 3 legions and 2 fleets for" in t(raised, legions=3, fleets=2, cost=1)
    assert "raises 1 fleet for" in t(raised, legions=0, fleets=1, cost=1)
    returned = t("event.force_returned", legions=2, veterans=1, fleets=1, name="Sulla", rule="1")
    assert "2 legions, 1 veteran legion and 1 fleet" in returned
    marched = t("event.civil_war_declared", name="Sulla", faction="Optimates", strength=0)
    assert "with no forces," in marched
    assert "1 legion " in t("action.propose_garrison", legions=1, province="Sicily")


def test_every_decision_names_the_faction_it_asks() -> None:
    """A prompt read in a DM, or a computer's decision in the transcript, says whose it
    is: never "You preside" to a table of computer players, never a bare question."""
    ours = {key: entry for _, part in parts_of(ror_messages)["en"] for key, entry in part.items()}
    for key, entry in ours.items():
        if key.startswith("decision."):
            for text in [entry] if isinstance(entry, str) else list(entry.values()):
                fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
                assert "seat" in fields, key
    chosen = t("decision.choose_rome_consul", seat=t("seat.populares"), rule="1.09.22")
    assert chosen.startswith("Populares: ") and "[1.09.22]" in chosen
    floor = t("decision.senate_floor", seat="Optimates", presiding_name="Sulpicius", rule="1")
    assert "You preside" not in floor and floor.startswith("Optimates: Sulpicius presides")


def test_1_09_15_the_faction_speaks_for_its_tribune() -> None:
    used = _line("tribune_used", "1.09.15", faction=OPT, name_id="int:tribune", why="veto")
    assert used == "The Optimates play **Tribune** for a veto [1.09.15]."
    proposed = _line(
        "proposal_consuls", "1.09.2", presiding_name=EQU, a_name="Junius", b_name="Aelius"
    )
    assert proposed.startswith("Equites proposes Junius and Aelius")


def test_1_09_13_an_abstention_is_told_as_one() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(state, (POP, Vote()))
    [told] = [e for e in events if e.visibility == "seats"]
    assert event_line(told) == "Your ballot is recorded: you abstain [1.09.13]."
    open_vote, _ = at_senate(options={"ballot": "open"})
    open_vote, _ = play(open_vote, (OPT, Propose(proposal="consuls", params=PAIR)))
    _, events = play(open_vote, (OPT, Vote()))
    assert [event_line(e) for e in events if e.kind == "ballot_cast"] == [
        "The Optimates abstain [1.09.13]."
    ]


def test_1_09_13_a_vote_prompt_says_what_is_voted_and_how_it_passes() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    [ballot] = [d for d in ror.pending(state) if d.seat == EQU]
    detail = PRESENTER.decision_detail(state, ballot)
    assert detail is not None
    proposal, passes, votes = detail.splitlines()
    assert "proposes" in proposal and "as consuls" in proposal  # the proposal as it was put
    assert "Sponsor: Optimates" in proposal
    assert passes == "It passes with more votes for than against [1.09.2]."
    # Equites: fam:5 3+2, fam:6 1; the Senate: 3+2+3+4+5+1
    assert votes == "Your faction holds 6 votes of 18 in the Senate."
    assert PRESENTER.decision_detail(state, ballot.model_copy(update={"kind": "x"})) is None


def test_a_refusal_names_factions_not_seat_keys() -> None:
    waits = error_text(IllegalAction("not_your_turn", "1.04.8", waiting="plebeians, equites"))
    assert waits is not None and "the game waits for Plebeians, Equites" in waits
    assert "plebeians" not in waits
