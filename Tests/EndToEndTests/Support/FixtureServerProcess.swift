import FixtureServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built `fixture-server` running on an ephemeral loopback port, logging every request.
final class FixtureServerProcess {
    let port: Int
    let logPath: String
    private let process: ChildProcess

    /// Starts the server and waits (up to 15 s) for its `listening on PORT` line.
    init(scratch: ScratchDirectory) throws {
        let binary = try BuiltBinaries.fixtureServer()
        guard let fixtures = FixtureStore.locateDirectory() else {
            throw EndToEndFailure("cannot find shared/fixtures/github for the fixture server (set GHBROWSE_FIXTURES)")
        }
        logPath = scratch.path("requests.log")
        let outputPath = scratch.path("fixture-server.out")
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        process = try ChildProcess(binary, ["--port", "0", "--log", logPath, "--fixtures", fixtures],
                                   environment: ProcessInfo.processInfo.environment,
                                   stdout: outputPath, stderr: outputPath)

        let deadline = Date().addingTimeInterval(15)
        var found: Int?
        while found == nil {
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("listening on ") }) {
                found = Int(line.dropFirst("listening on ".count).trimmingCharacters(in: .whitespaces))
                if found == nil { break }
            } else if !process.isRunning || Date() > deadline {
                break
            } else {
                usleep(10_000)
            }
        }
        guard let found else {
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            if process.isRunning { process.terminate() }
            throw EndToEndFailure("fixture-server did not report `listening on PORT`; it wrote: \(text)")
        }
        port = found
    }

    /// What ghbrowse gets as `GITHUB_API_URL`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Every logged request line (`GET /path?query`), in order.
    func requestLines() -> [String] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// The logged `GET /search/repositories…` lines.
    func searchRequests() -> [String] {
        requestLines().filter { $0.hasPrefix("GET /search/repositories") }
    }

    /// Slows every later answer by `milliseconds` (`GET /__control/delay?ms=N`).
    func setDelay(milliseconds: Int) throws {
        _ = try control("delay?ms=\(milliseconds)")
    }

    /// Makes the server close every later connection without answering, or stop doing so.
    func setDropsConnections(_ drops: Bool) throws {
        _ = try control("drop?on=\(drops ? 1 : 0)")
    }

    /// Makes every 200 carry a hostile `ETag` (`cr`: a CR inside; `huge`: 100 KB), or the
    /// server's own again (`server`).
    func setETag(_ value: String) throws {
        _ = try control("etag?value=\(value)")
    }

    /// Holds release assets part way (paced chunks, then nothing until released), or lets them go
    /// (`GET /__control/hold-assets?on=1|0`): a download's progress is seen on any machine.
    func setHoldsAssets(_ holds: Bool) throws {
        _ = try control("hold-assets?on=\(holds ? 1 : 0)")
    }

    /// Makes every answer that has a `max-age` say `seconds` instead (0: stale at once).
    func setMaxAge(seconds: Int) throws {
        _ = try control("max-age?s=\(seconds)")
    }

    /// The server's own request log (`GET /__control/requests`): one `METHOD TARGET` line each.
    func controlRequestLog() throws -> [String] {
        try control("requests").split(separator: "\n").map(String.init)
    }

    /// Sends `GET /__control/NAME` and returns the answer's text; fails unless it is a 200.
    private func control(_ name: String) throws -> String {
        let answer = ControlAnswer()
        let done = DispatchSemaphore(value: 0)
        guard let url = URL(string: "\(baseURL)/__control/\(name)") else { throw EndToEndFailure("bad control \(name)") }
        URLSession.shared.dataTask(with: url) { data, response, error in
            answer.set(status: (response as? HTTPURLResponse)?.statusCode, text: data.map { String(decoding: $0, as: UTF8.self) },
                       error: error.map { "\($0)" })
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success else { throw EndToEndFailure("control \(name) timed out") }
        let (status, text, error) = answer.get()
        guard status == 200, let text else {
            throw EndToEndFailure("control \(name) failed: status \(status.map(String.init) ?? "none"), \(error ?? text ?? "")")
        }
        return text
    }

    func stop() {
        process.terminate()
    }
}

/// A control request's answer, handed from URLSession's thread to the test's.
private final class ControlAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (status: Int?, text: String?, error: String?) = (nil, nil, nil)

    func set(status: Int?, text: String?, error: String?) {
        lock.withLock { value = (status, text, error) }
    }

    func get() -> (status: Int?, text: String?, error: String?) {
        lock.withLock { value }
    }
}
