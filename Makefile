# chartreel: `make demo` renders every preset, `make test` runs the test suite.
SWIFT  ?= swift
PREFIX ?= /usr/local
BIN    := .build/release/chartreel
# The checkout, so `make -f /path/to/Makefile install` works from any directory.
ROOT   := $(dir $(abspath $(lastword $(MAKEFILE_LIST))))
# The man page is generated from the commands' help (`make manual`) and kept
# in git; a test fails when the help changed and the page was not made again.
MANUAL := docs/chartreel.1
# The release build links Swift's runtime in, so the binary (and the Debian
# package made from it) runs where Swift is not installed.
RELEASE := $(SWIFT) build -c release --static-swift-stdlib
SOURCES := $(shell find $(ROOT)Sources -type f) $(ROOT)Package.swift $(wildcard $(ROOT)Package.resolved)
# The tests run optimised code: the release configuration with internals
# open to the tests, in a build folder of its own (Package.swift leaves the
# test code itself unoptimised). A debug run took 4x the CPU. The index store
# stays: on Linux, SwiftPM discovers the XCTest-style tests through it. No
# debug information: the build takes 6 % less CPU than with line tables (334
# against 356 CPU-s) and 14 % less than with full -g; a crash's backtrace
# still names its functions, and a failed expectation its file and line.
TESTING := -c release -Xswiftc -enable-testing -Xswiftc -gnone --scratch-path $(ROOT).build-test
# The test build's objects linked with Swift's runtime, for the checks make test runs beside the tests.
TEST_BIN := .build-test/static/chartreel

.PHONY: all deps test-deps build test binary-checks release-checks demo manual install install-check deb dist package-check clean goldens reference bench bench-ab fuzz docs example-check

all: build

## deps: check what building and rendering need (pkg-config, libgd, libraqm, libchafa, ffmpeg,
## ffprobe, the fonts); as root install what is missing, else print the apt-get line
deps:
	@$(ROOT)scripts/deps.sh build

## test-deps: deps, and the tools the tests compare against (rsvg-convert, pango-view, chromium,
## lintian, ...); the workflow checkers in a virtual environment, .build/lint-venv
test-deps:
	@$(ROOT)scripts/deps.sh test
	@$(ROOT)scripts/lint-deps.sh

## build: release build of the chartreel executable
build: deps $(ROOT)$(BIN)

# Built again only when a source is newer, so `make install` needs neither Swift's
# build nor any test tool after a build.
$(ROOT)$(BIN): $(SOURCES)
	cd $(ROOT) && $(RELEASE) --product chartreel

## manual: generate docs/chartreel.1 and docs/chartreel-help.json (what it was made from) again
manual:
	cd $(ROOT) && $(SWIFT) package plugin generate-manual
	cd $(ROOT) && scripts/manual.sh .build/plugins/GenerateManual/outputs/chartreel/chartreel.1 $(MANUAL)
	cd $(ROOT) && .build/debug/chartreel --experimental-dump-help > docs/chartreel-help.json

## test: the whole test suite, built optimised (see TESTING) while the tools the tests compare
## against are checked (test-deps) and the example package builds and runs (example-check);
## beside the tests' run, the install, package, workflow and asset checks of that build linked
## with Swift's runtime (binary-checks), then the API's documentation from the test build's modules
test: deps
	@mkdir -p $(ROOT).build
	@cd $(ROOT) && { { $(MAKE) -s -f $(ROOT)Makefile test-deps && $(MAKE) -s -f $(ROOT)Makefile example-check; } \
	    > .build/test-deps.log 2>&1 & beside=$$!; \
	  $(SWIFT) build $(TESTING) --build-tests; built=$$?; \
	  wait $$beside; found=$$?; echo "--- test tools and the example package (run beside the build), .build/test-deps.log:"; \
	  cat .build/test-deps.log; test $$built -eq 0 && test $$found -eq 0; }
	cd $(ROOT) && scripts/link-static.sh .build-test $(TEST_BIN)
	@cd $(ROOT) && { { $(MAKE) -s -f $(ROOT)Makefile binary-checks CHECKED=$(TEST_BIN) && scripts/docs.sh --built $(ROOT).build-test/release.yaml; } \
	    > .build/release-checks.log 2>&1 & checks=$$!; \
	  $(SWIFT) test $(TESTING) --skip-build; tests=$$?; \
	  wait $$checks; checked=$$?; echo "--- binary checks and docs (run beside the tests), .build/release-checks.log:"; \
	  cat .build/release-checks.log; test $$tests -eq 0 && test $$checked -eq 0; }

# What make test runs beside the tests: the install and package checks of a binary with Swift's
# runtime linked in, the workflow files, the committed assets. The tests run at about 1.7 cores
# of 2; these fill the rest, and the tests with time limits are written to pass with both cores
# busy. CHECKED is the binary they check: the release build by default; in make test, the test
# build's objects linked with Swift's runtime (TEST_BIN, scripts/link-static.sh), since compiling
# every module again beside the tests cost them a third of their time. The example package's
# debug build of the whole graph runs beside the test build instead: what runs beside the tests
# already outlasts them.
CHECKED ?= $(BIN)
binary-checks: $(ROOT)$(CHECKED)
	@$(ROOT)scripts/install-check.sh $(ROOT) $(CHECKED)
	@$(ROOT)scripts/package-check.sh $(ROOT) $(ROOT)$(CHECKED) $(ROOT)$(MANUAL)
	@$(ROOT)scripts/workflow-lint.sh
	cd $(ROOT) && $(CHECKED) check docs

## release-checks: binary-checks and example-check, for a release build
release-checks: binary-checks example-check

## docs: the Swift API's documentation (DocC, from the toolchain's symbol graph extractor) as a static site in
## docs/api/, with no warning allowed
docs:
	cd $(ROOT) && scripts/docs.sh

## example-check: examples/donut-readme, a package that depends on chartreel by path: its test
## renders its README animation from Swift, and `swift package chartreel check docs` holds its
## committed GIF to a fresh render (part of `make test`)
example-check:
	cd $(ROOT)examples/donut-readme && $(SWIFT) test -c release $(EXAMPLE_FLAGS) --disable-testable-imports
	cd $(ROOT)examples/donut-readme && $(SWIFT) package $(EXAMPLE_FLAGS) chartreel --release check docs

# The example's whole graph unoptimised, one frontend a module (the release
# configuration at -Onone) and without debug information: 127 CPU-s for the
# test and the plugin's tool, where a debug build (batch mode, full -g) took 178.
# The plugin's --release asks for that same configuration, so after the test
# only the tool's own modules compile. Its test imports nothing @testable.
EXAMPLE_FLAGS := -Xswiftc -Onone -Xswiftc -gnone

## demo: render every preset into out/NAME.gif and out/NAME.mp4, and its contact sheet out/NAME-sheet.png
demo: build
	@scripts/demo.sh $(BIN)

## goldens: deliberately re-record the golden frames, then review them with git diff
goldens: test-deps
	CHARTREEL_UPDATE_GOLDENS=1 $(SWIFT) test --filter Golden
	@git status --short -- Tests

## reference: deliberately rewrite Presets/scene.schema.json, the generated tables of
## Presets/README.md and the Swift API's chart types (Sources/ChartReel/Charts/Generated)
## from the option tables, then review them with git diff
reference: test-deps
	CHARTREEL_UPDATE_REFERENCE=1 $(SWIFT) test $(TESTING) --filter 'ReferenceTests|ChartAPISourceTests'
	@git status --short -- Presets Sources/ChartReel/Charts/Generated

## bench: issue 9's table, measured in one run (scenes in scripts/bench/): each scene end to end as
## MP4 and GIF against ffmpeg alone encoding the same frames, render-only ms/frame, peak memory;
## then the GIF second-pass trade-off, memory at 1080p over 10 s and 60 s, and matplotlib drawing
## the same line (in a virtualenv made once in out/bench/venv). Reports targets, never fails on them.
bench: build test-deps
	$(RELEASE) --product chartreel-bench
	@.build/release/chartreel-bench --chartreel $(BIN)

## bench-ab: render-only ms/frame of every bench scene with REV's build and this checkout's,
## alternately, ROUNDS times (default 3); fails when a scene is over 5 % slower (scripts/bench-ab.sh).
bench-ab:
	@scripts/bench-ab.sh $(if $(REV),$(REV),$(error make bench-ab needs REV=...)) $(ROUNDS)

## fuzz: libFuzzer (with AddressSanitizer) on the readers of untrusted input, one target after
## another for FUZZ_SECONDS each (default 600): scene, scene-layout, yaml, csv, telegram, curve,
## lottie-gate, dotlottie, svg-gate
## (FUZZ_TARGETS picks some). Prints each target's executed units and replays every finding;
## see scripts/fuzz.sh. Findings worth keeping go to Tests/CLITests/FuzzCorpus/, which make test replays.
fuzz: deps
	@scripts/fuzz.sh

## install: the binary, the presets with their data, the man page and bash/zsh/fish completions
## (preset names included) under DESTDIR/PREFIX (default /usr/local), from any working directory
install: deps $(ROOT)$(BIN)
	@$(ROOT)scripts/stage.sh $(ROOT) $(ROOT)$(BIN) $(ROOT)$(MANUAL) $(DESTDIR)$(PREFIX)

## deb: chartreel_VERSION_ARCH.deb in the checkout, built with dpkg-deb from the release binary
## (Swift's runtime linked in), for `apt-get install ./chartreel_*.deb`; see docs/PACKAGING.md
deb: deps $(ROOT)$(BIN)
	@$(ROOT)scripts/deb.sh $(ROOT) $(ROOT)$(BIN) $(ROOT)$(MANUAL) $(ROOT)

## dist: chartreel-VERSION-linux-ARCH.tar.gz in the checkout: the same files and an install.sh
dist: deps $(ROOT)$(BIN)
	@$(ROOT)scripts/dist.sh $(ROOT) $(ROOT)$(BIN) $(ROOT)$(MANUAL) $(ROOT)

## package-check: build the package, lintian it, install it with apt-get (as root), render every
## preset with the installed binary and no Swift on PATH, purge it; install the tarball (part of `make test`)
package-check: $(ROOT)$(BIN)
	@$(ROOT)scripts/package-check.sh $(ROOT) $(ROOT)$(BIN) $(ROOT)$(MANUAL)

## install-check: a DESTDIR install made from another directory, then the installed binary, run from
## a third, lists and renders every preset (part of `make test`)
install-check:
	@$(ROOT)scripts/install-check.sh $(ROOT)

clean:
	rm -rf .build .build-fuzz .build-test out docs/api examples/donut-readme/.build
