#!/usr/bin/env bash
# Instructions a keystroke costs through the C API (what the Python package and other bindings pay): builds
# Benchmarks/CAPI/typing.c against BIN_DIR's libpatternhighlight.so, types 2,000 characters under callgrind with
# collection on only inside ph_document_replace, and prints one line a profile: the profile, the instructions
# collected and their mean per keystroke. Counts hold on a busy machine where times do not: run it on two release
# builds to compare them.
# Usage: Scripts/capi-keystroke-instructions.sh BIN_DIR  (BIN_DIR: `swift build -c release --product patternhighlight`,
# then `swift build -c release --show-bin-path`). Environment: PROFILES (default "twitter bluesky mastodon simple").
set -euo pipefail
bin=${1:?usage: Scripts/capi-keystroke-instructions.sh BIN_DIR}
[ -f "$bin/libpatternhighlight.so" ] || { echo "capi-keystroke-instructions: no $bin/libpatternhighlight.so" >&2; exit 66; }
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc -O2 -I"$root/Sources/CPatternHighlight/include" "$root/Benchmarks/CAPI/typing.c" -L"$bin" -lpatternhighlight \
    -Wl,-rpath,"$bin" -o "$out/typing"
for profile in ${PROFILES:-twitter bluesky mastodon simple}; do
    typed=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --toggle-collect=ph_document_replace \
        --callgrind-out-file="$out/callgrind.out.$profile" "$out/typing" "$profile" 2>"$out/stderr.$profile")
    collected=$(sed -n 's/^==[0-9]*== Collected : *//p' "$out/stderr.$profile")
    [ -n "$collected" ] || { echo "capi-keystroke-instructions: no Collected line for $profile" >&2; tail -5 "$out/stderr.$profile" >&2; exit 1; }
    echo "$profile $collected $((collected / typed))"
done
