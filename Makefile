# The two commands in README.md: `make run` and `make test`. Both install what is missing first.
SWIFT ?= swift

.PHONY: run test build deps bench

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release --product ghbrowse

# Runs the interactive browser (pass arguments with ARGS="search tetris").
run: build
	.build/release/ghbrowse $(ARGS)

# Builds the release binaries the end-to-end tests drive, then runs every test.
test:
	@scripts/install-deps.sh tmux
	$(SWIFT) build -c release --product ghbrowse
	$(SWIFT) build -c release --product fixture-server
	$(SWIFT) test

bench:
	@scripts/install-deps.sh tmux hyperfine gh time
	Benchmarks/run.sh
