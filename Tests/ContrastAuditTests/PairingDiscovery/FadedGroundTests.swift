import Foundation
import Testing

@testable import ContrastAudit

/// A view kept translucent fades its ground and its text alike over what is behind it: the pair
/// of colors says nothing certain, and the pairing is unresolved with that reason.
///
/// Catty (read to check) draws its loading view in its tint at `alpha = 0.70`, with a white
/// label inside: measured as white on the opaque tint (2.96:1), where the screen shows about
/// 2.1:1 over white. A label faded inside an opaque ground is still measured (see
/// ``ViewAlphaTests``), and so is a view faded only in one state (Threema's setup button, at
/// half opacity while it is disabled).
@Suite struct FadedGroundTests {
  static let view = """
    import UIKit

    class LoadingView: UIView {
        private var loadingLabel: UILabel?

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
            backgroundColor = UIColor(red: 0.094, green: 0.647, blue: 0.718, alpha: 1)
            alpha = 0.70
            layer.cornerRadius = 5
            initLoadingLabel()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        func initLoadingLabel() {
            loadingLabel = UILabel(frame: CGRect(x: 15, y: 65, width: 170, height: 20))
            loadingLabel?.backgroundColor = UIColor.clear
            loadingLabel?.textColor = UIColor.white
            loadingLabel?.font = UIFont.boldSystemFont(ofSize: 16)
            if let aLabel = loadingLabel {
                addSubview(aLabel)
            }
        }
    }

    final class SetupBannerView: UIView {
        private let titleLabel = UILabel()

        init(locked: Bool) {
            super.init(frame: .zero)
            backgroundColor = UIColor(red: 0.0, green: 0.478, blue: 1.0, alpha: 1)
            titleLabel.textColor = UIColor.white
            titleLabel.text = "Set up"
            addSubview(titleLabel)
            if locked {
                isUserInteractionEnabled = false
                alpha = 0.5
            }
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    final class ToastView: UIView {
        private var messageLabel: UILabel?

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
            backgroundColor = UIColor(red: 0.094, green: 0.647, blue: 0.718, alpha: 1)
            layer.cornerRadius = 5
            initMessageLabel()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        func initMessageLabel() {
            messageLabel = UILabel(frame: CGRect(x: 15, y: 65, width: 170, height: 20))
            messageLabel?.backgroundColor = UIColor.clear
            messageLabel?.textColor = UIColor.white
            messageLabel?.font = UIFont.boldSystemFont(ofSize: 16)
            if let aLabel = messageLabel {
                addSubview(aLabel)
            }
        }
    }
    """

  @Test func aFadedGroundIsUnresolvedWithItsReason() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/LoadingView.swift", Self.view)
    let checks = folder.audit().checks
    let loading = checks.filter { $0.pairing.name?.contains("in LoadingView") == true }
    #expect(!loading.isEmpty)
    for check in loading {
      guard case .unresolved(let colors) = check.outcome else {
        Issue.record("measured: \(check.pairing.title)")
        continue
      }
      #expect(
        colors.contains {
          $0.reason.contains("LoadingView is drawn at alpha 0.7 over what is behind it")
        })
    }
    // An opaque view, and one faded only in a state (locked), are measured as drawn otherwise.
    for type in ["ToastView", "SetupBannerView"] {
      let opaque = checks.filter { $0.pairing.name?.contains("in \(type)") == true }
      #expect(!opaque.isEmpty && opaque.allSatisfy { $0.measurement != nil }, "\(type)")
    }
  }
}
