"""Sword of Rome: the game master of the leaders (rules §8 and the procedures that read leader
ratings), on an owner-entered map and roster (`rules/`), with its presenter and computer
players."""
