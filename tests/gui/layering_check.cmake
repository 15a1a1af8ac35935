# The window talks to src/app, never to the floor below (docs/architecture.md): no file of src/gui
# includes database/ or analysis/ headers, names their namespaces or takes the database out of the
# window model (GameDocument::database()). Run as: cmake -DSRC=<src/gui> -P layering_check.cmake
file(GLOB_RECURSE files "${SRC}/*.cpp" "${SRC}/*.hpp")
set(found "")
foreach(f IN LISTS files)
  file(STRINGS "${f}" lines REGEX "#include \"(database|analysis)/|database::|analysis::|GameDatabase|[.>]database\\(\\)|::Engine\\b")
  foreach(line IN LISTS lines)
    file(RELATIVE_PATH rel "${SRC}" "${f}")
    string(STRIP "${line}" line)
    string(APPEND found "  src/gui/${rel}: ${line}\n")
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "src/gui reaches below src/app:\n${found}")
endif()
list(LENGTH files n)
message(STATUS "${n} files of src/gui use only src/app, src/export and src/core")
