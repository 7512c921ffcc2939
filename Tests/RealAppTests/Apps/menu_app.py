"""Popups opened by touch, for the real-app suite: `menu_app.py TOOLKIT combo|menu` (gtk3,
gtk4, qt5, qt6, tk) or `menu_app.py gtk3 menubar`.

800 × 480, three bands. At the top (0–60): a combo box of ten items, "One" chosen; or a
200-wide button (0–200) whose menu of ten wide items opens below it; or a menubar of three
200-wide titles (File, Edit, View), each opening a menu of three 60-high items. In the
middle nothing takes a tap, so a tap there only lands on an open popup. At the bottom
(300–480) a button. Prints `ready` once the window is up, `opened TITLE` when a menubar
title's menu shows, `chose ITEM` (`chose TITLE ITEM` from the menubar) when an item is
picked, and `clicked` when the button is clicked after a choice (`clicked before a
choice` before one). Exits 0 once it has seen a choice and then a click."""

import sys

from observations import Observations

toolkit = sys.argv[1] if len(sys.argv) > 1 else "gtk3"
mode = sys.argv[2] if len(sys.argv) > 2 else "combo"
items = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]
# Long enough that every toolkit's menu is wider than its 200-wide button's middle.
menu_items = [f"{item}, a menu item" for item in items]
menus = {"File": ["New", "Open", "Quit"], "Edit": ["Cut", "Copy", "Paste"],
         "View": ["Zoom", "Fit", "Full"]}
observations = Observations({"ready", "chose", "clicked"})


def chose(*words):
    observations.report("chose", *words)


def clicked():
    if "chose" in observations.seen:
        observations.report("clicked")
    else:
        print("clicked before a choice", flush=True)


def gtk_menubar(Gtk):
    top = Gtk.MenuBar()
    for title, entries in menus.items():
        menu = Gtk.Menu()
        for entry in entries:
            item = Gtk.MenuItem(label=entry)
            item.set_size_request(200, 60)
            item.connect("activate", lambda _, t=title, e=entry: chose(t, e))
            menu.append(item)
        menu.connect("show", lambda _, t=title: observations.report("opened", t))
        header = Gtk.MenuItem(label=title)
        header.set_size_request(200, 60)
        header.set_submenu(menu)
        top.append(header)
    top.set_size_request(800, 60)
    return top


def gtk_menu_button(Gtk):
    top = Gtk.MenuButton(label="Menu")
    top.set_size_request(200, 60)
    top.set_halign(Gtk.Align.START)
    if Gtk.MAJOR_VERSION == 3:
        # A GtkMenu, as GTK 3 apps have them; it opens on the press.
        menu = Gtk.Menu()
        for entry in menu_items:
            item = Gtk.MenuItem(label=entry)
            item.connect("activate", lambda _, e=entry: chose(e))
            menu.append(item)
        menu.show_all()
        top.set_popup(menu)
    else:
        popover = Gtk.Popover()
        column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        for entry in menu_items:
            item = Gtk.Button(label=entry)
            item.connect("clicked", lambda _, e=entry: (chose(e), popover.popdown()))
            column.append(item)
        popover.set_child(column)
        top.set_popover(popover)
    return top


def gtk_combo(Gtk):
    top = Gtk.ComboBoxText()
    for item in items:
        top.append_text(item)
    top.set_active(0)
    top.connect("changed", lambda combo: chose(combo.get_active_text()))
    top.set_size_request(800, 60)
    return top


def run_gtk(version):
    import gi

    gi.require_version("Gtk", f"{version}.0")
    from gi.repository import GLib, Gtk

    from gtk_window import show

    if version == "3":
        Gtk.init(sys.argv)
    window = Gtk.Window(title=f"touchway menus gtk{version}")
    window.set_default_size(800, 480)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    top = {"menubar": gtk_menubar, "menu": gtk_menu_button, "combo": gtk_combo}[mode](Gtk)
    middle = Gtk.Label(label="")
    middle.set_vexpand(True)
    button = Gtk.Button(label="Tap me")
    button.set_size_request(800, 180)
    button.connect("clicked", lambda _: clicked())
    for child in (top, middle, button):
        box.add(child) if version == "3" else box.append(child)
    show(window, box, observations)
    # Full-screen, as the app asks: the menubar and the combo at the top of the output.
    window.fullscreen()
    GLib.MainLoop().run()


def run_qt(version):
    if version == "6":
        from PyQt6 import QtCore
        from PyQt6.QtWidgets import (
            QApplication, QComboBox, QMenu, QPushButton, QVBoxLayout, QWidget)
    else:
        from PyQt5 import QtCore
        from PyQt5.QtWidgets import (
            QApplication, QComboBox, QMenu, QPushButton, QVBoxLayout, QWidget)

    application = QApplication(sys.argv[:1])
    window = QWidget()
    window.setWindowTitle("touchway menus qt")
    layout = QVBoxLayout(window)
    layout.setContentsMargins(0, 0, 0, 0)
    if mode == "menu":
        # A QPushButton with a menu opens it on the press.
        top = QPushButton("Menu")
        top.setFixedSize(200, 60)
        menu = QMenu(top)
        for entry in menu_items:
            action = menu.addAction(entry)
            action.triggered.connect(lambda _=False, e=entry: chose(e))
        top.setMenu(menu)
        layout.addWidget(top, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
    else:
        top = QComboBox()
        top.addItems(items)
        top.setFixedHeight(60)
        top.currentTextChanged.connect(chose)
        layout.addWidget(top)
    layout.addStretch(1)
    button = QPushButton("Tap me")
    button.setFixedHeight(180)
    button.clicked.connect(clicked)
    layout.addWidget(button)
    window.showFullScreen()
    watcher = observations.watch_qt_expose(window, QtCore)
    application.exec()
    observations.finish(1)


def run_tk():
    import tkinter
    from tkinter import ttk

    root = tkinter.Tk()
    root.title("touchway menus tk")
    root.geometry("800x480")
    root.rowconfigure(1, weight=1)
    root.columnconfigure(0, weight=1)
    if mode == "menu":
        top = tkinter.Menubutton(root, text="Menu", width=20, relief="raised")
        menu = tkinter.Menu(top, tearoff=0)
        for entry in menu_items:
            menu.add_command(label=entry, command=lambda e=entry: chose(e))
        top["menu"] = menu
        top.grid(row=0, column=0, sticky="nsw", ipady=20)
    else:
        top = ttk.Combobox(root, values=items, state="readonly", height=len(items))
        top.current(0)
        top.bind("<<ComboboxSelected>>", lambda _: chose(top.get()))
        top.grid(row=0, column=0, sticky="nsew", ipady=20)
    tkinter.Frame(root).grid(row=1, column=0, sticky="nsew")
    button = tkinter.Button(root, text="Tap me", command=clicked)
    button.grid(row=2, column=0, sticky="nsew", ipady=80)
    root.bind("<Map>", lambda _: observations.report("ready", once=True))
    root.mainloop()
    observations.finish(1)


if toolkit in ("gtk3", "gtk4"):
    run_gtk(toolkit[-1])
elif toolkit in ("qt5", "qt6"):
    run_qt(toolkit[-1])
else:
    run_tk()
