"""The rules service and what runs around it: the game service (`game_service`, the one door:
load, check the seat, apply, save in one transaction through the move writer, write the
outbox; its lobby, reads, computer players and overdue decisions in their own modules), its
delivery, the deadlines and their scheduler, standing orders, the game master's tools,
settings and options, retention and export. No Discord."""
