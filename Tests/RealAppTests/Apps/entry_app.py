"""A text entry for the keyboard tests, with GTK 3 (`entry_app.py gtk3 WORD [restore]`),
Qt 6 or Qt 5 (`entry_app.py qt6|qt5 WORD [restore] [bottom] [panel]`).

800 × 480: an entry over the top 120 rows (centre 400 × 60), a button below it (centre
400 × 300) that takes focus when tapped. With `bottom` (Qt), the window keeps its size
whatever the compositor asks, and the entry is over the bottom 120 rows (centre 400 × 420),
the button above it. Prints `ready` once the window is mapped,
`size W H` whenever the window's size changes, `text VALUE` whenever the entry's text
changes, and `blurred` when the entry loses focus after it had WORD, and `restored` when the window
is back at the full height after that. Exits 0 once it has seen them all (`restored` only
with `restore`), after `restore` ten seconds later: the kiosk's screenshot at the end of
its run shows the window.

With `focused` (GTK), the entry has the focus from the start, as gnome-calculator's does,
and the button does not take it: a click on it prints `clicked`, and the app exits once it
has seen `clicked` and WORD. With `panel` (Qt), the app puts its input panel away itself
(`QInputMethod.hide()`) once the entry holds the first letter of WORD (`panel hidden`),
and the button, which does not take the focus either, asks for it again
(`QInputMethod.show()`, `panel shown`); the app exits once it has seen WORD. With
`password` (GTK), the entry is a password field (purpose password, text hidden)."""

import sys

from observations import Observations

toolkit = sys.argv[1] if len(sys.argv) > 1 else "gtk3"
word = sys.argv[2] if len(sys.argv) > 2 else "hi"
options = set(sys.argv[3:])
restore = "restore" in options
bottom = "bottom" in options
focused = "focused" in options
panel = "panel" in options
password = "password" in options
if focused:
    expected = {"ready", "typed", "clicked"}
elif panel:
    expected = {"ready", "typed"}
else:
    expected = {"ready", "typed", "blurred"} | ({"restored"} if restore else set())
# A moment after the entry lost focus, so an input method running as a client hears its
# deactivate before the app's exit ends the run.
observations = Observations(expected, linger=10 if restore else 0.5)
state = {"typed": False, "blurred": False, "size": None}


def text_changed(text):
    observations.report("text", text)
    if text == word:
        state["typed"] = True
        observations.report("typed", once=True)


def focus_lost():
    if state["typed"]:
        state["blurred"] = True
        observations.report("blurred", once=True)
        report_restored()


def report_restored():
    if state["blurred"] and state["size"] and state["size"][1] >= 480:
        observations.report("restored", once=True)


def resized(width, height):
    if state["size"] != (width, height):
        state["size"] = (width, height)
        observations.report("size", width, height)
        report_restored()


def run_gtk():
    import gi

    gi.require_version("Gtk", "3.0")
    from gi.repository import GLib, Gtk

    Gtk.init(sys.argv)
    window = Gtk.Window(title="touchway entry")
    window.set_default_size(800, 480)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    entry = Gtk.Entry()
    entry.set_size_request(-1, 120)
    entry.set_vexpand(False)
    if password:
        entry.set_visibility(False)
        entry.set_input_purpose(Gtk.InputPurpose.PASSWORD)
    entry.connect("changed", lambda e: text_changed(e.get_text()))
    entry.connect("focus-out-event", lambda *_: focus_lost())
    button = Gtk.Button(label="Elsewhere")
    if focused:
        button.set_focus_on_click(False)
        button.connect("clicked", lambda _: observations.report("clicked"))
    box.pack_start(entry, False, False, 0)
    box.pack_start(button, True, True, 0)
    window.add(box)
    window.connect("map-event", lambda *_: observations.report("ready", once=True))
    window.connect("size-allocate", lambda w, a: resized(a.width, a.height))
    window.connect("destroy", lambda _: observations.finish(1))
    window.show_all()
    (entry if focused else button).grab_focus()
    GLib.MainLoop().run()


def run_qt():
    import importlib

    binding = "PyQt6" if toolkit == "qt6" else "PyQt5"
    core, gui, widgets = (
        importlib.import_module(f"{binding}.{module}")
        for module in ("QtCore", "QtGui", "QtWidgets")
    )
    QEvent, QObject, Qt = core.QEvent, core.QObject, core.Qt
    QGuiApplication = gui.QGuiApplication
    QApplication, QLineEdit, QPushButton = (
        widgets.QApplication,
        widgets.QLineEdit,
        widgets.QPushButton,
    )
    QSizePolicy, QVBoxLayout, QWidget = widgets.QSizePolicy, widgets.QVBoxLayout, widgets.QWidget

    app = QApplication(sys.argv)
    observations.report("platform", QGuiApplication.platformName())

    def hide_panel():
        QGuiApplication.inputMethod().hide()
        observations.report("panel", "hidden")

    def show_panel():
        QGuiApplication.inputMethod().show()
        observations.report("panel", "shown")

    class Window(QWidget):
        def showEvent(self, event):
            observations.report("ready", once=True)

        def resizeEvent(self, event):
            resized(self.width(), self.height())

    class FocusWatcher(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.FocusOut:
                focus_lost()
            return False

    window = Window()
    window.setWindowTitle("touchway entry")
    layout = QVBoxLayout(window)
    layout.setContentsMargins(0, 0, 0, 0)
    entry = QLineEdit()
    entry.setFixedHeight(120)
    # Focus by a tap only, as GTK's: the window's activation focuses the button.
    entry.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    entry.textChanged.connect(text_changed)
    if panel:
        entry.textChanged.connect(lambda text: hide_panel() if text == word[:1] else None)
    watcher = FocusWatcher()
    entry.installEventFilter(watcher)
    button = QPushButton("Elsewhere")
    if panel:
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(show_panel)
    # The button fills the rows below the entry, as GTK's does.
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    layout.setSpacing(0)
    if bottom:
        layout.addWidget(button, 1)
        layout.addWidget(entry)
        window.setFixedSize(800, 480)
    else:
        layout.addWidget(entry)
        layout.addWidget(button, 1)
    window.resize(800, 480)
    window.showFullScreen()
    button.setFocus()
    sys.exit(app.exec_() if toolkit == "qt5" else app.exec())


run_gtk() if toolkit == "gtk3" else run_qt()
