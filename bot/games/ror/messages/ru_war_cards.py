"""Russian texts of The Republic of Rome: the war cards part (special wars [wars.json],
Cleopatra VII [1.10.2] and Proscription [intrigue.json])."""

MESSAGES: dict[str, str] = {
    # special wars [wars.json]
    "event.province_developed_by_war": (
        "После войны «{war_name}» провинция {name} становится развитой (без Влияния за это). "
        "[{rule}]"
    ),
    # Cleopatra VII [1.10.2, enemy_leaders.json]
    "event.cleopatra_joins_rome": (
        "👑 Клеопатра VII встаёт на сторону Рима: {name} получает {talents} Т. и +3 Военного "
        "дела против Александрийской войны, а его Популярность падает до {popularity}. [{rule}]"
    ),
    "event.cleopatra_joins_enemy": (
        "👑 Клеопатра VII возглавляет врага ({war_name}) против Рима (+3). [{rule}]"
    ),
    "decision.play_cleopatra": (
        "{seat}: сыграть Клеопатру VII перед Александрийской войной? [{rule}]"
    ),
    "action.play_cleopatra_rome": "Клеопатра за Рим",
    "action.play_cleopatra_enemy": "Клеопатра во главе врага",
    "illegal.cleopatra_not_playable": (
        "Клеопатру VII можно сыграть с руки, только пока Александрийская война активна. [1.10.2]"
    ),
    "illegal.cleopatra_needs_a_commander": (
        "Против Александрийской войны нет римского командующего, к которому могла бы "
        "примкнуть Клеопатра. [1.10.2]"
    ),
    # Proscription [intrigue.json]
    "decision.play_proscription": (
        "{seat}: Сенат победил в гражданской войне. Сыграть «Проскрипции»? Тогда {senator} "
        "как старший магистрат решит, уничтожить ли всех рыцарей ({knights}) и взять по 1к6 "
        "талантов за каждого. [{rule}]"
    ),
    "action.play_proscription": "Сыграть «Проскрипции»",
    "decision.proscription_choice": (
        "{seat}: сыграны «Проскрипции». {senator} как старший магистрат уничтожает всех "
        "рыцарей ({knights}) и берёт по 1к6 талантов за каждого? [{rule}]"
    ),
    "event.proscription_played": (
        "📜 {faction} играют «Проскрипции»: {hrao_name} как старший магистрат может внести "
        "рыцарей в проскрипционные списки. [{rule}]"
    ),
    "event.proscription_declined": (
        "{faction} отказываются от проскрипций: карта сбрасывается. [{rule}]"
    ),
    "event.knights_proscribed": (
        "⚔️ Проскрипции: все рыцари ({knights}) уничтожены, {name} получает {talents} Т. "
        "{faction} больше не могут привлекать рыцарей; все остальные получают +1 к броскам "
        "на рыцарей. [{rule}]"
    ),
    "illegal.proscription_not_held": "У вас нет карты «Проскрипции». [1.11.371]",
    "illegal.proscriber_attracts_no_knights": (
        "Ваша фракция провела проскрипции рыцарей: привлекать их она больше не может. [1.07.5]"
    ),
}
