# bash completion for marcador                                    -*- shell-script -*-
# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
#
# Made by `make documentos` from completions/plantillas/marcador.bash and the commands'
# declarations (which positional takes a team, a player or a file; the options with a value):
# edit those.
#
# Commands, options, files after --torneo, and the teams (and, after a team, its players) of
# the tournament the command line points at (--torneo, else $MARCADOR_TORNEO, else the default
# file), which come from `marcador completar equipos PREFIJO` and `marcador completar jugadores
# EQUIPO PREFIJO`: case-insensitive, silent, never failing. A name completes to one correct
# shell word: Rayo\ FC, or 'Atlético B' inside quotes.

# Splits the line up to the cursor as the shell would, unquoting each word. Sets
# _marcador_palabras (the words, the last one being completed), _marcador_comilla (the
# quote left open in the last word, if any) and _marcador_corte: the last word's start that
# readline keeps as typed, completing only the text after it: up to the quote left open, else
# up to its last bare word break (COMP_WORDBREAKS: `=`, `:`…), as bash-completion's
# `_get_comp_words_by_ref -n =:` and `__ltrim_colon_completions` do.
_marcador_partir() {
    local linea=$1 palabra= c i comilla= hay=0 antes=
    local cortes=${COMP_WORDBREAKS//[\"\'[:space:]]/}
    _marcador_palabras=()
    _marcador_corte=
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
            antes=$palabra
            hay=1
        elif [[ $c == '\' ]]; then
            ((i++))
            palabra+=${linea:i:1}
            hay=1
        elif [[ $c == ' ' || $c == $'\t' ]]; then
            ((hay)) && _marcador_palabras+=("$palabra")
            palabra=
            hay=0
            _marcador_corte=
        else
            palabra+=$c
            hay=1
            [[ -n $cortes && $cortes == *"$c"* ]] && _marcador_corte=$palabra
        fi
    done
    _marcador_palabras+=("$palabra")
    _marcador_comilla=$comilla
    [[ -n $comilla ]] && _marcador_corte=$antes
}

# The files after --torneo that may be leagues: a league's companions (its journal
# LIGA.diario, its lock LIGA.lock) are left out. Each without the start $2 readline keeps.
_marcador_ligas() {
    local f
    compopt -o filenames 2>/dev/null
    COMPREPLY=()
    while IFS= read -r f; do
        [[ $f == *.diario || $f == *.lock ]] || COMPREPLY+=("${f#"$2"}")
    done < <(compgen -f -- "$1")
}

_marcador() {
    local linea=${COMP_LINE:0:COMP_POINT}
    _marcador_partir "$linea"
    local -a palabras=("${_marcador_palabras[@]}")
    local cur=${palabras[-1]} corte=$_marcador_corte prev= torneo= orden= equipo= posicionales=0
    local i n=${#palabras[@]} fin=0
    ((n > 1)) && prev=${palabras[n - 2]}
    for ((i = 1; i < n - 1; i++)); do
        # After `--` (fin=1) every word is an argument, one starting with `-` too.
        case $fin${palabras[i]} in
            0--) fin=1 ;;
            0--torneo) torneo=${palabras[i + 1]}; ((i++)) ;;
            0--torneo=*) torneo=${palabras[i]#--torneo=} ;;
            0--nombre | 0--dorsal | 0--temporada | 0--separador) ((i++)) ;;
            0-*) ;;
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
    case $fin$prev in
        0--torneo)
            _marcador_ligas "$cur" "$corte"
            return
            ;;
        0--nombre | 0--dorsal | 0--temporada | 0--separador) return ;;
    esac
    if ((!fin)) && [[ $cur == --torneo=* ]]; then
        _marcador_ligas "${cur#--torneo=}" "${corte#--torneo=}"
        return
    fi
    if ((!fin)) && [[ $cur == -* ]]; then
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
    case $orden:$posicionales in
        # A team, or a file where another of the command's forms takes one (importar's whole
        # league's CSV).
        importar:0)
            que=(equipos)
            archivos=1
            ;;
        plantilla:0 | anadir:0 | añadir:0 | editar:0 | quitar:0 | exportar:0 | renombrar-equipo:0 | quitar-equipo:0 | traspasar:0 | traspasar:2 | buscar:0 | libres:0 | dorsales:0 | permisos:2) que=(equipos) ;;
        editar:1 | quitar:1 | traspasar:1) que=(jugadores "$equipo") ;;
        importar:1 | copiar:0 | copiar:1 | temporada:0 | llevar:0 | llevar:1 | sincronizar:0)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            COMPREPLY=("${COMPREPLY[@]#"$corte"}")
            return
            ;;
        *) return ;;
    esac
    # Each name as readline must insert it, by bash's rules, from marcador itself (the one place
    # for them): one shell word each bare (Rayo\ FC), or what follows the quote left open
    # (readline closes it), without the start readline keeps (--corte). Never `-o filenames`: a
    # team is not a file, and readline would then mark a name that is also a folder here as one
    # (Rayo FC/) and append a slash to it. After `--`, as a name may start with `-`.
    local -a comilla=(--escapar)
    [[ -n $_marcador_comilla ]] && comilla=(--comilla "$_marcador_comilla")
    [[ -n $corte ]] && comilla+=(--corte "$corte")
    mapfile -t COMPREPLY < <("${marcador[@]}" completar "${comilla[@]}" -- "${que[@]}" "$cur" 2>/dev/null)
    # The files beside the teams, each one shell word as bash's own `printf %q` writes it (not
    # `-o filenames`, which would take the teams for files); a folder ends in a slash and
    # takes no space, so its names come next.
    if ((archivos)) && [[ -z $_marcador_comilla ]]; then
        local f
        while IFS= read -r f; do
            [[ -d $f ]] && f+=/
            COMPREPLY+=("$(printf '%q' "${f#"$corte"}")")
        done < <(compgen -f -- "$cur")
        [[ ${#COMPREPLY[@]} == 1 && ${COMPREPLY[0]} == */ ]] && compopt -o nospace 2>/dev/null
    fi
}

complete -F _marcador marcador
