"""The Republic of Rome: its pure rules (`rules/`) and the scenario-fixture builder."""
