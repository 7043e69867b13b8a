#!/usr/bin/env bash
# The HTML report at the size of a published campaign (docs/performance.md, "The report at campaign size"):
# builds RUNS runs × every step × SECONDS seconds from one real run folder (ReportScaleBenchmark: its interval
# series stretched by repeating its real lines, each run's rates scaled by its own factor), then REPEAT times:
# writes the report with -Xmx1g (size, load and write time, the heap's peak) and opens it in headless Chromium
# through chromedriver (ReportInChromium: the page's own marks when its first view and every chart are drawn,
# performance.now() from the start of navigation, and the wall times). Prints each measurement and the median
# and range of each figure.
# Usage: bench/report-scale.sh RUN_DIR [--runs 30] [--seconds 3600] [--repeat 3] [--work DIR]
#   Needs the built jars (./mvnw -DskipTests package -pl bench -am), python3, chromium and chromium-driver.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run="${1:?usage: bench/report-scale.sh RUN_DIR [--runs N] [--seconds N] [--repeat N] [--work DIR]}"
shift
runs=30
seconds=3600
repeat=3
work="$(mktemp -d /tmp/ibench-report-scale-XXXXXX)"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --repeat) repeat="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
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
for i in $(seq 1 "$repeat"); do
  line="$(java -Xmx1g -XX:+UseSerialGC -cp "$jar" io.ibench.bench.ReportScaleBenchmark "$run" "$work" "$runs" "$seconds")"
  browser="$(java -cp "$jar" io.ibench.bench.ReportInChromium "$work/report.html" 2>/dev/null | tail -1)"
  echo "$i: $line $browser" | tee -a "$results"
done
python3 - "$results" <<'EOF'
import re, statistics, sys
rows = [dict(re.findall(r'(\w+)=([0-9.]+)', line.split(':', 1)[1])) for line in open(sys.argv[1])]
for key in ['html_bytes', 'load_s', 'write_s', 'total_s', 'heap_peak_mb', 'in_view_s', 'drawn_s', 'load_wall_s',
            'drawn_wall_s']:
    values = sorted(float(r[key]) for r in rows)
    print(f"{key}: median {statistics.median(values):g} (min {values[0]:g}, max {values[-1]:g}, n {len(values)})")
EOF
