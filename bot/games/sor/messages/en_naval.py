"""English texts of Sword of Rome: refusing battle after arriving by sea (10.5.1)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "decision.sor_sea_return": (
        "{seat}, your army came by sea: stepping back is a naval move. Resolve it at the "
        "table (Naval Combat, Storms at Sea) and report: does it sail back, or must it "
        "fight? [{rule}]"
    ),
    "action.sor_sea_return": "It sails back",
    "action.sor_sea_return_forced": "Return or Storms at Sea: fight",
    "event.sor_sea_return_forced": (
        "{leader} cannot sail back (a Return result or Storms at Sea): the battle is "
        "fought. [{rule}]"
    ),
}
