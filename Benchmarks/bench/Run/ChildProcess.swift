import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs this executable again as a child process with a time budget: the isolation that gives
/// every benchmark case its own peak RSS and lets the parent stop a case that runs too long.
struct ChildProcess {
  /// How a child ended.
  enum Ending: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// The budget ran out and the parent killed it.
    case overBudget
    /// It could not be started.
    case notStarted(String)
  }

  /// What a child did.
  struct Result {
    /// How it ended.
    var ending: Ending
    /// Everything it wrote to standard output.
    var output: String
    /// Everything it wrote to standard error.
    var errorOutput: String
    /// Its peak RSS as read by the parent just before killing it (over-budget runs only).
    var peakRSSAtKill: Int?
    /// Wall-clock seconds from start to end.
    var elapsed: Double
  }

  /// The path of the running executable.
  static var executablePath: String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return CommandLine.arguments[0]
  }

  /// Runs `executable arguments…`, capturing its output in temporary files, and kills it when
  /// `budget` seconds have passed. `tick` is called about every `tickInterval` seconds with
  /// the elapsed time while the child runs.
  static func run(
    _ arguments: [String], executable: String = executablePath, budget: Double,
    tickInterval: Double = 1, tick: (Double) -> Void = { _ in }
  ) -> Result {
    let directory = FileManager.default.temporaryDirectory
    let token = UUID().uuidString
    let outputPath = directory.appendingPathComponent("strut-bench-\(token).out").path
    let errorPath = directory.appendingPathComponent("strut-bench-\(token).err").path
    defer {
      unlink(outputPath)
      unlink(errorPath)
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([executable] + arguments).map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = (argv + [nil]).withUnsafeBufferPointer { pointer -> Int32 in
      guard let base = pointer.baseAddress else { return EINVAL }
      return posix_spawn(&pid, executable, &actions, nil, base, environ)
    }
    func seconds() -> Double { (clock.now - start).inSeconds }
    guard spawned == 0 else {
      return Result(
        ending: .notStarted(String(cString: strerror(spawned))), output: "", errorOutput: "",
        elapsed: 0)
    }

    var status: Int32 = 0
    var ending: Ending? = nil
    var peakAtKill: Int? = nil
    var nextTick = tickInterval
    while ending == nil {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid {
        ending = Self.decode(status)
        break
      }
      if waited < 0 && errno != EINTR {
        ending = .notStarted("waitpid failed: \(String(cString: strerror(errno)))")
        break
      }
      let elapsed = seconds()
      if elapsed >= budget {
        peakAtKill = ProcessMemory.peakRSS(of: String(pid))
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        ending = .overBudget
        break
      }
      if elapsed >= nextTick {
        tick(elapsed)
        nextTick = elapsed + tickInterval
      }
      usleep(elapsed < 1 ? 2_000 : 20_000)
    }
    let output = readWholeFile(outputPath)
    let errorOutput = readWholeFile(errorPath)
    return Result(
      ending: ending ?? .overBudget, output: output, errorOutput: errorOutput,
      peakRSSAtKill: peakAtKill, elapsed: seconds())
  }

  /// The file's bytes as UTF-8 text ("" if it cannot be opened). Read with `open`/`read`:
  /// Foundation's `String(contentsOfFile:encoding:)` on Linux leaks a 4 KB buffer per call
  /// (reported by `swift test --sanitize=address`, issue 18).
  static func readWholeFile(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Decodes a `waitpid` status (the C macros do not import into Swift).
  static func decode(_ status: Int32) -> Ending {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }
}
