/// Where a report's bytes go as it is rendered.
///
/// A report for a large app runs to hundreds of megabytes, so reports that can be large (JSON,
/// SARIF, JUnit) are written piece by piece: the bytes gather here and are handed to `deliver`
/// in chunks of about `chunkSize`, and the report is never held whole. Without a `deliver`
/// everything is collected, which is how `render` returns a string.
public struct ReportOutput {
  /// The bytes not handed on yet.
  var bytes: [UInt8] = []
  private let chunkSize: Int
  private let deliver: (([UInt8]) -> Bool)?
  /// Whether the destination refused a chunk (a closed pipe, a full disk): the rest of the
  /// report is not worth rendering, and reporters stop between items.
  public private(set) var isStopped = false

  /// Collects the whole report.
  init() {
    chunkSize = .max
    deliver = nil
  }

  /// Hands the report on in chunks; call ``finish()`` after the last write.
  ///
  /// `deliver` returns false when the destination can take no more.
  public init(chunkSize: Int = 1 << 20, deliver: @escaping ([UInt8]) -> Bool) {
    self.chunkSize = chunkSize
    self.deliver = deliver
    bytes.reserveCapacity(chunkSize + chunkSize / 4)
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Hands on what has gathered once it is a chunk; reporters call it between items.
  mutating func flushIfFull() {
    guard let deliver, bytes.count >= chunkSize else { return }
    if !isStopped && !deliver(bytes) { isStopped = true }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Hands on the rest.
  public mutating func finish() {
    guard let deliver, !bytes.isEmpty else { return }
    if !isStopped && !deliver(bytes) { isStopped = true }
    bytes.removeAll()
  }

  /// The collected report as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
