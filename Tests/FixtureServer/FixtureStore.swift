import APIClient
import Glibc
import Synchronization

/// One recorded exchange: `NAME.json` (the body) and `NAME.headers` (status line and headers).
public struct Fixture: Sendable {
    public var name: String
    public var status: Int
    public var reason: String
    /// The recorded headers, minus `content-encoding` (the stored bodies are already decoded).
    public var headers: [FixtureHeader]
    public var body: [UInt8]

    /// The first recorded value of `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        HTTPHeaders(headers)[name]
    }
}

/// Why a fixture could not be read.
public struct FixtureError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// The directory of recorded GitHub responses, read once per fixture and kept in memory.
public final class FixtureStore: Sendable {
    public let directory: String
    private let cache = Mutex<[String: Fixture]>([:])

    public init(directory: String) {
        self.directory = directory
    }

    /// The store at `GHBROWSE_FIXTURES`, or at `shared/fixtures/github` in the nearest ancestor
    /// of the current directory or of this source file.
    public static func located(filePath: String = #filePath) throws -> FixtureStore {
        guard let directory = locateDirectory(filePath: filePath) else {
            throw FixtureError(description: "cannot find shared/fixtures/github (set GHBROWSE_FIXTURES)")
        }
        return FixtureStore(directory: directory)
    }

    public static func locateDirectory(filePath: String = #filePath) -> String? {
        if let variable = getenv("GHBROWSE_FIXTURES") {
            let path = String(cString: variable)
            if !path.isEmpty { return path }
        }
        var starts: [String] = []
        if let cwd = getcwd(nil, 0) {
            starts.append(String(cString: cwd))
            free(cwd)
        }
        starts.append(filePath)
        for start in starts {
            var directory = start
            while !directory.isEmpty {
                let candidate = (directory == "/" ? "" : directory) + "/shared/fixtures/github"
                if isDirectory(candidate) { return candidate }
                guard let slash = directory.lastIndex(of: "/") else { break }
                if directory == "/" { break }
                directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
            }
        }
        return nil
    }

    /// The names of every exchange in the directory (each `NAME.headers` with its `NAME.json`), sorted.
    public func names() -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name.hasSuffix(".headers") { names.append(String(name.dropLast(".headers".count))) }
        }
        return names.sorted()
    }

    public func fixture(named name: String) throws -> Fixture {
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let body = try Self.readFile("\(directory)/\(name).json")
        let headerText = String(decoding: try Self.readFile("\(directory)/\(name).headers"), as: UTF8.self)
        var lines = headerText.split(whereSeparator: \.isNewline)[...]
        guard let statusLine = lines.popFirst() else { throw FixtureError(description: "\(name).headers is empty") }
        let statusParts = statusLine.split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw FixtureError(description: "\(name).headers: bad status line \(statusLine)")
        }
        let reason = statusParts.count > 2 ? String(statusParts[2]) : FixtureResponse.reasonPhrase(for: status)
        var headers: [FixtureHeader] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let headerName = String(line[..<colon])
            var value = line[line.index(after: colon)...]
            while value.first == " " { value = value.dropFirst() }
            if ["content-encoding", "content-length", "transfer-encoding", "connection"]
                .contains(headerName.lowercased()) { continue }
            headers.append(FixtureHeader(name: headerName, value: String(value)))
        }
        let fixture = Fixture(name: name, status: status, reason: reason, headers: headers, body: body)
        cache.withLock { $0[name] = fixture }
        return fixture
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FixtureError(description: "cannot open \(path)") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FixtureError(description: "cannot read \(path)")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
