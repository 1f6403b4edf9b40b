#!/usr/bin/env python3
"""The seat barrier through the outside-bot adapter (docs/bot-protocol.md): four bots play whole games in
hearts-sim, each writing down every line it is sent; the game log (--log) says what every seat was
really dealt and passed. Then, for every message a bot got:
  - a deal carries exactly its own 13 cards;
  - a received message carries exactly the three cards passed to it, by the seat that passed them;
  - no message names a card of another seat's hand, except as a card already played (in a trick);
so nothing the adapter writes lets a bot see another seat's cards.

  test_seat_barrier.py path/to/hearts-sim
"""
import json
import os
import subprocess
import sys
import tempfile

from bot_checks import check, finish

SIM = sys.argv[1]

BOT = r'''
import json, os, sys
out = None
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        out = open(os.path.join(os.environ["BARRIER_DIR"], m["seat"] + ".jsonl"), "a")
    out.write(line)
    out.flush()
    if m["type"] == "pass":
        sys.stdout.write(json.dumps({"cards": m["cards"][-3:]}) + "\n")
    elif m["type"] == "play":
        sys.stdout.write(json.dumps({"card": m["legal"][-1]}) + "\n")
    sys.stdout.flush()
'''

# Keys whose cards were played in public (a trick on the table, tricks gone by).
PUBLIC = {"trick_cards", "tricks"}


def cards_in(value, public=False):
    """(card, public) for every card named anywhere in a message."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(v, public or k in PUBLIC)
    elif isinstance(value, list):
        for v in value:
            yield from cards_in(v, public)
    elif isinstance(value, str) and len(value) == 2 and value[0] in "23456789TJQKA" and value[1] in "CDSH":
        yield value, public


def truth(log_path):
    """Per game (in order) and hand: what each seat was dealt, passed, and the cards played."""
    games = []
    for line in open(log_path):
        e = json.loads(line)
        if e["event"] == "game":
            games.append({})
        elif e["event"] == "deal":
            games[-1][e["hand"]] = {"dealt": {s: set(c) for s, c in e["cards"].items()}, "pass": {}, "played": set()}
        elif e["event"] == "pass":
            games[-1][e["hand"]]["pass"][e["seat"]] = (e["to"], set(e["cards"]))
        elif e["event"] == "play":
            games[-1][e["hand"]]["played"].add(e["card"])
    return games


def main():
    with tempfile.TemporaryDirectory() as tmp:
        bot = os.path.join(tmp, "recorder.py")
        with open(bot, "w") as f:
            f.write(BOT)
        log = os.path.join(tmp, "games.jsonl")
        players = ",".join(f"{s}=bot:python3 {bot}" for s in "SWNE")
        env = dict(os.environ, BARRIER_DIR=tmp)
        p = subprocess.run([SIM, "--games", "3", "--seed", "5", "--preset", "classic", "--json", "--players", players,
                            "--log", log], capture_output=True, text=True, timeout=240, env=env)
        check(p.returncode == 0, "hearts-sim plays 3 games with four bots")
        if p.returncode != 0:
            print(p.stderr[-2000:])
            return 1
        games = truth(log)
        check(len(games) == 3, "the log has the three games")
        for seat in "SWNE":
            msgs = [json.loads(line) for line in open(os.path.join(tmp, seat + ".jsonl"))]
            game, hand = -1, None
            deals = received = bad = 0
            for m in msgs:
                if m["type"] == "deal":
                    if m["hand"] == 1:
                        game += 1
                    hand = games[game][m["hand"]]
                if hand is None:
                    continue
                own = hand["dealt"][seat]
                got = set()
                for passer, (to, cards) in hand["pass"].items():
                    if to == seat:
                        got = cards
                if m["type"] == "deal":
                    deals += 1
                    if set(m["cards"]) != own or len(m["cards"]) != 13:
                        bad += 1
                        print(f"  seat {seat}: deal {m['cards']} is not its own hand")
                elif m["type"] == "received":
                    received += 1
                    passer = m["from"]
                    if set(m["cards"]) != hand["pass"][passer][1] or hand["pass"][passer][0] != seat:
                        bad += 1
                        print(f"  seat {seat}: received {m['cards']} from {passer}, which is not what was passed")
                # Anything it is told is its own, what it received, or played in public.
                for card, public in cards_in(m, m["type"] == "trick"):
                    if card in own or card in got:
                        continue
                    if public and card in hand["played"]:
                        continue
                    bad += 1
                    print(f"  seat {seat}: a {m['type']} message names {card}, which it cannot know")
                    break
            check(deals > 10 and received > 5, f"seat {seat}: told {deals} deals and {received} passes")
            check(bad == 0, f"seat {seat}: every message carries only its own cards and cards played")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
