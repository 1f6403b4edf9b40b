# Cross-compiling for 64-bit Windows on Linux with MinGW-w64 (Debian: gcc-mingw-w64-x86-64).
#
#   cmake -S . -B B -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake -DCMAKE_PREFIX_PATH=DEPS
#
# DEPS is a prefix with the Windows builds of SDL2 and the other libraries (scripts/windows.sh makes
# one under build-windows/deps/). Libraries, headers and CMake packages are looked for only in the
# MinGW sysroot and in the prefixes of CMAKE_PREFIX_PATH, never in the build machine's /usr; programs
# (the tools run at build time) only on the build machine. Where Wine is installed, it is the
# emulator that CTest and try_run() use to start the Windows programs.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(HEARTS_MINGW_TRIPLET x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${HEARTS_MINGW_TRIPLET}-gcc)
set(CMAKE_CXX_COMPILER ${HEARTS_MINGW_TRIPLET}-g++)
set(CMAKE_RC_COMPILER ${HEARTS_MINGW_TRIPLET}-windres)
set(CMAKE_AR ${HEARTS_MINGW_TRIPLET}-gcc-ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${HEARTS_MINGW_TRIPLET}-gcc-ranlib CACHE FILEPATH "")

# The sysroot first, then whatever prefixes the caller adds through CMAKE_PREFIX_PATH (which the
# find commands re-root under each CMAKE_FIND_ROOT_PATH entry, so "/" is one of them).
set(CMAKE_FIND_ROOT_PATH /usr/${HEARTS_MINGW_TRIPLET} /)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config (used by some libraries' build files) must not report the build machine's packages.
set(ENV{PKG_CONFIG_LIBDIR} "")
foreach(_p IN LISTS CMAKE_PREFIX_PATH)
  if(EXISTS "${_p}/lib/pkgconfig")
    set(ENV{PKG_CONFIG_LIBDIR} "${_p}/lib/pkgconfig")
  endif()
endforeach()

find_program(HEARTS_WINE NAMES wine)
if(HEARTS_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${HEARTS_WINE})
endif()
