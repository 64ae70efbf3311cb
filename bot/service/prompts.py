"""Prompts: a seat's pending decision with its choices, as the players see them, and the
fingerprint that keeps a click on an older prompt valid while its choice still stands."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.games import get_presenter
from bot.messages import t
from bot.narrate import text as told
from bot.service.game_info import GameInfo
from bot.service.outbox import Deciding, PromptChoice, PromptPayload

#: `json.dumps(value, sort_keys=True)`, without making an encoder for every call (a move
#: writes some thirty of them)
_sorted_json = json.JSONEncoder(sort_keys=True).encode


def decision_head(decision: Decision) -> str:
    """The part a decision gives the fingerprints of all its choices (`digest_in`), written
    once per decision."""
    return head_of(decision_id(decision))


def head_of(found: DecisionId) -> str:
    """`decision_head` of the decision whose id is `found` (its data's JSON is in it)."""
    return f"[{json.dumps(found[1])}, {found[2]}, "


def digest_in(head: str, action: Mapping[str, Any]) -> str:
    """A short fingerprint of one choice (`action`) in one decision (its `decision_head`): a
    click on a prompt built at an older version is still honoured when the same decision
    still offers the same action. The hash of `json.dumps([kind, data, action],
    sort_keys=True)`, as on the buttons already posted."""
    text = f"{head}{_sorted_json(action)}]"
    return hashlib.blake2b(text.encode(), digest_size=4).hexdigest()


@dataclass(frozen=True, slots=True)
class Choice:
    index: int
    label: str
    action: dict[str, Any]
    digest: str
    #: the choice names what only its seat may know (a card in hand); asked only of a
    #: public decision's choices (those of a private one go to its seat alone anyway)
    private: bool = False


@dataclass(frozen=True, slots=True)
class Prompt:
    """A pending decision of one seat with its choices, as of `version`."""

    game_id: int
    version: int
    seat: str
    decision: Decision
    text: str
    choices: tuple[Choice, ...]
    #: when time runs out for it (None: no deadline), shown as a countdown
    due_at: float | None = None
    #: the decision's id (`decision_id`), taken when the prompt was drawn (None: not taken)
    found: DecisionId | None = None

    @property
    def public(self) -> bool:
        """Whether the prompt may be posted in the channel: a public prompt carries only
        public facts (docs/DESIGN.md). A private decision, one whose choices may name the
        seat's secrets, or (should a game fail to declare it) one offering a private
        choice now, goes to its seat only."""
        d = self.decision
        return not (d.private or d.secret_choices or any(c.private for c in self.choices))

    def notice(self) -> Deciding | None:
        """What the channel is told of a public decision whose choices went privately:
        who is deciding what, without the choices. None for a public prompt (the channel
        sees it whole) or a private decision (the channel sees nothing of it)."""
        if self.public or self.decision.private:
            return None
        return Deciding(
            game_id=self.game_id, seat=self.seat, decision=self.decision.kind, text=self.text
        )

    def payload(self, *, quiet: bool = False) -> PromptPayload:
        """The prompt as the outbox carries it (`quiet`: its seat was mentioned already)."""
        return PromptPayload(
            game_id=self.game_id,
            version=self.version,
            seat=self.seat,
            decision=self.decision.kind,
            rule=self.decision.rule,
            private=not self.public,
            text=self.text,
            choices=[
                PromptChoice(index=c.index, label=c.label, digest=c.digest) for c in self.choices
            ],
            quiet=quiet,
            due_at=self.due_at,
            key=prompt_key(self.decision) if self.found is None else key_of(self.found),
        )


def prompt_for(
    info: GameInfo,
    module: AnyGame,
    state: Any,
    version: int,
    d: Decision,
    *,
    due_at: float | None = None,
    legal: MutableMapping[str, Sequence[Any]] | None = None,
    found: DecisionId | None = None,
    clicks: MutableMapping[tuple[str, str], dict[str, Any]] | None = None,
) -> Prompt:
    """The prompt of decision `d`, pending in `state` at `version`, whose time runs out
    at `due_at` (None: no deadline). `legal` keeps the legal actions of `state` by seat,
    found or computed once (`legal_actions`); `found`: `d`'s id when the caller took it
    from `state` as it is (`with_ids`); `clicks` keeps each choice's action by its seat and
    digest, for a click on it (`GameService.choose`), the first one of a digest."""
    choices = []
    if found is None:
        found = decision_id(d)
    head = head_of(found)
    whole = d.private or d.secret_choices
    for i, action in enumerate(legal_actions(module, state, d.seat, legal)):
        data = action.model_dump(mode="json")
        private = not whole and module.private_choice(state, d.seat, action)
        label = action_label(module, state, action)
        digest = digest_in(head, data)
        choices.append(Choice(i, label, data, digest, private))
        if clicks is not None:
            clicks.setdefault((d.seat, digest), data)
    text = prompt_text(info, state, d)
    return Prompt(info.id, version, d.seat, d, text, tuple(choices), due_at, found)


def legal_actions(
    module: AnyGame, state: Any, seat: str, legal: MutableMapping[str, Sequence[Any]] | None
) -> Sequence[Any]:
    """The legal actions of `seat` in `state`: kept in `legal` (by seat, for `state` as it
    is) once computed. Not to be changed."""
    if legal is None:
        found: Sequence[Any] = module.legal_actions(state, seat)
        return found
    actions = legal.get(seat)
    if actions is None:
        actions = legal[seat] = module.legal_actions(state, seat)
    return actions


def action_label(module: AnyGame, state: Any, action: Any) -> str:
    """A choice's label: the game's description of `action`, its params read as an event's
    are (`bot.narrate.text`: `<param>_id` as the name, a seat as its name, a phrase key
    as its phrase)."""
    key, params = module.describe_action(state, action)
    return told(key, **params)


def prompt_text(info: GameInfo, state: Any, d: Decision) -> str:
    """What the prompt of decision `d`, pending in `state`, says above its choices."""
    params = {**d.data, "rule": d.rule, "seat": t(f"seat.{d.seat}")}
    text = told(f"decision.{d.kind}", **params)
    detail = get_presenter(info.game).decision_detail(state, d)
    return f"{text}\n{detail}" if detail else text


#: what tells one pending decision from another (`decision_id`): its seat, kind and data
DecisionId = tuple[str, str, str]


def decision_id(d: Decision) -> DecisionId:
    """What tells one pending decision from another: a decision pending before and after a
    move is the same decision, not prompted again."""
    return (d.seat, d.kind, _sorted_json(d.data))


def with_ids(decisions: Iterable[Decision]) -> list[tuple[DecisionId, Decision]]:
    """Each decision with its id, taken now: a decision's data may hold parts of the state,
    which a move changes in place, and the id stays the one its prompt was sent under."""
    return [(decision_id(d), d) for d in decisions]


def prompt_key(d: Decision) -> str:
    """The key the message of `d`'s prompt is kept under once sent (`messages.key`), so
    that it is edited when the decision closes: its seat and a digest of the decision."""
    return key_of(decision_id(d))


#: how many prompt keys `key_of` keeps (all are dropped when it is full)
KEYS_KEPT = 4096
_keys: dict[DecisionId, str] = {}


def key_of(found: DecisionId) -> str:
    """`prompt_key` of the decision whose id is `found`: kept once made, as a decision's
    prompt is keyed when it is sent and again when it closes."""
    key = _keys.get(found)
    if key is None:
        if len(_keys) >= KEYS_KEPT:
            _keys.clear()
        text = json.dumps(found)
        digest = hashlib.blake2b(text.encode(), digest_size=6).hexdigest()
        key = _keys[found] = f"prompt:{found[0]}:{digest}"
    return key
