/// Renders the typed query key types into the support file. Constraint helpers are methods and
/// member operators on the key types, so they add no global overloads for the type checker to try
/// on unrelated expressions; each one calls the SDK's string-keyed function, so the query JSON is
/// exactly what the string API produces.
struct QuerySupportRenderer {
    let access: String

    func render(_ code: CodeBuilder) {
        renderKeyTypes(code)
        renderValueConstraints(code)
        renderStringConstraints(code)
        renderArrayConstraints(code)
        renderGeoPointConstraints(code)
        renderPointerConstraints(code)
        renderRelationConstraints(code)
        renderQueryOptions(code)
        renderForwarders(code)
    }

    private func renderKeyTypes(_ code: CodeBuilder) {
        let kinds = [
            ("ParseFieldKey", "Value", "", "A typed key of a field of `Model` whose values are `Value`, for queries."),
            ("ParsePointerKey", "Target", ": ParseObject", "A typed key of a Pointer field of `Model` that points at a `Target`, for queries."),
            ("ParseRelationKey", "Target", ": ParseObject", "A typed key of a Relation field of `Model` whose members are `Target` objects, for queries."),
        ]
        for (name, parameter, constraint, doc) in kinds {
            code.line("")
            code.line("/// \(doc)")
            code.block("\(access)struct \(name)<Model: ParseObject, \(parameter)\(constraint)>: Sendable") {
                code.line("/// The field's name on the server.")
                code.line("\(access)let name: String")
                code.line("")
                code.line("/// Creates the key of the field named `name` on the server.")
                code.block("init(_ name: String)") {
                    code.line("self.name = name")
                }
            }
        }
    }

    private func renderValueConstraints(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Constraints on value fields")
        code.line("")
        code.block("extension ParseFieldKey where Value: Codable & Sendable") {
            memberOperator(code, "==", "The field equals `value`.", parameters: "value: Value", body: "key.name == value")
            memberOperator(code, "!=", "The field does not equal `value`.", parameters: "value: Value", body: "key.name != value")
            commonConstraints(code, element: "Value", throwing: false)
            code.line("")
            code.line("/// Sorts by this field, smallest first.")
            code.line("\(access)var ascending: Query<Model>.Order { .ascending(name) }")
            code.line("")
            code.line("/// Sorts by this field, largest first.")
            code.line("\(access)var descending: Query<Model>.Order { .descending(name) }")
        }
        code.line("")
        code.block("extension ParseFieldKey where Value: Codable & Sendable & Comparable") {
            for (symbol, words) in [("<", "is less than"), ("<=", "is at most"), (">", "is greater than"), (">=", "is at least")] {
                memberOperator(code, symbol, "The field \(words) `value`.", parameters: "value: Value", body: "key.name \(symbol) value")
            }
        }
    }

    /// `containedIn`, `notContainedIn`, `exists`, `doesNotExist`, `isNull`, `isNotNull`.
    private func commonConstraints(_ code: CodeBuilder, element: String, throwing: Bool) {
        let tryPrefix = throwing ? "try " : ""
        let throwsClause = throwing ? " throws" : ""
        for (name, doc) in [("containedIn", "The field's value is one of `values`."), ("notContainedIn", "The field's value is none of `values`.")] {
            code.line("")
            code.line("/// \(doc)")
            code.block("\(access)func \(name)(_ values: [\(element)])\(throwsClause) -> QueryConstraint") {
                code.line("\(tryPrefix)sdk\(upperFirst(name))\(throwing ? "Objects" : "")(name, values)")
            }
        }
        for (name, doc) in [
            ("exists", "The field is set on the object."), ("doesNotExist", "The field is not set on the object."),
            ("isNull", "The field is `null` or not set."), ("isNotNull", "The field is set and not `null`."),
        ] {
            code.line("")
            code.line("/// \(doc)")
            code.block("\(access)func \(name)() -> QueryConstraint") {
                code.line("sdk\(upperFirst(name))(name)")
            }
        }
    }

    private func renderStringConstraints(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Constraints on String fields")
        code.line("")
        code.block("extension ParseFieldKey where Value == String") {
            let methods: [(String, String, String)] = [
                ("hasPrefix", "prefix", "The field starts with `prefix`; `modifiers` are PCRE options such as `i`."),
                ("hasSuffix", "suffix", "The field ends with `suffix`; `modifiers` are PCRE options such as `i`."),
                ("containsString", "substring", "The field contains `substring`; `modifiers` are PCRE options such as `i`."),
                ("matchesRegex", "regex", "The field matches the regular expression `regex`; `modifiers` are PCRE options such as `i`."),
            ]
            for (index, (name, parameter, doc)) in methods.enumerated() {
                if index > 0 {
                    code.line("")
                }
                code.line("/// \(doc)")
                code.block("\(access)func \(name)(_ \(parameter): String, modifiers: String? = nil) -> QueryConstraint") {
                    code.line("sdk\(upperFirst(name))(name, \(parameter), modifiers)")
                }
            }
            code.line("")
            code.line("/// The field matches `text` in a full-text search.")
            code.block("\(access)func matchesText(_ text: String) -> QueryConstraint") {
                code.line("sdkMatchesText(name, text)")
            }
        }
    }

    private func renderArrayConstraints(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Constraints on Array fields")
        code.line("")
        code.block("extension ParseFieldKey where Value: Codable & Sendable") {
            code.line("/// The array field contains every one of `elements`.")
            code.block("\(access)func containsAll<Element: Codable & Sendable>(_ elements: [Element]) -> QueryConstraint where Value == [Element]") {
                code.line("sdkContainsAll(name, elements)")
            }
            code.line("")
            code.line("/// Every element of the array field is one of `elements`.")
            code.block("\(access)func containedBy<Element: Codable & Sendable>(_ elements: [Element]) -> QueryConstraint where Value == [Element]") {
                code.line("sdkContainedBy(name, elements)")
            }
        }
    }

    private func renderGeoPointConstraints(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Constraints on GeoPoint fields")
        code.line("")
        code.block("extension ParseFieldKey where Value == ParseGeoPoint") {
            code.line("/// The location is near `point`; results are sorted by distance.")
            code.block("\(access)func near(_ point: ParseGeoPoint) -> QueryConstraint") {
                code.line("sdkNear(name, point)")
            }
            for unit in ["Kilometers", "Miles", "Radians"] {
                code.line("")
                code.line("/// The location is within `distance` \(unit.lowercased()) of `point`, sorted by distance unless `sorted` is false.")
                code.block("\(access)func within\(unit)(of point: ParseGeoPoint, distance: Double, sorted: Bool = true) -> [QueryConstraint]") {
                    code.line("sdkWithin\(unit)(name, point, distance, sorted)")
                }
            }
            code.line("")
            code.line("/// The location is inside the box from `southwest` to `northeast`.")
            code.block("\(access)func withinGeoBox(southwest: ParseGeoPoint, northeast: ParseGeoPoint) -> QueryConstraint") {
                code.line("sdkWithinGeoBox(name, southwest, northeast)")
            }
        }
    }

    private func renderPointerConstraints(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Constraints on Pointer fields")
        code.line("")
        code.block("extension ParsePointerKey") {
            memberOperator(code, "==", "The field points at `object`; throws when `object` has no `objectId`.", parameters: "object: Target", body: "try key.name == object", throwing: true)
            memberOperator(code, "!=", "The field does not point at `object`; throws when `object` has no `objectId`.", parameters: "object: Target", body: "try key.name != object", throwing: true)
            memberOperator(code, "==", "The field points at the object `pointer` refers to.", parameters: "pointer: Pointer<Target>", body: "key.name == pointer")
            memberOperator(code, "!=", "The field does not point at the object `pointer` refers to.", parameters: "pointer: Pointer<Target>", body: "key.name != pointer")
            commonConstraints(code, element: "Target", throwing: true)
        }
    }

    private func renderRelationConstraints(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Constraints on Relation fields")
        code.line("")
        code.block("extension ParseRelationKey") {
            memberOperator(code, "==", "The relation contains `object`; throws when `object` has no `objectId`.", parameters: "object: Target", body: "try key.name == object", throwing: true)
        }
    }

    private func renderQueryOptions(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Typed query options")
        code.line("")
        code.block("extension Query") {
            code.line("/// Includes the full object the pointer field `key` points at in each result.")
            code.block("\(access)func include<Target>(_ key: ParsePointerKey<T, Target>) -> Query<T>") {
                code.line("include(key.name)")
            }
            for (name, doc) in [("select", "Returns only field `key` (and the built-in fields) of each result."), ("exclude", "Leaves field `key` out of each result.")] {
                for keyType in ["ParseFieldKey<T, Value>", "ParsePointerKey<T, Value>"] {
                    code.line("")
                    code.line("/// \(doc)")
                    code.block("\(access)func \(name)<Value>(_ key: \(keyType)) -> Query<T>") {
                        code.line("\(name)(key.name)")
                    }
                }
            }
        }
    }

    /// File-private functions that call the SDK's string-keyed constraints: inside the key types a
    /// method named `containedIn` would shadow the SDK's free function of the same name.
    private func renderForwarders(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: Calls into ParseSwift's string-keyed constraints")
        code.line("")
        code.lines([
            "private func sdkContainedIn<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {",
            "    containedIn(key: key, array: values)",
            "}",
            "",
            "private func sdkNotContainedIn<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {",
            "    notContainedIn(key: key, array: values)",
            "}",
            "",
            "private func sdkContainedInObjects<V: ParseObject>(_ key: String, _ objects: [V]) throws -> QueryConstraint {",
            "    try containedIn(key: key, array: objects)",
            "}",
            "",
            "private func sdkNotContainedInObjects<V: ParseObject>(_ key: String, _ objects: [V]) throws -> QueryConstraint {",
            "    try notContainedIn(key: key, array: objects)",
            "}",
            "",
            "private func sdkContainsAll<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {",
            "    containsAll(key: key, array: values)",
            "}",
            "",
            "private func sdkContainedBy<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {",
            "    containedBy(key: key, array: values)",
            "}",
            "",
            "private func sdkExists(_ key: String) -> QueryConstraint {",
            "    exists(key: key)",
            "}",
            "",
            "private func sdkDoesNotExist(_ key: String) -> QueryConstraint {",
            "    doesNotExist(key: key)",
            "}",
            "",
            "private func sdkIsNull(_ key: String) -> QueryConstraint {",
            "    isNull(key: key)",
            "}",
            "",
            "private func sdkIsNotNull(_ key: String) -> QueryConstraint {",
            "    isNotNull(key: key)",
            "}",
            "",
            "private func sdkHasPrefix(_ key: String, _ prefix: String, _ modifiers: String?) -> QueryConstraint {",
            "    hasPrefix(key: key, prefix: prefix, modifiers: modifiers)",
            "}",
            "",
            "private func sdkHasSuffix(_ key: String, _ suffix: String, _ modifiers: String?) -> QueryConstraint {",
            "    hasSuffix(key: key, suffix: suffix, modifiers: modifiers)",
            "}",
            "",
            "private func sdkContainsString(_ key: String, _ substring: String, _ modifiers: String?) -> QueryConstraint {",
            "    containsString(key: key, substring: substring, modifiers: modifiers)",
            "}",
            "",
            "private func sdkMatchesRegex(_ key: String, _ regex: String, _ modifiers: String?) -> QueryConstraint {",
            "    matchesRegex(key: key, regex: regex, modifiers: modifiers)",
            "}",
            "",
            "private func sdkMatchesText(_ key: String, _ text: String) -> QueryConstraint {",
            "    matchesText(key: key, text: text)",
            "}",
            "",
            "private func sdkNear(_ key: String, _ point: ParseGeoPoint) -> QueryConstraint {",
            "    near(key: key, geoPoint: point)",
            "}",
            "",
            "private func sdkWithinKilometers(_ key: String, _ point: ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [QueryConstraint] {",
            "    withinKilometers(key: key, geoPoint: point, distance: distance, sorted: sorted)",
            "}",
            "",
            "private func sdkWithinMiles(_ key: String, _ point: ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [QueryConstraint] {",
            "    withinMiles(key: key, geoPoint: point, distance: distance, sorted: sorted)",
            "}",
            "",
            "private func sdkWithinRadians(_ key: String, _ point: ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [QueryConstraint] {",
            "    withinRadians(key: key, geoPoint: point, distance: distance, sorted: sorted)",
            "}",
            "",
            "private func sdkWithinGeoBox(_ key: String, _ southwest: ParseGeoPoint, _ northeast: ParseGeoPoint) -> QueryConstraint {",
            "    withinGeoBox(key: key, fromSouthWest: southwest, toNortheast: northeast)",
            "}",
        ])
    }

    private func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    private func memberOperator(_ code: CodeBuilder, _ symbol: String, _ doc: String, parameters: String, body: String, throwing: Bool = false) {
        code.line("")
        code.line("/// \(doc)")
        code.block("\(access)static func \(symbol) (key: Self, \(parameters))\(throwing ? " throws" : "") -> QueryConstraint") {
            code.line(body)
        }
    }
}
