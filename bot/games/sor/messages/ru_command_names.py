"""Russian names of Sword of Rome's `/sor …` commands and their options (`cmd.name.<path>`,
read by `bot.discord.client.CatalogTranslator`): lower case, at most 32 letters, digits,
`-` or `_`, the glossary's terms."""

from bot.messages.catalogues import Entry

#: each command's Russian name and its options' (the option names shared by several
#: commands are in `OPTIONS`)
COMMANDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "start": ("начать", ()),
    "import": ("загрузить", ("what", "file", "text")),
    "activate": ("активировать", ("leader", "card", "source", "campaign")),
    "minor": ("второстепенный", ("leader", "space")),
    "other": ("сыграть_иначе", ()),
    "move": ("идти", ("space",)),
    "take": ("взять_бе", ("cu",)),
    "drop": ("оставить_бе", ("cu",)),
    "pickup": ("взять_лидера", ("leader",)),
    "leave": ("оставить_лидера", ("leader",)),
    "end": ("закончить", ()),
    "intercept": ("перехват", ("leader", "origin", "cu")),
    "avoid": ("уклонение", ("leader", "origin", "cu", "by_sea")),
    "withdraw": ("за_стены", ("power", "cu")),
    "answer": ("ответить", ("choice",)),
    "battle": ("битва", ("attacker_losses", "defender_losses", "retreat")),
    "units": ("войска", ("space", "power", "delta", "inside")),
    "control": ("контроль", ("space", "power")),
    "loyalty": ("лояльность", ("space", "loyalty")),
    "vp": ("по", ("seat", "vp")),
    "siege": ("осада", ("space", "besieged")),
    "event_leader": ("лидер_события", ("leader", "space", "command")),
    "displaced": ("вытеснен", ("leader",)),
    "alliance": ("союз", ("power", "other", "allied")),
}

OPTIONS: dict[str, str] = {
    "what": "что",
    "file": "файл",
    "text": "текст",
    "leader": "лидер",
    "card": "карта",
    "source": "источник",
    "campaign": "кампания",
    "space": "локация",
    "origin": "откуда",
    "cu": "бе",
    "power": "держава",
    "choice": "выбор",
    "attacker_losses": "потери_атакующего",
    "defender_losses": "потери_обороняющегося",
    "retreat": "отступление",
    "delta": "изменение",
    "inside": "внутри",
    "loyalty": "лояльность",
    "seat": "игрок",
    "vp": "по",
    "besieged": "в_осаде",
    "command": "командование",
    "by_sea": "морем",
    "other": "другая_держава",
    "allied": "в_союзе",
}

MESSAGES: dict[str, Entry] = {
    "cmd.name.sor": "меч_рима",
    **{f"cmd.name.sor.{c}": name for c, (name, _) in COMMANDS.items()},
    **{
        f"cmd.name.sor.{c}.{o}": OPTIONS[o] for c, (_, options) in COMMANDS.items() for o in options
    },
}
