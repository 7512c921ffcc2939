import Logging

let log = Logger(label: "touchway.wayland")
