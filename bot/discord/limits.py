"""Discord's limits on what one message holds, defined once. No discord import: the
narration and the games' presenters, which cut their texts to fit, read them too."""

from __future__ import annotations

#: characters of a message's content
CONTENT_LIMIT = 2000
#: characters of an embed's title, and of a field's name
EMBED_TITLE_LIMIT = 256
FIELD_NAME_LIMIT = 256
#: characters of a field's value
FIELD_VALUE_LIMIT = 1024
#: fields of one embed
FIELDS_PER_EMBED = 25
#: characters of a button's label
LABEL_LIMIT = 80
#: characters of a select option's label
OPTION_LIMIT = 100
#: characters of an autocomplete or command choice's name
CHOICE_NAME_LIMIT = 100
#: buttons of one row, options of one select
BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
#: suggestions an autocomplete may return
MAX_SUGGESTIONS = 25
