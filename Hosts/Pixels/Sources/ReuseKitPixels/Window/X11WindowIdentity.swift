import Foundation

/// Whose a window is, as a window manager and tools read it from the window's properties: the
/// app's instance and class names (`WM_CLASS`), the machine it runs on (`WM_CLIENT_MACHINE`)
/// and its process (`_NET_WM_PID`). With them a window manager groups an app's windows and
/// offers to end an app that stopped answering, and `xdotool search --pid` finds the window.
public struct X11WindowIdentity: Hashable, Sendable {
    /// The instance name of `WM_CLASS`: which program this is, by which resources are looked up.
    public var instanceName: String
    /// The class name of `WM_CLASS`: the kind of app, by which a window manager groups windows.
    public var className: String
    /// The host name of the machine the process runs on (`WM_CLIENT_MACHINE`).
    public var clientMachine: String
    /// The process that owns the window (`_NET_WM_PID`).
    public var processID: Int32

    /// Creates an identity; by default this process's: the instance name as ICCCM chooses it
    /// (`RESOURCE_NAME` from the environment, else the executable's name), the class `ReuseKit`,
    /// this machine's host name and this process's id.
    public init(
        instanceName: String = X11WindowIdentity.defaultInstanceName, className: String = "ReuseKit",
        clientMachine: String = X11WindowIdentity.hostName, processID: Int32 = getpid()
    ) {
        self.instanceName = instanceName
        self.className = className
        self.clientMachine = clientMachine
        self.processID = processID
    }

    /// `RESOURCE_NAME` when set, else the executable's file name (ICCCM 4.1.2.5).
    public static var defaultInstanceName: String {
        if let name = ProcessInfo.processInfo.environment["RESOURCE_NAME"], !name.isEmpty { return name }
        return ProcessInfo.processInfo.processName
    }

    /// This machine's host name as `gethostname(2)` gives it (not resolved through DNS, which
    /// could block, and which a window manager comparing it with its own does not do either).
    public static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
