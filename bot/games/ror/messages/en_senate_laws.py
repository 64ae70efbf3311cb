"""English texts of The Republic of Rome: the laws' lasting effects: the Gabinian and
Manilian Laws [laws.json], Land Bills' repeal [1.09.62]."""

MESSAGES: dict[str, str] = {
    # the Gabinian Law [laws.json]
    "event.gabinian_recruited": (
        "Gabinian Law: {name} recruits {forces} for {cost}T against {war}. [{rule}]"
    ),
    "decision.gabinian_recruit": (
        "{seat}: under the Gabinian Law your commanders at war ({commanders}) may recruit "
        "legions and fleets at {cost}T each, from their own money and then your Faction "
        "Treasury. [{rule}]"
    ),
    "action.gabinian_recruit": "{commander} recruits {forces}",
    "illegal.gabinian_not_your_commander": ("That is no commander of yours at war. [1.10.1]"),
    "illegal.gabinian_short": (
        "The commander and your Faction Treasury cannot pay {cost}T. [1.10.1]"
    ),
    "why.gabinian_recruit": (
        "The Gabinian Law lets commanders at war recruit units with their own money before "
        "the battles, even under No Recruitment or a Manpower Shortage."
    ),
    "cmd.combat.gabinian": "Gabinian Law: your commander at war recruits units (10T each)",
    "cmd.opt.commander": "Your commander",
    "cmd.opt.legions": "Legions",
    "cmd.opt.fleets": "Fleets",
    # the Manilian Law [laws.json]
    "event.manilian_moved": (
        "Manilian Law: {name} keeps his army and marches from {old_name} to {war_name}, "
        "as a proconsul. [{rule}]"
    ),
    "action.move_on_to_war": "Move on to {war} (Manilian Law)",
    "illegal.manilian_cannot_move": (
        "Your victorious army cannot move on to that war (no Manilian Law, no such current "
        "war, or not enough units for it). [1.11.3]"
    ),
    # Land Bills [1.09.62]
    "illegal.must_vote_yes": "{senator} sponsors this repeal and must vote for it. [1.09.62]",
}
