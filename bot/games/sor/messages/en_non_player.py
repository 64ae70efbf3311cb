"""English texts of Sword of Rome: where a non-player power's armies may go (16.3)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "illegal.sor_must_end_elsewhere": (
        "This non-player army may not end its move at {space}: march on to a space where it "
        "may stop. [{rule}]"
    ),
    "illegal.sor_no_end_in_reach": (
        "{leader} could not reach a space where his non-player army may end its move. [{rule}]"
    ),
}
