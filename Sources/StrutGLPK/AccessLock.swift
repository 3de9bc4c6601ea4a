#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock that lets other threads read a ``GLPKSolver`` while its owner thread works: the
/// owner holds it for the whole of every operation that changes the solver's state; a reader
/// on another thread holds it while it reads, so it sees the state between two operations,
/// never one half-changed. The owner's own reads need no lock (it cannot race with itself).
///
/// A plain `pthread_mutex_t` (uncontended: one atomic exchange each way), understood by
/// ThreadSanitizer.
final class AccessLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// An unlocked lock.
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  @inline(__always)
  func holding<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
