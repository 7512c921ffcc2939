"""Copy and paste between two GTK 3 windows of two processes (`clipboard_app.py WORD`).

The first process starts the second (`clipboard_app.py WORD second`), whose lines it
prints after `second `, and maps its own window once the second's is up, over it. Both are
800 × 480: a Copy button over the top half, a Paste button over the bottom half.

- The first's Copy puts WORD on the clipboard and the primary selection (`copied`); its
  Paste prints `pasted CLIPBOARD PRIMARY` (`-` for nothing). Once it pasted WORD, it hides
  its window (`hidden`) and keeps running, so its selection stays.
- The second's Copy does nothing; its Paste prints the same line, and it exits 0 at the
  paste after the first that got WORD (taps that reach it before the first's window is up
  paste nothing).
- Both print `offer` whenever the compositor offers them a clipboard selection.
- Once the second pasted WORD (its window has the focus), the first tries to put `stolen`
  on both (`stole`): a compositor that let it would have the second paste `stolen` next.
  (GTK drops the first's WORD as it tries: the second then pastes nothing.)

The first exits with the second's status."""

import subprocess
import sys
import threading

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, GLib, Gtk

from observations import Observations

word = sys.argv[1] if len(sys.argv) > 1 else "copied"
is_second = "second" in sys.argv[2:]
# Both end by finish(): nothing completes the expected set.
observations = Observations({"finished"}, deadline=30)
clipboard = Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD)
primary = Gtk.Clipboard.get(Gdk.SELECTION_PRIMARY)
clipboard.connect("owner-change", lambda *_: observations.report("offer"))


def copy():
    if is_second:
        return
    clipboard.set_text(word, -1)
    primary.set_text(word, -1)
    observations.report("copied")


def paste():
    clipboard.request_text(lambda _, text: primary.request_text(
        lambda _, other: pasted(text, other)))


pastes = []


def pasted(text, other):
    observations.report("pasted", text or "-", other or "-")
    pastes.append(text)
    if is_second and word in pastes[:-1]:
        observations.finish(0)
    elif not is_second and text == word and other == word:
        window.hide()
        observations.report("hidden", once=True)


def steal():
    clipboard.set_text("stolen", -1)
    primary.set_text("stolen", -1)
    observations.report("stole", once=True)


Gtk.init(sys.argv)
window = Gtk.Window(title="touchway clipboard")
window.set_default_size(800, 480)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, homogeneous=True)
for label, action in (("Copy", copy), ("Paste", paste)):
    button = Gtk.Button(label=label)
    button.connect("clicked", lambda _, action=action: action())
    box.pack_start(button, True, True, 0)
window.add(box)
window.connect("map-event", lambda *_: observations.report("ready", once=True))


def relay(second):
    """Prints the second's lines; shows this window once the second's is up; exits with
    the second's status."""
    for line in second.stdout:
        print("second", line.rstrip("\n"), flush=True)
        if line.strip() == "ready":
            GLib.idle_add(window.show_all)
        elif line.strip() == f"pasted {word} {word}":
            GLib.idle_add(steal)
    observations.finish(second.wait())


if is_second:
    window.show_all()
else:
    second = subprocess.Popen(
        [sys.executable, "-B", "-u", __file__, word, "second"],
        stdout=subprocess.PIPE, text=True)
    threading.Thread(target=relay, args=(second,), daemon=True).start()
GLib.MainLoop().run()
