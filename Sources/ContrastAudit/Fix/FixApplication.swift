import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file changes `--fix` makes: the planned fixes written into the files they name.
///
/// Reads each file once, applies all its edits with `ColorFileEditor`, and renders a unified
/// diff. Nothing is written here; the command line writes `changes` all or nothing. A file
/// outside the audited paths is never changed.
public struct FixOutcome: Sendable {
  /// One changed file.
  public struct Change: Sendable {
    /// The display path, as reports name it.
    public var path: String
    /// The file to replace (the audited path, links not yet followed).
    public var url: URL
    public var before: [UInt8]
    public var after: [UInt8]
    /// `--- a/PATH` / `+++ b/PATH` hunks.
    public var diff: String
  }

  public var changes: [Change]
  /// Edits that could not be written (errors) and remarks on what was written (notes).
  public var diagnostics: [Diagnostic]
  /// Failing checks that no written change fixes: a system color, a reference in code, a
  /// literal the editor refused, or no value found.
  public var unfixedChecks: Int
  /// Failing checks the written changes fix.
  public var fixedChecks: Int

  /// "2 files would change, fixing 3 failing checks; 1 failing check has no fix that can be
  /// written (…)".
  public func summary(written: Bool) -> String {
    let files = ReportText.count(changes.count, "file")
    var text =
      (written ? "wrote \(files)" : "\(files) would change")
      + ", fixing \(ReportText.count(fixedChecks, "failing check"))"
    if unfixedChecks > 0 {
      text +=
        "; \(ReportText.count(unfixedChecks, "failing check")) "
        + (unfixedChecks == 1 ? "has" : "have")
        + " no fix that can be written (the report's Fixes section says why)"
    }
    if !written { text += "; run with --fix --write to apply" }
    return text
  }
}

public enum FixApplication {
  /// Source files larger than this are not read for re-checking code literals.
  static let maximumSourceBytes = 16 << 20

  public static func plan(_ result: AuditResult, request: AuditRequest) -> FixOutcome {
    var diagnostics: [Diagnostic] = []
    let editsByFile = Dictionary(grouping: result.fixes.flatMap(\.edits), by: \.file)
    let roots = request.paths.compactMap { canonicalPath($0, request.workingDirectory) }
    var otherSources: [String: [UInt8]]?
    var changes: [FixOutcome.Change] = []
    var refusedNames = Set<String>()

    for file in editsByFile.keys.sorted() {
      guard var edits = editsByFile[file] else { continue }
      let url = URL(fileURLWithPath: file, relativeTo: request.workingDirectory).standardizedFileURL
      guard let real = canonicalPath(file, request.workingDirectory),
        roots.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") })
      else {
        diagnostics.append(
          .error(
            SourceLocation(file: file),
            "not written: the file is outside the audited paths (\(request.paths.joined(separator: ", ")))"
          ))
        refusedNames.formUnion(edits.map(\.name))
        continue
      }
      let before: [UInt8]
      switch FileBytes.read(url.path, maximumBytes: maximumSourceBytes) {
      case .success(let bytes): before = bytes
      case .failure(let failure):
        diagnostics.append(.error(SourceLocation(file: file), "not written: \(failure.message)"))
        refusedNames.formUnion(edits.map(\.name))
        continue
      }
      let needsSources = edits.contains {
        if case .codeLiteral = $0.place { return true }
        return false
      }
      if needsSources && otherSources == nil { otherSources = readSources(result.sourceFiles) }
      var output: ColorFileEditor.Output?
      // An edit the editor refuses is left out, and the others of the file are written.
      while output == nil && !edits.isEmpty {
        do throws(FixError) {
          output = try ColorFileEditor.apply(
            edits, to: before, file: file, otherSources: otherSources ?? [:])
        } catch {
          diagnostics += error.diagnostics
          let refused = Set(error.refusals.map(\.edit))
          refusedNames.formUnion(refused.map(\.name))
          let remaining = edits.filter { !refused.contains($0) }
          if remaining.count == edits.count { break }
          edits = remaining
        }
      }
      guard let output else { continue }
      diagnostics += output.notes
      guard output.bytes != before else { continue }
      changes.append(
        FixOutcome.Change(
          path: file, url: url, before: before, after: output.bytes,
          diff: UnifiedDiff.render(path: file, old: before, new: output.bytes)))
    }

    // A failing check counts as fixed when its suggestion's color is written in full.
    let written = Set(result.fixes.filter { !$0.edits.isEmpty }.map(\.name)).subtracting(
      refusedNames)
    var fixed = 0
    var unfixed = 0
    for check in result.checks where check.status == .failed && result.failsGate(check) {
      if let suggestion = check.suggestion, written.contains(suggestion.name) {
        fixed += 1
      } else {
        unfixed += 1
      }
    }
    return FixOutcome(
      changes: changes, diagnostics: diagnostics, unfixedChecks: unfixed, fixedChecks: fixed)
  }

  /// The project's sources by display path, for re-reading literals through their helpers.
  static func readSources(_ files: [InputFile]) -> [String: [UInt8]] {
    var sources: [String: [UInt8]] = [:]
    for file in files {
      if case .success(let bytes) = FileBytes.read(file.url.path, maximumBytes: maximumSourceBytes)
      {
        sources[file.displayPath] = bytes
      }
    }
    return sources
  }

  /// The path with links followed, or nil when it does not exist.
  static func canonicalPath(_ path: String, _ workingDirectory: URL) -> String? {
    let absolute = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL.path
    guard let resolved = realpath(absolute, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
