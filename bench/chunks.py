#!/usr/bin/env python3
"""A long hearts-sim match played in chunks of deals, each chunk saved as it ends, and pooled.

On a shared machine a 10,000-hand match with searching players takes hours: played in chunks (deals
SEED .. SEED+SIZE-1, then the next SIZE, ...), it can be stopped at any moment and started again with
the same arguments, and it goes on after the last chunk saved. What it prints pools every chunk saved
so far: the hands, the tested seat's (S) points a hand and margin over the others with 95% intervals
(each chunk's standard errors combined), its moons and those against it, its attempts, the decision
CPU times (the median over the chunks of each chunk's percentile), and with --teams the teams'
difference. The chunks together are exactly the one long run: the same deals, the same seeds. The
directory keeps the match it holds (match.json) and refuses chunks of another.

  bench/chunks.py --out DIR [--sim build/hearts-sim] [--chunks 25] [--size 20] [--seed 1]
                  [--jobs 2] [--first K] [--pool-only] -- HEARTS-SIM ARGUMENTS (--duplicate or --teams, --players ...)

e.g. bench/chunks.py --out /tmp/en --chunks 26 --size 20 -- --duplicate --players S=expert,W=normal,N=normal,E=normal
"""
import argparse
import json
import math
import os
import subprocess
import sys


def wilson(k, n, z=1.96):
    if n == 0:
        return 0.0, 0.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def pooled(parts):
    """(weight, mean, se) of each chunk: the weighted mean and its standard error."""
    total = sum(w for w, _, _ in parts)
    if total == 0:
        return 0.0, 0.0
    mean = sum(w * m for w, m, _ in parts) / total
    se = math.sqrt(sum((w / total) ** 2 * s * s for w, _, s in parts))
    return mean, se


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2] if xs else 0.0


def report(runs):
    hands = sum(r["hands_completed"] for r in runs)
    print(f"{len(runs)} chunks, {sum(r['deals'] for r in runs)} deals, {hands} hands")
    s = [r["seats"]["S"] for r in runs]
    w = [r["hands_completed"] for r in runs]
    ppH, ppH_se = pooled([(n, x["points_per_hand"], x["points_per_hand_se"]) for n, x in zip(w, s)])
    mar, mar_se = pooled([(n, x["margin"], x["margin_se"]) for n, x in zip(w, s)])
    print(f"S ({s[0]['player']}): {ppH:.3f} +- {1.96 * ppH_se:.3f} points a hand; "
          f"margin over the others {mar:+.3f} +- {1.96 * mar_se:.3f}")
    moons = sum(x["moons"] for x in s)
    against = sum(x["moons_against"] for x in s)
    lo, hi = wilson(moons, hands)
    print(f"moons by S {moons} ({100 * moons / hands:.2f}%, 95%: {100 * lo:.2f} to {100 * hi:.2f}); "
          f"against S {against} ({100 * against / hands:.2f}%); attempts {sum(x.get('moon_tries', 0) for x in s)}, "
          f"completed {sum(x.get('moon_tries_won', 0) for x in s)}; won {pooled([(r['games'], x['win_rate'], 0) for r, x in zip(runs, s)])[0]:.1%} of the games")
    for seat in runs[0]["seats"]:
        xs = [r["seats"][seat] for r in runs]
        print(f"  {seat} {xs[0]['player']:8s} points a hand {pooled([(n, x['points_per_hand'], 0) for n, x in zip(w, xs)])[0]:.3f}, "
              f"moons {sum(x['moons'] for x in xs)}, decision CPU p50 / p99 (median of the chunks) "
              f"{median([x.get('decision_cpu_ms_p50', 0) for x in xs]):.2f} / "
              f"{median([x.get('decision_cpu_ms_p99', 0) for x in xs]):.1f} ms")
    if "teams" in runs[0]:
        t = [r["teams"] for r in runs]
        sn = pooled([(n, x["SN"]["points_per_hand"], x["SN"]["points_per_hand_se"]) for n, x in zip(w, t)])
        we = pooled([(n, x["WE"]["points_per_hand"], x["WE"]["points_per_hand_se"]) for n, x in zip(w, t)])
        d, d_se = pooled([(n, x["margin"], x["margin_se"]) for n, x in zip(w, t)])
        ms = {seat: sum(r["seats"][seat]["moons"] for r in runs) for seat in "SNWE"}
        print(f"teams: S+N {sn[0]:.3f}, W+E {we[0]:.3f} points a seat-hand; S+N minus W+E {d:+.3f} +- {1.96 * d_se:.3f}; "
              f"moons by S+N {ms['S'] + ms['N']}, by W+E {ms['W'] + ms['E']} "
              f"({100 * (ms['W'] + ms['E']) / hands:.2f}% of hands)")


def same_match(out, want):
    """The match the directory's chunks belong to, written on the first run and compared on the next:
    chunks of another match (another build, arguments, size or first seed) are never pooled."""
    path = os.path.join(out, "match.json")
    if os.path.exists(path):
        with open(path) as f:
            have = json.load(f)
        if have != want:
            sys.exit(f"bench/chunks.py: {out} holds the chunks of another match:\n  {have}\nnot\n  {want}\n"
                     "give another --out, or the same arguments as before")
        return
    with open(path + ".tmp", "w") as f:
        json.dump(want, f)
    os.replace(path + ".tmp", path)


def play_chunk(a, k, path):
    """Chunk k into path (a temporary file renamed). A run whose games stopped on an illegal decision
    still prints its summary, which is kept (its errors said); one that printed none stops the match."""
    cmd = [a.sim, *a.args, "--games", str(a.size), "--seed", str(a.seed + k * a.size), "--jobs", str(a.jobs), "--json"]
    done = subprocess.run(cmd, stdout=subprocess.PIPE, text=True)
    try:
        json.loads(done.stdout)
    except ValueError:
        sys.exit(f"bench/chunks.py: chunk {k} ({' '.join(cmd)}) ended with status {done.returncode} "
                 "and no summary (its message is above)")
    if done.returncode != 0:
        print(f"bench/chunks.py: chunk {k} ended with status {done.returncode} (said above); its summary is kept",
              file=sys.stderr)
    with open(path + ".tmp", "w") as f:
        f.write(done.stdout)
    os.replace(path + ".tmp", path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True, help="directory of the chunks' summaries (made if missing)")
    ap.add_argument("--sim", default="build/hearts-sim")
    ap.add_argument("--chunks", type=int, default=25)
    ap.add_argument("--first", type=int, default=0,
                    help="play only chunks from this one on (those before are pooled when saved): a second "
                         "machine or core can take the chunks from the end while another plays from the start")
    ap.add_argument("--size", type=int, default=20, help="deals a chunk (hearts-sim --games)")
    ap.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pool-only", action="store_true", help="play nothing: pool the chunks saved")
    ap.add_argument("args", nargs="+", help="hearts-sim's arguments (after --)")
    a = ap.parse_args()
    own = ("--games", "--seed", "--jobs", "--json", "--log")
    for arg in a.args:
        if arg.split("=")[0] in own:
            sys.exit(f"bench/chunks.py: {arg} is the chunks' own (--games and --seed: give --size and --seed "
                     "before --; --jobs before --; --json always; no --log: a chunk played again would "
                     "append its games twice)")
    os.makedirs(a.out, exist_ok=True)
    same_match(a.out, {"sim": os.path.abspath(a.sim), "args": a.args, "size": a.size, "seed": a.seed})
    runs = []
    for k in range(a.chunks):
        path = os.path.join(a.out, f"chunk{k:03d}.json")
        if not os.path.exists(path) and not a.pool_only and k >= a.first:
            play_chunk(a, k, path)
        if os.path.exists(path):
            with open(path) as f:
                runs.append(json.load(f))
    if not runs:
        sys.exit("bench/chunks.py: no chunk saved yet")
    print("$ " + " ".join([a.sim] + a.args) + f" --games {a.size} --seed {a.seed}+{a.size}k, k < {a.chunks}")
    report(runs)


if __name__ == "__main__":
    main()
