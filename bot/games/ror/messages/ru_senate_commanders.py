"""Russian texts of The Republic of Rome: the Senate's commanders part (replacing and
reinforcing proconsuls, commanderless forces, garrisons, both consuls in one deployment
[1.09.64-1.09.647])."""

MESSAGES: dict[str, str] = {
    # replacing [1.09.644, 1.09.646]
    "action.propose_replace_commander": (
        "{war}: {proconsul} → {commander} (легионы +{legions}, флоты +{fleets})"
    ),
    "event.proposal_replace_commander": (
        "{presiding_name} предлагает сменить командующего ({war}): {proconsul} → {commander}; "
        "подкрепление: легионы +{legions}, флоты +{fleets}. [{rule}]"
    ),
    "event.commander_replaced": (
        "⚔️ **{war_name}**: {name} принимает командование ({forces}); {old_name} возвращается "
        "домой. [{rule}]"
    ),
    "illegal.bad_replacement": (
        "Укажите армию, нового командующего и дополнительные войска, если есть [1.09.644]"
    ),
    "illegal.proconsul_just_reinforced": (
        "Он получил подкрепление в этой фазе: сменить его сейчас нельзя [1.09.645]"
    ),
    "illegal.no_commanderless_force": "На этой войне нет армии без командующего [1.09.646]",
    # reinforcing [1.09.645]
    "action.propose_reinforce": "{commander} ({war}): подкрепление {forces}",
    "event.proposal_reinforce": (
        "{presiding_name} предлагает отправить подкрепление на войну ({war}); командующий "
        "{commander}, войска: {forces}. [{rule}]"
    ),
    "event.force_reinforced": (
        "🛡️ **{war_name}**: {name} получает подкрепление ({forces}). [{rule}]"
    ),
    "illegal.bad_reinforcement": (
        "Укажите проконсула и хотя бы одну единицу войск для отправки [1.09.645]"
    ),
    # commanderless forces [1.09.646]
    "action.propose_recall_commanderless": "Отозвать армию без командующего: {war}",
    "event.proposal_recall_commanderless": (
        "{presiding_name} предлагает отозвать армию, оставшуюся без командующего на войне "
        "({war}). [{rule}]"
    ),
    # garrisons [1.09.647]
    "action.propose_garrison": "Гарнизон в провинции {province}: {legion_count}",
    "event.proposal_garrison": (
        "{presiding_name} предлагает разместить гарнизон в провинции {province}: "
        "{legion_count}. [{rule}]"
    ),
    "action.propose_recall_garrison": "Отозвать из провинции {province}: {legion_count}",
    "event.proposal_recall_garrison": (
        "{presiding_name} предлагает отозвать из провинции {province}: {legion_count}. [{rule}]"
    ),
    "event.garrison_sent": (
        "🏰 Рим отправляет в провинцию {name}: {legion_count}; теперь гарнизон: {garrison}. "
        "[{rule}]"
    ),
    "event.garrison_recalled": "Вернулись из провинции {name}: {legion_count}. [{rule}]",
    "illegal.bad_garrison": "Укажите провинцию и хотя бы один легион [1.09.647]",
    "illegal.no_governor_to_garrison": (
        "Легионы можно разместить только при губернаторе, который не мятежник [1.09.647]"
    ),
    "illegal.no_such_garrison": "В этой провинции нет такого гарнизона [1.09.647]",
    "illegal.garrison_just_sent": (
        "Эти легионы отправлены в этом ходу: отозвать их пока нельзя [1.09.647]"
    ),
    # both consuls in one deployment [1.09.64]
    "action.propose_deploy_consuls": (
        "{war}: {commander} ({forces}); {war2}: {commander2} (легионы {legions2}, флоты {fleets2})"
    ),
    "event.proposal_deploy_consuls": (
        "{presiding_name} предлагает отправить консулов: {commander} ({forces}) — {war}; "
        "{commander2} (легионы {legions2}, флоты {fleets2}) — {war2}. [{rule}]"
    ),
    # part of a commanderless force [1.09.646]
    "action.propose_recall_commanderless_part": (
        "Отозвать {forces} из армии без командующего ({war})"
    ),
    "event.proposal_recall_commanderless_part": (
        "{presiding_name} предлагает отозвать из армии без командующего на войне ({war}): "
        "{forces}. [{rule}]"
    ),
    "event.force_part_recalled": (
        "Из армии без командующего на войне ({war_name}) в Рим возвращаются: {forces}. [{rule}]"
    ),
    "illegal.units_not_with_force": "Этих войск нет в этой армии. [1.09.646]",
    # part of a proconsul's force [1.09.646]
    "action.propose_recall_proconsul_part": "{commander} ({war}): отозвать {forces}",
    "event.proposal_recall_proconsul_part": (
        "{presiding_name} предлагает отозвать из армии, которой командует {commander} на "
        "войне ({war}): {forces}. [{rule}]"
    ),
    "event.proconsul_part_recalled": (
        "Из армии, которой командует {commander_name} на войне ({war_name}), в Рим "
        "возвращаются: {forces}; сам он остаётся. [{rule}]"
    ),
}
