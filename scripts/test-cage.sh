#!/usr/bin/env bash
# The proof of Touchway's C API (docs/c-api.md): cage 0.1.4 with its touches routed
# through libtouchway (vendor/cage-patches, built by scripts/build-cage.sh) beside
# Debian's cage, both on wlroots' headless back end, with recorded touches replayed into
# them by Tests/cage/touch-inject.c (LD_PRELOAD) and real clients:
#
#   scripts/test-cage.sh            Debian's cage, then the patched one (built if missing)
#   scripts/test-cage.sh debian     Debian's cage only
#
# Debian's cage sends no wl_touch.frame; the patched one sends one per libinput frame,
# keeps a touch with the surface it began on, takes a left-edge swipe as the back gesture
# (the client is told, touchway-responder-v1, and its touches are cancelled), emulates a
# pointer for a client without wl_touch, and a Qt app scrolls by touch in it.
# cage refuses to run as root: as root (CI) it runs as $CAGE_USER (nobody by default), in
# a mount namespace with its own /tmp/.X11-unix; otherwise as the user running this.
set -euo pipefail
cd "$(dirname "$0")/.."
user=${CAGE_USER:-nobody}
bin=$(swift build --show-bin-path)
for product in touchway touch-demo-client; do
  [[ -x $bin/$product ]] || swift build --product "$product"
done
mkdir -p .build/cage
inject=.build/cage/touch-inject.so
# shellcheck disable=SC2046 # pkg-config's words
gcc -shared -fPIC -O2 -Wall -Wextra -Werror -DWLR_USE_UNSTABLE \
  $(pkg-config --cflags wlroots wayland-server pixman-1) Tests/cage/touch-inject.c \
  -o "$inject" $(pkg-config --libs wlroots wayland-server) -ldl

recordings=Tests/TouchwayTestSupport/Recordings
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# The one-finger drag, as libinput 1.22 decodes it (`touchway events`).
scratch=$(mktemp -d /tmp/touchway-test-cage.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
chmod 755 "$scratch"
"$bin/touchway" synthesize Tests/cage/one-finger-drag.script --output "$scratch/drag.yml"
"$bin/touchway" events "$scratch/drag.yml" > "$scratch/drag.txt"

# Waits up to $3 seconds (60 by default) for a line matching the extended regular
# expression $2 in file $1: the client's or the compositor's output as it is written.
wait_for() {
  local deadline=$((SECONDS + ${3:-60}))
  until grep -Eq -- "$2" "$1" 2>/dev/null; do
    if ((SECONDS >= deadline)); then
      echo "timed out waiting for /$2/ in $1" >&2
      return 1
    fi
    sleep 0.1
  done
}

# start_cage CAGE COMMAND: runs cage with the injector and COMMAND (a shell command, its
# output in $run/client.out and $run/client.err), in a fresh $run.
start_cage() {
  run=$(mktemp -d "$scratch/run.XXXXXX")
  chmod 711 "$run"
  mkfifo "$run/inject"
  cp "$inject" "$run/"
  local as=()
  if [[ $(id -u) == 0 ]]; then
    chown "$user" "$run" "$run/inject"
    as=(unshare -m sh -c 'mount -t tmpfs -o mode=1777 none /tmp/.X11-unix && exec "$0" "$@"'
      runuser -u "$user" --)
  fi
  "${as[@]}" env XDG_RUNTIME_DIR="$run" WLR_BACKENDS=headless WLR_RENDERER=pixman \
    WLR_LIBINPUT_NO_DEVICES=1 TOUCHWAY_INJECT="$run/inject" LD_PRELOAD="$run/touch-inject.so" \
    timeout -s KILL 300 "$1" -- sh -c "$2 > $run/client.out 2> $run/client.err" \
    > "$run/cage.out" 2> "$run/cage.err" &
  cage_pid=$!
}

# replay FILE...: replays the touch event files one after another, and waits for them.
replay() {
  local file count=0
  for file in "$@"; do
    cp "$file" "$run/"
    chmod 644 "$run/$(basename "$file")"
    echo "$run/$(basename "$file")" > "$run/inject"
    count=$((count + 1))
  done
  local deadline=$((SECONDS + 60))
  until (($(grep -c '^touch-inject: replayed' "$run/cage.err") >= count)); do
    ((SECONDS < deadline)) || { echo "the replay did not end" >&2; return 1; }
    sleep 0.1
  done
}

# Ends cage; every event it sent has reached the client, which prints it before it sees
# the connection close.
stop_cage() {
  kill -TERM "$cage_pid" 2>/dev/null || true
  wait "$cage_pid" || true
}

# The touch events of a file of libinput's lines, or of the demo client's, one line per
# frame: the kinds of its events (`down motion`); the client's events after its last
# frame make a last line marked `unframed:`.
libinput_frames() {
  awk '$2 == "TOUCH_FRAME" { print line; line = ""; next }
    { kind = tolower(substr($2, 7)); line = line (line == "" ? "" : " ") kind }' "$1"
}
client_frames() {
  awk '$1 == "frame" { print line; line = ""; next }
    $1 ~ /^(down|motion|up|cancel)$/ { line = line (line == "" ? "" : " ") $1 }
    END { if (line != "") print "unframed: " line }' "$1"
}

demo="$bin/touch-demo-client"

echo "--- Debian's cage ($(dpkg-query -W -f='${Version}' cage)), the demo client, a one-finger drag"
start_cage /usr/bin/cage "$demo"
wait_for "$run/client.out" '^configure'
replay "$scratch/drag.txt"
stop_cage
ups=$(grep -c '^up ' "$run/client.out" || true)
frames=$(grep -c '^frame$' "$run/client.out" || true)
echo "client: $(grep -c '^motion ' "$run/client.out" || true) motions, $ups up, $frames frames"
[[ $ups == 1 ]] || fail "Debian's cage: the touch did not reach the client"
[[ $frames == 0 ]] || fail "Debian's cage sent $frames wl_touch.frame (0 expected)"

if [[ ${1:-} == debian ]]; then
  ((failures == 0)) && echo "test-cage: Debian's cage sends no wl_touch.frame"
  exit $((failures > 0))
fi
