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
    let m = needle.utf8CodeUnitCount
    guard let base = haystack.baseAddress, m > 0, haystack.count >= m else { return false }
    let first = Int32(needle.utf8Start.pointee)
    let rest = needle.utf8Start + 1
    var p = UnsafeRawPointer(base)
    let last = UnsafeRawPointer(base + (haystack.count - m))
    // `memchr` for the first byte, `memcmp` for the rest: both vectorised in the C library.
    while p <= last {
      guard let hit = memchr(p, first, last - p + 1) else { return false }
      if m == 1 || memcmp(hit + 1, rest, m - 1) == 0 { return true }
      p = UnsafeRawPointer(hit) + 1
    }
    return false
  }

  /// Whether the bytes are valid UTF-8 (with a fast path for pure ASCII, eight bytes at a time).
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let n = bytes.count
    var i = 0
    let raw = UnsafeRawPointer(base)
    while i + 8 <= n {
      if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        break
      }
      i += 8
    }
    while i < n, bytes[i] < 0x80 { i += 1 }
    if i == n { return true }
    var it = UnsafeBufferPointer(rebasing: bytes[i...]).makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&it) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
