"""The cards of each scenario: families dealt, the draw pile, hands, Era Ends, laws and
the decks still to come [3.01-3.05] (RULES.md §2)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import (
    CARDS,
    ERA_ENDS,
    ERAS,
    FAMILIES,
    FIRST_PUNIC_WAR,
    LAW_DATA,
    era_deck,
)
from bot.games.ror.rules.data import scenario_data
from bot.games.ror.rules.senators import printed
from bot.games.ror.rules.state import Era, LaterDeck, RorState, War

HAND_SIZE = 3
EXTRA_FACTION_CARDS = 6  # 3.02.2E, 3.03.2F
LATE_STATESMEN = ("st:27A", "st:1C")  # 3.03.2A: Marius and Sulla join the Late deck
# 3.05.1: Era Ends is shuffled into the last 12 cards of the combined deck
ALTERNATIVE_ERA_ENDS_DEPTH = 12


def first_era(state: RorState) -> Era:
    """The era whose deck is drawn first."""
    opts = state.options
    if opts.scenario in ("middle", "late"):
        return opts.scenario
    if opts.scenario == "extended":
        return opts.first_era
    return "early"


def final_era(state: RorState) -> Era:
    """The era whose deck holds Era Ends [3.04.1: its placement rule applies]."""
    opts = state.options
    return opts.final_era if opts.scenario == "extended" else first_era(state)


def build_cards(ctx: Ctx[RorState]) -> None:
    """Every card of the chosen scenario in its place, dealt and told."""
    state = ctx.state
    era = first_era(state)
    alternative = state.options.scenario == "alternative"
    pool = _family_pool(era, alternative)
    dealt = _deal_families(ctx, pool, era)
    if era == "early":
        state.wars.append(War(card=FIRST_PUNIC_WAR, status="inactive"))  # 3.01
        ctx.emit(
            "war_in_forum", "3.01", war=FIRST_PUNIC_WAR, name_id=FIRST_PUNIC_WAR, status="inactive"
        )
    # the undealt families return to the deck [3.01.4C, 3.02.2C, 3.03.2D]
    base = [c for e in (ERAS if alternative else (era,)) for c in era_deck(e)]
    base += [c for c in pool if c not in base]
    state.deck = [c for c in base if c not in dealt and c != FIRST_PUNIC_WAR]
    if era == "middle":
        _add_concessions_and_extras(ctx, ("early",), "3.02.2")
    elif era == "late":
        state.deck += LATE_STATESMEN
        _laws_in_play(ctx)
        _add_concessions_and_extras(ctx, ("early", "middle"), "3.03.2")
    _deal_hands(ctx)
    _later_decks(ctx)
    _place_era_ends(ctx)


def _family_pool(era: Era, alternative: bool) -> list[str]:
    """3.01-3.03: families 1-20, 1-25 or 1-30; 3.05.1: from any scenario."""
    if alternative:
        return list(FAMILIES)
    return [c for c, f in FAMILIES.items() if f.scenarios_dealt[era]]


def _deal_families(ctx: Ctx[RorState], pool: list[str], era: Era) -> set[str]:
    """Three, four or five family senators face up to each faction [3.01.2, 3.02.2C,
    3.03.2D]; the rest go into the deck."""
    state = ctx.state
    families = list(pool)
    ctx.shuffle(families)
    count = scenario_data(era).families_dealt_per_player
    for seat in state.seats:
        for _ in range(count):
            card = families.pop(0)
            state.senators[card] = printed(card).model_copy(update={"faction": seat})
            ctx.emit("senator_dealt", "3.01", faction=seat, senator=card, name_id=card)
    return set(state.senators)


def _non_statesman_faction_cards(eras: tuple[Era, ...]) -> list[str]:
    """Faction cards of those decks other than statesmen, concessions (all added anyway)
    and laws (in play or removed in the Late setup)."""
    return [
        c
        for e in eras
        for c in era_deck(e)
        if CARDS[c].faction_card and CARDS[c].type not in ("statesman", "concession", "law")
    ]


def _add_concessions_and_extras(ctx: Ctx[RorState], eras: tuple[Era, ...], rule: str) -> None:
    """3.02.2D-E, 3.03.2E-F: all 13 concessions, and 6 unseen random Faction cards."""
    state = ctx.state
    state.deck += [c for c in era_deck("early") if CARDS[c].type == "concession"]
    extras = _non_statesman_faction_cards(eras)
    ctx.shuffle(extras)
    state.deck += extras[:EXTRA_FACTION_CARDS]
    ctx.emit("extra_cards_added", rule, count=EXTRA_FACTION_CARDS, deck=len(state.deck))


def _laws_in_play(ctx: Ctx[RorState]) -> None:
    """3.03.2C: every Middle law is in play, except Servilian and Acilian (removed)."""
    state = ctx.state
    for card, law in LAW_DATA.items():
        if law.deck != "middle":
            continue
        if law.removed_in_late_setup:
            state.removed.append(card)
            ctx.emit("law_removed", "3.03.2", law=card, name_id=card)
        else:
            state.laws.append(card)
            ctx.emit("law_in_play", "3.03.2", law=card, name_id=card)


def _deal_hands(ctx: Ctx[RorState]) -> None:
    """3.01.3: three Faction cards each; Forum cards dealt are set aside face up, replaced,
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
                ctx.emit("setup_forum_card", "3.01", card=card, name_id=card)
        ctx.tell(seat, "hand_dealt", "3.01", faction=seat, cards_ids=list(hand))
    ctx.emit("hands_dealt", "3.01", count=HAND_SIZE)
    state.deck += set_aside
    ctx.shuffle(state.deck)


def _later_decks(ctx: Ctx[RorState]) -> None:
    """3.04.1: in the Extended scenario the next decks wait, shuffled, to follow."""
    state = ctx.state
    if state.options.scenario != "extended":
        return
    eras = ERAS[ERAS.index(first_era(state)) + 1 : ERAS.index(final_era(state)) + 1]
    for era in eras:
        cards = era_deck(era)
        ctx.shuffle(cards)
        state.later_decks.append(LaterDeck(era=era, cards=cards))
    ctx.emit("decks_to_follow", "3.04.1", eras=list(eras))


def _place_era_ends(ctx: Ctx[RorState]) -> None:
    """Era Ends at the bottom of the last deck: 6 cards of the next era, 6 of this one and
    Era Ends shuffled together (3.01.4, 3.02.2G); 10 Late cards and Era Ends (3.03.2H); in
    the last 12 cards of the combined deck (3.05.1)."""
    state = ctx.state
    final = final_era(state)
    deck = state.later_decks[-1].cards if state.later_decks else state.deck
    if state.options.scenario == "alternative":
        rule, bottom = "3.05.1", deck[-(ALTERNATIVE_ERA_ENDS_DEPTH - 1) :]
        del deck[-(ALTERNATIVE_ERA_ENDS_DEPTH - 1) :]
    elif final == "late":
        rule, bottom = "3.03.2", deck[-10:]
        del deck[-10:]
    else:
        following = era_deck("middle" if final == "early" else "late")
        ctx.shuffle(following)
        rule = "3.01.4" if final == "early" else "3.02.2"
        bottom = following[:6] + deck[-6:]
        del deck[-6:]
    bottom.append(ERA_ENDS)
    ctx.shuffle(bottom)
    deck += bottom
    ctx.emit("era_ends_placed", rule, bottom=len(bottom), deck=len(deck))
