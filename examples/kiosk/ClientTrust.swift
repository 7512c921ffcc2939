import ArgumentParser
import CWlroots
import Glibc

/// Which of the kiosk's clients see its privileged globals: those that type into other
/// clients, read what they type, or cover them. Any process that reaches the kiosk's
/// socket is a client, so a global is shown only to the clients the kiosk started for
/// it (`wl_display_set_global_filter`; libwayland then refuses to bind a hidden one too):
///
/// - the keyboard client (`--keyboard COMMAND`) and its process tree, and the processes of
///   the executables `--trust-client` names, get every privilege: wvkbd and squeekboard
///   need them all;
/// - the app and its process tree get those `--allow-privileged` names, none by default;
/// - anyone else (Xwayland, which needs none, and any other process) gets none.
///
/// The same trees, and those executables, are the clients whose windows the user sees as
/// the app's (``isTrusted(_:)``): any other client's windows are shown beneath the app's,
/// get no keyboard focus and lose their touches.
///
/// A client is placed by the pid its socket's credentials give (`SO_PEERCRED`, taken at
/// connect) and the parent chain in `/proc`, read when asked.
final class ClientTrust {
  /// A privileged protocol, by the name `--allow-privileged` takes.
  enum Privilege: String, CaseIterable, ExpressibleByArgument {
    /// `zwlr_layer_shell_v1`: surfaces over (or under) the app, and exclusive keyboard focus.
    case layerShell = "layer-shell"
    /// `zwp_input_method_manager_v2`: the text the user types into the app's fields, with
    /// the field's surrounding text, and typing into them.
    case inputMethod = "input-method"
    /// `zwp_virtual_keyboard_manager_v1`: key events as if from a keyboard of the seat.
    case virtualKeyboard = "virtual-keyboard"

    /// The privilege a global of the interface `name` needs, if any.
    init?(interface name: String) {
      switch name {
      case "zwlr_layer_shell_v1": self = .layerShell
      case "zwp_input_method_manager_v2": self = .inputMethod
      case "zwp_virtual_keyboard_manager_v1": self = .virtualKeyboard
      default: return nil
      }
    }
  }

  /// The most parents walked up from a client's process: a deeper client is no
  /// descendant, and a pid reused into a loop cannot stall the kiosk.
  static let maximumAncestry = 64

  /// The app's privileges (`--allow-privileged`).
  let appPrivileges: Set<Privilege>
  /// The app's process and those of the other outputs' apps (`--app-on`), once started:
  /// each is an app to the user, with the app's privileges.
  var appProcesses: Set<pid_t> = []
  /// The keyboard client's process (`--keyboard COMMAND`), once started.
  var keyboardProcess: pid_t?

  /// The executables whose processes are trusted wherever they run from
  /// (`--trust-client`): a panel or a keyboard the system starts, not the kiosk.
  let trustedExecutables: Set<String>

  init(appPrivileges: Set<Privilege>, trustedExecutables: Set<String> = []) {
    self.appPrivileges = appPrivileges
    self.trustedExecutables = trustedExecutables
  }

  /// Makes `display` show each global only to the clients it is for.
  func filterGlobals(of display: OpaquePointer) {
    wl_display_set_global_filter(
      display,
      { client, global, data in
        guard let client, let global, let data else { return false }
        let trust = Unmanaged<ClientTrust>.fromOpaque(data).takeUnretainedValue()
        let name = String(cString: wl_global_get_interface(global).pointee.name)
        guard let privilege = Privilege(interface: name) else { return true }
        return trust.privileges(of: client).contains(privilege)
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  /// What `client` may use, from where its process is in the kiosk's children's trees.
  func privileges(of client: OpaquePointer) -> Set<Privilege> {
    let process = Self.process(of: client)
    if isTrustedExecutable(process) { return Set(Privilege.allCases) }
    var privileges: Set<Privilege> = []
    forEachAncestor(of: process) { process in
      if process == keyboardProcess {
        privileges = Set(Privilege.allCases)
        return false
      }
      if appProcesses.contains(process) {
        privileges = appPrivileges
        return false
      }
      return true
    }
    return privileges
  }

  /// Whether `client`'s surfaces are the app's to the user (``OcclusionGuard``, the
  /// stacking of toplevels, keyboard focus, system-gesture exclusion).
  func isTrusted(_ client: OpaquePointer) -> Bool {
    isTrusted(process: Self.process(of: client))
  }

  /// Whether the windows of `process` may take touches over the app and be shown with
  /// its: the app's process tree (the process the kiosk started and its descendants, so
  /// an app started by a wrapper script keeps its touches), the keyboard client's tree,
  /// and a process running one of the ``trustedExecutables`` (`--trust-client`). A
  /// process that left those trees (a daemon re-parented to init) is trusted no more:
  /// the ancestry is read when asked.
  func isTrusted(process: pid_t) -> Bool {
    if isTrustedExecutable(process) { return true }
    var inTree = false
    forEachAncestor(of: process) { ancestor in
      inTree = appProcesses.contains(ancestor) || ancestor == keyboardProcess
      return !inTree
    }
    return inTree
  }

  /// Whether `process` runs one of the ``trustedExecutables``.
  private func isTrustedExecutable(_ process: pid_t) -> Bool {
    guard !trustedExecutables.isEmpty, let executable = Self.executable(of: process) else {
      return false
    }
    return trustedExecutables.contains(executable)
  }

  /// The executable `process` runs, from `/proc/PID/exe`; nil once it is gone, or for a
  /// process the kiosk may not look into.
  static func executable(of process: pid_t) -> String? {
    guard process > 0 else { return nil }
    var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/\(process)/exe", &bytes, bytes.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func process(of client: OpaquePointer) -> pid_t {
    var pid: pid_t = 0
    wl_client_get_credentials(client, &pid, nil, nil)
    return pid
  }

  /// Calls `body` with `process` and then its parents, up to init or
  /// ``maximumAncestry`` of them, while it returns true.
  private func forEachAncestor(of process: pid_t, _ body: (pid_t) -> Bool) {
    var process = process
    for _ in 0..<Self.maximumAncestry {
      guard process > 1, body(process), let parent = Self.parent(of: process) else { return }
      process = parent
    }
  }

  /// The parent of `pid`, from `/proc/PID/stat`: the fourth field, after the command
  /// name in parentheses, which may itself hold spaces and parentheses.
  static func parent(of pid: pid_t) -> pid_t? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 512)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let line = String(decoding: bytes[..<count], as: UTF8.self)
    guard let nameEnd = line.lastIndex(of: ")") else { return nil }
    let fields = line[line.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 1 else { return nil }
    return pid_t(fields[1])
  }
}
