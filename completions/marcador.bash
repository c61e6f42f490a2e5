# bash completion for marcador                                    -*- shell-script -*-
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
#
# Commands, options, files after --torneo, and the teams (and, after a team, its players) of
# the tournament the command line points at (--torneo, else $MARCADOR_TORNEO, else the default
# file), which come from `marcador completar equipos PREFIJO` and `marcador completar jugadores
# EQUIPO PREFIJO`: case-insensitive, silent, never failing. A name completes to one correct
# shell word: Rayo\ FC, or 'Atlético B' inside quotes.

# Splits the line up to the cursor as the shell would, unquoting each word. Sets
# _marcador_palabras (the words, the last one being completed) and _marcador_comilla (the
# quote left open in the last word, if any).
_marcador_partir() {
    local linea=$1 palabra= c i comilla= hay=0
    _marcador_palabras=()
    for ((i = 0; i < ${#linea}; i++)); do
        c=${linea:i:1}
        if [[ -n $comilla ]]; then
            if [[ $c == "$comilla" ]]; then
                comilla=
            elif [[ $comilla == '"' && $c == '\' ]] && ((i + 1 < ${#linea})); then
                ((i++))
                palabra+=${linea:i:1}
            else
                palabra+=$c
            fi
        elif [[ $c == "'" || $c == '"' ]]; then
            comilla=$c
            hay=1
        elif [[ $c == '\' ]]; then
            ((i++))
            palabra+=${linea:i:1}
            hay=1
        elif [[ $c == ' ' || $c == $'\t' ]]; then
            ((hay)) && _marcador_palabras+=("$palabra")
            palabra=
            hay=0
        else
            palabra+=$c
            hay=1
        fi
    done
    _marcador_palabras+=("$palabra")
    _marcador_comilla=$comilla
}

# The files after --torneo that may be leagues: a league's companions (its journal
# LIGA.diario, its lock LIGA.lock) are left out.
_marcador_ligas() {
    local f
    compopt -o filenames 2>/dev/null
    COMPREPLY=()
    while IFS= read -r f; do
        [[ $f == *.diario || $f == *.lock ]] || COMPREPLY+=("$f")
    done < <(compgen -f -- "$1")
}

_marcador() {
    local linea=${COMP_LINE:0:COMP_POINT}
    _marcador_partir "$linea"
    local -a palabras=("${_marcador_palabras[@]}")
    local cur=${palabras[-1]} prev= torneo= orden= equipo= posicionales=0 i n=${#palabras[@]}
    ((n > 1)) && prev=${palabras[n - 2]}
    for ((i = 1; i < n - 1; i++)); do
        case ${palabras[i]} in
            --torneo) torneo=${palabras[i + 1]}; ((i++)) ;;
            --torneo=*) torneo=${palabras[i]#--torneo=} ;;
            --nombre | --dorsal | --separador) ((i++)) ;;
            -*) ;;
            *)
                if [[ -z $orden ]]; then
                    orden=${palabras[i]}
                else
                    ((posicionales == 0)) && equipo=${palabras[i]}
                    ((posicionales++))
                fi
                ;;
        esac
    done
    local -a marcador=("${COMP_WORDS[0]}")
    [[ -n $torneo ]] && marcador+=(--torneo "$torneo")

    COMPREPLY=()
    case $prev in
        --torneo)
            _marcador_ligas "$cur"
            return
            ;;
        --nombre | --dorsal | --separador) return ;;
    esac
    if [[ $cur == --torneo=* ]]; then
        _marcador_ligas "${cur#--torneo=}"
        return
    fi
    if [[ $cur == -* ]]; then
        local opciones
        opciones=$("${marcador[@]}" completar opciones "$orden" 2>/dev/null | cut -f1)
        mapfile -t COMPREPLY < <(compgen -W "$opciones" -- "$cur")
        return
    fi
    if [[ -z $orden ]]; then
        local ordenes
        ordenes=$("${marcador[@]}" completar ordenes 2>/dev/null | cut -f1)
        mapfile -t COMPREPLY < <(compgen -W "$ordenes" -- "$cur")
        return
    fi
    local -a que
    local archivos=0
    case $orden in
        importar)
            if ((posicionales == 0)); then
                # A team, or a whole league's CSV file.
                que=(equipos)
                archivos=1
            elif ((posicionales == 1)); then
                # The CSV file to import.
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                return
            else
                return
            fi
            ;;
        temporada | copiar)
            # The new league's file; copiar's two leagues.
            if ((posicionales == 0)) || { [[ $orden == copiar ]] && ((posicionales == 1)); }; then
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            fi
            return
            ;;
        plantilla | anadir | añadir | editar | quitar | exportar | renombrar-equipo | quitar-equipo | libres | buscar)
            if ((posicionales == 0)); then
                que=(equipos)
            elif ((posicionales == 1)) && [[ $orden == editar || $orden == quitar ]]; then
                que=(jugadores "$equipo")
            else
                return
            fi
            ;;
        traspasar)
            # The team, its player, then the team they go to.
            if ((posicionales == 0 || posicionales == 2)); then
                que=(equipos)
            elif ((posicionales == 1)); then
                que=(jugadores "$equipo")
            else
                return
            fi
            ;;
        *) return ;;
    esac
    # Each name as readline must insert it, by bash's rules, from marcador itself (the one place
    # for them): one shell word each bare (Rayo\ FC), or what follows the quote left open
    # (readline closes it). Never `-o filenames`: a team is not a file, and readline would then
    # mark a name that is also a folder here as one (Rayo FC/) and append a slash to it.
    local -a comilla=(--escapar)
    [[ -n $_marcador_comilla ]] && comilla=(--comilla "$_marcador_comilla")
    mapfile -t COMPREPLY < <("${marcador[@]}" completar "${que[@]}" "${comilla[@]}" "$cur" 2>/dev/null)
    # The files beside the teams, each one shell word as bash's own `printf %q` writes it (not
    # `-o filenames`, which would take the teams for files); a folder ends in a slash and
    # takes no space, so its names come next.
    if ((archivos)) && [[ -z $_marcador_comilla ]]; then
        local f
        while IFS= read -r f; do
            [[ -d $f ]] && f+=/
            COMPREPLY+=("$(printf '%q' "$f")")
        done < <(compgen -f -- "$cur")
        [[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == */ ]] && compopt -o nospace 2>/dev/null
    fi
}

complete -F _marcador marcador
