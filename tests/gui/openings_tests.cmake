# The openings pane (issue 12) on tests/data/openings/transpose.pdn: eight Dhama games written by
# hand (see tests/cli/openings_cli_test.cpp for their table; 1-0 is a win for Black, who moves
# first). Every count below was made by hand from that table. Rows print as: move, games, White's
# wins, draws, Black's wins (shares), White's score, average rating (none here), last year.
set(transpose_pdn ${DAMASCOPE_TEST_DATA}/openings/transpose.pdn)
# The explorer's move column (dark text) at the left, across the board from the move list.
set(explorer_left --region 8 185 50 70 --expect 30 30 30 60)
# From the start: 11-15 in g1 B, g3 D, g4 W, g6 B, g7 D; 9-14 in g2 W, g8 D; 10-15 in g5 B.
gui_screenshot(gui_explorer_start SETUP_PDN ${transpose_pdn}
  OUTPUT [=[explorer: 8 games reach this position
explorer-move: 11-15 5 20% 40% 40% 40% - 2024
explorer-move: 9-14 2 50% 50% 0% 75% - 2024
explorer-move: 10-15 1 0% 0% 100% 0% - 2024
]=]
  CHECKS ${explorer_left}
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_explorer_start.damascope --game 1 --ply 0 --openings)
# A click on the second move (9-14) plays it: a trial line on game 1 (not saved until kept); two
# games follow with 23-19.
gui_screenshot(gui_explorer_play SETUP_PDN ${transpose_pdn}
  OUTPUT [=[status: Trial line .+ not saved \(keep it: Ctrl\+K; as the main line: Ctrl\+Shift\+K\)\.
.*explorer: 2 games reach this position
explorer-move: 23-19 2 50% 50% 0% 75% - 2024
.*moves: 1\. 11-15 \(1\. 9-14\)]=]
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_explorer_play.damascope --game 1 --ply 0 --openings
       --explorer-play 2)
# After 9-14 23-19 11-15 (game 2, ply 3) the position is the one after 11-15 23-19 9-14: the four
# games g1, g2, g7, g8 reach it; 22-17 in g1 B, g7 D, g8 D; 24-20 in g2 W.
gui_screenshot(gui_explorer_transposition SETUP_PDN ${transpose_pdn}
  OUTPUT [=[explorer: 4 games reach this position
explorer-move: 22-17 3 0% 67% 33% 33% - 2024
explorer-move: 24-20 1 100% 0% 0% 100% - 2024
]=]
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_explorer_transposition.damascope --game 2 --ply 3
       --openings)
# The game list's filter: Omar's games g1 (11-15, B), g2 (9-14, W), g4 (11-15, W), g6 (11-15, B).
gui_screenshot(gui_explorer_filter SETUP_PDN ${transpose_pdn}
  OUTPUT [=[explorer: 4 games reach this position \(games of the list's filter\)
explorer-move: 11-15 3 33% 0% 67% 33% - 2024
explorer-move: 9-14 1 100% 0% 0% 100% - 2024
]=]
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_explorer_filter.damascope --player Omar --game 1
       --ply 0 --openings)
# Add line: game 5's two moves into a new collection; a click on that line in game 4 plays it there
# as a variation.
gui_screenshot(gui_collection_add_and_play SETUP_PDN ${transpose_pdn}
  OUTPUT [=[collection-add: Line added to Mine\.
.*collection: Mine: 1 line
collection-line: 10-15
collection-line:   21-17
moves: 1\. 11-15 \(1\. 10-15 21-17\)]=]
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_collection_add_and_play.damascope --game 5 --ply 2
       --collection-add Mine --switch-game 4 --collection-play 1)
gui_screenshot(gui_collection_unknown ARGS --db ${gui_db} --collection Nope RC 2
  ERROR [=[--collection Nope: no collection of that name]=])
# The bundled sample names its Dhama games: game 46 (11-15 24-20 8-11 28-24 ..., the first after the 45 Dama games) is the Ayrshire
# Lassie (11-15 24-20), and its collection lists 38 openings.
if(TARGET sample_database)
  gui_screenshot(gui_bundled_openings
    OUTPUT [=[opening: Ayrshire Lassie
.*collection: English draughts openings: 38 lines]=]
    ARGS --db ${DAMASCOPE_SAMPLE_DB} --game 46 --ply 0 --openings
         --collection "English draughts openings")
endif()
if(DAMASCOPE_MSGFMT)
  # In Arabic the pane sits at the right, across from the move list (on the left there); the
  # explorer's rows are the same.
  gui_screenshot(gui_explorer_arabic SETUP_PDN ${transpose_pdn}
    OUTPUT [=[explorer: 8 مباريات تبلغ هذا الوضع
explorer-move: 11-15 5 20% 40% 40% 40% - 2024]=]
    CHECKS --region 1100 185 170 70 --expect 30 30 30 60 --region 8 185 50 70 --expect-none 30 30 30 60
    ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_explorer_arabic.damascope --game 1 --ply 0
         --openings --lang ar)
endif()
