"""Notes: the small GTK 3 app of docs/testing-apps.md, tested in touchway-kiosk.

800 × 480: under GTK's title bar, a button that counts its taps (60 rows), an entry (the
next 60), and a list of 40 rows that scrolls (the rest). The window gets its title, "Notes", once it
has drawn its first frame: what the test script waits for before it touches anything.
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402

Gtk.init(sys.argv)
# A caret that blinks would make screenshots differ from run to run.
Gtk.Settings.get_default().set_property("gtk-cursor-blink", False)

window = Gtk.Window()
window.set_default_size(800, 480)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)

taps = {"count": 0}
button = Gtk.Button(label="Tapped 0 times")
button.set_size_request(-1, 60)


def tapped(_):
    taps["count"] += 1
    button.set_label(f"Tapped {taps['count']} times")


button.connect("clicked", tapped)
entry = Gtk.Entry(placeholder_text="Type here")
entry.set_size_request(-1, 60)

rows = Gtk.ListBox()
for number in range(1, 41):
    rows.add(Gtk.Label(label=f"Row {number}", xalign=0, margin=12))
scrolled = Gtk.ScrolledWindow()
scrolled.add(rows)
scrolled.set_vexpand(True)

box.pack_start(button, False, False, 0)
box.pack_start(entry, False, False, 0)
box.pack_start(scrolled, True, True, 0)
window.add(box)


def drawn(clock):
    window.set_title("Notes")
    clock.disconnect(handlers.pop())


def mapped(*_):
    # After the first frame is painted: the window shows the app, not an empty surface.
    clock = window.get_frame_clock()
    handlers.append(clock.connect("after-paint", drawn))


handlers = []
window.connect("map-event", mapped)
window.connect("destroy", Gtk.main_quit)
window.show_all()
button.grab_focus()
Gtk.main()
