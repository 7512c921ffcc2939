#!/bin/busybox sh
# The VM's /init: brings up devices and udev, creates the touchscreen from a recording's
# description, starts the program under test on DRM and walks through /vm/scenario.
#
# It talks to the host (Tests/vm/vm.py) on the serial console: lines that start with
# "VMTEST" are for the host, the program's output is echoed with a "| " prefix,
# and at "VMTEST screen NAME" the guest waits for the host to read the screen and answer
# with a line. Everything is event-driven: the script reacts to the program's lines and
# never sleeps.
/bin/busybox --install -s /bin
export PATH=/bin:/usr/bin:/sbin:/usr/sbin
export HOME=/root XDG_RUNTIME_DIR=/run/user/0
# A crash prints its backtrace (scripts/vm-test.sh copies the backtracer when it can).
[ -x /bin/swift-backtrace-static ] &&
  export SWIFT_BACKTRACE=enable=yes,interactive=no,swift-backtrace=/bin/swift-backtrace-static

say() { echo "VMTEST $*"; }
fail() {
  say "fail $*"
  poweroff -f
}

mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mount -t tmpfs tmpfs /run
mount -t tmpfs tmpfs /tmp
mkdir -p /run/user/0 /dev/pts /dev/shm && chmod 700 /run/user/0
# shm_open's files (wlroots' keymaps for clients).
mount -t tmpfs tmpfs /dev/shm
. /vm/program.env
say "booted $(uname -r)"

# Modules, in dependency order (the host worked it out from modules.dep).
while read -r module; do
  insmod "/lib/modules/$module" || fail "insmod $module"
done </vm/modules
say "modules loaded"

/lib/systemd/systemd-udevd --daemon --resolve-names=never || fail "systemd-udevd"
udevadm trigger --action=add --type=subsystems
udevadm trigger --action=add --type=devices
udevadm settle --timeout=60 || fail "udevadm settle"
[ -e /dev/dri/card0 ] || fail "no DRM device (is virtio-gpu there?)"

# The touchscreens, one a recording's device in $VM_DEVICES (or $VM_DEVICE), as
# touchscreen_1, touchscreen_2, ...; RECORDING=NAME renames the device, so that the
# program can tell two of one recording apart. evemu-device prints
# "NAME: /dev/input/eventN" and keeps the device alive while it runs (its output stays
# open, on descriptor 5 + N).
count=0
for device in ${VM_DEVICES:-$VM_DEVICE}; do
  count=$((count + 1))
  description=/vm/recordings/${device%%=*}.evemu
  if [ "$device" != "${device%%=*}" ]; then
    sed "s/^N: .*/N: ${device#*=}/" "$description" >"/tmp/device-$count.evemu"
    description=/tmp/device-$count.evemu
  fi
  mkfifo "/tmp/evemu-device-$count"
  evemu-device "$description" >"/tmp/evemu-device-$count" &
  eval "exec $((5 + count))</tmp/evemu-device-$count"
  eval "read -r created <&$((5 + count))" || fail "evemu-device $device"
  eval "touchscreen_$count=${created##* }"
done
udevadm settle --timeout=60
for n in $(seq "$count"); do eval "say \"touchscreen $n \$touchscreen_$n\""; done

# The program under test, its standard output and error read line by line on descriptor 4
# (a profile may wait for a log line).
mkfifo /tmp/program
$VM_COMMAND >/tmp/program 2>&1 &
program=$!
exec 4</tmp/program

# Echoes the program's lines until one matches the pattern $1; fails if the program ends
# first, or says nothing for a minute (a bound for a broken program, not a pace).
expect() {
  while IFS= read -r -t 60 line <&4; do
    echo "| $line"
    case "$line" in $1) return 0 ;; esac
  done
  fail "no line matching '$1' from the program (it ended, or said nothing for 60 s)"
}

# Lets the host read the screen as NAME, then waits for its answer on the console (the
# scenario loop below has its own standard input).
exec 5<&0
screen() {
  say "screen $1"
  read -r answer <&5
}

# Asks the program to take in all its input and show it, then waits until it has.
settle() {
  kill -"$VM_SETTLE_SIGNAL" "$program"
  expect "$VM_SETTLED"
}

# Each app prints its ready line (VM_READY_LINES of them: one an output with an app).
for n in $(seq "${VM_READY_LINES:-1}"); do expect "$VM_READY"; done
# The ready line can come before the app has drawn (the demo client prints its configure,
# then draws and commits): settling waits until it has, and its window is on the screen,
# so the first frame played finds the window (it went to no window on a loaded machine).
settle
screen ready
while read -r step argument touchscreen; do
  case "$step" in
  "" | "#"*) continue ;;
  play)
    # Into touchscreen N when the step names it ("play RECORDING N"), else the first.
    say "play $argument ${touchscreen:-1}"
    eval "device=\$touchscreen_${touchscreen:-1}"
    [ -n "$device" ] || fail "no touchscreen ${touchscreen:-1}"
    evemu-play "$device" <"/vm/recordings/$argument.evemu" || fail "evemu-play $argument"
    settle
    say "played $argument"
    ;;
  screen) screen "$argument" ;;
  switch-vt)
    # Away to another virtual terminal and back: the session pauses and resumes.
    say "switch-vt away"
    chvt "$argument" || fail "chvt $argument"
    expect "$VM_PAUSED"
    say "switch-vt back"
    chvt 1 || fail "chvt 1"
    expect "$VM_RESUMED"
    settle
    say "switch-vt-done"
    ;;
  unplug-gpu)
    # The GPU goes away under the program (its driver is unbound): it must carry on.
    say "unplug-gpu"
    gpu=$(basename "$(readlink /sys/class/drm/card0/device)")
    echo "$gpu" >/sys/class/drm/card0/device/driver/unbind || fail "unbind $gpu"
    expect "$VM_LOST"
    say "unplug-gpu-done"
    ;;
  *) fail "unknown scenario step: $step" ;;
  esac
done </vm/scenario

kill -TERM "$program"
while IFS= read -r line <&4; do echo "| $line"; done
wait "$program"
say "end $?"
poweroff -f
