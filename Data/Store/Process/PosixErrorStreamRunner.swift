#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with `posix_spawnp` and an argument vector (never a shell), standard input and
/// output on `/dev/null`, its standard error read from a pipe as it comes and handed to `onOutput`
/// chunk by chunk; blocks until the program exits. For `git clone --progress`, which writes its
/// progress there. `environment` replaces the inherited one when given ("NAME=value" strings).
public struct PosixErrorStreamRunner: Sendable {
    public init() {}

    /// The program's exit status (128 + the signal when one ended it), or why it could not start.
    public func run(_ arguments: [String], environment: [String]? = nil,
                    onOutput: ([UInt8]) -> Void) -> Result<Int32, ProcessLaunchError> {
        let (program, readEnd, writeEnd): (String, Int32, Int32)
        switch CloseOnExecPipe.open(for: arguments) {
        case .success(let opened): (program, readEnd, writeEnd) = opened
        case .failure(let error): return .failure(error)
        }
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var envp: [UnsafeMutablePointer<CChar>?] = (environment ?? []).map { strdup($0) }
        envp.append(nil)
        defer { envp.forEach { free($0) } }
        var processID: pid_t = 0
        let spawned = environment == nil
            ? posix_spawnp(&processID, program, &actions, nil, argv, environ)
            : posix_spawnp(&processID, program, &actions, nil, argv, &envp)
        close(writeEnd)
        guard spawned == 0 else {
            return .failure(ProcessLaunchError(reason: "\(program): \(String(cString: strerror(spawned)))"))
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            onOutput(Array(chunk[0..<count]))
        }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return .success(signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
    }
}
