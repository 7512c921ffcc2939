#!/usr/bin/env bash
# The proof of Touchway's C API (docs/c-api.md): cage 0.1.4 with its touches routed
# through libtouchway (vendor/cage-patches, built by scripts/build-cage.sh) beside
# Debian's cage, both on wlroots' headless back end, with recorded touches replayed into
# them by Tests/cage/touch-inject.c (LD_PRELOAD) and real clients:
#
#   scripts/test-cage.sh               every test: Debian's cage, then the patched one
#   scripts/test-cage.sh frames back   some: debian frames weston unmap back pointer imv qt
#
# The patched cage is built (scripts/build-cage.sh) if .build/cage/cage is missing.
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
for product in touchway touch-demo-client touchway-hostile-client; do
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

# The recorded one-finger drag, and a drag of our own for the apps (Tests/cage), as
# libinput 1.22 decodes them (`touchway events`).
scratch=$(mktemp -d /tmp/touchway-test-cage.XXXXXX)
cage_pid=""
# (errexit holds in the trap too: a cage already gone must not fail the run)
trap '[[ -z $cage_pid ]] || kill -TERM "$cage_pid" 2>/dev/null || true
  [[ -n ${KEEP:-} ]] || rm -rf "$scratch"' EXIT
chmod 755 "$scratch"
"$bin/touchway" synthesize Tests/cage/one-finger-drag.script --output "$scratch/drag.yml"
"$bin/touchway" events "$scratch/drag.yml" > "$scratch/drag.txt"
"$bin/touchway" events "$recordings/atmel-1-finger-drag-up-down.yml" > "$scratch/recorded-drag.txt"

# wait_for FILE REGEX [SECONDS]: waits up to SECONDS (60 by default) for a line matching
# the extended regular expression in FILE, the client's or the compositor's output as it
# is written. wait_for_screen FILE: waits in a client's WAYLAND_DEBUG log for the commit
# of a buffer of the output's size (1280 × 720); the client sends it as it logs it, so the
# compositor reads it before touches written to the FIFO later. (cage sends no
# wl_surface.enter, and these clients ask for no frame callback: no event says the window
# is on the screen.)
wait_for() {
  wait_until "${3:-60}" "/$2/ in $1" grep -Eq -- "$2" "$1"
}
wait_for_screen() {
  wait_until 60 "a full-screen buffer in $1" awk '
    match($0, /create_buffer\(new id wl_buffer@[0-9]+, [0-9]+, 1280, 720,/) {
      id = substr($0, RSTART, RLENGTH); sub(/.*@/, "", id); sub(/,.*/, "", id); full[id] = 1 }
    match($0, /attach\(wl_buffer@[0-9]+,/) {
      id = substr($0, RSTART, RLENGTH); gsub(/[^0-9]/, "", id); attached = id in full }
    attached && /wl_surface@[0-9]+\.commit\(\)/ { committed = 1 }
    END { exit !committed }' "$1"
}
wait_until() {
  local deadline=$((SECONDS + $1)) what=$2
  shift 2
  until "$@" 2>/dev/null; do
    if ((SECONDS >= deadline)); then
      echo "timed out waiting for $what; the ends of the client's and the compositor's output:" >&2
      tail -n 5 "$run/client.out" "$run/client.err" "$run/cage.err" >&2 || true
      return 1
    fi
    sleep 0.1
  done
}

# start_cage CAGE COMMAND: runs cage with the injector and COMMAND (a shell command, its
# output in $run/client.out and $run/client.err), in a fresh $run.
start_cage() {
  run=$(mktemp -d "$scratch/run.XXXXXX")
  chmod 700 "$run" # XDG_RUNTIME_DIR: the user's own (root, running the test, reads it too)
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
  cage_pid=""
}

# The touch events of a file of libinput's lines, or of the demo client's, one line per
# frame: how many of each kind it has (`down=1 motion=0 up=0 cancel=0`; the order within
# a frame carries no meaning); the client's events after its last frame make a last line
# marked `unframed:`.
count_frame='function frame() { printf "down=%d motion=%d up=%d cancel=%d\n", n["down"], n["motion"], n["up"], n["cancel"]; delete n; any = 0 }'
libinput_frames() {
  awk "$count_frame"'
    $2 == "TOUCH_FRAME" { frame(); next }
    { n[tolower(substr($2, 7))]++ }' "$1"
}
client_frames() {
  awk "$count_frame"'
    $1 == "frame" { frame(); next }
    $1 ~ /^(down|motion|up|cancel)$/ { n[$1]++; any = 1 }
    END { if (any) { printf "unframed: "; frame() } }' "$1"
}

demo="WAYLAND_DEBUG=client $bin/touch-demo-client"
cage=${CAGE:-.build/cage/cage}

# Debian's cage: the touch reaches the client, with no wl_touch.frame.
test_debian() {
  echo "--- Debian's cage ($(dpkg-query -W -f='${Version}' cage)), the demo client, a recorded one-finger drag"
  start_cage /usr/bin/cage "$demo"
  wait_for_screen "$run/client.err"
  replay "$scratch/recorded-drag.txt"
  stop_cage
  local ups frames
  ups=$(grep -c '^up ' "$run/client.out" || true)
  frames=$(grep -c '^frame$' "$run/client.out" || true)
  echo "client: $(grep -c '^motion ' "$run/client.out" || true) motions, $ups up, $frames frames"
  [[ $ups == 1 ]] || fail "Debian's cage: the touch did not reach the client"
  [[ $frames == 0 ]] || fail "Debian's cage sent $frames wl_touch.frame (0 expected)"
}

# The patched cage: every libinput frame is one wl_touch.frame with that frame's events,
# for the recorded one-finger drag, ours, and a recorded four-finger drag (the demo client
# asks for every finger with touchway-responder-v1).
test_frames() {
  local events
  for events in "$scratch/recorded-drag.txt" "$scratch/drag.txt" \
    "$recordings/atmel-4-finger-drag-down.libinput-events.txt"; do
    echo "--- the patched cage, the demo client, $(basename "$events")"
    start_cage "$cage" "$demo"
    wait_for_screen "$run/client.err"
    replay "$events"
    stop_cage
    libinput_frames "$events" > "$run/libinput-frames"
    [[ $(wc -l < "$run/libinput-frames") == $(grep -c TOUCH_FRAME "$events") ]]
    if diff "$run/libinput-frames" <(client_frames "$run/client.out") > "$run/diff"; then
      echo "client: $(wc -l < "$run/libinput-frames") frames, each with its libinput frame's events"
    else
      fail "the patched cage's wl_touch frames are not libinput's (< libinput, > client):"
      cat "$run/diff" >&2
    fi
  done
}

# weston-simple-touch, which knows no touchway-responder-v1, and the four-finger
# recording: every wl_touch event it gets is in a frame, one frame per libinput frame
# that has events of its touches (fingers that land outside its surface reach no client),
# in its protocol log.
test_weston() {
  echo "--- the patched cage, weston-simple-touch, the four-finger recording"
  local file=$recordings/atmel-4-finger-drag-down.libinput-events.txt
  start_cage "$cage" "WAYLAND_DEBUG=client weston-simple-touch"
  # It draws once, on its configure, and asks for no frame callback.
  wait_for "$run/client.err" 'wl_surface@[0-9]+\.attach\(wl_buffer'
  replay "$file"
  stop_cage
  local report
  report=$(grep -oE 'wl_touch@[0-9]+\.(down|motion|up|cancel|frame)\(' "$run/client.err" |
    awk -F'[.(]' '$2 == "frame" { frames++; if (!n) empty++; n = 0; next } { n++; events++ }
      END { printf "%d %d %d %d", frames, events, empty, n }')
  local frames events empty trailing
  read -r frames events empty trailing <<< "$report"
  echo "weston-simple-touch: $events wl_touch events in $frames frames" \
    "($(grep -c TOUCH_FRAME "$file") libinput frames)"
  ((frames > 0 && empty == 0 && trailing == 0)) || fail "weston-simple-touch: frames without events, or events without a frame"
  ((frames <= $(grep -c TOUCH_FRAME "$file"))) || fail "weston-simple-touch: more frames than libinput's"
}

# The demo client maps first (it has attached a buffer); the hostile client's toplevel
# maps over it, takes itself away under the held finger, maps again, and ends after the
# next tap. The finger's touch is cancelled, and does not move to the client under it.
test_unmap() {
  echo "--- the patched cage: a view goes away under a finger, over another client"
  "$bin/touchway" synthesize Tests/cage/hold-then-tap.script --output "$scratch/hold.yml"
  "$bin/touchway" events "$scratch/hold.yml" > "$scratch/hold.txt"
  local under=\$XDG_RUNTIME_DIR/under
  start_cage "$cage" "$demo > $under.out 2> $under.err &
    until grep -q 'attach(wl_buffer@[0-9]*, 0, 0)' $under.err; do sleep 0.1; done
    $bin/touchway-hostile-client unmap-mid-touch destroy"
  wait_for "$run/client.out" '^attack=unmap-mid-touch'
  replay "$scratch/hold.txt"
  wait_for "$run/client.out" '^result=' 30
  stop_cage
  local sequence
  sequence=$(awk '$1 == "touch" && $2 != "motion" && $2 != "frame" { printf "%s ", $2 }' "$run/client.out")
  echo "the client whose view went away: $sequence; the one under it:" \
    "$(grep -cE '^(down|motion|up|cancel)' "$run/under.out" || true) touch events"
  [[ $sequence == "down cancel down up " ]] || fail "not down, cancel, then the tap's down and up"
  ! grep -Eq '^(down|motion|up|cancel)' "$run/under.out" || fail "the touch moved to the client under it"
}

# A swipe from the left edge, then a tap: the client is told the back gesture took its
# touch, which is cancelled; the tap after it is the client's again.
test_back() {
  echo "--- the patched cage: the back gesture from the left edge"
  start_cage "$cage" "$demo"
  wait_for_screen "$run/client.err"
  replay "$recordings/left-edge-swipe.libinput-events.txt"
  stop_cage
  local events
  events=$(awk '/^(down|up|cancel|taken)/ { printf "%s ", $1 }' "$run/client.out")
  echo "client: $events"
  [[ $events == "down taken cancel down up " ]] || fail "not the swipe's down, taken, cancel, then the tap"
  [[ $(awk '/^taken/ { taken = 1 } taken && /^down/ { exit } taken && /^motion/ { n++ } END { print n + 0 }' \
    "$run/client.out") == 0 ]] || fail "the client got motions of the touch the back gesture took"
}

# A client that binds only wl_pointer: the drag is a press, motions and a release.
test_pointer() {
  echo "--- the patched cage: pointer emulation for a client without wl_touch"
  start_cage "$cage" "$demo --input pointer"
  wait_for_screen "$run/client.err"
  replay "$scratch/drag.txt"
  stop_cage
  local buttons
  buttons=$(sed -n 's/^button .*state=\([a-z]*\).*/\1/p' "$run/client.out" | tr '\n' ' ')
  echo "client: $(grep -c '^pointer-motion' "$run/client.out" || true) pointer motions, buttons: $buttons"
  [[ $buttons == "pressed released " ]] || fail "the drag was not one press and one release"
  ! grep -Eq '^(down|motion|up) ' "$run/client.out" || fail "a client without wl_touch got touch events"
}

# imv, Debian's image viewer, binds only wl_pointer: the drag is one left press and one
# release in its protocol log.
test_imv() {
  echo "--- the patched cage: imv, a client without wl_touch"
  start_cage "$cage" "WAYLAND_DEBUG=client imv-wayland $PWD/docs/trails.png"
  wait_for_screen "$run/client.err"
  replay "$scratch/drag.txt"
  # imv leaves events unread when the compositor goes: wait for the release first.
  wait_for "$run/client.err" 'wl_pointer@[0-9]+\.button\([0-9]+, [0-9]+, 272, 0\)' 30 || true
  stop_cage
  local pressed released
  pressed=$(grep -Ec 'wl_pointer@[0-9]+\.button\([0-9]+, [0-9]+, 272, 1\)' "$run/client.err" || true)
  released=$(grep -Ec 'wl_pointer@[0-9]+\.button\([0-9]+, [0-9]+, 272, 0\)' "$run/client.err" || true)
  echo "imv: $pressed left press, $released release"
  [[ $pressed == 1 && $released == 1 ]] || fail "imv did not get one left press and one release"
}

# Qt takes touches only in frames: the drag scrolls the Qt 5 test app's list in the
# patched cage, and not in Debian's, where the app ends at its own deadline.
test_qt() {
  echo "--- Qt 5 scrolls its list by touch in the patched cage, not in Debian's"
  local qt="${QT_DEBUG:-} QT_QPA_PLATFORM=wayland python3 Tests/RealAppTests/Apps/qt_app.py 5"
  start_cage "$cage" "$qt"
  wait_for "$run/client.out" '^ready' 120
  replay "$scratch/drag.txt"
  wait_for "$run/client.out" '^scrolled' 30 || fail "the Qt app's list did not scroll"
  stop_cage
  start_cage /usr/bin/cage "$qt"
  wait_for "$run/client.out" '^ready' 120
  replay "$scratch/drag.txt"
  wait_for "$run/client.out" '^(scrolled|timeout)' 60
  stop_cage
  ! grep -q '^scrolled' "$run/client.out" || fail "the Qt app scrolled in Debian's cage"
  echo "Qt 5: scrolled in the patched cage; in Debian's: $(grep '^timeout' "$run/client.out")"
}

tests=("$@")
((${#tests[@]})) || tests=(debian frames weston unmap back pointer imv qt)
for name in "${tests[@]}"; do
  if [[ $name != debian && ! -x $cage ]]; then
    scripts/build-cage.sh
  fi
  "test_$name"
done
if ((failures)); then
  echo "test-cage: $failures failed" >&2
  exit 1
fi
echo "test-cage: ${tests[*]}: passed"
