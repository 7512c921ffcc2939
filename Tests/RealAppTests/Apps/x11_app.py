"""An X11 app (Tk, through the kiosk's Xwayland) for the real-app suite:
`x11_app.py MODE [ARGUMENTS]`, where MODE is

- `dialog after|before`: a dark blue main window asking for 800 × 480, and a 320 × 200
  magenta modal dialog filled by its OK button. With `after`, the dialog is transient for
  the main window (`WM_TRANSIENT_FOR`) and mapped once the main window is; with `before`
  it has no parent but is a `_NET_WM_WINDOW_TYPE_DIALOG`, mapped before the main window
  (as VLC's first-run dialog). The dialog grabs input, so a tap that reaches the main
  window does nothing. Prints `ready` when the main window is mapped, `dialog W H X Y`
  (its size and position on the screen) whenever the dialog's geometry changes, and
  `clicked` when OK is pressed; exits 0 then.
- `buttons`: a window that prints `ready`, `button N` for each X button press, `right`
  for button 3 and `scrolled` for button 4 or 5 (the wheel); exits 0 once it has seen
  both.
- `entry WORD`: a text entry over the top 120 rows (centre 400 × 60) with a button
  below; prints `ready`, `focused` when the entry takes the keyboard focus, `text VALUE`
  whenever the entry's text changes and `clicked` when the button is pressed after the
  entry was focused; exits 0 once the text is WORD.
- `focus`: the window of `entry`; exits 0 once the entry was focused and the button
  then pressed.
- `fill W H`: a magenta window that prints `size W H` whenever its size changes, and
  `fits` once it is W × H, with a magenta override-redirect window (as a menu) over the
  bottom 100 rows of the screen; a second later it ends the kiosk's run (SIGTERM to its
  parent, the kiosk), so the kiosk's final screenshot shows it: an app that exits takes
  its X11 window away before the kiosk hears of the exit.
"""

import os
import signal
import sys
import tkinter

from observations import Observations

mode = sys.argv[1]
arguments = sys.argv[2:]
root = tkinter.Tk(className="touchway-x11")
root.geometry("800x480")
root.configure(background="#203060")


def report_size(event, last=[None]):
    size = (event.width, event.height)
    if event.widget is root and size != last[0]:
        last[0] = size
        observations.report("size", *size)
        if mode == "fill" and size == tuple(map(int, arguments[:2])):
            observations.report("fits", once=True)
            root.after(1000, lambda: os.kill(os.getppid(), signal.SIGTERM))


def run_dialog(order):
    dialog = tkinter.Toplevel(root, background="#ff00ff")
    dialog.geometry("320x200")
    dialog.resizable(False, False)
    ok = tkinter.Button(
        dialog, text="OK", background="#ff00ff", activebackground="#ff00ff",
        command=lambda: observations.report("clicked"))
    ok.pack(fill="both", expand=True)

    def dialog_geometry(event, last=[None]):
        if event.widget is not dialog:
            return
        geometry = (dialog.winfo_width(), dialog.winfo_height(),
                    dialog.winfo_rootx(), dialog.winfo_rooty())
        if geometry != last[0]:
            last[0] = geometry
            print("dialog", *geometry, flush=True)

    dialog.bind("<Configure>", dialog_geometry)
    dialog.bind("<Map>", dialog_geometry)
    if order == "after":
        dialog.withdraw()
        dialog.transient(root)

        def root_mapped(event):
            if event.widget is root:
                observations.report("ready", once=True)
                dialog.deiconify()
                dialog.grab_set()

        root.bind("<Map>", root_mapped)
    else:
        dialog.attributes("-type", "dialog")
        root.withdraw()

        def dialog_mapped(event):
            if event.widget is dialog:
                dialog.grab_set()
                root.deiconify()

        dialog.bind("<Map>", dialog_mapped, add="+")
        root.bind(
            "<Map>",
            lambda event: event.widget is root and observations.report("ready", once=True))


def run_buttons():
    def pressed(event):
        observations.report("button", event.num)
        if event.num == 3:
            observations.report("right", once=True)
        if event.num in (4, 5):
            observations.report("scrolled", once=True)

    root.bind("<ButtonPress>", pressed)
    root.bind("<Map>", lambda event: observations.report("ready", once=True))


def run_entry(word=None):
    text = tkinter.StringVar()

    def changed(*_):
        observations.report("text", text.get())
        if text.get() == word:
            observations.report("typed", once=True)

    def clicked():
        if "focused" in observations.seen:
            observations.report("clicked")

    text.trace_add("write", changed)
    entry = tkinter.Entry(root, textvariable=text, font=("DejaVu Sans", 32))
    entry.place(x=0, y=0, relwidth=1, height=120)
    entry.bind("<FocusIn>", lambda event: observations.report("focused", once=True))
    button = tkinter.Button(root, text="Elsewhere", command=clicked)
    button.place(x=0, y=120, relwidth=1, relheight=1, height=-120)
    root.bind("<Map>", lambda event: observations.report("ready", once=True))


expected = {
    "dialog": {"ready", "clicked"},
    "buttons": {"ready", "right", "scrolled"},
    "entry": {"ready", "typed"},
    "focus": {"ready", "focused", "clicked"},
    # The kiosk ends the run, and the app with it.
    "fill": {"fits", "ended"},
}[mode]
observations = Observations(expected)
root.bind("<Configure>", report_size, add="+")
if mode == "fill":
    root.configure(background="#ff00ff")
    menu = tkinter.Toplevel(root, background="#ff00ff")
    menu.overrideredirect(True)
    menu.geometry("800x100+0+380")
elif mode == "dialog":
    run_dialog(arguments[0])
elif mode == "buttons":
    run_buttons()
elif mode == "entry":
    run_entry(arguments[0])
elif mode == "focus":
    run_entry()
root.mainloop()
