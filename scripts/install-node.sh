#!/usr/bin/env bash
# Installs the project's Node (the exact version in .nvmrc) into a folder of the project, for make, when the
# machine's node is of an older major. The build is the official one that the npm registry carries as
# node-linux-<arch> (bin/node and include/node, the headers node-gyp needs); the system's node is not touched.
#   scripts/install-node.sh <version> <folder>     e.g. scripts/install-node.sh 24.21.0 .tools/node-v24.21.0
set -euo pipefail
version="$1"
dest="$2"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "install-node: no node-linux build for $(uname -m); install Node $version yourself" >&2 && exit 1 ;;
esac
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "Installing Node $version (npm package node-linux-$arch) into $dest"
(cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null)
mkdir -p "$tmp/unpacked"
tar -xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$tmp/unpacked"
got="$("$tmp/unpacked/package/bin/node" --version)"
[ "$got" = "v$version" ] || { echo "install-node: the package holds $got, not v$version" >&2 && exit 1; }
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$tmp/unpacked/package" "$dest"
