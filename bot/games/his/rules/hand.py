"""The Papacy's hand: entered privately by its player, checked against the card table,
kept secret from every other seat, and changed as cards are played, given and grabbed.
Every card the bot knows of is in one place: the Papal hand or `HisState.places`."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.his.rules.data import LEIPZIG_DEBATE, PAPAL_BULL, Card, cards
from bot.games.his.rules.state import HisState, Place

#: the Papacy's home cards: in its hand at each turn's start, never drawn at random
PAPAL_HOME = (PAPAL_BULL, LEIPZIG_DEBATE)


def card_ref(card: int) -> str:
    """A card's id in events (`card.his:card:<n>` in the catalogue names it)."""
    return f"his:card:{card}"


def known_card(number: int, rule: str | None) -> Card:
    card = cards().get(number)
    if card is None:
        raise IllegalAction("his_no_such_card", rule, card=number)
    return card


def non_home(state: HisState) -> list[int]:
    """The Papal cards a random draw may take: not home cards (#95 step 6)."""
    return [c for c in state.papal_hand if not cards()[c].is_home]


def check_hand_card(state: HisState, number: int, rule: str | None) -> None:
    """A card the Papacy may hold: in the table, in the deck by this turn, no other
    power's home card, and not known to be elsewhere."""
    card = known_card(number, rule)
    if card.is_home and card.home_power != "papacy":
        raise IllegalAction("his_other_home_card", rule, card=number)
    if isinstance(card.turn_enters, int) and card.turn_enters > state.turn:
        raise IllegalAction("his_card_not_yet", rule, card=number, turn=card.turn_enters)
    place = state.places.get(number)
    if place is not None:
        raise IllegalAction("his_card_unavailable", rule, card=number)


def check_playable(state: HisState, power: str, number: int, rule: str | None) -> Card:
    """A card `power` could play now, as far as the bot knows who holds what: the Papacy's
    from the Papal hand; another power's in the deck by this turn, none of a third power's
    home cards, not in the Papal hand and not known to be anywhere but in its own hand (so
    neither played nor out of the game). A card in a hidden hand is refused in the words
    used for one discarded or removed, never saying where it is (RULES_CHOICES.md, Here I
    Stand: "Combat and response cards in the sack")."""
    card = known_card(number, rule)
    if power == "papacy":
        if number not in state.papal_hand:
            raise IllegalAction("his_not_in_hand", rule, card=number)
        return card
    if card.is_home and card.home_power != power:
        raise IllegalAction("his_other_home_card", rule, card=number)
    if isinstance(card.turn_enters, int) and card.turn_enters > state.turn:
        raise IllegalAction("his_card_not_yet", rule, card=number, turn=card.turn_enters)
    if number in state.papal_hand or state.places.get(number) not in (None, f"held:{power}"):
        raise IllegalAction("his_card_unavailable", rule, card=number)
    return card


def after_play(card: Card) -> Place:
    """Where a card goes once played: a home card back to its owner next turn, an event
    removed after play out of the game, any other card to the discard pile."""
    if card.is_home:
        return "home_played"
    return "removed" if card.removed_after_play == "yes" else "discard"


def play_card(ctx: Ctx[HisState], power: str, number: int, rule: str | None) -> Card:
    """`power` plays a card it could play (`check_playable`): it leaves the Papal hand, or
    the bot records it played, so that it is not played twice. The caller announces it."""
    card = check_playable(ctx.state, power, number, rule)
    if power == "papacy":
        play_from_hand(ctx, number, rule, announce=False)
    else:
        ctx.state.places[number] = after_play(card)
    return card


def enter_hand(ctx: Ctx[HisState], seat: str, numbers: list[int], rule: str | None) -> None:
    """The Papacy's player enters its hand (its home cards are added by the bot)."""
    state = ctx.state
    if len(set(numbers)) != len(numbers):
        raise IllegalAction("his_card_twice", rule)
    for number in numbers:
        if number in PAPAL_HOME:
            raise IllegalAction("his_home_card_known", rule, card=number)
        check_hand_card(state, number, rule)
    home = [c for c in PAPAL_HOME if state.places.get(c) is None]
    state.papal_hand = sorted([*home, *numbers])
    ctx.tell(
        seat,
        "his_hand_entered",
        rule,
        cards_ids=[card_ref(c) for c in state.papal_hand],
    )
    ctx.emit("his_hand_size", rule, power="papacy", count=len(state.papal_hand))


def play_from_hand(
    ctx: Ctx[HisState], number: int, rule: str | None, *, announce: bool = True
) -> None:
    """A card leaves the Papal hand as it is played: a home card until the next turn, an
    event removed after play out of the game, any other card to the discard pile. The play
    is announced unless the caller announces it in its own words (`announce` False)."""
    state = ctx.state
    if number not in state.papal_hand:
        raise IllegalAction("his_not_in_hand", rule, card=number)
    state.papal_hand.remove(number)
    state.places[number] = after_play(cards()[number])
    if announce:
        ctx.emit("his_card_played", rule, power="papacy", card_id=card_ref(number))


def new_turn_places(state: HisState) -> None:
    """Start of a turn: the discard pile is shuffled into the deck, home cards go back to
    their owners (the Papacy's into its hand) and the bot forgets the other hands."""
    for number, place in list(state.places.items()):
        if place == "home_played":
            del state.places[number]
            if number in PAPAL_HOME:
                state.papal_hand = sorted([*state.papal_hand, number])
        elif place != "removed":
            del state.places[number]
