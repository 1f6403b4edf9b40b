# The fuzz targets, each an entry point tests/fuzz/fuzz_NAME.c and what it compiles in besides, built
# by tests/fuzz/CMakeLists.txt with libFuzzer (clang, HEARTS_FUZZ) and by tests/CMakeLists.txt with a
# main that replays the target's corpus, tests/fuzz/corpus/NAME (any compiler, every build's ctest).
# The game's file readers (settings, statistics, the saved game) are SDL-free and compiled in here from
# src/game, so the targets build without SDL (HEARTS_BUILD_GAME=OFF).
set(HEARTS_FUZZ_TARGETS gamelog settings stats savegame bot)
set(HEARTS_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})

# hearts_fuzz_executable(TARGET NAME [SOURCE...]): the executable TARGET of fuzz target NAME.
function(hearts_fuzz_executable target name)
  set(game ${PROJECT_SOURCE_DIR}/src/game)
  add_executable(${target} ${HEARTS_FUZZ_DIR}/fuzz_${name}.c ${ARGN})
  target_link_libraries(${target} PRIVATE hearts_engine cjson)
  target_include_directories(${target} PRIVATE ${game})
  if(name MATCHES "^(settings|stats|savegame)$")
    target_sources(${target} PRIVATE ${game}/store/${name}.c ${game}/store/kvfile.c)
    if(name STREQUAL "stats")
      target_sources(${target} PRIVATE ${game}/store/stats_coach.c) # the coach's accuracy lines
    endif()
  elseif(name STREQUAL "bot")
    # the outside-bot protocol, through a real bot process (src/sim/bot.c)
    target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/src/sim/bot.c)
    target_link_libraries(${target} PRIVATE hearts_match)
    target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/src/sim)
  endif()
endfunction()
