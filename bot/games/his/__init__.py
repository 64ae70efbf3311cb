"""Here I Stand: the Papacy's weapons, the Sack of Rome and the Papal Bull, as a game master
runs them (`rules/`), with the game's presenter, messages and computer players."""
