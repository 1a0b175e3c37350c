import Foundation
import Testing

@testable import ContrastAudit

/// A SwiftUI gradient or view read where a color is expected is said to be one, not undefined.
///
/// nos draws its buttons on `LinearGradient.planetaryGradient`, made with `LinearGradient(colors:
/// startPoint:endPoint:)`: the reason read "is not defined", as if the code were missing.
@Suite struct DrawingReasonTests {
  static let views = """
    import SwiftUI

    extension LinearGradient {
        static let diagonal = LinearGradient(
            colors: [.purple, .pink],
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
    }

    struct BadgeView: View {
        let backgroundGradient: LinearGradient = .diagonal

        var body: some View {
            Text("New")
                .foregroundColor(.white)
                .background(backgroundGradient)
        }
    }
    """

  @Test func aGradientIsNotOneColor() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/BadgeView.swift", Self.views)
    let checks = folder.audit().checks.filter { $0.pairing.foreground == "white" }
    #expect(!checks.isEmpty)
    guard case .unresolved(let why)? = checks.first?.outcome else {
      Issue.record("the badge is measured")
      return
    }
    #expect(
      why.map(\.reason).contains {
        $0.hasPrefix("LinearGradient(colors:startPoint:endPoint:) is a gradient, not one color")
      })
  }

  @Test func swiftUIDrawingTypes() {
    #expect(CodeEvaluator.drawing("RadialGradient") == "is a gradient")
    #expect(CodeEvaluator.drawing("ZStack") == "is a view")
    #expect(CodeEvaluator.drawing("AsyncImage") == "is an image")
    #expect(CodeEvaluator.drawing("BrandColors") == nil)
  }
}
