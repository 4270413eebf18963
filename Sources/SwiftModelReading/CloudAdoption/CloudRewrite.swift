import ParseSchema

extension ModelRewrite {
    /// The protocols a generated Cloud type conforms to (itself or through them): the hand-written type's
    /// declaration may list them, and an extension of the generated type must not list them again.
    static let cloudConformances: Set<String> = [
        "ParseCloudable", "ParseHookParametable", "ParseCloudTypeable", "ParseEncodable", "ParseTypeable", "Hashable",
        "Equatable", "Encodable", "Decodable", "Codable", "Sendable", "CustomDebugStringConvertible",
        "CustomStringConvertible",
    ]

    /// The rewrite of a hand-written `ParseCloudable` type the generated type replaces: every member goes (the
    /// generated type declares each the same way, or `blockers` says why not), so the declaration goes, or
    /// becomes an empty extension listing the app's own protocols. It goes through the rewriter the models
    /// use, with the same refusals (`#if`, attributes, members sharing lines), all or nothing.
    init(cloud entry: CloudAdoptionPlanner.Entry, blockers: [Located<String>]) {
        let cloudable = entry.cloudable
        modelName = cloudable.qualifiedName
        location = cloudable.location
        className = ""
        self.blockers = blockers
        generatedName = cloudable.name
        declaredName = cloudable.name
        isRenamed = false
        span = cloudable.span
        droppedConformances = Self.cloudConformances
        isCloudType = true
        isNonisolated = cloudable.isNonisolated
        removals = cloudable.members
        if cloudable.span == nil {
            self.blockers.append(
                Located("the compiler gave no source range for the declaration", at: cloudable.location))
        }
        for member in removals where member.span == nil {
            self.blockers.append(
                Located(
                    "\(member.name) is declared together with another property (`var a, b: T`); split it first",
                    at: cloudable.location))
        }
    }
}
