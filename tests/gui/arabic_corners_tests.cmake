# Included by CMakeLists.txt (gui_screenshot and the colours are defined there): issue 25, Arabic
# in every corner, and the small defects it lists, each seen in the window.

# At 1024x700 the engine panel shows its three lines whole (two and a half did), in both
# languages, and the game list four rows or more (it showed one and a half under three rows of
# filters; the second row now folds behind "More filters" when the pane is this small).
foreach(lang en ar)
  if(lang STREQUAL "ar" AND NOT DAMASCOPE_MSGFMT)
    continue()
  endif()
  gui_screenshot(gui_small_window_rows_${lang} SETUP_PDN ${DAMASCOPE_TEST_DATA}/players/club.pdn
    OUTPUT "game list columns: in view\n.*game list rows in view: [4-9]\n.*engine lines in view: [3-9]\n"
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_small_window_rows_${lang}.damascope --lang ${lang}
         --size 1024x700)
endforeach()

# Dhama games imported into an empty database: the board shows the first of them, not the Dama
# new game it showed before the import.
gui_screenshot(gui_import_into_empty_database SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/empty.pdn
  OUTPUT "status: Imported 1 game .*\nboard: Dhama.*\nmoves: 1\\. 11-15 23-19"
  CHECKS --expect ${dhama_dark}
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_import_into_empty_database.damascope
       --import ${DAMASCOPE_TEST_DATA}/gui/one_game.pdn)

# A named collection imported (the openings pane's Import): the game list's Opening column names
# the game at once (it stayed empty until a restart: the list keeps what it read, and it read the
# column before the import). 11-15 22-18 is the Single Corner in the
# bundled English draughts openings.
gui_screenshot(gui_opening_column_after_import SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/single_corner.pdn
  OUTPUT "game list opening before: \ncollection-import: 38 lines read\\..*\ngame list opening: Single Corner\n"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_opening_column_after_import.damascope --game 1
       --collection-import ${PROJECT_SOURCE_DIR}/resources/openings_english_draughts.pdn)

# The file dialogs (wx's generic one, file_dialog.hpp) speak the interface's language: their
# check-box and buttons are wxWidgets' words, in Arabic from src/gui/i18n/wx-ar.po.
gui_screenshot(gui_file_dialog_en
  OUTPUT "file dialog: Show hidden files\n(file dialog: [^\n]*\n)*file dialog: Cancel\n"
  ARGS --db ${gui_db} --file-dialog --size 1024x700)
if(DAMASCOPE_MSGFMT)
  gui_screenshot(gui_file_dialog_ar
    OUTPUT "file dialog: إظهار الملفات المخفية\n(file dialog: [^\n]*\n)*file dialog: إلغاء\n"
    REJECT_OUTPUT "file dialog: (Cancel|OK|Show hidden files)\n"
    ARGS --db ${gui_db} --file-dialog --lang ar --size 1024x700)

  # What an export wrote, in Arabic: the kind of file in words, the path kept left to right
  # (isolated between U+2066 and U+2069, invisible here).
  set(exported_ar ${CMAKE_CURRENT_BINARY_DIR}/gui_export_status_ar.png.out)
  gui_screenshot(gui_export_status_ar SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/games.pdn
    OUTPUT "export: كُتب صورة PNG في ⁦${exported_ar}⁩\n"
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_export_status_ar.damascope --game 1 --ply 2
         --lang ar --export png:${exported_ar})

  # The players' detail pane in Arabic: the name (bold, dark) and the figures start at the right,
  # under the badge, with nothing written at the pane's left end (they sat at the left).
  gui_screenshot(gui_players_details_rtl SETUP_PDN ${DAMASCOPE_TEST_DATA}/players/club.pdn
    OUTPUT "player: Ali, K\\. \\| المباريات 8،"
    CHECKS --region 824 415 190 50 --expect 30 30 30 60 --region 8 415 300 50 --expect-none 30 30 30 60
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_players_details_rtl.damascope --lang ar
         --players-select "Ali, K." --size 1024x700)
endif()
