# Every message the app shows has its Arabic translation: xgettext collects the strings of the
# source (the keywords the catalogue's header names), msgcmp checks that ar.po translates each.
#   cmake -DXGETTEXT=... -DMSGCMP=... -DSOURCE=<project> -DOUT=<dir> -P catalogue_check.cmake
cmake_policy(SET CMP0007 NEW)
file(GLOB sources ${SOURCE}/src/gui/*.cpp ${SOURCE}/src/app/*.cpp)
execute_process(
  COMMAND ${XGETTEXT} --from-code=UTF-8 -k_ -kwxPLURAL:1,2 -ktr -o ${OUT}/damascope.pot ${sources}
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed: ${err}")
endif()
execute_process(
  COMMAND ${MSGCMP} ${SOURCE}/src/gui/i18n/ar.po ${OUT}/damascope.pot
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  string(REGEX MATCHALL "[^\n]*used but not defined[^\n]*" missing "${err}")
  list(LENGTH missing n)
  # The file's lines, empty ones kept, so that msgcmp's line numbers find them.
  file(READ ${OUT}/damascope.pot content)
  string(REPLACE ";" "," content "${content}")
  string(REGEX MATCHALL "[^\n]*\n" pot "${content}")
  set(lines "")
  foreach(m ${missing})
    string(REGEX MATCH "damascope.pot:([0-9]+)" where "${m}")
    math(EXPR index "${CMAKE_MATCH_1} - 2")  # msgcmp names the msgstr line
    list(GET pot ${index} msgid)
    string(STRIP "${msgid}" msgid)
    set(lines "${lines}\n  ${msgid}")
  endforeach()
  message(FATAL_ERROR "${n} messages of the app have no Arabic translation in src/gui/i18n/ar.po "
    "(${OUT}/damascope.pot):${lines}\nAdd them (msgmerge -U src/gui/i18n/ar.po "
    "${OUT}/damascope.pot, then translate).")
endif()
message(STATUS "every message of the app has its Arabic translation")
