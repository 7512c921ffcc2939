"""What the GTK test apps share, for GTK 3 and GTK 4 alike: a window with one child,
shown, that reports `ready` once mapped and ends the app (status 1) if it goes."""

from gi.repository import Gtk


def show(window, child, observations):
    """Puts `child` in `window` and shows it."""
    if Gtk.get_major_version() == 3:
        window.add(child)
        window.connect("map-event", lambda *_: observations.report("ready", once=True))
        window.connect("destroy", lambda _: observations.finish(1))
        window.show_all()
    else:
        window.set_child(child)
        window.connect("map", lambda _: observations.report("ready", once=True))
        window.connect("close-request", lambda _: observations.finish(1))
        window.present()
