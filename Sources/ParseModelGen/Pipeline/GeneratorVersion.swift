/// The generator's version, written into every generated file's header.
public enum GeneratorVersion {
    /// The version string.
    public static let current = "0.1.0"
}
