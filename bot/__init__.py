"""Praetor: a Discord game master for The Republic of Rome and other Roman strategy games."""

__version__ = "0.1.0"


def installed_version() -> str:
    """The installed package's version, or `__version__` in a source tree."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("praetor")
    except PackageNotFoundError:  # running from a source tree that is not installed
        return __version__
