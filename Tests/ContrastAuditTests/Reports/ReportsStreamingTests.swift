import Foundation
import Testing

@testable import ContrastAudit

/// The large reports are written in pieces; the pieces must add up to exactly what `render`
/// returns, however small they are.
@Suite struct ReportsStreamingTests {
  static func chunks(_ write: (inout ReportOutput) -> Void) -> [[UInt8]] {
    var delivered: [[UInt8]] = []
    var output = ReportOutput(chunkSize: 200) {
      delivered.append($0)
      return true
    }
    write(&output)
    output.finish()
    return delivered
  }

  @Test(arguments: [OutputFormat.json, .sarif])
  func machineFormatsStreamTheSameBytes(format: OutputFormat) {
    let result = ReportFixtures.sample()
    let delivered = Self.chunks { format.write(result, options: ReportOptions(), to: &$0) }
    #expect(delivered.count > 5, "delivered in pieces, not whole")
    #expect(String(decoding: delivered.joined(), as: UTF8.self) == format.render(result))
  }

  /// Long arrays are written in batches on every core: the bytes are those of one item after
  /// another, wherever the batches and the chunks fall.
  @Test func longArraysWrittenInParallelKeepTheirOrder() {
    let count = JSONOut.parallelBatch * JSONOut.cores * 2 + 77
    let document = JSONOut.object([
      ("items", .items(count: count) { .string("Color\($0) → \"x\"") }), ("end", .null),
    ])
    // The same text, written out by hand one item after another.
    let lines = (0..<count).map { "    \"Color\($0) → \\\"x\\\"\"" }
    let expected =
      "{\n  \"items\": [\n" + lines.joined(separator: ",\n") + "\n  ],\n  \"end\": null\n}\n"
    #expect(document.serialized() == expected)
    let delivered = Self.chunks { document.write(to: &$0) }
    #expect(delivered.count > 3)
    #expect(String(decoding: delivered.joined(), as: UTF8.self) == expected)
  }

  /// Suites are written a batch of pairings per core; they stay in the pairings' order.
  @Test func junitSuitesKeepTheirOrderAcrossBatches() {
    let count = 512 * JSONOut.cores * 2 + 33
    let checks = (0..<count).map { index in
      ReportFixtures.measured(
        Pairing(
          foreground: "Color\(index)", background: "systemBackground",
          location: SourceLocation(file: "App.pairings.json", line: index + 1)),
        TraitCombination.all[index % 8], fg: "#777777", bg: "#FFFFFF")
    }
    let result = AuditResult(
      toolVersion: "1", level: .AA, checks: checks, findings: [], diagnostics: [])
    let xml = JUnitReport().render(result)
    let names = xml.split(separator: "\n").filter { $0.hasPrefix("  <testsuite name=") }
    #expect(names.count == count)
    #expect(
      names.map { String($0.split(separator: "\"")[1]) }
        == (0..<count).map { "Color\($0) on systemBackground" })
  }

  /// When the destination refuses a chunk, the report stops instead of rendering to the end.
  @Test func aRefusedChunkStopsTheReport() {
    let count = JSONOut.parallelBatch * JSONOut.cores * 3
    var deliveries = 0
    var output = ReportOutput(chunkSize: 100) { _ in
      deliveries += 1
      return false
    }
    // Items are made on several threads: counted under a lock.
    let made = Counter()
    JSONOut.items(count: count) { index in
      made.increment()
      return .int(index)
    }.write(to: &output)
    output.finish()
    #expect(output.isStopped)
    #expect(deliveries == 1)
    #expect(made.value < count / 2, "items after the refusal are not made")
  }

  @Test func junitStreamsTheSameBytes() {
    let result = ReportFixtures.sample()
    let delivered = Self.chunks { JUnitReport().write(result, to: &$0) }
    #expect(delivered.count > 5)
    #expect(String(decoding: delivered.joined(), as: UTF8.self) == JUnitReport().render(result))
  }

  @Test func nothingIsDeliveredTwiceOrEmpty() {
    let delivered = Self.chunks {
      JSONReporter().write(ReportFixtures.sample(), options: .init(), to: &$0)
    }
    #expect(!delivered.contains { $0.isEmpty })
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
