import Dispatch

/// Work that starts on another thread at once and whose result is collected later, for a stage that
/// runs beside another which has every core to itself.
///
/// Dispatch runs a concurrent step nested in another on fewer threads (on 2 cores, one), so two steps
/// that each use `concurrentMap` do not overlap well; one plain thread beside one concurrent step does.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    // Written once by the worker before it signals, read only after the wait: the semaphore orders them.
    private var value: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.value = work()
            self.finished.signal()
        }
    }

    /// Waits for the work and returns its result; call once.
    func result() -> Value {
        finished.wait()
        // Set before the signal the wait has just consumed.
        return value!
    }
}
