# Read by cpack once for each generator it runs (CPACK_PROJECT_CONFIG_FILE).

# The .deb's library dependencies come from dpkg-shlibdeps (package dpkg-dev). Where it is missing,
# name the libraries by hand so that the package still pulls them in, and say so.
if(CPACK_GENERATOR STREQUAL "DEB")
  # The Debian layout is made by CPACK_PRE_BUILD_SCRIPTS (linux/deb-stage.cmake), which CPack runs
  # from version 3.19 on; an older one would make a .deb with the portable layout.
  if(CMAKE_VERSION VERSION_LESS 3.19)
    message(FATAL_ERROR "cpack -G DEB needs CMake 3.19 or later (this is ${CMAKE_VERSION}) to put the "
                        "programs in /usr/games and link the system's fonts (linux/deb-stage.cmake)")
  endif()
  find_program(HEARTS_DPKG_SHLIBDEPS dpkg-shlibdeps)
  if(NOT HEARTS_DPKG_SHLIBDEPS)
    message(WARNING "dpkg-shlibdeps was not found (apt-get install dpkg-dev): the .deb names its "
                    "libraries by hand, without versions")
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, libc6, libcjson1, libsdl2-2.0-0, \
libsdl2-image-2.0-0, libsdl2-ttf-2.0-0, libsdl2-mixer-2.0-0")
  endif()
endif()
