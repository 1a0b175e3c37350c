import Testing

@testable import ContrastAudit

@Suite struct ContrastMathTests {
  @Test func blackOnWhiteIs21() {
    #expect(Contrast.ratio(.black, .white) == 21)
  }
}
