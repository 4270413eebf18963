/// What a run does with its plan once the files are rendered.
///
/// A plan for 1000 classes is hundreds of thousands of small allocations. Freeing them one by one, on
/// one core, took about 6% of a command-line run (0.92x-0.94x the wall time without it), just before
/// the process exited and the operating system reclaimed the same memory at once. A process that exits
/// right after generating leaves the plan to the exit, as compilers leave their syntax trees; a
/// long-lived caller (the tests, a tool embedding the generator) frees it as usual. The schema files'
/// JSON trees and the decoded classes are freed before rendering either way: left to the exit as well,
/// they raised the peak memory at 5000 classes from about 178 MB to about 215 MB, for no time that could
/// be measured, because rendering reuses their memory.
package enum WorkingMemory: Sendable {
    /// Freed once rendered: the default.
    case freed
    /// Kept until the process exits; for a process that exits right after the run.
    case reclaimedAtExit

    /// Called when a stage is done with `value`: keeps it alive until the process exits when the memory
    /// is reclaimed at exit; otherwise does nothing, and `value` is freed when its last reference goes.
    func done<Value>(with value: Value) {
        guard self == .reclaimedAtExit else { return }
        // One retain that is never balanced: the box, and everything it holds, outlive the run.
        _ = Unmanaged.passRetained(Holder(value))
    }

    private final class Holder<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
