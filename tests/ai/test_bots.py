#!/usr/bin/env python3
"""Outside bots in hearts-sim (bot-protocol.md): a well-behaved bot plays whole games and is told
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
