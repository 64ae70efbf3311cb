"""The Discord layer: the client, the rendering of outbox messages and prompts with their
persistent components, the error replies and the transport. Inside this package
`import discord` is still discord.py (imports are absolute)."""
