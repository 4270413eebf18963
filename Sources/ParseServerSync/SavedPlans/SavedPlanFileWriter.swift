/// Writes a saved push plan as ``SchemaFileWriter`` writes a pulled schema: atomically (a temporary file beside
/// it, then rename(2)), so a job that reads the plan sees the old file or the new one, never part of one; never
/// through a symbolic link; an unchanged plan is left untouched.
package enum SavedPlanFileWriter {
    /// Writes `text` to `path`, creating missing folders.
    package static func write(_ text: String, to path: String) throws {
        _ = try SchemaFileWriter.write(Array(text.utf8), to: path, as: .plan)
    }
}
