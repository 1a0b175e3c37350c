import Dispatch
import Foundation
import Testing

@testable import ContrastAudit

@Suite struct ConcurrencyTests {
  /// Whether two tasks of a `concurrentMap` that each wait for the other ran at the same time.
  ///
  /// Run inside each side of `concurrently`, where a nested Dispatch apply would get a single
  /// thread; a serial run fails after the timeout instead of hanging.
  static func tasksMeet() -> Bool {
    let arrived = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let met = concurrentMap(count: 2) { n -> Bool in
      let (mine, theirs) = n == 0 ? arrived : (arrived.1, arrived.0)
      mine.signal()
      return theirs.wait(timeout: .now() + 5) == .success
    }
    return met.allSatisfy { $0 }
  }

  @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2))
  func eachStageKeepsItsCores() {
    let (first, second) = concurrently({ Self.tasksMeet() }, { Self.tasksMeet() })
    #expect(first)
    #expect(second)
  }

  /// Frees itself and says on which thread.
  final class FreedProbe: @unchecked Sendable {
    let freed: @Sendable (pthread_t) -> Void
    init(freed: @escaping @Sendable (pthread_t) -> Void) { self.freed = freed }
    deinit { freed(pthread_self()) }
  }

  /// The last reference goes with the value: it is freed on the background thread, never on
  /// the caller's, even when the caller lets go of its own variable after handing it over.
  @Test func aValueReleasedInTheBackgroundIsFreedThere() {
    for _ in 0..<20 {
      let done = DispatchSemaphore(value: 0)
      let thread = LockedBox<pthread_t?>(nil)
      var probe: FreedProbe? = FreedProbe { freedOn in
        thread.value = freedOn
        done.signal()
      }
      releaseInBackground(probe.take())
      probe = nil
      #expect(done.wait(timeout: .now() + 5) == .success)
      #expect(thread.value.map { pthread_equal($0, pthread_self()) == 0 } == true)
    }
  }

  @Test func resultsComeBackInOrder() {
    let (a, b) = concurrently({ (0..<1000).reduce(0, +) }, { "second" })
    #expect(a == 499_500)
    #expect(b == "second")
    #expect(concurrentMap(count: 100) { $0 * 2 } == (0..<100).map { $0 * 2 })
  }
}

/// A value written on one thread and read on another after a semaphore.
final class LockedBox<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: T
  init(_ value: T) { stored = value }
  var value: T {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
