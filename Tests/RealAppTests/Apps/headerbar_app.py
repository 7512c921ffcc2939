"""A GTK window whose main control is in its header bar, as gedit's Open and Save are
(`headerbar_app.py 3|4 [fullscreen|show]`).

The header bar holds a green `Run` button, 240 × 72, at its start (top left); the rest
of the window is one button. The window does not ask to be full-screen, unless told
`fullscreen`: GTK hides a header bar in a full-screen window. Prints `ready` once the
window is mapped, `run` when the header bar's button is clicked and `content` when the
rest is. It exits 0 a second after it has seen `run` (with `fullscreen`, `content`; with
`show`, only `ready`: nobody touches it), so that the kiosk has shown its last frame."""

import sys

import gi

version = sys.argv[1] if len(sys.argv) > 1 else "3"
mode = sys.argv[2] if len(sys.argv) > 2 else None
fullscreen = mode == "fullscreen"
gi.require_version("Gtk", f"{version}.0")
gi.require_version("Gdk", f"{version}.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

from gtk_window import show  # noqa: E402
from observations import Observations  # noqa: E402

expected = {"fullscreen": {"content"}, "show": set()}.get(mode, {"run"})
observations = Observations({"ready"} | expected, linger=1)

if version == "3":
    Gtk.init(sys.argv)
css = Gtk.CssProvider()
css.load_from_data(b".run { background: #00c000; color: white; }")
window = Gtk.Window(title=f"touchway headerbar gtk{version}")
window.set_default_size(800, 480)
header = Gtk.HeaderBar()
run = Gtk.Button(label="Run")
run.get_style_context().add_class("run")
run.set_size_request(240, 72)
run.connect("clicked", lambda _: observations.report("run"))
header.pack_start(run)
content = Gtk.Button(label="Content")
content.connect("clicked", lambda _: observations.report("content"))
window.set_titlebar(header)

if version == "3":
    Gtk.StyleContext.add_provider_for_screen(
        Gdk.Screen.get_default(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    header.set_show_close_button(True)
else:
    Gtk.StyleContext.add_provider_for_display(
        Gdk.Display.get_default(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
show(window, content, observations)
if fullscreen:
    window.fullscreen()

GLib.MainLoop().run()
