import FixtureServer
import Foundation

/// The release `fixture-server` running on an ephemeral loopback port, logging every request.
final class FixtureServerProcess {
    let port: Int
    let logPath: String
    private let process: ChildProcess

    /// Starts the server and waits (up to 15 s) for its `listening on PORT` line.
    init(scratch: ScratchDirectory) throws {
        let binary = try ReleaseBinaries.fixtureServer()
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

    func stop() {
        process.terminate()
    }
}
