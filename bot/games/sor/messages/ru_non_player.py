"""Russian texts of Sword of Rome: the non-player part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "illegal.sor_must_end_elsewhere": (
        "Эта армия неигровой державы не может закончить движение в локации {space}: идите "
        "дальше, туда, где ей можно остановиться. [{rule}]"
    ),
    "illegal.sor_no_end_in_reach": (
        "{leader} не сможет дойти до локации, где его армии неигровой державы можно "
        "закончить движение. [{rule}]"
    ),
}
