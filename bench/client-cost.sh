#!/usr/bin/env bash
# Measures what the ibench client costs, against the local MariaDB, and prints one table:
#   - client CPU per inserted row in l.i0 (100 rows per commit), per driver and statement mode;
#   - queries/s from one query connection with no writers (qp0, qr0) and client CPU per query,
#     next to sysbench running the same statements (../shared/bench/*.lua) over the same transport;
#   - l.i0 into a BLACKHOLE table (the client-and-protocol ceiling) for 1, 2 and 4 clients;
#   - client heap and RSS at minute 1 and at the end of a long read-write step with 8 clients,
#     the largest RSS with 24 clients;
#   - 64 clients in a read-write step: SLA and the spread of the clients' first statements.
# The client runs with the launcher's JVM options (IBENCH_JAVA_OPTS, default -XX:+UseSerialGC -Xmx256m).
# Usage: bench/client-cost.sh [--long] [--jar PATH] [--socket PATH] [--shared DIR]
#   --long runs the memory step for 10 minutes (default 2). Needs sysbench, python3, mariadb client.
# The script changes max_connections for the 64-client step and restores it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/cli/target/ibench.jar"
socket=/run/mysqld/mysqld.sock
shared="$root/../shared"
memory_seconds=120
while [[ $# -gt 0 ]]; do
  case "$1" in
    --long) memory_seconds=600; shift ;;
    --jar) jar="$2"; shift 2 ;;
    --socket) socket="$2"; shift 2 ;;
    --shared) shared="$2"; shift 2 ;;
    *) echo "client-cost.sh: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
for tool in java python3 mariadb sysbench; do
  command -v "$tool" >/dev/null || { echo "client-cost.sh: $tool is not installed" >&2; exit 2; }
done
[[ -f "$jar" ]] || { echo "client-cost.sh: $jar is missing; build it with ./mvnw -q -DskipTests package" >&2; exit 2; }
[[ -S "$socket" ]] || { echo "client-cost.sh: no MariaDB socket at $socket (use --socket)" >&2; exit 2; }

db=ibench_cost
work="$(mktemp -d /tmp/ibench-cost.XXXXXX)"
trap 'rm -rf "$work"' EXIT
sql() { mariadb --socket="$socket" -uroot -N -e "$1"; }
fresh() { sql "drop database if exists $db; create database $db"; }
cj_socket="jdbc:mysql://localhost/$db?socketFactory=org.newsclub.net.mysql.AFUNIXDatabaseSocketFactoryCJ&junixsocket.file=$socket"
cj_tcp="jdbc:mysql://127.0.0.1:3306/$db"
md_socket="jdbc:mariadb://localhost/$db?localSocket=$socket"
md_tcp="jdbc:mariadb://127.0.0.1:3306/$db"
results=()

# run NAME URL ARGS...: one ibench run into $work/NAME; prints nothing
run() {
  local name="$1" url="$2"; shift 2
  java ${IBENCH_JAVA_OPTS:--XX:+UseSerialGC -Xmx256m} -jar "$jar" run --url="$url" --user=root --results="$work/$name" --no-progress --label="$name" "$@" \
    > "$work/$name.out" 2>&1 || { echo "client-cost.sh: run $name failed:" >&2; tail -5 "$work/$name.out" >&2; exit 1; }
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

echo "client-cost.sh: $(java -version 2>&1 | head -1), $(sql 'select version()'), $(nproc) CPUs; work in $work" >&2

# 1. Client CPU per inserted row, l.i0 with 100 rows per commit, 3 M rows, one client.
for variant in "cj-socket-reference|$cj_socket|reference" "cj-socket-prepared|$cj_socket|prepared" \
               "mariadb-socket-reference|$md_socket|reference"; do
  IFS='|' read -r name url mode <<< "$variant"
  fresh; run "li0-$name" "$url" --steps=l.i0 --rows-per-table=3m --statements="$mode"
  add "l.i0 $name: rows/s, client us/row (step, steady)" "$(figures "li0-$name" l.i0 row)"
done

# 2. One query connection, no writers: ibench qp0/qr0 next to sysbench, 30 s each.
fresh; run setup "$cj_socket" --steps=l.i0,l.x --rows-per-table=200k
for variant in "cj-tcp|$cj_tcp" "cj-socket|$cj_socket" "mariadb-tcp|$md_tcp" "mariadb-socket|$md_socket"; do
  IFS='|' read -r name url <<< "$variant"
  run "q-$name" "$url" --steps=qp0,qr0 --query-seconds=30
  add "qp0 $name: queries/s, client us/query (step, steady)" "$(figures "q-$name" qp0 query)"
  add "qr0 $name: queries/s, client us/query (step, steady)" "$(figures "q-$name" qr0 query)"
done
for transport in socket tcp; do
  for script in qp_inlist qr_range; do
    if [[ $transport == socket ]]; then conn=(--mysql-socket="$socket"); else conn=(--mysql-host=127.0.0.1 --mysql-port=3306); fi
    out="$( { /usr/bin/time -f 'cpu %U %S' sysbench --db-driver=mysql "${conn[@]}" --mysql-user=root --mysql-db=$db \
      --threads=1 --time=30 "$shared/bench/$script.lua" run; } 2>&1 )"
    qps="$(sed -n 's/^ *queries: *[0-9]* *(\([0-9.]*\) per sec.)/\1/p' <<< "$out")"
    total="$(sed -n 's/^ *queries: *\([0-9]*\) .*/\1/p' <<< "$out")"
    cpu="$(sed -n 's/^cpu \([0-9.]*\) \([0-9.]*\)$/\1 \2/p' <<< "$out")"
    us="$(python3 -c "u,s='$cpu'.split(); print(f'{(float(u)+float(s))*1e6/$total:.2f}')")"
    add "sysbench $script $transport: queries/s, client us/query" "$(printf '%.0f\t%s' "$qps" "$us")"
  done
done

# 3. The client-and-protocol ceiling: l.i0 into BLACKHOLE tables, 1, 2 and 4 clients.
[[ "$(sql "select count(*) from information_schema.engines where engine = 'BLACKHOLE' and support in ('YES','DEFAULT')")" == 1 ]] \
  || sql "install soname 'ha_blackhole'"
for clients in 1 2 4; do
  for variant in "cj-socket|$cj_socket" "mariadb-socket|$md_socket"; do
    IFS='|' read -r name url <<< "$variant"
    fresh; run "bh$clients-$name" "$url" --steps=l.i0 --engine=blackhole --clients=$clients --rows-per-table=2m
    add "blackhole l.i0 $clients client(s) $name: rows/s, client us/row (step, steady)" "$(figures "bh$clients-$name" l.i0 row)"
  done
done

# rss_watch PID FILE: the process's RSS in MB every 5 s until it ends
rss_watch() { while kill -0 "$1" 2>/dev/null; do awk '/VmRSS/ {print $2/1024}' "/proc/$1/status" >> "$2" 2>/dev/null || true; sleep 5; done; }

# 4. Memory: heap and RSS at minute 1 and at the end of a long read-write step, 8 clients.
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

# 5. RSS with 24 clients (qp100, 60 s), and 64 clients in a read-write step.
fresh; run rss24-setup "$md_socket" --steps=l.i0,l.x --clients=24 --rows-per-table=10k
java ${IBENCH_JAVA_OPTS:--XX:+UseSerialGC -Xmx256m} -jar "$jar" run --url="$md_socket" --user=root --results="$work/rss24" --no-progress --steps=qp100 --clients=24 \
  --query-seconds=60 > "$work/rss24.out" 2>&1 &
pid=$!; rss_watch $pid "$work/rss24.rss"; wait $pid
add "24 clients qp100 60s: largest RSS MB" "$(sort -n "$work/rss24.rss" | tail -1 | cut -d. -f1)"

old_max="$(sql 'select @@global.max_connections')"
trap 'sql "set global max_connections = $old_max"; rm -rf "$work"' EXIT
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

printf '\n%-80s %s\n' "measure" "figures"
for line in "${results[@]}"; do
  printf '%-80s %s\n' "${line%%$'\t'*}" "$(tr '\t' ' ' <<< "${line#*$'\t'}" | sed 's/ /  /g')"
done
