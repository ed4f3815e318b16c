# SPDX-License-Identifier: GPL-3.0-or-later
# Installation as a desktop application (the layout a Debian package or `cmake --install` gets), and CPack's
# .deb. Included from the top-level CMakeLists.txt after the targets exist. See docs/PACKAGING.md.
#   bin/coalesce, bin/coalesce-cli
#   share/applications/<id>.desktop, share/metainfo/<id>.metainfo.xml
#   share/icons/hicolor/{scalable,16x16..256x256}/apps/<id>.{svg,png}
#   share/man/man1/coalesce{,-cli}.1.gz          (help2man, from the programs' own --help)
#   share/bash-completion/completions/coalesce-cli (from coalesce-cli's --help and lesson list)
#   share/coalesce/reference/                     (reference measurements: docs/bench)
#   share/doc/coalesce/                           (README, LICENSE, copyright, docs/*.md and their screenshots)
# Kernels and translations are compiled into the programs (kernels/, qt_add_translations): nothing to install.
include(GNUInstallDirs)
# GNUInstallDirs names the documentation folder after the project ("Coalesce"); Debian's is the package's.
if(CMAKE_INSTALL_DOCDIR STREQUAL "${CMAKE_INSTALL_DATAROOTDIR}/doc/${PROJECT_NAME}")
  set(CMAKE_INSTALL_DOCDIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/coalesce)
endif()

set(COALESCE_APP_ID io.github.coalesce.Coalesce)
set(COALESCE_GENERATED ${CMAKE_BINARY_DIR}/generated/install)
file(MAKE_DIRECTORY ${COALESCE_GENERATED})

install(TARGETS coalesce-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# Man pages and completion need to run the programs: skipped when cross-compiling.
find_program(COALESCE_HELP2MAN help2man)
if(CMAKE_CROSSCOMPILING)
  message(STATUS "Cross-compiling: no man pages or shell completion")
elseif(NOT COALESCE_HELP2MAN)
  message(WARNING "help2man not found (Debian: help2man): the man pages are not built or installed")
else()
  set(cli_page ${COALESCE_GENERATED}/coalesce-cli.1)
  add_custom_command(
    OUTPUT ${cli_page}.gz
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:coalesce-cli> -DNAME=coalesce-cli
            "-DSUMMARY=see and measure GPU memory behaviour with real OpenCL kernels, from the command line"
            "-DSEE_ALSO=.BR coalesce (1)" -DOUT=${cli_page} -P ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
    DEPENDS coalesce-cli ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
    COMMENT "Writing the man page of coalesce-cli"
    VERBATIM)
  set(man_pages ${cli_page}.gz)
  if(TARGET coalesce)
    set(gui_page ${COALESCE_GENERATED}/coalesce.1)
    add_custom_command(
      OUTPUT ${gui_page}.gz
      COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:coalesce> -DNAME=coalesce
              "-DSUMMARY=see and measure GPU memory behaviour with real OpenCL kernels"
              "-DSEE_ALSO=.BR coalesce-cli (1)" -DOUT=${gui_page} -P ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
      DEPENDS coalesce ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
      COMMENT "Writing the man page of coalesce"
      VERBATIM)
    list(APPEND man_pages ${gui_page}.gz)
  endif()
  add_custom_target(coalesce_man_pages ALL DEPENDS ${man_pages})
  install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

if(NOT CMAKE_CROSSCOMPILING)
  set(completion ${COALESCE_GENERATED}/coalesce-cli.bash)
  add_custom_command(
    OUTPUT ${completion}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:coalesce-cli> -DOUT=${completion} -P
            ${PROJECT_SOURCE_DIR}/cmake/completion.cmake
    DEPENDS coalesce-cli ${PROJECT_SOURCE_DIR}/cmake/completion.cmake
    COMMENT "Writing coalesce-cli's bash completion"
    VERBATIM)
  add_custom_target(coalesce_completion ALL DEPENDS ${completion})
  install(FILES ${completion} DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
          RENAME coalesce-cli)
endif()

if(TARGET coalesce)
  install(TARGETS coalesce RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/resources/${COALESCE_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  configure_file(${PROJECT_SOURCE_DIR}/resources/${COALESCE_APP_ID}.metainfo.xml.in
                 ${COALESCE_GENERATED}/${COALESCE_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${COALESCE_GENERATED}/${COALESCE_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

  # Icons: the SVG for scalable themes, PNGs rendered from it at build time for the fixed sizes.
  set(icon_svg ${PROJECT_SOURCE_DIR}/resources/icons/coalesce.svg)
  install(FILES ${icon_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${COALESCE_APP_ID}.svg)
  find_program(COALESCE_RSVG_CONVERT rsvg-convert)
  if(COALESCE_RSVG_CONVERT)
    set(icon_pngs "")
    foreach(size 16 22 24 32 48 64 128 256)
      set(png ${COALESCE_GENERATED}/icons/${size}x${size}/${COALESCE_APP_ID}.png)
      add_custom_command(
        OUTPUT ${png}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${COALESCE_GENERATED}/icons/${size}x${size}
        COMMAND ${COALESCE_RSVG_CONVERT} --width=${size} --height=${size} --output=${png} ${icon_svg}
        DEPENDS ${icon_svg}
        COMMENT "Rendering the ${size}x${size} icon"
        VERBATIM)
      list(APPEND icon_pngs ${png})
      install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
    add_custom_target(coalesce_icons ALL DEPENDS ${icon_pngs})
  else()
    message(WARNING "rsvg-convert not found (Debian: librsvg2-bin): only the scalable icon is installed")
  endif()
endif()

# Reference measurements (File > Open overlays them), and the documentation the README points to.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/bench/ DESTINATION ${CMAKE_INSTALL_DATADIR}/coalesce/reference)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
# Debian's place for the licence: a machine-readable copyright file pointing at the system's GPL-3 text.
file(WRITE ${COALESCE_GENERATED}/copyright
     "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
     "Upstream-Name: Coalesce\n\n"
     "Files: *\nCopyright: The Coalesce developers\nLicense: GPL-3+\n"
     " This program is free software: you can redistribute it and/or modify it under the terms of the GNU\n"
     " General Public License as published by the Free Software Foundation, either version 3 of the License,\n"
     " or (at your option) any later version.\n .\n"
     " On Debian systems, the full text of the GNU General Public License version 3 can be found in\n"
     " /usr/share/common-licenses/GPL-3 (and in LICENSE beside this file).\n")
install(FILES ${COALESCE_GENERATED}/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})
file(GLOB COALESCE_DOCS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
install(FILES ${COALESCE_DOCS} DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/screenshots DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)

# The .deb: `cpack -G DEB` in the build folder (the package test does this in a scratch folder).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME coalesce)
set(CPACK_PACKAGE_VENDOR "The Coalesce developers")
set(COALESCE_PACKAGE_MAINTAINER "The Coalesce developers <maintainers@coalesce.invalid>"
    CACHE STRING "The Maintainer field of the .deb (name <email>)")
set(CPACK_PACKAGE_CONTACT "${COALESCE_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "see and measure GPU memory behaviour with real OpenCL kernels")
set(CPACK_PACKAGE_DESCRIPTION
    "Coalesce runs real OpenCL kernels on the device you pick, shows where each work-item's address lands \
(cache segments, local-memory banks, global-memory channels) and plots the throughput it measured as you \
change stride, offset, padding, vector width and data type. Lessons for teaching in English and Simplified \
Chinese; a desktop application (coalesce) and a command-line tool (coalesce-cli). Without a GPU it runs on \
the CPU through PoCL.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# dpkg-shlibdeps writes Depends from the linked libraries (Qt, libOpenCL, spdlog, fmt). Recommended: an OpenCL
# driver for the CPU, so that a machine without a GPU can measure (any other ICD will do).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "pocl-opencl-icd | opencl-icd")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "clinfo")
include(CPack)
