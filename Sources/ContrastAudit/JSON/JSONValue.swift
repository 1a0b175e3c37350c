/// A parsed JSON value that remembers where in its file it stood.
///
/// Foundation's `JSONSerialization` loses positions; this keeps the 1-based line and column of
/// every value, so an error can point at the pairing or color it is about. Object members keep
/// their file order.
public struct JSONValue: Sendable {
  public enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])
  }

  public var kind: Kind
  public var line: Int
  public var column: Int

  /// The member for `key` in an object, if this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  public var objectMembers: [(key: String, value: JSONValue)]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  public var arrayElements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  public var stringValue: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  public var numberValue: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  public var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The JSON type name, for error messages ("expected a string, found a number").
  public var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON syntax error with its 1-based position.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  public var message: String
  public var line: Int
  public var column: Int
}
