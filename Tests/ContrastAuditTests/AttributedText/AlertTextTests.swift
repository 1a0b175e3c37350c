import Testing

@testable import ContrastAudit

/// An alert controller draws an attributed title or message in its own colors, which adapt.
///
/// TrollStore (read to check) builds an app's details, headers and body runs without a color
/// beside warning runs in orange and red, and shows them as an alert's `attributedMessage`: 18
/// notes that the uncolored runs take "whatever color the view it ends in has". The alert's
/// private keys, set as properties or through key-value coding, are adaptive sinks; a label is
/// still a note.
@Suite struct AlertTextTests {
  static func objectiveC(sink: String) -> String {
    """
    @implementation TSAppDetails

    - (NSAttributedString *)detailedInfoDescription
    {
      NSMutableAttributedString *description = [NSMutableAttributedString new];
      NSDictionary *bodyAttributes = @{NSFontAttributeName: [UIFont systemFontOfSize:11]};
      NSDictionary *warningAttributes = @{NSFontAttributeName: [UIFont systemFontOfSize:11],
                                          NSForegroundColorAttributeName: [UIColor systemOrangeColor]};
      [description appendAttributedString:[[NSAttributedString alloc] initWithString:@"Version: 1.0" attributes:bodyAttributes]];
      [description appendAttributedString:[[NSAttributedString alloc] initWithString:@"\\nUnsandboxed" attributes:warningAttributes]];
      return description;
    }

    - (void)showDetails
    {
      UIAlertController *detailsAlert = [UIAlertController alertControllerWithTitle:@"" message:@"" preferredStyle:UIAlertControllerStyleAlert];
      \(sink)
      [self presentViewController:detailsAlert animated:YES completion:nil];
    }

    @end
    """
  }

  static func findings(_ source: String, path: String) -> [Finding] {
    AttributedTextScanner().scan(source: source, path: path).findings
  }

  @Test func anAlertsAttributedMessageAdapts() {
    #expect(
      Self.findings(
        Self.objectiveC(sink: "detailsAlert.attributedMessage = [self detailedInfoDescription];"),
        path: "TSAppDetails.m"
      ).isEmpty)
    #expect(
      Self.findings(
        Self.objectiveC(
          sink:
            "[detailsAlert setValue:[self detailedInfoDescription] forKey:@\"attributedMessage\"];"
        ), path: "TSAppDetails.m"
      ).isEmpty)
    let swift = """
      import UIKit

      func showWarning(in controller: UIViewController) {
          let message = NSMutableAttributedString(string: "Version 1.0", attributes: [.font: UIFont.systemFont(ofSize: 11)])
          message.append(NSAttributedString(string: "\\nUnsandboxed", attributes: [.foregroundColor: UIColor.systemOrange]))
          let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
          alert.setValue(message, forKey: "attributedMessage")
          controller.present(alert, animated: true)
      }
      """
    #expect(Self.findings(swift, path: "Warning.swift").isEmpty)
  }

  @Test func aLabelStillTakesItsOwnColor() {
    let found = Self.findings(
      Self.objectiveC(sink: "self.detailsLabel.attributedText = [self detailedInfoDescription];"),
      path: "TSAppDetails.m")
    #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note })
  }
}
