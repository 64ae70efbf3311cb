"""`/why` explains every kind of decision the engine may ask for."""

from __future__ import annotations

from bot.discord.views import why_text
from bot.games.ror.rules.procedures import PROCEDURES
from bot.messages import has, t
from bot.service.outbox import PromptPayload


def test_every_decision_kind_has_a_why_text() -> None:
    missing = [p.decision for p in PROCEDURES.rules.values() if not has(f"why.{p.decision}")]
    assert missing == []


def test_why_text_carries_the_rule_number() -> None:
    text = why_text([_prompt("senate_ballot", "1.09.13")])
    assert "[1.09.13]" in text and t("why.senate_ballot") in text


def test_why_text_of_an_unknown_kind_still_gives_the_rule() -> None:
    text = why_text([_prompt("no_such_kind", "9.99")])
    assert "[9.99]" in text and t("ui.why.unknown") in text


def test_why_text_of_a_decision_without_a_rule_number_explains_it_alone() -> None:
    """A game's own procedure no rule number stands behind (Here I Stand's Papal hand)."""
    text = why_text([_prompt("senate_ballot", "")])
    assert text == t("why.senate_ballot") and "[" not in text


def _prompt(decision: str, rule: str) -> PromptPayload:
    return PromptPayload(
        game_id=1,
        version=1,
        seat="equites",
        decision=decision,
        rule=rule,
        private=False,
        text="",
        choices=[],
    )
