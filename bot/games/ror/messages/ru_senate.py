"""Russian texts of The Republic of Rome: the senate part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    # the order of business [1.09]
    "event.senate_opens": "Сенат собирается [{rule}].",
    "event.senate_step_done": "Сенат переходит от вопроса «{step}» к следующему [{rule}].",
    "event.senate_adjourned": "Заседание Сената закрыто [{rule}].",
    "event.nobody_presides": "В Риме нет никого, кто вёл бы вопрос «{step}» [{rule}].",
    "decision.senate_floor": (
        "{seat}: председательствует {presiding_name}. Внесите предложение или переходите "
        "дальше. [{rule}]"
    ),
    "action.adjourn": "Закрыть заседание",
    "event.proposal_withdrawn": "Предложение снято [{rule}].",
    # votes [1.09.13]
    "decision.senate_vote": "{seat}: проголосуйте по предложению. [{rule}]",
    "decision.senate_ballot": "{seat}: подайте тайный бюллетень по предложению. [{rule}]",
    "action.vote_yes": "Все «за» (голосов: {votes})",
    "action.vote_no": "Все «против» (голосов: {votes})",
    "action.vote_split": "Раздельно (голосов: {votes})",
    "action.vote_yes_bought": "Все «за», купить {bought} (голосов: {votes})",
    "action.vote_no_bought": "Все «против», купить {bought} (голосов: {votes})",
    "action.vote_split_bought": "Раздельно, купить {bought} (голосов: {votes})",
    "action.vote_abstain": "Воздержаться",
    "event.ballot_cast": "{faction} голосуют: «за» {yes}, «против» {no} [{rule}].",
    "event.ballot_recorded": "Ваш бюллетень принят: «за» {yes}, «против» {no} [{rule}].",
    "event.ballot_recorded.abstain": "Ваш бюллетень принят: вы воздерживаетесь [{rule}].",
    "event.ballot_cast.abstain": "{faction} воздерживаются [{rule}].",
    # what a vote's prompt says of the proposal, so that a DM stands alone
    "vote.proposal": "📜 {proposal} Автор предложения: {sponsor}.",
    "vote.passes_majority": "Принимается, если голосов «за» больше, чем «против» [{rule}].",
    "vote.passes_two_thirds": "Принимается двумя третями поданных голосов [{rule}].",
    "vote.votes": {
        "one": "У вашей фракции {count} голос из {total} в Сенате.",
        "few": "У вашей фракции {count} голоса из {total} в Сенате.",
        "many": "У вашей фракции {count} голосов из {total} в Сенате.",
        "other": "У вашей фракции {count} голоса из {total} в Сенате.",
    },
    "event.vote_tally": "Голоса подсчитаны: «за» {yes}, «против» {no} [{rule}].",
    "event.proposal_passed": "Предложение принято: «за» {yes}, «против» {no} [{rule}].",
    "event.proposal_failed": "Предложение отклонено: «за» {yes}, «против» {no} [{rule}].",
    "event.proposal_vetoed": "{faction} налагают вето трибуна на предложение [{rule}].",
    # unanimous defeat [1.09.144]
    "event.unanimous_defeat": "{name}: единогласное поражение [{rule}].",
    "decision.unanimous_defeat": (
        "{seat}: единогласное поражение. Ваш председательствующий теряет 1 Влияние или "
        "слагает полномочия. [{rule}]"
    ),
    "action.lose_influence": "Потерять 1 Влияние и вести дальше",
    "action.step_down": "Сложить полномочия председательствующего",
    "event.presider_loses_influence": (
        "{name} теряет 1 Влияние и продолжает председательствовать [{rule}]."
    ),
    "event.presider_steps_down": (
        "{name} слагает полномочия и больше не будет председательствовать [{rule}]."
    ),
    # tribunes [1.09.15]
    "action.veto": "Вето: {tribune}",
    "action.propose_with_tribune": "Предложить с трибуном: {tribune}",
    "action.propose_unknown": "Предложить: {proposal}",
    "event.tribune_used": "{faction} играют **{name}**: {why} [{rule}].",
    "action.claim_floor": "Заявить следующее предложение: {tribune}",
    "action.claim_reopening": "Вновь открыть Сенат после закрытия: {tribune}",
    "event.floor_claimed": ("Тайно: {name} внесёт следующее предложение, какое сможет [{rule}]."),
    "event.reopening_claimed": "Тайно: {name} вновь откроет Сенат после закрытия [{rule}].",
    "event.floor_claim_lapsed": "Ваша заявка отменена: карта «{name}» больше не у вас [{rule}].",
    "decision.tribune_floor": (
        "{seat}: слово за вашим трибуном ({name}). Внесите одно предложение. [{rule}]"
    ),
    "event.senate_reopened": (
        "{faction} вновь открывают Сенат картой **{name}** для одного предложения [{rule}]."
    ),
    "event.tribune_proposal_forgone": (
        "{faction} не вносят предложения через своего трибуна [{rule}]."
    ),
    # offices [1.09.2-1.09.4]
    "event.office_taken": "{name} становится: {office} (Влияние +{influence}) [{rule}].",
    "event.office_left": "{name} оставляет должность: {office} [{rule}].",
    "action.propose_consuls": "Предложить в консулы: {a_name} и {b_name}",
    "event.proposal_consuls": "{presiding_name} предлагает в консулы: {a_name} и {b_name} "
    "[{rule}].",
    "event.consuls_appointed": "{a_name} и {b_name}, последняя возможная пара, назначены "
    "консулами [{rule}].",
    "event.no_consuls": "Ни одну пару консулов избрать нельзя [{rule}].",
    "decision.choose_rome_consul": (
        "{seat}: один новый консул станет римским консулом, другой — полевым. Кто из них "
        "остаётся в Риме? [{rule}]"
    ),
    "action.choose_rome_consul": "Римский консул: {senator}",
    "decision.appoint_dictator": ("{seat}: назначить диктатора вместе с другим консулом? [{rule}]"),
    "action.name_senator": "Назначить: {senator}",
    "action.name_nobody": "Никого не назначать",
    "event.dictator_appointed": "Консулы назначают диктатора: {name} [{rule}].",
    "event.dictator_not_appointed": "Консулы не назначают диктатора [{rule}].",
    "action.propose_dictator": "Предложить в диктаторы: {name}",
    "event.proposal_dictator": "{presiding_name} предлагает в диктаторы: {name} [{rule}].",
    "decision.appoint_master_of_horse": "{seat}: назначьте начальника конницы. [{rule}]",
    "action.propose_censor": "Предложить в цензоры: {name}",
    "event.proposal_censor": "{presiding_name} предлагает в цензоры: {name} [{rule}].",
    "event.censor_appointed": "{name}, единственный кандидат, становится цензором [{rule}].",
    "event.no_censor": "Никто не может стать цензором [{rule}].",
    # refusals
    "illegal.no_such_proposal": "Такого предложения нет [{rule}].",
    "illegal.bad_proposal_params": "Предложение «{proposal}» непонятно ({detail}) [{rule}].",
    "illegal.proposal_out_of_step": "Это предложение не относится к текущему вопросу "
    "Сената ({step}) [{rule}].",
    "illegal.proposal_defeated_before": "Это предложение уже отклонено в этом ходу [{rule}].",
    "illegal.proposal_vetoed_before": "На это предложение в этом ходу уже наложено вето [{rule}].",
    "illegal.presiding_needs_no_tribune": "Председательствующий вносит предложения без "
    "трибуна [{rule}].",
    "illegal.cannot_adjourn_yet": "Сенат не может закрыть заседание, не решив свои "
    "вопросы [{rule}].",
    "illegal.business_not_finished": "Вопрос «{step}» ещё не решён [{rule}].",
    "illegal.vote_twice": "Сенатор голосует только один раз [{rule}].",
    "illegal.not_your_voter": "{senator} — не ваш сенатор в Риме [{rule}].",
    "illegal.bought_votes_unused": (
        "Чтобы использовать купленные голоса, {senator} должен голосовать [{rule}]."
    ),
    "illegal.cannot_buy_votes": "{senator} не может купить столько голосов: {amount} [{rule}].",
    "illegal.cannot_veto": "На это предложение нельзя наложить вето [{rule}].",
    "illegal.no_such_tribune": "У вас нет такого трибуна [{rule}].",
    "illegal.tribune_cannot_interrupt": "Трибун не может взять слово во время предложения "
    "другого трибуна [{rule}].",
    "illegal.floor_claimed_already": "Ваша фракция уже заявила право на слово [{rule}].",
    "illegal.tribune_proposes_only": "Трибун вносит одно предложение или ни одного [{rule}].",
    "illegal.proposal_not_by_tribune": "Трибун не может внести такое предложение [{rule}].",
    "illegal.office_filled": "Эта должность уже занята в этом ходу [{rule}].",
    "illegal.consuls_need_pair": "Консулов предлагают парой из двух сенаторов [{rule}].",
    "illegal.not_eligible_consul": "{senator} не может быть консулом [{rule}].",
    "illegal.not_a_new_consul": "Назовите одного из новых консулов [{rule}].",
    "illegal.no_dictator_needed": "Войны Рима не требуют диктатора [{rule}].",
    "illegal.not_eligible_dictator": "{senator} не может быть диктатором [{rule}].",
    "illegal.not_eligible_master_of_horse": (
        "Этот сенатор не может быть начальником конницы [{rule}]."
    ),
    "illegal.not_eligible_censor": "{senator} не может быть цензором [{rule}].",
}
