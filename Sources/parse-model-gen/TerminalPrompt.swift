import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings and descriptor while echo is off, put back on Ctrl-C so that the shell does not
/// stay silent (globals: a C signal handler captures nothing).
private var promptSavedSettings: termios?
private var promptSavedDescriptor: Int32 = -1

/// Asks for the master key on the terminal, without echoing it: the third source of a key, beside an
/// environment variable and a key file, for a person at a terminal who keeps the key nowhere on the disk.
/// Only when standard input is a terminal, so that CI (no terminal) never waits for an answer.
enum TerminalPrompt {
    /// The line typed after `prompt` (without its line break), or nil when there is no terminal or nothing
    /// could be read.
    static func readSecret(_ prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var original = termios()
        guard tcgetattr(terminal, &original) == 0 else { return nil }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        promptSavedSettings = original
        promptSavedDescriptor = terminal
        let previous = signal(SIGINT) { signal in
            if var settings = promptSavedSettings {
                tcsetattr(promptSavedDescriptor, TCSANOW, &settings)
            }
            _exit(128 + signal)
        }
        // Echo off before the prompt shows, so nothing typed after it is echoed; what was typed before it
        // (type-ahead) is discarded rather than taken as the key.
        guard tcsetattr(terminal, TCSAFLUSH, &silent) == 0 else {
            signal(SIGINT, previous)
            promptSavedSettings = nil
            return nil
        }
        emit(terminal, prompt)
        defer {
            tcsetattr(terminal, TCSANOW, &original)
            signal(SIGINT, previous)
            promptSavedSettings = nil
            emit(terminal, "\n")
        }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        // A key is short; a line longer than 4 KiB is not one, and is refused rather than grown without bound.
        while line.count <= 4096 {
            let count = read(terminal, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            line.append(byte)
        }
        guard line.count <= 4096 else { return nil }
        return String(decoding: line, as: UTF8.self)
    }

    private static func emit(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { return }
        }
    }
}
