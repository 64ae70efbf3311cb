"""Russian texts of The Republic of Rome: the legion disbandment part (disbandment and recall
[2.04])."""

MESSAGES: dict[str, str] = {
    # legionary disbandment and recall [2.04]
    "event.veterans_disbanded": (
        "{name} распускает преданные ему ветеранские легионы (распущено: {legions}); "
        "Красноречие {oratory}, Влияние {influence}. [{rule}]"
    ),
    "event.disbanded_legions_to_pool": (
        "Легионы, которые распустил {name}, возвращаются в резерв обычными легионами. [{rule}]"
    ),
    "event.disbanded_legions_recalled": (
        "🛡️ Рим снова призывает легионы, которые распустил {name} ({legion_count}), за "
        "{cost} Т.; в казне {treasury} Т. [{rule}]"
    ),
    "decision.disband_veterans": (
        "{seat}: распустить ветеранские легионы, преданные вашему победившему командующему? "
        "[{rule}]"
    ),
    "action.disband_veterans": "{senator}: распустить ветеранов ({count})",
    "action.propose_recall_legions": "Призвать легионы ({count}) — {senator}, {cost} Т.",
    "event.proposal_recall_legions": (
        "{presiding_name} предлагает снова призвать легионы, которые распустил {senator} "
        "(легионов: {count}), за {cost} Т. [{rule}]"
    ),
    "illegal.no_veterans_to_disband": (
        "{senator}: у него нет столько преданных ему ветеранских легионов. [2.04]"
    ),
    "illegal.legion_disbandment_off": "В этой партии роспуск легионов не используется. [2.04]",
    "illegal.no_disbanded_legions": "У этого сенатора нет столько распущенных легионов. [2.04]",
    "illegal.recall_needs_consul": (
        "Призвать их может только председательствующий консул или диктатор. [2.04]"
    ),
    "illegal.recall_unaffordable": "Призыв стоит {cost} Т. — больше, чем есть в казне. [2.04]",
}
