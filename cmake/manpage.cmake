# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a man page (gzip-compressed) for one of the built programs from its own --help and --version, so the
# page documents the option definitions the program uses. For a program with subcommands (coalesce-cli) each
# subcommand's --help becomes a part of a COMMANDS section. Run at build time by cmake/Install.cmake:
#   cmake -DEXE=path -DNAME=coalesce-cli -DSUMMARY="..." -DSEE_ALSO="coalesce(1)" -DOUT=coalesce-cli.1
#         -P manpage.cmake
foreach(var EXE NAME SUMMARY OUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "manpage.cmake: ${var} is not set")
  endif()
endforeach()
find_program(HELP2MAN help2man REQUIRED)
find_program(GZIP gzip REQUIRED)

# The programs print help without a window; the GUI needs a platform plugin that does not need a display.
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} "")
get_filename_component(dir "${EXE}" DIRECTORY)
set(ENV{PATH} "${dir}:$ENV{PATH}")

# Help text as roff: no-fill, with backslashes, minus signs (options stay copyable) and leading dots or quotes
# escaped.
function(roff_literal text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} ".nf\n${text}\n.fi\n" PARENT_SCOPE)
endfunction()

execute_process(COMMAND "${NAME}" --help OUTPUT_VARIABLE help RESULT_VARIABLE rc ERROR_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "manpage.cmake: ${NAME} --help failed (${rc})")
endif()

set(include "")
# CLI11 lists subcommands under "Subcommands:", two spaces in, until the next blank line.
if(help MATCHES "\nSubcommands:\n(.*)")
  string(REGEX REPLACE "\n\n.*" "" block "${CMAKE_MATCH_1}")
  string(REPLACE "\n" ";" lines "${block}")
  set(commands "")
  foreach(line IN LISTS lines)
    if(line MATCHES "^  ([a-z][a-z0-9-]*)")
      list(APPEND commands "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  if(commands)
    string(APPEND include "[COMMANDS]\n")
    foreach(command IN LISTS commands)
      execute_process(COMMAND "${NAME}" ${command} --help OUTPUT_VARIABLE sub RESULT_VARIABLE rc ERROR_QUIET)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR "manpage.cmake: ${NAME} ${command} --help failed (${rc})")
      endif()
      # The footer (exit codes) repeats the main page's: keep the part above it.
      string(REGEX REPLACE "\n\nExit codes:.*" "" sub "${sub}")
      string(STRIP "${sub}" sub)
      roff_literal("${sub}" text)
      string(APPEND include ".SS ${command}\n${text}")
    endforeach()
  endif()
endif()
if(DEFINED SEE_ALSO)
  string(APPEND include "[SEE ALSO]\n${SEE_ALSO}\n")
endif()
set(include_option "")
if(include)
  file(WRITE "${OUT}.include" "${include}")
  set(include_option "--include=${OUT}.include")
else()
  file(REMOVE "${OUT}.include")
endif()

execute_process(COMMAND "${HELP2MAN}" --no-info --section=1 "--name=${SUMMARY}" ${include_option} "--output=${OUT}"
                        "${NAME}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "manpage.cmake: help2man ${NAME} failed (${rc})")
endif()
# Reproducible: no name or time stamp in the gzip header.
execute_process(COMMAND "${GZIP}" -9nf "${OUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "manpage.cmake: gzip ${OUT} failed (${rc})")
endif()
