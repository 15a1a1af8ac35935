#!/usr/bin/env bash
# Installs what damascope needs to build, run and test on Debian 12 (bookworm). Works as root
# (no sudo needed) or as a user with sudo.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  libwxgtk3.2-dev libfmt-dev libsqlite3-dev libgtest-dev libcli11-dev nlohmann-json3-dev
  gettext xvfb xauth fonts-dejavu-core
  librsvg2-dev libxml2-dev chromium
  slurmctld slurmd slurm-client munge
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
echo "install-deps: installing ${missing[*]}" >&2
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
