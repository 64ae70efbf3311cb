"""Offline Discord harness: the real bot with recorded responses and deliveries."""

from tests.harness.fakes import ALICE, BOB, CAROL, CHANNEL_ID, DAVE, GUILD_ID, Msg
from tests.harness.harness import Harness, RecordingTransport, forbidden
from tests.harness.limits import assert_within_limits

__all__ = [
    "ALICE",
    "BOB",
    "CAROL",
    "CHANNEL_ID",
    "DAVE",
    "GUILD_ID",
    "Harness",
    "Msg",
    "RecordingTransport",
    "assert_within_limits",
    "forbidden",
]
