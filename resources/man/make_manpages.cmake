# Writes a manual page from the program's own --help, so that it never drifts from it:
#   cmake -DCLI=path/to/damascope-cli -DVERSION=X -DOUT_DIR=dir -P make_manpages.cmake
#     damascope-cli.1: every command, and every subcommand, gets its section with the options
#     exactly as `damascope-cli COMMAND --help` prints them;
#   cmake -DGUI=path/to/damascope -DVERSION=X -DOUT_DIR=dir -P make_manpages.cmake
#     damascope.1, with the options of `damascope --help` (which needs no display).

# roff quoting: a backslash doubled, a line starting with '.' or "'" protected.
function(roff_escape text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(help_of out)
  execute_process(COMMAND ${CLI} ${ARGN} --help OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "damascope-cli ${ARGN} --help failed (${rc})")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The names listed under a heading ("commands:" or "Subcommands:") of a help text.
function(names_under heading text out)
  string(REPLACE ";" "," text "${text}")  # a summary's ';' is no list separator
  string(REPLACE "\n" ";" lines "${text}")
  set(names "")
  set(inside FALSE)
  foreach(line IN LISTS lines)
    if(line MATCHES "^${heading}$")
      set(inside TRUE)
    elseif(inside AND line MATCHES "^  ([a-z][a-z-]*) ")
      list(APPEND names "${CMAKE_MATCH_1}")
    elseif(inside AND NOT line MATCHES "^  ")
      set(inside FALSE)
    endif()
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

function(section_for out)
  help_of(text ${ARGN})
  roff_escape("${text}" body)
  string(REPLACE ";" " " name "${ARGN}")
  set(${out} ".SS ${name}\n.nf\n${body}.fi\n" PARENT_SCOPE)
endfunction()

function(write_gui_page)
  roff_escape("${gui}" gui_body)
  file(WRITE ${OUT_DIR}/damascope.1 ".TH DAMASCOPE 1 \"${date_text}\" \"damascope ${VERSION}\" \"User Commands\"
.SH NAME
damascope \\- study recorded games of Dama and Dhama (the desktop app)
.SH SYNOPSIS
.B damascope
.RI [ OPTIONS ]
.RI [ FILE ...]
.SH DESCRIPTION
The desktop app: the game list, the board, the moves with their marks, the engine, the explorer,
the opening collections and the players. Started without arguments it opens the database opened
last, else the user's copy of the sample collection. A FILE ending in .damascope is opened; PDN
files are offered for import. \\-\\-screenshot draws the window in a given state, for scripts and
tests.
.SH OPTIONS
.nf
${gui_body}.fi
.SH FILES
.TP
.I ~/.damascope
the settings (window, panes, recent databases), or \\fI$DAMASCOPE_CONFIG\\fR.
.TP
.I $XDG_DATA_HOME/damascope/sample.damascope
the user's copy of the sample collection, made on the first start.
.SH SEE ALSO
.BR damascope-cli (1)
")
endfunction()

set(date_text "2026")
if(GUI)
  execute_process(COMMAND ${GUI} --help OUTPUT_VARIABLE gui RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "damascope --help failed (${rc})")
  endif()
  write_gui_page()
  return()
endif()
execute_process(COMMAND ${CLI} --help OUTPUT_VARIABLE top RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "damascope-cli --help failed (${rc})")
endif()
names_under("commands:" "${top}" commands)
list(LENGTH commands count)
if(count LESS 5)
  message(FATAL_ERROR "found only ${count} commands in damascope-cli --help")
endif()
roff_escape("${top}" top_body)

set(page ".TH DAMASCOPE-CLI 1 \"${date_text}\" \"damascope ${VERSION}\" \"User Commands\"
.SH NAME
damascope-cli \\- import, replay, analyse and export recorded games of Dama and Dhama
.SH SYNOPSIS
.B damascope-cli
.I COMMAND
.RI [ OPTIONS ]
.br
.B damascope-cli
.B \\-\\-help | \\-\\-version
.SH DESCRIPTION
damascope-cli works on damascope game databases (SQLite files) from scripts: it imports PDN
files, lists and shows games with the compulsory captures that were missed, scores every position
with its engine, exports games, positions and reports, and follows the players.
.PP
.nf
${top_body}.fi
.SH COMMANDS
")
foreach(command IN LISTS commands)
  section_for(section ${command})
  string(APPEND page "${section}")
  help_of(text ${command})
  names_under("Subcommands:" "${text}" subcommands)
  foreach(sub IN LISTS subcommands)
    section_for(section ${command} ${sub})
    string(APPEND page "${section}")
  endforeach()
endforeach()
string(APPEND page ".SH EXIT STATUS
0 success; 1 a file or database could not be read or written; 2 bad arguments or bad input.
A command stopped by a signal N exits 128 + N.
.SH ENVIRONMENT
.TP
.B DAMASCOPE_THREADS
the analysis threads when \\-\\-threads is not given (default: one per core).
.TP
.B DAMASCOPE_BUSY_WAIT
seconds to wait for another program writing to the same database (default 60).
.TP
.B DAMASCOPE_EGDB
the endgame tables' folder (default \\fI$XDG_DATA_HOME/damascope/egdb\\fR).
.TP
.B DAMASCOPE_NETWORKS
a folder holding the evaluation networks instead of the installed ones.
.TP
.B XDG_DATA_HOME
the user's data folder (default \\fI~/.local/share\\fR).
.SH FILES
.TP
.I /usr/share/damascope/
the sample collection, the opening names and the evaluation networks.
.TP
.I /usr/share/doc/damascope/
the full documentation, command by command (command-line.md).
.SH SEE ALSO
.BR damascope (1)
")
file(WRITE ${OUT_DIR}/damascope-cli.1 "${page}")

