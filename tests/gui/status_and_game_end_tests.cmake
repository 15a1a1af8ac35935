# Included by CMakeLists.txt (gui_screenshot and the colours are defined there): the status bar
# says what is true now, the end of a game, Dhama's square numbers, counts and plurals, a file that
# is no database, the two-chain dialog's previews (issue 11).
# The status bar tells the truth (issue 11). game_ends.pdn: 1 White takes Black's last piece, 2 Black
# blocked, 3 lone dama against lone man, 4 a Dhama game Black won (1-0) with moves left, 5 a
# record whose replay stopped at its third move. What the status line says of each is checked on
# the window model (tests/app/window_model_test.cpp).
set(game_ends_pdn ${DAMASCOPE_TEST_DATA}/gui/game_ends.pdn)
# On the board: where the rules end the game, no side-to-move disc (Black's would be in the margin
# beside h8) but a badge in the middle of the margin: the winner's disc over a gold star, or for a
# draw a white disc over a black one. While the game goes on, White's disc beside h1 and no badge.
set(disc_black "20 20 20 30")
set(disc_white "250 248 240 12")
set(badge_star "240 192 40 24")
gui_screenshot(gui_end_badge SETUP_PDN ${game_ends_pdn}
  OUTPUT [=[status: Ply 1 of 1, game over]=]
  PIXELS "!offset:h8:75:-25 ${disc_black}" "offset:h4:75:-70 ${disc_white}"
         "offset:h4:75:-30 ${badge_star}"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_end_badge.damascope --game 1 --ply 1 --probe h8
       --probe h4)
gui_screenshot(gui_end_badge_not_yet SETUP_PDN ${game_ends_pdn}
  OUTPUT [=[status: Ply 0 of 1, White to move]=]
  PIXELS "offset:h1:75:25 ${disc_white}" "!offset:h4:75:-30 ${badge_star}"
         "!offset:h4:75:-70 ${disc_white}"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_end_badge_not_yet.damascope --game 2 --ply 0 --probe h1
       --probe h4)
gui_screenshot(gui_end_badge_draw SETUP_PDN ${game_ends_pdn}
  OUTPUT [=[status: Game over: Drawn]=]
  PIXELS "offset:h4:75:-70 ${disc_white}" "offset:h4:75:-30 ${disc_black}"
         "!offset:h4:75:-30 ${badge_star}"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_end_badge_draw.damascope --game 3 --ply 1 --probe h4)
if(DAMASCOPE_MSGFMT)
  gui_screenshot(gui_end_no_piece_left_arabic SETUP_PDN ${game_ends_pdn}
    OUTPUT [=[status: انتهت المباراة: فاز الأبيض \(Amal\): لم يبقَ لدى الأسود أي قطعة\.
status: النقلة 1 من 1، انتهت المباراة]=]
    CHECKS --expect ${dama_square}
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_end_no_piece_left_arabic.damascope --game 1 --ply 1
         --lang ar)
  gui_screenshot(gui_end_dhama_result_arabic SETUP_PDN ${game_ends_pdn}
    OUTPUT [=[board: الضامة: فاز الأسود \(Bea\)، 1-0]=]
    CHECKS --expect ${dhama_dark}
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_end_dhama_result_arabic.damascope --game 4 --ply 2
         --lang ar)
endif()
# A hint holds while a piece is in the hand: said when lifted, gone when put down again.
gui_screenshot(gui_hint_shown
  OUTPUT "status: Choose a mint square"
  CHECKS --expect ${mint_dot}
  ARGS --db ${gui_db} --game 1 --ply 6 --click a4)
gui_screenshot(gui_hint_cleared
  REJECT_OUTPUT "Choose a mint square|ringed red will be taken"
  OUTPUT "status: Missed compulsory capture"
  CHECKS --expect-none ${mint_dot}
  ARGS --db ${gui_db} --game 1 --ply 6 --click a4 --click h8)
# A variation played, then another game: "off the main line" no longer holds and is not said.
gui_screenshot(gui_variation_message_cleared SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/games.pdn
  REJECT_OUTPUT "off the main line"
  OUTPUT "status: Ply 0 of 132, White to move"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_variation_message_cleared.damascope --game 1 --ply 2
       --click d3 --click d4 --switch-game 2)
# The game count follows the filter: Amal plays games 1 and 4 of the 4.
gui_screenshot(gui_count_follows_filter
  OUTPUT "status: 2 of 4 games"
  ARGS --db ${gui_db} --player Amal)
if(DAMASCOPE_MSGFMT)
  gui_screenshot(gui_count_follows_filter_arabic
    OUTPUT "status: 2 من 4 مباريات"
    ARGS --db ${gui_db} --player Amal --lang ar)
endif()
# A file that is no database: a message in words, the database's detail apart (both on stderr in
# screenshot mode, which shows no message box).
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/not_a_database.damascope "This is a text file, not SQLite.\n")
gui_screenshot(gui_bad_database RC 1
  ERROR "damascope: [^\n]*not_a_database.damascope could not be opened: it is not a damascope database"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/not_a_database.damascope)
# Dhama's square numbers at 1024x700: on a plate in the corner of the square, over the piece (22
# holds a White man at the start; 15 is empty).
set(number_plate "48 30 16 6")
gui_screenshot(gui_dhama_numbers_readable
  PIXELS "corner:22 ${number_plate}" "corner:15 ${number_plate}"
  CHECKS --min-size 1000 680 --expect ${dhama_dark}
  ARGS --db ${gui_db} --game 3 --ply 0 --size 1024x700 --probe 22 --probe 15)
# With nothing to say about the position, the status bar names the open database by its
# normalised path (given with "./" and "..").
gui_screenshot(gui_status_normalised_path
  OUTPUT "status: ${CMAKE_CURRENT_BINARY_DIR}/gui_test.damascope\n"
  REJECT_OUTPUT "/\\./|/\\.\\./"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/./../gui/gui_test.damascope --game 1 --ply 0)
# The two-chain dialog's small boards (written beside the screenshot in screenshot mode): the
# chain's path and the men it takes ringed red on the Dama board.
gui_screenshot(gui_capture_choice_preview
  OUTPUT "choice 1: a6xf6xf2xa2xa5  takes c6, f3, c2, a4"
  EXPORTED_PNG ${CMAKE_CURRENT_BINARY_DIR}/gui_capture_choice_preview.png.choice1.png
  EXPORTED_PNG_CHECKS --min-size 180 180 --expect ${doomed_red} --expect ${dama_square}
  ARGS --db ${gui_db} --game 4 --click a6 --click a5 --choose 1)
# "1 game", not "1 games": an import of one game, in English and Arabic.
gui_screenshot(gui_import_one_game
  SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/games.pdn
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_import_one_game.damascope
       --import ${DAMASCOPE_TEST_DATA}/gui/own_square.pdn
  OUTPUT "status: Imported 1 game \\(0 duplicates, .*0 not games\\)\\."
  CHECKS --expect ${dama_square})
if(DAMASCOPE_MSGFMT)
  gui_screenshot(gui_import_one_game_arabic
    SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/games.pdn
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_import_one_game_arabic.damascope
         --import ${DAMASCOPE_TEST_DATA}/gui/own_square.pdn --lang ar
    OUTPUT "status: استُورِدت 1 مباراة \\(0 مكررة"
    CHECKS --expect ${dama_square})
endif()
# The players view's summary in its plural forms: one game counted between two players.
gui_screenshot(gui_players_one_game SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/one_game.pdn
  OUTPUT "players: 2 players, 1 game counted, 0 not counted"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_players_one_game.damascope --players)
# The status line's and the board title's words at the end of a game (game_ends.pdn and
# game_end_draws.pdn: the draws that need the game's history) are checked on the window model
# without a window: tests/app/window_model_test.cpp. The screenshots here check where things are
# drawn, and the Arabic catalogue through the real app.
