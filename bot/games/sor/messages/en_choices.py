"""English texts of Sword of Rome: the names of the `/sor …` options' fixed choices."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "cmd.sor_choice.what.roster": "The leader roster",
    "cmd.sor_choice.what.map": "The map",
    "cmd.sor_choice.source.card": "A card of this value",
    "cmd.sor_choice.source.desperate_times": "Desperate Times (counts as 3)",
    "cmd.sor_choice.source.neutral_power": "Neutral Power Activates (counts as 3)",
    "cmd.sor_choice.source.transalpine": "A Transalpine activation (counts as 3)",
    "cmd.sor_choice.power.roman": "Romans",
    "cmd.sor_choice.power.gallic": "Gauls",
    "cmd.sor_choice.power.etruscan": "Etruscans",
    "cmd.sor_choice.power.samnite": "Samnites",
    "cmd.sor_choice.power.greek": "Greeks",
    "cmd.sor_choice.power.carthaginian": "Carthaginians",
    "cmd.sor_choice.power.volsci": "Volsci",
    "cmd.sor_choice.power.transalpine": "Transalpine Gauls",
}
