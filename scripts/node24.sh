#!/bin/sh
# Runs a command with Node 24 or newer first on PATH: the machine's own node when it is new
# enough, otherwise Node 24 from the npm registry (the node-<platform>-<arch> package, with
# its headers), installed once into NODE24_HOME (default ~/.cache/minibar/node24).
# npm_config_nodedir points native module builds at the headers of that same Node.
#   sh scripts/node24.sh npm ci
set -e
required=24
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt "$required" ]; then
  home="${NODE24_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/minibar/node24}"
  package="node-$(node -p 'process.platform + "-" + process.arch')"
  if [ ! -x "$home/node_modules/$package/bin/node" ]; then
    echo "Node $(node --version) is older than $required: installing $package@$required from the npm registry into $home" >&2
    npm install --prefix "$home" --no-save --no-audit --no-fund --loglevel=error "$package@$required" >&2
  fi
  PATH="$home/node_modules/$package/bin:$PATH"
  npm_config_nodedir="$home/node_modules/$package"
  export PATH npm_config_nodedir
fi
exec "$@"
