# Included by CMakeLists.txt (gui_screenshot and the colours are defined there): the last of issue
# 11's review. The game list's result column reads in full ("1-0 · White won", the names are in
# the columns beside it) at 1024x700 and 1280x800 in both languages; in Arabic the engine panel's
# columns and the status bar's fields run right to left (the line at the left, the score at the
# right; the game count at the left end, the message at the right), while the printed "status:"
# lines keep their order (message, ply, count).
set(rtl_games_pdn ${DAMASCOPE_TEST_DATA}/gui/game_ends.pdn)
foreach(lang en ar)
  if(lang STREQUAL "ar" AND NOT DAMASCOPE_MSGFMT)
    continue()
  endif()
  set(engine_order_en "score depth line")
  set(engine_order_ar "line depth score")
  set(status_order_en "message ply count")
  set(status_order_ar "count ply message")
  # The fields in their order of meaning, in both languages: the message, the ply, the count.
  set(status_lines_en "status: Game over: White \\(Amal\\) won[^\n]*\nstatus: Ply 1 of 1, game over\nstatus: 5 games\n")
  set(status_lines_ar "status: انتهت المباراة: [^\n]*\nstatus: النقلة 1 من 1، [^\n]*\nstatus: 5 مباريات\n")
  foreach(size 1024x700 1280x800)
    gui_screenshot(gui_result_column_${size}_${lang} SETUP_PDN ${rtl_games_pdn}
      OUTPUT "${status_lines_${lang}}.*game list columns: in view\n.*game list result: fits\nengine columns: ${engine_order_${lang}}\nstatus layout: ${status_order_${lang}}\n"
      CHECKS --expect ${dama_square}
      ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_result_column_${size}_${lang}.damascope --game 1
           --ply 1 --lang ${lang} --size ${size})
  endforeach()
endforeach()
