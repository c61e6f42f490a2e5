# marcador: `make run` and `make test` are the whole set-up on a fresh Debian machine.
SWIFT   ?= swift
PREFIX  ?= /usr/local
DESTDIR ?=
# Debian packages the build and the tests need (installed when missing).
PAQUETES := libedit-dev pkg-config
# Where `make run` keeps its sample league.
PRUEBA  := scratch/torneo.json
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release run test lint format clean

all: build

# Installs whatever Debian package is missing (apt-get as root, sudo otherwise).
deps:
	@faltan=""; for p in $(PAQUETES); do \
	  dpkg -s $$p >/dev/null 2>&1 || faltan="$$faltan $$p"; \
	done; \
	if [ -n "$$faltan" ]; then \
	  echo "Instalando:$$faltan"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$faltan >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Opens marcador on a sample league kept in scratch/ (created once, then reused).
run: release
	@mkdir -p $(dir $(PRUEBA))
	@[ -f $(PRUEBA) ] || .build/release/marcador --torneo $(PRUEBA) iniciar --ejemplo
	.build/release/marcador --torneo $(PRUEBA)

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build scratch
