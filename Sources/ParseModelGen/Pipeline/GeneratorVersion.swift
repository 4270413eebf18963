/// The generator's version, printed by `--version`; generated files do not name it.
public enum GeneratorVersion {
    /// The version string.
    public static let current = "0.1.0"
}
