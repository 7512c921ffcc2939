"""What every test app shares: one line on standard output per observation, flushed at
once, and a bounded life. The app exits 0 as soon as it has seen every observation it
expects, or 1 at its deadline, printing what it is still waiting for."""

import os
import sys
import threading


class Observations:
    def __init__(self, expected, deadline=None, linger=0):
        # TOUCHWAY_APP_DEADLINE shortens the wait for runs by hand, where nobody touches.
        deadline = deadline or float(os.environ.get("TOUCHWAY_APP_DEADLINE", 20))
        self.expected = set(expected)
        self.seen = set()
        # Seconds to stay up once everything was seen: a screenshot at the end of the run
        # still shows the window.
        self.linger = linger
        # A thread, not the toolkit's timer, so that the deadline holds even if the
        # toolkit never gets its window up.
        timer = threading.Timer(deadline, self._give_up)
        timer.daemon = True
        timer.start()

    def report(self, word, *details, once=False):
        """Prints `word` and its details; with once=True only the first time."""
        if once and word in self.seen:
            return
        print(" ".join([word, *map(str, details)]), flush=True)
        self.seen.add(word)
        if self.expected <= self.seen:
            if self.linger:
                threading.Timer(self.linger, self.finish).start()
            else:
                self.finish()

    def finish(self, status=0):
        sys.stdout.flush()
        os._exit(status)

    def watch_qt_expose(self, window, qt_core):
        """Reports `ready` when the shown Qt `window`'s surface is first exposed (mapped),
        through an event filter from `qt_core` (PyQt5's or PyQt6's QtCore), which it returns
        for the caller to keep."""
        observations = self

        class ExposeWatcher(qt_core.QObject):
            def eventFilter(self, watched, event):
                if event.type() == qt_core.QEvent.Type.Expose and watched.isExposed():
                    observations.report("ready", once=True)
                return False

        watcher = ExposeWatcher()
        window.windowHandle().installEventFilter(watcher)
        return watcher

    def _give_up(self):
        missing = " ".join(sorted(self.expected - self.seen))
        print(f"timeout waiting for {missing}", flush=True)
        os._exit(1)
