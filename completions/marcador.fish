# Copyright 2026 marcador's maintainers
# SPDX-License-Identifier: Apache-2.0
#
# Made by `make documentos` from completions/plantillas/marcador.fish and the commands'
# declarations (which positional takes a team, a player or a file; the options with a value):
# edit those.
#
# fish completion for marcador: commands and options (described in the user's language by
# `marcador completar ordenes|opciones`), files after --torneo, and the teams of the tournament
# the command line points at and their players, from `marcador completar equipos PREFIJO` and
# `marcador completar jugadores EQUIPO PREFIJO`.

# Prints the command given so far (empty if none) and, on a second line, how many
# positional arguments follow it; the third line is the --torneo value, if any; the fourth the
# first positional (the team), if any; the fifth 1 after `--` (every word an argument then,
# one starting with `-` too), else 0. `commandline -o` gives each token already unescaped
# (`Peña\ L\'Olivera`, `'Peña L\'Olivera'` and `"Peña L'Olivera"` all give Peña L'Olivera):
# they are used as they are, never unescaped a second time.
function __marcador_estado
    set -l tokens (commandline -opc)
    set -l orden ''
    set -l posicionales 0
    set -l torneo ''
    set -l equipo ''
    set -l saltar ''
    set -l fin 0
    for t in $tokens[2..-1]
        if test -n "$saltar"
            test "$saltar" = --torneo; and set torneo $t
            set saltar ''
            continue
        end
        set -l opcion $t
        test $fin -eq 1; and set opcion argumento
        switch $opcion
            case --
                set fin 1
            case --torneo --nombre --dorsal --temporada --separador
                set saltar $t
            case '--torneo=*'
                set torneo (string replace -- '--torneo=' '' $t)
            case '-*'
            case '*'
                if test -z "$orden"
                    set orden $t
                else
                    test $posicionales -eq 0; and set equipo $t
                    set posicionales (math $posicionales + 1)
                end
        end
    end
    printf '%s\n%s\n%s\n%s\n%s\n' "$orden" $posicionales "$torneo" "$equipo" $fin
end

function __marcador_sin_orden
    set -l estado (__marcador_estado)
    test -z "$estado[1]"
end

# A team; where another of the command's forms takes a file, a file too
# (`__marcador_pide_archivo`: importar's whole league's CSV).
function __marcador_pide_equipo
    set -l estado (__marcador_estado)
    contains -- "$estado[1]:$estado[2]" importar:0 plantilla:0 anadir:0 añadir:0 editar:0 quitar:0 exportar:0 renombrar-equipo:0 quitar-equipo:0 traspasar:0 traspasar:2 buscar:0 libres:0 dorsales:0 permisos:2
end

function __marcador_pide_archivo
    set -l estado (__marcador_estado)
    contains -- "$estado[1]:$estado[2]" importar:0 importar:1 copiar:0 copiar:1 temporada:0 llevar:0 llevar:1 sincronizar:0
end

function __marcador_pide_jugador
    set -l estado (__marcador_estado)
    contains -- "$estado[1]:$estado[2]" editar:1 quitar:1 traspasar:1
end

function __marcador_jugadores
    set -l estado (__marcador_estado)
    set -l prefijo (commandline -ct | string unescape)
    if test -n "$estado[3]"
        marcador --torneo $estado[3] completar -- jugadores "$estado[4]" "$prefijo" 2>/dev/null
    else
        marcador completar -- jugadores "$estado[4]" "$prefijo" 2>/dev/null
    end
end

function __marcador_equipos
    set -l estado (__marcador_estado)
    set -l prefijo (commandline -ct | string unescape)
    if test -n "$estado[3]"
        marcador --torneo $estado[3] completar -- equipos "$prefijo" 2>/dev/null
    else
        marcador completar -- equipos "$prefijo" 2>/dev/null
    end
end


complete -c marcador -f
complete -c marcador -n __marcador_sin_orden -a '(marcador completar ordenes 2>/dev/null)'
# Of the names marcador gives (matched ignoring case and accents), fish keeps only those that
# match the token by its own rules, which ignore case but not accents (`atle` drops
# `Atlético B`, `atlé` keeps it); no option of `complete` turns that off.
complete -c marcador -n __marcador_pide_equipo -a '(__marcador_equipos)'
# A player's number comes with the player's name after a tab: fish shows it as its description.
complete -c marcador -n __marcador_pide_jugador -a '(__marcador_jugadores)'
complete -c marcador -n __marcador_pide_archivo -F
complete -c marcador -l torneo -r -F -d torneo
complete -c marcador -n 'string match -q -- "-*" (commandline -ct); and test (__marcador_estado)[5] -eq 0' -a '(marcador completar opciones (__marcador_estado)[1] 2>/dev/null)'
