#!/usr/bin/env bash
# Runs one touchway-hostile-client attack against Debian's cage (wlroots 0.15) on a
# headless output, to learn what wlroots itself survives:
#
#   scripts/hostile-cage.sh ATTACK [ARGUMENTS]        e.g. popup-cycle, touch-flood 100000
#
# Needs root (cage refuses to run as root, so it runs as $CAGE_USER, nobody by default,
# in a mount namespace with its own /tmp/.X11-unix for its Xwayland sockets) and
# `apt-get install cage`. cage starts under `prlimit --nofile=256:4096`; for fd-flood the
# wrapper lowers cage's limits to 128 once it runs and passes cage's pid to the attack.
# Prints the attack's lines, cage's exit status and wall time, and its stderr's size.
# cage headless has no touch device: touch-flood gets wl_seat.missing_capability, and
# unmap-mid-touch and newline-title's tap cannot be tried.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { sed -n '2,12p' "$0"; exit 2; }
user=${CAGE_USER:-nobody}
bin=$(swift build --show-bin-path)
[[ -x $bin/touchway-hostile-client ]] || swift build --product touchway-hostile-client
dir=$(mktemp -d /tmp/touchway-hostile-cage.XXXXXX)
trap 'rm -rf "$dir"' EXIT
chmod 700 "$dir"
chown "$user" "$dir"

attack=$(printf '%q ' "$@")
pre=""
if [[ $1 == fd-flood ]]; then
  [[ $# -ge 2 ]] || attack+="4000 "
  [[ $# -ge 3 ]] || attack+="1500 "
  attack+='$PPID'
  pre='prlimit --pid $PPID --nofile=128:128; '
fi
script="$pre\"$bin/touchway-hostile-client\" $attack > \"$dir/hostile.out\" 2> \"$dir/hostile.err\"; echo hostile-status=\$? >> \"$dir/hostile.out\""

start=$(date +%s.%N)
status=0
unshare -m sh -c 'mount -t tmpfs -o mode=1777 none /tmp/.X11-unix && exec "$0" "$@"' \
  runuser -u "$user" -- env XDG_RUNTIME_DIR="$dir" WLR_BACKENDS=headless WLR_RENDERER=pixman \
  WLR_LIBINPUT_NO_DEVICES=1 timeout -s KILL "${LIMIT:-150}" prlimit --nofile=256:4096 \
  cage -- sh -c "$script" > "$dir/cage.out" 2> "$dir/cage.err" || status=$?
end=$(date +%s.%N)

cat "$dir/hostile.out" 2>/dev/null || echo "(the attack never ran)"
printf 'cage status=%s wall_s=%.3f stderr_lines=%s\n' "$status" "$(echo "$end - $start" | bc)" \
  "$(wc -l < "$dir/cage.err")"
grep -E 'Segmentation|Abort|assert|failed to accept' "$dir/cage.err" | sort | uniq -c | head -5 || true
