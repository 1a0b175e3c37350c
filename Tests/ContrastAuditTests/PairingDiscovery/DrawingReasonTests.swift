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

  /// DuckDuckGo's colors come from `DesignResourcesKit`, a package the repository does not hold:
  /// the reason read "Color(designSystemColor)", which said nothing of what was missing.
  @Test func anInitializerFromAPackageNamesTheImports() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "DuckDuckGo/AutocompleteView.swift",
      """
      import SwiftUI
      import DesignResourcesKit
      import Core

      struct SuggestionRow: View {
          let title: String

          var body: some View {
              Text(title)
                  .foregroundColor(Color(designSystemColor: .textPrimary))
                  .background(Color(designSystemColor: .surface))
          }
      }
      """)
    let checks = folder.audit("DuckDuckGo").checks
    guard case .unresolved(let why)? = checks.first?.outcome else {
      Issue.record("the row is measured")
      return
    }
    #expect(
      why.map(\.reason) == [
        "Color(designSystemColor:) is not SwiftUI's, and the scanned code does not declare it; "
          + "the file imports DesignResourcesKit, Core (DuckDuckGo/AutocompleteView.swift:10)",
        "Color(designSystemColor:) is not SwiftUI's, and the scanned code does not declare it; "
          + "the file imports DesignResourcesKit, Core (DuckDuckGo/AutocompleteView.swift:11)",
      ])
  }

  @Test func swiftUIDrawingTypes() {
    #expect(CodeEvaluator.drawing("RadialGradient") == "is a gradient")
    #expect(CodeEvaluator.drawing("ZStack") == "is a view")
    #expect(CodeEvaluator.drawing("AsyncImage") == "is an image")
    #expect(CodeEvaluator.drawing("BrandColors") == nil)
  }
}
