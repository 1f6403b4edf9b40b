# The tests' made-up language "zz" (tests/game/CMakeLists.txt): every message of po/hearts.pot, in
# English, between « and ». The layout test runs every screen in it with the checker's rule 6: any
# text on screen without the marks was never looked up in the catalogue.
# Takes MSGINIT, MSGCONV, MSGFILTER, MSGFMT, POT, OUT (the .mo to write), WORK (a folder for the .po).
file(MAKE_DIRECTORY ${WORK})
get_filename_component(_outdir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${_outdir})
execute_process(COMMAND ${MSGINIT} --no-translator --locale=en_US.UTF-8 --input=${POT} --output-file=${WORK}/en.po
                RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "msginit failed on ${POT}")
endif()
execute_process(COMMAND ${MSGCONV} --to-code=UTF-8 --output-file=${WORK}/en-utf8.po ${WORK}/en.po RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "msgconv failed")
endif()
execute_process(COMMAND ${MSGFILTER} --keep-header --input=${WORK}/en-utf8.po --output-file=${WORK}/zz.po
                        sed -e "1s/^/«/" -e "$s/$/»/"
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "msgfilter failed")
endif()
execute_process(COMMAND ${MSGFMT} --check --output-file=${OUT} ${WORK}/zz.po RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "msgfmt failed on the made-up language")
endif()
