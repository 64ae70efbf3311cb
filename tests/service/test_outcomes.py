"""The outcomes' pure parts: the board data, the picture and the phase summaries
are built from public facts only, and split within Discord's limits."""

from __future__ import annotations

import random

from bot.engine import Event
from bot.games import get_game
from bot.games.ror.present.board import board_data
from bot.games.ror.present.board_image import render_board
from bot.games.ror.present.summary import pages, split_phases, summary_payloads
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.tally import public_tally

ROR = get_game("ror")
MEGABYTE = 1024 * 1024


def played(moves: int, factions: int = 6, seed: int = 3) -> tuple[RorState, list[Event]]:
    """A game of random players, `moves` moves in, with every event it emitted."""
    step = ROR.setup_step(seed, list(ROR.SEATS[:factions]), {})
    state, events = step.state, list(step.events)
    rng = random.Random(seed)
    for _ in range(moves):
        if ROR.outcome(state) is not None:
            break
        seat = ROR.pending(state)[0].seat
        step = ROR.apply(state, seat, rng.choice(ROR.legal_actions(state, seat)))
        state, events = step.state, events + list(step.events)
    return state, events


def secrets_changed(state: RorState) -> RorState:
    """The same game with other hands and faction treasuries: every hand swaps its cards
    with the deck's (sizes kept) and every faction treasury grows."""
    other = state.model_copy(deep=True)
    deck = other.deck
    for faction in other.factions.values():
        for i in range(min(len(faction.hand), len(deck))):
            faction.hand[i], deck[i] = deck[i], faction.hand[i]
        faction.treasury += 37
    assert any(f.hand for f in state.factions.values())
    assert [f.hand for f in other.factions.values()] != [f.hand for f in state.factions.values()]
    return other


def picture(state: RorState) -> bytes:
    return render_board(board_data(ROR.view(state, None).model_dump(mode="json")))


def test_private_facts_cannot_change_the_picture() -> None:
    state, _ = played(120)
    assert picture(secrets_changed(state)) == picture(state)
    # ... while a public fact does
    richer = state.model_copy(deep=True)
    richer.treasury += 1
    assert picture(richer) != picture(state)


def test_the_picture_is_a_small_png() -> None:
    state, _ = played(300)
    data = picture(state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) < MEGABYTE


def test_the_board_data_holds_no_hand_and_no_faction_treasury() -> None:
    state, _ = played(60)
    secret = ROR.view(state, "optimates").model_dump(mode="json")
    assert board_data(secret) == board_data(ROR.view(state, None).model_dump(mode="json"))
    text = repr(board_data(secret))
    for card in state.factions["optimates"].hand:
        assert card not in text


def test_the_tally_on_phase_start_is_public() -> None:
    state, events = played(60)
    assert public_tally(secrets_changed(state)) == public_tally(state)
    starts = [e for e in events if e.kind == "phase_start"]
    assert starts and all(e.visibility == "public" and "tally" in e.data for e in starts)


def test_summaries_read_only_public_events() -> None:
    _, events = played(250, factions=4)
    public = [e for e in events if e.visibility == "public"]
    assert len(public) < len(events)  # the game told factions secrets
    final = public_tally(played(250, factions=4)[0])
    every = summary_payloads([], events, final, {})
    assert every == summary_payloads([], public, final, {})
    assert len(every) >= 5


def test_each_phase_is_summarized_by_the_move_that_ends_it_only() -> None:
    _, events = played(250, factions=4)
    starts = [i for i, e in enumerate(events) if e.kind == "phase_start"]
    cut = starts[3] + 1  # a move ended the third phase and opened the fourth
    before = split_phases(events[:cut], None)
    after = split_phases(events, None, since=cut)
    assert [p.phase for p in before] == [events[i].data["phase"] for i in starts[:3]]
    assert after and all(p not in before for p in after)
    assert len(before) + len(after) == len(starts) - 1


def test_a_long_phase_is_split_into_pages_within_limits() -> None:
    long_line = "x" * 1500
    sections = [("🎲 Dice", [f"🎲 roll {i}: [3, 4] = **7** [1.07.3]" for i in range(600)])]
    sections.append(("📌 What happened", [long_line, "short"]))
    out = pages("📜 Turn 9 · Senate phase — summary", sections)
    assert len(out) > 2
    for i, page in enumerate(out, 1):
        assert page["title"].endswith(f"({i}/{len(out)})")
        assert len(page["fields"]) <= 25
        assert all(0 < len(f["value"]) <= 1024 and len(f["name"]) <= 256 for f in page["fields"])
        assert (
            len(page["title"]) + sum(len(f["name"]) + len(f["value"]) for f in page["fields"])
            <= 6000
        )
    shown = "\n".join(f["value"] for p in out for f in p["fields"])
    assert all(f"roll {i}:" in shown for i in range(600))  # nothing lost but the clipped line


def test_the_board_names_the_pontifex_and_the_priests() -> None:
    """Under 2.01 the Pontifex Maximus and the Priests are in the open: each seat's view
    and the board name them, beside any office, in English and in Russian."""
    from bot.games.ror.present.board_view import board_view
    from bot.messages import using_locale

    state, _ = played(60)
    state.options.pontifex = True
    consul, other = [s for s in state.senators.values() if s.faction and s.office is None][:2]
    consul.office, state.pontifex, state.priests = "rome_consul", consul.card, [other.card]
    views = [ROR.view(state, seat) for seat in (*state.seats, None)]
    for view in views:
        marked = {s.card: s.priesthood for s in view.senators if s.priesthood}
        assert marked == {consul.card: "pontifex", other.card: "priest"}
    names = {s.card: s.name for s in views[-1].senators}
    data = board_data(views[-1].model_dump(mode="json"))
    for locale, pontifex, priest in (
        ("en", "Rome Consul, Pontifex Maximus", "Priest"),
        ("ru", "Римский консул, Великий понтифик", "Жрец"),
    ):
        with using_locale(locale):
            lines = [line for seat in board_view(data).seats for line in seat.lines]
        assert any(names[consul.card] in line and pontifex in line for line in lines)
        assert any(names[other.card] in line and priest in line for line in lines)
    state.options.pontifex = False
    assert not any(s.priesthood for s in ROR.view(state, None).senators)
