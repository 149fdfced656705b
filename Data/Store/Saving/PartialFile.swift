import Glibc

/// A file being written under a temporary name in its target's directory (`.NAME.ghbrowse-part-…`,
/// created with O_EXCL, 0644 less the umask), put in place only when complete: `finish` renames
/// it to the target, never over an existing file unless asked; `discard` (or a failure on the
/// way) removes it. Written from one thread at a time.
public final class PartialFile {
    public let target: String
    public let temporaryPath: String
    private var descriptor: Int32
    public private(set) var writtenBytes: Int64 = 0

    /// Opens the temporary file beside `target`; why not, as a sentence.
    public init(target: String) throws(PosixFileError) {
        let directory = PosixFiles.directory(of: target)
        guard PosixFiles.isDirectory(directory) else { throw PosixFileError("\(directory) is not a directory") }
        self.target = target
        let name = PosixFiles.fileName(of: target)
        temporaryPath = (directory == "/" ? "" : directory) + "/.\(name).ghbrowse-part-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw PosixFileError("cannot write in \(directory)", errno: errno) }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    /// Appends `bytes`; false when the disk refused them (the reason in `failure`).
    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard descriptor >= 0, let base = bytes.baseAddress else { return descriptor >= 0 }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                failure = PosixFileError("cannot write \(temporaryPath)", errno: errno)
                return false
            }
            offset += count
        }
        writtenBytes += Int64(bytes.count)
        return true
    }

    /// Why the last write failed.
    public private(set) var failure: PosixFileError?

    /// Closes the file and puts it at `target`. Without `overwrite` an existing target is left as
    /// it is (a hard link, which fails on an existing name, then the temporary name removed; on a
    /// file system without hard links, a check then a rename) and `.exists` is thrown.
    public func finish(overwrite: Bool) throws(PartialFileError) {
        guard descriptor >= 0 else { throw .failed(PosixFileError("the file was already closed")) }
        let closed = close(descriptor)
        let closeError = errno
        descriptor = -1
        defer { unlink(temporaryPath) }
        if closed != 0 { throw .failed(PosixFileError("cannot write \(target)", errno: closeError)) }
        if overwrite {
            guard rename(temporaryPath, target) == 0 else {
                throw .failed(PosixFileError("cannot put \(target) in place", errno: errno))
            }
            return
        }
        if link(temporaryPath, target) == 0 { return }
        let linkError = errno
        if linkError == EEXIST { throw .exists }
        guard linkError == EPERM || linkError == EOPNOTSUPP || linkError == EXDEV || linkError == EMLINK else {
            throw .failed(PosixFileError("cannot put \(target) in place", errno: linkError))
        }
        if PosixFiles.exists(target) { throw .exists }
        guard rename(temporaryPath, target) == 0 else {
            throw .failed(PosixFileError("cannot put \(target) in place", errno: errno))
        }
    }

    /// Closes and removes the temporary file: nothing is left of it.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
    }
}

/// Why a complete file was not put in place.
public enum PartialFileError: Error, Equatable, Sendable {
    /// Something is at the target already and overwriting was not asked for.
    case exists
    case failed(PosixFileError)
}
