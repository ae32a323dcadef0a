# `make demo` and `make test` are the README's set-up commands (both install what is missing through `make deps`); `make example` runs the composer example;
# `make bench` runs the benchmark harness and draws its figures (Benchmarks/README.md).
# `make fuzz` runs the libFuzzer targets (Fuzzing/README.md).
# `make docs` builds the DocC site into .build/docs; `make docs-check` fails on any DocC warning (.ci/run runs it).
SWIFT ?= swift
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# `make bench` writes every figure here (JSON, and the table as Markdown); pass more options with BENCH_ARGS (e.g. BENCH_ARGS="--quick").
BENCH_JSON ?= .build/bench.json
BENCH_MD ?= .build/bench.md
BENCH_ARGS ?=
# `make bench` draws the figures of $(BENCH_JSON) as SVG here (Benchmarks/plot.py, matplotlib from PyPI).
BENCH_FIGURES ?= .build/bench-figures

.PHONY: deps test-deps build demo example test python bench bench-quick bench-figures plot-deps fuzz fuzz-build docs docs-check docs-symbols tsan

# Installs whichever of the packages named is missing; `apt-get update` runs once, and only then.
install-missing = @missing=$$(for package in $(1); do dpkg -s $$package >/dev/null 2>&1 || echo $$package; done); \
	[ -z "$$missing" ] || { $(SUDO) apt-get update && $(SUDO) apt-get install -y $$missing; }

# libpcre2-dev builds the package. The tests also want python3-icu: ICU's spoof checker, the oracle of
# HostWarningICUTests; and Ruby 3.1 with unf and libidn12, plus PyPI's regex, which Mastodon 4.6.5's own code in
# ../shared/reference/mastodon needs (the Mastodon oracle tests). Each oracle's tests skip, saying so, without it.
# valgrind runs the C API's test program under memcheck (CAPIProgramTests); pytest and the atproto SDK (whose
# record model checks the posts) run the Python package's tests.
deps:
	$(call install-missing,libpcre2-dev)

test-deps:
	$(call install-missing,libpcre2-dev python3-icu ruby3.1 libidn12 ruby-unf valgrind)
	@python3 -c 'import regex' 2>/dev/null || python3 -m pip install -q regex
	@python3 -c 'import pytest' 2>/dev/null || python3 -m pip install -q pytest
	@python3 -c 'import atproto' 2>/dev/null || python3 -m pip install -q atproto

build: deps
	$(SWIFT) build -c release --product pattern-highlight

demo: build
	$$($(SWIFT) build -c release --show-bin-path)/pattern-highlight < Examples/sample.txt

example: deps
	$(SWIFT) run ComposerBackend

# The tests run with the library's internal invariant checks compiled in (Package.swift,
# PATTERNHIGHLIGHT_INTERNAL_CHECKS); InternalChecksTests fails when they are not. Then the Python package's tests
# (Bindings/Python/tests), on the library and command line of that same build; then Examples/CustomPlatform's, a
# package of its own that defines a platform on the public products (its own build folder: a few minutes more).
test: test-deps
	PATTERNHIGHLIGHT_INTERNAL_CHECKS=1 $(SWIFT) test
	bin=$$(PATTERNHIGHLIGHT_INTERNAL_CHECKS=1 $(SWIFT) build --show-bin-path) && \
	PATTERNHIGHLIGHT_LIBRARY=$$bin/libpatternhighlight.so PATTERNHIGHLIGHT_CLI=$$bin/pattern-highlight \
	PYTHONPATH=Bindings/Python/src python3 -m pytest -q -p no:cacheprovider Bindings/Python/tests
	PATTERNHIGHLIGHT_INTERNAL_CHECKS=1 $(SWIFT) test --package-path Examples/CustomPlatform

# The Python package (Bindings/Python/README.md): a release build of libpatternhighlight, installed with the package.
python: deps
	SWIFT=$(SWIFT) python3 -m pip install ./Bindings/Python

# The benchmark harness (Benchmarks/README.md): one release build of the library, the CLI and the harness,
# then the standard set of scenarios, then its figures as SVG in $(BENCH_FIGURES) (drawn even when a self-check
# failed). Exits non-zero when one of the harness's self-checks fails.
bench: deps plot-deps
	$(SWIFT) build -c release
	rm -f $(BENCH_JSON); $$($(SWIFT) build -c release --show-bin-path)/pattern-highlight-bench --json $(BENCH_JSON) --markdown $(BENCH_MD) $(BENCH_ARGS); \
		status=$$?; [ ! -f $(BENCH_JSON) ] || $(MAKE) --no-print-directory bench-figures; exit $$status

# Draws the figures of an existing $(BENCH_JSON) again (e.g. after `make bench BENCH_ARGS=...`), without measuring.
bench-figures: plot-deps
	python3 Benchmarks/plot.py $(BENCH_JSON) --out $(BENCH_FIGURES) --commit "$$(git rev-parse --short HEAD 2>/dev/null)$$(git diff --quiet HEAD 2>/dev/null || echo +changes)"

plot-deps:
	@python3 -c 'import matplotlib' 2>/dev/null || python3 -m pip install -q matplotlib

bench-quick:
	$(MAKE) bench BENCH_ARGS="--quick $(BENCH_ARGS)"

# libFuzzer targets (Fuzzing/README.md): a separate sanitizer build in .build/fuzz, then each target for
# FUZZ_SECONDS (default 60) over its committed seeds (Fuzzing/Corpus/<target>) plus the inputs it found
# before (.build/fuzz/corpus/<target>). A crash stops the run and leaves its input in .build/fuzz/artifacts.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzAnnotate FuzzDocument FuzzConfiguration FuzzStream
FUZZ_ARGS ?=
# Per-input timeout (s): an input whose 64 edits each hit the regex limits takes ~2 s under the sanitizers when idle.
FUZZ_TIMEOUT ?= 30
FUZZ_BUILD = PATTERNHIGHLIGHT_FUZZ=1 $(SWIFT) build -c release --scratch-path .build/fuzz \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

fuzz-build: deps
	@for target in $(FUZZ_TARGETS); do $(FUZZ_BUILD) --product $$target || exit 1; done

fuzz: fuzz-build
	@bin=$$(PATTERNHIGHLIGHT_FUZZ=1 $(SWIFT) build -c release --scratch-path .build/fuzz --show-bin-path); \
	for target in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz/corpus/$$target .build/fuzz/artifacts/$$target; \
		echo "== $$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no $$bin/$$target .build/fuzz/corpus/$$target Fuzzing/Corpus/$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=4096 -max_len=16384 \
			-dict=Fuzzing/patternhighlight.dict -artifact_prefix=.build/fuzz/artifacts/$$target/ \
			-print_final_stats=1 $(FUZZ_ARGS) 2>&1 | tee .build/fuzz/$$target.log | grep -E "^(#[0-9]+ +(INITED|DONE)|==|stat::number_of_executed_units|SUMMARY|FUZZ INVARIANT)" ; \
		status=$${PIPESTATUS[0]}; [ $$status -eq 0 ] || { echo "$$target failed (exit $$status): see .build/fuzz/$$target.log"; exit $$status; }; \
	done

# DocC (README "Documentation"): the catalog plus the library's public symbol graph. `swift package
# dump-symbol-graph` also extracts the test modules' graphs and fails unless the tests are built, hence
# `--build-tests` (a no-op after `make test`). Only PatternHighlight's graphs go to docc.
DOCC ?= $(shell command -v docc || echo $(dir $(realpath $(shell command -v $(SWIFT))))docc)
DOCS_DIR ?= .build/docs
DOCS_CATALOG := Sources/PatternHighlight/PatternHighlight.docc
DOCS_SYMBOLS := .build/docs-symbols
DOCC_CONVERT = $(DOCC) convert $(DOCS_CATALOG) --additional-symbol-graph-dir $(DOCS_SYMBOLS) \
	--fallback-display-name PatternHighlight --fallback-bundle-identifier PatternHighlight

docs-symbols: deps
	$(SWIFT) build --build-tests
	@log=$$($(SWIFT) package dump-symbol-graph --minimum-access-level public 2>&1) || { echo "$$log"; exit 1; }; \
	dir=$$(echo "$$log" | sed -n 's/^Files written to //p'); \
	[ -f "$$dir/PatternHighlight.symbols.json" ] || { echo "$$log"; echo "no PatternHighlight symbol graph in '$$dir'"; exit 1; }; \
	rm -rf $(DOCS_SYMBOLS) && mkdir -p $(DOCS_SYMBOLS) && \
	find "$$dir" -maxdepth 1 \( -name 'PatternHighlight.symbols.json' -o -name 'PatternHighlight@*.symbols.json' \) \
		-exec cp {} $(DOCS_SYMBOLS)/ \;

# A static site: serve $(DOCS_DIR) and open /documentation/patternhighlight/.
docs: docs-symbols
	rm -rf $(DOCS_DIR)
	$(DOCC_CONVERT) --transform-for-static-hosting --output-path $(DOCS_DIR)

# Every DocC warning about public API (a broken link, an undocumented parameter), in any module's catalog or doc
# comments, is an error; so is a doc-comment link to a symbol that does not exist, internal ones included
# (Scripts/docs-check.sh).
docs-check: deps
	PATTERNHIGHLIGHT_INTERNAL_CHECKS=1 $(SWIFT) build --build-tests
	PATTERNHIGHLIGHT_INTERNAL_CHECKS=1 bash Scripts/docs-check.sh $(DOCC)

# `make tsan`: ThreadSanitizer (halting on the first report) over `pattern-highlight batch --jobs 2` on 2 MB of the
# benchmark corpus under every profile, and over the test that annotates and counts from 8 threads with one
# shared Highlighter (SharedHighlighterTests). Its own build folder; a debug build, so minutes, not seconds. The
# library's locks are POSIX mutexes there (PATTERNHIGHLIGHT_PTHREAD_LOCKS, see Concurrency/Locked.swift).
TSAN_BUILD ?= .build/tsan
TSAN_PROFILES ?= twitter bluesky mastodon simple
tsan: deps
	$(SWIFT) build -c release --product pattern-highlight-bench
	mkdir -p $(TSAN_BUILD)
	$$($(SWIFT) build -c release --show-bin-path)/pattern-highlight-bench --write-posts $(TSAN_BUILD)/posts.ndjson
	PATTERNHIGHLIGHT_PTHREAD_LOCKS=1 $(SWIFT) build --sanitize=thread --build-path $(TSAN_BUILD) --product pattern-highlight
	for profile in $(TSAN_PROFILES); do \
		TSAN_OPTIONS=halt_on_error=1 $(TSAN_BUILD)/debug/pattern-highlight batch --jobs 2 --profile $$profile \
			< $(TSAN_BUILD)/posts.ndjson > $(TSAN_BUILD)/batch-$$profile.ndjson || exit 1; \
	done
	PATTERNHIGHLIGHT_PTHREAD_LOCKS=1 TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --build-path $(TSAN_BUILD) --filter SharedHighlighterTests
