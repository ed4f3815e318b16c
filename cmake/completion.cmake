# SPDX-License-Identifier: GPL-3.0-or-later
# Writes coalesce-cli's bash completion from the built program's own --help (its subcommands and their options)
# and `lessons` (the lesson ids), so completion follows the option definitions. Run at build time by
# cmake/Install.cmake:  cmake -DEXE=path/coalesce-cli -DOUT=coalesce-cli.bash -P completion.cmake
foreach(var EXE OUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "completion.cmake: ${var} is not set")
  endif()
endforeach()
set(ENV{LC_ALL} C.UTF-8)

function(run_help out)
  execute_process(COMMAND "${EXE}" ${ARGN} OUTPUT_VARIABLE text RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "completion.cmake: coalesce-cli ${ARGN} failed (${rc})")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The option names of one help text: every -x and --long in the "Options:" block (CLI11 writes "-d,--device").
function(options_of text out)
  set(names "")
  if(text MATCHES "\nOptions:\n(.*)")
    string(REGEX REPLACE "\n\n.*" "" block "${CMAKE_MATCH_1}")
    string(REPLACE "\n" ";" lines "${block}")
    foreach(line IN LISTS lines)
      if(line MATCHES "^  (-[-A-Za-z0-9,]+)")
        string(REPLACE "," ";" spelled "${CMAKE_MATCH_1}")
        list(APPEND names ${spelled})
      endif()
    endforeach()
  endif()
  list(JOIN names " " names)
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

run_help(help --help)
options_of("${help}" global)
set(commands "")
if(help MATCHES "\nSubcommands:\n(.*)")
  string(REGEX REPLACE "\n\n.*" "" block "${CMAKE_MATCH_1}")
  string(REPLACE "\n" ";" lines "${block}")
  foreach(line IN LISTS lines)
    if(line MATCHES "^  ([a-z][a-z0-9-]*)")
      list(APPEND commands "${CMAKE_MATCH_1}")
    endif()
  endforeach()
endif()
if(NOT commands)
  message(FATAL_ERROR "completion.cmake: no subcommands in coalesce-cli --help")
endif()

# Lesson ids: the lines of `coalesce-cli lessons` that start in the first column with "family.name".
run_help(lessons lessons)
string(REPLACE "\n" ";" lines "${lessons}")
set(ids "")
foreach(line IN LISTS lines)
  if(line MATCHES "^([a-z0-9]+\\.[a-z0-9.-]+) ")
    list(APPEND ids "${CMAKE_MATCH_1}")
  endif()
endforeach()
list(JOIN ids " " ids)

set(cases "")
foreach(command IN LISTS commands)
  run_help(sub ${command} --help)
  options_of("${sub}" options)
  set(words "${options} ${global}")
  if(sub MATCHES "Positionals:\n  lesson ")
    string(APPEND words " ${ids}")
  endif()
  string(REPLACE " " ";" words "${words}")
  list(REMOVE_DUPLICATES words)
  list(JOIN words " " words)
  string(APPEND cases "    ${command}) words=\"${words}\" ;;\n")
endforeach()
list(JOIN commands " " command_words)

file(WRITE "${OUT}" "# bash completion for coalesce-cli. Generated at build time by cmake/completion.cmake from the
# program's --help: do not edit.
_coalesce_cli()
{
    local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]} command=\"\" words i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case \${COMP_WORDS[i]} in
        -*) ;;
        *) command=\${COMP_WORDS[i]}; break ;;
        esac
    done
    case \$prev in
    -o | --out | --csv) COMPREPLY=(\$(compgen -f -- \"\$cur\")); return ;;
    esac
    case \$command in
${cases}    *) words=\"${command_words} ${global}\" ;;
    esac
    COMPREPLY=(\$(compgen -W \"\$words\" -- \"\$cur\"))
}
complete -o default -F _coalesce_cli coalesce-cli
")
