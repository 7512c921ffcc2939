"""Another X11 client over the app (HostileClientTests): `x11_cover.py`, started by the
app, first leaves the app's process tree (the parent exits at once, the child goes on
once it is re-parented, in a session of its own), then maps a grey override-redirect
window over the whole screen, as an attacker after the app's taps would. Prints
`mapped` once the window is, and `button N` for each X button press it gets, until the X
server goes."""

import ctypes
import os
import signal
import sys

PR_SET_PDEATHSIG = 1
parent = os.getpid()
# Blocked, so that it waits in sigtimedwait: the kernel sends it once the child has a
# new parent.
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR2})
if os.fork() > 0:
    os._exit(0)
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGUSR2)
if os.getppid() == parent and signal.sigtimedwait({signal.SIGUSR2}, 10) is None:
    sys.exit("x11_cover.py: not re-parented")
os.setsid()

import tkinter  # noqa: E402 (the X connection is the child's own)

from observations import Observations  # noqa: E402

observations = Observations({"never"}, deadline=60)
root = tkinter.Tk(className="touchway-cover")
root.overrideredirect(True)
root.geometry(f"{root.winfo_screenwidth()}x{root.winfo_screenheight()}+0+0")
root.configure(background="#808080")
root.bind("<Map>", lambda event: observations.report("mapped", once=True))
root.bind("<ButtonPress>", lambda event: observations.report("button", event.num))
root.mainloop()
