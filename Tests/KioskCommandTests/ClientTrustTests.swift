import CWlroots
import Glibc
import Testing

@testable import touchway_kiosk

/// Which clients ``ClientTrust`` gives the privileged globals, by their process tree: a
/// client made here over a socket pair has this process's credentials, the child of the
/// test runner's.
@Suite struct ClientTrustTests {
  /// Runs `body` with a client of a display of its own, whose pid is this process's.
  func withClient(_ body: (OpaquePointer) throws -> Void) throws {
    let display = try #require(wl_display_create())
    defer { wl_display_destroy(display) }
    var descriptors: [Int32] = [0, 0]
    #expect(
      socketpair(
        AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &descriptors) == 0)
    defer { close(descriptors[1]) }
    let client = try #require(wl_client_create(display, descriptors[0]))
    defer { wl_client_destroy(client) }
    try body(client)
  }

  @Test func theKeyboardsTreeGetsEveryPrivilegeTheAppsOnlyWhatItIsAllowed() throws {
    try withClient { client in
      let trust = ClientTrust(appPrivileges: [.layerShell])
      #expect(trust.privileges(of: client).isEmpty, "a process the kiosk did not start")
      trust.appProcesses = [getppid()]
      #expect(trust.privileges(of: client) == [.layerShell], "a child of the app")
      trust.keyboardProcess = getpid()
      #expect(trust.privileges(of: client) == Set(ClientTrust.Privilege.allCases))
    }
  }

  @Test func theParentIsReadFromProc() {
    #expect(ClientTrust.parent(of: getpid()) == getppid())
    #expect(ClientTrust.parent(of: -1) == nil)
  }

  @Test func privilegesAreAllowedByName() throws {
    let command = try KioskCommand.parse([
      "--allow-privileged", "layer-shell", "--allow-privileged", "virtual-keyboard",
    ])
    #expect(command.allowPrivileged == [.layerShell, .virtualKeyboard])
    #expect(throws: (any Error).self) { try KioskCommand.parse(["--allow-privileged", "seat"]) }
    #expect(ClientTrust.Privilege(interface: "zwp_input_method_manager_v2") == .inputMethod)
    #expect(ClientTrust.Privilege(interface: "zwp_text_input_manager_v3") == nil)
  }
}
