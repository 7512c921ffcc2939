"""A Qt Widgets window for the real-app suite, with PyQt5 or PyQt6 (`qt_app.py 5|6`).

800 × 480: a button over the top half, a list of 200 rows over the bottom half, which
touch drags scroll (QScroller). Prints `ready` once the window is exposed, `clicked` when
the button is clicked, `scrolled` once the list's scroll offset changes; exits 0 once it
has seen all three."""

import sys

if len(sys.argv) > 1 and sys.argv[1] == "6":
    from PyQt6 import QtCore
    from PyQt6.QtWidgets import (
        QApplication, QListWidget, QPushButton, QScroller, QSizePolicy, QVBoxLayout, QWidget)
else:
    from PyQt5 import QtCore
    from PyQt5.QtWidgets import (
        QApplication, QListWidget, QPushButton, QScroller, QSizePolicy, QVBoxLayout, QWidget)

from observations import Observations

observations = Observations({"ready", "clicked", "scrolled"})


application = QApplication(sys.argv[:1])
print(f"platform {application.platformName()}", flush=True)
window = QWidget()
window.setWindowTitle("touchway qt")
window.resize(800, 480)
layout = QVBoxLayout(window)

button = QPushButton("Tap me")
button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
button.clicked.connect(lambda: observations.report("clicked"))
layout.addWidget(button, 1)

rows = QListWidget()
rows.addItems([f"Row {number}" for number in range(200)])
QScroller.grabGesture(rows.viewport(), QScroller.ScrollerGestureType.TouchGesture)
rows.verticalScrollBar().valueChanged.connect(
    lambda _: observations.report("scrolled", once=True))
layout.addWidget(rows, 1)

window.showFullScreen()
watcher = observations.watch_qt_expose(window, QtCore)
application.exec()
observations.finish(1)
