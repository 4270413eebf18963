/// The generator's version, printed by `--version`; generated files do not name it.
package enum GeneratorVersion {
    /// The version string.
    package static let current = "0.1.0"
}
