#!/usr/bin/env bash
# Starts each real-app test app (Tests/RealAppTests) in cage, the wlroots kiosk, headless,
# with the clean environment of the suite plus the variables docs/apps.md lists, and
# prints how long each took to say `ready` (to map; browsers: to draw the page). cage
# injects no touches, so only start-up is checked. Needs `scripts/install-app-deps.sh
# --cage`. cage refuses to run as root: as root, the apps run as nobody.
set -eu  # no pipefail: the `tail -f | grep -q` below ends with tail killed by SIGPIPE
root=$(cd "$(dirname "$0")/.." && pwd)
apps=$root/Tests/RealAppTests/Apps pages=$root/Tests/RealAppTests/Pages
user=()
[[ $(id -u) == 0 ]] && user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
work=$(mktemp -d /tmp/touchway-cage.XXXXXX)
chmod 1777 "$work"
trap '[[ -n ${KEEP-} ]] || rm -rf "$work"' EXIT

# NAME READY-PATTERN COMMAND…: one app, at most 30 s.
check() {
  local name=$1 ready=$2
  shift 2
  local dir=$work/$name
  mkdir -p "$dir/run" "$dir/home"
  chmod 700 "$dir/run" "$dir/home"
  [[ $(id -u) == 0 ]] && chown nobody:nogroup "$dir/run" "$dir/home"
  local start=$EPOCHREALTIME
  # cage starts Xwayland and sets DISPLAY; the touchway kiosk has no X server, so the
  # apps run without it.
  "${user[@]}" env -i PATH=/usr/bin:/bin HOME="$dir/home" LANG=C.UTF-8 XDG_RUNTIME_DIR="$dir/run" \
    WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
    XDG_SESSION_TYPE=wayland GDK_BACKEND=wayland QT_QPA_PLATFORM=wayland \
    QT_WAYLAND_DISABLE_WINDOWDECORATION=1 SDL_VIDEODRIVER=wayland MOZ_ENABLE_WAYLAND=1 \
    ELECTRON_OZONE_PLATFORM_HINT=wayland TOUCHWAY_APP_DEADLINE=3 \
    timeout 30 cage -- env -u DISPLAY "$@" >"$dir/out" 2>"$dir/err" &
  local pid=$! result="did not map"
  # Follows the output as it grows; ends when the line shows or cage exits.
  if timeout 30 tail -n +1 -f --pid=$pid "$dir/out" "$dir/err" 2>/dev/null | grep -q -m1 "$ready"; then
    result=$(printf 'ready after %.2f s' "$(bc <<<"$EPOCHREALTIME - $start")")
  fi
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  printf '%-10s %s\n' "$name" "$result"
}

firefox_profile=$work/firefox
mkdir -p "$firefox_profile"
cp "$root/Tests/RealAppTests/Firefox/user.js" "$firefox_profile/"
chmod -R a+rwX "$firefox_profile"

check gtk3 '^ready' python3 -B "$apps/gtk_app.py" 3
check gtk4 '^ready' python3 -B "$apps/gtk_app.py" 4
check qt5 '^ready' python3 -B "$apps/qt_app.py" 5
check qt6 '^ready' python3 -B "$apps/qt_app.py" 6
check sdl2 '^ready' python3 -B "$apps/sdl_app.py"
check dialog '^dialog' python3 -B "$apps/dialog_app.py"
check wev 'xdg_surface\] configure' stdbuf -oL wev
check foot 'info: main.c:.*goodbye\|cell width' foot bash -c 'printf "\033[14t"; read -rs -d t -t 5 _'
check chromium 'touchway: ready' chromium --kiosk --user-data-dir="$work/chromium/home/profile" --no-first-run \
  --password-store=basic --disable-gpu --enable-logging=stderr "file://$pages/input.html"
check firefox 'touchway: ready' firefox-esr --kiosk -no-remote -profile "$firefox_profile" \
  "file://$pages/input.html"
