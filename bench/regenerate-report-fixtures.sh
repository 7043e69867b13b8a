#!/usr/bin/env bash
# Regenerates the report module's fixture runs (report/src/test/resources/io/ibench/report/runs/
# base, a13s, flush2) by running the real tool against the local MariaDB (127.0.0.1:3306, root,
# no password) at tiny scale: 2 clients, 20,000 rows per table, 4-second read-write steps, a
# 3-second cleanup, the steps l.i0 l.x l.i1 l.i2 cleanup qr100 qp1000, seed 42, labelled with the
# variant's name:
#   base    the server's defaults
#   a13s    innodb_max_purge_lag=1000, innodb_max_purge_lag_delay=100000
#   flush2  innodb_flush_log_at_trx_commit=2
# The variables are set with SET GLOBAL for the variant's run and restored after it.
# What varies between machines and runs is then normalised so the files stay comparable: run ids,
# wall-clock times (kept as offsets from a fixed start), host names (bench1), the JVM, OS and tool
# version, the results directory and the server's temporary directory (no golden or fixture file
# may hold a path or host name of one machine: MachineTracesTest). The figures themselves are what
# the run measured: after regenerating, update the golden files (./mvnw -o -q -B -pl core,report,cli -am test -Dibench.updateGolden=true)
# and review their diff.
# Usage: bench/regenerate-report-fixtures.sh [--jar PATH]   (default cli/target/ibench.jar; build it
#   with ./mvnw -o -q -B -pl cli -am package -DskipTests). Needs java, python3 and the mariadb client.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/cli/target/ibench.jar"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --jar) jar="$2"; shift 2 ;;
    *) echo "regenerate-report-fixtures.sh: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
for tool in java python3 mariadb; do
  command -v "$tool" >/dev/null || { echo "regenerate-report-fixtures.sh: $tool is not installed" >&2; exit 2; }
done
[[ -f "$jar" ]] || {
  echo "regenerate-report-fixtures.sh: $jar is missing; build it with ./mvnw -o -q -B -pl cli -am package -DskipTests" >&2
  exit 2
}

fixtures="$root/report/src/test/resources/io/ibench/report/runs"
work="$(mktemp -d /tmp/ibench-fixtures.XXXXXX)"
trap 'rm -rf "$work"' EXIT
sql() { mariadb -h127.0.0.1 -P3306 -uroot -N -e "$1"; }

declare -A settings=(
  [base]=""
  [a13s]="innodb_max_purge_lag=1000, innodb_max_purge_lag_delay=100000"
  [flush2]="innodb_flush_log_at_trx_commit=2"
)

run_variant() {
  local label="$1" set="${settings[$1]}" restore=""
  if [[ -n "$set" ]]; then
    local names
    names="$(sed -E 's/=[^,]*//g; s/ //g' <<<"$set")"
    for name in ${names//,/ }; do
      restore+="${restore:+, }$name=$(sql "select @@global.$name")"
    done
    sql "set global $set"
  fi
  local status=0
  java -jar "$jar" run --dbms mysql --url jdbc:mysql://127.0.0.1:3306/ibrep --user root --create-database \
    --clients 2 --rows-per-table 20000 --query-seconds 4 --cleanup-seconds 3 --seed 42 --label "$label" \
    --steps l.i0,l.x,l.i1,l.i2,cleanup,qr100,qp1000 \
    --results "$work/$label" --no-progress > "$work/$label.out" 2>&1 || status=$?
  [[ -n "$restore" ]] && sql "set global $restore"
  if [[ $status -ne 0 ]]; then
    echo "regenerate-report-fixtures.sh: the $label run failed (exit $status):" >&2
    cat "$work/$label.out" >&2
    exit 1
  fi
}

for label in base a13s flush2; do
  echo "running $label"
  run_variant "$label"
  run="$(find "$work/$label" -mindepth 1 -maxdepth 1 -type d | head -1)"
  rm -rf "${fixtures:?}/$label"
  mkdir -p "$fixtures/$label"
  cp "$run"/*.tsv "$run/result.json" "$fixtures/$label/"
  python3 - "$fixtures/$label/result.json" "$label" <<'EOF'
import json, sys
from datetime import datetime, timedelta, timezone

path, label = sys.argv[1], sys.argv[2]
START = datetime(2026, 11, 21, 22, 45, 38, tzinfo=timezone.utc)
with open(path, encoding="utf-8") as f:
    result = json.load(f)

def parse(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))

began = parse(result["startedAt"])

def shifted(text):
    """The same offset from the run's start, from a fixed start, to the millisecond."""
    offset = round((parse(text) - began).total_seconds(), 3)
    return (START + timedelta(seconds=offset)).isoformat(timespec="milliseconds").replace("+00:00", "Z")

result["runId"] = "20261121-224538-" + label
result["startedAt"] = shifted(result["startedAt"])
if result.get("finishedAt"):
    result["finishedAt"] = shifted(result["finishedAt"])
result["resumedAt"] = [shifted(t) for t in result.get("resumedAt", [])]
for step in result["steps"]:
    step["run"]["startedAt"] = shifted(step["run"]["startedAt"])
result["environment"].update(toolVersion="0.1.0-SNAPSHOT", javaVersion="17.0.15", javaVendor="Debian",
                             jvmName="OpenJDK 64-Bit Server VM", hostName="bench1", os="Linux 6.1 amd64")
result["config"]["resultsDirectory"] = "results/fix"
server = result["server"]
host = server["facts"].get("hostname")
if host:
    server["facts"]["hostname"] = "bench1"
    for name, value in server["variables"].items():
        if isinstance(value, str) and host in value:
            server["variables"][name] = value.replace(host, "bench1")
for name, value in server["variables"].items():
    if value == "/tmp":
        server["variables"][name] = "/srv/mysql-tmp"
with open(path, "w", encoding="utf-8") as f:
    json.dump(result, f, indent=2, ensure_ascii=False)
    f.write("\n")
EOF
done
echo "fixtures written to $fixtures; now update the golden files and review their diff"
