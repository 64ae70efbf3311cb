"""Praetor: a Discord game master for The Republic of Rome and other Roman strategy games."""

__version__ = "0.1.0"
