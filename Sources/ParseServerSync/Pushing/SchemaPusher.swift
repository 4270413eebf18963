import Foundation
import ParseSchema

/// Reads what a push needs from the server and applies a plan: each class is read again just before its
/// requests, and one that changed since the plan was made is skipped rather than overwritten; the first
/// request that fails ends the push.
package enum SchemaPusher {
    /// Parse Server's `INVALID_CLASS_NAME`, which `GET /schemas/<class>` answers for a class it lacks.
    static let missingClassCode = 103

    /// Applies `plan` through `client`.
    package static func apply(_ plan: PushPlan, client: SchemaServerClient) -> PushResult {
        apply(plan.classes, client: client)
    }

    /// Applies the requests of `classes`, in order, each class checked against its state first.
    static func apply(_ classes: [ClassPushPlan], client: SchemaServerClient) -> PushResult {
        var steps: [(operation: PushOperation, outcome: PushResult.Outcome)] = []
        var stopped = false
        for classPlan in classes where !classPlan.operations.isEmpty {
            if stopped {
                steps += classPlan.operations.map { ($0, .notAttempted) }
                continue
            }
            switch unchanged(classPlan, client: client) {
            case .failure(let error):
                steps.append((classPlan.operations[0], .failed(error)))
                steps += classPlan.operations.dropFirst().map { ($0, .notAttempted) }
                stopped = true
                continue
            case .success(false):
                steps += classPlan.operations.map { ($0, .skippedForDrift) }
                continue
            case .success(true):
                break
            }
            for operation in classPlan.operations {
                if stopped {
                    steps.append((operation, .notAttempted))
                    continue
                }
                switch send(operation, client: client) {
                case .success:
                    steps.append((operation, .applied))
                case .failure(let error):
                    steps.append((operation, .failed(error)))
                    stopped = true
                }
            }
        }
        return PushResult(steps: steps)
    }

    /// Whether the class is on the server as the plan saw it (absent when the plan saw it absent), by the
    /// digest of its canonical JSON.
    static func unchanged(_ classPlan: ClassPushPlan, client: SchemaServerClient) -> Result<Bool, SchemaPushError> {
        switch client.send(.get, ["schemas", classPlan.name]) {
        case .failure(let error):
            return .failure(error)
        case .success(let reply):
            if reply.isSuccess, let json = reply.json {
                return .success(ServerSchemaSnapshot.state(of: json.value) == classPlan.serverState)
            }
            if let body = reply.json.flatMap(ParseErrorBody.init), body.code.flatMap({ Int($0) }) == missingClassCode {
                return .success(classPlan.serverState == nil)
            }
            return .failure(client.refusal(reply))
        }
    }

    private static func send(_ operation: PushOperation, client: SchemaServerClient) -> Result<Void, SchemaPushError> {
        switch client.send(operation.method, ["schemas", operation.className], body: operation.body) {
        case .failure(let error):
            return .failure(error)
        case .success(let reply):
            return reply.isSuccess ? .success(()) : .failure(client.refusal(reply))
        }
    }

    /// Counts a class's objects, or those with a value in a field: `GET /classes/<class>?limit=0&count=1`.
    package static func count(_ query: PushPlanner.CountQuery, client: SchemaServerClient) -> Result<
        Int, SchemaPushError
    > {
        var items = [URLQueryItem(name: "limit", value: "0"), URLQueryItem(name: "count", value: "1")]
        if let field = query.field {
            let condition = SchemaWriteBody.object([(field, SchemaWriteBody.object([("$exists", "true")]))])
            items.append(URLQueryItem(name: "where", value: condition))
        }
        switch client.send(.get, ["classes", query.className], query: items) {
        case .failure(let error):
            return .failure(error)
        case .success(let reply):
            // The count's own route in the message: a 404 here says that route is missing, not the server.
            guard reply.isSuccess else {
                return .failure(client.refusal(reply, request: (.get, "/classes/" + query.className)))
            }
            guard let json = reply.json, case .object(let members) = json.value, let member = members["count"],
                case .number(let number) = member.value.value, let value = number.intValue, value >= 0
            else {
                return .failure(
                    SchemaPushError(
                        "\(PrintableText.escaped(client.connection.server.display)) answered the object count of \(SchemaDiff.name(query.className)) without a count",
                        hint: "check that --server-url is your Parse Server's address with its mount path"
                    ))
            }
            return .success(value)
        }
    }
}
