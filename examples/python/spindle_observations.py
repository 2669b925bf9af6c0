#!/usr/bin/env python3
"""Reads the observations `spindle selfplay --observations FILE` writes, using only the Python standard library.

    ./spindle selfplay warp-and-weft --size 3 --games 20 --agents mcts:200it --observations obs.ndjson
    python3 examples/python/spindle_observations.py obs.ndjson

Each line of the file is one decision of one game, a JSON object (schema 1, docs/observations.md):

    observation  planes*height*width numbers, plane-major then row-major; tensor() nests them [plane][row][column]
    shape        [planes, height, width]; planes names each plane
    mask         one 0/1 per action code: 1 where the action was legal
    encoding     "dense" (observation, mask and visits as JSON arrays) or "packed" (selfplay --observation-encoding
                 packed: the observation as base64 of packed bits, with planes of another value as one number or float32,
                 the mask as its legal codes, the visits as [code, visits] pairs); positions() unpacks a packed
                 line into the dense lists, so the rest of a program need not care
    action       the action code taken (move: the same in the game's notation)
    visits       the search's root visits per action code (mcts), or null where the agent has none
    result       the final payoffs by seat (1 win, 0 loss, 0.5 draw; a score in the solo game); player: the seat
                 that decided, whose point of view the observation takes

Run as a script it checks every line against the schema and prints a summary; exit status 1 on a bad line.
"""
import base64
import json
import struct
import sys

SCHEMA = 1


def positions(path):
    """Yields the decisions of the file, one dict per line, after checking each against the schema."""
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                record = json.loads(line)
                unpack(record, number)
                check(record, number)
                yield record


def bits(text, count):
    """The first count bits of base64 text, least significant bit of each byte first, as 0/1 ints."""
    data = base64.b64decode(text)
    if len(data) != (count + 7) // 8:
        raise ValueError("%d bytes of bits for %d values" % (len(data), count))
    return [(data[i >> 3] >> (i & 7)) & 1 for i in range(count)]


def unpack(record, number):
    """Turns a packed record's observation, mask and visits into the dense lists, in place (a dense one stays)."""
    encoding = record.get("encoding", "dense")
    if encoding == "dense":
        return
    if encoding != "packed":
        raise ValueError("line %d: unknown encoding %r" % (number, encoding))
    planes, height, width = record["shape"]
    area = height * width
    packed = record["observation"]
    values = [float(b) for b in bits(packed["bits"], planes * area)]
    for plane, value in packed["constants"].items():
        k = int(plane)
        if not 0 <= k < planes:
            raise ValueError("line %d: constant plane %s does not fit the shape %s" % (number, plane, record["shape"]))
        values[k * area:(k + 1) * area] = [float(value)] * area
    for plane, text in packed["floats"].items():
        k = int(plane)
        floats = base64.b64decode(text)
        if not 0 <= k < planes or len(floats) != 4 * area:
            raise ValueError("line %d: float plane %s does not fit the shape %s" % (number, plane, record["shape"]))
        values[k * area:(k + 1) * area] = struct.unpack("<%df" % area, floats)
    record["observation"] = values
    mask = [0] * record["mask"]["actions"]
    for code in record["mask"]["legal"]:
        mask[code] = 1
    if record.get("visits") is not None:
        visits = [0] * len(mask)
        for code, count in record["visits"]:
            visits[code] = count
        record["visits"] = visits
    record["mask"] = mask
    record["encoding"] = "dense"


def check(record, number):
    """Raises ValueError naming the line where a record breaks the schema."""
    def fail(why):
        raise ValueError("line %d: %s" % (number, why))
    if record.get("schema") != SCHEMA:
        fail("schema %r is not %d" % (record.get("schema"), SCHEMA))
    planes, height, width = record["shape"]
    if len(record["observation"]) != planes * height * width:
        fail("%d values for the shape %s" % (len(record["observation"]), record["shape"]))
    if len(record["planes"]) != planes:
        fail("%d plane names for %d planes" % (len(record["planes"]), planes))
    mask = record["mask"]
    if not 0 <= record["action"] < len(mask) or mask[record["action"]] != 1:
        fail("action %d is not legal in its mask" % record["action"])
    visits = record["visits"]
    if visits is not None and len(visits) != len(mask):
        fail("%d visit counts for %d actions" % (len(visits), len(mask)))
    if not 0 <= record["player"] < len(record["result"]):
        fail("player %d has no result" % record["player"])


def tensor(record):
    """The observation as nested lists, [plane][row][column]."""
    planes, height, width = record["shape"]
    flat = record["observation"]
    return [[flat[(k * height + y) * width:(k * height + y + 1) * width] for y in range(height)]
            for k in range(planes)]


def policy(record):
    """The search's visit distribution over action codes (summing to 1), or None where the agent has none."""
    visits = record["visits"]
    total = sum(visits) if visits else 0
    return [v / total for v in visits] if total else None


def main(argv):
    if len(argv) != 2:
        print("usage: spindle_observations.py FILE", file=sys.stderr)
        return 2
    count, games, searched, shapes = 0, set(), 0, set()
    try:
        for r in positions(argv[1]):
            count += 1
            games.add(r["seed"])
            searched += policy(r) is not None
            shapes.add((r["game"], tuple(r["shape"]), len(r["mask"])))
            planes = tensor(r)
            assert len(planes) == r["shape"][0] and len(planes[0]) == r["shape"][1]
    except (ValueError, KeyError) as e:
        print("spindle_observations: %s" % e, file=sys.stderr)
        return 1
    for game, shape, actions in sorted(shapes):
        print("%s: %d positions from %d games, observation shape %s, %d actions, %d with search visits"
              % (game, count, len(games), list(shape), actions, searched))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
