#!/usr/bin/env python3
"""Outside bots in hearts-sim (docs/bot-protocol.md): a well-behaved bot plays whole games and is told
everything in order; bots that crash, hang, answer nonsense, write an overlong line or play an illegal
card are reported (standard error and the summary's faults), the normal AI decides for them, and the
series goes on.

  test_bots.py path/to/hearts-sim
"""
import json
import os
import subprocess
import sys
import tempfile

from bot_checks import check, finish

SIM = sys.argv[1]

COMMON = r'''
import json, os, sys, time
LOG = os.environ.get("BOT_LOG")
plays = 0
def answer(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()
for line in sys.stdin:
    m = json.loads(line)
    if LOG:
        with open(LOG, "a") as f:
            f.write(line)
    if m["type"] == "pass":
        answer({"cards": m["cards"][:3]})
    elif m["type"] == "play":
        plays += 1
        BEHAVIOUR
'''

BOTS = {
    # Plays the first legal card.
    "good": 'answer({"card": m["legal"][0]})',
    # Dies at its fourth card (and again after each restart).
    "crash": 'sys.exit(3) if plays == 4 else answer({"card": m["legal"][0]})',
    # Thinks far too long over its third card.
    "hang": '(time.sleep(30) if plays == 3 else None); answer({"card": m["legal"][0]})',
    # Plays a card it may not play whenever it has one.
    "illegal": ('bad = [c for c in m["cards"] if c not in m["legal"]]\n'
                '        answer({"card": bad[0] if bad else m["legal"][0]})'),
    # Talks nonsense at its second card.
    "nonsense": ('sys.stdout.write("I would rather play bridge\\n") if plays == 2 else None; '
                 'sys.stdout.flush(); (answer({"card": m["legal"][0]}) if plays != 2 else None)'),
    # Writes a line over 64 KiB at its second card.
    "long": ('sys.stdout.write(("x" * 70000 + "\\n") if plays == 2 else ""); sys.stdout.flush(); '
             '(answer({"card": m["legal"][0]}) if plays != 2 else None)'),
}


# Plays its highest legal card and passes its three lowest: against random players it shoots the moon
# now and then. Answers the moon question (moon=ask) with subtract, add, subtract, ... or, with
# BOT_MOON=bad, with nonsense; writes a line on its standard error for every card it plays.
SHOOTER = r'''
import json, os, sys
LOG = os.environ.get("BOT_LOG")
RANKS = "23456789TJQKA"
moons = 0
for line in sys.stdin:
    m = json.loads(line)
    if LOG:
        with open(LOG, "a") as f:
            f.write(line)
    if m["type"] == "pass":
        print(json.dumps({"cards": sorted(m["cards"], key=lambda c: RANKS.index(c[0]))[:3]}), flush=True)
    elif m["type"] == "play":
        sys.stderr.write(f"thinking about trick {m['trick']} of hand {m['hand']}\n")
        sys.stderr.flush()
        print(json.dumps({"card": sorted(m["legal"], key=lambda c: RANKS.index(c[0]))[-1]}), flush=True)
    elif m["type"] == "moon":
        moons += 1
        choice = "maybe" if os.environ.get("BOT_MOON") == "bad" else ("subtract" if moons % 2 else "add")
        print(json.dumps({"choice": choice}), flush=True)
'''


def write_bot(tmp, name):
    path = os.path.join(tmp, f"{name}.py")
    with open(path, "w") as f:
        f.write(COMMON.replace("BEHAVIOUR", BOTS[name]))
    return path


def sim(players, games=2, extra=(), env=None):
    cmd = [SIM, "--games", str(games), "--seed", "11", "--json", "--players", players, *extra]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=240, env=env)
    summary = json.loads(p.stdout) if p.stdout.strip().startswith("{") else None
    return p, summary


def main():
    with tempfile.TemporaryDirectory() as tmp:
        bots = {name: write_bot(tmp, name) for name in BOTS}
        log = os.path.join(tmp, "good.log")
        env = dict(os.environ, BOT_LOG=log)

        # A good bot plays whole games, and hears every kind of message in order.
        p, s = sim(f"S=normal,W=bot:python3 {bots['good']},N=normal,E=normal", games=3, env=env)
        check(p.returncode == 0 and s is not None, "good bot: hearts-sim succeeds")
        check(s and s["seats"]["W"]["faults"] == 0 and s["games"] == 3, "good bot: no faults in 3 games")
        check(s and s["seats"]["W"]["player"].startswith("bot:python3"), "good bot: named in the summary")
        msgs = [json.loads(line) for line in open(log)]
        kinds = [m["type"] for m in msgs]
        check(kinds[0] == "hello" and kinds.count("hello") == 1 and msgs[0]["seat"] == "W"
              and msgs[0]["rules"]["preset"] == "tournament", "good bot: one hello first, with its seat and rules")
        check(kinds.count("end") == 3 and kinds[-1] == "end", "good bot: told the end of each game")
        check(all(k in kinds for k in ("deal", "pass", "received", "play", "trick", "hand")),
              "good bot: told deals, passes, received cards, plays, tricks and hands")
        plays = [m for m in msgs if m["type"] == "play"]
        check(all(set(m["legal"]) <= set(m["cards"]) and "clock" in m and len(m["tricks"]) == m["trick"] - 1
                  for m in plays), "good bot: each play question carries legal cards, the clock and past tricks")
        deals = [m for m in msgs if m["type"] == "deal"]
        check(all(len(d["cards"]) == 13 for d in deals), "good bot: deals show only its own 13 cards")
        # The keys the amended protocol names: a bot can keep no state.
        passes = [m for m in msgs if m["type"] == "pass"]
        check(passes and all(m["seat"] == "W" and m["direction"] in ("left", "right", "across")
                             and m["to"] in "SNE" and len(m["cards"]) == 13 for m in passes),
              "good bot: each pass question carries its seat, the direction and the seat passed to")
        dirs = {d["hand"]: d["pass"] for d in deals}
        check(all(m["seat"] == "W" and m["pass"] == dirs[m["hand"]] for m in plays),
              "good bot: each play question carries its seat and the hand's pass direction")
        tricks = [m for m in msgs if m["type"] == "trick"]
        check(tricks and all(m["leader"] in "SWNE" and len(m["cards"]) == 4 and m["winner"] in "SWNE"
                             for m in tricks), "good bot: each trick names its leader, cards and winner")
        check(all(m["reason"] in ("target", "clock") for m in msgs if m["type"] == "end"),
              "good bot: the end of a game gives its reason")

        # moon=ask: a bot that shoots is asked (seat, hand, totals, target) and its choice is scored;
        # what it writes on its standard error reaches ours, each line with its seat.
        shooter = os.path.join(tmp, "shooter.py")
        with open(shooter, "w") as f:
            f.write(SHOOTER)
        slog = os.path.join(tmp, "shooter.log")
        p, s = sim(f"S=bot:python3 {shooter},W=random,N=random,E=random", games=40,
                   extra=["--preset", "classic", "--rule", "moon=ask"], env=dict(os.environ, BOT_LOG=slog))
        check(p.returncode == 0 and s and s["seats"]["S"]["faults"] == 0, "shooter: no faults under moon=ask")
        msgs = [json.loads(line) for line in open(slog)]
        asked = [(i, m) for i, m in enumerate(msgs) if m["type"] == "moon"]
        check(len(asked) >= 2 and len(asked) == s["seats"]["S"]["moons"],
              f"shooter: asked once for each of its moons ({len(asked)} asked, {s['seats']['S']['moons']} moons)")
        check(all(m["seat"] == "S" and m["target"] == 100 and set(m["totals"]) == set("SWNE") and m["hand"] >= 1
                  for _, m in asked), "shooter: the moon question carries seat, hand, totals and target")
        scored = []
        for k, (i, m) in enumerate(asked):
            hand = next(x for x in msgs[i + 1:] if x["type"] == "hand")
            want = {"S": -26, "W": 0, "N": 0, "E": 0} if k % 2 == 0 else {"S": 0, "W": 26, "N": 26, "E": 26}
            scored.append(hand["hand"] == m["hand"] and hand["moon"] == "S" and hand["score"] == want)
        check(scored and all(scored), "shooter: each moon is scored as the bot chose (subtract, then add)")
        plays = sum(1 for m in msgs if m["type"] == "play")
        said = [line for line in p.stderr.splitlines() if "thinking about trick" in line]
        check(len(said) == plays and all(line.startswith("bot S: thinking about trick ") for line in said),
              f"shooter: its standard error is passed on, each line prefixed with its seat ({len(said)} of {plays})")
        p, s = sim(f"S=bot:python3 {shooter},W=random,N=random,E=random", games=40,
                   extra=["--preset", "classic", "--rule", "moon=ask"], env=dict(os.environ, BOT_MOON="bad"))
        check(p.returncode == 0 and s and s["seats"]["S"]["faults"] == s["seats"]["S"]["moons"] >= 2
              and "to the moon question" in p.stderr, "shooter: a bad moon answer is a fault, and the game goes on")

        # Two bots at once, and a bot in a duplicate series (it moves round the table).
        p, s = sim(f"S=bot:python3 {bots['good']},W=normal,N=bot:python3 {bots['good']},E=easy", games=1)
        check(p.returncode == 0 and s and s["seats"]["S"]["faults"] == 0 and s["seats"]["N"]["faults"] == 0,
              "two bots at one table")
        p, s = sim(f"S=bot:python3 {bots['good']},W=normal,N=normal,E=normal", games=1, extra=["--duplicate"])
        check(p.returncode == 0 and s and s["games"] == 4 and s["seats"]["S"]["faults"] == 0,
              "a bot in a duplicate series")

        # Misbehaving bots: reported, replaced for the decision, and the series completes.
        for name, what in (("crash", "exited"), ("hang", "did not answer within"), ("illegal", "not legal"),
                           ("nonsense", "not a JSON object"), ("long", "over 64 KiB")):
            extra = ["--bot-timeout", "300"] if name == "hang" else []
            p, s = sim(f"S=normal,W=normal,N=normal,E=bot:python3 {bots[name]}", games=2, extra=extra)
            faults = s["seats"]["E"]["faults"] if s else -1
            check(p.returncode == 0 and s is not None and s["games"] == 2,
                  f"{name} bot: the series completes")
            check(faults > 0, f"{name} bot: faults counted ({faults})")
            check("bot at seat E" in p.stderr and what in p.stderr and "normal AI plays this decision" in p.stderr,
                  f"{name} bot: reported on standard error")
            if faults <= 0 or what not in p.stderr:
                print(p.stderr[-2000:])

        # A command that cannot run at all is a fault at each decision, not a stop.
        p, s = sim("S=normal,W=bot:/nonexistent/bot,N=normal,E=normal", games=1)
        check(p.returncode == 0 and s and s["seats"]["W"]["faults"] > 0, "missing program: faults, series completes")

        # The text summary shows the faults too.
        p = subprocess.run([SIM, "--games", "1", "--players",
                            f"S=normal,W=normal,N=normal,E=bot:python3 {bots['illegal']}"],
                           capture_output=True, text=True, timeout=120)
        check(p.returncode == 0 and "faults" in p.stdout, "text summary has a faults column")

        # Bad command lines.
        p = subprocess.run([SIM, "--players", "S=normal,W=bot:,N=normal,E=normal"], capture_output=True, text=True)
        check(p.returncode == 2 and "bot" in p.stderr, "an empty bot command is refused")
        p = subprocess.run([SIM, "--bot-timeout", "0"], capture_output=True, text=True)
        check(p.returncode == 2, "--bot-timeout 0 is refused")

    return finish()


if __name__ == "__main__":
    sys.exit(main())
