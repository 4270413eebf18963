/// Declarations that stand in for the Parse SDKs' names while the compiler checks the app's sources.
///
/// The app imports ParseSwift (or the Objective-C SDK's `Parse`), which the reader cannot and need not
/// build. Without these names the compiler marks every model's conformance and every `Pointer<User>`
/// property as an error type and the dump loses them; with them, it resolves them in the scanned module
/// and the dump names `ParseObject`, `Pointer<User>` and `@NSManaged` properties as written. Only names
/// matter here, so nothing has a requirement or a body beyond what makes it compile.
enum ParseSDKShapes {
    /// The file name the declarations are compiled under (not one of the app's files, so never reported).
    static let fileName = "ParseModelGenSDKShapes.swift"

    /// The module name the scanned files are compiled in.
    static let moduleName = "ParseModelGenScannedApp"

    /// The protocols that make a struct a ParseSwift model, most specific first.
    static let modelProtocols: [(name: String, kind: SwiftModelKind)] = [
        ("ParseUser", .user), ("ParseRole", .role), ("ParseSession", .session),
        ("ParseInstallation", .installation), ("ParseObject", .object),
    ]

    /// The protocol of the app's Cloud Code calls, which `adopt` reads into a Cloud Code description.
    static let cloudableProtocol = "ParseCloudable"

    /// The protocol of models that carry a text search's `score`, which the SDK declares and never saves.
    static let queryScorableProtocol = "ParseQueryScorable"

    /// The Objective-C SDK base classes, with the system class each stands for.
    static let objectiveCBases: [String: String?] = [
        "PFObject": nil, "PFUser": "_User", "PFRole": "_Role", "PFSession": "_Session",
        "PFInstallation": "_Installation",
    ]

    /// `ParseSwift.ParseFile`, as apps that also have a type of that name write it, resolves through the
    /// `ParseSwift` namespace to the same shapes (the module itself is never there).
    static let source = """
        public protocol ParseObject: Codable {}
        public protocol ParseUser: ParseObject {}
        public protocol ParseRole: ParseObject {}
        public protocol ParseSession: ParseObject {}
        public protocol ParseInstallation: ParseObject {}
        public protocol ParseQueryScorable {}
        public struct Pointer<T: ParseObject>: Codable { public init(objectId: String) {} }
        public struct ParseRelation<T: ParseObject>: Codable {}
        public struct ParseACL: Codable {}
        public struct ParseFile: Codable {}
        public struct ParseGeoPoint: Codable {}
        public struct ParsePolygon: Codable {}
        public struct ParseBytes: Codable {}
        public protocol ParseCloudUser: ParseUser {}
        public protocol ParseCloudable: Encodable, Hashable {
            associatedtype ReturnType: Decodable
            var functionJobName: String { get set }
        }
        public enum ParseModelGenAPIOption: Hashable {
            case useMasterKey, usePrimaryKey, sessionToken(String), installationId(String), tags([String: String])
        }
        public struct ParseModelGenCallbackQueue { public static var main: Self { Self() } }
        extension ParseCloudable {
            public func runFunction(options: Set<ParseModelGenAPIOption> = []) throws -> ReturnType { fatalError() }
            public func runFunction(options: Set<ParseModelGenAPIOption> = []) async throws -> ReturnType { fatalError() }
            public func runFunction(
                options: Set<ParseModelGenAPIOption> = [], callbackQueue: ParseModelGenCallbackQueue = .main,
                completion: @escaping (Result<ReturnType, Error>) -> Void
            ) {}
            public func startJob(options: Set<ParseModelGenAPIOption> = []) throws -> ReturnType { fatalError() }
            public func startJob(options: Set<ParseModelGenAPIOption> = []) async throws -> ReturnType { fatalError() }
            public func startJob(
                options: Set<ParseModelGenAPIOption> = [], callbackQueue: ParseModelGenCallbackQueue = .main,
                completion: @escaping (Result<ReturnType, Error>) -> Void
            ) {}
        }
        open class PFObject { public init() {} }
        open class PFUser: PFObject {}
        open class PFRole: PFObject {}
        open class PFSession: PFObject {}
        open class PFInstallation: PFObject {}
        public protocol PFSubclassing {}
        open class PFFileObject {}
        open class PFGeoPoint {}
        open class PFPolygon {}
        open class PFACL {}
        open class PFRelation<ObjectType: PFObject> {}
        public enum ParseSwift {
            public typealias ParseObject = ParseModelGenScannedApp.ParseObject
            public typealias ParseUser = ParseModelGenScannedApp.ParseUser
            public typealias ParseRole = ParseModelGenScannedApp.ParseRole
            public typealias ParseSession = ParseModelGenScannedApp.ParseSession
            public typealias ParseInstallation = ParseModelGenScannedApp.ParseInstallation
            public typealias Pointer<T: ParseModelGenScannedApp.ParseObject> = ParseModelGenScannedApp.Pointer<T>
            public typealias ParseRelation<T: ParseModelGenScannedApp.ParseObject> = ParseModelGenScannedApp.ParseRelation<T>
            public typealias ParseACL = ParseModelGenScannedApp.ParseACL
            public typealias ParseFile = ParseModelGenScannedApp.ParseFile
            public typealias ParseGeoPoint = ParseModelGenScannedApp.ParseGeoPoint
            public typealias ParsePolygon = ParseModelGenScannedApp.ParsePolygon
            public typealias ParseBytes = ParseModelGenScannedApp.ParseBytes
            public typealias ParseCloudable = ParseModelGenScannedApp.ParseCloudable
        }

        """
}
