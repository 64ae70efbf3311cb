"""Playing Statesmen and Concessions from hand: the initial faction phase [3.05] and the
Revolution Phase card play [1.11.1] run this same procedure. In the Revolution Phase a
faction may also offer cards to other factions in its turn (trading [1.11.1, RULES §9]:
see `revolution.trading`)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, Done, OfferCard, PlayConcession, PlayStatesman
from bot.games.ror.rules.cards import CONCESSION_DATA, STATESMAN_DATA, senator_number
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, done, finish_turn_of_seat
from bot.games.ror.rules.revolution.trading import apply_offer, legal_offers
from bot.games.ror.rules.senators import faction_senators, printed
from bot.games.ror.rules.state import RorState, Senator


def statesman_refusal(state: RorState, seat: str, card: str) -> IllegalAction | None:
    """Why this statesman cannot be played now, or None [1.07.312]."""
    info = STATESMAN_DATA[card]
    number = info.family_id
    brothers = {f"st:{b}" for b in info.allies}
    same_number = [
        s.card
        for s in state.senators.values()
        if s.card in STATESMAN_DATA and senator_number(s.card) == number
    ]
    if any(other not in brothers for other in same_number):
        return IllegalAction("statesman_already_in_play", "1.07.312", card_id=card)
    family = f"fam:{number}"
    holder = state.senators.get(family)
    brother_in_play = any(other in brothers for other in same_number)
    if holder and holder.faction not in (None, seat) and not brother_in_play:
        return IllegalAction("statesman_family_elsewhere", "1.07.312", card_id=card)
    return None


def concession_refusal(state: RorState, seat: str, card: str, senator: str) -> IllegalAction | None:
    target = state.senators.get(senator)
    if target is None or target.faction != seat:
        return IllegalAction("concession_not_your_senator", "1.07.32")
    if CONCESSION_DATA[card].requires_land_bill:
        # 1.09.61: the Land Commissioner needs a Land Bill in effect (none exist yet)
        return IllegalAction("concession_needs_land_bill", "1.09.61", card_id=card)
    return None


def legal_card_plays(state: RorState, seat: str) -> list[Action]:
    hand = state.factions[seat].hand
    actions: list[Action] = []
    for card in hand:
        if card in STATESMAN_DATA and statesman_refusal(state, seat, card) is None:
            actions.append(PlayStatesman(card=card))
    for card in hand:
        if card in CONCESSION_DATA:
            for s in faction_senators(state, seat):
                if concession_refusal(state, seat, card, s.card) is None:
                    actions.append(PlayConcession(card=card, senator=s.card))
    if state.phase == "revolution":
        actions += legal_offers(state, seat)  # 1.11.1: trading
    actions.append(Done())
    return actions


def apply_card_play(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        ctx.emit("faction_done", rule, faction=seat)
        finish_turn_of_seat(state, seat)
        return
    if isinstance(action, OfferCard) and state.phase == "revolution":
        apply_offer(ctx, seat, action)
        return
    if isinstance(action, PlayStatesman):
        _check_in_hand(state, seat, action.card)
        if action.card not in STATESMAN_DATA:
            raise IllegalAction("not_a_statesman", "1.07.312", card_id=action.card)
        refusal = statesman_refusal(state, seat, action.card)
        if refusal:
            raise refusal
        state.factions[seat].hand.remove(action.card)
        place_statesman(ctx, seat, action.card)
        return
    if isinstance(action, PlayConcession):
        _check_in_hand(state, seat, action.card)
        if action.card not in CONCESSION_DATA:
            raise IllegalAction("not_a_concession", "1.07.32", card_id=action.card)
        refusal = concession_refusal(state, seat, action.card, action.senator)
        if refusal:
            raise refusal
        state.factions[seat].hand.remove(action.card)
        state.senators[action.senator].concessions.append(action.card)
        ctx.emit(
            "concession_played",
            "1.07.32",
            faction=seat,
            card=action.card,
            name_id=action.card,
            senator=action.senator,
            senator_name_id=action.senator,
        )
        return
    raise IllegalAction("wrong_phase", rule)


def _check_in_hand(state: RorState, seat: str, card: str) -> None:
    if card not in state.factions[seat].hand:
        raise IllegalAction("card_not_in_hand", "1.11.1", card=card)


def place_statesman(ctx: Ctx[RorState], seat: str, card: str) -> None:
    """1.07.312: on his own family card, or taking it from the Forum; alone if it is in
    the Curia or the deck. On a family card he keeps the better Influence and Popularity
    and takes its knights, money, concessions, office and markers."""
    state = ctx.state
    statesman = printed(card).model_copy(update={"faction": seat})
    family = f"fam:{STATESMAN_DATA[card].family_id}"
    holder = state.senators.get(family)
    where = "alone"
    if holder is not None and holder.faction in (None, seat):
        where = "own_family" if holder.faction == seat else "forum_family"
        del state.senators[family]
        statesman = _merge(statesman, holder)
        if state.factions[seat].leader == family:
            state.factions[seat].leader = card
        _take_places(state, family, card)
    state.senators[card] = statesman
    kind = {
        "alone": "statesman_played",
        "own_family": "statesman_on_family",
        "forum_family": "statesman_takes_family",
    }[where]
    ctx.emit(
        kind,
        "1.07.312",
        faction=seat,
        senator=card,
        name_id=card,
        family=family,
        family_name_id=family,
        influence=statesman.influence,
    )


def _take_places(state: RorState, family: str, card: str) -> None:
    """1.07.312: played on his family card away from Rome, the statesman stands where it
    stood — the governor of its province, the commander or Master of Horse of its force, a
    Priest or the Pontifex, the Consul for Life — and the Veteran legions loyal to it and
    the Land Bills it sponsored are his."""

    def swap(senator: str | None) -> str | None:
        return card if senator == family else senator

    def swap_all(senators: list[str]) -> list[str]:
        return [card if s == family else s for s in senators]

    for province in state.provinces.values():
        province.governor = swap(province.governor)
    for force in [*state.forces, *([state.rebel_army] if state.rebel_army else [])]:
        force.commander = swap(force.commander)
        force.master_of_horse = swap(force.master_of_horse)
        force.veterans = swap_all(force.veterans)
    state.veterans = swap_all(state.veterans)
    for bill in state.land_bills:
        bill.sponsor = card if bill.sponsor == family else bill.sponsor
    if state.rebel_governor is not None and state.rebel_governor.senator == family:
        state.rebel_governor.senator = card
    state.pontifex = swap(state.pontifex)
    state.priests = swap_all(state.priests)
    state.consul_for_life = swap(state.consul_for_life)
    if family in state.disbanded:
        state.disbanded[card] = state.disbanded.get(card, 0) + state.disbanded.pop(family)
    state.recall_after_senate = swap_all(state.recall_after_senate)


def _merge(statesman: Senator, family: Senator) -> Senator:
    return statesman.model_copy(
        update={
            "family": family.card,
            "influence": max(statesman.influence, family.influence),
            "popularity": max(statesman.popularity, family.popularity),
            "knights": family.knights,
            "talents": family.talents,
            "office": family.office,
            "prior_consul": family.prior_consul,
            "concessions": list(family.concessions),
            "bodyguards": list(family.bodyguards),
            "corrupt_concessions": list(family.corrupt_concessions),
            "corrupt": family.corrupt,
            "major": family.major,
            "province": family.province,
            "command": family.command,
            "captive": family.captive,
            "rebel": family.rebel,
        }
    )


# the buttons name cards in hand: prompted in private [1.04.9]
PROCEDURES.register(
    "play_cards",
    ProcedureRules("play_cards", legal_card_plays, apply_card_play, done, private=True),
)
