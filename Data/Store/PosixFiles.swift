import Glibc

/// A file operation that failed, in words a person can act on (path and the system's reason).
public struct PosixFileError: Error, Equatable, Sendable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    /// "`what`: `strerror(code)`", e.g. "cannot create /x/y: Permission denied".
    public init(_ what: String, errno code: Int32) {
        self.reason = "\(what): \(String(cString: strerror(code)))"
    }
}

/// What reading a file with `PosixFiles.read(_:limit:)` found.
public enum PosixFileRead: Equatable, Sendable {
    /// No file.
    case missing
    /// A path component above the file is not a directory.
    case parentNotDirectory
    case contents([UInt8])
    /// Larger than the limit the caller gave.
    case tooLarge
    /// It exists but cannot be read (permissions, a directory in its place …).
    case failed(reason: String)
}

/// POSIX file calls for the stores (search history, response cache): bounded reads, private
/// (0700) directories, atomic replacement, `flock` locking, moving a bad file aside.
/// Plain functions with no state; every failure becomes a reason a person can read.
public enum PosixFiles {
    /// The directory part of `path` ("." when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last path component of `path`.
    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    // MARK: - Reading

    /// Reads the whole file if it is a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> PosixFileRead {
        // O_NONBLOCK: a FIFO planted at the path must not hang the app.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT: return .missing
            case ENOTDIR: return .parentNotDirectory
            default: return .failed(reason: PosixFileError("cannot open \(path)", errno: code).reason)
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return .failed(reason: PosixFileError("cannot read \(path)", errno: errno).reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failed(reason: "\(path) is not a regular file")
        }
        if info.st_size > limit { return .tooLarge }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1) // one buffer of the file's size, not a doubling series
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                return .failed(reason: PosixFileError("cannot read \(path)", errno: code).reason)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes.count > limit ? .tooLarge : .contents(bytes)
    }

    // MARK: - Directories

    /// `mkdir -p` with mode 0700 for every directory it creates; existing ones are left alone.
    public static func makeDirectories(_ path: String) throws(PosixFileError) {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") where component != "." {
            if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
            prefix += component
            if mkdir(prefix, 0o700) == 0 {
                _ = chmod(prefix, 0o700) // exactly 0700 whatever the umask
                continue
            }
            let code = errno
            if isDirectory(prefix) { continue }
            if code == EEXIST || code == ENOTDIR, let blocker = firstNonDirectory(in: prefix) {
                throw PosixFileError("\(blocker) is not a directory")
            }
            throw PosixFileError("cannot create \(prefix)", errno: code)
        }
    }

    /// The first existing component of `path` that is not a directory, if any.
    public static func firstNonDirectory(in path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
            prefix += component
            if !exists(prefix) { return nil }
            if !isDirectory(prefix) { return prefix }
        }
        return nil
    }

    // MARK: - Writing

    /// Replaces `path` with `bytes` so that a crash leaves either the old or the new file:
    /// a 0600 temporary file in the same directory (O_EXCL), written, flushed, renamed over
    /// `path`, then the directory flushed (`durable` false: neither flushed, see below). The
    /// temporary file never outlives a failure.
    public static func replaceAtomically(_ path: String, with bytes: [UInt8], durable: Bool = true) throws(PosixFileError) {
        try replaceAtomically(path, durable: durable) { fd in bytes.withUnsafeBytes { writeAll(fd, $0) } }
    }

    /// The same, with the contents written to the temporary file's descriptor by `write` (true when
    /// every byte was written): contents in pieces are written one after the other, never joined
    /// into one copy first. `durable` false skips both flushes to the disk, for a file that may be
    /// lost to a power cut but must never be seen half written (a cache entry: a reader refuses
    /// one whose lengths do not add up, and it is fetched again); the rename still replaces the
    /// old file whole.
    public static func replaceAtomically(_ path: String, durable: Bool = true,
                                         writingWith write: (Int32) -> Bool) throws(PosixFileError) {
        let directory = directory(of: path)
        let temporary = "\(temporaryPrefix(for: path))\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw PosixFileError("cannot write in \(directory)", errno: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        var failure: Int32 = 0
        if !write(fd) || (durable && fsync(fd) != 0) || fchmod(fd, 0o600) != 0 { failure = errno }
        // close can report a delayed write error (NFS), so it counts too.
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw PosixFileError("cannot write \(path)", errno: failure) }

        guard rename(temporary, path) == 0 else {
            throw PosixFileError("cannot replace \(path)", errno: errno)
        }
        renamed = true
        if durable { syncDirectory(directory) }
    }

    /// The name every temporary file for `path` starts with.
    public static func temporaryPrefix(for path: String) -> String {
        "\(path).tmp-"
    }

    /// Deletes temporary files a crashed writer left beside `path`.
    /// Only call while holding the file's lock: then no writer is using one.
    public static func removeStaleTemporaryFiles(for path: String) {
        let directory = directory(of: path)
        let prefix = fileName(of: temporaryPrefix(for: path))
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(prefix) { unlink("\(directory)/\(name)") }
        }
    }

    /// Writes all of `buffer` to `fd`, again after an interruption; false on any other failure.
    public static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let count = Glibc.write(fd, base + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Makes a rename in `directory` durable. Some file systems refuse to fsync a directory;
    /// the rename has happened by then, so that is not an error.
    public static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    // MARK: - Locking and moving aside

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created 0600 if missing),
    /// so writers in other processes (or other store instances) wait their turn.
    public static func withExclusiveLock<T>(_ lockPath: String,
                                     _ body: () throws(PosixFileError) -> T) throws(PosixFileError) -> T {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard fd >= 0 else { throw PosixFileError("cannot open \(lockPath)", errno: errno) }
        defer { close(fd) } // closing releases the lock
        while flock(fd, LOCK_EX) != 0 {
            let code = errno
            if code != EINTR { throw PosixFileError("cannot lock \(lockPath)", errno: code) }
        }
        return try body()
    }

    /// Renames `path` to `path.<suffix>` (or `…-2`, `-3` … if taken), keeping its bytes,
    /// and returns the new path.
    public static func moveAside(_ path: String, suffix: String) throws(PosixFileError) -> String {
        let base = "\(path).\(suffix)"
        var candidate = base
        var suffix = 1
        while exists(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        guard rename(path, candidate) == 0 else {
            throw PosixFileError("cannot rename \(path)", errno: errno)
        }
        syncDirectory(directory(of: path))
        return candidate
    }
}
