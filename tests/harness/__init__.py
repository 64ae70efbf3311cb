"""Offline Discord harness: the real bot with recorded responses and deliveries."""

from tests.harness.discord_api import DiscordAPI, forbidden
from tests.harness.fakes import ALICE, BOB, CAROL, CHANNEL_ID, DAVE, GUILD_ID, Msg, Upload
from tests.harness.harness import Harness
from tests.harness.limits import assert_within_limits

__all__ = [
    "ALICE",
    "BOB",
    "CAROL",
    "CHANNEL_ID",
    "DAVE",
    "GUILD_ID",
    "DiscordAPI",
    "Harness",
    "Msg",
    "Upload",
    "assert_within_limits",
    "forbidden",
]
