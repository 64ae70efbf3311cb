"""Russian texts of The Republic of Rome: the forum events part (Barbarian Raids, New
Alliance, Refuge, provinces in revolt, Lucullus recalled)."""

MESSAGES: dict[str, str] = {
    # Barbarian Raids take a governor [1.07.21, 1.10.71]
    "event.governor_captured_by_raid": (
        "⛓️ Варвары уводят в плен губернатора провинции {province_name} — {name}: провинция "
        "возвращается на Форум, выкуп ({ransom} Т.) нужно заплатить до фазы Форума. [{rule}]"
    ),
    "event.raid_captives_killed": (
        "Варвары провинции {province_name} казнят невыкупленного пленного. [{rule}]"
    ),
    # Lucullus (29B) [statesmen.json]
    "event.lucullus_recalled": (
        "{name} отозван с войны ({war_name}), как того требует его особое свойство. [{rule}]"
    ),
    # New Alliance [1.07.21]
    "decision.new_alliance": (
        "{seat}: новый союз. Как старший магистрат в Риме, назовите войну, которая заканчивается "
        "миром ({wars}). [{rule}]"
    ),
    "action.make_peace": "Мир: {war}",
    "event.new_alliance_returns_war": (
        "🤝 Новый союз: {name} — враг просит мира; государству {spoils} Т. трофеев (в казне "
        "{treasury} Т.), а война возвращается в шесть верхних карт колоды. [{rule}]"
    ),
    "event.new_alliance_ends_war": (
        "🤝 Ещё один новый союз окончательно завершает войну ({name}): государству {spoils} Т. "
        "трофеев (в казне {treasury} Т.). [{rule}]"
    ),
    "event.new_alliance_unused": "Новый союз не находит войны, которую можно завершить. [{rule}]",
    "illegal.no_alliance_against": "Новый союз не может завершить эту войну: {war}. [1.07.21]",
    # Refuge [1.07.21]
    "event.leader_takes_refuge": (
        "🏃 {name} спасается после поражения и находит убежище: поможет следующей вытянутой войне. "
        "[{rule}]"
    ),
    "event.refugee_joins_war": "{name} выходит из убежища на помощь: {war_name}. [{rule}]",
    "event.refugee_rises": "🔥 {name} выходит из убежища и помогает всем войнам: {wars}. [{rule}]",
    "event.refugee_discarded": (
        "{name} уходит навсегда: последняя война этого лидера проиграна. [{rule}]"
    ),
    # provinces in revolt [1.07.21]
    "event.province_becomes_war": (
        "🔥 {name}: открытое восстание — активная война с сухопутной силой {land} и морской силой "
        "{naval}. [{rule}]"
    ),
    "event.province_regained": "{name}: провинция усмирена и возвращается на Форум. [{rule}]",
    "event.pretender_emerges_in": (
        "👑 Претендент поднимается в провинции {name} (губернатор: {governor}). [{rule}]"
    ),
    "event.pretender_battle": (
        "⚔️ {name} и гарнизон провинции {province_name} ({roman}) против претендента ({enemy}): "
        "три кубика — {roll}, итого {total}, {result}; потеряно легионов: {legions_lost}. [{rule}]"
    ),
}
