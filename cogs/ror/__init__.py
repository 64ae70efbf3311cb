"""The Republic of Rome's command groups: `/faction`, `/forum`, `/senate`, `/combat`,
`/revolution`."""
