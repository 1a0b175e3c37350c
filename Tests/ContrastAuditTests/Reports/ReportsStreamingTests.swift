import Testing

@testable import ContrastAudit

/// The large reports are written in pieces; the pieces must add up to exactly what `render`
/// returns, however small they are.
@Suite struct ReportsStreamingTests {
  static func chunks(_ write: (inout ReportOutput) -> Void) -> [[UInt8]] {
    var delivered: [[UInt8]] = []
    var output = ReportOutput(chunkSize: 200) { delivered.append($0) }
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
