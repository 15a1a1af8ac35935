# Included by CMakeLists.txt: the evaluation graph's range (issue 11, "a scale that can be made
# taller"). Game 1 analysed at depth 4, shown at its start: between ply 4 (level) and ply 5 (3.
# a3-a4??, Black a man and more ahead) the line falls steeply. Automatic, the point 56% across and
# 66% down is above the line (Black's dark); at 10 men (key G once) the line is flatter there and
# the point below it (White's light). The range is kept in the settings: a run with --config and G
# pressed three times (2 men) leaves the next run at 2 men.
set(graph_dark "60 60 64 12")
set(graph_light "240 238 230 12")
gui_screenshot(gui_graph_range_automatic SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/games.pdn
  SETUP_ANALYZE 1
  OUTPUT [=[graph range: 0]=]
  PIXELS "graph:56:66 ${graph_dark}"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_graph_range_automatic.damascope --game 1 --ply 0
       --probe graph:56:66)
gui_screenshot(gui_graph_range_10 SETUP_PDN ${DAMASCOPE_TEST_DATA}/gui/games.pdn
  SETUP_ANALYZE 1
  OUTPUT [=[graph range: 10]=]
  PIXELS "graph:56:66 ${graph_light}"
  ARGS --db ${CMAKE_CURRENT_BINARY_DIR}/gui_graph_range_10.damascope --game 1 --ply 0 --keys G
       --probe graph:56:66)
set(graph_config ${CMAKE_CURRENT_BINARY_DIR}/gui_graph_range.config)
add_test(NAME gui_graph_range_config_reset COMMAND ${CMAKE_COMMAND} -E rm -f ${graph_config})
set_tests_properties(gui_graph_range_config_reset PROPERTIES FIXTURES_SETUP gui_graph_config)
gui_screenshot(gui_graph_range_saved
  OUTPUT [=[graph range: 2]=]
  ARGS --db ${gui_db} --game 1 --config ${graph_config} --keys "G G G")
gui_screenshot(gui_graph_range_restored
  OUTPUT [=[graph range: 2]=]
  ARGS --db ${gui_db} --game 1 --config ${graph_config})
set_tests_properties(gui_graph_range_saved gui_graph_range_restored PROPERTIES
  FIXTURES_REQUIRED "gui_db;gui_graph_config")
set_tests_properties(gui_graph_range_restored PROPERTIES DEPENDS gui_graph_range_saved)
