"""Play with friends on their own devices (issue 80): the host's page referees
(referee.py), a friend's page shows its seat from the host's messages (remote.py); the
messages and their checks (messages.py). docs/net.md is the map."""
