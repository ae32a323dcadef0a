#!/usr/bin/env bash
# Instructions a live document's edits cost, per profile: every `HighlightDocument.replace` of the keystroke scenario
# (`pattern-highlight-bench --quick --scenario keystrokes --profile P`: typing, the checks' replays, pastes and undos),
# counted by callgrind with collection on only inside `replace` (`--toggle-collect`), hashing made deterministic so
# that two runs of one build count the same. Prints one line a profile: the profile and callgrind's `Collected` figure.
# Instruction counts hold on a busy machine where times do not: run it on two release builds to compare them
# (Benchmarks/README.md, "Figures").
# Usage: Scripts/keystroke-instructions.sh BIN_DIR  (BIN_DIR holds a release pattern-highlight-bench:
# `swift build -c release --product pattern-highlight-bench`, then `swift build -c release --show-bin-path`).
# Environment: PROFILES (default "twitter bluesky mastodon simple"); TOGGLE (the mangled-name pattern of `replace`;
# check with `nm BIN_DIR/pattern-highlight-bench | grep replace_2in4with`); BENCH_LOCK, a file: each valgrind run
# waits for it (`flock`), so that runs on a shared machine are not measured beside a build. callgrind's files go to a
# temporary folder, removed at the end. A Collected of about 0 means the pattern matched no function.
set -euo pipefail
bin=${1:?usage: Scripts/keystroke-instructions.sh BIN_DIR}
bench="$bin/pattern-highlight-bench"
[ -x "$bench" ] || { echo "keystroke-instructions: no $bench" >&2; exit 66; }
profiles=${PROFILES:-twitter bluesky mastodon simple}
toggle=${TOGGLE:-'$s16PatternHighlight0B8DocumentV7replace_2in4with*'}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
lock=()
[ -n "${BENCH_LOCK:-}" ] && lock=(flock "$BENCH_LOCK")

for profile in $profiles; do
    # The bench exits 1 when a self-check fails: the count is still printed, and the failure with it.
    status=0
    SWIFT_DETERMINISTIC_HASHING=1 "${lock[@]}" valgrind --tool=callgrind "--toggle-collect=$toggle" \
        --callgrind-out-file="$out/callgrind.out.$profile" \
        "$bench" --quick --scenario keystrokes --profile "$profile" >"$out/stdout.$profile" 2>"$out/stderr.$profile" || status=$?
    collected=$(sed -n 's/^==[0-9]*== Collected : *//p' "$out/stderr.$profile")
    [ -n "$collected" ] || { echo "keystroke-instructions: no Collected line for $profile (exit $status):" >&2; tail -5 "$out/stderr.$profile" >&2; exit 1; }
    note=""
    [ "$status" -eq 0 ] || note=" (bench exit $status)"
    echo "$profile $collected$note"
done
