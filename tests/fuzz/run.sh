#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them, one at a time, one process each.
#
#   tests/fuzz/run.sh TARGET SECONDS     TARGET: one of $targets below, or all
#   tests/fuzz/run.sh --merge TARGET     minimises the committed corpus and the seeds (and with
#                                        FUZZ_MERGE_RUNS=1 build-fuzz/corpus/TARGET) into
#                                        tests/fuzz/corpus/TARGET (-merge=1)
#
# Needs clang++ and libFuzzer's runtime (Debian: clang libclang-rt-14-dev). They are a developer
# tool, not in .ci/install-deps.sh: this script installs them when they are missing (as root or
# with sudo) and says so.
# Builds in build-fuzz/ (FUZZ_BUILD_DIR), runs at the lowest priority (nice 19), and keeps in it:
#   corpus/TARGET    inputs libFuzzer found interesting (read again by the next run)
#   seeds/TARGET     seeds cut from ../shared/data (the real game files), when that folder exists
#   findings/TARGET  crash-*, timeout-*, oom-* inputs
#   logs/TARGET.log  libFuzzer's output (the last run's; TARGET-2.log... with FUZZ_PROCESSES=N)
# Prints executions, executions per second, coverage and findings per target; exits 1 when a
# target found something. A finding becomes a regression test: fix the bug, then commit the input
# as tests/fuzz/regressions/TARGET/<what-it-shows> (fuzz_replay_test replays every file there).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
targets=(pdn_reader fen move csv_board_log collection_import engine_protocol part_merge)

usage() {
    echo "usage: tests/fuzz/run.sh TARGET|all SECONDS | --merge TARGET (targets: ${targets[*]})" >&2
    exit 2
}
[ $# -eq 2 ] || usage
merge=0
if [ "$1" = --merge ]; then
    merge=1
    shift
    set -- "$1" 0
fi
case "$2" in '' | *[!0-9]*) usage ;; esac
seconds=$2
if [ "$1" = all ] && [ $merge -eq 0 ]; then
    chosen=("${targets[@]}")
else
    [[ " ${targets[*]} " == *" $1 "* ]] || usage
    chosen=("$1")
fi
build=${FUZZ_BUILD_DIR:-build-fuzz}
data=${DAMASCOPE_SHARED_DATA:-$repo/../shared/data}

# clang++ and the libFuzzer runtime.
fuzzer_runtime_present() {
    command -v clang++ >/dev/null 2>&1 &&
        [ -f "$(clang++ -print-file-name=libclang_rt.fuzzer-x86_64.a)" ]
}
if ! fuzzer_runtime_present; then
    echo "fuzz: needs clang++ and libFuzzer (Debian packages clang libclang-rt-14-dev);" \
        "installing them (a developer tool, not in .ci/install-deps.sh)" >&2
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then as_root=(sudo); else
            echo "fuzz: need root (or sudo) to install clang libclang-rt-14-dev" >&2
            exit 1
        fi
    fi
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq \
        --no-install-recommends clang libclang-rt-14-dev >/dev/null
    fuzzer_runtime_present || { echo "fuzz: libFuzzer still not found" >&2; exit 1; }
fi

# Build only what is fuzzed (the core, the importers, the targets).
launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
nice -n 19 cmake -S . -B "$build" -DDAMASCOPE_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >/dev/null
nice -n 19 cmake --build "$build" -j2 --target "${chosen[@]/#/fuzz_}" >/dev/null

# Seeds cut from the real game files: one file per PDN game (every OCA game would be 22,621 seeds:
# one in 40 of them), the same games' main lines as move-target inputs, the FEN tags, the logs.
split_pdn() {  # split_pdn FILE OUTDIR PREFIX KEEP_EVERY
    awk -v out="$2" -v prefix="$3" -v every="$4" '
        /^\[/ && !in_tags { in_tags = 1; ++game; keep = (game - 1) % every == 0
                            if (keep) { close(file); file = sprintf("%s/%s-%05d.pdn", out, prefix, game) } }
        !/^\[/ && !/^[ \t\r]*$/ { in_tags = 0 }
        keep { print > file }' "$1"
}
# "VARIANT_BYTE FEN\nmoves": the main line without numbers, comments, variations, NAGs, result.
pdn_to_move_input() {  # pdn_to_move_input VARIANT_BYTE < GAME.pdn
    awk -v v="$1" '
        /^\[FEN "/ { fen = $0; sub(/^\[FEN "/, "", fen); sub(/".*/, "", fen) }
        /^\[/ { next }
        { text = text " " $0 }
        END {
            out = ""; depth = 0; comment = 0
            for (i = 1; i <= length(text); ++i) {
                c = substr(text, i, 1)
                if (comment) { if (c == "}") comment = 0; continue }
                if (c == "{") { comment = 1; continue }
                if (c == "(") { ++depth; continue }
                if (c == ")") { if (depth > 0) --depth; continue }
                if (depth == 0) out = out c
            }
            n = split(out, words, /[ \t\r]+/); line = ""
            for (k = 1; k <= n; ++k) {
                w = words[k]
                sub(/^[0-9]+\.+/, "", w)
                if (w == "" || w ~ /^\$/ || w ~ /^(1-0|0-1|1\/2-1\/2|\*|2-0|0-2|1-1|0-0)$/) continue
                line = line (line == "" ? "" : " ") w
            }
            printf "%s%s\n%s", v, fen, line
        }'
}
make_seeds() {
    local seeds=$build/seeds
    [ -d "$data" ] || { echo "fuzz: no $data, seeding from tests/fuzz/corpus only" >&2; return; }
    [ -f "$seeds/.made-v2" ] && return
    rm -rf "$seeds"
    mkdir -p "$seeds"/{pdn_reader,fen,move,csv_board_log,collection_import}
    local f
    for f in "$data"/dhama/*.pdn "$data"/dhama/pdn3_samples/*.pdn "$data"/dama/*.pdn; do
        local every=1
        if [ "$(wc -c <"$f")" -gt 1000000 ]; then every=40; fi
        split_pdn "$f" "$seeds/pdn_reader" "$(basename "$f" .pdn)" "$every"
        # Small samples whole (some have no tags, which split_pdn needs to find a game).
        if [ "$(wc -c <"$f")" -lt 2000 ]; then cp "$f" "$seeds/pdn_reader/"; fi
    done
    for f in "$seeds"/pdn_reader/*.pdn; do
        local variant=h
        case "$f" in */engine_round1-*) variant=d ;; esac
        pdn_to_move_input "$variant" <"$f" >"$seeds/move/$(basename "$f" .pdn).txt"
    done
    grep -ho '^\[FEN "[^"]*"' "$data"/dhama/pdn3_samples/*.pdn "$data"/dhama/*.pdn |
        sed 's/^\[FEN "//; s/"$//' | sort -u | awk -v out="$seeds/fen" \
        '{ printf "h%s", $0 > sprintf("%s/fen-%04d", out, NR); close(sprintf("%s/fen-%04d", out, NR)) }'
    cp "$data"/dama/engine_round1_csv/*.csv "$seeds/csv_board_log/"
    # Collections are games too: the same games' first moves, a line each, as `collection
    # export` writes them.
    for f in "$seeds"/pdn_reader/*.pdn; do
        head -c 1500 "$f" >"$seeds/collection_import/$(basename "$f")"
    done
    touch "$seeds/.made-v2"
}
make_seeds

# Small inputs run fast and say as much: a PDN game is rarely longer than 2 KiB.
max_len() {
    case "$1" in
        csv_board_log | part_merge) echo 32768 ;;
        pdn_reader | move | collection_import) echo 4096 ;;
        engine_protocol) echo 2048 ;;
        fen) echo 512 ;;
    esac
}
dict_option() {
    case "$1" in
        csv_board_log) echo "-dict=$repo/tests/fuzz/csv.dict" ;;
        engine_protocol) echo "-dict=$repo/tests/fuzz/engine.dict" ;;
        part_merge) echo "-dict=$repo/tests/fuzz/part.dict" ;;
        *) echo "-dict=$repo/tests/fuzz/pdn.dict" ;;
    esac
}
# The engine reports bad lines on stderr, as the command does: thousands a second, not wanted in
# the log (libFuzzer's own messages still come through).
extra_options() {
    case "$1" in
        engine_protocol) echo "-close_fd_mask=2" ;;
    esac
}
# A smaller quarantine and shorter allocation stacks: fewer fresh pages and stack walks per
# execution, every check kept (use-after-free is still found, its stack a little shorter).
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=32:malloc_context_size=8}

if [ $merge -eq 1 ]; then
    t=${chosen[0]}
    fresh=$build/merged/$t
    rm -rf "$fresh"
    mkdir -p "$fresh" "$build/corpus/$t" "$build/logs"
    # The committed corpus stays small (a few hundred files): what the runs found stays in
    # build-fuzz/corpus/TARGET unless FUZZ_MERGE_RUNS=1, and seeds are cut to FUZZ_MERGE_MAX_LEN
    # bytes (default 1024; part files need their pages: the target's max_len).
    from=("tests/fuzz/corpus/$t")
    [ "${FUZZ_MERGE_RUNS:-0}" = 1 ] && from+=("$build/corpus/$t")
    [ -d "$build/seeds/$t" ] && from+=("$build/seeds/$t")
    merge_len=${FUZZ_MERGE_MAX_LEN:-1024}
    [ "$t" = part_merge ] && merge_len=$(max_len "$t")
    nice -n 19 "$build/tests/fuzz/fuzz_$t" -merge=1 -max_len="$merge_len" $(extra_options "$t") \
        "$fresh" "${from[@]}" >"$build/logs/merge-$t.log" 2>&1
    rm -rf "tests/fuzz/corpus/$t"
    mkdir -p "tests/fuzz/corpus/$t"
    # Named by content (as libFuzzer names them), so a merge again keeps the same names.
    cp "$fresh"/* "tests/fuzz/corpus/$t/"
    echo "fuzz: tests/fuzz/corpus/$t: $(ls "tests/fuzz/corpus/$t" | wc -l) files," \
        "$(du -sk "tests/fuzz/corpus/$t" | cut -f1) KiB (from ${from[*]})"
    exit 0
fi

status=0
summary=()
for t in "${chosen[@]}"; do
    mkdir -p "$build/corpus/$t" "$build/findings/$t" "$build/logs"
    log=$build/logs/$t.log
    dirs=("$build/corpus/$t" "tests/fuzz/corpus/$t")
    [ -d "tests/fuzz/regressions/$t" ] && dirs+=("tests/fuzz/regressions/$t")
    [ -d "$build/seeds/$t" ] && dirs+=("$build/seeds/$t")
    stamp=$build/findings/.started-$t
    touch "$stamp"
    echo "fuzz: $t for ${seconds}s (log: $log)" >&2
    started=$SECONDS
    # FUZZ_PROCESSES=N runs N fuzzers side by side on the same corpus (one per core), each with
    # its own log (TARGET.log, TARGET-2.log, ...); the figures printed are their sums.
    processes=${FUZZ_PROCESSES:-1}
    case "$processes" in '' | *[!0-9]* | 0) echo "fuzz: FUZZ_PROCESSES must be a count" >&2; exit 2 ;; esac
    logs=()
    pids=()
    for ((p = 1; p <= processes; ++p)); do
        plog=$log
        [ $p -gt 1 ] && plog=${log%.log}-$p.log
        logs+=("$plog")
        nice -n 19 "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 \
            -rss_limit_mb=2048 -max_len="$(max_len "$t")" $(dict_option "$t") $(extra_options "$t") \
            -print_final_stats=1 -artifact_prefix="$build/findings/$t/" "${dirs[@]}" >"$plog" 2>&1 &
        pids+=($!)
    done
    rc=0
    for pid in "${pids[@]}"; do
        wait "$pid" || rc=$?
    done
    elapsed=$((SECONDS - started))
    execs=0
    rate=0
    for plog in "${logs[@]}"; do
        e=$(sed -n 's/^stat::number_of_executed_units: *//p' "$plog" | tail -1)
        r=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$plog" | tail -1)
        execs=$((execs + ${e:-0}))
        rate=$((rate + ${r:-0}))
    done
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    corpus=$(grep -o 'corp: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    found=$(find "$build/findings/$t" -type f -newer "$stamp" -printf '%f\n')
    line="$t: ${execs:-?} executions in ${elapsed}s, ${rate:-?} exec/s, cov ${cov:-?}, ft ${ft:-?}, corpus ${corpus:-?}"
    if [ -n "$found" ] || [ $rc -ne 0 ]; then
        status=1
        line+=", FOUND (libFuzzer exit $rc): ${found:-see $log}"
        grep -h -m3 -E 'ERROR: |fuzz check failed|SUMMARY: ' "${logs[@]}" >&2 || true
        for f in $found; do
            echo "fuzz: reproduce with $build/tests/fuzz/fuzz_$t $build/findings/$t/$f" >&2
        done
    else
        line+=", no crash, hang or out-of-memory"
    fi
    summary+=("$line")
done
printf '%s\n' "${summary[@]}"
exit $status
