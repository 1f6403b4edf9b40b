#!/usr/bin/env python3
"""The AI levels at three and five seats on duplicate deals (hearts-sim --duplicate --rule players=N).

One player (the tested one, seat S) against two or four of another level, classic rules (New game's
choice for three or five players). --duplicate plays every deal once a seat with the players moved one
seat round the table each time, so the luck of the cards cancels. The deals are played in chunks of
`--chunk` deals (chunk k from seed 1000*k+1), each its own hearts-sim run, so that a long measurement
on a busy machine can be summed from whatever chunks are done (--sum DIR: the JSON summaries a run
left there). Chunks are independent draws: the points per hand are a ratio of sums over the chunks
(points over hands), and its standard error is that of a ratio with each chunk one draw.

  bench/seats.py [--sim build-ai/hearts-sim] --players 3 --match hard-normal --hands 5000 [--out DIR]
  bench/seats.py --sum DIR --players 3 --match hard-normal
"""
import argparse
import glob
import json
import math
import os
import subprocess
import sys

MATCHES = {"hard-normal": ("hard", "normal"), "normal-easy": ("normal", "easy"), "easy-random": ("easy", "random")}
SEATS = {3: ["S", "W", "E"], 5: ["S", "W", "NW", "NE", "E"]}


def command(sim, players, top, below, chunk, k, jobs):
    seats = SEATS[players]
    plist = ",".join(f"{s}={top if s == 'S' else below}" for s in seats)
    return [sim, "--duplicate", "--games", str(chunk), "--seed", str(1000 * k + 1), "--preset", "classic",
            "--rule", f"players={players}", "--players", plist, "--jobs", str(jobs), "--json"]


def ratio(totals, hands):
    """A ratio of sums over independent chunks and its standard error (each chunk one draw)."""
    k, h = len(hands), sum(hands)
    r = sum(totals) / h
    if k < 2:
        return r, float("nan")
    var = sum((t - r * n) ** 2 for t, n in zip(totals, hands)) / (k * (k - 1))
    return r, math.sqrt(var) / (h / k)


def pooled(runs, players):
    """Sums chunk summaries: points per hand and margin of S with their standard errors, moons, times."""
    others = SEATS[players][1:]
    hands = [r["hands_completed"] for r in runs]
    pts, se = ratio([r["seats"]["S"]["points_per_hand"] * n for r, n in zip(runs, hands)], hands)
    opp, _ = ratio([sum(r["seats"][o]["points_per_hand"] for o in others) / len(others) * n
                    for r, n in zip(runs, hands)], hands)
    margin, margin_se = ratio([r["seats"]["S"]["margin"] * n for r, n in zip(runs, hands)], hands)
    s = [r["seats"]["S"] for r in runs]
    return {
        "chunks": len(runs), "deals": sum(r["deals"] for r in runs), "games": sum(r["games"] for r in runs),
        "hands": sum(hands), "points": pts, "se": se, "opponents": opp, "margin": margin, "margin_se": margin_se,
        "moons": sum(x["moons"] for x in s), "moons_against": sum(x["moons_against"] for x in s),
        "cpu_p50": sorted(x["decision_cpu_ms_p50"] for x in s)[len(s) // 2],
        "cpu_p99": max(x["decision_cpu_ms_p99"] for x in s),
    }


def report(p, players, top, below):
    lo, hi = p["points"] - 1.96 * p["se"], p["points"] + 1.96 * p["se"]
    mlo, mhi = p["margin"] - 1.96 * p["margin_se"], p["margin"] + 1.96 * p["margin_se"]
    print(f"== {players} seats, {top} vs {players - 1} {below}: {p['chunks']} chunks, {p['deals']} deals, "
          f"{p['games']} games, {p['hands']} hands")
    print(f"   {top}: {p['points']:.3f} points per hand (95%: {lo:.3f} .. {hi:.3f}); opponents "
          f"{p['opponents']:.3f}; margin {p['margin']:+.3f} (95%: {mlo:+.3f} .. {mhi:+.3f})")
    print(f"   moons: by {top} {p['moons']}, against {top} {p['moons_against']}")
    print(f"   decision CPU ({top}): p50 {p['cpu_p50']:.3f} ms (median of the chunks), "
          f"p99 {p['cpu_p99']:.3f} ms (the largest chunk's)")
    return mhi < 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sim", default="build-ai/hearts-sim")
    ap.add_argument("--players", type=int, choices=[3, 5], required=True)
    ap.add_argument("--match", choices=sorted(MATCHES), default="hard-normal")
    ap.add_argument("--hands", type=int, default=5000, help="at least this many completed hands")
    ap.add_argument("--chunk", type=int, default=4, help="deals a hearts-sim run")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="", help="keep each chunk's summary here (NAME-K.json); chunks already "
                    "there are summed, not played again")
    ap.add_argument("--sum", default="", help="only sum the chunks already in this directory")
    a = ap.parse_args()
    top, below = MATCHES[a.match]
    name = f"{a.match}-{a.players}"
    runs = []
    if a.sum:
        for f in sorted(glob.glob(os.path.join(a.sum, f"{name}-*.json"))):
            with open(f) as fh:
                runs.append(json.load(fh))
    else:
        k = 0
        print(" ".join(command(a.sim, a.players, top, below, a.chunk, 1, a.jobs)).replace("--seed 1001", "--seed 1000*K+1"))
        while sum(r["hands_completed"] for r in runs) < a.hands:
            k += 1
            path = os.path.join(a.out, f"{name}-{k}.json") if a.out else ""
            if path and os.path.exists(path):  # a chunk an earlier run left: summed, not played again
                with open(path) as fh:
                    runs.append(json.load(fh))
                continue
            out = subprocess.run(command(a.sim, a.players, top, below, a.chunk, k, a.jobs), check=True,
                                 capture_output=True, text=True).stdout
            runs.append(json.loads(out))
            if path:
                with open(path + ".tmp", "w") as fh:
                    fh.write(out)
                os.replace(path + ".tmp", path)
            sys.stdout.flush()
    if not runs:
        print(f"no chunks of {name}")
        return 1
    return 0 if report(pooled(runs, a.players), a.players, top, below) else 1


if __name__ == "__main__":
    sys.exit(main())
