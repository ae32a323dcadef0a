# `make demo` and `make test` are the README's set-up commands; `make example` runs the composer example.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build demo example test

deps:
	@dpkg -s libpcre2-dev >/dev/null 2>&1 || { $(SUDO) apt-get update && $(SUDO) apt-get install -y libpcre2-dev; }

build: deps
	$(SWIFT) build -c release --product pattern-highlight

demo: build
	$$($(SWIFT) build -c release --show-bin-path)/pattern-highlight --profile simple < Examples/sample.txt

example: deps
	$(SWIFT) run ComposerBackend

test: deps
	$(SWIFT) test
