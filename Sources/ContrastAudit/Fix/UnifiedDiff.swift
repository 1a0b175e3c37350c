/// A unified diff of two versions of a file, as `git diff` and `diff -u` print it.
///
/// `--- a/PATH`, `+++ b/PATH`, then `@@ -l,n +l,n @@` hunks with three lines of context; a last
/// line without a newline is marked as `diff` marks it. `patch -p1` and `git apply` accept it.
public enum UnifiedDiff {
  /// The diff of `old` and `new`, or an empty string when they are equal.
  public static func render(
    path: String, old: [UInt8], new: [UInt8], context: Int = 3
  ) -> String {
    guard old != new else { return "" }
    let a = Lines(old)
    let b = Lines(new)
    let script = edits(a.lines, b.lines)
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks(script, context: context) {
      output += header(hunk)
      for operation in hunk.operations {
        switch operation {
        case .same(let i, _): output += line(" ", a, i)
        case .delete(let i): output += line("-", a, i)
        case .insert(let j): output += line("+", b, j)
        }
      }
    }
    return output
  }

  /// A file's lines without their `\n` (a `\r` stays), and whether the last one has none.
  private struct Lines {
    var lines: [ArraySlice<UInt8>] = []
    var lastHasNewline = true

    init(_ bytes: [UInt8]) {
      var start = 0
      for (offset, byte) in bytes.enumerated() where byte == 0x0A {
        lines.append(bytes[start..<offset])
        start = offset + 1
      }
      if start < bytes.count {
        lines.append(bytes[start...])
        lastHasNewline = false
      }
    }
  }

  private static func line(_ mark: String, _ lines: Lines, _ i: Int) -> String {
    var text = mark + String(decoding: lines.lines[i], as: UTF8.self) + "\n"
    if i == lines.lines.count - 1, !lines.lastHasNewline {
      text += "\\ No newline at end of file\n"
    }
    return text
  }

  enum Operation: Equatable {
    case same(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// The shortest edit script from `a` to `b` (Myers' algorithm): deletions before insertions
  /// at each change, as `diff` prints them.
  static func edits(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
    let n = a.count
    let m = b.count
    let max = n + m
    let offset = max + 1
    var v = [Int](repeating: 0, count: 2 * max + 3)
    var trace: [[Int]] = []
    var found = false
    for d in 0...max {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back through the saved frontiers.
    var operations: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        operations.append(.same(x, y))
      }
      if d > 0 {
        if x == previousX {
          operations.append(.insert(previousY))
        } else {
          operations.append(.delete(previousX))
        }
      }
      x = previousX
      y = previousY
    }
    return reorder(operations.reversed())
  }

  /// Puts the deletions of each run of changes before its insertions.
  private static func reorder(_ operations: [Operation]) -> [Operation] {
    var result: [Operation] = []
    var deletions: [Operation] = []
    var insertions: [Operation] = []
    func flush() {
      result += deletions + insertions
      deletions = []
      insertions = []
    }
    for operation in operations {
      switch operation {
      case .same:
        flush()
        result.append(operation)
      case .delete: deletions.append(operation)
      case .insert: insertions.append(operation)
      }
    }
    flush()
    return result
  }

  struct Hunk {
    var operations: [Operation]
  }

  /// Changes with `context` lines around them; changes closer than twice that share a hunk.
  static func hunks(_ script: [Operation], context: Int) -> [Hunk] {
    let changed = script.indices.filter {
      if case .same = script[$0] { return false }
      return true
    }
    guard let first = changed.first else { return [] }
    var groups: [(start: Int, end: Int)] = [(first, first)]
    for index in changed.dropFirst() {
      if index - groups[groups.count - 1].end - 1 <= 2 * context {
        groups[groups.count - 1].end = index
      } else {
        groups.append((index, index))
      }
    }
    return groups.map { group in
      let start = max(0, group.start - context)
      let end = min(script.count - 1, group.end + context)
      return Hunk(operations: Array(script[start...end]))
    }
  }

  private static func header(_ hunk: Hunk) -> String {
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    var oldBefore = 0
    var newBefore = 0
    for operation in hunk.operations {
      switch operation {
      case .same(let i, let j):
        oldStart = oldStart ?? i
        newStart = newStart ?? j
        oldCount += 1
        newCount += 1
      case .delete(let i):
        oldStart = oldStart ?? i
        oldCount += 1
      case .insert(let j):
        newStart = newStart ?? j
        newCount += 1
      }
    }
    // A side with no lines is numbered by the line before the change, as diff does.
    if oldStart == nil, case .insert(let j)? = hunk.operations.first {
      oldBefore = j
    }
    if newStart == nil, case .delete(let i)? = hunk.operations.first {
      newBefore = i
    }
    func range(_ start: Int?, _ count: Int, before: Int) -> String {
      guard let start else { return "\(before),0" }
      return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }
    return "@@ -\(range(oldStart, oldCount, before: oldBefore)) "
      + "+\(range(newStart, newCount, before: newBefore)) @@\n"
  }
}
