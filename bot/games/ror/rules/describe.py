"""Button labels: the catalogue key and parameters that describe an action."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import (
    Action,
    AppealToPeople,
    Assassinate,
    AssignProvince,
    ChooseLeader,
    ConcessionIncome,
    Consent,
    Contribute,
    Done,
    EliminateReleased,
    MakePeace,
    NameFaction,
    PayRansom,
    PlayBodyguards,
    PlayConcession,
    PlayLaw,
    PlayOpenBodyguard,
    PlayStatesman,
    QuitGame,
    TakeSpoils,
    Transfer,
)
from bot.games.ror.rules.cards import CARDS, card_name
from bot.games.ror.rules.combat.describe import describe_war_action
from bot.games.ror.rules.forum.describe import describe_forum_action
from bot.games.ror.rules.provincial.describe import describe_provincial_action
from bot.games.ror.rules.redistribution import describe_transfer
from bot.games.ror.rules.revolution.describe import describe_revolution_action
from bot.games.ror.rules.senate.describe import describe_senate_action
from bot.games.ror.rules.state import RorState


def _name(card: str) -> str:
    return card_name(card) if card in CARDS else card


def describe_action(state: RorState, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, ChooseLeader):
        return "action.choose_leader", {"senator": _name(action.senator)}
    if isinstance(action, PlayStatesman):
        return "action.play_statesman", {"card": _name(action.card)}
    if isinstance(action, PlayConcession):
        return "action.play_concession", {
            "card": _name(action.card),
            "senator": _name(action.senator),
        }
    if isinstance(action, NameFaction):
        return "action.name_faction", {"faction": action.faction}
    if isinstance(action, AssignProvince):
        return "action.assign_province", {
            "province": _name(action.province),
            "senator": _name(action.senator),
            "term": action.term,
        }
    if isinstance(action, TakeSpoils):
        return "action.take_spoils", {"province": _name(action.province)}
    if isinstance(action, Transfer):
        return describe_transfer(state, action)
    if isinstance(action, Contribute):
        return "action.contribute", {"senator": _name(action.senator), "amount": action.amount}
    if isinstance(action, PayRansom):  # combat (issue 5)
        return "action.pay_ransom", {"senator": _name(action.senator)}
    if isinstance(action, Consent):  # governors and other business (issue 4)
        return ("action.consent_agree" if action.agree else "action.consent_refuse"), {}
    if isinstance(action, PlayLaw):
        key = "action.repeal_acilian" if action.repeal else "action.play_law"
        return key, {"card": _name(action.card)}
    if isinstance(action, AppealToPeople):  # prosecutions and assassinations (issue 4)
        return ("action.appeal_three_dice" if action.three_dice else "action.appeal_to_people"), {}
    if isinstance(action, Assassinate):
        return "action.assassinate", {
            "assassin": _name(action.assassin),
            "target": _name(action.target),
            "cards": len(action.cards),
        }
    if isinstance(action, PlayBodyguards):
        return "action.assassin_bodyguards", {"count": len(action.cards)}
    provincial = describe_provincial_action(action)  # 2.02, 2.03
    if provincial is not None:
        return provincial
    if isinstance(action, PlayOpenBodyguard):
        return "action.play_open_bodyguard", {"senator": _name(action.senator)}
    if isinstance(action, MakePeace):  # rules gaps [1.07.21]
        return "action.make_peace", {"war": _name(action.war)}
    if isinstance(action, EliminateReleased):  # rules gaps [1.06.2]
        return "action.eliminate_released", {}
    if isinstance(action, QuitGame):  # rules gaps [1.05.4]
        return "action.quit_game", {}
    if isinstance(action, ConcessionIncome):  # rules gaps [1.06.1]
        return f"action.concession_income_{action.choice}", {"card": _name(action.card)}
    senate = describe_senate_action(state, action)  # senate (issue 4)
    if senate is not None:
        return senate
    revolution = describe_revolution_action(action)  # revolution (issue 5)
    if revolution is not None:
        return revolution
    war = describe_war_action(action)  # rebel end game, Cleopatra, 2.04 (issue 5)
    if war is not None:
        return war
    forum = describe_forum_action(action)  # forum (issue 3)
    if forum is not None:
        return forum
    assert isinstance(action, Done)
    return "action.done", {"phase": state.phase}
