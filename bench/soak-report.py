#!/usr/bin/env python3
"""Summarises a soak of bench/soak.sh: python3 bench/soak-report.py OUT SERVER...

Per server (OUT/SERVER holds samples.tsv, gc.log and the sweep's results): the client JVM's live
heap (MB left after each full collection, from the GC log), heap in use and old generation (jstat),
RSS (MB) and threads, as the mean of the first and of the last 10 minutes of the read-write steps
(from the first one's start to the end) and the largest value; the load average; then each step of the
sweep's run: status, seconds, SLA (target and achieved inserts/s, passed), fairness between
clients (pct, rate CoV), rows inserted and deleted by all clients, and the rows in each table
after the step (max - min transactionid + 1) against the rows the run keeps per table.
"""
import glob
import json
import os
import re
import sys
from datetime import datetime

WINDOW = 600  # seconds: the first and the last 10 minutes
GC_LINE = re.compile(r"^\[(\d+(?:\.\d+)?)s\].*Pause Full.*?(\d+)M->(\d+)M\((\d+)M\)")


def windows(points, start):
    """points: [(epoch seconds, value)] -> (mean of the first window from start, or from the first point after
    it, mean of the last window, max)"""
    points = [(t, v) for t, v in points if t >= start]
    if not points:
        return None
    start = points[0][0]
    end = points[-1][0]
    first = [v for t, v in points if t <= start + WINDOW]
    last = [v for t, v in points if t >= end - WINDOW]
    if not first:
        return None
    return sum(first) / len(first), sum(last) / len(last), max(v for _, v in points)


def show(name, triple, unit):
    if triple is None:
        return f"  {name}: no samples"
    first, last, peak = triple
    change = 100.0 * (last - first) / first if first else 0.0
    return f"  {name}: first 10 min {first:.1f} {unit}, last 10 min {last:.1f} {unit} ({change:+.1f}%), max {peak:.1f} {unit}"


def samples(folder):
    path = os.path.join(folder, "samples.tsv")
    if not os.path.exists(path):
        return []
    with open(path) as f:
        header = f.readline().rstrip("\n").split("\t")
        return [dict(zip(header, line.rstrip("\n").split("\t"))) for line in f if line.strip()]


def live_heap(folder, jvm_start):
    """[(epoch seconds, MB left after a full collection)]"""
    path = os.path.join(folder, "gc.log")
    points = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                m = GC_LINE.match(line)
                if m:
                    points.append((jvm_start + float(m.group(1)), float(m.group(3))))
    return points


def read_write_start(result):
    """epoch seconds of the first read-write step's start, or None"""
    for step in result.get("steps", []):
        if step["kind"] == "READ_WRITE":
            return datetime.fromisoformat(step["run"]["startedAt"].replace("Z", "+00:00")).timestamp()
    return None


def runs(folder):
    return sorted(glob.glob(os.path.join(folder, "results", "sweep-*", "*", "*", "result.json")))


def step_lines(result):
    """One line per step; the rows in each table after it are checked against the rows it held before
    plus what the step's clients inserted minus what they deleted there (as the server reported)."""
    lines = []
    intended = {}
    for step in result.get("steps", []):
        m = step.get("measurements", {})
        sla = m.get("sla")
        fair = m.get("fairness")
        clients = m.get("clientResults") or []
        for c in clients:
            if c.get("table"):
                intended[c["table"]] = (intended.get(c["table"], 0) + c.get("rowsInserted", 0)
                                        - c.get("rowsDeleted", 0))
        inserted = sum(c.get("rowsInserted", 0) for c in clients)
        deleted = sum(c.get("rowsDeleted", 0) for c in clients)
        text = f"  {step['name']:7} {step['status']:9} {step['run']['seconds']:8.1f} s"
        if sla:
            text += (f"  SLA {sla['achievedInsertsPerSecond']:.1f}/{sla['targetInsertsPerSecond']:.1f} ins/s "
                     f"{'held' if sla['passed'] else 'MISSED'}")
        if fair:
            text += f"  fairness {fair['pct']:.1f}% cov {fair['rateCov']:.3f}"
        text += f"  inserted {inserted} deleted {deleted}"
        tables = [t for t in m.get("tables") or []
                  if t.get("minTransactionId") is not None and t.get("maxTransactionId") is not None]
        if tables:
            counts = {t["table"]: t["maxTransactionId"] - t["minTransactionId"] + 1 for t in tables}
            wrong = [f"{name} {count} of {intended.get(name)}" for name, count in counts.items()
                     if count != intended.get(name)]
            text += (f"  rows/table {min(counts.values())}..{max(counts.values())} "
                     f"({'as intended' if not wrong else 'NOT as intended: ' + ', '.join(wrong)})")
            intended.update(counts)
        lines.append(text)
    return lines


def main(out, servers):
    for server in servers:
        folder = os.path.join(out, server)
        rows = samples(folder)
        print(f"== {server}")
        if rows:
            seconds = int(rows[-1]["seconds"]) - int(rows[0]["seconds"])
            loads = [float(r["load1"]) for r in rows]
            print(f"  sampled {len(rows)} times over {seconds / 60:.1f} min; load average (1 min) "
                  f"mean {sum(loads) / len(loads):.2f}, min {min(loads):.2f}, max {max(loads):.2f}")
        results = []
        for path in runs(folder):
            with open(path) as f:
                results.append((path, json.load(f)))
        starts = [read_write_start(r) for _, r in results if read_write_start(r) is not None]
        start = min(starts) if starts else (float(rows[0]["epoch"]) if rows else 0)
        jvm_start = float(rows[0]["epoch"]) - float(rows[0]["seconds"]) if rows else 0
        print(f"  read-write steps from {datetime.fromtimestamp(start).strftime('%H:%M:%S')}: "
              f"{(float(rows[-1]['epoch']) - start) / 60 if rows else 0:.1f} min sampled")

        def series(key, scale):
            return [(float(r["epoch"]), float(r[key]) / scale) for r in rows if r.get(key)]
        print(show("live heap (after full GC)", windows(live_heap(folder, jvm_start), start), "MB"))
        print(show("heap in use (jstat)", windows(series("heapUsedKB", 1024), start), "MB"))
        print(show("old generation", windows(series("oldUsedKB", 1024), start), "MB"))
        print(show("RSS", windows(series("rssKB", 1024), start), "MB"))
        print(show("threads", windows(series("threads", 1), start), ""))
        print(show("load average", windows(series("load1", 1), start), ""))
        for path, result in results:
            print(f"  run {os.path.relpath(path, out)}: {result['status']} on {result['environment']['hostName']}")
            for line in step_lines(result):
                print(line)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: soak-report.py OUT SERVER...")
    main(sys.argv[1], sys.argv[2:])
