import ParseSchema

/// The Cloud functions and jobs to declare, names and types decided: one type each, which the app calls
/// (`ParseCloudable`) and a Swift server decodes its parameters with (`ParseHookParametable`).
package struct CloudCodePlan: Hashable, Sendable {
    /// One type per function and job, sorted by type name.
    package var types: [CloudTypePlan] = []
    /// The description files, for the header.
    package var sourceFiles: [String] = []
}

/// One function or job.
package struct CloudTypePlan: Hashable, Sendable {
    /// A function or a job.
    package var kind: CloudCodeEntry.Kind
    /// The name the server registers.
    package var wireName: String
    /// The Swift type's name.
    package var typeName: String
    /// The description's words about it, for the doc comment; `nil` when it has none.
    package var summary: String?
    /// What the server's validator asks of the caller (`a logged-in user; the master key`), for the doc
    /// comment; `nil` when it asks nothing.
    package var callerRules: String?
    /// `ReturnType`.
    package var returnType: SwiftType
    /// The parameters, in the description's order.
    package var parameters: [CloudParameterPlan]
    /// The enums of parameters with `options`.
    package var enums: [EnumPlan]

    /// Whether a parameter's key differs from its Swift name, so the type declares its `CodingKeys`.
    package var hasRenamedKey: Bool { hasParameter { $0.name != $0.wireKey } }
    /// Whether a parameter has a default, so the type declares the decoder that falls back to it.
    package var hasDefault: Bool {
        hasParameter { parameter in
            if case .defaulted = parameter.presence { return true }
            return false
        }
    }
    /// Whether a parameter is required or has `options`, so the type declares its own `validate()`: the
    /// planner words a message for exactly what is checked.
    package var hasChecks: Bool { hasParameter { $0.missingMessage != nil || $0.refusedMessage != nil } }

    /// Whether a parameter passes `test`, by an index loop: `contains(where:)` stepped a generic iterator in
    /// the debug build the build plugin runs.
    private func hasParameter(_ test: (CloudParameterPlan) -> Bool) -> Bool {
        var index = 0
        while index < parameters.count {
            if test(parameters[index]) { return true }
            index += 1
        }
        return false
    }
}

/// One parameter: a stored property, an initializer argument and a key of the request's `params`.
package struct CloudParameterPlan: Hashable, Sendable {
    /// How a parameter is stored, passed and decoded.
    package enum Presence: Hashable, Sendable {
        /// Stored optional, so that a request without it still decodes and `validate()` names it; the
        /// initializer requires it.
        case required
        /// Stored non-optional; the initializer and decoding fall back to the default, as the validator does.
        case defaulted(DefaultArgument)
        /// Stored optional, `nil` by default.
        case optional
    }

    /// The Swift name, unescaped.
    package var name: String
    /// The key in `params`.
    package var wireKey: String
    /// The type, without the optional that `presence` may add.
    package var type: SwiftType
    /// Required, defaulted or optional.
    package var presence: Presence
    /// The values a Number parameter accepts, as written (String options are the enum's cases).
    package var numberOptions: [String]
    /// Whether the type is an enum of the accepted values, whose unknown case `validate()` refuses.
    package var unknownCaseName: String?
    /// What `validate()` reports when a required value is missing: the description's `error`, or Parse Server's
    /// own message; `nil` for a parameter that is not required.
    package var missingMessage: String?
    /// What `validate()` reports for a value outside the accepted ones, worded the same way; `nil` for a
    /// parameter without `options`.
    package var refusedMessage: String?
    /// The description's words about it, for the doc comment.
    package var summary: String?
    /// The accepted values as the server's validator lists them (`newest, oldest, best`); `nil` without
    /// `options`.
    package var optionsText: String?

    /// The stored property's type.
    package var storedType: SwiftType {
        if case .defaulted = presence { return type }
        return .optional(type)
    }
}
