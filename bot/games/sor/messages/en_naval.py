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
    "cmd.sor_opt.by_sea": "By sea (11.1.1): the card that carries the army (empty: by land)",
    "action.sor_avoid_by_sea.no_card": "Avoid by sea with {leader} ({cu} CU, no card)",
    "action.sor_avoid_by_sea.card_1": "Avoid by sea with {leader} ({cu} CU, a 1-card)",
    "action.sor_avoid_by_sea.card_2": "Avoid by sea with {leader} ({cu} CU, a 2-card)",
    "action.sor_avoid_by_sea.card_3": "Avoid by sea with {leader} ({cu} CU, a 3-card)",
    "action.sor_avoid_by_sea.naval_transports": (
        "Avoid by sea with {leader} ({cu} CU, Naval Transports)"
    ),
    "action.sor_avoid_by_sea.duoviri_navales": (
        "Avoid by sea with {leader} ({cu} CU, a 3-card, Duoviri Navales)"
    ),
    "event.sor_sea_return_forced": (
        "{leader} cannot sail back (a Return result or Storms at Sea): the battle is "
        "fought. [{rule}]"
    ),
}
