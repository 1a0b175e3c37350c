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

  @Test func resultsComeBackInOrder() {
    let (a, b) = concurrently({ (0..<1000).reduce(0, +) }, { "second" })
    #expect(a == 499_500)
    #expect(b == "second")
    #expect(concurrentMap(count: 100) { $0 * 2 } == (0..<100).map { $0 * 2 })
  }
}
