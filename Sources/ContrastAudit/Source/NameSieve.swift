/// A quick test of whether a name may be one of a fixed few, by its length and its first and
/// last bytes.
///
/// Loops that visit every identifier of every file (millions on a large app) ask whether it is
/// one of a handful of names. Comparing the text with each name, or hashing it for a set, cost
/// more than the rest of such a loop; the sieve rules most names out with a few byte reads, and
/// only those that pass are compared. It never rules out a name it was made with.
struct NameSieve: Sendable {
  /// 256 bits, one per bucket of (length, first byte, last byte).
  private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  init<Names: Sequence<String>>(_ names: Names) {
    for name in names { insert(name) }
  }

  private mutating func insert(_ name: String) {
    let bucket = Self.bucket(name)
    let bit = UInt64(1) << (bucket & 63)
    switch bucket >> 6 {
    case 0: bits.0 |= bit
    case 1: bits.1 |= bit
    case 2: bits.2 |= bit
    default: bits.3 |= bit
    }
  }

  /// False when `name` is none of the names; true when it may be one of them.
  func mayContain(_ name: String) -> Bool {
    let bucket = Self.bucket(name)
    let word: UInt64
    switch bucket >> 6 {
    case 0: word = bits.0
    case 1: word = bits.1
    case 2: word = bits.2
    default: word = bits.3
    }
    return word & (UInt64(1) << (bucket & 63)) != 0
  }

  private static func bucket(_ name: String) -> Int {
    var name = name
    return name.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return 0 }
      return (bytes.count &* 37 &+ Int(first) &* 7 &+ Int(last)) & 255
    }
  }
}
