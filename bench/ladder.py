#!/usr/bin/env python3
"""Benchmarks of the AI levels on duplicate deals (hearts-sim --duplicate).

Each match puts one player (the tested one, seat S in --players) against three of another level;
--duplicate plays every deal four times with the players moved round the table, so each player sits
in every seat on every deal and the luck of the cards cancels. Prints, per match: the tested player's
points per hand with its standard error, its margin over the mean of its three opponents, moons shot
by it and against it (per hand), its attempts on the moon and how many succeeded, and its decision
times (wall-clock and CPU); then checks the targets.

The matches: the ladder (hard-normal, normal-easy, easy-random; the top rung, expert-hard and
expert-normal, is dearer: ask for it with --match); the moon hunter against three hard players
(hunter-hard) or three expert ones (hunter-expert) and, for comparison, three normal ones (hunter-normal); and four hard players
(hard-hard), where every seat is the same player, so it is played without --duplicate (its four
seatings would be the same game) and its attempts on the moon are counted over all four seats.

  bench/ladder.py [--sim build-ai/hearts-sim] [--hands 10000] [--jobs 2] [--match hard-normal ...]
"""
import argparse
import json
import math
import subprocess
import sys
import time

MATCHES = {
    "hard-normal": ("hard", "normal"),
    "normal-easy": ("normal", "easy"),
    "easy-random": ("easy", "random"),
    "hunter-hard": ("hunter", "hard"),
    "hunter-normal": ("hunter", "normal"),
    "hard-hard": ("hard", "hard"),
    "expert-hard": ("expert", "hard"),
    "expert-normal": ("expert", "normal"),
    "hunter-expert": ("hunter", "expert"),
}
HANDS_PER_DEAL = 4 * 4.9  # four seatings of a tournament game of about 4.9 hands


def run(sim, top, below, deals, seed, jobs, extra):
    same = top == below
    cmd = [sim] + ([] if same else ["--duplicate"]) + [
        "--games", str(deals), "--seed", str(seed), "--jobs", str(jobs), "--json",
        "--players", f"S={top},W={below},N={below},E={below}"] + extra
    t0 = time.time()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return cmd, json.loads(out), time.time() - t0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sim", default="build-ai/hearts-sim")
    ap.add_argument("--hands", type=int, default=10000, help="at least this many hands per match")
    ap.add_argument("--deals", type=int, default=0, help="deals per match (overrides --hands)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--match", action="append", choices=sorted(MATCHES), help="default: all three")
    ap.add_argument("extra", nargs="*", help="more hearts-sim arguments (after --)")
    a = ap.parse_args()
    matches = a.match or ["easy-random", "normal-easy", "hard-normal"]
    ok = True
    for name in matches:
        top, below = MATCHES[name]
        per_deal = HANDS_PER_DEAL / 4 if top == below else HANDS_PER_DEAL
        deals = a.deals or math.ceil(a.hands / per_deal)
        cmd, r, secs = run(a.sim, top, below, deals, a.seed, a.jobs, a.extra)
        hands = r["hands_completed"]
        while not a.deals and hands < a.hands:  # top up with further deals
            more = math.ceil((a.hands - hands) / per_deal) + 5
            deals += more
            cmd, r, secs = run(a.sim, top, below, deals, a.seed, a.jobs, a.extra)
            hands = r["hands_completed"]
        s = r["seats"]["S"]
        opp = [r["seats"][k]["points_per_hand"] for k in "WNE"]
        print(f"== {top} vs three {below}: {r['deals']} deals x 4 seatings, {r['games']} games, {hands} hands, "
              f"{secs:.0f} s")
        print("   " + " ".join(cmd))
        print(f"   {top}: {s['points_per_hand']:.3f} +- {s['points_per_hand_se']:.3f} points per hand; "
              f"opponents {sum(opp) / 3:.3f} ({', '.join(f'{x:.3f}' for x in opp)}); "
              f"margin {s['margin']:+.3f} +- {s['margin_se']:.3f}")
        print(f"   moons: by {top} {s['moons']} ({100 * s['moons'] / hands:.2f}% of hands), "
              f"against {top} {s['moons_against']} ({100 * s['moons_against'] / hands:.2f}% of hands)")
        if "moon_tries" in s:
            tries, won = s["moon_tries"], s["moon_tries_won"]
            if top == below:  # every seat is the tested player
                tries = sum(r["seats"][k]["moon_tries"] for k in "SWNE")
                won = sum(r["seats"][k]["moon_tries_won"] for k in "SWNE")
            print(f"   attempts on the moon: {tries} ({100 * tries / hands:.2f}% of hands), "
                  f"{won} completed ({100 * won / max(tries, 1):.1f}%)")
        print(f"   decision time ({top}): wall-clock p50 {s['decision_ms_p50']:.3f} ms, p99 {s['decision_ms_p99']:.3f} ms;"
              f" CPU p50 {s['decision_cpu_ms_p50']:.3f} ms, p99 {s['decision_cpu_ms_p99']:.3f} ms (jobs {a.jobs})")
        if name == "hard-normal":
            checks = [("at most 4.3 points per hand", s["points_per_hand"] <= 4.3),
                      ("moons against under 0.5% of hands", s["moons_against"] < 0.005 * hands),
                      ("decision CPU p50 within 50 ms", s["decision_cpu_ms_p50"] <= 50),
                      ("decision CPU p99 within 150 ms", s["decision_cpu_ms_p99"] <= 150)]
        elif name == "hunter-hard":
            checks = [("the hunter's moons under 1.5% of hands", s["moons"] < 0.015 * hands)]
        elif name == "expert-normal":
            checks = [("at most 4.0 points per hand", s["points_per_hand"] <= 4.0),
                      ("decision CPU p50 within 50 ms", s["decision_cpu_ms_p50"] <= 50),
                      ("decision CPU p99 within 150 ms", s["decision_cpu_ms_p99"] <= 150)]
        elif name == "expert-hard":
            checks = [("fewer points per hand than its opponents", s["margin"] < 0)]
        elif name == "hunter-expert":
            checks = [("the hunter's moons under 1% of hands", s["moons"] < 0.01 * hands)]
        elif name == "hard-hard":
            checks = [("at least 70% of attempts on the moon completed", tries == 0 or won >= 0.7 * tries)]
        elif name == "hunter-normal":
            checks = []
        else:
            checks = [("at least 1.5 points per hand better than its opponents", s["margin"] <= -1.5)]
        for what, good in checks:
            print(f"   [{'ok' if good else 'FAIL'}] {what}")
            ok &= good
        sys.stdout.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
