#!/usr/bin/env bash
# The kiosk on a (virtual) tablet: boots Debian's kernel in QEMU (software emulation, a
# virtio GPU), creates touchscreens from recordings, runs the program under test on DRM
# with libinput (the wlroots kiosk with the demo client), plays recordings, and checks the
# touches it reports and the screens QEMU shows. One boot runs every step of the profile's
# scenario (Tests/vm/scenario by default).
#
#   scripts/vm-test.sh [PROFILE]      PROFILE: Tests/vm/programs/kiosk.env by default
#                                     (kiosk-two-screens.env: two screens, two touchscreens)
#
# Needs qemu-system-x86_64, python3 and apt-get (Debian 12) on the host; the guest's kernel,
# udev and busybox are downloaded with `apt-get download` into .build/vm/debs once. Without
# them the test is skipped with a message (exit 0), unless VM_TEST_REQUIRED=1.
# Results (serial log, screens as PPM) go to .build/vm/out/PROFILE (kiosk, ...).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
profile=${1:-Tests/vm/programs/kiosk.env}
work=$repo/.build/vm
# shellcheck source=../Tests/vm/programs/kiosk.env
source "$profile"
# The virtio GPU's heads, one a size (a profile may set more), and the steps of the run.
screens=${VM_SCREENS:-800x480}
scenario=${VM_SCENARIO:-Tests/vm/scenario}

skip() {
  echo "vm-test: skipped: $*" >&2
  [[ ${VM_TEST_REQUIRED:-0} == 1 ]] && exit 1
  exit 0
}

for tool in qemu-system-x86_64 python3 apt-get apt-cache dpkg-deb ldd strip; do
  command -v "$tool" >/dev/null || skip "$tool is not installed (Debian: qemu-system-x86, python3, binutils)"
done

# The guest's Debian packages, downloaded (not installed) and unpacked once.
fetch() {
  local package=$1 directory=$work/pkgs/$1
  if [[ ! -d $directory ]]; then
    mkdir -p "$work/debs" "$directory.tmp"
    (cd "$work/debs" && apt-get download -q "$package" >/dev/null 2>&1) ||
      skip "cannot download $package (run apt-get update, or check the network)"
    dpkg-deb -x "$(ls -t "$work/debs/${package}"_*.deb | head -1)" "$directory.tmp"
    mv "$directory.tmp" "$directory"
  fi
  echo "$directory"
}
kernel_package() {
  apt-cache depends linux-image-amd64 2>/dev/null |
    awk '/Depends: linux-image-[0-9]/ { print $2; exit }'
}
kernel_package=$(kernel_package)
if [[ -z $kernel_package ]]; then
  # A fresh machine may have no package lists yet.
  sudo=""
  [[ $(id -u) == 0 ]] || sudo="sudo -n"
  $sudo apt-get update -q >/dev/null 2>&1 || true
  kernel_package=$(kernel_package)
fi
[[ -n $kernel_package ]] || skip "apt knows no linux-image-amd64 (run apt-get update)"
kernel_root=$(fetch "$kernel_package")
udev_root=$(fetch udev)
busybox_root=$(fetch busybox-static)
kernel_version=${kernel_package#linux-image-}
modules_dir=$kernel_root/lib/modules/$kernel_version

# The programs, with the Swift runtime linked in.
echo "vm-test: building $VM_PRODUCTS" >&2
for product in $VM_PRODUCTS; do
  swift build -c release --static-swift-stdlib --scratch-path "$work/swift" --product "$product" >&2
done
bin_dir=$(swift build -c release --static-swift-stdlib --scratch-path "$work/swift" --show-bin-path)

# The guest's root file system.
root=$work/root
rm -rf "$root" && mkdir -p "$root"/{bin,etc,proc,sys,dev,run,tmp,root,vm/recordings,lib/systemd}
cp "$busybox_root/bin/busybox" "$root/bin/"
cp "$udev_root/bin/udevadm" "$root/bin/"
ln -s /bin/udevadm "$root/lib/systemd/systemd-udevd"
mkdir -p "$root/lib/udev" "$root/usr/share"
cp -r "$udev_root/lib/udev/rules.d" "$root/lib/udev/"
cp -r /lib/udev/rules.d/*libinput* "$root/lib/udev/rules.d/"
cp /lib/udev/libinput-* "$root/lib/udev/"
cp -r /usr/share/libinput "$root/usr/share/"
# xkb's data, for programs that give clients a keymap.
if [[ -d /usr/share/X11/xkb ]]; then
  mkdir -p "$root/usr/share/X11" && cp -r /usr/share/X11/xkb "$root/usr/share/X11/"
fi
cp "$(command -v evemu-device)" "$(command -v evemu-play)" "$root/bin/"
# Without their debugging information (the symbols stay): a smaller initramfs boots faster.
for product in $VM_PRODUCTS; do strip --strip-debug -o "$root/bin/$product" "$bin_dir/$product"; done
# Swift's crash backtracer, so that a crash in the guest leaves its backtrace in the log.
backtracer=$(dirname "$(readlink -f "$(command -v swift)")")/../libexec/swift/linux/swift-backtrace-static
[[ -x $backtracer ]] && cp "$backtracer" "$root/bin/"
printf 'root:x:0:0:root:/root:/bin/sh\n' >"$root/etc/passwd"
printf 'root:x:0:\ntty:x:5:\nvideo:x:44:\ninput:x:105:\nrender:x:106:\n' >"$root/etc/group"
cp Tests/vm/init.sh "$root/init"
cp "$profile" "$root/vm/program.env"
cp "$scenario" "$root/vm/scenario"
cp Tests/vm/recordings/*.evemu "$root/vm/recordings/"

# Kernel modules the guest loads, and the host libraries every program links (for the
# kiosk: wlroots, libseat, libinput, libdrm, GBM, EGL and GLES, xkbcommon, pixman, ...).
# What is only loaded at run time is left out: with no EGL driver (nor 3D in the virtio
# GPU), wlroots' GLES2 renderer fails and wlr_renderer_autocreate falls back to pixman.
python3 Tests/vm/vm.py modules "$modules_dir" virtio_pci virtio-gpu evdev uinput >"$root/vm/modules"
while read -r module; do
  mkdir -p "$root/lib/modules/$(dirname "$module")"
  cp "$modules_dir/$module" "$root/lib/modules/$module"
done <"$root/vm/modules"
find "$root/bin" "$root/lib/udev" -type f -perm -u+x -print0 |
  { xargs -0 ldd 2>/dev/null || true; } | awk '/=> \// { print $3 } /^\t\/.*ld-linux/ { print $1 }' | sort -u |
  while read -r library; do
    mkdir -p "$root$(dirname "$library")"
    cp -L "$library" "$root$library"
  done

python3 Tests/vm/vm.py initramfs "$root" "$work/initramfs.cpio"
echo "vm-test: booting $kernel_package with $(du -h "$work/initramfs.cpio" | cut -f1) of initramfs" >&2
out=$work/out/$(basename "$profile" .env)
rm -rf "$out"
python3 Tests/vm/vm.py run --kernel "$kernel_root/boot/vmlinuz-$kernel_version" \
  --initrd "$work/initramfs.cpio" --out "$out" --profile "$profile" \
  --recordings Tests/vm/recordings --recordings Tests/TouchwayTestSupport/Recordings --scenario "$scenario" \
  $(printf -- '--screen %s ' $screens) ${VM_TEST_VERBOSE:+--verbose}
