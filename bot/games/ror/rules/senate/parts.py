"""Every module that registers Senate business (docs/SENATE.md): one import line each.
Import submodules of `bot.games.ror.rules.senate`, never the package itself (it imports this)."""

from __future__ import annotations

from bot.games.ror.rules.provincial import senate_attack  # noqa: F401  2.03 attack a rebel province

# prosecutions, assassinations, Consul for Life; governors and other business: add yours
from bot.games.ror.rules.senate import (  # prosecutions, assassinations, Consul for Life
    assassination,  # noqa: F401  1.09.7-1.09.74
    bequests,  # noqa: F401  1.07.3 (collecting a Bequest)
    commands,  # noqa: F401  1.09.644-1.09.647
    concessions,  # noqa: F401  1.09.61
    consul_for_life,  # noqa: F401  1.09.82-1.09.823
    deploy_consuls,  # noqa: F401  1.09.64 (both consuls in one proposal)
    deployment,  # noqa: F401  1.09.64-1.09.9
    elections,  # noqa: F401  1.09.2-1.09.4
    forces,  # noqa: F401  1.09.63
    governors,  # noqa: F401  1.09.5
    land_bills,  # noqa: F401  1.09.62
    lasting,  # noqa: F401  1.09.61 (the Land Commissioner's return)
    law_votes,  # noqa: F401  2.06 (advanced rule: laws put to a vote)
    laws,  # noqa: F401  1.07.36 (a law played in a ballot or on the floor)
    pontifex,  # noqa: F401  2.01 (advanced rule)
    prosecutions,  # noqa: F401  1.09.41-1.09.45
    recall_legions,  # noqa: F401  2.04
    recall_part,  # noqa: F401  1.09.646 (part of a commanderless force)
    rhodian,  # noqa: F401  1.07.21 (the Senate's vote)
    tribune_reactions,  # noqa: F401  RULES §13 (Graft, Murder of a Tribune)
    tribune_suspend,  # noqa: F401  1.09.15 (suspending a vote that sends the PM away)
)
