#!/usr/bin/env bash
# Measures what the ibench client costs against the local MariaDB over one transport, and prints
# RATIOS measured in the same script run, with the host named (CPU model, cores, server, JVM):
#   inserts  l.i0 (1 client, --rows rows, 100 per commit), l.i1 and l.i2 (50 and 5 per commit, with deletes):
#            --pairs A/B pairs of the previous release's jar (--base-jar) and this jar, alternated
#            (base, new, base, new, ...); every pair's rate ratio new/base and the median, the
#            client's gap between inserts (% of their service time) and client CPU per row of each;
#   queries  one query connection, no writers (qp0, qr0), MySQL Connector/J and MariaDB Connector/J,
#            next to sysbench running the same statements (../shared/bench/*.lua) over the same
#            transport: queries/s and client CPU per query (process CPU) as ratios to sysbench's;
#   rw       8 and 24 clients on cached tables (qr100, qp100): ibench's CPU per query against the
#            host's (ccpupq / cpupq), i.e. ibench's share of the host's CPU;
#   blackhole, memory, scale: the client-and-protocol ceiling (l.i0 into BLACKHOLE, 1/2/4 clients),
#            heap and RSS with 8 and 24 clients, 64 clients in a read-write step (absolute figures).
# The client runs with the launcher's JVM options (IBENCH_JAVA_OPTS, default -XX:+UseSerialGC -Xmx256m).
# Usage: bench/client-cost.sh [--sections inserts,queries,rw,blackhole,memory,scale] [--pairs N]
#          [--base-jar PATH] [--jar PATH] [--rows N] [--write-rows N] [--query-seconds N] [--long]
#          [--socket PATH] [--shared DIR]
#   Defaults: every section, 3 pairs, no base jar (then the inserts section runs this jar only),
#   --rows 1m, --write-rows 50k (l.i1 writes 80 %, l.i2 20 %), --query-seconds 30; --long runs the memory step for 10 minutes (default 2).
#   Needs sysbench, python3, the mariadb client. The scale section changes max_connections and restores it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/cli/target/ibench.jar"
base_jar=""
socket=/run/mysqld/mysqld.sock
shared="$root/../shared"
memory_seconds=120
sections=inserts,queries,rw,blackhole,memory,scale
pairs=3
rows=1m
write_rows=50k
query_seconds=30
while [[ $# -gt 0 ]]; do
  case "$1" in
    --long) memory_seconds=600; shift ;;
    --jar) jar="$2"; shift 2 ;;
    --base-jar) base_jar="$2"; shift 2 ;;
    --socket) socket="$2"; shift 2 ;;
    --shared) shared="$2"; shift 2 ;;
    --sections) sections="$2"; shift 2 ;;
    --pairs) pairs="$2"; shift 2 ;;
    --rows) rows="$2"; shift 2 ;;
    --write-rows) write_rows="$2"; shift 2 ;;
    --query-seconds) query_seconds="$2"; shift 2 ;;
    *) echo "client-cost.sh: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
for tool in java python3 mariadb sysbench; do
  command -v "$tool" >/dev/null || { echo "client-cost.sh: $tool is not installed" >&2; exit 2; }
done
[[ -f "$jar" ]] || { echo "client-cost.sh: $jar is missing; build it with ./mvnw -q -DskipTests package" >&2; exit 2; }
[[ -z "$base_jar" || -f "$base_jar" ]] || { echo "client-cost.sh: --base-jar $base_jar is missing" >&2; exit 2; }
[[ -S "$socket" ]] || { echo "client-cost.sh: no MariaDB socket at $socket (use --socket)" >&2; exit 2; }
section() { [[ ",$sections," == *",$1,"* ]]; }

db=ibench_cost
work="$(mktemp -d /tmp/ibench-cost.XXXXXX)"
results=()
# report: the table of every figure gathered so far (also when a run failed and the script stops)
report() {
  printf '\n%-100s %s\n' "measure" "figures"
  for line in "${results[@]}"; do
    printf '%-100s %s\n' "${line%%$'\t'*}" "$(sed 's/\t/  /g' <<< "${line#*$'\t'}")"
  done
}
trap 'report; rm -rf "$work"' EXIT
sql() { mariadb --socket="$socket" -uroot -N -e "$1"; }
fresh() { sql "drop database if exists $db; create database $db"; }
cj_socket="jdbc:mysql://localhost/$db?socketFactory=org.newsclub.net.mysql.AFUNIXDatabaseSocketFactoryCJ&junixsocket.file=$socket"
md_socket="jdbc:mariadb://localhost/$db?localSocket=$socket"

# run NAME URL ARGS...: one ibench run of this jar ($jar, or JAR=... to override) into $work/NAME;
# an empty URL connects as the ARGS say (--socket)
run() {
  local name="$1" url="$2"; shift 2
  if [[ -n "$url" ]]; then set -- --url="$url" "$@"; fi
  java ${IBENCH_JAVA_OPTS:--XX:+UseSerialGC -Xmx256m} -jar "${JAR:-$jar}" run --user=root --results="$work/$name" --no-progress --label="$name" "$@" \
    > "$work/$name.out" 2>&1 || { echo "client-cost.sh: run $name failed:" >&2; tail -5 "$work/$name.out" >&2
    add "run $name" "FAILED: $(tail -1 "$work/$name.out")"; exit 1; }
}

# figures NAME STEP KIND: rate, client CPU per operation over the step, and the median over its
# interval lines (steady state, JIT warm-up and the first seconds left out)
figures() {
  python3 - "$work/$1" "$2" "$3" <<'PY'
import csv, glob, json, sys
folder, step, kind = sys.argv[1:]
run = glob.glob(folder + "/*/")[0]
result = json.load(open(run + "result.json"))
s = next(x for x in result["steps"] if x["name"] == step)
col = "i_ips" if kind == "row" else "i_qps"
lines = [l for l in csv.DictReader(open(run + step + ".intervals.tsv"), delimiter="\t")
         if float(l["i_sec"]) > 0.9 and float(l[col]) > 0 and l["cli_cpu"]]
steady = sorted(float(l["cli_cpu"]) * 1e6 / float(l[col]) for l in lines[3:]) or [float("nan")]
rate = s["rates"]["insertsPerSecond"] if kind == "row" else s["rates"]["queriesPerSecond"]
whole = s["measurements"]["clientCpu"]["microsPerInsert" if kind == "row" else "microsPerQuery"]
print(f"{rate:.0f}\t{whole:.2f}\t{steady[len(steady) // 2]:.2f}")
PY
}
add() { results+=("$1"$'\t'"$2"); }
median() { python3 -c 'import statistics,sys; print(f"{statistics.median(float(x) for x in sys.argv[1:]):.2f}")' "$@"; }

host="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) CPUs, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
server="$(sql 'select version()') over socket $socket"
echo "client-cost.sh: host $host; server $server; $(java -version 2>&1 | head -1); work in $work" >&2
add "host" "$host"
add "server, transport" "$server"
# steps_of NAME STEP...: per step "rate gap us/row" (gap "-" for a jar that does not record it)
steps_of() {
  local name="$1"; shift
  python3 - "$work/$name" "$@" <<'PY'
import glob, json, sys
run = glob.glob(sys.argv[1] + "/*/")[0]
steps = {s["name"]: s for s in json.load(open(run + "result.json"))["steps"]}
for name in sys.argv[2:]:
    s = steps[name]
    gap = s["metrics"].get("cgap")
    print(f'{s["rates"]["insertsPerSecond"]:.0f} {"-" if gap is None else f"{gap:.1f}"}'
          f' {s["measurements"]["clientCpu"]["microsPerInsert"]:.2f}')
PY
}

# driver_of NAME: the driver a run recorded (transport.driver), or what jars before it was recorded used
driver_of() {
  python3 - "$work/$1" <<'PY'
import glob, json, sys
run = glob.glob(sys.argv[1] + "/*/")[0]
print((json.load(open(run + "result.json")).get("transport") or {}).get("driver") or "MySQL Connector/J (not recorded)")
PY
}

# 1. Inserts, one client over --socket with the default driver: the previous release (--base-jar)
#    and this jar alternated, l.i0 (100 rows per commit), then l.i1 and l.i2 (50 and 5 rows per commit, deletes).
if section inserts; then
  declare -A ratios=([l.i0]="" [l.i1]="" [l.i2]="")
  for i in $(seq 1 "$pairs"); do
    declare -A fig=()
    for side in base new; do
      [[ $side == base && -z "$base_jar" ]] && continue
      fresh
      JAR="$([[ $side == base ]] && echo "$base_jar" || echo "$jar")" \
        run "ins-$side-$i" "" --socket="$socket" --database=$db --steps=l.i0,l.i1,l.i2 --rows-per-table="$rows" \
        --write-rows-per-table="$write_rows"
      mapfile -t lines < <(steps_of "ins-$side-$i" l.i0 l.i1 l.i2)
      fig[$side,l.i0]="${lines[0]}"; fig[$side,l.i1]="${lines[1]}"; fig[$side,l.i2]="${lines[2]}"
    done
    [[ $i == 1 ]] && add "inserts: driver of base / new (the default for --socket)" \
      "$( [[ -n "$base_jar" ]] && driver_of "ins-base-1" ) / $(driver_of "ins-new-1")"
    for step in l.i0 l.i1 l.i2; do
      read -r nrate ngap nus <<< "${fig[new,$step]}"
      if [[ -n "$base_jar" ]]; then
        read -r brate bgap bus <<< "${fig[base,$step]}"
        ratio="$(python3 -c "print(f'{$nrate / $brate:.2f}')")"
        ratios[$step]+=" $ratio"
        add "$step pair $i: rows/s base / new, new/base; gap % base / new; client us/row base / new" \
          "$brate / $nrate  ${ratio}x  $bgap / $ngap  $bus / $nus"
      else
        add "$step run $i: rows/s, gap % of service time, client us/row" "$nrate  $ngap  $nus"
      fi
    done
  done
  if [[ -n "$base_jar" ]]; then
    for step in l.i0 l.i1 l.i2; do
      # shellcheck disable=SC2086
      add "$step rate new/base: median of $pairs pairs (pairs)" "$(median ${ratios[$step]})x  (${ratios[$step]# })"
    done
  fi
fi

# 2. One query connection, no writers: ibench qp0/qr0 (MySQL Connector/J and MariaDB Connector/J, each named by
#    its URL) next to sysbench on the same socket, before and after ibench; ratios to sysbench's mean.
sysbench_run() {
  local script="$1" out
  out="$( { /usr/bin/time -f 'cpu %U %S' sysbench --db-driver=mysql --mysql-socket="$socket" --mysql-user=root \
    --mysql-db=$db --threads=1 --time="$query_seconds" "$shared/bench/$script.lua" run; } 2>&1 )"
  python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
qps = float(re.search(r"queries:\s*\d+\s*\(([\d.]+) per sec", out).group(1))
total = int(re.search(r"queries:\s*(\d+)", out).group(1))
user, system = map(float, re.search(r"^cpu ([\d.]+) ([\d.]+)$", out, re.M).groups())
print(f"{qps:.0f}\t{(user + system) * 1e6 / total:.2f}\t-")
PY
}
if section queries; then
  fresh; run setup "" --socket="$socket" --database=$db --steps=l.i0,l.x --rows-per-table=200k
  declare -A q=()
  for script in qp_inlist qr_range; do q[sysbench1,$script]="$(sysbench_run $script)"; done
  run q-cj "$cj_socket" --steps=qp0,qr0 --query-seconds="$query_seconds"
  run q-mariadb "$md_socket" --steps=qp0,qr0 --query-seconds="$query_seconds"
  for script in qp_inlist qr_range; do q[sysbench2,$script]="$(sysbench_run $script)"; done
  for pair in "qp0|qp_inlist" "qr0|qr_range"; do
    IFS='|' read -r step script <<< "$pair"
    IFS=$'\t' read -r s1q s1us _ <<< "${q[sysbench1,$script]}"
    IFS=$'\t' read -r s2q s2us _ <<< "${q[sysbench2,$script]}"
    add "sysbench $script: queries/s, client us/query (before ibench; after)" "$s1q  $s1us;  $s2q  $s2us"
    for driver in cj mariadb; do
      IFS=$'\t' read -r iq ius isteady <<< "$(figures "q-$driver" "$step" query)"
      add "$step $driver: queries/s, us/query (step, steady); ratio to sysbench: queries/s, CPU/query" \
        "$iq  $ius  $isteady;  $(python3 -c "print(f'{2 * $iq / ($s1q + $s2q):.2f}x  {2 * $ius / ($s1us + $s2us):.2f}x')")"
    done
  done
fi

# 3. Read-write steps with 8 and 24 clients on tables that fit the server's cache: ibench's share of
#    the host's CPU per query (ccpupq / cpupq), and both figures.
if section rw; then
  for clients in 8 24; do
    fresh
    run "rw$clients" "" --socket="$socket" --database=$db --steps=l.i0,l.x,qr100,qp100 --clients=$clients \
      --rows-per-table=20k --query-seconds="$query_seconds"
    for step in qr100 qp100; do
      add "$step $clients clients: queries/s, ccpupq, cpupq, ibench's share of host CPU" "$(python3 - "$work/rw$clients" "$step" <<'PY'
import glob, json, sys
run = glob.glob(sys.argv[1] + "/*/")[0]
m = next(s for s in json.load(open(run + "result.json"))["steps"] if s["name"] == sys.argv[2])["metrics"]
share = "-" if not m.get("cpupq") else f'{100 * m["ccpupq"] / m["cpupq"]:.1f} %'
print(f'{m["qps"]:.0f}  {m["ccpupq"]:.1f}  {m.get("cpupq") or 0:.1f}  {share}')
PY
)"
    done
  done
fi

# 4. The client-and-protocol ceiling: l.i0 into BLACKHOLE tables, 1, 2 and 4 clients.
if section blackhole; then
[[ "$(sql "select count(*) from information_schema.engines where engine = 'BLACKHOLE' and support in ('YES','DEFAULT')")" == 1 ]] \
  || sql "install soname 'ha_blackhole'"
for clients in 1 2 4; do
  for variant in "cj-socket|$cj_socket" "mariadb-socket|$md_socket"; do
    IFS='|' read -r name url <<< "$variant"
    fresh; run "bh$clients-$name" "$url" --steps=l.i0 --engine=blackhole --clients=$clients --rows-per-table=2m
    add "blackhole l.i0 $clients client(s) $name: rows/s, client us/row (step, steady)" "$(figures "bh$clients-$name" l.i0 row)"
  done
done

fi

# rss_watch PID FILE: the process's RSS in MB every 5 s until it ends
rss_watch() { while kill -0 "$1" 2>/dev/null; do awk '/VmRSS/ {print $2/1024}' "/proc/$1/status" >> "$2" 2>/dev/null || true; sleep 5; done; }

# 5. Memory: heap and RSS at minute 1 and at the end of a long read-write step, 8 clients; RSS with 24.
if section memory; then
fresh; run mem-setup "$md_socket" --steps=l.i0,l.x --clients=8 --rows-per-table=50k
java ${IBENCH_JAVA_OPTS:--XX:+UseSerialGC -Xmx256m} -jar "$jar" run --url="$md_socket" --user=root --results="$work/mem" --no-progress --steps=qr100 --clients=8 \
  --query-seconds=$memory_seconds > "$work/mem.out" 2>&1 &
pid=$!; rss_watch $pid "$work/mem.rss"; wait $pid
add "memory 8 clients qr100 ${memory_seconds}s: heap MB min1/end, RSS MB min1/end" "$(python3 - "$work" <<'PY'
import csv, glob, sys
w = sys.argv[1]
lines = list(csv.DictReader(open(glob.glob(w + "/mem/*/qr100.intervals.tsv")[0]), delimiter="\t"))
heap = [float(l["cli_heap_mb"]) for l in lines if l["cli_heap_mb"]]
rss = [float(x) for x in open(w + "/mem.rss")]
avg = lambda v: sum(v) / max(1, len(v))
print(f"{avg(heap[:60]):.0f} / {avg(heap[-60:]):.0f}\t{avg(rss[:12]):.0f} / {avg(rss[-12:]):.0f}")
PY
)"

fresh; run rss24-setup "$md_socket" --steps=l.i0,l.x --clients=24 --rows-per-table=10k
java ${IBENCH_JAVA_OPTS:--XX:+UseSerialGC -Xmx256m} -jar "$jar" run --url="$md_socket" --user=root --results="$work/rss24" --no-progress --steps=qp100 --clients=24 \
  --query-seconds=60 > "$work/rss24.out" 2>&1 &
pid=$!; rss_watch $pid "$work/rss24.rss"; wait $pid
add "24 clients qp100 60s: largest RSS MB" "$(sort -n "$work/rss24.rss" | tail -1 | cut -d. -f1)"
fi

# 6. 64 clients in a read-write step.
if section scale; then

old_max="$(sql 'select @@global.max_connections')"
trap 'sql "set global max_connections = $old_max"; report; rm -rf "$work"' EXIT
sql "set global max_connections = 400"
fresh; run scale "$md_socket" --steps=l.i0,l.x,qr100 --clients=64 --rows-per-table=10k --query-seconds=30
add "64 clients qr100 30s: inserts/s of target, slowest client's rows/s, start spread, connections" "$(python3 - "$work" <<'PY'
import glob, json, sys
r = json.load(open(glob.glob(sys.argv[1] + "/scale/*/result.json")[0]))
s = next(x for x in r["steps"] if x["name"] == "qr100")
starts = [c["startSeconds"] for c in s["measurements"]["clientResults"] if c["startSeconds"] is not None]
slowest = min(c["rowsInserted"] / s["run"]["seconds"] for c in s["measurements"]["clientResults"])
sla = s["measurements"]["sla"]
print(f"{sla['achievedInsertsPerSecond']:.0f} of {sla['targetInsertsPerSecond']:.0f} ({'ok' if sla['passed'] else 'FAILED'})"
      f"\t{slowest:.1f} of {s['run']['settings']['insertsPerSecond']}\t{(max(starts) - min(starts)) * 1000:.0f} ms over {len(starts)} clients"
      f"\t{len(starts) * 3}")
PY
)"

fi
