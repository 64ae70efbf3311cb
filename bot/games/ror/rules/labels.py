"""What an action's button label is made of: a catalogue key and its parameters (card
ids as `<param>_id`, or `<param>_short_id` for a name cut to fit a button: bot/narrate.py
finds the names when the label is shown)."""

from __future__ import annotations

from typing import Any

#: a catalogue key and its parameters
Label = tuple[str, dict[str, Any]]
