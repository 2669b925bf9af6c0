#!/usr/bin/env python3
"""A reference engine for Spindle's engine protocol, using only the Python standard library.

    python3 spindle_engine.py --engine

speaks the protocol of docs/engine-protocol.md on standard input and output: it answers the handshake, follows
the games and positions the referee sends, and answers each `go` with one of the legal moves the referee lists,
chosen at random from the `seed` of the request (so a tournament replays). Try it:

    ./spindle tournament warp-and-weft --agents ext:"python3 examples/python/spindle_engine.py --engine",random --games 10

Replace choose() with your own player; everything else is the protocol. Debug output goes to standard error
(or `info <text>` lines); anything else written to standard output breaks the protocol.
"""
import random
import sys

PROTOCOL = 1
NAME = "python-random 1.0"
SEPARATOR = ";"


def moves(text):
    """A list of moves as the protocol writes it: joined by ';' (a move may contain spaces)."""
    return [m.strip() for m in text.split(SEPARATOR)] if text.strip() else []


def parse_go(rest):
    """The fields of `go millis <n> [seat <n>] [seed <n>] [legal <m>;<m>...]`; `legal` runs to the end of line."""
    fields = {}
    words = rest.split()
    i = 0
    while i < len(words):
        if words[i] == "legal":
            fields["legal"] = moves(rest.split("legal", 1)[1])
            break
        if i + 1 < len(words):
            fields[words[i]] = words[i + 1]
        i += 2
    return fields


def choose(position, seat, legal, millis, seed):
    """The move to play: here a random legal one. position is every move so far (chance outcomes included)."""
    return random.Random(seed).choice(legal)


def serve(read, write):
    position = []
    game = None
    while True:
        line = read()
        if not line:
            return  # end of input: the referee is gone
        line = line.strip()
        if not line:
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "protocol":
            if rest.strip() != str(PROTOCOL):
                write("error this engine speaks protocol %d only" % PROTOCOL)
            else:
                write("engine %d %s" % (PROTOCOL, NAME))
        elif keyword == "game":
            game = rest.split()
            position = []
            write("ok")
        elif keyword == "position":
            position = moves(rest)
            write("ok")
        elif keyword == "go":
            fields = parse_go(rest)
            legal = fields.get("legal", [])
            if game is None or not legal:
                write("error this engine needs a game and the legal moves of each go")
                continue
            move = choose(position, int(fields.get("seat", 0)), legal, int(fields.get("millis", 1000)),
                          int(fields.get("seed", 0)))
            write("move " + move)
        elif keyword == "result":
            write("ok")
        elif keyword == "quit":
            return
        else:
            write("error unknown command '%s'" % keyword)


def main(argv):
    if "--engine" not in argv:
        sys.stderr.write(__doc__)
        return 2

    def write(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    serve(sys.stdin.readline, write)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
