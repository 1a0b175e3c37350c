import Foundation
import Testing

@testable import ContrastAudit

/// A view model handed to a SwiftUI view (`@ObservedObject var viewModel: ViewModel`) is an
/// instance the audit cannot know, but what every instance of its class holds it can.
///
/// Mastodon's report and compose toolbars draw on `Color(viewModel.backgroundColor)`, a
/// `@Published var backgroundColor = Asset.Scene.Report.background.color` nothing assigns: they
/// were unresolved as runtime state, and their two unresolved grounds, written alike, were
/// reported under one reason that named the other view.
@Suite struct InjectedViewModelTests {
  static let views = """
    import SwiftUI
    import Combine

    final class ReportReasonViewModel: ObservableObject {
        @Published var backgroundColor = UIColor.systemGroupedBackground
        @Published var selected: Int?
    }

    struct ReportReasonView: View {
        @ObservedObject var viewModel: ReportReasonViewModel

        var body: some View {
            ScrollView {
                Text("Why are you reporting this post?")
                    .foregroundColor(Color(UIColor.secondaryLabel))
            }
            .background(Color(viewModel.backgroundColor))
        }
    }

    struct ComposeContentToolbarView: View {
        class ViewModel: ObservableObject {
            @Published var backgroundColor = UIColor.secondarySystemBackground
            @Published var highlight = UIColor.systemBlue

            func update(isDark: Bool) {
                highlight = isDark ? .systemTeal : .systemBlue
            }
        }

        @ObservedObject var viewModel: ViewModel

        var body: some View {
            HStack {
                Text("Draft")
                    .foregroundColor(Color(UIColor.secondaryLabel))
                Text("500")
                    .foregroundColor(Color(UIColor.tertiaryLabel))
                    .background(Color(viewModel.highlight))
            }
            .background(Color(viewModel.backgroundColor))
        }
    }

    struct ThemePickerView: View {
        final class ViewModel: ObservableObject {
            @Published var tint = Color.orange
            @Published var ground = Color.black
            private var bag = Set<AnyCancellable>()

            init(publisher: AnyPublisher<Color, Never>) {
                publisher.assign(to: \\.ground, on: self).store(in: &bag)
            }
        }

        @ObservedObject var viewModel: ViewModel

        var body: some View {
            VStack {
                ColorPicker("Tint", selection: $viewModel.tint)
                Text("Tinted")
                    .foregroundColor(viewModel.tint)
                    .background(Color.white)
                Text("Grounded")
                    .foregroundColor(Color.white)
                    .background(viewModel.ground)
            }
        }
    }
    """

  static func grounds(_ result: AuditResult, _ view: String) -> Set<String> {
    Set(
      result.checks.filter { $0.pairing.name?.contains(view) == true }.map {
        $0.measurement?.background.color.hexString ?? "unresolved"
      })
  }

  @Test func whatEveryInstanceHoldsIsRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Views.swift", Self.views)
    let result = folder.audit()
    // systemGroupedBackground: #F2F2F7 in Light Mode.
    #expect(Self.grounds(result, "ReportReasonView").contains("#F2F2F7FF"))
    #expect(!Self.grounds(result, "ReportReasonView").contains("unresolved"))
    // The toolbar's ground is read (secondarySystemBackground: #1C1C1E in Dark Mode); its
    // highlight, assigned in a method, is runtime state.
    #expect(
      Self.grounds(result, "Text \"Draft\" in ComposeContentToolbarView").contains("#1C1C1EFF"))
    #expect(Self.grounds(result, "Text \"500\" in ComposeContentToolbarView") == ["unresolved"])
    // Bound to a color picker, or assigned through a key path: runtime state.
    for text in ["Tinted", "Grounded"] {
      let checks = result.checks.filter {
        $0.pairing.name?.contains("Text \"\(text)\" in ThemePickerView") == true
      }
      #expect(!checks.isEmpty && checks.allSatisfy { $0.status == .unresolved })
    }
  }
}
