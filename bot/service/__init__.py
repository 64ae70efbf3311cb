"""The rules service and what runs around it: the game service (`game_service`: load, check
the seat, apply, save in one transaction, write the outbox), its delivery, the deadlines and
their scheduler, standing orders, the game master's tools, settings and options, retention
and export. No Discord."""
