# The game's data when cross-compiling (scripts/windows.sh): the generators in src/tools are programs
# for the target machine and cannot run on the build machine, so the data they drew in a native build
# of the same sources (the files are the same on every system) is copied into this build's data
# folder instead. Included from the top-level CMakeLists.txt in place of src/tools when
# HEARTS_HOST_DATADIR names that native build's data folder; it makes the target hearts_data.
if(NOT EXISTS "${HEARTS_HOST_DATADIR}/cards.png")
  message(FATAL_ERROR "HEARTS_HOST_DATADIR (${HEARTS_HOST_DATADIR}) holds no cards.png: build the data "
                      "natively first (cmake --build NATIVE-BUILD --target hearts_data)")
endif()
file(GLOB_RECURSE _host_files RELATIVE "${HEARTS_HOST_DATADIR}" "${HEARTS_HOST_DATADIR}/*")
set(_host_outputs)
foreach(_f IN LISTS _host_files)
  get_filename_component(_dir "${HEARTS_BUILD_DATADIR}/${_f}" DIRECTORY)
  add_custom_command(
    OUTPUT ${HEARTS_BUILD_DATADIR}/${_f}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_dir}
    COMMAND ${CMAKE_COMMAND} -E copy_if_different ${HEARTS_HOST_DATADIR}/${_f} ${HEARTS_BUILD_DATADIR}/${_f}
    DEPENDS ${HEARTS_HOST_DATADIR}/${_f}
    VERBATIM)
  list(APPEND _host_outputs ${HEARTS_BUILD_DATADIR}/${_f})
endforeach()
add_custom_target(hearts_data ALL DEPENDS ${_host_outputs})
