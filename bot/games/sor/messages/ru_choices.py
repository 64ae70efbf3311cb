"""Russian texts of Sword of Rome: the choices part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "cmd.sor_choice.what.roster": "Состав лидеров",
    "cmd.sor_choice.what.map": "Карта",
    "cmd.sor_choice.source.card": "Карта этого значения",
    "cmd.sor_choice.source.desperate_times": "«Отчаянные времена» (считается за 3)",
    "cmd.sor_choice.source.neutral_power": "«Активация нейтральной державы» (считается за 3)",
    "cmd.sor_choice.source.transalpine": "Активация трансальпийских галлов (считается за 3)",
    "cmd.sor_choice.power.roman": "Римляне",
    "cmd.sor_choice.power.gallic": "Галлы",
    "cmd.sor_choice.power.etruscan": "Этруски",
    "cmd.sor_choice.power.samnite": "Самниты",
    "cmd.sor_choice.power.greek": "Греки",
    "cmd.sor_choice.power.carthaginian": "Карфагеняне",
    "cmd.sor_choice.power.volsci": "Вольски",
    "cmd.sor_choice.power.transalpine": "Трансальпийские галлы",
}
