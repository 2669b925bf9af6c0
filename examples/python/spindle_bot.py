#!/usr/bin/env python3
"""A reference bot for Spindle's Bot API (docs/bot-api.md), using only the Python standard library.

    python3 spindle_bot.py --bot --server http://localhost:8080 --name my-bot [--games N] [--challenge NAME --game G]
    python3 spindle_bot.py --bot --server http://localhost:8080 --key <player key>
    python3 spindle_bot.py --engine

With --bot it registers a bot account (or uses --key), streams its events (GET /api/stream/event), accepts every
challenge, and plays each game that starts for it through its game stream (GET /api/bot/game/stream/{id}),
posting moves with its player key (POST /api/games/{id}/moves). It stops after --games finished games (default:
never). --challenge NAME --game G first challenges a player to one game.

With --engine it is the engine of spindle_engine.py (docs/engine-protocol.md): the same move choice serves both,
so a tournament and an online game test one player:

    ./spindle tournament warp-and-weft --agents ext:"python3 examples/python/spindle_bot.py --engine",random --games 10

The move choice is spindle_engine.choose(); replace it there. Progress goes to standard error.
"""
import json
import os
import sys
import threading
import urllib.error
import urllib.request
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spindle_engine  # noqa: E402  (the engine part: the protocol and the move choice)

STREAM_TIMEOUT = 60  # seconds without a line (the server sends an empty one every few seconds) before giving up


def log(text):
    sys.stderr.write("spindle_bot: " + text + "\n")
    sys.stderr.flush()


class Api:
    """The server's JSON API with the bot's key as bearer token."""

    def __init__(self, server, key=None):
        self.server = server.rstrip("/")
        self.key = key

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        req = urllib.request.Request(self.server + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        if self.key:
            req.add_header("Authorization", "Bearer " + self.key)
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return r.status, json.loads(r.read().decode("utf-8") or "null")
        except urllib.error.HTTPError as e:
            text = e.read().decode("utf-8", "replace")
            try:
                return e.code, json.loads(text)
            except ValueError:
                return e.code, {"error": text}

    def stream(self, path):
        """The objects of an NDJSON stream, one by one, until the server ends it (empty keep-alive lines skipped)."""
        req = urllib.request.Request(self.server + path)
        req.add_header("Authorization", "Bearer " + self.key)
        with urllib.request.urlopen(req, timeout=STREAM_TIMEOUT) as r:
            for raw in r:
                line = raw.decode("utf-8").strip()
                if line:
                    yield json.loads(line)


def play(api, game_id, seat):
    """Plays one game from its stream: a move whenever the bot's seat is to move, until the game is over."""
    for message in api.stream("/api/bot/game/stream/" + game_id):
        state = message["state"]
        if state["over"]:
            log("game %s over: %s" % (game_id, state.get("endReason")))
            return
        if state["toMove"] != seat or not state["legalMoves"]:
            continue
        position = [m["text"] for m in state["moves"]]
        seed = zlib.crc32(("%s/%d" % (game_id, state["ply"])).encode("utf-8"))
        move = spindle_engine.choose(position, seat + 1, state["legalMoves"], 1000, seed)
        status, reply = api.request("POST", "/api/games/%s/moves" % game_id, {"move": move, "ply": state["ply"]})
        if status == 409:
            continue  # the game moved on meanwhile (the opponent resigned, say): the stream says what now
        if status != 200:
            raise RuntimeError("move %r refused: %s %s" % (move, status, reply.get("error")))


def run(api, games):
    """Streams events: accepts challenges, plays every game that starts; stops after `games` finished games."""
    finished = 0
    playing = {}
    for event in api.stream("/api/stream/event"):
        kind = event["type"]
        if kind == "challenge":
            c = event["challenge"]
            status, reply = api.request("POST", "/api/challenge/%s/accept" % c["id"])
            log("challenge %s from %s: accepted (%s)" % (c["id"], c["challenger"]["name"], status))
        elif kind == "gameStart":
            g = event["game"]
            if g["id"] not in playing:
                log("game %s of %s starts; I am seat %d" % (g["id"], g["game"], g["seat"] + 1))
                t = threading.Thread(target=play, args=(api, g["id"], g["seat"]), daemon=True)
                playing[g["id"]] = t
                t.start()
        elif kind == "gameFinish":
            g = event["game"]
            t = playing.pop(g["id"], None)
            if t is not None:
                t.join(STREAM_TIMEOUT)
            finished += 1
            log("game %s finished (%s); %d finished" % (g["id"], g.get("endReason"), finished))
            if games and finished >= games:
                return 0
        elif kind == "challengeDeclined":
            log("challenge %s declined: %s" % (event["challenge"]["id"], event["challenge"].get("declineReason")))
    log("the server ended the event stream")
    return 1


def option(argv, name, default=None):
    return argv[argv.index(name) + 1] if name in argv and argv.index(name) + 1 < len(argv) else default


def bot(argv):
    server = option(argv, "--server", "http://localhost:8080")
    api = Api(server, option(argv, "--key"))
    if not api.key:
        status, reply = api.request("POST", "/api/players", {"name": option(argv, "--name", "python-bot"),
                                                             "bot": True})
        if status != 201:
            log("cannot register: %s" % reply.get("error"))
            return 1
        api.key = reply["key"]
        log("registered bot %s; its key (keep it): %s" % (reply["name"], api.key))
    opponent = option(argv, "--challenge")
    if opponent:
        status, reply = api.request("POST", "/api/challenge/" + opponent, {"game": option(argv, "--game",
                                                                                          "warp-and-weft")})
        log("challenged %s: %s %s" % (opponent, status, reply.get("id", reply.get("error"))))
    return run(api, int(option(argv, "--games", "0")))


def main(argv):
    if "--engine" in argv:
        return spindle_engine.main(argv)
    if "--bot" in argv:
        return bot(argv)
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
