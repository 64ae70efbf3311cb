"""What a die roll is for, by purpose key (`dice.<purpose>`), and what a payment is for
(`paid.<why>`): the engine stores the key and its params (card ids, numbers); the text is
found when the roll or payment is shown."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # setup, mortality, revenue
    "dice.which_brother_dies": "which brother dies",
    "dice.no_governorship": "which faction goes without a province",
    "dice.taxes_of": "taxes of {province}",
    "dice.spoils_of": "spoils of {province}",
    "dice.development_of": "development of {province}",
    "dice.barbarian_raids": "Barbarian Raids on {province}",
    "dice.internal_disorder": "Internal Disorder in {province}",
    "dice.pretender": "the pretender in {province}",
    "dice.provincial_battle": "provincial battle: {province}",
    "dice.pontifex_income": "Pontifex Maximus income",
    # forum
    "dice.initiative": "initiative {number}",
    "dice.random_event": "random event",
    "dice.persuasion": "persuasion",
    "dice.blackmail_influence": "Blackmail: Influence lost",
    "dice.blackmail_popularity": "Blackmail: Popularity lost",
    "dice.knight_for": "knight for {senator}",
    "dice.pressure_knights": "pressuring {senator}'s knights",
    "dice.tax_farmers": "Tax Farmers ({threat})",
    "dice.curia": "Curia: {card}",
    "dice.concession_disaster": "which concession the disaster destroys",
    "dice.more_mob_violence": "More Mob Violence: chits beyond the Unrest",
    "dice.storm_at_sea": "fleets lost in the storm",
    "dice.catiline_chits": "Catiline: mortality chits",
    # population
    "dice.state_of_the_republic": "State of the Republic",
    # senate
    "dice.tribune_roll_off": "tribune roll-off",
    "dice.rome_consul_roll_off": "Rome Consul roll-off",
    "dice.consul_for_life_roll_off": "consul for life roll-off",
    "dice.repopulating_rome": "Repopulating Rome",
    "dice.appeal_to_the_people": "appeal to the people",
    "dice.advocate_trial": "the Advocate's trial roll",
    "dice.assassination": "assassination",
    "dice.bodyguard_catch": "bodyguard: is the assassin caught?",
    "dice.graft": "graft",
    "dice.murder_of_a_tribune": "Murder of a Tribune",
    "dice.mob_incited_to_violence": "Mob Incited to Violence",
    "dice.julian_law": "Julian Law: {senator} loses Influence",
    "dice.acilian_law_tie": "Acilian Law tie",
    "dice.calpurnian_fine": "Calpurnian fine on {senator}",
    # combat and revolution
    "dice.order_of_battle": "order of battle: {war}",
    "dice.land_battle": "land battle: {war}",
    "dice.naval_battle": "naval battle: {war}",
    "dice.pompeys_military": "Pompey's Military",
    "dice.civil_war_battle": "civil war battle",
    "dice.proscription": "proscription",
    "dice.legion_loyalty": "legion loyalty",
    # what a payment in the ledger is for (`paid.<why>`; most are written out as phrases)
    "paid.taxes_of": "taxes of {province}",
    "paid.war_spoils": "spoils of {war}",
    "paid.ransom": "ransom of {senator}",
}
