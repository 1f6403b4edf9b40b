#!/usr/bin/env python3
"""hearts-sim's summary for measuring the AI: --duplicate seats every player in every seat of every
deal; --teams plays each deal with the partnerships swapped once; the decision times are given as
wall-clock and as CPU time; and every key of the JSON summary is named in hearts-sim --help and in the
README.

  test_sim_summary.py path/to/hearts-sim path/to/README.md
"""
import json
import os
import subprocess
import sys
import tempfile

from bot_checks import check, finish

SIM, README = sys.argv[1], sys.argv[2]


def run(*args):
    p = subprocess.run([SIM, "--json", "--jobs", "2", *args], capture_output=True, text=True)
    if p.returncode != 0:
        print(p.stderr)
        return None
    return json.loads(p.stdout)


def keys_of(summary):
    """Every key of a summary: top level, teams and seats (their own keys, not S/W/N/E/SN/WE)."""
    keys = set(summary)
    for team in summary.get("teams", {}).values():
        if isinstance(team, dict):
            keys |= set(team)
    keys |= set(k for k in summary.get("teams", {}) if k not in ("SN", "WE"))
    for seat in summary["seats"].values():
        keys |= set(seat)
    return keys


def main():
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "dup.jsonl")
        # A duplicate match with every kind of built-in player, the hunter and the hard level included.
        dup = run("--duplicate", "--games", "2", "--seed", "5", "--log", log,
                  "--players", "S=hunter,W=hard,N=normal,E=easy")
        check(dup is not None, "--duplicate: hearts-sim succeeds")
        if dup is None:
            return finish()
        check(dup["duplicate"] is True and dup["seatings"] == 4 and dup["deals"] == 2 and dup["games"] == 8,
              "--duplicate: 2 deals are 8 games, 4 seatings each")
        games = [json.loads(line) for line in open(log) if '"event":"game"' in line]
        seatings = {}
        for g in games:
            seatings.setdefault(g["seed"], []).append(g["players"])
        every_seat = all(
            sorted(p[seat] for p in ps) == sorted(["ai:hunter", "ai:hard", "ai:normal", "ai:easy"])
            for ps in seatings.values() for seat in "SWNE")
        check(len(seatings) == 2 and every_seat, "--duplicate: on each deal every player sits in every seat once")
        rows = dup["seats"]
        check([rows[s]["player"] for s in "SWNE"] == ["hunter", "hard", "normal", "easy"],
              "--duplicate: a row is the player named at that seat in --players")
        check(all("moon_tries" in rows[s] for s in "SW") and not any("moon_tries" in rows[s] for s in "NE"),
              "--duplicate: attempts on the moon counted for hard and the hunter only")
        # CPU time never exceeds wall-clock time for the same decision, so neither do its percentiles.
        cpu_ok = all(0 <= rows[s]["decision_cpu_ms_p50"] <= rows[s]["decision_ms_p50"] * 1.1 + 0.01 and
                     rows[s]["decision_cpu_ms_p99"] <= rows[s]["decision_ms_p99"] * 1.1 + 0.01 for s in "SWNE")
        cpu_ok = cpu_ok and rows["S"]["decision_cpu_ms_p50"] > 0 and rows["W"]["decision_cpu_ms_p50"] > 0
        check(cpu_ok, "decision CPU times are given for built-in players and are within wall-clock times")

        teams = run("--teams", "--games", "3", "--seed", "2", "--players", "S=normal,N=normal,W=easy,E=easy")
        check(teams is not None and teams["seatings"] == 2 and teams["games"] == 6 and "margin_se" in teams["teams"],
              "--teams: each deal twice, with the team margin and its standard error")

        bot = os.path.join(tmp, "bot.py")
        with open(bot, "w") as f:
            f.write("import json, sys\n"
                    "for line in sys.stdin:\n"
                    "    m = json.loads(line)\n"
                    "    if m['type'] == 'pass': print(json.dumps({'cards': m['cards'][:3]}), flush=True)\n"
                    "    elif m['type'] == 'play': print(json.dumps({'card': m['legal'][0]}), flush=True)\n")
        withbot = run("--games", "1", "--players", f"S=bot:{sys.executable} {bot},W=normal,N=normal,E=normal")
        check(withbot is not None and "faults" in withbot["seats"]["S"]
              and "decision_cpu_ms_p50" not in withbot["seats"]["S"],
              "an outside bot's row has its faults and no CPU time (it is another process)")

        # Every key any of these summaries has is documented in --help and in the README.
        keys = set()
        for s in (dup, teams, withbot):
            if s:
                keys |= keys_of(s)
        helptext = subprocess.run([SIM, "--help"], capture_output=True, text=True).stdout
        readme = open(README, encoding="utf-8").read()
        missing_help = sorted(k for k in keys if k not in helptext)
        missing_readme = sorted(k for k in keys if f"`{k}`" not in readme)
        check(not missing_help, f"every JSON key is named in --help ({len(keys)} keys; missing: {missing_help})")
        check(not missing_readme, f"every JSON key is named in the README (missing: {missing_readme})")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
