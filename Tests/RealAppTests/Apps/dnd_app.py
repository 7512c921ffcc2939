"""Drag and drop within one GTK 3 window (`dnd_app.py WORD`).

800 × 480: a drag source over the top half, a drop target over the bottom half. A drag
from the source carries WORD as text; prints `ready` once mapped, `drag begin` when a drag
starts, `dropped TEXT` when the target receives one, `drag end` when a drag ends, and
`tapped` for a tap on the target after a drop: GTK takes touches again after the finger
that dragged. Exits 0 once it has seen `tapped`."""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, GLib, Gtk

from observations import Observations

word = sys.argv[1] if len(sys.argv) > 1 else "dragged"
observations = Observations({"ready", "dropped", "tapped"})
targets = [Gtk.TargetEntry.new("text/plain", 0, 0)]

Gtk.init(sys.argv)
window = Gtk.Window(title="touchway dnd")
window.set_default_size(800, 480)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, homogeneous=True)

source = Gtk.EventBox()
source.add(Gtk.Label(label="Drag me"))
source.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, targets, Gdk.DragAction.COPY)
source.connect("drag-begin", lambda *_: observations.report("drag", "begin"))
source.connect("drag-end", lambda *_: observations.report("drag", "end"))
source.connect(
    "drag-data-get",
    lambda _w, _c, data, _i, _t: data.set(data.get_target(), 8, word.encode()))

target = Gtk.EventBox()
target.add(Gtk.Label(label="Drop here"))
target.drag_dest_set(Gtk.DestDefaults.ALL, targets, Gdk.DragAction.COPY)
target.connect(
    "drag-data-received",
    lambda _w, _c, _x, _y, data, _i, _t: observations.report(
        "dropped", data.get_data().decode(errors="replace")))
target.connect(
    "button-release-event",
    lambda *_: observations.report("tapped") if "dropped" in observations.seen else None)

box.pack_start(source, True, True, 0)
box.pack_start(target, True, True, 0)
window.add(box)
window.connect("map-event", lambda *_: observations.report("ready", once=True))
window.connect("destroy", lambda _: observations.finish(1))
window.show_all()
GLib.MainLoop().run()
