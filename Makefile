# tarock — developer commands. Needs only python3.11 (or a python3 >= 3.11) on PATH.
#
#   make serve   build the site and serve it on http://127.0.0.1:8000
#   make test    lint, type-check, unit tests + doctests, strict site build, browser tests
#   make site    strict build of the site into site/
#   make bench   run bench/bench.py (results in .bench/results.json), then build the site and
#                time it in chromium, bench/browser.py (into bench/browser.json)
#   make wasm    rebuild the compiled core as WebAssembly for the browser, tarock/fast/_core.wasm
#                (several minutes; commit it with its sidecar)
#   make soak    a million deals per rule set through the compiled core, a sample through both
#   make corpus  regenerate the behaviour corpus tests/corpus/*.jsonl (see its README)
#   make puzzles  find the teaching page's "What would you play?" puzzles into findings/puzzles
#                 (ARGS="--variant danish-tarok" redoes one rule set)
#   make findings  replay the search player's runs into findings/search (~50 min of one core;
#                  ARGS="--cluster tcp://HOST:8786" plays them on a Dask cluster)
#   make study   play "does the card-point rule change the play?" for the four 78-card rule
#                sets into findings/study (ARGS="--workers 2", "--cluster ADDRESS", "--deals N")
#   make stronger  the study again with 64-world players, its plan committed first
#                (make stronger-plan), into findings/stronger
#   make duel    the search player with 64 worlds against 8 on the same deals, into findings/duel
#   make messages  extract the site generator's messages (sitegen/locale) and the package's
#                  (tarock/locale: the play page's), update each language's .po and compile
#                  it to the .mo the pages read; name any corpus text still untranslated
#   make lock    re-resolve requirements/constraints.txt in a clean venv
#   make clean   remove build and cache output (make distclean also removes .venv)

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3 2>/dev/null)
VENV := .venv
BIN := $(VENV)/bin
VPY := $(BIN)/python
STAMP := $(VENV)/.install-stamp
CONSTRAINTS := requirements/constraints.txt
HOST ?= 127.0.0.1
# Test processes side by side: one per core (pytest-xdist).
WORKERS ?= $(shell nproc 2>/dev/null || echo 2)
PORT ?= 8000

export PIP_DISABLE_PIP_VERSION_CHECK := 1
# Run notebooks with the venv's own ipykernel, whatever kernels the user has installed.
export JUPYTER_PREFER_ENV_PATH := 1
# Silence mkdocs-material's end-of-life banner (the project pins mkdocs<2 on purpose).
export NO_MKDOCS_2_WARNING := 1

.PHONY: help install serve site wasm test lint typecheck unit browser bench soak corpus findings study replication-plan replication stronger-plan stronger duel puzzles messages lock clean distclean

help:
	@sed -n '3,24p' Makefile | sed 's/^# *//'

# --------------------------------------------------------------------------- environment

$(VPY):
	@test -n "$(PYTHON)" || { echo "python3.11 not found on PATH" >&2; exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "$(PYTHON) is older than Python 3.11" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)

# Reinstalls only when pyproject.toml, setup.py, the compiled core's source or the
# constraints change (or .venv is new); the install builds tarock/fast/_core and _solve
# (optional: without a C compiler the package plays through the Python engine and says so).
$(STAMP): pyproject.toml setup.py sitegen/pyproject.toml $(wildcard tarock/fast/_*.c) \
		$(CONSTRAINTS) | $(VPY)
	$(VPY) -m pip install --quiet -c $(CONSTRAINTS) pip setuptools wheel
	$(VPY) -m pip install --quiet -c $(CONSTRAINTS) --no-build-isolation -e '.[docs,test]' -e ./sitegen
	@touch $@

install: $(STAMP)

# --------------------------------------------------------------------------- site

# The notebooks' kernels and the notebook cache report every notebook they run or store;
# those lines (and the kernel's warning about its local TCP socket) are left out.
SERVE_NOISE := -e 'running over TCP without encryption' -e 'Cache miss, writing' \
	-e 'Converting notebook' -e 'Copied jupyter file'

serve: $(STAMP)
	@echo "Building the site; it will be served at http://$(HOST):$(PORT)/ (the first build"
	@echo "runs the notebooks and takes a minute or two; Ctrl-C stops the server)."
	@TAROCK_NOTEBOOK_CACHE=true $(BIN)/mkdocs serve -a $(HOST):$(PORT) 2>&1 \
		| grep --line-buffered -v $(SERVE_NOISE)

site: $(STAMP)
	$(BIN)/mkdocs build --strict --clean --site-dir site

# The compiled core as WebAssembly (tarock/fast/_wasm.c) into tarock/fast/_core.wasm and its
# sidecar; the site's build puts it into the browser's engine.
wasm: $(STAMP)
	$(VPY) -m sitegen.wasm

# --------------------------------------------------------------------------- checks

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy

# Unit tests and the package's doctests, one process per core (pytest exits 5 when it
# collects nothing).
unit: $(STAMP)
	@echo '$(BIN)/pytest -q -m "not browser" -n $(WORKERS)'
	@$(BIN)/pytest -q -m "not browser" -p no:cacheprovider -n $(WORKERS) || { rc=$$?; \
		if [ $$rc -eq 5 ]; then echo "unit: no tests collected yet"; else exit $$rc; fi; }

# Browser tests against the already built site/ (run `make site` first), one process per
# core, each with its own chromium and local server.
browser: $(STAMP)
	$(BIN)/pytest -q -m browser -p no:cacheprovider -n $(WORKERS) tests/browser

test: $(STAMP)
	@echo "== ruff";   $(MAKE) lint
	@echo "== mypy";   $(MAKE) typecheck
	@echo "== pytest"; $(MAKE) unit
	@echo "== site";   $(MAKE) site
	@echo "== browser"; $(MAKE) browser

# --------------------------------------------------------------------------- bench

bench: $(STAMP)
	$(VPY) bench/bench.py
	$(MAKE) site
	$(VPY) bench/browser.py

# The compiled core (tarock.fast) over a million deals per rule set it plays, every deal's
# invariants checked, and 10,000 of them compared with the Python engine, step by step.
soak: $(STAMP)
	nice -n 10 $(VPY) bench/soak.py

# The game records tests/test_corpus.py replays; regenerate only with a documented change
# of behaviour (tests/corpus/README.md). `--search` also looks for new seeds.
corpus: $(STAMP)
	$(VPY) tests/corpus/make_corpus.py

# The search player's runs behind docs/reference/players.md and the notebook "Does the
# scoring rule change the play?" (sitegen/search.py; about 50 minutes of one core).
findings: $(STAMP)
	nice -n 10 $(VPY) -m sitegen.search $(ARGS)

# The study of whether the card-point rule changes the play, in the four 78-card rule
# sets (sitegen/study.py states its criteria): three search players paid exactly and
# three paid in bands on the same deals.
study: $(STAMP)
	nice -n 10 $(VPY) -m sitegen.study $(ARGS)
# The Danish replication (sitegen/replication.py): its plan (the number of deals from the
# first run's variance, the seed, the criteria) is written and committed before it runs.
replication-plan: $(STAMP)
	$(VPY) -m sitegen.replication plan
replication: $(STAMP)
	nice -n 10 $(VPY) -m sitegen.replication run $(ARGS)
# The study with stronger players (sitegen/stronger.py): 64 worlds a choice, each rule set
# on the deals its power calculation asks for, capped by the time the run may take; the
# plan is written and committed before it runs. The run also notes every choice where the
# two rules part (findings/stronger/choices.csv.gz) and every deal's record.
stronger-plan: $(STAMP)
	$(VPY) -m sitegen.stronger plan
stronger: $(STAMP)
	nice -n 19 $(VPY) -m sitegen.stronger run --workers 2 $(ARGS)
# The search player with 64 worlds a choice against itself with 8, on the same deals in every
# rule set (sitegen/duel.py): written to findings/duel/ with a sidecar of its settings.
duel: $(STAMP)
	nice -n 10 $(VPY) -m sitegen.duel --workers 2 $(ARGS)

# The "What would you play?" puzzles of the teaching pages (sitegen/puzzles.py): the
# search player values every legal card twice; written with a sidecar of their settings.
puzzles: $(STAMP)
	nice -n 10 $(VPY) -m sitegen.puzzles $(ARGS)

# --------------------------------------------------------------------------- maintenance

# Resolve the pyproject.toml requirements from scratch and pin every package.
messages: $(STAMP)
	$(VPY) -m sitegen.messages

lock:
	rm -rf .lock-venv
	$(PYTHON) -m venv .lock-venv
	.lock-venv/bin/python -m pip install --quiet --upgrade pip setuptools wheel
	.lock-venv/bin/python -m pip install --quiet -e '.[docs,test]' -e ./sitegen
	{ echo "# Fully pinned constraints for tarock (all transitive dependencies, pip/setuptools/wheel included)."; \
	  echo "# Regenerate with \`make lock\` (resolves pyproject.toml's [docs,test] extras in a clean venv)."; \
	  echo "# Python 3.11, Linux x86_64."; \
	  .lock-venv/bin/python -m pip freeze --all --exclude-editable | grep -v '^tarock'; } > $(CONSTRAINTS)
	rm -rf .lock-venv

clean:
	rm -rf site .bench .cache .pytest_cache .mypy_cache .ruff_cache .hypothesis .lock-venv
	rm -rf build dist *.egg-info
	find . -path ./.venv -prune -o -type d -name __pycache__ -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
