"""English texts of the phase commands, `/faction view`, `/why` and paged prompts.

`why.<decision kind>`: one line on the rule behind each kind of decision the engine asks
for (`/why` adds the rule number the decision carries; a test checks every kind has one).
Command descriptions stay within Discord's 100 characters."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ command groups
    "cmd.faction": "Your faction: what you hold, and its actions outside the Forum and Senate",
    "cmd.faction.view": "Your hand, treasury, senators and decisions (only you see it)",
    "cmd.faction.leader": "Choose your Faction Leader",
    "cmd.faction.statesman": "Play a Statesman from your hand",
    "cmd.faction.concession": "Play a Concession from your hand onto one of your senators",
    "cmd.faction.province": "Give a province to one of your senators (setup)",
    "cmd.faction.spoils": "A governor of yours takes his province's spoils",
    "cmd.faction.transfer": "Move talents between your senators and your faction treasury",
    "cmd.faction.contribute": "A senator of yours gives talents to the State",
    "cmd.faction.done": "Finish your part of the current step",
    "cmd.faction.bodyguard": "Put an Open Bodyguard from your hand with a senator of yours in Rome",
    "cmd.faction.income": "Decline a concession's income, or take a grain Drought bonus",
    "cmd.faction.refuse_upkeep": "As HRAO, refuse the upkeep of units a rebel released",
    "cmd.faction.quit": "Your faction has no senators left: leave the game",
    "cmd.faction.provincial": "Choose the mix of armies and fleets a province of yours raises",
    "cmd.forum": "The Forum Phase: initiatives, persuasion, knights and games",
    "cmd.forum.bid": "Bid for the initiative",
    "cmd.forum.pass": "Pass: no bid, no counter-bribe",
    "cmd.forum.persuade": "Try to persuade a senator to join your faction",
    "cmd.forum.counterbribe": "Counter-bribe a persuasion attempt from your faction treasury",
    "cmd.forum.bribe": "Add a bribe to your persuasion attempt",
    "cmd.forum.roll": "Roll for your persuasion attempt",
    "cmd.forum.knight": "Try to attract a knight",
    "cmd.forum.pressure": "Pressure knights for talents",
    "cmd.forum.games": "Sponsor games to gain Popularity",
    "cmd.forum.catiline": "Name the faction the Catiline Conspiracy strikes",
    "cmd.forum.enemy_leader": "Choose the enemy leader who dies",
    "cmd.forum.done": "End your initiative",
    "cmd.senate": "The Senate Phase: proposals, votes, vetoes and appointments",
    "cmd.senate.propose": "Make a proposal (you preside, or a Tribune gave you the floor)",
    "cmd.senate.vote": "Cast your faction's votes on the proposal",
    "cmd.senate.veto": "Veto the proposal with a Tribune",
    "cmd.senate.claim": "Claim the next proposal with a Tribune",
    "cmd.senate.react": "Play Graft, Murder of a Tribune or Mob Incited to Violence",
    "cmd.senate.adjourn": "Adjourn the Senate",
    "cmd.senate.done": "Move on to the next business, or stop playing Laws",
    "cmd.senate.rome_consul": "Choose which new consul takes Rome",
    "cmd.senate.appoint": "Name a Dictator or Master of Horse, or nobody",
    "cmd.senate.defeat": "After a unanimous defeat: lose 1 Influence or step down",
    "cmd.senate.consent": "Your senator agrees to the proposal, or refuses",
    "cmd.senate.law": "Play a Law from your hand",
    "cmd.senate.appeal": "The accused appeals to the People",
    "cmd.senate.assassinate": "Attempt an assassination",
    "cmd.senate.bodyguards": "Play Secret Bodyguards after an assassination roll",
    "cmd.senate.peace": "New Alliance: as HRAO, name the war that makes peace",
    "cmd.senate.priesthood": "As Pontifex Maximus, grant or move a priesthood",
    "cmd.combat": "Combat Phase decisions (battles are rolled by the bot)",
    "cmd.combat.ransom": "Ransom a captive senator of yours",
    "cmd.combat.done": "Ransom nobody more",
    "cmd.combat.attack": "Your rebel who has won attacks one of the wars ringing Rome",
    "cmd.combat.veterans": "A loyal senator of yours orders his veterans back from the rebel",
    "cmd.combat.cleopatra": "Play Cleopatra VII for Rome or for Egypt",
    "cmd.combat.proscription": "Play Proscription after the Senate's civil war victory",
    "cmd.revolution": "The Revolution Phase: trading cards, the hand limit, civil war",
    "cmd.revolution.offer": "Offer a Faction card from your hand to another faction",
    "cmd.revolution.answer": "Take the card offered to you, or turn it down",
    "cmd.revolution.discard": "Discard a Faction card over the hand limit",
    "cmd.revolution.loyalty": "Roll for your legions' loyalty",
    "cmd.revolution.declare": "Your victorious commander declares himself in revolt",
    "cmd.revolution.lay_down": "Your victorious commander lays down his command",
    "cmd.revolution.side": "A senator of yours joins the revolt or stays loyal",
    "cmd.revolution.done": "Finish trading cards",
    "cmd.revolution.disband": "Your victorious commander disbands veterans loyal to him",
    "cmd.revolution.governor": "A governor of yours revolts, marching on Rome or staying",
    "cmd.why": "The rule behind the decision waiting for you, with its number",
    # ------------------------------------------------------------------ options
    "cmd.opt.senator": "The senator (suggestions: your legal choices)",
    "cmd.opt.amount": "Talents",
    "cmd.opt.persuader": "Your senator in Rome who persuades",
    "cmd.opt.target": "The senator targeted",
    "cmd.opt.bribe": "Opening bribe in talents",
    "cmd.opt.card": "The card",
    "cmd.opt.cards": "Cards from your hand, separated by commas",
    "cmd.opt.talents": "Talents to spend",
    "cmd.opt.count": "How many",
    "cmd.opt.games": "1 Slice and Dice, 2 Blood Fest, 3 Gladiator Gala",
    "cmd.opt.faction": "The faction",
    "cmd.opt.proposal": "The proposal (suggestions: the legal ones)",
    "cmd.opt.ballot": "Your ballot (suggestions: the legal ones)",
    "cmd.opt.tribune": "The Tribune (a card, or a statesman's own)",
    "cmd.opt.claim": "The claim to make",
    "cmd.opt.appointee": "Whom to name",
    "cmd.opt.choice": "Your choice",
    "cmd.opt.assassin": "Your senator in Rome who tries",
    "cmd.opt.province": "The province",
    "cmd.opt.war": "The war",
    "cmd.opt.term": "Turns of governorship (1-3)",
    "cmd.opt.source": "Where the talents come from",
    "cmd.opt.account": "Where the talents go",
    # ------------------------------------------------------------------ replies
    "ui.cmd.none": "none",
    "ui.faction.title": "Your faction — {seat}",
    "ui.faction.senators": "Senators",
    "ui.faction.senator": "{leader}{name}: Influence {influence}, {talents}T{office}",
    "ui.faction.pending": "Waiting for you",
    "ui.faction.spectator": "You are watching: hands and faction treasuries stay hidden.",
    "ui.faction.public_head": "{seat} — {cards} cards in hand",
    "ui.why.line": "**[{rule}]** {text}",
    "ui.why.none": "Nothing waits for you. The game waits for: {waiting}.",
    "ui.why.unknown": "This decision has no explanation yet.",
    "ui.prompt.page": "(choices {first}–{last} of {total}; page {page}/{pages})",
    "ui.prompt.previous": "◀ Previous",
    "ui.prompt.next": "More… ▶",
    # ------------------------------------------------------------------ why.<decision kind>
    "why.choose_faction_leader": (
        "Each faction names one senator its Faction Leader: he cannot be persuaded away "
        "and he settles ties."
    ),
    "why.play_cards": (
        "In the Faction Phase you may play Statesmen and Concessions from your hand; "
        "cards kept stay secret."
    ),
    "why.assign_province": (
        "Provinces dealt at the start go to senators of your faction as governors for one "
        "to three turns."
    ),
    "why.name_catiline_faction": (
        "The Catiline Conspiracy strikes a faction that the player who drew it names."
    ),
    "why.initiative_auction": (
        "With fewer than six factions, the extra initiatives are auctioned: the highest "
        "bid, paid by one senator in Rome, takes it."
    ),
    "why.initiative_actions": (
        "The faction with the initiative may persuade a senator, attract knights and "
        "sponsor games, then ends it."
    ),
    "why.counter_bribe": (
        "Any other faction may spend from its treasury to counter-bribe a persuasion "
        "attempt: it raises the odds against it."
    ),
    "why.persuasion_roll": (
        "The persuader may raise his bribe after counter-bribes, or roll: two dice at or "
        "under the base number win the senator."
    ),
    "why.discard_enemy_leader": (
        "Enemy Leader Dies: the highest-ranking official chooses which enemy leader is discarded."
    ),
    "why.take_spoils": (
        "A governor may take his province's spoils: talents for himself, but the "
        "Corrupt marker with them."
    ),
    "why.redistribute": (
        "In Redistribution a faction moves talents freely between its senators and its "
        "secret faction treasury."
    ),
    "why.contribute": (
        "A senator may give talents to the State treasury: Influence for large gifts."
    ),
    "why.senate_floor": (
        "The Presiding Magistrate puts proposals to the vote, in the order of Senate "
        "business, and finally adjourns."
    ),
    "why.senate_vote": (
        "Every faction votes in turn with all its senators' votes: yes, no or abstain; "
        "votes may be bought for 1T each."
    ),
    "why.senate_ballot": (
        "Sealed voting: every faction casts its votes in secret; the ballots are revealed together."
    ),
    "why.tribune_floor": (
        "A Tribune gives its holder the right to make one proposal, whoever presides."
    ),
    "why.unanimous_defeat": (
        "A proposal defeated unanimously costs the presiding magistrate 1 Influence, or "
        "he steps down."
    ),
    "why.choose_rome_consul": (
        "The two new consuls decide between them which becomes Rome Consul and which Field Consul."
    ),
    "why.appoint_dictator": (
        "In a crisis of wars the consuls may appoint a Dictator together instead of electing one."
    ),
    "why.appoint_master_of_horse": (
        "A new Dictator names his Master of Horse, who commands with him."
    ),
    "why.answer_offer": (
        "Factions may trade cards in the Revolution Phase: the receiver takes the card "
        "offered or turns it down."
    ),
    "why.discard_cards": (
        "A faction holds at most five Faction cards at the end of the Revolution Phase; "
        "the extra are discarded."
    ),
    "why.declare_civil_war": (
        "A victorious commander who refuses to return may declare a revolt and march on Rome."
    ),
    "why.secondary_revolt": (
        "When a faction's commander revolts, each of its senators chooses to join him or "
        "stay loyal."
    ),
    "why.pay_ransom": ("A senator captured in battle is freed if his ransom is paid, or dies."),
    "why.consent": (
        "A senator must agree before being sent to command, or to sponsor a Land Bill."
    ),
    "why.play_laws": "A Law card in hand may be played and takes effect without a vote.",
    "why.bodyguards": (
        "After an assassination roll, the target's faction may play Secret Bodyguards to lower it."
    ),
    "why.raise_provincial_forces": (
        "With Provincial Wars on, a province spends its local taxes at once on provincial "
        "armies and fleets, 10 talents each, up to its card's limits; you choose the mix."
    ),
    "why.governor_revolt": (
        "With Rebel Governors on, a governor in his province may revolt with it, his garrison "
        "and his provincial forces, marching on Rome or staying."
    ),
    "why.rebel_end_game": (
        "Your rebel has won, but four or more other wars still ring Rome: he must beat them "
        "one by one, or everyone loses."
    ),
    "why.order_veterans_back": (
        "Veterans loyal to a senator who stayed loyal may be ordered back from the rebel's "
        "army to fight for the Senate."
    ),
    "why.play_cleopatra": (
        "Cleopatra VII may join Rome's commander against the Alexandrine War, or the enemy "
        "as a leader."
    ),
    "why.play_proscription": (
        "Right after a civil war victory, Proscription lets the HRAO wipe out every knight for "
        "1d6 talents each."
    ),
    "why.proscription_choice": (
        "Proscription was played: as HRAO you may eliminate every knight for 1d6 talents "
        "each, but your faction will attract no more knights and the others get +1."
    ),
    "why.disband_veterans": (
        "With legionary disbandment on, a victorious commander may disband veterans loyal to "
        "him for Oratory and Influence; a Consul or Dictator may recall them later."
    ),
    "why.pontifex_priesthood": (
        "The Pontifex Maximus may grant one priesthood each Senate Phase, or move one: +1 "
        "Influence to the new priest, -1 to the one who loses it; never to himself."
    ),
    "why.name_advocate": (
        "With Advocates on, the accused's faction may name a senator in Rome to defend him; "
        "his Trial roll adds votes to the verdict."
    ),
    "why.calpurnian_fine": (
        "Under the Calpurnian Law a corrupt governor back this turn may be fined 1d6 talents "
        "(under the Acilian Law the faction with the most knights decides)."
    ),
    "why.cancel_tribune": (
        "Graft or Murder of a Tribune can cancel a Tribune's veto or proposal; every other "
        "faction is asked the same, so nobody learns who holds one."
    ),
    "why.mob_incited": (
        "Right after a faction cancels a Tribune, Mob Incited to Violence draws Mortality "
        "Chits that kill only that faction's senators in Rome."
    ),
    "why.tribune_opening": (
        "As the Senate opens, a faction holding a Tribune may claim the first proposal; "
        "every faction is asked the same, so nobody learns who holds one."
    ),
    "why.concession_income": (
        "Before personal revenue you may decline a concession's income (its corruption stays "
        "hidden), or in a Drought take a grain concession's bonus at a cost in Popularity."
    ),
    "why.new_alliance": (
        "New Alliance: when the Senate adjourns, the HRAO names a war that makes peace."
    ),
    "why.released_units": (
        "Units a rebel could not pay for return to Rome; the HRAO may refuse their upkeep, "
        "and then they are eliminated."
    ),
    "why.empty_faction": (
        "Your faction has no senators: take the top senator of the Curia, wait for one, or "
        "quit the game."
    ),
    # where private messages go
    "cmd.private": "Where this game's private messages go",
    "cmd.private.mine": "Your private messages of this game: by DM or in your private thread",
    "cmd.private.game": "The game's private messages: by DM or in private threads (creator, GM)",
    "cmd.private.where": "Direct messages, or a private thread in the game's channel",
    "cmd.private.dm": "Direct messages",
    "cmd.private.thread": "A private thread in the game's channel",
}
