import ArgumentParser

@main
struct KioskCommand: ParsableCommand {
  func run() throws {}
}
