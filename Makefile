# chartreel: `make demo` renders every preset, `make test` runs the test suite.
SWIFT  ?= swift
PREFIX ?= /usr/local
BIN    := .build/release/chartreel
# The checkout, so `make -f /path/to/Makefile install` works from any directory.
ROOT   := $(dir $(abspath $(lastword $(MAKEFILE_LIST))))
MANUAL := .build/plugins/GenerateManual/outputs/chartreel/chartreel.1

.PHONY: all deps build test demo install install-check clean goldens reference bench bench-ab fuzz

all: build

## deps: check pkg-config, libgd, ffmpeg, ffprobe, DejaVu fonts; as root install what is missing
deps:
	@scripts/deps.sh

## build: release build of the chartreel executable
build: deps
	$(SWIFT) build -c release --product chartreel

## test: the whole test suite (debug), after checking the release build compiles too
## (`make demo` builds release, and the optimizer has failed where debug builds passed)
test: deps
	$(SWIFT) build -c release
	$(SWIFT) test
	@scripts/install-check.sh $(ROOT)
	$(BIN) check docs

## demo: render every preset into out/NAME.gif and out/NAME.mp4, and its contact sheet out/NAME-sheet.png
demo: build
	@scripts/demo.sh $(BIN)

## goldens: deliberately re-record the golden frames, then review them with git diff
goldens: deps
	CHARTREEL_UPDATE_GOLDENS=1 $(SWIFT) test --filter Golden
	@git status --short -- Tests

## reference: deliberately rewrite Presets/scene.schema.json and the generated tables of
## Presets/README.md from the option tables, then review them with git diff
reference: deps
	CHARTREEL_UPDATE_REFERENCE=1 $(SWIFT) test --filter ReferenceTests
	@git status --short -- Presets

## bench: issue 9's table, measured in one run (scenes in scripts/bench/): each scene end to end as
## MP4 and GIF against ffmpeg alone encoding the same frames, render-only ms/frame, peak memory;
## then the GIF second-pass trade-off, memory at 1080p over 10 s and 60 s, and matplotlib drawing
## the same line (in a virtualenv made once in out/bench/venv). Reports targets, never fails on them.
bench: build
	$(SWIFT) build -c release --product chartreel-bench
	@.build/release/chartreel-bench --chartreel $(BIN)

## bench-ab: render-only ms/frame of every bench scene with REV's build and this checkout's,
## alternately, ROUNDS times (default 3); fails when a scene is over 5 % slower (scripts/bench-ab.sh).
bench-ab:
	@scripts/bench-ab.sh $(if $(REV),$(REV),$(error make bench-ab needs REV=...)) $(ROUNDS)

## fuzz: libFuzzer (with AddressSanitizer) on the readers of untrusted input, one target after
## another for FUZZ_SECONDS each (default 600): scene, scene-layout, yaml, csv, telegram, curve
## (FUZZ_TARGETS picks some). Prints each target's executed units and replays every finding;
## see scripts/fuzz.sh. Findings worth keeping go to Tests/CLITests/FuzzCorpus/, which make test replays.
fuzz: deps
	@scripts/fuzz.sh

## install: the binary, the presets with their data, the man page and bash/zsh/fish completions
## (preset names included) under DESTDIR/PREFIX (default /usr/local), from any working directory
install:
	cd $(ROOT) && $(MAKE) build
	cd $(ROOT) && $(SWIFT) package plugin generate-manual
	cd $(ROOT) && install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/chartreel
	cd $(ROOT) && install -d $(DESTDIR)$(PREFIX)/share/chartreel/Presets/data
	cd $(ROOT) && install -m 644 Presets/*.json Presets/README.md $(DESTDIR)$(PREFIX)/share/chartreel/Presets/
	cd $(ROOT)Presets && find data -type f -exec install -D -m 644 {} $(DESTDIR)$(PREFIX)/share/chartreel/Presets/{} \;
	cd $(ROOT) && install -D -m 644 $(MANUAL) $(DESTDIR)$(PREFIX)/share/man/man1/chartreel.1
	cd $(ROOT) && $(BIN) --generate-completion-script bash > .build/chartreel.bash
	cd $(ROOT) && $(BIN) --generate-completion-script zsh > .build/_chartreel
	cd $(ROOT) && $(BIN) --generate-completion-script fish > .build/chartreel.fish
	cd $(ROOT) && install -D -m 644 .build/chartreel.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/chartreel
	cd $(ROOT) && install -D -m 644 .build/_chartreel $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_chartreel
	cd $(ROOT) && install -D -m 644 .build/chartreel.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/chartreel.fish

## install-check: a DESTDIR install made from another directory, then the installed binary, run from
## a third, lists and renders every preset (part of `make test`)
install-check:
	@$(ROOT)scripts/install-check.sh $(ROOT)

clean:
	rm -rf .build .build-fuzz out
