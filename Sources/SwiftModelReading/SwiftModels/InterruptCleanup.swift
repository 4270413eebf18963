import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an interrupted run leaves behind, taken away before the process ends: the compilers `check` and
/// `adopt` started (each in its own process group, see ``ToolRun``) and the scratch folders holding copies
/// of the app's sources.
///
/// Without it, Ctrl-C or a CI's SIGTERM ended the tool alone: the compiler ran on, re-parented to init,
/// past the tool's own time limit, and the scratch folder stayed in the temporary directory (issue 33.3).
///
/// On SIGINT, SIGTERM or SIGHUP the handler sends the same signal to every running tool's process group,
/// waits for the tools (at most a grace period), kills what is left in their groups, removes the registered folders,
/// and then ends the process by the same signal with its default action, so the parent sees the
/// conventional status (130 for SIGINT, 143 for SIGTERM in a shell). A thread that meets the interruption
/// meanwhile waits for that end instead of carrying on (``ToolRun`` starts nothing new).
package enum InterruptCleanup {
    /// Installs the handlers; later calls do nothing. The command line calls it once at startup; a library
    /// user that handles signals itself may leave it out (nothing else changes then).
    package static func installSignalHandlers() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard !state.installed, signalPipe.write >= 0 else { return }
        state.installed = true
        let thread = Thread { waitForSignal() }
        thread.name = "parse-model-gen signals"
        thread.start()
        var set = sigset_t()
        sigemptyset(&set)
        for number in handledSignals {
            // A signal handler may only do async-signal-safe work: it passes the number to the thread above.
            let previous = signal(number, passSignalToThread)
            // `nohup` ignores SIGHUP so that the command outlives the terminal: it stays ignored. SIGINT and
            // SIGTERM are handled even when inherited as ignored (a shell's background job), so that a
            // cancelled run never leaves the compiler and the copies behind.
            if number == SIGHUP, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(number, SIG_IGN)
                continue
            }
            sigaddset(&set, number)
        }
        // A tool started by Foundation's `Process` on Linux (a test, a plugin's runner) starts with every signal
        // blocked; unblocked here, on the calling (main) thread, the signals reach the handler.
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signals forwarded: interrupt, termination, and the terminal going away.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// How long the tools get to end after the signal before they are killed.
    static let gracePeriod: TimeInterval = 5

    // MARK: Registry

    /// Runs `start` (which starts a tool in its own process group and returns its id) and records the tool,
    /// both under the registry's lock, so that the handler either sees the tool or has marked the run
    /// interrupted before it starts; in the second case nothing is started and the caller is parked.
    static func startRegistered(_ start: () -> pid_t?) -> pid_t? {
        state.lock.lock()
        guard !state.interrupted else {
            state.lock.unlock()
            parkIfInterrupted()
            return nil
        }
        let child = start()
        if let child { state.children.insert(child) }
        state.lock.unlock()
        return child
    }

    /// Whether the run is being interrupted: nothing new may start.
    static var isInterrupted: Bool {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.interrupted
    }

    /// Forgets a tool that has ended and been waited for.
    static func unregister(child: pid_t) {
        state.lock.lock()
        state.children.remove(child)
        state.lock.unlock()
    }

    /// Records a scratch folder to remove if the run is interrupted.
    static func register(folder: String) {
        state.lock.lock()
        state.folders.insert(folder)
        state.lock.unlock()
    }

    /// Forgets a scratch folder its owner removed.
    static func unregister(folder: String) {
        state.lock.lock()
        state.folders.remove(folder)
        state.lock.unlock()
    }

    /// Blocks the calling thread for good when the run is being interrupted, so that it neither starts
    /// another tool nor ends the process with its own status before the handler has cleaned up and ended it.
    static func parkIfInterrupted() {
        guard isInterrupted else { return }
        while true {
            sleep(60)
        }
    }

    // MARK: Handling

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var installed = false
        var interrupted = false
        var children: Set<pid_t> = []
        var folders: Set<String> = []
    }

    private static let state = State()

    /// The pipe from the handler to the thread that acts on it; both ends close on exec, so no tool inherits them.
    fileprivate static let signalPipe: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return (-1, -1) }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }()

    private static func waitForSignal() {
        var byte: UInt8 = 0
        while true {
            let count = read(signalPipe.read, &byte, 1)
            if count == 1 { break }
            if count < 0 && errno == EINTR { continue }
            return
        }
        let number = Int32(byte)
        state.lock.lock()
        state.interrupted = true
        let children = state.children
        state.lock.unlock()
        for child in children {
            // The whole group: the tool and anything it started (a driver's frontend, a script's sleep).
            if kill(-child, number) != 0 { _ = kill(child, number) }
        }
        let ended = waitForChildren(children, seconds: gracePeriod)
        // Then the groups are killed whatever happened: a tool that did not end in time, and what a tool that
        // did end left running in its group (a shell's background job ignores SIGINT, for one).
        for child in children {
            _ = kill(-child, SIGKILL)
        }
        if !ended {
            _ = waitForChildren(children, seconds: gracePeriod)
        }
        state.lock.lock()
        let folders = state.folders
        state.lock.unlock()
        for folder in folders {
            try? FileManager.default.removeItem(atPath: folder)
        }
        // End as the signal would have: default action, unblocked, raised again.
        _ = signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = kill(getpid(), number)
        sleep(1)
        _exit(128 + number)
    }

    /// Whether every one of `children` was waited for (by ``ToolRun``) within `seconds`.
    private static func waitForChildren(_ children: Set<pid_t>, seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            state.lock.lock()
            let remaining = state.children.intersection(children)
            state.lock.unlock()
            if remaining.isEmpty { return true }
            usleep(20_000)
        }
        return false
    }
}

/// The signal handler: writes the signal's number to the pipe, which is all a handler may safely do. The
/// pipe exists before the handler is installed.
private func passSignalToThread(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(InterruptCleanup.signalPipe.write, &byte, 1)
}
