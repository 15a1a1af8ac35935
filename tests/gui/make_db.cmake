# Builds a fresh test database from a PDN file with damascope-cli import.
#   -DCLI=damascope-cli -DDB=test.damascope -DPDN=games.pdn
file(REMOVE ${DB} ${DB}-wal ${DB}-shm)
execute_process(COMMAND ${CLI} import --db ${DB} ${PDN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "import failed (${rc}): ${out}${err}")
endif()
