#!/usr/bin/env bash
# Installs what damascope needs to build, run and test on Debian 12 (bookworm). Works as root
# (no sudo needed) or as a user with sudo.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  libwxgtk3.2-dev libfmt-dev libsqlite3-dev libgtest-dev libcli11-dev nlohmann-json3-dev
  gettext xvfb xauth xdotool xclip fonts-dejavu-core
  librsvg2-dev libxml2-dev chromium
  slurmctld slurmd slurm-client munge
  debootstrap
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then as_root=(sudo); else
    echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
  fi
fi
# Say what is about to happen: on a bare system this is a few hundred MB and a few minutes.
echo "install-deps: ${#missing[@]} Debian packages are missing: ${missing[*]}" >&2
echo "install-deps: apt-get will download them with what they depend on (on a bare Debian 12 some" >&2
echo "install-deps: hundreds of MB; chromium and wxWidgets are the largest); its progress follows." >&2
echo "install-deps: [1/2] apt-get update: reading the package lists" >&2
"${as_root[@]}" apt-get update
echo "install-deps: [2/2] apt-get install: downloading and unpacking" >&2
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
echo "install-deps: done, ${#missing[@]} packages installed" >&2
