@_exported import TouchwayPNG
