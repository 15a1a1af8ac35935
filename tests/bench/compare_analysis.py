#!/usr/bin/python3
"""Compares analyses of the same games: a reference and a faster run (BENCHMARKS.md "Analysis by
time against depth 12").

    compare_analysis.py REF.json RUN.json [REF2.json RUN2.json ...]

Each file is `damascope-cli analyze --game G --json` output (its last line is the game). Prints per
game and in all: the reference's judgement marks (inaccuracy, mistake, blunder) the run kept on the
same ply with the same grade, the plies both marked whatever the grade, the run's extra marks, the
best moves agreeing, and the run's median depth.
"""
import json
import statistics
import sys

JUDGEMENTS = {"inaccuracy", "mistake", "blunder"}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.loads(f.read().strip().splitlines()[-1])


def marks(game):
    return {(m["ply"], k) for m in game["moves"] for k in m["marks"] if k in JUDGEMENTS}


def marked_plies(game):
    return {m["ply"] for m in game["moves"] if JUDGEMENTS & set(m["marks"])}


def main(paths):
    if not paths or len(paths) % 2:
        sys.exit("usage: compare_analysis.py REF.json RUN.json [REF2.json RUN2.json ...]")
    total = dict(ref=0, kept=0, extra=0, plies=0, plies_kept=0, plies_extra=0, agree=0, positions=0)
    for ref_path, run_path in zip(paths[::2], paths[1::2]):
        ref, run = load(ref_path), load(run_path)
        rm, tm = marks(ref), marks(run)
        rp, tp = marked_plies(ref), marked_plies(run)
        pairs = list(zip(ref["moves"], run["moves"]))
        agree = sum(1 for a, b in pairs if a.get("best") and a["best"] == b.get("best"))
        positions = sum(1 for a in ref["moves"] if a.get("best"))
        depth = statistics.median([m["depth"] for m in run["moves"] if m.get("best")] or [0])
        line = (f"game {ref['id']} ({len(ref['moves']) - 1} plies): marks kept {len(rm & tm)} of "
                f"{len(rm)}, extra {len(tm - rm)}; plies kept {len(rp & tp)} of {len(rp)}; best "
                f"agreeing {agree} of {positions}; median depth {depth}")
        if rm != tm:
            line += f"; missed {sorted(rm - tm)}, extra {sorted(tm - rm)}"
        print(line)
        for key, value in (("ref", len(rm)), ("kept", len(rm & tm)), ("extra", len(tm - rm)),
                           ("plies", len(rp)), ("plies_kept", len(rp & tp)),
                           ("plies_extra", len(tp - rp)), ("agree", agree),
                           ("positions", positions)):
            total[key] += value
    share = 100 * total["agree"] / max(1, total["positions"])
    print(f"all: marks kept {total['kept']} of {total['ref']}, extra {total['extra']}; plies kept "
          f"{total['plies_kept']} of {total['plies']}, extra {total['plies_extra']}; best agreeing "
          f"{total['agree']} of {total['positions']} ({share:.0f}%)")


if __name__ == "__main__":
    main(sys.argv[1:])
