#!/usr/bin/env python3
"""The host side of the VM test (scripts/vm-test.sh runs it).

  vm.py modules MODULES_DIR NAME...     the modules NAME... need, in load order
  vm.py initramfs ROOT OUT              a newc cpio archive of ROOT, with /dev/console
  vm.py run [options]                   boot, serve the guest's screen requests, check
  vm.py check [options]                 check the results of an earlier run again
  vm.py png IN.ppm OUT.png              convert a screen dump

`run` boots QEMU (software emulation) with a virtio GPU of a head each --screen, reads the
guest's serial console (Tests/vm/init.sh writes "VMTEST ..." lines and echoes the
program's output as "| ...") and answers each "VMTEST screen NAME" by dumping the screens
through QMP into NAME.ppm (the first head), NAME-2.ppm (the second), ...
When the guest has powered off, it checks what the program printed and what the screen
showed against the recordings' ground truth (see `check`).
"""

import argparse
import json
import os
import re
import select
import shlex
import socket
import struct
import subprocess
import sys
import time
import zlib


# ---- modules ---------------------------------------------------------------------------


def module_load_order(modules_dir, names):
    """Paths (relative to modules_dir) of the modules `names` and of what they depend on,
    dependencies first. A Debian kernel package ships no modules.dep (depmod makes it at
    install time), so the dependencies are read from each module's own .modinfo strings."""
    paths = {}
    for directory, _, files in os.walk(modules_dir):
        for file in files:
            if ".ko" in file:
                path = os.path.relpath(os.path.join(directory, file), modules_dir)
                paths[module_name(path)] = path
    order = []

    def visit(name):
        if name not in paths:
            sys.exit(f"vm.py: the kernel has no module {name}")
        if paths[name] in order:
            return
        with open(os.path.join(modules_dir, paths[name]), "rb") as module:
            found = re.search(rb"\0depends=([^\0]*)\0", module.read())
        for dependency in filter(None, found.group(1).decode().split(",") if found else []):
            visit(dependency.replace("-", "_"))
        order.append(paths[name])

    for name in names:
        visit(name.replace("-", "_"))
    return order


def module_name(path):
    base = os.path.basename(path)
    return base[: base.index(".ko")].replace("-", "_")


# ---- initramfs -------------------------------------------------------------------------


def write_initramfs(root, out):
    """Writes ROOT as a newc cpio archive, adding the /dev/console node the kernel opens
    before anything is mounted (so no root privileges are needed to build it)."""
    inode = 1

    def entry(archive, name, mode, data=b"", rdev=(0, 0)):
        nonlocal inode
        encoded = name.encode() + b"\0"
        fields = [inode, mode, 0, 0, 1, 0, len(data), 0, 0, rdev[0], rdev[1], len(encoded), 0]
        inode += 1
        archive.write(b"070701" + b"".join(b"%08x" % field for field in fields))
        archive.write(encoded + b"\0" * (-(110 + len(encoded)) % 4))
        archive.write(data + b"\0" * (-len(data) % 4))

    with open(out, "wb") as archive:
        for directory, subdirectories, files in os.walk(root):
            subdirectories.sort()
            relative = os.path.relpath(directory, root)
            if relative != ".":
                entry(archive, relative, 0o040755)
            for file in sorted(files + [d for d in subdirectories if os.path.islink(os.path.join(directory, d))]):
                path = os.path.join(directory, file)
                name = os.path.normpath(os.path.join(relative, file))
                if os.path.islink(path):
                    entry(archive, name, 0o120777, os.readlink(path).encode())
                else:
                    with open(path, "rb") as content:
                        entry(archive, name, 0o100000 | (os.stat(path).st_mode & 0o777), content.read())
        if not os.path.isdir(os.path.join(root, "dev")):
            entry(archive, "dev", 0o040755)
        entry(archive, "dev/console", 0o020600, rdev=(5, 1))
        entry(archive, "TRAILER!!!", 0)


# ---- screens ---------------------------------------------------------------------------


class Screen:
    """A screen dump: QEMU writes binary PPM (P6, 8 bits a channel)."""

    def __init__(self, path):
        with open(path, "rb") as file:
            data = file.read()
        header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
        if not header or header.group(3) != b"255":
            raise ValueError(f"{path}: not an 8-bit binary PPM")
        self.path = path
        self.width, self.height = int(header.group(1)), int(header.group(2))
        self.pixels = data[header.end() : header.end() + self.width * self.height * 3]

    def at(self, x, y):
        offset = 3 * (y * self.width + x)
        return self.pixels[offset : offset + 3]

    def write_png(self, out):
        rows = b"".join(
            b"\0" + self.pixels[y * self.width * 3 : (y + 1) * self.width * 3] for y in range(self.height)
        )

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

        with open(out, "wb") as file:
            file.write(b"\x89PNG\r\n\x1a\n")
            file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)))
            file.write(chunk(b"IDAT", zlib.compress(rows, 9)))
            file.write(chunk(b"IEND", b""))


# ---- run -------------------------------------------------------------------------------


class QMP:
    """QEMU's machine protocol on a socket QEMU connected to."""

    def __init__(self, connection):
        self.file = connection.makefile("rw")
        self.receive()  # the greeting
        self.execute("qmp_capabilities")

    def execute(self, command, **arguments):
        self.file.write(json.dumps({"execute": command, "arguments": arguments}) + "\n")
        self.file.flush()
        while True:
            reply = self.receive()
            if '"return"' in reply:
                return reply
            if '"error"' in reply:
                raise RuntimeError(f"QMP {command}: {reply.strip()}")

    def receive(self):
        line = self.file.readline()
        if not line:
            raise RuntimeError("QEMU closed its QMP socket")
        return line


def run(options):
    os.makedirs(options.out, exist_ok=True)
    log_path = os.path.join(options.out, "serial.log")
    qmp_path = os.path.join(options.out, "qmp.sock")
    if os.path.exists(qmp_path):
        os.unlink(qmp_path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(qmp_path)
    listener.listen(1)
    width, height = options.screen[0].split("x")
    # QEMU 7.2's virtio-gpu sizes only its first head (xres, yres) when no display front
    # end does: the kernel forces the others' connectors on, at their mode (video=).
    heads = " ".join(f"video=Virtual-{n}:{size}e" for n, size in enumerate(options.screen[1:], 2))
    command = [
        options.qemu, "-accel", "tcg", "-machine", "pc", "-cpu", "max", "-m", "1024",
        "-smp", str(options.smp), "-nodefaults", "-no-reboot", "-display", "none",
        "-kernel", options.kernel, "-initrd", options.initrd,
        "-append", f"console=ttyS0 panic=-1 loglevel=3 mitigations=off {heads}",
        "-device", f"virtio-gpu-pci,id=gpu,max_outputs={len(options.screen)},xres={width},yres={height}",
        "-serial", "stdio", "-qmp", f"unix:{qmp_path}",
    ]  # fmt: skip
    started = time.monotonic()
    qemu = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=sys.stderr)
    listener.settimeout(30)
    try:
        qmp = QMP(listener.accept()[0])
    except (OSError, RuntimeError) as error:
        qemu.kill()
        sys.exit(f"vm-test: QEMU did not start ({error}); its command: {' '.join(command)}")
    deadline = started + options.timeout
    timings = {}
    with open(log_path, "w") as log:
        buffer = b""
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                qemu.kill()
                log.write("VMTEST fail the host gave up after %d s\n" % options.timeout)
                break
            readable, _, _ = select.select([qemu.stdout], [], [], remaining)
            if not readable:
                continue
            data = os.read(qemu.stdout.fileno(), 65536)
            if not data:
                break
            buffer += data
            *lines, buffer = buffer.split(b"\n")
            for raw in lines:
                line = raw.decode(errors="replace").rstrip("\r")
                log.write(line + "\n")
                log.flush()
                if options.verbose:
                    print(line, flush=True)
                serve(line, qmp, qemu, options, timings, started)
    qemu.wait()
    steps = ", ".join("%s at %.1f s" % item for item in timings.items())
    print("vm-test: boot to power-off in %.1f s (%s)" % (time.monotonic() - started, steps))
    return check(options)


# Guest lines whose time the run reports, and what to call them.
MILESTONES = {"booted": "kernel", "touchscreen": "udev and touchscreen", "screen ready": "program ready"}


def serve(line, qmp, qemu, options, timings, started):
    """Reacts to a guest line: notes milestones, and serves and answers screen requests."""
    match = re.match(r"VMTEST (\S+) ?(.*)", line)
    if not match:
        return
    step, argument = match.groups()
    for prefix, name in MILESTONES.items():
        if f"{step} {argument}".startswith(prefix):
            timings.setdefault(name, time.monotonic() - started)
    if step == "screen":
        for head in range(len(options.screen)):
            path = os.path.join(options.out, screen_name(argument, head) + ".ppm")
            qmp.execute("screendump", filename=os.path.abspath(path), device="gpu", head=head)
        qemu.stdin.write(b"ok\n")
        qemu.stdin.flush()


def screen_name(name, head):
    """What the dump of the screen NAME of a head is called: NAME for the first head."""
    return name if head == 0 else f"{name}-{head + 1}"


# ---- check -----------------------------------------------------------------------------


class Truth:
    """What libinput reported for a recording: downs (with positions as fractions of the
    output), ups and cancels, from NAME.libinput-events.txt."""

    def __init__(self, path):
        self.downs, self.ups, self.cancels = [], 0, 0
        with open(path) as file:
            for line in file:
                fields = line.split()
                if not fields or fields[0].startswith("#"):
                    continue
                if fields[1] == "TOUCH_DOWN":
                    self.downs.append((float(fields[4]) / 100, float(fields[5]) / 100))
                elif fields[1] == "TOUCH_UP":
                    self.ups += 1
                elif fields[1] == "TOUCH_CANCEL":
                    self.cancels += 1


def read_profile(path):
    """KEY=value lines of a program profile, as the shell reads them."""
    profile = {}
    with open(path) as file:
        for line in file:
            if re.match(r"^[A-Z_]+=", line):
                key, _, value = line.strip().partition("=")
                profile[key] = shlex.split(value)[0] if value else ""
    return profile


class Checker:
    def __init__(self, options):
        self.options = options
        self.profile = read_profile(options.profile)
        self.sizes = [tuple(int(n) for n in size.split("x")) for size in options.screen]
        self.failures = []
        # Where each head's touches so far went down, in its pixels (touchscreen N is
        # mapped onto head N).
        self.downs_so_far = [[] for _ in self.sizes]
        self.active = 0

    def fail(self, message):
        self.failures.append(message)

    def check_steps(self, scenario, lines):
        """Every step of the scenario ran, in order."""
        expected = []
        with open(scenario) as file:
            for line in file:
                step = line.split()
                if step and not step[0].startswith("#"):
                    done = {"play": "played", "screen": "screen"}.get(step[0])
                    expected.append(f"VMTEST {done} {step[1]}" if done else f"VMTEST {step[0]}-done")
        done = [line for line in lines if re.match(r"VMTEST (played|screen|[a-z-]+-done)( |$)", line)]
        if done[1:] != expected:
            self.fail("the scenario's steps did not all run: expected "
                      + "; ".join(expected) + " -- ran " + "; ".join(done[1:]))

    def program_lines(self, lines):
        return [line[2:] for line in lines if line.startswith("| ")]

    def count(self, key, lines):
        pattern = re.compile(self.profile[key])
        return [match for match in (pattern.search(line) for line in lines) if match]

    def truth_path(self, name):
        """The first of the --recordings folders that holds NAME's ground truth."""
        paths = [os.path.join(folder, name + ".libinput-events.txt")
                 for folder in self.options.recordings]
        return next((path for path in paths if os.path.exists(path)), paths[0])

    def check_play(self, name, touchscreen, lines):
        truth = Truth(self.truth_path(name))
        program = self.program_lines(lines)
        downs = self.count("VM_DOWN_REGEX", program)
        ups = self.count("VM_UP_REGEX", program)
        width, height = self.sizes[touchscreen - 1]
        expected = [(x * width, y * height) for x, y in truth.downs]
        if len(downs) != len(expected) or len(ups) != truth.ups:
            self.fail(f"{name}: {len(downs)} downs and {len(ups)} ups, "
                      f"the recording has {len(expected)} and {truth.ups}")
        positions = [(float(m.group(2)), float(m.group(3))) for m in downs if m.re.groups >= 3]
        if positions:
            for x, y in expected:
                if not any(abs(x - px) <= 1.5 and abs(y - py) <= 1.5 for px, py in positions):
                    self.fail(f"{name}: no touch went down at ({x:.1f}, {y:.1f})")
        self.downs_so_far[touchscreen - 1] += expected
        self.active += len(expected) - truth.ups - truth.cancels

    def check_switch(self, lines):
        program = self.program_lines(lines)
        paused = [i for i, line in enumerate(program) if re.fullmatch(glob(self.profile["VM_PAUSED"]), line)]
        resumed = [i for i, line in enumerate(program) if re.fullmatch(glob(self.profile["VM_RESUMED"]), line)]
        if not paused or not resumed or resumed[0] < paused[0]:
            self.fail("switch-vt: the program did not report a pause, then a resume")
        cancels = self.count("VM_CANCEL_REGEX", program)
        if len(cancels) != self.active:
            self.fail(f"switch-vt: {len(cancels)} touches cancelled, {self.active} were down")
        self.active = 0

    def check_unplug(self, lines):
        program = self.program_lines(lines)
        if not any(re.fullmatch(glob(self.profile["VM_LOST"]), line) for line in program):
            self.fail("unplug-gpu: the program did not report its output lost")

    def check_screens(self, name, baselines):
        """Checks every head's dump of the screen NAME against its first (the baselines);
        returns the dumps."""
        return [self.check_screen(name, head, baselines[head] if baselines else None)
                for head in range(len(self.sizes))]

    def check_screen(self, name, head, baseline):
        file = screen_name(name, head)
        screen = Screen(os.path.join(self.options.out, file + ".ppm"))
        width, height = self.sizes[head]
        if (screen.width, screen.height) != (width, height):
            self.fail(f"screen {file}: {screen.width}x{screen.height}, not {width}x{height}")
            return screen
        downs = self.downs_so_far[head]
        # Before its first touch an app's window may be plain.
        may_be_blank = not downs or name in self.profile.get("VM_BLANK_SCREENS", "").split()
        if not may_be_blank and len(set(screen.pixels[i : i + 3] for i in range(0, len(screen.pixels), 3 * 997))) < 2:
            self.fail(f"screen {file}: one colour all over: nothing was drawn")
        if baseline:
            if not downs and screen.pixels != baseline.pixels:
                self.fail(f"screen {file}: changed, with no touch played into its touchscreen "
                          "(its app got another screen's touches)")
            for x, y in downs:
                if not self.changed_near(screen, baseline, round(x), round(y)):
                    self.fail(f"screen {file}: nothing drawn where a touch went down ({x:.0f}, {y:.0f})")
        return screen

    def changed_near(self, screen, baseline, x, y, radius=2):
        for dy in range(-radius, radius + 1):
            for dx in range(-radius, radius + 1):
                px, py = min(max(x + dx, 0), screen.width - 1), min(max(y + dy, 0), screen.height - 1)
                if screen.at(px, py) != baseline.at(px, py):
                    return True
        return False


def glob(pattern):
    """A shell pattern (as the guest matches it) as a regular expression."""
    return "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern)


def check(options):
    """Checks a run: the guest ended well; each played recording's downs and ups reached
    the program (at the recording's positions when the program prints them); a VT switch
    paused and resumed the program and cancelled every touch that was down; the GPU's
    unplugging lost the program its output; each head's screen shows something (unless
    the profile lets it be blank or nothing was played into its touchscreen yet), and
    something drawn where every touch so far into its touchscreen went down; a head whose
    touchscreen had no touch yet shows what it showed first (its app got nothing)."""
    checker = Checker(options)
    with open(os.path.join(options.out, "serial.log")) as log:
        lines = [line.rstrip("\n") for line in log]
    for line in lines:
        if line.startswith("VMTEST fail"):
            checker.fail("the guest: " + line[len("VMTEST fail ") :])
    if not any(re.fullmatch(r"VMTEST end 0", line) for line in lines):
        checker.fail("the guest did not end with 'VMTEST end 0' (see serial.log)")
    checker.check_steps(options.scenario, lines)
    baselines = None
    block = []
    touchscreen = 1
    for line in lines:
        block.append(line)
        played_into = re.match(r"VMTEST play \S+ (\d+)$", line)
        if played_into:
            touchscreen = int(played_into.group(1))
        match = re.match(r"VMTEST (played|switch-vt-done|unplug-gpu-done|screen) ?(.*)", line)
        if not match:
            continue
        step, argument = match.groups()
        if step == "played":
            checker.check_play(argument, touchscreen, block)
        elif step == "switch-vt-done":
            checker.check_switch(block)
        elif step == "unplug-gpu-done":
            checker.check_unplug(block)
        elif step == "screen" and os.path.exists(os.path.join(options.out, argument + ".ppm")):
            screens = checker.check_screens(argument, baselines)
            baselines = baselines or screens
        block = []
    for failure in checker.failures:
        print("vm-test: FAIL " + failure)
    if not checker.failures:
        print(f"vm-test: passed (screens and serial log in {options.out})")
    return 1 if checker.failures else 0


# ---- command line ----------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    modules = commands.add_parser("modules")
    modules.add_argument("modules_dir")
    modules.add_argument("names", nargs="+")
    initramfs = commands.add_parser("initramfs")
    initramfs.add_argument("root")
    initramfs.add_argument("out")
    png = commands.add_parser("png")
    png.add_argument("ppm")
    png.add_argument("png")
    for name in ("run", "check"):
        command = commands.add_parser(name)
        command.add_argument("--out", required=True, help="where the log and screens go")
        command.add_argument("--profile", required=True, help="the program profile (.env)")
        command.add_argument("--recordings", required=True, action="append",
                             help="a folder of NAME.libinput-events.txt files (repeatable)")
        command.add_argument("--scenario", required=True, help="the steps the guest runs")
        command.add_argument("--screen", action="append",
                             help="a head's size, WIDTHxHEIGHT (repeatable; default: one 800x480)")
        if name == "run":
            command.add_argument("--kernel", required=True)
            command.add_argument("--initrd", required=True)
            command.add_argument("--qemu", default="qemu-system-x86_64")
            command.add_argument("--smp", type=int, default=2)
            command.add_argument("--timeout", type=int, default=180)
            command.add_argument("--verbose", action="store_true")
    options = parser.parse_args()
    if options.command == "modules":
        print("\n".join(module_load_order(options.modules_dir, options.names)))
    elif options.command == "initramfs":
        write_initramfs(options.root, options.out)
    elif options.command == "png":
        Screen(options.ppm).write_png(options.png)
    else:
        options.screen = options.screen or ["800x480"]
        sys.exit(run(options) if options.command == "run" else check(options))


if __name__ == "__main__":
    main()
