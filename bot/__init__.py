"""Praetor: a Discord game master for The Republic of Rome and other Roman strategy games."""

#: the version, read by the build too (pyproject's `[tool.hatch.version]`)
__version__ = "0.1.0"
