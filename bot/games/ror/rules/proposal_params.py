"""The parameters of a Senate proposal [1.09.1]: one pydantic model per kind of proposal.

A kind registered with `senate.proposals.register` declares its model (`ProposalKind.params`);
`Propose.params` and `Proposal.params` are validated against the model of their kind, so the
rules read attributes. Bad parameters from a player (a missing, extra or mistyped field) are
an `IllegalAction` (`bad_proposal_params`), raised while the action is read: nothing changes.

The JSON is the one the parameters were given in: a field left out stays out (its default
is used but not written), so stored actions, states and button digests keep their bytes.
"""

from __future__ import annotations

from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    SerializerFunctionWrapHandler,
    ValidationError,
    model_serializer,
)

from bot.engine.errors import IllegalAction


class ProposalParams(BaseModel):
    """A kind's parameters (ids and numbers). Subclass per kind; a kind with none uses
    `NoParams`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_serializer(mode="wrap")
    def _as_given(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        given, data = self.model_fields_set, handler(self)
        if len(given) == len(data):  # every field was given (the usual case)
            return data  # type: ignore[no-any-return]
        return {k: v for k, v in data.items() if k in given}


class NoParams(ProposalParams):
    """A proposal that names nothing (the Rhodian Alliance rejected)."""


#: the params model of every registered kind of proposal, by its key
PARAMS: dict[str, type[ProposalParams]] = {}


def typed_params(key: str, value: Any) -> ProposalParams:
    """`value` (a mapping, or already the kind's model) as the params of proposal `key`."""
    model = PARAMS.get(key)
    if model is None:
        raise IllegalAction("no_such_proposal", "1.09.13", proposal=key)
    if type(value) is model:
        return value
    try:
        return model.model_validate(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "params"
        raise IllegalAction(
            "bad_proposal_params", "1.09.1", proposal=key, detail=f"{where}: {first['msg']}"
        ) from None


class SenatorParams(ProposalParams):
    """A proposal naming one senator (a Dictator, a Censor, the Pontifex Maximus)."""

    senator: str


class AccusedParams(ProposalParams):
    """A trial naming its accused (the special prosecution of an assassin's Leader)."""

    accused: str


class ProsecutionParams(AccusedParams):
    """A prosecution [1.09.41]: the accused, the charge (`kind`), its ground (an office, a
    concession, a province plundered) and the Prosecutor."""

    kind: str
    ground: str
    prosecutor: str
