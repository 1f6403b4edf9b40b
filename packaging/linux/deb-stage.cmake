# Run by cpack after it has installed the project into its staging folder and before it makes the
# package (CPACK_PRE_BUILD_SCRIPTS, CMake 3.19 or later). For the .deb only, it turns the portable
# installation (what `cmake --install` makes for any prefix) into Debian's layout; the other packages
# (.tar.gz, and on Windows the installer and the ZIP) are left as they were installed, fonts included.
#
#   bin/hearts, bin/hearts-sim -> games/: Debian's policy puts games in /usr/games. The data path the
#       game follows from its program's folder, ../share/hearts, is the same from games/ as from bin/.
#   share/hearts/fonts/DejaVuSans*.ttf -> links to the system's DejaVu fonts (the package depends on
#       fonts-dejavu-core), so the data folder still holds every file the game asks for (--data-dir
#       /usr/share/hearts works), and the fonts are not shipped twice.
#   the licence files beside the data and in share/doc/hearts go: Debian's copyright file holds both
#       licences.
#   the programs lose the .comment and .note sections that `strip` without options leaves.
#   the desktop entry starts /usr/games/hearts, which is in the path of a login shell but not of
#       every session.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()

set(_root "${CPACK_TEMPORARY_DIRECTORY}")
set(_usr "${_root}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${_usr}/bin")
  message(FATAL_ERROR "deb-stage: no ${_usr}/bin in the staging folder; nothing to move to games/")
endif()

file(GLOB _programs "${_usr}/bin/*")
file(MAKE_DIRECTORY "${_usr}/games")
foreach(_p IN LISTS _programs)
  get_filename_component(_name "${_p}" NAME)
  file(RENAME "${_p}" "${_usr}/games/${_name}")
  if(CPACK_STRIP_FILES AND CPACK_HEARTS_STRIP)
    execute_process(COMMAND "${CPACK_HEARTS_STRIP}" --remove-section=.comment --remove-section=.note
                            "${_usr}/games/${_name}" RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "deb-stage: ${CPACK_HEARTS_STRIP} failed on games/${_name}")
    endif()
  endif()
endforeach()
file(REMOVE_RECURSE "${_usr}/bin")

set(_fonts "${_usr}/share/hearts/fonts")
if(IS_DIRECTORY "${_fonts}")
  foreach(_f DejaVuSans.ttf DejaVuSans-Bold.ttf)
    file(REMOVE "${_fonts}/${_f}")
    # relative, as Debian's policy wants a link inside /usr: /usr/share/hearts/fonts -> /usr/share/fonts
    file(CREATE_LINK "../../fonts/truetype/dejavu/${_f}" "${_fonts}/${_f}" SYMBOLIC)
  endforeach()
  file(REMOVE "${_fonts}/LICENSE-DejaVu.txt")
endif()
file(REMOVE "${_usr}/share/doc/hearts/LICENSE" "${_usr}/share/doc/hearts/LICENSE-DejaVu.txt")

file(GLOB _desktop "${_usr}/share/applications/*.desktop")
foreach(_d IN LISTS _desktop)
  file(READ "${_d}" _text)
  foreach(_key Exec TryExec)
    string(REPLACE "\n${_key}=hearts\n" "\n${_key}=${CPACK_PACKAGING_INSTALL_PREFIX}/games/hearts\n" _text "${_text}")
  endforeach()
  file(WRITE "${_d}" "${_text}")
endforeach()
