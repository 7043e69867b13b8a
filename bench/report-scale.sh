#!/usr/bin/env bash
# The HTML report at the size of a published campaign (docs/performance.md, "The report at campaign size"):
# builds RUNS runs × every step × SECONDS seconds from one real run folder (ReportScaleBenchmark: its interval
# series stretched by repeating its real lines, each run's rates scaled by its own factor), then REPEAT times:
# writes the report with -Xmx1g (size, load and write time, the heap's peak) and opens it in headless Chromium
# through chromedriver (ReportInChromium: the page's own marks when its first view and every chart are drawn,
# performance.now() from the start of navigation, and the wall times). Prints each measurement and the median
# and range of each figure. With --base-jar (the benchmarks.jar of an earlier build) each repetition first writes
# the same campaign's report with that jar, then with this one, and prints the pairs' ratios (base / this) of
# the load and write times and the heap's peak, and whether both wrote the same HTML.
# Usage: bench/report-scale.sh RUN_DIR [--runs 30] [--seconds 3600] [--repeat 3] [--work DIR] [--base-jar JAR]
#   Needs the built jars (./mvnw -DskipTests package -pl bench -am), python3, chromium and chromium-driver.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run="${1:?usage: bench/report-scale.sh RUN_DIR [--runs N] [--seconds N] [--repeat N] [--work DIR] [--base-jar JAR]}"
shift
runs=30
seconds=3600
repeat=3
work="$(mktemp -d /tmp/ibench-report-scale-XXXXXX)"
base_jar=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --repeat) repeat="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --base-jar) base_jar="$(realpath "$2")"; shift 2 ;;
    *) echo "report-scale.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
jar="$root/bench/target/benchmarks.jar"
[[ -f "$jar" ]] || { echo "report-scale.sh: build first: ./mvnw -DskipTests package -pl bench -am" >&2; exit 2; }
echo "host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $(java -version 2>&1 | head -1); chromium: $(chromium --version 2>/dev/null || echo missing)"
echo "campaign: $runs runs from $run, $seconds s per step, in $work"
results="$work/measurements.txt"
: > "$results"
scale() { # JAR WORK: one report of the campaign, its figures on one line
  java -Xmx1g -XX:+UseSerialGC -cp "$1" io.ibench.bench.ReportScaleBenchmark "$run" "$2" "$runs" "$seconds"
}
for i in $(seq 1 "$repeat"); do
  base=""
  if [[ -n "$base_jar" ]]; then
    if [[ ! -d "$work/runs" ]]; then
      scale "$jar" "$work" >/dev/null # builds the campaign once, for both jars
    fi
    mkdir -p "$work/base"
    ln -sfn "$work/runs" "$work/base/runs"
    base="$(scale "$base_jar" "$work/base" | sed 's/\([a-z_]*=\)/base_\1/g')"
  fi
  line="$(scale "$jar" "$work")"
  browser="$(java -cp "$jar" io.ibench.bench.ReportInChromium "$work/report.html" 2>/dev/null | tail -1)"
  same=""
  if [[ -n "$base_jar" ]]; then
    # the reports link the run folders they were written from: the base's are reached through base/runs
    same="same_html=$(cmp -s <(sed "s#$work/base/runs#$work/runs#g" "$work/base/report.html") "$work/report.html" \
      && echo 1 || echo 0)"
  fi
  echo "$i: $line $browser $base $same" | tee -a "$results"
done
python3 - "$results" <<'EOF'
import re, statistics, sys
rows = [dict(re.findall(r'(\w+)=([0-9.]+)', line.split(':', 1)[1])) for line in open(sys.argv[1])]
def summary(key, values):
    values = sorted(values)
    print(f"{key}: median {statistics.median(values):g} (min {values[0]:g}, max {values[-1]:g}, n {len(values)})")
for key in ['html_bytes', 'load_s', 'write_s', 'total_s', 'heap_peak_mb', 'in_view_s', 'drawn_s', 'load_wall_s',
            'drawn_wall_s']:
    summary(key, [float(r[key]) for r in rows])
if 'base_load_s' in rows[0]:
    for key in ['load_s', 'write_s', 'total_s', 'heap_peak_mb']:
        summary('base_' + key, [float(r['base_' + key]) for r in rows])
        summary(f"ratio base/this {key}", [float(r['base_' + key]) / float(r[key]) for r in rows])
    print(f"same HTML in {sum(int(r['same_html']) for r in rows)} of {len(rows)} pairs")
EOF
