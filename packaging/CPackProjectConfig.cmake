# Read by cpack once for each generator it runs (CPACK_PROJECT_CONFIG_FILE).

# The .deb's library dependencies come from dpkg-shlibdeps (package dpkg-dev). Where it is missing,
# name the libraries by hand so that the package still pulls them in, and say so.
if(CPACK_GENERATOR STREQUAL "DEB")
  find_program(HEARTS_DPKG_SHLIBDEPS dpkg-shlibdeps)
  if(NOT HEARTS_DPKG_SHLIBDEPS)
    message(WARNING "dpkg-shlibdeps was not found (apt-get install dpkg-dev): the .deb names its "
                    "libraries by hand, without versions")
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
        "libc6, libcjson1, libsdl2-2.0-0, libsdl2-image-2.0-0, libsdl2-ttf-2.0-0, libsdl2-mixer-2.0-0")
  endif()
endif()
