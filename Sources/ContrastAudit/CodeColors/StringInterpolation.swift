/// Strings with interpolations: `"\(name)\(shade)"` names the asset `Pink50` when `name` is
/// `.pink` of a `ColorStudioName` whose `description` capitalizes its raw value and `shade` is
/// `.shade50` of an `Int` enum (WooCommerce's Color Studio palette).
extension CodeEvaluator {
  /// The string literal at token `k` with each interpolation read as Swift prints it.
  func interpolated(at k: Int, _ f: inout EvalFrame) -> EvalValue {
    let source = file(f)
    guard let segments = source.interpolation(at: k) else {
      return unresolved(f, k, "a string with interpolation")
    }
    var text = ""
    for (n, segment) in segments.enumerated() {
      switch segment {
      case .literal(let part):
        text += part
      case .expression(let expression):
        let snippet = interpolationFile(expression, segment: n, ofStringAt: k, in: f.file)
        var frame = EvalFrame(
          file: snippet, locals: f.locals, selfType: f.selfType, selfValue: f.selfValue,
          flavor: f.flavor, literalSite: f.literalSite, inProvider: f.inProvider,
          fields: f.fields, contextType: nil)
        frame.literalSiteIsWeak = f.literalSiteIsWeak
        let tokens = file(frame).count
        // `\(value, format: …)` and other labeled interpolations print what their type says.
        guard tokens > 0, file(frame).firstTopLevel(",", in: 0..<tokens) == nil else {
          return unresolved(f, k, "an interpolation with arguments")
        }
        let value = evaluate(0..<tokens, &frame)
        guard let printed = printed(value, f) else {
          if case .unresolved = value { return value }
          return unresolved(f, k, "an interpolation of a value the audit cannot print")
        }
        text += printed
      }
    }
    return .string(text)
  }

  /// What `"\(value)"` writes: a string as it is, a number as Swift prints it, an enum case by
  /// its `description` when its type declares one, else by its name.
  private func printed(_ printedValue: EvalValue, _ f: EvalFrame) -> String? {
    switch printedValue {
    case .string(let text): return text
    case .int(let number, _): return String(number)
    case .float(let number): return String(describing: number)
    case .bool(let flag): return flag ? "true" : "false"
    case .object(let type, let fields):
      if let description = index.members(named: "description", in: type).first(where: {
        $0.kind == .property && !$0.isStatic && ($0.body != nil || $0.value != nil)
      }) {
        guard case .string(let text) = value(of: description, receiver: printedValue, f) else {
          return nil
        }
        return text
      }
      guard case .symbol(let name)? = fields["case"] else { return nil }
      return name
    default:
      return nil
    }
  }
}
