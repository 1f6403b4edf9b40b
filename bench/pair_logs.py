#!/usr/bin/env python3
"""Two hearts-sim logs of the same --duplicate match (the same --games and --seed), played by two
builds, compared hand by hand: for the seat played by LEVEL (the one player of that level in each game,
as --duplicate seats the tested player), its points and its margin over the others' mean in each hand
that both logs played (the same game seed, the same seat, the same hand number, so the same cards).
Prints the mean difference B - A with a 95% interval. A change that alters few decisions leaves most
hands alike, so the pairs tell a small difference sooner than two separate means would.

  bench/pair_logs.py A.jsonl B.jsonl [LEVEL]      (LEVEL: expert by default)

e.g. (before and after a change of the expert; each log deleted first, as --log appends)
  hearts-sim --duplicate --games 100 --seed 1001 --players S=expert,W=hard,N=hard,E=hard --jobs 1 --log A.jsonl
"""
import json
import math
import sys


def hands(path, level):
    out = {}
    game = None
    with open(path) as f:
        for line in f:
            try:
                e = json.loads(line)
            except ValueError:
                continue  # a torn last line
            if e["event"] == "game":
                seats = [s for s, p in e["players"].items() if p == "ai:" + level]
                game = (e["seed"], seats[0]) if len(seats) == 1 else None
            elif e["event"] == "hand" and game:
                score = e["score"]
                me = score[game[1]]
                others = [v for s, v in score.items() if s != game[1]]
                out[game + (e["hand"],)] = (me, me - sum(others) / len(others))
    return out


def diff(a, b, keys, i):
    d = [b[k][i] - a[k][i] for k in keys]
    mean = sum(d) / len(d)
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1)) if len(d) > 1 else 0.0
    return mean, 1.96 * sd / math.sqrt(len(d))


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: bench/pair_logs.py A.jsonl B.jsonl [LEVEL]")
    level = sys.argv[3] if len(sys.argv) > 3 else "expert"
    try:
        a, b = hands(sys.argv[1], level), hands(sys.argv[2], level)
    except OSError as e:
        sys.exit(f"pair_logs: cannot read {e.filename}: {e.strerror}")
    keys = sorted(set(a) & set(b))
    if len(keys) < 2:
        sys.exit(f"pair_logs: fewer than two hands of ai:{level} in both logs (A {len(a)}, B {len(b)})")
    alike = sum(1 for k in keys if a[k] == b[k])
    print(f"hands in both: {len(keys)} (A {len(a)}, B {len(b)}); scored alike: {alike}")
    print(f"points a hand: A {sum(a[k][0] for k in keys) / len(keys):.3f}, B {sum(b[k][0] for k in keys) / len(keys):.3f}")
    print("points B - A: %+.3f ± %.3f" % diff(a, b, keys, 0))
    print("margin B - A: %+.3f ± %.3f" % diff(a, b, keys, 1))


if __name__ == "__main__":
    main()
