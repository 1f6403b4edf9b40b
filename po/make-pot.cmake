# Writes the template po/hearts.pot (cmake --build BUILD --target pot; see po/CMakeLists.txt), or with
# -DCHECK=ON a copy in OUT for the test that compares it with the one committed.
# Takes XGETTEXT, MSGCAT, SOURCE_DIR, OUT, VERSION, C_SOURCES (relative to SOURCE_DIR), DESKTOP, METAINFO.
set(_tmp ${OUT}.parts)
file(REMOVE_RECURSE ${_tmp})
file(MAKE_DIRECTORY ${_tmp})
set(_common --from-code=UTF-8 --package-name=hearts --package-version=${VERSION}
            --msgid-bugs-address=https://github.com/hearts-developers/hearts/issues --add-location=file
            --add-comments=TRANSLATORS "--copyright-holder=The Hearts developers")
# The C sources: _() and N_() messages, C_() with a context, NG_() with a plural.
execute_process(
  COMMAND ${XGETTEXT} ${_common} --language=C --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NG_:1,2
          -o ${_tmp}/c.pot ${C_SOURCES}
  WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed on the C sources")
endif()
# The desktop entry's Name, GenericName, Comment and Keywords; the metainfo's name, summary,
# description and captions (the ITS rules gettext ships for *.metainfo.xml).
execute_process(COMMAND ${XGETTEXT} ${_common} --language=Desktop -o ${_tmp}/desktop.pot ${DESKTOP}
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed on ${DESKTOP}")
endif()
execute_process(COMMAND ${XGETTEXT} ${_common} -o ${_tmp}/metainfo.pot ${METAINFO}
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed on ${METAINFO}")
endif()
execute_process(COMMAND ${MSGCAT} --use-first -o ${OUT} ${_tmp}/c.pot ${_tmp}/desktop.pot ${_tmp}/metainfo.pot
                RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "msgcat failed")
endif()
file(REMOVE_RECURSE ${_tmp})
