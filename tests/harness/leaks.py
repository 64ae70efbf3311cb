"""A checker for hidden information in everything the harness saw the bot send.

Per seat it knows the seat's private facts at this moment:
- the names of the cards in its hand (only names printed on one card: "Tribune" is on
  several cards, so seeing it names nobody's hand);
- its faction treasury, as the bot shows it (the "Faction treasury" field of the seat's
  private embeds);
- the narration of every event the engine told that seat only (`ctx.tell`: a sealed
  ballot, a card offered, a redistribution), unless the same line was told to the reader
  too, or to everybody;
- while a sealed ballot is open, the ballot each seat cast, as its button label says it,
  on a line that names the seat (what a deadline's notice would say).
The rules show some cards to one other faction [1.11.1]: a card offered in trade is seen
by the faction it is offered to, and a card given is known to the giver; the checker
follows the trades in the state so those are not counted.
It reads a message as its reader does: content, embeds and the labels of its buttons and
select options. `HiddenFacts.scan` checks any messages (the service's outbox rendered, in
tests/service/test_public_facts.py); `LeakChecker` scans each message the harness saw sent
or edited since the last check. Both report every fact that reached a reader who is not the
seat's player."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Event
from bot.games.ror.rules import describe_action
from bot.games.ror.rules.actions import Action, Veto, Vote
from bot.games.ror.rules.cards import CARDS
from bot.games.ror.rules.state import RorState
from bot.messages import CATALOG, t
from bot.narrate import event_line
from bot.service.game_service import GameService
from tests.harness.fakes import Msg
from tests.harness.harness import Harness

#: names printed on a single card: only these identify a card in a hand
_COUNTS = Counter(c.name for c in CARDS.values())
UNIQUE_NAMES = {cid: c.name for cid, c in CARDS.items() if _COUNTS[c.name] == 1}
#: public events that name a card chosen by a die, wherever the card is: "Tax Farmer 5 is not
#: in play" tells nobody that it is in a hand [1.07.8]
DICE_NAMED = ("event.concession_not_in_play",)
#: a reader who is everybody (a channel post, a turn's thread, a public reply)
EVERYONE = None


def audience(msg: Msg) -> int | None:
    """The one user who can read `msg`, or EVERYONE."""
    if msg.where in ("dm", "thread") or (msg.where == "reply" and msg.ephemeral):
        return msg.user_id
    return EVERYONE


def readable(msg: Msg) -> str:
    """Everything the reader of `msg` reads: its text and its buttons' and options' labels."""
    return "\n".join([msg.text, *msg.labels])


def sealed_ballots(state: RorState) -> dict[str, str]:
    """While a sealed ballot is open, each seat's ballot cast, as its label [1.09.13]."""
    proc = state.procedures[-1] if state.procedures else None
    if proc is None or proc.kind != "senate_ballot":
        return {}
    cast: dict[str, str] = {}
    for seat, ballot in state.senate.ballots.items():
        action: Action = (
            Veto(tribune=ballot.veto)
            if ballot.veto
            else Vote(yes=ballot.yes, no=ballot.no, bought=ballot.bought)
        )
        key, params = describe_action(state, action)
        cast[seat] = t(key, **params)
    return cast


@dataclass
class HiddenFacts:
    """What each seat alone knows, followed through a game, and the leaks found in the
    messages scanned."""

    service: GameService
    game_id: int
    #: (message id, edits) already checked
    seen: set[tuple[int, int]] = field(default_factory=set)
    #: the lines of events told privately, by seat, and of public events
    told: dict[str, set[str]] = field(default_factory=dict)
    public: set[str] = field(default_factory=set)
    since: int = 0
    leaks: list[str] = field(default_factory=list)
    checked: int = 0
    #: cards of other hands each seat has seen through the rules (trades)
    known: dict[str, set[str]] = field(default_factory=dict)
    hands: dict[str, list[str]] = field(default_factory=dict)

    def _follow_trades(self, state: Any) -> None:
        proc = state.procedures[-1] if state.procedures else None
        if proc is not None and proc.kind == "answer_offer":
            for seat in proc.seats:
                self.known.setdefault(seat, set()).add(proc.data.card)
        for seat, faction in state.factions.items():
            for card in self.hands.get(seat, []):
                if card not in faction.hand:  # played or given: its former owner knows it
                    self.known.setdefault(seat, set()).add(card)
        self.hands = {seat: list(f.hand) for seat, f in state.factions.items()}

    async def _follow_events(self) -> None:
        """The lines of the events told to some seats only, and those told to everyone."""
        rows = await self.service.storage.load_events(self.game_id, self.since)
        for row in rows:
            self.since = max(self.since, row.seq)
            line = event_line(Event.model_validate_json(row.event_json))
            if row.visibility == "public":
                self.public.add(line)
            elif row.visibility == "seats":
                for seat in json.loads(row.seats_json):
                    self.told.setdefault(seat, set()).add(line)

    async def scan(self, messages: list[Msg]) -> None:
        """Check `messages` against what each seat alone knows now."""
        _version, state = await self.service.state(self.game_id)
        info = await self.service.info(self.game_id)
        self._follow_trades(state)
        await self._follow_events()
        ballots = sealed_ballots(state)
        for msg in messages:
            self.checked += 1
            reader = audience(msg)
            reader_seat = info.seat_of(reader) if reader is not None else None
            seen = self.known.get(reader_seat or "", set())
            theirs = self.told.get(reader_seat or "", set()) | self.public
            text = readable(msg)
            lines = set(text.splitlines())
            for seat, faction in state.factions.items():
                owner = info.user_of(seat)
                if reader is not None and reader == owner:
                    continue
                where = f"message {msg.id} ({msg.where}, to {reader}) shows {seat}'s"
                for card in faction.hand:
                    name = UNIQUE_NAMES.get(card) if card not in seen else None
                    if name and name in _without_dice_named(text, name):
                        self.leaks.append(f"{where} card {name}: {text[:200]!r}")
                if _shows_treasury(msg, seat):
                    self.leaks.append(f"{where} treasury: {text[:200]!r}")
                for line in (self.told.get(seat, set()) - theirs) & lines:
                    self.leaks.append(f"{where} private line {line!r}")
                name = t(f"seat.{seat}")
                if seat in ballots and any(ballots[seat] in x and name in x for x in lines):
                    self.leaks.append(f"{where} sealed ballot {ballots[seat]!r}")

    def assert_clean(self) -> None:
        assert not self.leaks, "hidden information leaked:\n" + "\n".join(self.leaks[:20])


class LeakChecker(HiddenFacts):
    """Scans what the harness saw the bot send."""

    def __init__(self, h: Harness, game_id: int) -> None:
        super().__init__(h.bot.service, game_id)
        self.h = h

    async def check(self) -> None:
        fresh = [m for m in self.h.messages.values() if (m.id, m.edits) not in self.seen]
        self.seen.update((m.id, m.edits) for m in fresh)
        await self.scan(fresh)


def _without_dice_named(text: str, name: str) -> str:
    for key in DICE_NAMED:
        pattern = re.escape(CATALOG[key])
        pattern = pattern.replace(re.escape("{name}"), re.escape(name))
        pattern = pattern.replace(re.escape("{rule}"), r"[^\]]*")
        text = re.sub(pattern, "", text)
    return text


def _shows_treasury(msg: Msg, seat: str) -> bool:
    """A private embed of `seat` (its hand or its faction) with the treasury field."""
    titles = {
        t("ui.hand.title", seat=t(f"seat.{seat}")),
        t("ui.faction.title", seat=t(f"seat.{seat}")),
    }
    treasury = t("ui.hand.treasury")
    for embed in msg.embeds:
        fields: list[dict[str, Any]] = embed.get("fields", [])
        if embed.get("title") in titles and any(f["name"] == treasury for f in fields):
            return True
    return False
