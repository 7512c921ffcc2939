import ArgumentParser

/// `touchway`: run touches through a scene, and read libinput recordings, without a
/// compositor or a device.
@main
struct TouchwayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touchway",
    abstract: "Route touches the way the Touchway compositor does, without a screen.",
    discussion: """
      Examples:
        touchway trace --scene scene.yaml --script script.yaml --hit-test
        touchway events recording.yml --width 1920 --height 1080
        touchway synthesize test.script --output test.yml --size 800x480
      """,
    subcommands: [TraceCommand.self, EventsCommand.self, SynthesizeCommand.self]
  )
}
