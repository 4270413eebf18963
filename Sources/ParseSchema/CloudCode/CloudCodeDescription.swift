/// The Cloud functions and jobs a description file declares: what the app calls and what the server
/// registers, in the words of Parse Server's Cloud validator (`Parse.Cloud.define(name, handler, { fields,
/// requireUser, requireMaster })`). Decoded by ``CloudCodeDecoder``; names are checked by the generator,
/// which knows the model types they must not clash with.
package struct CloudCodeDescription: Hashable, Sendable {
    /// Every function and job, functions of a file first, in input order.
    package var entries: [CloudCodeEntry] = []

    /// An empty description.
    package init() {}
}

/// One Cloud function or job.
package struct CloudCodeEntry: Hashable, Sendable {
    /// Whether the app runs it with `runFunction()` or starts it with `startJob()`.
    package enum Kind: String, Hashable, Sendable {
        /// `POST /functions/<name>`.
        case function
        /// `POST /jobs/<name>`.
        case job
    }

    /// A function or a job.
    package var kind: Kind
    /// The name the server registers it under, as written.
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation
    /// The Swift type's name when the description chooses it.
    package var swiftName: Located<String>?
    /// The description's words about it.
    package var description: String?
    /// Its parameters (the validator's `fields`), in the description's order.
    package var parameters: [CloudCodeParameter] = []
    /// What a function answers; nil when it answers nothing (and always for a job).
    package var returns: CloudCodeValueType?
    /// The validator's `requireUser`: only a logged-in user may call it.
    package var requireUser = false
    /// The validator's `requireMaster`: only a call with the master key passes.
    package var requireMaster = false
    /// The validator's `requireAnyUserRoles`: the caller needs one of these roles.
    package var requireAnyUserRoles: [String] = []
    /// The validator's `requireAllUserRoles`: the caller needs every one of these roles.
    package var requireAllUserRoles: [String] = []
}

/// One parameter: an entry of the validator's `fields`.
package struct CloudCodeParameter: Hashable, Sendable {
    /// The key in the request's `params`.
    package var name: String
    /// Where the key is written.
    package var location: SourceLocation
    /// The property's name when the description chooses it.
    package var swiftName: Located<String>?
    /// Its Parse type.
    package var type: CloudCodeValueType
    /// The Swift type of a Number parameter when the description chooses it (`Int`); `Double` otherwise.
    package var swiftType: Located<String>?
    /// The validator's `required`: the server refuses a call without it.
    package var required = false
    /// The validator's `default`: the value used when the call leaves it out.
    package var defaultValue: Located<CloudCodeLiteral>?
    /// The validator's `options`: the only values accepted.
    package var options: [Located<CloudCodeLiteral>] = []
    /// The validator's `error`: the message the server answers with for a missing or refused value.
    package var errorMessage: String?
    /// The description's words about it.
    package var description: String?
}

/// A Parse type as a description writes it: a parameter's `type`, or a function's `returns`.
package indirect enum CloudCodeValueType: Hashable, Sendable {
    case string
    case number
    case boolean
    case date
    /// Any JSON object.
    case object
    /// A saved object of a class of the schema, included in full (results only).
    case objectOf(className: String)
    /// An array; of `items` when the description says.
    case array(items: CloudCodeValueType?)
    /// A pointer to an object of the class.
    case pointer(className: String)
    case file
    case geoPoint
    case polygon
    case bytes

    /// The type's name as the description writes it, for messages.
    package var parseName: String {
        switch self {
        case .string: return "String"
        case .number: return "Number"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .object, .objectOf: return "Object"
        case .array: return "Array"
        case .pointer: return "Pointer"
        case .file: return "File"
        case .geoPoint: return "GeoPoint"
        case .polygon: return "Polygon"
        case .bytes: return "Bytes"
        }
    }
}

/// A `default` or an `options` value: the JSON scalars the validator compares with.
package enum CloudCodeLiteral: Hashable, Sendable {
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
}
