"""Parse Server's schema rules for the stand-in server (parse_schemas_server.py): what its SchemasRouter
and SchemaController accept and refuse on /schemas, with their error codes and messages, applied to a
store {"classes": [...], "objects": {...}} held in memory by the caller.

handle(state, method, route, body, query) -> (HTTP status, answer as a JSON-ready value)
"""

import json
import re

INVALID_JSON = 107
INVALID_CLASS_NAME = 103
INVALID_KEY_NAME = 105
INCORRECT_TYPE = 111
INVALID_QUERY = 102

DEFAULT_FIELDS = {
    "objectId": {"type": "String"},
    "createdAt": {"type": "Date"},
    "updatedAt": {"type": "Date"},
    "ACL": {"type": "ACL"},
}
CLASS_DEFAULT_FIELDS = {
    "_User": {
        "username": {"type": "String"},
        "password": {"type": "String"},
        "email": {"type": "String"},
        "emailVerified": {"type": "Boolean"},
        "authData": {"type": "Object"},
    },
    "_Role": {
        "name": {"type": "String"},
        "users": {"type": "Relation", "targetClass": "_User"},
        "roles": {"type": "Relation", "targetClass": "_Role"},
    },
    "_Session": {
        "user": {"type": "Pointer", "targetClass": "_User"},
        "installationId": {"type": "String"},
        "sessionToken": {"type": "String"},
        "expiresAt": {"type": "Date"},
        "createdWith": {"type": "Object"},
    },
    "_Installation": {
        "installationId": {"type": "String"},
        "deviceToken": {"type": "String"},
        "channels": {"type": "Array"},
        "deviceType": {"type": "String"},
        "pushType": {"type": "String"},
        "GCMSenderId": {"type": "String"},
        "timeZone": {"type": "String"},
        "localeIdentifier": {"type": "String"},
        "badge": {"type": "Number"},
        "appVersion": {"type": "String"},
        "appName": {"type": "String"},
        "appIdentifier": {"type": "String"},
        "parseVersion": {"type": "String"},
    },
}
SYSTEM_CLASSES = ["_User", "_Installation", "_Role", "_Session", "_Product", "_PushStatus", "_JobStatus",
                  "_JobSchedule", "_Audience", "_Idempotency"]
PLAIN_TYPES = ["Number", "String", "Boolean", "Date", "Object", "Array", "GeoPoint", "File", "Bytes", "Polygon"]
CLP_OPERATIONS = ["find", "count", "get", "create", "update", "delete", "addField", "readUserFields",
                  "writeUserFields", "protectedFields"]
EMPTY_CLPS = {key: {} for key in ["find", "count", "get", "create", "update", "delete", "addField", "protectedFields"]}
DEFAULT_CLPS = dict({key: {"*": True} for key in ["find", "count", "get", "create", "update", "delete", "addField"]},
                    protectedFields={"*": []})
USER_ID = re.compile(r"^[a-zA-Z0-9]+$")
NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class ParseError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def field_name_is_valid(name, class_name):
    if class_name and class_name != "_Hooks" and name == "className":
        return False
    return bool(NAME.match(name)) and name != "length"


def field_name_is_valid_for_class(name, class_name):
    return (field_name_is_valid(name, class_name) and name not in DEFAULT_FIELDS
            and name not in CLASS_DEFAULT_FIELDS.get(class_name, {}))


def class_name_is_valid(name):
    return (name in SYSTEM_CLASSES or bool(re.match(r"^_Join:[A-Za-z0-9_]+:[A-Za-z0-9_]+", name))
            or field_name_is_valid(name, name))


def invalid_class_name_message(name):
    return ("Invalid classname: " + name
            + ", classnames can only have alphanumeric characters and _, and must start with an alpha character ")


def type_error(spec):
    kind = spec.get("type") if isinstance(spec, dict) else None
    if kind in ("Pointer", "Relation"):
        target = spec.get("targetClass")
        if not target:
            return ParseError(135, f"type {kind} needs a class name")
        if not isinstance(target, str):
            return ParseError(INVALID_JSON, "invalid JSON")
        if not class_name_is_valid(target):
            return ParseError(INVALID_CLASS_NAME, invalid_class_name_message(target))
        return None
    if not isinstance(kind, str):
        return ParseError(INVALID_JSON, "invalid JSON")
    if kind not in PLAIN_TYPES:
        return ParseError(INCORRECT_TYPE, f"invalid field type: {kind}")
    return None


def value_type(value):
    if isinstance(value, bool):
        return {"type": "Boolean"}
    if isinstance(value, (int, float)):
        return {"type": "Number"}
    if isinstance(value, str):
        return {"type": "String"}
    if isinstance(value, list):
        return {"type": "Array"}
    if isinstance(value, dict):
        kind = value.get("__type")
        if kind == "Pointer":
            return {"type": "Pointer", "targetClass": value.get("className")}
        if kind in ("Date", "File", "GeoPoint", "Polygon", "Bytes"):
            return {"type": kind}
        return {"type": "Object"}
    return {"type": None}


def type_text(spec):
    return f"{spec['type']}<{spec['targetClass']}>" if spec.get("targetClass") else f"{spec.get('type')}"


def same_type(a, b):
    return a.get("type") == b.get("type") and a.get("targetClass") == b.get("targetClass")


def check_default(class_name, name, spec):
    if "defaultValue" in spec:
        found = value_type(spec["defaultValue"])
        if spec.get("type") == "Relation":
            raise ParseError(INCORRECT_TYPE, f"The 'default value' option is not applicable for {type_text(spec)}")
        if not same_type(spec, found):
            raise ParseError(INCORRECT_TYPE, f"schema mismatch for {class_name}.{name} default value; "
                                             f"expected {type_text(spec)} but got {type_text(found)}")
    elif spec.get("required") and spec.get("type") == "Relation":
        raise ParseError(INCORRECT_TYPE, f"The 'required' option is not applicable for {type_text(spec)}")


def validate_schema_data(class_name, fields, permissions, existing_names):
    for name, spec in fields.items():
        if name in existing_names:
            continue
        if not field_name_is_valid(name, class_name):
            raise ParseError(INVALID_KEY_NAME, "invalid field name: " + name)
        if not field_name_is_valid_for_class(name, class_name):
            raise ParseError(136, "field " + name + " cannot be added")
        error = type_error(spec)
        if error:
            raise error
        check_default(class_name, name, spec)
    all_fields = dict(fields)
    all_fields.update(CLASS_DEFAULT_FIELDS.get(class_name, {}))
    geo_points = [name for name, spec in all_fields.items() if isinstance(spec, dict) and spec.get("type") == "GeoPoint"]
    if len(geo_points) > 1:
        raise ParseError(INCORRECT_TYPE, "currently, only one GeoPoint field may exist in an object. Adding "
                                         f"{geo_points[1]} when {geo_points[0]} already exists.")
    validate_permissions(permissions, all_fields)


def text(value):
    return json.dumps(value) if not isinstance(value, str) else value


def validate_pointer_field(name, fields, operation):
    spec = fields.get(name)
    if not (spec and ((spec.get("type") == "Pointer" and spec.get("targetClass") == "_User") or spec.get("type") == "Array")):
        raise ParseError(INVALID_JSON, f"'{name}' is not a valid column for class level pointer permissions {operation}")


def validate_permissions(permissions, fields):
    if not permissions:
        return
    for operation, value in permissions.items():
        if operation not in CLP_OPERATIONS:
            raise ParseError(INVALID_JSON, f"{operation} is not a valid operation for class level permissions")
        if operation in ("readUserFields", "writeUserFields"):
            if not isinstance(value, list):
                raise ParseError(INVALID_JSON, f"'{text(value)}' is not a valid value for class level permissions {operation} - must be an array")
            for name in value:
                validate_pointer_field(name, fields, operation)
            continue
        if not isinstance(value, dict):
            raise ParseError(INVALID_JSON, f"'{text(value)}' is not a valid value for class level permissions {operation} - must be an object")
        if operation == "protectedFields":
            for entity, protected in value.items():
                if not (entity.startswith("userField:") or entity in ("*", "authenticated") or entity.startswith("role:")
                        or USER_ID.match(entity)):
                    raise ParseError(INVALID_JSON, f"'{entity}' is not a valid key for class level permissions")
                if not isinstance(protected, list):
                    raise ParseError(INVALID_JSON, f"'{text(protected)}' is not a valid value for protectedFields[{entity}] - expected an array.")
                for name in protected:
                    if name in DEFAULT_FIELDS:
                        raise ParseError(INVALID_JSON, f"Default field '{name}' can not be protected")
                    if name not in fields:
                        raise ParseError(INVALID_JSON, f"Field '{name}' in protectedFields:{entity} does not exist")
            continue
        for entity, permit in value.items():
            if not (entity in ("pointerFields", "*", "requiresAuthentication") or entity.startswith("role:")
                    or USER_ID.match(entity)):
                raise ParseError(INVALID_JSON, f"'{entity}' is not a valid key for class level permissions")
            if entity == "pointerFields":
                if not isinstance(permit, list):
                    raise ParseError(INVALID_JSON, f"'{text(permit)}' is not a valid value for {operation}[{entity}] - expected an array.")
                for name in permit:
                    validate_pointer_field(name, fields, value)
                continue
            if permit is not True:
                raise ParseError(INVALID_JSON, f"'{text(permit)}' is not a valid value for class level permissions {operation}:{entity}:{text(permit)}")


def stored_field(spec):
    return {key: spec[key] for key in ("type", "targetClass", "required", "defaultValue") if key in spec}


def set_indexes(schema, submitted, fields):
    if submitted is None:
        return
    existing = dict(schema.get("indexes") or {}) or {"_id_": {"_id": 1}}
    for name, index in submitted.items():
        deleting = isinstance(index, dict) and index.get("__op") == "Delete"
        if name in existing and not deleting:
            raise ParseError(INVALID_QUERY, f"Index {name} exists, cannot update.")
        if name not in existing and deleting:
            raise ParseError(INVALID_QUERY, f"Index {name} does not exist, cannot delete.")
        if deleting:
            del existing[name]
            continue
        for key in index:
            if (key[3:] if key.startswith("_p_") else key) not in fields:
                raise ParseError(INVALID_QUERY, f"Field {key} does not exist, cannot add index.")
        existing[name] = index
    schema["indexes"] = existing


def find(state, class_name):
    return next((schema for schema in state["classes"] if schema["className"] == class_name), None)


def listed(schema):
    answer = {key: value for key, value in schema.items() if key != "indexes"}
    if schema.get("indexes"):
        answer["indexes"] = schema["indexes"]
    return answer


def create(state, class_name, body):
    if body.get("className") and body["className"] != class_name:
        raise ParseError(INVALID_CLASS_NAME, f"Class name mismatch between {body['className']} and {class_name}.")
    if find(state, class_name):
        raise ParseError(INVALID_CLASS_NAME, f"Class {class_name} already exists.")
    if not class_name_is_valid(class_name):
        raise ParseError(INVALID_CLASS_NAME, invalid_class_name_message(class_name))
    submitted = body.get("fields") or {}
    permissions = body.get("classLevelPermissions")
    validate_schema_data(class_name, dict(submitted), permissions, [])
    fields = dict(DEFAULT_FIELDS)
    fields.update(CLASS_DEFAULT_FIELDS.get(class_name, {}))
    fields.update({name: stored_field(spec) for name, spec in submitted.items()})
    schema = {
        "className": class_name,
        "fields": fields,
        "classLevelPermissions": dict(EMPTY_CLPS, **permissions) if permissions is not None else dict(DEFAULT_CLPS),
    }
    set_indexes(schema, body.get("indexes") or None, fields)
    state["classes"].append(schema)
    return listed(schema)


def update(state, class_name, body):
    if body.get("className") and body["className"] != class_name:
        raise ParseError(INVALID_CLASS_NAME, f"Class name mismatch between {body['className']} and {class_name}.")
    schema = find(state, class_name)
    if not schema:
        raise ParseError(INVALID_CLASS_NAME, f"Class {class_name} does not exist.")
    existing = schema["fields"]
    submitted = body.get("fields") or {}
    for name, spec in submitted.items():
        deleting = isinstance(spec, dict) and spec.get("__op") == "Delete"
        if name in existing and existing[name].get("type") != spec.get("type") and not deleting:
            raise ParseError(255, f"Field {name} exists, cannot update.")
        if name not in existing and deleting:
            raise ParseError(255, f"Field {name} does not exist, cannot delete.")
    merged = {name: spec for name, spec in existing.items()
              if not (name in submitted and submitted[name].get("__op") == "Delete")}
    merged.update({name: spec for name, spec in submitted.items() if spec.get("__op") != "Delete"})
    permissions = body.get("classLevelPermissions")
    validate_schema_data(class_name, merged, permissions, list(existing))
    deleted = [name for name, spec in submitted.items() if spec.get("__op") == "Delete"]
    for name in deleted:
        if not field_name_is_valid(name, class_name):
            raise ParseError(INVALID_KEY_NAME, f"invalid field name: {name}")
        if not field_name_is_valid_for_class(name, class_name):
            raise ParseError(136, f"field {name} cannot be changed")
    for name in deleted:
        del existing[name]
        for record in state["objects"].get(class_name, []):
            record.pop(name, None)
    for name, spec in submitted.items():
        if name in deleted:
            continue
        check_default(class_name, name, spec)
        if name in existing:
            if not same_type(existing[name], spec):
                raise ParseError(INCORRECT_TYPE, f"schema mismatch for {class_name}.{name}; expected "
                                                 f"{type_text(existing[name])} but got {type_text(spec)}")
        existing[name] = stored_field(spec)
    if permissions is not None:
        schema["classLevelPermissions"] = dict(EMPTY_CLPS, **permissions)
    set_indexes(schema, body.get("indexes"), existing)
    return listed(schema)


def drop(state, class_name):
    if not class_name_is_valid(class_name):
        raise ParseError(INVALID_CLASS_NAME, invalid_class_name_message(class_name))
    count = len(state["objects"].get(class_name, []))
    if count > 0:
        raise ParseError(255, f"Class {class_name} is not empty, contains {count} objects, cannot drop schema.")
    state["classes"] = [schema for schema in state["classes"] if schema["className"] != class_name]
    state["objects"].pop(class_name, None)
    return {}


def count_objects(state, class_name, query):
    records = state["objects"].get(class_name, [])
    where = json.loads(query["where"][0]) if "where" in query else {}
    for name, condition in where.items():
        if isinstance(condition, dict) and "$exists" in condition:
            records = [record for record in records if (name in record) == bool(condition["$exists"])]
        else:
            records = [record for record in records if record.get(name) == condition]
    return {"results": [], "count": len(records)}


def handle(state, method, route, body, query):
    state.setdefault("objects", {})
    try:
        if route == ["schemas"] and method == "GET":
            return 200, {"results": [listed(schema) for schema in state["classes"]]}
        if len(route) == 2 and route[0] == "classes" and method == "GET":
            return 200, count_objects(state, route[1], query)
        if len(route) != 2 or route[0] != "schemas":
            return 404, {"code": 1, "error": "no such route in the stand-in"}
        class_name = route[1]
        if method == "GET":
            schema = find(state, class_name)
            if not schema:
                raise ParseError(INVALID_CLASS_NAME, f"Class {class_name} does not exist.")
            return 200, listed(schema)
        if method == "DELETE":
            return 200, drop(state, class_name)
        try:
            parsed = json.loads(body or b"{}")
        except ValueError:
            raise ParseError(INVALID_JSON, "invalid JSON")
        if not isinstance(parsed, dict) or not all(isinstance(spec, dict) for spec in (parsed.get("fields") or {}).values()):
            raise ParseError(INVALID_JSON, "invalid JSON")
        if method == "POST":
            return 200, create(state, class_name, parsed)
        return 200, update(state, class_name, parsed)
    except ParseError as error:
        return 400, {"code": error.code, "error": error.message}


def add_field(state, class_name, name, kind):
    schema = find(state, class_name)
    if schema and name not in schema["fields"]:
        schema["fields"][name] = {"type": kind}


def edit_in_dashboard(state, class_name):
    schema = find(state, class_name)
    if schema and "editedInDashboard" not in schema["fields"]:
        schema["fields"]["editedInDashboard"] = {"type": "String"}
