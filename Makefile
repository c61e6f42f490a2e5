# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
#
# marcador: `make run` and `make test` are the whole set-up on a fresh Debian machine.
SWIFT   ?= swift
PREFIX  ?= /usr/local
DESTDIR ?=
# Debian packages the build and the tests need (installed when missing): libedit for the
# line editor; the three shells, bash-completion, mandoc, groff and man-db to test the
# completions and the manual; gcc (`cc`) to compile the tests' fault injector (and libstdc++'s
# static archive, linked into the release build), strace to record the save's system calls,
# and tmux, a terminal that rewraps its lines on a resize; libpq-dev (libpq's headers; the library itself is loaded only
# when a server URL is used) and postgresql-15 for the throwaway test server; dpkg-dev, whose
# dpkg-buildflags PaqueteTests reads through debian/rules.
PAQUETES := libedit-dev pkg-config bash bash-completion zsh fish mandoc groff-base man-db \
	gcc libstdc++-12-dev strace tmux libpq-dev postgresql-15 dpkg-dev
# What `make paquete` needs besides those (never installed by `make test`): debhelper to build
# the packages, lintian to check them; `make paquete-prueba` adds debootstrap.
PAQUETES_DEB := debhelper lintian
# Where `make run` keeps its sample league.
PRUEBA  := scratch/torneo.json
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

BINDIR  := $(DESTDIR)$(PREFIX)/bin
MANDIR  := $(DESTDIR)$(PREFIX)/share/man/man1
# The Spanish manual, where man(1) finds it for LANG=es_*.
MANDIR_ES := $(DESTDIR)$(PREFIX)/share/man/es/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR  := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
INSTALADOS := $(BINDIR)/marcador $(MANDIR)/marcador.1 $(MANDIR_ES)/marcador.1 $(BASHDIR)/marcador \
	$(ZSHDIR)/_marcador $(FISHDIR)/marcador.fish

.PHONY: all deps deps-paquete build release run test lint importaciones documentos format clean install instalar uninstall \
	paquete paquete-prueba stress fuzz fuzz-fuentes fuzz-tipos sanitize bench mutantes servidor servidor-parar \
	servidor-borrar servidor-par servidor-conmutar diferencial

all: build

# Installs whichever of the Debian packages $(1) is missing (apt-get as root, sudo otherwise).
INSTALAR_FALTANTES = faltan=""; for p in $(1); do \
	  dpkg -s $$p >/dev/null 2>&1 || faltan="$$faltan $$p"; \
	done; \
	if [ -n "$$faltan" ]; then \
	  echo "Instalando:$$faltan"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$faltan >/dev/null; \
	fi

deps:
	@$(call INSTALAR_FALTANTES,$(PAQUETES))
deps-paquete:
	@$(call INSTALAR_FALTANTES,$(PAQUETES) $(PAQUETES_DEB))

build: deps
	$(SWIFT) build

# The Swift runtime linked in: the binary needs only Debian's libraries at run time. libstdc++,
# which that runtime uses, is linked in too (a folder holding only its static archive, found
# first for every -lstdc++): a process then starts without the dynamic loader relocating
# libstdc++, about half the instructions of `marcador --version` (callgrind: 3.3 M -> 1.5 M).
# No RUNPATH: SwiftPM gives executables `$ORIGIN` (--disable-local-rpath drops it), which would
# make the loader search the binary's folder (/usr/bin) first, and with the runtime linked in
# there is nothing of the toolchain's to find. The build honours the usual variables, in the
# compilers' words (debian/rules passes dpkg-buildflags' and DEB_BUILD_OPTIONS' parallel=):
# CPPFLAGS and CFLAGS reach every C compilation (the C target, the headers Swift imports),
# LDFLAGS the link (through clang, as `cc` would take them), JOBS is `swift build -j`. Only the
# product is built: the tests' support target imports Testing, which a release build lacks.
ESTATICAS := $(CURDIR)/.build/estaticas
release: deps
	@mkdir -p $(ESTATICAS) && a=$$(gcc -print-file-name=libstdc++.a) && \
	  if [ -f "$$a" ]; then ln -sf "$$a" $(ESTATICAS)/libstdc++.a; fi
	$(SWIFT) build -c release --product marcador --static-swift-stdlib --disable-local-rpath \
	  -Xlinker -L$(ESTATICAS) \
	  $(addprefix -Xcc ,$(CPPFLAGS) $(CFLAGS)) \
	  $(addprefix -Xswiftc -Xclang-linker -Xswiftc ,$(LDFLAGS)) $(if $(JOBS),-j $(JOBS))

# Opens marcador on a sample league kept in scratch/ (created once, then reused).
run: release
	@mkdir -p $(dir $(PRUEBA))
	@[ -f $(PRUEBA) ] || .build/release/marcador --torneo $(PRUEBA) iniciar --ejemplo
	.build/release/marcador --torneo $(PRUEBA)

# What is made from the commands' declarations (DefinicionDeOrden, and each language's
# DocumentacionDeOrden): the manuals from man/plantilla.*.1, and README's table of commands;
# and ARCHITECTURE.md's module table and graph, from Package.swift and the imports.
# ManualTests, and `make importaciones` for ARCHITECTURE.md, fail when a checked-in one is stale.
documentos:
	$(SWIFT) build --product generar-documentos
	.build/debug/generar-documentos
	python3 scripts/importaciones.py --escribir

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Fuzz

# Starts a throwaway PostgreSQL server (scripts/servidor.sh) for the rest of a recipe line,
# with its URL in MARCADOR_PRUEBAS_PG, new (any earlier one wiped first: a server left behind
# by a run that was killed), and wipes it whatever happens: tests failing, Ctrl-C.
CON_SERVIDOR = trap 'scripts/servidor.sh wipe pruebas' EXIT; trap 'exit 130' INT TERM; \
	scripts/servidor.sh wipe pruebas; url=$$(scripts/servidor.sh start pruebas) || exit 1; \
	echo "MARCADOR_PRUEBAS_PG=$$url"; export MARCADOR_PRUEBAS_PG="$$url";

# Every `import` in Sources and Tests is a dependency Package.swift names (SwiftPM would let a
# target import what its dependencies bring in: the layout would drift from the declared one);
# the rules ARCHITECTURE.md states hold (the domain uses no system call, the messages no store,
# no store's error is downcast, exit statuses stay in the command layer); and ARCHITECTURE.md's
# module table and graph are what `make documentos` would write; and every mutant of
# `make mutantes` still finds its snippet (code that moved takes its mutant along).
importaciones:
	python3 scripts/importaciones.py
	python3 scripts/mutantes.py --comprobar

# The suite runs against the file and against its own throwaway server.
test: deps lint importaciones fuzz-tipos
	$(SWIFT) build --build-tests
	@$(CON_SERVIDOR) $(SWIFT) test --skip-build

# A local PostgreSQL server to try marcador on (no TCP port, a socket under /tmp); prints the
# URL to use. `make servidor-parar` stops it and keeps its data for the next `make servidor`;
# `make servidor-borrar` stops it and wipes its data.
servidor: deps
	@scripts/servidor.sh start
servidor-parar:
	@scripts/servidor.sh stop
	@scripts/servidor.sh stop par
servidor-borrar:
	@scripts/servidor.sh wipe
	@scripts/servidor.sh wipe par
# A primary and a synchronous streaming standby, to try a failover: prints a URL that follows
# the primary; `make servidor-conmutar` stops the primary at once and promotes the standby.
servidor-par: deps
	@scripts/servidor.sh par par
servidor-conmutar:
	@scripts/servidor.sh promover par

# Leagues of 10, 100, 1,000 and 10,000 teams measured as whole processes, each beside its I/O
# floor, and beside jq and Python;
# writes BENCHMARKS.md. Timings live here, never in `make test`.
bench: release
	@{ command -v jq && test -x /usr/bin/time; } >/dev/null || { $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jq time >/dev/null; }
	python3 bench/bench.py --binario .build/release/marcador --salida BENCHMARKS.md --swiftc $(SWIFT)c
	python3 bench/servidor.py --binario .build/release/marcador --salida BENCHMARKS.md

# The durability scenarios with ten times the iterations.
stress: deps
	$(SWIFT) build --build-tests
	MARCADOR_ESTRES=1 $(SWIFT) test --skip-build --filter GarantiasTests

# libFuzzer on the tournament reader (and every change's splices), on the answer rules and on
# the CSV import, FUZZ_SEGUNDOS each. A crash is written to Fuzz/regresiones/, which the tests
# replay on every `make test`.
FUZZ_SEGUNDOS ?= 60
FUZZ := .build/fuzz
# The targets' sources, as `fuzz` compiles them: the text formats, the domain, the file's
# format and the form as one module (each file's imports of these modules removed).
FUZZ_MODULOS := Formatos Torneo LlamadasAlSistema FormatoDeLiga
FUZZ_FUENTES = $(FUZZ)/src/*.swift
FUZZ_LECTOR = $(FUZZ_FUENTES) Fuzz/FuzzLector.swift
FUZZ_REGLAS = $(FUZZ_FUENTES) $(FUZZ)/reglas-src/*.swift Fuzz/FuzzReglas.swift
FUZZ_CSV = $(FUZZ_FUENTES) $(FUZZ)/reglas-src/*.swift Fuzz/FuzzCSV.swift
fuzz-fuentes:
	@rm -rf $(FUZZ)/src $(FUZZ)/reglas-src
	@mkdir -p $(FUZZ)/src $(FUZZ)/reglas-src $(FUZZ)/corpus-lector $(FUZZ)/corpus-reglas $(FUZZ)/corpus-csv
	@for m in $(FUZZ_MODULOS); do for f in Sources/$$m/*.swift; do \
	  sed -E '/^import (Formatos|Torneo|LlamadasAlSistema|FormatoDeLiga)$$/d' "$$f" > $(FUZZ)/src/$$m-$$(basename "$$f"); \
	done; done
	@for f in FormularioJugador; do \
	  sed -E '/^import (Formatos|Torneo)$$/d' Sources/Formulario/$$f.swift > $(FUZZ)/reglas-src/$$f.swift; \
	done

# What `fuzz` compiles, type-checked only (a few seconds): `make test` keeps the targets alive.
fuzz-tipos: fuzz-fuentes
	$(SWIFT)c -typecheck -parse-as-library -module-name FuzzLector $(FUZZ_LECTOR)
	$(SWIFT)c -typecheck -parse-as-library -module-name FuzzReglas $(FUZZ_REGLAS)
	$(SWIFT)c -typecheck -parse-as-library -module-name FuzzCSV $(FUZZ_CSV)

fuzz: fuzz-fuentes
	$(SWIFT)c -sanitize=fuzzer,address -parse-as-library -O -module-name FuzzLector \
	  $(FUZZ_LECTOR) -o $(FUZZ)/lector 2>/dev/null
	$(SWIFT)c -sanitize=fuzzer,address -parse-as-library -O -module-name FuzzReglas \
	  $(FUZZ_REGLAS) -o $(FUZZ)/reglas 2>/dev/null
	$(SWIFT)c -sanitize=fuzzer,address -parse-as-library -O -module-name FuzzCSV \
	  $(FUZZ_CSV) -o $(FUZZ)/csv 2>/dev/null
	SWIFT_BACKTRACE=enable=no $(FUZZ)/lector -max_total_time=$(FUZZ_SEGUNDOS) -max_len=4096 \
	  -artifact_prefix=Fuzz/regresiones/lector- $(FUZZ)/corpus-lector Fuzz/corpus/lector
	SWIFT_BACKTRACE=enable=no $(FUZZ)/reglas -max_total_time=$(FUZZ_SEGUNDOS) -max_len=256 \
	  -artifact_prefix=Fuzz/regresiones/reglas- $(FUZZ)/corpus-reglas Fuzz/corpus/reglas
	SWIFT_BACKTRACE=enable=no $(FUZZ)/csv -max_total_time=$(FUZZ_SEGUNDOS) -max_len=2048 \
	  -artifact_prefix=Fuzz/regresiones/csv- $(FUZZ)/corpus-csv Fuzz/corpus/csv

# Breaks the product on purpose, one small text replacement at a time (the table is in
# scripts/mutantes.py), in a scratch copy under .build/mutantes (put back between mutants),
# and runs the tests that should notice: a table of mutant → test that caught it; fails if
# any survives, or if a replacement no longer matches the code. MUTANTES=a,b runs only those.
mutantes: deps
	python3 scripts/mutantes.py $(if $(MUTANTES),--solo $(MUTANTES))

# Issue 42's differential run (scripts/diferencial.py): the binary built from the git revision
# DESDE, in a throwaway worktree under .build/diferencial (removed afterwards, whatever
# happens), against the working tree's, over the same piped and terminal cases in both
# languages; fails on a difference not in the script's table of EXPECTED ones. VIEJO=BINARY
# takes an old binary already built instead, SOLO=REGEX runs only the matching cases,
# SERVIDOR=URL (a throwaway server: `scripts/servidor.sh start diferencial`) adds a subset on
# it. The report is also written to .build/diferencial/informe.txt. Never part of `make test`.
DIFERENCIAL := $(CURDIR)/.build/diferencial
diferencial: deps
	@$(call INSTALAR_FALTANTES,python3-pyte)
	@set -e; viejo="$(VIEJO)"; \
	if [ -z "$$viejo" ]; then \
	  [ -n "$(DESDE)" ] || { echo "make diferencial DESDE=<revisión git> (o VIEJO=<binario>)" >&2; exit 64; }; \
	  arbol=$(DIFERENCIAL)/arbol-viejo; viejo=$(DIFERENCIAL)/marcador-viejo; \
	  trap 'git worktree remove --force "$$arbol" 2>/dev/null || true' EXIT; trap 'exit 130' INT TERM; \
	  git worktree remove --force "$$arbol" 2>/dev/null || true; rm -rf "$$arbol"; \
	  git worktree add --force --detach "$$arbol" "$(DESDE)"; \
	  (cd "$$arbol" && $(SWIFT) build --product marcador); \
	  cp "$$arbol/.build/debug/marcador" "$$viejo"; \
	fi; \
	$(SWIFT) build --product marcador; \
	python3 scripts/diferencial.py --viejo "$$viejo" --nuevo .build/debug/marcador \
	  $(if $(SOLO),--solo '$(SOLO)') $(if $(SERVIDOR),--servidor '$(SERVIDOR)') \
	  --informe $(DIFERENCIAL)/informe.txt

# The whole suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder.
# The fault-injection tests preload a library of their own, hence verify_asan_link_order=0.
sanitize: deps
	$(SWIFT) build --build-path .build/asan --build-tests --sanitize=address
	$(SWIFT) build --build-path .build/tsan --build-tests --sanitize=thread
	@$(CON_SERVIDOR) \
	ASAN_OPTIONS=verify_asan_link_order=0:detect_leaks=0 \
	  $(SWIFT) test --build-path .build/asan --skip-build --sanitize=address && \
	TSAN_OPTIONS=halt_on_error=1 \
	  $(SWIFT) test --build-path .build/tsan --skip-build --sanitize=thread

# The release binary, the manual and the three completions, under PREFIX (and DESTDIR).
install: release
	$(MAKE) instalar BINARIO=.build/release/marcador

# `install` without building: copies BINARIO (the tests install the binary they built).
instalar:
	install -d $(BINDIR) $(MANDIR) $(MANDIR_ES) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(BINARIO) $(BINDIR)/marcador
	install -m 644 man/marcador.1 $(MANDIR)/marcador.1
	install -m 644 man/marcador.es.1 $(MANDIR_ES)/marcador.1
	install -m 644 completions/marcador.bash $(BASHDIR)/marcador
	install -m 644 completions/_marcador $(ZSHDIR)/_marcador
	install -m 644 completions/marcador.fish $(FISHDIR)/marcador.fish

uninstall:
	rm -f $(INSTALADOS)

# The Debian packages as a builder makes them, from the source package: the checkout's files
# (git's list: tracked or untracked, never ignored) copied to .build/paquete/marcador-VERSION,
# where `dpkg-buildpackage -S` makes the source package (3.0 native); that is unpacked in its
# place, where `dpkg-buildpackage -b` runs debian/rules (which calls `make release` and `make
# instalar`) for the .deb and its -dbgsym. All land in .build/paquete/.
# lintian checks them through the two .changes (a warning fails like an error unless debian/
# overrides it with its reason); then `debian/rules clean` must give back the source package's
# tree, file for file. The checkout itself is never cleaned (dpkg-buildpackage there would
# delete .build and scratch/, as `make clean` does). The last line is the .deb's path.
VERSION_DEB = $(shell dpkg-parsechangelog -S Version)
ARQUITECTURA = $(shell dpkg --print-architecture)
PAQUETE_DIR = $(CURDIR)/.build/paquete
PAQUETE_FUENTE = marcador_$(VERSION_DEB)
PAQUETE_ARBOL = $(PAQUETE_DIR)/marcador-$(VERSION_DEB)
PAQUETE = $(PAQUETE_DIR)/$(PAQUETE_FUENTE)_$(ARQUITECTURA).deb
paquete: deps-paquete
	@command -v $(SWIFT) >/dev/null || { echo "make paquete: no $(SWIFT) on PATH (Swift 6.3)" >&2; exit 1; }
	rm -rf $(PAQUETE_DIR) && mkdir -p $(PAQUETE_ARBOL)
	git ls-files -z --cached --others --exclude-standard | \
	  tar -c --null -T - --ignore-failed-read -f - | tar -x -C $(PAQUETE_ARBOL)
	cd $(PAQUETE_ARBOL) && dpkg-buildpackage -S -us -uc
	grep -qx 'Format: 3.0 (native)' $(PAQUETE_DIR)/$(PAQUETE_FUENTE).dsc
	rm -rf $(PAQUETE_ARBOL) && dpkg-source --no-check -x $(PAQUETE_DIR)/$(PAQUETE_FUENTE).dsc $(PAQUETE_ARBOL)
	cd $(PAQUETE_ARBOL) && dpkg-buildpackage -b -us -uc
	test -f $(PAQUETE_DIR)/marcador-dbgsym_$(VERSION_DEB)_$(ARQUITECTURA).deb
	lintian --fail-on error,warning $(PAQUETE_DIR)/$(PAQUETE_FUENTE)_source.changes \
	  $(PAQUETE_DIR)/$(PAQUETE_FUENTE)_$(ARQUITECTURA).changes
	cd $(PAQUETE_ARBOL) && debian/rules clean
	dpkg-source --no-check -x $(PAQUETE_DIR)/$(PAQUETE_FUENTE).dsc $(PAQUETE_DIR)/extraido >/dev/null
	diff -r $(PAQUETE_DIR)/extraido $(PAQUETE_ARBOL) && rm -rf $(PAQUETE_DIR)/extraido
	@echo $(PAQUETE)

# The package installed with apt in a fresh minimal bookworm (debootstrap, in a temporary
# folder removed afterwards) and used there, without a toolchain: scripts/paquete-prueba.sh.
# Not part of `make test`: it downloads a base system.
paquete-prueba: paquete
	@$(call INSTALAR_FALTANTES,debootstrap)
	scripts/paquete-prueba.sh $(PAQUETE)

clean:
	rm -rf .build scratch
