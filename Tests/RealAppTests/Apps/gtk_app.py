"""A GTK window for the real-app suite, with GTK 3 or GTK 4 (`gtk_app.py 3|4`).

800 × 480: a button over the top half, a list of 200 rows over the bottom half.
Prints `ready` once the window is mapped, `clicked` when the button is clicked,
`scrolled` once the list's scroll offset changes; exits 0 once it has seen all three."""

import sys

import gi

version = sys.argv[1] if len(sys.argv) > 1 else "3"
gi.require_version("Gtk", f"{version}.0")
from gi.repository import GLib, Gtk  # noqa: E402

from gtk_window import show  # noqa: E402
from observations import Observations  # noqa: E402

observations = Observations({"ready", "clicked", "scrolled"})

if version == "3":
    Gtk.init(sys.argv)
window = Gtk.Window(title=f"touchway gtk{version}")
window.set_default_size(800, 480)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, homogeneous=True)

button = Gtk.Button(label="Tap me")
button.connect("clicked", lambda _: observations.report("clicked"))

rows = Gtk.ListBox()
for number in range(200):
    rows.insert(Gtk.Label(label=f"Row {number}"), -1)
scrolled = Gtk.ScrolledWindow()
scrolled.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
scrolled.get_vadjustment().connect(
    "value-changed", lambda _: observations.report("scrolled", once=True))

button.set_vexpand(True)
if version == "3":
    scrolled.add(rows)
    box.add(button)
    box.add(scrolled)
else:
    scrolled.set_vexpand(True)
    scrolled.set_child(rows)
    box.append(button)
    box.append(scrolled)
show(window, box, observations)
GLib.MainLoop().run()
