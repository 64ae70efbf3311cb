"""Here I Stand's command group: `/his …`, the board entries, the Papal hand (answered only
to its player) and the cards declared in the Sack of Rome."""
