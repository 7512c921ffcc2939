#!/usr/bin/env bash
# The documentation names only what the code has. Scans README.md, BENCHMARKS.md, docs/*.md
# and examples/**/README.md and prints one line per unknown name, then fails:
#   - a backticked UpperCamelCase name (`Seat`, `Seat.process(draining:)`, `Touch.Sample`)
#     must be a Swift type declared in Sources/, examples/, Tests/ or Benchmarks/
#     (class, struct, enum, protocol, actor, typealias, extension), a C type of the
#     project's headers, a target or product of Package.swift or Benchmarks/, or on the
#     allow-list below; after a dot, the member must be a name the Swift sources use;
#   - a backticked `touchway…` or `touch-demo-client` word must be a target, a product or a
#     protocol of protocols/;
#   - a --long-option on a command line of touchway, touchway-kiosk, touch-demo-client or
#     touchway-minimal-compositor (inline or in a code block) must be one of that command's
#     @Option/@Flag names (kebab-cased, or name: .customLong(...)); a backticked option on
#     its own must be one of the example's in an example's README, else one of any of them
#     or on the allow-list;
#   - every rule R<number> cited in Sources/ or docs/ must be defined (**R<number>**) in
#     docs/responder-rules.md.
# `scripts/check-doc-names.sh --self-test` checks that the checker catches stale names.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PYTHON'
import glob, os, re, sys, tempfile

# Names from outside the package that the documentation may name. Keep it short.
ALLOWED_TYPES = {
    "Int", "Int32", "Set", "TaskLocal",  # Swift's standard library
    "MallocInterposer",  # ordo-one/benchmark's trait
    "ButtonPress", "ButtonRelease", "BackSpace",  # X11's events (xev) and keysym names
    "Menubutton",  # Tk's widget, which the real-app suite opens
}
ALLOWED_PREFIXES = (
    "UI",  # UIKit, whose semantics Touchway follows (UITouch, UIView...)
    "Gtk", "QMenu", "QPushButton",  # the toolkits' widgets the real-app suite drives
)
OPTIONS_OF_EVERY_COMMAND = {"help", "version"}  # ArgumentParser's own
ALLOWED_OPTIONS = {  # other programs' options, named on their own in backticks
    "static-swift-stdlib",  # swift build
    "symbol-ordering-file",  # lld
    "no-install-recommends",  # apt-get
    "no-sandbox", "disable-gpu", "ozone-platform-hint",  # Chromium
}
EXAMPLES = {"kiosk": "touchway-kiosk", "touch-demo-client": "touch-demo-client",
            "minimal-compositor": "touchway-minimal-compositor"}
COMMANDS = {  # the command -> where its ArgumentParser command is
    "touchway": ["Sources/touchway"],
    "touchway-kiosk": ["examples/kiosk"],
    "touch-demo-client": ["examples/touch-demo-client"],
    "touchway-minimal-compositor": ["examples/minimal-compositor/Command"],
}

def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()

def swift_files(*roots):
    return [p for r in roots for p in glob.glob(f"{r}/**/*.swift", recursive=True)
            if "/.build/" not in p]

def kebab(name):
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()

def options_in(roots):
    options = set(OPTIONS_OF_EVERY_COMMAND)
    for path in swift_files(*roots):
        for attribute, name in re.findall(r"@(?:Option|Flag)\b(.*?)\bvar\s+(\w+)", read(path), re.S):
            custom = re.findall(r'\.customLong\("([^"]+)"', attribute)
            options.update(custom or [kebab(name)])
    return options

def known_names():
    sources = swift_files("Sources", "examples", "Tests", "Benchmarks")
    text = "\n".join(read(p) for p in sources)
    types = set(re.findall(r"\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+([A-Z]\w*)", text))
    for header in glob.glob("Sources/**/*.h", recursive=True):
        for pair in re.findall(r"\b(?:struct|enum|union)\s+(\w+)|\}\s*(\w+)\s*;", read(header)):
            types.update(name for name in pair if name)
    targets = set()
    for manifest in ["Package.swift", *glob.glob("Benchmarks/**/Package.swift", recursive=True)]:
        targets.update(re.findall(r'name:\s*"([^"]+)"', read(manifest)))
    protocols = {os.path.basename(p)[:-4] for p in glob.glob("protocols/*.xml")}
    words = set(re.findall(r"\w+", text))
    return types | targets, targets | protocols, words

def documents():
    paths = ["README.md", "BENCHMARKS.md", *sorted(glob.glob("docs/*.md")),
             *sorted(glob.glob("examples/**/README.md", recursive=True))]
    return [p for p in paths if os.path.exists(p)]

def command_options(command_line, options, bare):
    """Unknown --options of a command line, or of options on their own (checked against
    `bare`); an app's options after `--` are the app's."""
    command_line = command_line.replace("swift run ", "").split(" -- ")[0]
    words = command_line.split()
    if words and words[0] in COMMANDS:
        allowed = options[words[0]]
    elif words and words[0].startswith("--"):
        allowed = bare
    else:
        return []
    return [o for o in re.findall(r"(?<![\w-])--([a-z][\w-]*)", command_line) if o not in allowed]

def check(paths, citing=None):
    types, products, words = known_names()
    options = {c: options_in(roots) for c, roots in COMMANDS.items()}
    everything = set().union(*options.values()) | ALLOWED_OPTIONS
    rules = set(re.findall(r"\*\*(R\d+[a-z]?)\*\*", read("docs/responder-rules.md"))) \
        if os.path.exists("docs/responder-rules.md") else set()
    errors = []
    for path in paths:
        # In an example's README an option on its own is the example's.
        own = [c for d, c in EXAMPLES.items() if f"examples/{d}/" in path]
        bare = options[own[0]] if own else everything
        fenced = False
        lines = read(path).split("\n")
        index = 0
        while index < len(lines):
            line, number = lines[index], index + 1
            index += 1
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if fenced:
                while line.endswith("\\") and index < len(lines):  # a command line continued
                    line, index = line[:-1] + " " + lines[index], index + 1
                for option in command_options(line.strip().lstrip("$ "), options, bare):
                    errors.append(f"{path}:{number}: unknown option --{option}")
                continue
            for span in re.findall(r"`([^`]+)`", line):
                span = span.strip()
                typed = re.fullmatch(r"([A-Z][A-Za-z0-9]*)((?:\.\w+)*)(\(.*\))?", span)
                if typed and re.search(r"[a-z]", typed[1]) and "_" not in typed[1] \
                        and not re.fullmatch(r"R\d+[a-z]?", span) \
                        and not re.search(r"\.(swift|md|sh|txt|yml|yaml|png|xml|c|h)$", span):
                    name, members = typed[1], typed[2].split(".")[1:]
                    if name not in types and name not in ALLOWED_TYPES \
                            and not name.startswith(ALLOWED_PREFIXES):
                        errors.append(f"{path}:{number}: unknown type {name}")
                    elif name in types:
                        for member in members:
                            if member not in words:
                                errors.append(f"{path}:{number}: unknown member {name}.{member}")
                elif re.fullmatch(r"(touchway|touch-demo)[a-z0-9-]*", span) and span not in products:
                    errors.append(f"{path}:{number}: unknown product {span}")
                else:
                    for option in command_options(span, options, bare):
                        errors.append(f"{path}:{number}: unknown option --{option}")
    citing = citing or swift_files("Sources") + sorted(glob.glob("docs/*.md"))
    cited = [(p, n, r) for p in citing
             for n, line in enumerate(read(p).split("\n"), 1)
             for r in re.findall(r"\b(R\d+[a-z]?)\b", line)]
    errors += [f"{p}:{n}: rule {r} is not in docs/responder-rules.md"
               for p, n, r in cited if r not in rules]
    return errors

if sys.argv[1:] == ["--self-test"]:
    stale = ("The output is a `HeadlessOutput`, served by `KioskWaylandServer`.\n"
             "Run `touchway-kiosk --session` or `--seat`; see `touchway-missing`.\n"
             "```\ntouchway-kiosk --replay a.yml \\\n  --frobnicate\n```\n"
             "`Seat.processFrobs(_:)` is fine by R1, not by R99.\n")
    fine = ("`Seat.process(draining:)`, `TouchFrame`, `UITouch`, `touchway-kiosk --replay x.yml`,"
            " `--exit-after`, `Touchway`, `touchway-responder-v1`, `Package.swift`.\n")
    with tempfile.TemporaryDirectory() as scratch:
        os.makedirs(f"{scratch}/examples/kiosk")
        stale_path, fine_path = f"{scratch}/examples/kiosk/README.md", f"{scratch}/fine.md"
        for path, text in [(stale_path, stale), (fine_path, fine)]:
            with open(path, "w") as f:
                f.write(text)
        found = [e.split(": ", 1)[1] for e in check([stale_path, fine_path], [stale_path])
                 if e.startswith(scratch)]
    expected = ["unknown type HeadlessOutput", "unknown type KioskWaylandServer",
                "unknown option --session", "unknown option --seat",
                "unknown product touchway-missing", "unknown option --frobnicate",
                "unknown member Seat.processFrobs", "rule R99 is not in docs/responder-rules.md"]
    if found != expected:
        sys.exit(f"self-test failed: found {found}, expected {expected}")
    print("check-doc-names: self-test passed")
    sys.exit(0)

errors = check(documents())
for error in errors:
    print(error)
sys.exit(1 if errors else 0)
PYTHON
