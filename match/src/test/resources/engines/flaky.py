#!/usr/bin/env python3
"""A toy engine for tests: plays the first legal move twice, then answers its third go with garbage."""
import sys

goes = 0
for line in sys.stdin:
    word, _, rest = line.strip().partition(" ")
    if word == "protocol":
        print("engine 1 flaky", flush=True)
    elif word == "go":
        goes += 1
        print("move " + rest.split(" legal ", 1)[1].split(";")[0] if goes < 3 else "I give up", flush=True)
    elif word == "quit":
        break
    elif word:
        print("ok", flush=True)
