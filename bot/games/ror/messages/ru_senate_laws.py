"""Russian texts of The Republic of Rome: the Senate laws part (the Gabinian and Manilian Laws
[laws.json], Land Bills' repeal [1.09.62])."""

MESSAGES: dict[str, str] = {
    # the Gabinian Law [laws.json]
    "event.gabinian_recruited": (
        "Закон Габиния: {name} набирает войска ({forces}) за {cost} Т. против врага: {war}. "
        "[{rule}]"
    ),
    "decision.gabinian_recruit": (
        "{seat}: по закону Габиния ваши командующие на войне ({commanders}) могут набирать "
        "легионы и флоты по {cost} Т. за единицу, из своих денег, а затем из казны фракции. "
        "[{rule}]"
    ),
    "action.gabinian_recruit": "{commander} набирает {forces}",
    "illegal.gabinian_not_your_commander": "Это не ваш командующий на войне. [1.10.1]",
    "illegal.gabinian_short": (
        "Командующий и казна вашей фракции не могут заплатить {cost} Т. [1.10.1]"
    ),
    "why.gabinian_recruit": (
        "Закон Габиния позволяет командующим на войне набирать войска на свои деньги перед "
        "битвами, даже при запрете набора или Нехватке людских ресурсов."
    ),
    "cmd.combat.gabinian": (
        "Закон Габиния: ваш командующий на войне набирает войска (10 Т. за единицу)"
    ),
    "cmd.opt.commander": "Ваш командующий",
    "cmd.opt.legions": "Легионы",
    "cmd.opt.fleets": "Флоты",
    # the Manilian Law [laws.json]
    "event.manilian_moved": (
        "Закон Манилия: {name} сохраняет армию и как проконсул переходит с войны «{old_name}» "
        "на войну «{war_name}». [{rule}]"
    ),
    "action.move_on_to_war": "Идти дальше: {war} (закон Манилия)",
    "illegal.manilian_cannot_move": (
        "Ваша победившая армия не может перейти на эту войну (нет закона Манилия, такой "
        "текущей войны или войск для неё). [1.11.3]"
    ),
    # Land Bills [1.09.62]
    "illegal.must_vote_yes": ("{senator} — автор этой отмены и должен голосовать «за». [1.09.62]"),
}
