import Foundation
import Testing

@testable import ContrastAudit

/// Files git-crypt encrypted are warnings, and the rest of the app is audited.
///
/// A repository cloned without its git-crypt key holds its secret files as ciphertext behind a
/// `\0GITCRYPT\0` header: 2fas-ios's `Keys.swift` and its generated service databases. They are
/// not broken input, and a contributor may have no key: each is a warning naming the file.
@Suite struct EncryptedSourcesTests {
  /// What git-crypt writes: its header, a 12-byte nonce, then the encrypted bytes.
  static func encrypted(seed: UInt8) -> Data {
    var bytes = SourceText.gitCryptHeader
    var state = UInt32(seed) &* 2_654_435_761
    for _ in 0..<300 {
      state = state &* 1_103_515_245 &+ 12_345
      bytes.append(UInt8(truncatingIfNeeded: state >> 16))
    }
    return Data(bytes)
  }

  @Test func encryptedFilesAreWarningsAndTheRestIsAudited() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Sources/BannerView.swift",
      """
      import UIKit

      final class BannerView: UIView {
          private let messageLabel = UILabel()

          override init(frame: CGRect) {
              super.init(frame: frame)
              backgroundColor = .systemBackground
              messageLabel.textColor = .label
              addSubview(messageLabel)
          }

          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """)
    for (n, path) in ["App/Protection/Keys.swift", "App/Secret.storyboard"].enumerated() {
      try folder.write(path, bytes: Self.encrypted(seed: UInt8(n)))
    }
    let run = try EndToEndTests.run(["App", "--color", "never"], in: folder.url)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    for path in ["App/Protection/Keys.swift", "App/Secret.storyboard"] {
      #expect(
        run.stdout.contains(
          "\(path): warning: not read: the file is encrypted with git-crypt; run "
            + "`git-crypt unlock` to audit it"), "\(run.stdout)")
    }
    #expect(run.stdout.contains("✓ 1 pairing passes in every trait combination"), "\(run.stdout)")
  }
}
