"""English texts of answering ahead: the standing orders a player leaves for the rest of a
phase (`/turn orders`), the orders' names, and the game's vote topics."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "cmd.turn.orders": "Answer ahead: standing orders for the rest of this phase or turn",
    "cmd.turn.orders.votes": "How your faction votes on every vote",
    "cmd.turn.orders.others": "What your faction does with its other decisions",
    "cmd.turn.orders.topic": "One kind of proposal, voted on its own way",
    "cmd.turn.orders.topic_votes": "How your faction votes on that kind of proposal",
    "cmd.turn.orders.until": "How long the orders last",
    "ui.orders.until.phase": "for the rest of this phase",
    "ui.orders.until.turn": "for the rest of this turn",
    "ui.ready.button": "Ready: done for this phase",
    "ui.ready.confirm": {
        "one": (
            "Done for this phase? Your open decision takes your standing order or its default now."
        ),
        "other": (
            "Done for this phase? Your {count} open decisions take your standing orders or "
            "their defaults now."
        ),
    },
    "ui.ready.confirm_button": "Yes, I am done for this phase",
    "error.ready_phase_over": (
        "That phase is over: nothing was done. `/turn pending` shows what is open now."
    ),
    "ui.game.did": "✅ {events}",
    "ui.prompt.closed.handed_over": "🔁 This seat passed to {user}: the decision is theirs now.",
    "ui.prompt.closed.to_computer": "🔁 A computer player holds this seat now and decides.",
    "ui.orders.select": "📋 Vote this way on every vote of this phase…",
    "ui.away.order.yes": "vote yes",
    "ui.away.order.no": "vote no",
    "ui.away.order.abstain": "abstain",
    "ui.away.order.sponsor": "vote as the sponsor's faction votes (yes on your own proposals)",
    "ui.away.order.ask": "ask me (no standing order)",
    "ui.orders.with": "vote as the {seat} votes",
    "ui.orders.key.vote": "Votes",
    "ui.orders.key.quick": "Other decisions",
    "ui.orders.key.topic": "Votes on {topic}",
    "ui.orders.line": "• {key}: {order}",
    "ui.orders.set": (
        "📋 Your standing orders, {until}: they answer your decisions the moment they open.\n"
        "{orders}"
    ),
    "ui.orders.none": (
        "📋 You have no standing orders in this phase: each decision waits for you. "
        "`/turn orders` leaves some."
    ),
    "error.orders_bad_key": "There is no standing order for {name}.",
    "error.orders_topic_alone": "Name the kind of proposal and how you vote on it, both.",
    "orders.topic.elections": "elections",
    "orders.topic.prosecutions": "prosecutions",
    "orders.topic.governors": "governors",
    "orders.topic.war": "armies, fleets and commanders",
    "orders.topic.land_bills": "land bills",
    "orders.topic.laws": "concessions, bequests and laws",
}
