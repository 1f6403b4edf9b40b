#!/usr/bin/env python3
"""What a player's handling of the queen of spades tells about where it lies, counted on hearts-sim
logs (docs/game-log.md) per player level: the figures behind the trial of reading the queen from the
strong seats' play (commits 06e06c3, 0d6b9a6, a4936e3, reverted; bench/README.md, "Reading the queen").

  drops:  after the first trick, a seat void in the suit led and holding the queen, where neither the
          trick's winner so far nor the seat is the lone holder of point cards (a shooter): how often it
          drops the queen there, at its first such chance of the hand, its second, and later ones.
  leads:  after the first trick, with the queen unplayed, a seat leading while it holds a spade below
          the queen: how often it leads one, by whether it holds the queen (and the ace or king).
  unders: a spade trick that the ace or king of spades is winning (not a shooter's, and the seat not
          one), the seat holding the queen and another spade: how often it drops the queen.
  passes: seen from a seat that neither holds the queen after the pass nor passed or received it, how
          often the seat that passed to it holds the queen (one in players - 1 would say nothing).

  rm -f /tmp/hh.jsonl
  build/hearts-sim --games 300 --seed 5 --players S=hard,W=hard,N=hard,E=hard --jobs 1 --log /tmp/hh.jsonl
  python3 bench/queen_tells.py /tmp/hh.jsonl
"""
import collections
import json
import sys

RANKS = "23456789TJQKA"


def suit(c):
    return c[-1]


def rank(c):
    return RANKS.index(c[:-1])


def events(path):
    with open(path) as f:
        for line in f:
            try:
                yield json.loads(line)
            except ValueError:
                continue  # a torn last line


def lone_holder(taken):
    holders = [q for q, v in taken.items() if v]
    return holders[0] if len(holders) == 1 else None


def count(paths):
    drops, leads, passes = collections.Counter(), collections.Counter(), collections.Counter()
    unders = collections.Counter()
    for path in paths:
        players, hands, taken, trick, passed, qs_gone = {}, {}, {}, [], {}, False
        for e in events(path):
            ev = e["event"]
            if ev == "game":
                players = e["players"]
            elif ev == "deal":
                hands = {s: set(cs) for s, cs in e["cards"].items()}
                taken = {s: False for s in hands}
                kept = collections.Counter()
                trick, passed, qs_gone = [], {}, False
            elif ev == "pass":
                passed[e["seat"]] = (e["to"], list(e["cards"]))
            elif ev == "play":
                if passed and e["trick"] == 1 and not trick:
                    # the passes are made before the first card: hands as played from now on
                    for s, (to, cs) in passed.items():
                        hands[s].difference_update(cs)
                        hands[to].update(cs)
                    for x in hands:
                        givers = [s for s, (to, _) in passed.items() if to == x]
                        if not givers or x not in passed:
                            continue
                        giver = givers[0]
                        if "QS" in hands[x] or "QS" in passed[x][1] or "QS" in passed[giver][1]:
                            continue
                        passes[(players[giver], "QS" in hands[giver])] += 1
                s, c, t = e["seat"], e["card"], e["trick"]
                if t > 1 and trick and suit(c) != suit(trick[0][1]) and "QS" in hands[s]:
                    led = suit(trick[0][1])
                    winner = max((p for p in trick if suit(p[1]) == led), key=lambda p: rank(p[1]))[0]
                    shooter = lone_holder(taken)
                    if winner != shooter and s != shooter:
                        drops[(players[s], min(kept[s], 2), c == "QS")] += 1
                        kept[s] += c != "QS"
                others = [x for x in hands[s] if suit(x) == "S" and x != "QS"]
                if trick and suit(trick[0][1]) == "S" and "QS" in hands[s] and others:
                    top = max((p for p in trick if suit(p[1]) == "S"), key=lambda p: rank(p[1]))
                    shooter = lone_holder(taken)
                    if rank(top[1]) > rank("QS") and top[0] != shooter and s != shooter:
                        unders[(players[s], c == "QS")] += 1
                if t > 1 and not trick and not qs_gone:
                    if any(suit(x) == "S" and rank(x) < rank("QS") for x in hands[s]):
                        high = bool(hands[s] & {"AS", "KS"})
                        small = suit(c) == "S" and rank(c) < rank("QS")
                        leads[(players[s], "QS" in hands[s], high, small)] += 1
                hands[s].discard(c)
                qs_gone |= c == "QS"
                trick.append((s, c))
            elif ev == "trick":
                taken[e["winner"]] |= any(suit(x) == "H" or x == "QS" for x in e["cards"])
                trick = []
    return drops, leads, unders, passes, len(players)


def pct(a, n):
    return f"{a} of {n} ({100 * a / n:.1f}%)" if n else "none"


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: bench/queen_tells.py LOG.jsonl ... (hearts-sim --log files)")
    drops, leads, unders, passes, players = count(sys.argv[1:])
    for lvl in sorted({k[0] for k in list(drops) + list(leads) + list(passes)}):
        print(f"{lvl}")
        for k, name in ((0, "first"), (1, "second"), (2, "later")):
            d, n = drops[(lvl, k, True)], drops[(lvl, k, False)]
            print(f"  drops the queen when it can, at its {name} chance: {pct(d, d + n)}")
        rate = {}
        for qs in (True, False):
            for high in (False, True):
                y, n = leads[(lvl, qs, high, True)], leads[(lvl, qs, high, False)]
                print(f"  leads a small spade, {'with' if qs else 'without'} the queen, "
                      f"{'with' if high else 'without'} the ace or king: {pct(y, y + n)}")
            y = leads[(lvl, qs, False, True)] + leads[(lvl, qs, True, True)]
            n = y + leads[(lvl, qs, False, False)] + leads[(lvl, qs, True, False)]
            rate[qs] = y / n if n else 0
        if rate[False]:
            print(f"  a small spade led: the queen's odds times {rate[True] / rate[False]:.2f}")
        u = unders[(lvl, True)], unders[(lvl, False)]
        print(f"  drops the queen under the ace or king of spades: {pct(u[0], u[0] + u[1])}")
        g, o = passes[(lvl, True)], passes[(lvl, False)]
        print(f"  the seat that passed to us holds the queen: {pct(g, g + o)} "
              f"(one in {players - 1} says nothing)")


if __name__ == "__main__":
    main()
