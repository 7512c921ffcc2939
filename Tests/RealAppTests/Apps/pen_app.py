"""A GTK drawing window that reads a pen through the tablet protocol (zwp_tablet_v2), for
the real-app suite, with GTK 3 or GTK 4 (`pen_app.py 3|4`).

800 × 480, one area with a GtkGestureStylus. Prints `ready` once the window is mapped, `strokeN
PRESSURE` when the pen lifts after its Nth stroke (the stroke's highest pressure, from
the stylus gesture's pressure axis), and `finger X Y` for every touch that begins (a
finger, over wl_touch). Exits 0 once it has seen two strokes and a finger."""

import sys

import gi

version = sys.argv[1] if len(sys.argv) > 1 else "3"
gi.require_version("Gtk", f"{version}.0")
gi.require_version("Gdk", f"{version}.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

from gtk_window import show  # noqa: E402
from observations import Observations  # noqa: E402

observations = Observations({"ready", "stroke1", "stroke2", "finger"})
strokes = []  # lists of (x, y, pressure)


def pressure(gesture):
    found, value = gesture.get_axis(Gdk.AxisUse.PRESSURE)
    return value if found else 0.0


def down(gesture, x, y):
    strokes.append([(x, y, pressure(gesture))])


def motion(gesture, x, y):
    if strokes:
        strokes[-1].append((x, y, pressure(gesture)))


def up(gesture, x, y):
    if strokes:
        highest = max(point[2] for point in strokes[-1])
        observations.report(f"stroke{len(strokes)}", f"{highest:.2f}")


if version == "3":
    Gtk.init(sys.argv)
window = Gtk.Window(title=f"touchway pen gtk{version}")
window.set_default_size(800, 480)
area = Gtk.DrawingArea()
area.set_hexpand(True)
area.set_vexpand(True)
stylus = Gtk.GestureStylus.new(area) if version == "3" else Gtk.GestureStylus()
for name, handler in [("down", down), ("motion", motion), ("up", up)]:
    stylus.connect(name, handler)


def finger(x, y):
    observations.report("finger", round(x), round(y))


if version == "3":
    area.add_events(Gdk.EventMask.TOUCH_MASK)

    def touch_event(_, event):
        if event.type == Gdk.EventType.TOUCH_BEGIN:
            finger(event.x, event.y)
        return False

    area.connect("touch-event", touch_event)
else:
    area.add_controller(stylus)
    # A touch-only click: a finger's touch, never the pen (PyGObject cannot hand an event
    # controller's touch events over).
    touch = Gtk.GestureClick()
    touch.set_touch_only(True)
    touch.connect("pressed", lambda _, presses, x, y: finger(x, y))
    area.add_controller(touch)
show(window, area, observations)
GLib.MainLoop().run()
