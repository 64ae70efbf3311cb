"""Laws [1.07.36, RULES §7.8]: basic rule, a faction plays a Law card from its hand at any
time in the Senate Phase, without a vote, and it takes effect at once: in its ballot on any
proposal, on its Presiding Magistrate's floor, or in the window before the governors.

What each law changes is read by the rule it touches through `law_in_effect`:

- Lex Vatinia: officials may be elected governor (through a Legate) — governors.py.
- Tradition Erodes: consuls may be re-elected (Senate elections, kernel).
- Military Reforms: no automatic Consul for Life at 35 Influence (Consul for Life).
- Calpurnian / Acilian: the Censor (the faction with the most knights) fines a corrupt
  governor back this turn — `senate/law_fines.py`.
- Servilian: +1 to its player's knight rolls (`law_effects.py`, Forum), or discarded to
  repeal the Acilian Law (`PlayLaw(repeal=True)`).
- Plautian-Papirian: halves the Social War's strength (`law_effects.py`, Combat).
- Gabinian: commanders at war recruit at the start of Combat (`combat/gabinian.py`).
- Manilian: a victorious commander moves on to another war (`revolution/manilian.py`).
- Julian and Plautian-Papirian also act once when played (`_on_play`).

Advanced rule 2.06 (option `laws_by_vote`): a law is proposed in the Senate instead of
played (`senate/law_votes.py`); passed, it takes effect through `enact_law`.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, Done, PlayLaw
from bot.games.ror.rules.cards import LAW_DATA, WAR_DATA
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senate.proposals import INTERRUPTS, Interrupt
from bot.games.ror.rules.senators import seats_in_play
from bot.games.ror.rules.state import RorState

TRADITION_ERODES_STRENGTH = 15  # laws.json: Active wars of combined strength >= 15
PIRATE_SERIES = "pirate"
SOCIAL_WAR = "war:social"
ACILIAN = "law:acilian"
SERVILIAN = "law:servilian"


def law_in_effect(state: RorState, law: str) -> bool:
    return law in state.laws


def _active_strength(state: RorState) -> int:
    return sum(
        WAR_DATA[w.card].land_strength + WAR_DATA[w.card].naval_strength
        for w in state.wars
        if w.status == "active"
    )


def _pirate_war(state: RorState) -> bool:
    return any(w.status in ("active", "inactive") and PIRATE_SERIES in w.card for w in state.wars)


def law_playable(state: RorState, law: str) -> bool:
    """The law card's own condition when it is played (laws.json `requires`)."""
    if law == "law:acilian":
        return law_in_effect(state, "law:calpurnian")
    if law == "law:tradition_erodes":
        return _active_strength(state) >= TRADITION_ERODES_STRENGTH
    if law == "law:gabinian":
        return _pirate_war(state)
    if law in ("law:julian", "law:plautian_papirian"):
        return any(w.card == SOCIAL_WAR for w in state.wars)
    return True


def playable_laws(state: RorState, seat: str) -> list[str]:
    """The laws the faction may play now: none under 2.06, where laws are proposed."""
    if state.options.laws_by_vote:
        return []
    return held_laws(state, seat)


def held_laws(state: RorState, seat: str) -> list[str]:
    """Laws in the faction's hand whose own condition is met."""
    return [c for c in state.factions[seat].hand if c in LAW_DATA and law_playable(state, c)]


def law_refusal(state: RorState, seat: str, law: str) -> IllegalAction | None:
    """A law the faction holds, whose own condition is met [1.07.36]."""
    if law not in state.factions[seat].hand or law not in LAW_DATA:
        return IllegalAction("not_a_law_in_hand", "1.07.36")
    if not law_playable(state, law):
        return IllegalAction("law_condition_unmet", "1.07.36", law_id=law)
    return None


def play_law(ctx: Ctx[RorState], seat: str, law: str) -> None:
    """1.07.36: the law is played without a vote; 2.06 puts it to one instead."""
    if ctx.state.options.laws_by_vote:
        raise IllegalAction("law_needs_a_vote", "2.06")
    refusal = law_refusal(ctx.state, seat, law)
    if refusal is not None:
        raise refusal
    enact_law(ctx, seat, law)


def enact_law(ctx: Ctx[RorState], seat: str, law: str) -> None:
    """The law leaves the faction's hand and is in effect from now on [1.07.36]."""
    state = ctx.state
    state.factions[seat].hand.remove(law)
    state.laws.append(law)
    state.law_players[law] = seat
    ctx.emit("law_enacted", "1.07.36", faction=seat, law=law, name_id=law)
    _on_play(ctx, seat, law)


def _on_play(ctx: Ctx[RorState], seat: str, law: str) -> None:
    """The one-time effects printed on the Julian and Plautian-Papirian laws (laws.json)."""
    state = ctx.state
    mine = sorted((s for s in state.senators.values() if s.faction == seat), key=lambda s: s.card)
    if law == "law:julian":
        state.active_events.pop("manpower_shortage", None)
        state.no_recruitment_turn = None
        state.unrest = max(0, state.unrest - 3)
        for senator in mine:
            loss = ctx.dice(1, purpose="julian_law", rule="1.07.36", senator_id=senator.card)[0]
            senator.influence = max(0, senator.influence - loss)
        ctx.emit("law_effects", "1.07.36", law=law, name_id=law, unrest=state.unrest)
    elif law == "law:plautian_papirian":
        state.unrest = max(0, state.unrest - 2)
        for senator in mine:
            change_popularity(senator, -1)  # Pompey's doubled (statesmen.json 30A)
        ctx.emit("law_effects", "1.07.36", law=law, name_id=law, unrest=state.unrest)


# ---------------------------------------------------------------- when a law is played
#
# 1.07.36 (RULES §7.8, laws.json): at any time in the Senate Phase. Whether a faction holds
# a law is secret, so a law is offered only where its faction is asked something anyway
# (docs/RULES_CHOICES.md): with the other choices of its ballot on every proposal and of
# its Presiding Magistrate's floor (both private to the seat), and in one window before
# the governors, opened to every faction when any holds a law.


def open_law_window(state: RorState) -> bool:
    """Once a Senate, before the governors: when any faction holds a law it may play,
    every faction is asked (so nobody learns who holds one) [1.07.36]."""
    seats = seats_in_play(state)
    if not any(playable_laws(state, s) or can_repeal_acilian(state, s) for s in seats):
        return False
    push(state, "play_laws", "1.07.36", seats, simultaneous=True)
    return True


def can_repeal_acilian(state: RorState, seat: str) -> bool:
    """laws.json: the Servilian Law may instead be openly discarded to repeal the Acilian
    Law once it is in effect."""
    return SERVILIAN in state.factions[seat].hand and law_in_effect(state, ACILIAN)


def repeal_acilian(ctx: Ctx[RorState], seat: str) -> None:
    state = ctx.state
    if not can_repeal_acilian(state, seat):
        raise IllegalAction("cannot_repeal_acilian", "1.07.36")
    state.factions[seat].hand.remove(SERVILIAN)
    state.laws.remove(ACILIAN)
    state.law_players.pop(ACILIAN, None)
    state.discard += [SERVILIAN, ACILIAN]
    ctx.emit("acilian_repealed", "1.07.36", faction=seat, name_id=ACILIAN, by_id=SERVILIAN)


def law_plays(state: RorState, seat: str) -> list[Action]:
    """The laws the faction may play now, and the Servilian repeal of the Acilian Law."""
    repeal = [PlayLaw(card=SERVILIAN, repeal=True)] if can_repeal_acilian(state, seat) else []
    return [*(PlayLaw(card=c) for c in playable_laws(state, seat)), *repeal]


def apply_play(ctx: Ctx[RorState], seat: str, action: Action) -> None:
    assert isinstance(action, PlayLaw)
    if action.repeal:
        if action.card != SERVILIAN:
            raise IllegalAction("cannot_repeal_acilian", "1.07.36")
        repeal_acilian(ctx, seat)
    else:
        play_law(ctx, seat, action.card)


def legal_law_plays(state: RorState, seat: str) -> list[Action]:
    return [*law_plays(state, seat), Done()]


def apply_law_play(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if isinstance(action, PlayLaw):
        apply_play(ctx, seat, action)
    elif isinstance(action, Done):
        finish_turn_of_seat(ctx.state, seat)
    else:
        raise IllegalAction("wrong_phase", rule)


PROCEDURES.register(
    "play_laws",
    ProcedureRules(
        "play_laws",
        legal_law_plays,
        apply_law_play,
        done,
        private=True,
    ),
)

# 1.07.36: in a ballot or on the floor, the decision stays open
INTERRUPTS.append(
    Interrupt(
        options=law_plays,
        handles=lambda action: isinstance(action, PlayLaw),
        apply=apply_play,
        on_floor=True,
    )
)
