#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Byte-level checks done before any tokenizing.
enum ByteSearch {
  /// Whether `needle` occurs in `haystack` (`memmem`).
  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    return firstIndex(of: pattern, in: haystack, from: 0) != nil
  }

  /// Lower-case letters from most to least frequent in source code: `memchr` looks for the
  /// rarest byte of a needle, so it stops less often than on its first byte (`t`, `e`).
  private static let frequentLetters = Array("etaoinsrlcdmuphfgvbywkxjqz".utf8)

  /// The offset of the byte of `needle` to look for first.
  static func anchor(of needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0
    var bestRank = -1
    for (offset, byte) in needle.enumerated() {
      let rank: Int
      if byte >= 0x41 && byte <= 0x5A {
        rank = 40  // upper case
      } else if let r = frequentLetters.firstIndex(of: byte) {
        rank = r
      } else {
        rank = 10
      }
      if rank > bestRank {
        best = offset
        bestRank = rank
      }
    }
    return best
  }

  /// Whether the bytes are valid UTF-8: ASCII runs eight bytes at a time, and each multi-byte
  /// sequence checked where it stands, so one `©` in a header does not slow the rest of the file.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let n = bytes.count
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i < n {
      while i + 8 <= n,
        raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        i += 8
      }
      while i < n, bytes[i] < 0x80 { i += 1 }
      guard i < n else { return true }
      guard let length = sequenceLength(bytes, at: i) else { return false }
      i += length
    }
    return true
  }

  /// Replaces every byte that is not part of a well-formed UTF-8 sequence with `replacement`,
  /// keeping every other byte where it was (so lines and columns stay those of the file), and
  /// gives the offset of the first one replaced; nil when the bytes were valid.
  static func replaceInvalidUTF8(_ bytes: inout [UInt8], with replacement: UInt8) -> Int? {
    var first: Int?
    bytes.withUnsafeMutableBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        guard buffer[i] >= 0x80 else {
          i += 1
          continue
        }
        if let length = sequenceLength(UnsafeBufferPointer(buffer), at: i) {
          i += length
        } else {
          if first == nil { first = i }
          buffer[i] = replacement
          i += 1
        }
      }
    }
    return first
  }

  /// The length of the well-formed UTF-8 sequence that starts with the non-ASCII byte at `i`
  /// (Unicode's table 3-7: no overlong forms, surrogates or scalars past U+10FFFF), or nil.
  private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let lead = bytes[i]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return nil
    }
    guard i + length <= bytes.count, second.contains(bytes[i + 1]) else { return nil }
    for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The first index at or after `start` where `needle` occurs in `haystack`.
  static func firstIndex(
    of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  )
    -> Int?
  {
    needle.withUnsafeBufferPointer { firstIndex(of: $0, in: haystack, from: start) }
  }

  /// The first index at or after `start` where `needle` occurs in `haystack`: `memchr` for the
  /// needle's rarest byte, `memcmp` around it (both vectorised in the C library).
  static func firstIndex(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    let m = needle.count
    guard let base = haystack.baseAddress, let nb = needle.baseAddress, m > 0, start >= 0,
      haystack.count - start >= m
    else { return nil }
    let a = anchor(of: needle)
    let anchorByte = Int32(needle[a])
    // Positions of the anchor byte that leave room for the needle around it.
    var p = UnsafeRawPointer(base + start + a)
    let last = UnsafeRawPointer(base + (haystack.count - m + a))
    while p <= last {
      guard let hit = memchr(p, anchorByte, last - p + 1) else { return nil }
      let candidate = UnsafeRawPointer(hit) - a
      if memcmp(candidate, nb, m) == 0 {
        return UnsafeRawPointer(base).distance(to: candidate)
      }
      p = UnsafeRawPointer(hit) + 1
    }
    return nil
  }

  /// Whether the bytes of `needle` occur in `haystack`.
  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, bytesOf needle: String) -> Bool {
    firstIndex(of: Array(needle.utf8), in: haystack, from: 0) != nil
  }
}
