import Foundation
import Glibc
import XCTest

/// This test binary started again as a child process that runs one test entry point, for tests
/// that need two real processes (file locks, concurrent writers). The child writes its answer
/// to the file named by `resultKey` in its environment; its stdout and stderr go to a log.
public struct TestChildProcess {
    public let process: Process
    public let name: String
    public let resultPath: String
    public let logPath: String

    /// Starts `entryPoint` (`Target.Class/testMethod`) with `environment` added, its result file
    /// and log in `directory`, the result file's path passed under `resultKey`.
    public static func start(entryPoint: String, in directory: String, named name: String, resultKey: String,
                             environment: [String: String]) throws -> TestChildProcess {
        let resultPath = directory + "/\(name).result"
        let logPath = directory + "/\(name).log"
        guard FileManager.default.createFile(atPath: logPath, contents: Data()) else {
            throw TestFailure("cannot create \(logPath)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try currentExecutable())
        process.arguments = [entryPoint]
        process.environment = ProcessInfo.processInfo.environment
            .merging(environment) { _, new in new }
            .merging([resultKey: resultPath]) { _, new in new }
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.standardOutput = log
        process.standardError = log
        try process.run()
        return TestChildProcess(process: process, name: name, resultPath: resultPath, logPath: logPath)
    }

    /// Waits for the child; fails unless it exited 0 and its entry point really ran. Returns its result.
    @discardableResult
    public func waitForResult(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        process.waitUntilExit()
        let log = FileManager.default.contents(atPath: logPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        XCTAssertEqual(process.terminationStatus, 0, "child \(name) failed:\n\(log)", file: file, line: line)
        return try XCTUnwrap(FileManager.default.contents(atPath: resultPath).map { String(decoding: $0, as: UTF8.self) },
                             "child \(name) did not run its entry point:\n\(log)", file: file, line: line)
    }

    private static func currentExecutable() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { throw TestFailure("readlink /proc/self/exe failed") }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
