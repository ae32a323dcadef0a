# `make demo` and `make test` are the README's set-up commands; `make example` runs the composer example;
# `make bench` runs the benchmark harness (Benchmarks/README.md).
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# `make bench` writes every figure here (JSON, and the table as Markdown); pass more options with BENCH_ARGS (e.g. BENCH_ARGS="--quick").
BENCH_JSON ?= .build/bench.json
BENCH_MD ?= .build/bench.md
BENCH_ARGS ?=

.PHONY: deps build demo example test bench bench-quick

deps:
	@dpkg -s libpcre2-dev >/dev/null 2>&1 || { $(SUDO) apt-get update && $(SUDO) apt-get install -y libpcre2-dev; }

build: deps
	$(SWIFT) build -c release --product pattern-highlight

demo: build
	$$($(SWIFT) build -c release --show-bin-path)/pattern-highlight < Examples/sample.txt

example: deps
	$(SWIFT) run ComposerBackend

test: deps
	$(SWIFT) test

# The benchmark harness (Benchmarks/README.md): one release build of the library, the CLI and the harness,
# then the standard set of scenarios. Exits non-zero when one of the harness's self-checks fails.
bench: deps
	$(SWIFT) build -c release
	$$($(SWIFT) build -c release --show-bin-path)/pattern-highlight-bench --json $(BENCH_JSON) --markdown $(BENCH_MD) $(BENCH_ARGS)

bench-quick:
	$(MAKE) bench BENCH_ARGS="--quick $(BENCH_ARGS)"
