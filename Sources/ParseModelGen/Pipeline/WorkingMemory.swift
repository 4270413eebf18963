/// What a run does with its working data (the decoded classes and the plan) once it no longer needs them.
///
/// A plan for 1000 classes is hundreds of thousands of small allocations. Freeing them one by one, on
/// one core, took about 6% of a command-line run (0.92x-0.94x the wall time without it), just before
/// the process exited and the operating system reclaimed the same memory at once. A process that exits
/// right after generating leaves them to the exit, as compilers leave their syntax trees; a long-lived
/// caller (the tests, a tool embedding the generator) frees them as usual. The schema files' JSON trees
/// are freed either way, once decoded: kept, they raised the peak memory at 5000 classes by about an
/// eighth (about 210 MB to 235 MB) for no time that could be measured.
public enum WorkingMemory: Sendable {
    /// Freed as soon as each stage is done with it: the default.
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
