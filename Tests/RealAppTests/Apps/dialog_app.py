"""A GTK 3 window that opens a transient dialog, for the real-app suite.

The window (800 × 480, dark blue) opens, once mapped, an undecorated 320 × 200 magenta
dialog whose parent it is: an xdg_toplevel with a parent, which the kiosk should centre on
the output. Prints `ready` when the window is mapped and `dialog` when the dialog is;
exits 0 a second after the dialog's second frame, so the compositor has shown it when the
app goes."""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

from observations import Observations  # noqa: E402

# GTK reports the dialog mapped, and ticks its frame clock, before the compositor has
# shown it: the app stays a second after, so the kiosk's final screenshot has it.
observations = Observations({"ready", "dialog", "presented"}, linger=1.0)
Gtk.init(sys.argv)
style = Gtk.CssProvider()
style.load_from_data(b"#window { background: #203060; } #dialog { background: #ff00ff; }")
Gtk.StyleContext.add_provider_for_screen(
    Gtk.Window().get_screen(), style, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)

window = Gtk.Window(title="touchway dialog parent")
window.set_name("window")
window.set_default_size(800, 480)

dialog = Gtk.Window(title="touchway dialog")
dialog.set_name("dialog")
dialog.set_decorated(False)
dialog.set_default_size(320, 200)
dialog.set_resizable(False)
dialog.set_transient_for(window)
dialog.set_modal(True)


def presented(_widget, _clock, frames=[0]):
    # Tick callbacks follow the compositor's frame callbacks: by the second, the
    # dialog's first buffer has been shown.
    frames[0] += 1
    if frames[0] == 2:
        observations.report("presented")
    return GLib.SOURCE_CONTINUE


def dialog_mapped(*_):
    observations.report("dialog", once=True)
    dialog.add_tick_callback(presented)


def window_mapped(*_):
    observations.report("ready", once=True)
    dialog.show_all()


dialog.connect("map-event", dialog_mapped)
window.connect("map-event", window_mapped)
window.connect("destroy", lambda _: observations.finish(1))
window.show_all()
window.fullscreen()
GLib.MainLoop().run()
