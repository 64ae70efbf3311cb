"""English texts of The Republic of Rome: legionary disbandment and recall [2.04]."""

MESSAGES: dict[str, str] = {
    # legionary disbandment and recall [2.04]
    "event.veterans_disbanded": (
        "{name} disbands {legions} veteran legion(s) loyal to him: Oratory {oratory}, "
        "Influence {influence}. [{rule}]"
    ),
    "event.disbanded_legions_to_pool": (
        "The legions {name} disbanded rejoin the pool as regular legions. [{rule}]"
    ),
    "event.disbanded_legions_recalled": (
        "🛡️ Rome recalls {legion_count} disbanded by {name} for {cost}T; the Treasury "
        "holds {treasury}T. [{rule}]"
    ),
    "decision.disband_veterans": (
        "{seat}: disband veteran legions loyal to your victorious commander? [{rule}]"
    ),
    "action.disband_veterans": "{senator} disbands {count} veteran legion(s)",
    "action.propose_recall_legions": "Recall {count} legion(s) of {senator} ({cost}T)",
    "event.proposal_recall_legions": (
        "{presiding_name} proposes recalling the {count} legion(s) {senator} disbanded, for "
        "{cost}T. [{rule}]"
    ),
    "illegal.no_veterans_to_disband": (
        "{senator} has not that many veteran legions loyal to him to disband. [2.04]"
    ),
    "illegal.legion_disbandment_off": "This game does not use legionary disbandment. [2.04]",
    "illegal.no_disbanded_legions": "That senator has not that many disbanded legions. [2.04]",
    "illegal.recall_needs_consul": "Only a presiding Consul or Dictator may recall them. [2.04]",
    "illegal.recall_unaffordable": "The recall costs {cost}T, more than the Treasury holds. [2.04]",
}
