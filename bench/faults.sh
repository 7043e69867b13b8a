#!/usr/bin/env bash
# Faults at random moments of one long run: the server killed with SIGKILL and restarted, and the
# client stopped with SIGINT (Ctrl-C) and continued with --resume, three times each, in a random
# order. The server is a MariaDB of the script's own (mariadbd from --basedir, in a temporary data
# directory on a free port), never a shared service. At the end it prints each step's status,
# lost connections and reconnects, the times the run was resumed, and the rows in each table
# against the rows the run keeps there (l.i0's rows plus l.x's: every later step deletes as many
# rows as it inserts).
# Usage: bench/faults.sh [--out DIR] [--jar PATH] [--basedir DIR] [--clients N] [--rows N]
#                        [--write-rows N] [--query-seconds S] [--kills N] [--interrupts N] [--seed N]
#   defaults: --out /work/faults, --basedir /usr, --clients 2, --rows 100k, --write-rows 400k,
#   --query-seconds 60, --kills 3, --interrupts 3, --seed from the clock.
set -euo pipefail
# job control, and SIGINT reset for the client (a background job, or a script started in the background, ignores it)
set -m
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=/work/faults
jar="$root/cli/target/ibench.jar"
basedir=/usr
clients=2
rows=100k
write_rows=400k
query_seconds=60
kills=3
interrupts=3
seed="$(date +%s)"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --jar) jar="$2"; shift 2 ;;
    --basedir) basedir="$2"; shift 2 ;;
    --clients) clients="$2"; shift 2 ;;
    --rows) rows="$2"; shift 2 ;;
    --write-rows) write_rows="$2"; shift 2 ;;
    --query-seconds) query_seconds="$2"; shift 2 ;;
    --kills) kills="$2"; shift 2 ;;
    --interrupts) interrupts="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    *) echo "faults.sh: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
for tool in java python3 mariadb; do
  command -v "$tool" >/dev/null || { echo "faults.sh: $tool is not installed" >&2; exit 2; }
done
[[ -x "$basedir/sbin/mariadbd" ]] || { echo "faults.sh: no $basedir/sbin/mariadbd" >&2; exit 2; }
[[ -f "$jar" ]] || { echo "faults.sh: $jar is missing; build it with ./mvnw -q -DskipTests package" >&2; exit 2; }
mkdir -p "$out"
cp "$jar" "$out/ibench.jar"
RANDOM=$seed
log() { echo "$(date -u +%H:%M:%S) $*" | tee -a "$out/events.log"; }

server="$out/server"
rm -rf "$server" "$out/results"
mkdir -p "$server"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$basedir/bin/mariadb-install-db" --no-defaults --datadir="$server/data" --auth-root-authentication-method=normal \
  > "$server/install.log" 2>&1
server_pid=
start_server() {
  "$basedir/sbin/mariadbd" --no-defaults --datadir="$server/data" --port="$port" --bind-address=127.0.0.1 \
    --socket="$server/mysqld.sock" --pid-file="$server/mysqld.pid" --innodb-buffer-pool-size=512M \
    --max-connections=200 --user="$(id -un)" --log-error="$server/error.log" &
  server_pid=$!
  for _ in $(seq 1 600); do
    mariadb --socket="$server/mysqld.sock" -uroot -e 'select 1' >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "faults.sh: the server did not start; see $server/error.log" >&2
  exit 1
}
stop_server() { [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true; }
trap stop_server EXIT
start_server
log "server pid $server_pid on port $port; seed $seed"

run_args=(run "--url=jdbc:mysql://127.0.0.1:$port/ib" --user=root --create-database --clients="$clients"
  --rows-per-table="$rows" --write-rows-per-table="$write_rows" --query-seconds="$query_seconds"
  --steps=l.i0,l.x,l.i1,l.i2,qr100,qp100,qr500,qp500 --reconnect-seconds=300 --results="$out/results" --no-progress)
client_pid=
start_client() { # args after java -jar
  (cd "$out" && exec env --default-signal=INT java -XX:+UseSerialGC -Xmx256m -jar "$out/ibench.jar" "$@" >> "$out/client.out" 2>&1) &
  client_pid=$!
}
start_client "${run_args[@]}"
sleep 30
events=()
for _ in $(seq 1 "$kills"); do events+=(kill); done
for _ in $(seq 1 "$interrupts"); do events+=(interrupt); done
# shuffle
for ((i = ${#events[@]} - 1; i > 0; i--)); do
  j=$((RANDOM % (i + 1))); t="${events[$i]}"; events[$i]="${events[$j]}"; events[$j]="$t"
done
for event in "${events[@]}"; do
  sleep $((20 + RANDOM % 60))
  if ! kill -0 "$client_pid" 2>/dev/null; then
    log "the run ended before the $event"
    break
  fi
  step="$(ls -t "$out"/results/*/*.intervals.tsv 2>/dev/null | head -n 1 | xargs -r basename | sed 's/.intervals.tsv//')"
  case "$event" in
    kill)
      log "kill -9 the server during $step"
      kill -9 "$server_pid"; wait "$server_pid" 2>/dev/null || true
      sleep 1
      start_server
      log "server restarted, pid $server_pid" ;;
    interrupt)
      log "SIGINT to ibench during $step"
      kill -INT "$client_pid"
      code=0; wait "$client_pid" || code=$?
      run_dir="$(ls -d "$out"/results/*/ | head -n 1)"
      log "ibench exited with $code; --resume $run_dir"
      start_client run --resume "$run_dir" --no-progress ;;
  esac
done
code=0; wait "$client_pid" || code=$?
log "the run ended with exit code $code"
run_dir="$(ls -d "$out"/results/*/ | head -n 1)"
counts="$(for t in $(seq 1 "$clients"); do
  echo "pi$t $(mariadb --socket="$server/mysqld.sock" -uroot -N -e "select count(*) from ib.pi$t")"
done)"
python3 - "$run_dir/result.json" "$counts" <<'PY' | tee "$out/report.txt"
import json, sys
result = json.load(open(sys.argv[1]))
counts = dict(line.split() for line in sys.argv[2].splitlines())
print(f"run {result['runId']}: {result['status']}; resumed {len(result.get('resumedAt', []))} times")
kept = {}
for step in result["steps"]:
    ops = step["measurements"].get("operations", {})
    losses = sum(o.get("connectionLosses", 0) for o in ops.values())
    reconnects = sum(o.get("reconnects", 0) for o in ops.values())
    clients = step["measurements"].get("clientResults") or []
    ins = sum(c.get("rowsInserted", 0) for c in clients)
    dele = sum(c.get("rowsDeleted", 0) for c in clients)
    if step["name"] in ("l.i0", "l.x"):
        for c in clients:
            kept[c["table"]] = kept.get(c["table"], 0) + c.get("rowsInserted", 0)
    print(f"  {step['name']:7} {step['status']:10} {step['run']['seconds']:7.1f} s  inserted {ins} deleted {dele}"
          f"  lost connections {losses} reconnects {reconnects}")
for table, count in sorted(counts.items()):
    state = "as intended" if int(count) == kept.get(table) else f"NOT as intended ({kept.get(table)})"
    print(f"  {table}: {count} rows, {state}")
PY
