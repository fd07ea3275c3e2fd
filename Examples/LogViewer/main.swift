import Foundation
import ReuseKit
import ReuseKitTerminal

// The log viewer (LogViewer.swift) on the file its one argument names, until q.
MainThreadLoop.run {
    guard CommandLine.arguments.count == 2 else {
        print("usage: \(CommandLine.arguments[0]) FILE")
        return 2
    }
    do {
        let viewer = try LogViewer(path: CommandLine.arguments[1])
        let window = try TerminalWindow(rootView: viewer.rootView)
        viewer.start(in: window)
        try await window.run()
        return 0
    } catch {
        print(error)
        return 1
    }
}
