#!/usr/bin/env python3
"""A toy engine for tests: speaks the engine protocol and plays the first legal move of each request."""
import sys

for line in sys.stdin:
    word, _, rest = line.strip().partition(" ")
    if word == "protocol":
        print("engine 1 first-move", flush=True)
    elif word == "go":
        print("info thinking hard", flush=True)
        print("move " + rest.split(" legal ", 1)[1].split(";")[0], flush=True)
    elif word == "quit":
        break
    elif word:
        print("ok", flush=True)
