#!/usr/bin/env bash
# The documentation check behind `make docs-check` (and so CI). For each library module with a DocC catalog:
#  1. the catalog with the module's public symbol graph: any DocC warning fails (a broken link, an undocumented
#     parameter of public API);
#  2. the same catalog with the module's internal symbol graph: a doc-comment link anywhere in the module (public
#     or not) that names a symbol which does not exist fails. Internal parameters need no documentation, so that
#     one warning is ignored here. It runs twice: with PATTERNHIGHLIGHT_INTERNAL_CHECKS as the caller set it (the
#     Makefile sets it), and without it, in a build folder of its own, as a client builds the package: code under
#     `#if PATTERNHIGHLIGHT_INTERNAL_CHECKS` and its `#else` are each documented in one of the two.
# Usage: Scripts/docs-check.sh DOCC  (the Makefile passes the toolchain's docc). Run from the package root after
# `swift build --build-tests` (`swift package dump-symbol-graph` needs the test modules built).
set -euo pipefail
docc=${1:?usage: Scripts/docs-check.sh DOCC}
work=.build/docs-check
rm -rf "$work" && mkdir -p "$work"

# Writes the symbol graphs at `level` and prints the folder they were written to; more arguments go to
# `swift package` before the command (`--scratch-path DIR`). The test modules' graphs fail where the tests are not
# built (the plain build folder): only the library modules' are needed, and copy_graphs checks each is there.
dump_graphs() {
    local level=$1 log dir
    shift
    log=$(swift package "$@" dump-symbol-graph --minimum-access-level "$level" 2>&1) || true
    dir=$(echo "$log" | sed -n 's/^Files written to //p')
    [ -n "$dir" ] || { echo "$log" >&2; return 1; }
    echo "$dir"
}

# Copies `module`'s graphs (its own and its extensions of other modules) from `from` into `to`.
copy_graphs() {
    local module=$1 from=$2 to=$3
    mkdir -p "$to"
    find "$from" -maxdepth 1 \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) -exec cp {} "$to"/ \;
    [ -f "$to/$module.symbols.json" ] || { echo "no $module symbol graph in '$from'" >&2; return 1; }
}

modules=()
for catalog in Sources/*/*.docc; do modules+=("$(basename "$(dirname "$catalog")")"); done

public_dir=$(dump_graphs public)
for module in "${modules[@]}"; do copy_graphs "$module" "$public_dir" "$work/public/$module"; done
internal_dir=$(dump_graphs private)
for module in "${modules[@]}"; do copy_graphs "$module" "$internal_dir" "$work/internal/$module"; done
plain_dir=$(env -u PATTERNHIGHLIGHT_INTERNAL_CHECKS bash -c "$(declare -f dump_graphs); dump_graphs private --scratch-path .build/docs-check-plain")
for module in "${modules[@]}"; do copy_graphs "$module" "$plain_dir" "$work/internal-plain/$module"; done

status=0
for module in "${modules[@]}"; do
    catalog=$(ls -d Sources/"$module"/*.docc)
    convert=("$docc" convert "$catalog" --fallback-display-name "$module" --fallback-bundle-identifier "$module" --analyze)
    echo "== $module: public API (every warning is an error)"
    "${convert[@]}" --additional-symbol-graph-dir "$work/public/$module" --output-path "$work/out-public-$module" \
        --warnings-as-errors || status=1
    for graphs in internal internal-plain; do
        echo "== $module: every doc-comment link, internal symbols included ($graphs)"
        log=$("${convert[@]}" --additional-symbol-graph-dir "$work/$graphs/$module" --output-path "$work/out-$graphs-$module" 2>&1) || true
        broken=$(echo "$log" | grep -E "warning:" | grep -v "is missing documentation" || true)
        if [ -n "$broken" ]; then
            echo "$broken"
            echo "$module: $(echo "$broken" | wc -l) doc-comment link(s) name symbols that do not exist ($graphs)"
            status=1
        fi
    done
done
exit $status
