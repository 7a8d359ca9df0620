#!/usr/bin/env bash
# The GitHub Action's install step: downloads the release's Debian package
# from REPOSITORY's GitHub releases and installs it with apt-get. VERSION is
# X.Y.Z, latest, or empty for the action's own version (scripts/version.sh,
# the one place the version is kept). Environment: VERSION, REPOSITORY,
# GH_TOKEN (optional).
set -euo pipefail
: "${REPOSITORY:?}"
VERSION=${VERSION:-$("$(dirname "$0")/version.sh")}
api=https://api.github.com/repos/$REPOSITORY/releases
sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
if ! command -v curl >/dev/null; then
    # A bare container (debian:12) has no curl.
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl ca-certificates
fi
auth=()
[ -n "${GH_TOKEN-}" ] && auth=(-H "Authorization: Bearer $GH_TOKEN")
if [ "$VERSION" = latest ]; then
    tag=$(curl -fsSL "${auth[@]}" "$api/latest" | sed -n 's/^ *"tag_name": *"\([^"]*\)".*/\1/p')
    [ -n "$tag" ] || { echo "::error::no latest release of $REPOSITORY"; exit 1; }
    VERSION=${tag#v}
fi
arch=$(dpkg --print-architecture)
deb=chartreel_${VERSION}_${arch}.deb
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
url=https://github.com/$REPOSITORY/releases/download/v$VERSION/$deb
curl -fsSL "${auth[@]}" -o "$work/$deb" "$url" \
    || { echo "::error::cannot download $url (curl says why above): is v$VERSION a release of $REPOSITORY with a $arch package?"; exit 1; }
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$work/$deb"
chartreel --version
