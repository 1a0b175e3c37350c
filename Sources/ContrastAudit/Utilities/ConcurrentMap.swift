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
/// one its closure returns, whatever the scheduling.
func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
  let results = concurrentMap(count: 2) { n -> Either<A, B> in
    n == 0 ? .first(first()) : .second(second())
  }
  guard case .first(let a) = results[0], case .second(let b) = results[1] else {
    fatalError("concurrentMap returned its results out of order")
  }
  return (a, b)
}

/// The result of one of the two closures of ``concurrently(_:_:)``.
private enum Either<A, B> {
  case first(A)
  case second(B)
}
