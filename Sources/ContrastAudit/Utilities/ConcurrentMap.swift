import Dispatch

/// Transforms `0..<count` on every core and returns the results in index order.
///
/// Each task writes only its own slot, so no lock is needed; the order of the result never
/// depends on scheduling, which keeps output deterministic.
func concurrentMap<T>(count: Int, _ transform: (Int) -> T) -> [T] {
  guard count > 0 else { return [] }
  let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
  slots.initialize(repeating: nil)
  defer {
    slots.deinitialize()
    slots.deallocate()
  }
  let base = SlotsAddress(slots.baseAddress)
  withoutActuallyEscaping(transform) { transform in
    let task = UnsafeTask(transform)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      base.pointer?.advanced(by: index).pointee = task.run(index)
    }
  }
  return slots.map { slot in
    guard let slot else { fatalError("concurrentPerform returned before every task ran") }
    return slot
  }
}

/// The slots' address, handed to the worker threads.
private struct SlotsAddress<T>: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<T?>?

  init(_ pointer: UnsafeMutablePointer<T?>?) {
    self.pointer = pointer
  }
}

/// The transform, handed to the worker threads; callers pass pure functions of the index.
private struct UnsafeTask<T>: @unchecked Sendable {
  let run: (Int) -> T

  init(_ run: @escaping (Int) -> T) {
    self.run = run
  }
}

/// Runs two independent computations at once and returns both results.
///
/// For stages that read the same immutable inputs and write nothing shared; each result is the
/// one its closure returns, whatever the scheduling. The second runs on a global queue and the
/// first on the calling thread, not as a two-iteration `concurrentPerform`: Dispatch runs an
/// apply nested inside another on a single thread, so every ``concurrentMap(count:_:)`` within
/// either stage lost its cores (measured: four busy tasks nested in an apply of two took twice
/// as long as the same four alone).
func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
  let box = ResultBox<B>()
  let group = DispatchGroup()
  let a = withoutActuallyEscaping(second) { second -> A in
    let task = UnsafeTask<B> { _ in second() }
    DispatchQueue.global().async(group: group) { box.value = task.run(0) }
    let a = first()
    // The second closure must finish before `withoutActuallyEscaping` returns.
    group.wait()
    return a
  }
  guard let b = box.value else { fatalError("the second computation did not run") }
  return (a, b)
}

/// The second result of ``concurrently(_:_:)``, written by its thread before the group is left.
private final class ResultBox<B>: @unchecked Sendable {
  var value: B?
}

/// Lets go of a large value on another thread, so the caller does not wait while it is freed.
///
/// A project's tokens and index are millions of small objects: freeing them took 9 ms of a
/// 105 ms audit of mastodon-ios, on the thread that goes on to evaluate the checks. The value
/// is moved into a box that the background block empties, so the last reference is let go
/// there whichever thread gets there first.
func releaseInBackground<T>(_ value: consuming T) {
  let box = ReleaseBox(value)
  DispatchQueue.global().async { box.value = nil }
}

/// What ``releaseInBackground(_:)`` frees; only its block touches the value after it is made.
private final class ReleaseBox<T>: @unchecked Sendable {
  var value: T?

  init(_ value: consuming T) {
    self.value = value
  }
}
