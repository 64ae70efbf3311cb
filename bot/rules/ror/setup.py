"""Setting up a game [3.01-3.05] (RULES.md §2), Early Republic."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.rules.core.engine import Ctx, Step
from bot.rules.core.rng import Rng
from bot.rules.ror.cards import (
    CARDS,
    ERA_ENDS,
    FIRST_PUNIC_WAR,
    card_name,
    era_deck,
    senator_number,
)
from bot.rules.ror.data import SCENARIOS
from bot.rules.ror.mortality import CUP, chit_number
from bot.rules.ror.procedures import push
from bot.rules.ror.senators import clockwise_from, printed
from bot.rules.ror.state import MAX_SEATS, MIN_SEATS, SEATS, Faction, RorState, War, parse_options
from bot.rules.ror.turn import advance

FAMILIES_PER_FACTION = SCENARIOS.early.families_dealt_per_player
HAND_SIZE = 3
ERA_ENDS_CARDS_PER_DECK = 6


def setup_step(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> Step[RorState]:
    """A new game and the events of its setup (the narration of the deal)."""
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise ValueError(f"The Republic of Rome needs {MIN_SEATS}-{MAX_SEATS} factions")
    if len(set(seats)) != len(seats) or any(s not in SEATS for s in seats):
        raise ValueError(f"seats must be distinct names from {SEATS}")
    opts = parse_options(options)
    early = SCENARIOS.early
    state = RorState(
        seats=list(seats),
        rng=Rng(seed=seed),
        options=opts,
        factions={s: Faction(seat=s) for s in seats},
        treasury=int(SCENARIOS.common["state_treasury"]),  # 3.01
        unrest=int(SCENARIOS.common["unrest"]),
        legions=early.legions,  # 3.01.5
        fleets=early.fleets,
    )
    ctx = Ctx(state)
    _deal_families(ctx)
    _deal_hands(ctx)
    _place_era_ends(ctx)
    _temporary_consul(ctx)
    ctx.emit("setup_done", "3.01", factions=len(seats), treasury=state.treasury,
             legions=state.legions, deck=len(state.deck))  # fmt: skip
    order = clockwise_from(state, _consul_faction(state))
    state.step = "leaders"
    push(state, "choose_leader", "3.05", order)  # 3.05: the Temporary Consul's player first
    advance(ctx)
    return ctx.step()


def setup(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> RorState:
    return setup_step(seed, seats, options).state


def _deal_families(ctx: Ctx[RorState]) -> None:
    """3.02: three family senators face up to each faction from families 1-20; the rest
    go back into the Early deck, the 1st Punic War starts Inactive in the Forum."""
    state = ctx.state
    families = [c for c in era_deck("early") if c.startswith("fam:")]
    ctx.shuffle(families)
    for seat in state.seats:
        for _ in range(FAMILIES_PER_FACTION):
            card = families.pop(0)
            state.senators[card] = printed(card).model_copy(update={"faction": seat})
            ctx.emit("senator_dealt", "3.02", faction=seat, senator=card, name=card_name(card))
    dealt = set(state.senators)
    state.deck = [c for c in era_deck("early") if c not in dealt and c != FIRST_PUNIC_WAR]
    state.wars.append(War(card=FIRST_PUNIC_WAR, status="inactive"))
    ctx.emit("war_in_forum", "3.02", war=FIRST_PUNIC_WAR, name=card_name(FIRST_PUNIC_WAR),
             status="inactive")  # fmt: skip


def _deal_hands(ctx: Ctx[RorState]) -> None:
    """3.03: three Faction cards each; Forum cards dealt are set aside face up, replaced,
    then shuffled back."""
    state = ctx.state
    ctx.shuffle(state.deck)
    set_aside: list[str] = []
    for seat in state.seats:
        hand = state.factions[seat].hand
        while len(hand) < HAND_SIZE:
            card = state.deck.pop(0)
            if CARDS[card].faction_card:
                hand.append(card)
            else:
                set_aside.append(card)
                ctx.emit("setup_forum_card", "3.03", card=card, name=card_name(card))
        ctx.tell(seat, "hand_dealt", "3.03", faction=seat, cards=", ".join(map(card_name, hand)))
    ctx.emit("hands_dealt", "3.03", count=HAND_SIZE)
    state.deck += set_aside
    ctx.shuffle(state.deck)


def _place_era_ends(ctx: Ctx[RorState]) -> None:
    """3.04: six random Middle cards, six random Early cards and Era Ends, shuffled
    together under the Early deck."""
    state = ctx.state
    middle = era_deck("middle")
    ctx.shuffle(middle)
    bottom = middle[:ERA_ENDS_CARDS_PER_DECK] + state.deck[-ERA_ENDS_CARDS_PER_DECK:] + [ERA_ENDS]
    del state.deck[-ERA_ENDS_CARDS_PER_DECK:]
    ctx.shuffle(bottom)
    state.deck += bottom
    ctx.emit("era_ends_placed", "3.04", bottom=len(bottom), deck=len(state.deck))


def _temporary_consul(ctx: Ctx[RorState]) -> None:
    """3.05 (VG): draw chits until one matches a dealt senator; he is Rome Consul with a
    Prior Consul marker and +5 Influence. All chits go back to the cup."""
    state = ctx.state
    by_number = {senator_number(c): c for c in state.senators}
    cup = list(CUP)
    drawn: list[str] = []
    while True:
        chit = cup.pop(ctx.pick(cup))
        drawn.append(chit.removeprefix("chit:"))
        number = chit_number(chit)
        if number in by_number:
            break
    assert number is not None
    consul = state.senators[by_number[number]]
    consul.office = "rome_consul"
    consul.prior_consul = True
    consul.influence += 5
    ctx.emit("temporary_consul", "3.05", senator=consul.card, name=card_name(consul.card),
             faction=consul.faction, chits=", ".join(drawn))  # fmt: skip


def _consul_faction(state: RorState) -> str:
    for s in state.senators.values():
        if s.office == "rome_consul" and s.faction:
            return s.faction
    return state.seats[0]
