"""Advanced rules 2.02 Provincial Wars and 2.03 Rebel Governors, as game options
(`provincial_wars`, `rebel_governors`), with the parts of 1.13.1 (Vatinian Law) that apply
with them. Hooked into the Revenue phase (local taxes and builds after Debits, a rebel
governor's revenue and upkeep), the Combat phase (provincial attacks at its end, the
battle against a rebel governor), the Revolution phase (governors' revolts) and the
Senate (an attack on a rebel province). docs/RULES_CHOICES.md records the choices."""
