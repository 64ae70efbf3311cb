"""The `praetor` command and its tools: the CLI, the console demo, the simulator, the
bench, the console transport and the scenario-fixture runner."""
