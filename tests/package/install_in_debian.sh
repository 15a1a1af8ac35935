#!/usr/bin/env bash
# The package tested as a user installs it (issue 29): builds damascope_VERSION_ARCH.deb with
# cpack in BUILD_DIR, installs it with apt into a clean Debian 12 root (debootstrap
# --variant=minbase, cached as a tarball so that a second run skips the download), and there:
# the version, an import, the manual page listing every command, the app started from its
# .desktop Exec line under Xvfb (a screenshot, copied to BUILD_DIR/package-first-window.png),
# the file types; then removes the package and checks that only the user's data is left.
#   tests/package/install_in_debian.sh BUILD_DIR
# Skipped (exit 0, with a message) where it cannot run: not root, no debootstrap, no network.
set -euo pipefail
build=$(realpath "${1:?usage: install_in_debian.sh BUILD_DIR}")
source_dir=$(realpath "$(dirname "$0")/../..")
skip() { echo "install_in_debian: skipped: $*" >&2; exit 0; }
fail() { echo "install_in_debian: FAILED: $*" >&2; exit 1; }
[[ $(id -u) == 0 ]] || skip "needs root (chroot, mounts)"
command -v debootstrap >/dev/null || skip "debootstrap is not installed (apt-get install debootstrap)"
command -v cpack >/dev/null || skip "cpack is not installed"

cache=${DAMASCOPE_DEBIAN_CACHE:-/var/cache/damascope-tests}
base=$cache/bookworm-minbase.tar
if [[ ! -s $base ]]; then
    mkdir -p "$cache"
    fresh=$(mktemp -d)
    if ! debootstrap --variant=minbase bookworm "$fresh" http://deb.debian.org/debian \
        >"$cache/debootstrap.log" 2>&1; then
        rm -rf "$fresh"
        skip "debootstrap could not make a Debian 12 root (no network?): see $cache/debootstrap.log"
    fi
    chmod 755 "$fresh"
    tar -C "$fresh" -cf "$base.tmp" . && mv "$base.tmp" "$base"
    rm -rf "$fresh"
fi

(cd "$build" && rm -f damascope_*.deb && cpack -G DEB >cpack.log 2>&1) ||
    fail "cpack -G DEB failed: see $build/cpack.log"
deb=$(ls "$build"/damascope_*.deb)
version=$(dpkg-deb -f "$deb" Version)

root=$(mktemp -d /tmp/damascope-debian.XXXXXX)
cleanup() {
    for m in dev/pts dev proc; do umount "$root/$m" 2>/dev/null || true; done
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT
tar -C "$root" -xf "$base"
# mktemp made the folder (and a base made by it, its "." entry) 0700: as / of the chroot it would
# keep every user but root out of everything.
chmod 755 "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc" 2>/dev/null || skip "cannot mount /proc in a chroot here (a container?)"
mount --bind /dev "$root/dev" 2>/dev/null || skip "cannot bind-mount /dev here"
mount --bind /dev/pts "$root/dev/pts" 2>/dev/null || skip "cannot bind-mount /dev/pts here"
chroot "$root" /bin/true 2>/dev/null || skip "chroot does not work here"
cp "$deb" "$root/tmp/"
cp "$source_dir/tests/data/app/mixed.pdn" "$root/tmp/games.pdn"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

echo "install_in_debian: installing $(basename "$deb") into a clean Debian 12" >&2
in_root apt-get update -qq >/dev/null 2>&1 || skip "apt-get update failed in the Debian root (no network?)"
in_root sh -c "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/$(basename "$deb") \
    xvfb xauth xdg-utils man-db >/tmp/apt.log 2>&1" ||
    { cat "$root/tmp/apt.log" >&2; fail "apt-get install of the package failed"; }
in_root dpkg -L damascope >"$build/package-files.txt"

# The version, from the one place it is set.
[[ $(in_root damascope-cli --version) == "damascope-cli $version" ]] || fail "damascope-cli --version"
[[ $(in_root damascope --version) == "damascope $version" ]] || fail "damascope --version"

# A user imports a PDN file (the user's own folder, as a user runs it).
in_root useradd -m player
as_player() { chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=/home/player \
    USER=player setpriv --reuid=player --regid=player --init-groups "$@"; }
cp "$root/tmp/games.pdn" "$root/home/player/games.pdn"
in_root chown player: /home/player/games.pdn
as_player damascope-cli import --db /home/player/club.damascope /home/player/games.pdn \
    >/dev/null 2>&1 || true  # the file has a stopped and an unsupported game on purpose
[[ $(as_player damascope-cli games --db /home/player/club.damascope --json |
    grep -o '"id"' | wc -l) -ge 2 ]] || fail "damascope-cli import/games in the installed package"

# The manual page lists every command of --help.
manual=$(in_root sh -c 'MANWIDTH=200 man damascope-cli 2>/dev/null')
for command in $(in_root damascope-cli --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
    grep -q "^   $command\$" <<<"$manual" || fail "man damascope-cli has no section for '$command'"
done
in_root sh -c 'man -w damascope >/dev/null' || fail "man damascope"

# The menu entry starts the app: its Exec line, %F replaced by a screenshot of the first window.
desktop=/usr/share/applications/org.damascope.damascope.desktop
exec_line=$(sed -n 's/^Exec=//p' "$root$desktop")
[[ $exec_line == "damascope %F" ]] || fail "unexpected Exec line '$exec_line'"
as_player sh -c "xvfb-run -a ${exec_line/\%F/--screenshot /tmp/first-window.png} >/tmp/first.log 2>&1" ||
    { cat "$root/tmp/first.log" >&2; fail "the app did not start from its .desktop entry"; }
cp "$root/tmp/first-window.png" "$build/package-first-window.png"
[[ -s $root/home/player/.local/share/damascope/sample.damascope ]] ||
    fail "the first start made no sample database in the user's data folder"

# The file types: a .pdn is a PDN file, which the app opens, and so is a database.
as_player sh -c 'cd && xdg-mime query filetype games.pdn' | grep -qx "application/x-pdn" ||
    fail "games.pdn is not application/x-pdn"
as_player sh -c 'cd && xdg-mime query filetype club.damascope' |
    grep -qx "application/x-damascope-database" || fail "a database is not application/x-damascope-database"
grep -q "application/x-pdn" "$root/usr/share/applications/mimeinfo.cache" ||
    fail "the desktop database does not offer damascope for PDN files"

# A double-click: xdg-open runs the app on the file, which then offers the import (the dialog is
# the app's; docs/desktop-app.md). The running command line is what xdg-open started.
as_player sh -c 'cd && timeout 20 xvfb-run -a sh -c "xdg-open games.pdn & sleep 8; ps -eo args >/tmp/opened.txt"' \
    >/dev/null 2>&1 || true
grep -Eq "^(/usr/bin/)?damascope .*games\.pdn" "$root/tmp/opened.txt" 2>/dev/null ||
    fail "xdg-open games.pdn did not start damascope on it: $(cat "$root/tmp/opened.txt" 2>/dev/null)"
in_root pkill -x damascope 2>/dev/null || true

# Removed, nothing of the package is left; the user's data stays.
in_root sh -c 'DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq damascope >/dev/null 2>&1'
while read -r path; do
    [[ -f $root$path ]] && fail "$path is left after apt-get purge"
done <"$build/package-files.txt"
[[ -s $root/home/player/club.damascope ]] || fail "the user's database went with the package"
echo "install_in_debian: passed: installed, imported, man pages, the app from its menu entry" \
    "(screenshot: $build/package-first-window.png), file types, removed cleanly" >&2
