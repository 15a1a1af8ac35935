# The Debian package, made by CPack from the install rules: `cpack -G DEB` in a build folder gives
# damascope_VERSION_ARCH.deb. CPack rather than a debian/ folder: the install rules are already
# the one description of what goes where, and CPack turns them into a package without a second
# copy of that list; its dependencies are computed by dpkg-shlibdeps from the binaries, never typed.
set(CPACK_PACKAGE_NAME damascope)
set(CPACK_PACKAGE_VENDOR "the damascope developers")
set(CPACK_PACKAGE_CONTACT "damascope developers <maintainers@damascope.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "study recorded games of Dama and Dhama (draughts)")
set(CPACK_PACKAGE_DESCRIPTION
    "damascope imports recorded games of Dama (Turkish draughts) and Dhama
(the Maghrebi diagonal game) from PDN files into a database, replays them
move by move, marks every compulsory capture that was missed and every
capture where a longer chain was available, and scores every position
with its own engine. It comes as a desktop app, in English and Arabic,
and as damascope-cli for scripts.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # damascope_VERSION_ARCH.deb
# misc, not games: Debian's games section wants its programs in /usr/games, and damascope is a
# study tool more than a game (lintian: package-section-games-but-contains-no-game).
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://damascope.org")
# man, the menu's icon cache and the MIME database are refreshed by their own dpkg triggers.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "shared-mime-info, desktop-file-utils, man-db")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

# What Debian asks of every package: a copyright file and a changelog (gzip -9n, reproducible).
configure_file(${CMAKE_CURRENT_LIST_DIR}/changelog.in ${PROJECT_BINARY_DIR}/packaging/changelog @ONLY)
add_custom_command(
  OUTPUT ${PROJECT_BINARY_DIR}/packaging/changelog.gz
  COMMAND gzip -9 -n -k -f ${PROJECT_BINARY_DIR}/packaging/changelog
  DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog
  VERBATIM)
add_custom_target(package_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog.gz)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright ${PROJECT_BINARY_DIR}/packaging/changelog.gz
  DESTINATION ${CMAKE_INSTALL_DOCDIR})
include(CPack)
