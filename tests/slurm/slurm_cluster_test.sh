#!/usr/bin/env bash
# The real Slurm test: a one-node cluster started by hand in a temporary folder (munged, slurmctld
# and slurmd, no systemd, no accounting), `damascope-cli cluster analyze --tasks 4` on a small
# database, and its stored analysis compared with `analyze --all` of the same database on this
# machine (one thread: the search is deterministic at a fixed depth).
#
#   slurm_cluster_test.sh DAMASCOPE_CLI ANALYSIS_DUMP GAMES.pdn...
#
# Installs nothing: exit 77 (skipped) when the Slurm daemons are missing or it is not run as root
# (slurmd starts the jobs as their user). Leaves nothing behind: the jobs it submitted are
# cancelled and the daemons it started stopped by their PIDs, however it ends.
set -euo pipefail

cli=$1
dump=$2
shift 2
games=()
for f in "$@"; do [ -f "$f" ] && games+=("$f"); done

for daemon in munged slurmctld slurmd sbatch squeue scontrol scancel; do
  if ! command -v "$daemon" >/dev/null 2>&1; then
    echo "slurm_cluster_test: skipped: $daemon is not installed (.ci/install-deps.sh installs slurmctld slurmd slurm-client munge)"
    exit 77
  fi
done
if [ "$(id -u)" -ne 0 ]; then
  echo "slurm_cluster_test: skipped: slurmd and munged are started as root, and this is not root"
  exit 77
fi
# Slurm 22.05's slurmd initialises its cgroup plugin even with proctrack/linuxproc and
# task/none, and stops when no cgroup file system is mounted (a chroot without /sys, say).
if ! grep -qs ' /sys/fs/cgroup ' /proc/mounts; then
  echo "slurm_cluster_test: skipped: no cgroup file system at /sys/fs/cgroup, which slurmd needs to start"
  exit 77
fi
if [ ${#games[@]} -eq 0 ]; then
  echo "slurm_cluster_test: no game file found among: $*" >&2
  exit 1
fi

work=$(mktemp -d /tmp/damascope-slurm.XXXXXX)
chmod 755 "$work"
pids=()
jobs_submitted=()
cleanup() {
  local rc=$?
  if [ ${#jobs_submitted[@]} -gt 0 ]; then
    scancel "${jobs_submitted[@]}" >/dev/null 2>&1 || true
  fi
  # slurmd, slurmctld, munged: the PIDs this script started, last first.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[i]}" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  if [ $rc -ne 0 ]; then
    echo "--- slurmctld log"; tail -n 30 "$work/slurmctld.log" 2>/dev/null || true
    echo "--- slurmd log"; tail -n 30 "$work/slurmd.log" 2>/dev/null || true
    for log in "$work"/parts/logs/*.log; do
      [ -f "$log" ] && { echo "--- $log"; cat "$log"; }
    done
  fi
  rm -rf "$work"
  exit $rc
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() { echo "slurm_cluster_test: FAIL: $*" >&2; exit 1; }

# munge: a fresh key and a socket of its own, so that a munged of the system is left alone.
mkdir -p /run/munge "$work/munge"
chmod 755 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --foreground --key-file="$work/munge/munge.key" \
  --socket="$work/munge/munge.socket" --pid-file="$work/munge/munged.pid" \
  --log-file="$work/munge/munged.log" --seed-file="$work/munge/munged.seed" &
pids+=($!)
for _ in $(seq 50); do [ -S "$work/munge/munge.socket" ] && break; sleep 0.1; done
[ -S "$work/munge/munge.socket" ] || fail "munged did not start: $(cat "$work/munge/munged.log" 2>/dev/null)"

# Ports of their own (another test run may have a cluster up), from the PID.
ctld_port=$((20000 + ($$ % 20000) * 2))
slurmd_port=$((ctld_port + 1))
node=$(hostname -s)
mkdir -p "$work/state" "$work/spool"
cat >"$work/slurm.conf" <<EOF
ClusterName=damascopetest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/munge.socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MinJobAge=600
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$work/slurm.conf
slurmctld -D -i -f "$SLURM_CONF" >"$work/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" -N "$node" >"$work/slurmd.out" 2>&1 &
pids+=($!)
up=""
for _ in $(seq 100); do
  if sinfo -h -o '%T' 2>/dev/null | grep -q '^idle'; then up=1; break; fi
  sleep 0.2
done
[ -n "$up" ] || fail "the one-node cluster did not come up: $(sinfo 2>&1)"
echo "slurm_cluster_test: one-node cluster up (node $node, ports $ctld_port/$slurmd_port)"

# The database, twice: one for the cluster, one analysed here.
"$cli" import --db "$work/cluster.damascope" --quiet "${games[@]}" >/dev/null 2>&1 || true
cp "$work/cluster.damascope" "$work/local.damascope"
games_count=$("$cli" games --db "$work/cluster.damascope" --json | grep -o '"id":' | wc -l)
[ "$games_count" -ge 4 ] || fail "the test database has $games_count games"
depth=5

out=$("$cli" cluster analyze --db "$work/cluster.damascope" --tasks 4 --depth $depth \
  --partition test --time 10 --dir "$work/parts")
echo "$out"
array_id=$(echo "$out" | sed -n 's/^submitted job array \([0-9]*\) .*merge job \([0-9]*\) .*/\1/p')
merge_id=$(echo "$out" | sed -n 's/^submitted job array \([0-9]*\) .*merge job \([0-9]*\) .*/\2/p')
[ -n "$array_id" ] && [ -n "$merge_id" ] || fail "no job ids in: $out"
jobs_submitted=("$array_id" "$merge_id")

# Meanwhile, the same analysis here.
nice "$cli" analyze --db "$work/local.damascope" --all --depth $depth --threads 1 >/dev/null 2>&1 ||
  fail "analyze --all failed"

state=""
for _ in $(seq 600); do
  state=$(scontrol show job "$merge_id" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
  case "$state" in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY) break ;; esac
  sleep 0.5
done
[ "$state" = COMPLETED ] || fail "the merge job ended as '$state'"
for k in 1 2 3 4; do
  task_state=$(scontrol show job "${array_id}_$k" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
  [ "$task_state" = COMPLETED ] || fail "array task $k ended as '$task_state'"
done
cat "$work/parts/logs/merge.log"
grep -q "^merged 4 parts: $games_count games written" "$work/parts/logs/merge.log" ||
  fail "the merge did not write the $games_count games"

status=$("$cli" cluster status --db "$work/cluster.damascope" --dir "$work/parts")
echo "$status"
echo "$status" | grep -q "^4 parts: $games_count of $games_count games analysed" ||
  fail "cluster status does not count every game"

"$dump" "$work/cluster.damascope" >"$work/cluster.dump"
"$dump" "$work/local.damascope" >"$work/local.dump"
grep -q ': none$' "$work/cluster.dump" && fail "a game has no analysis after the merge"
cmp "$work/cluster.dump" "$work/local.dump" ||
  fail "the cluster's analysis differs from analyze --all: $(diff "$work/cluster.dump" "$work/local.dump" | head -5)"
echo "slurm_cluster_test: the cluster's stored analysis of $games_count games is the same as analyze --all's"
