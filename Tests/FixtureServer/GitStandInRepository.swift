import Foundation

/// A local bare git repository standing in for `https://github.com/OWNER/REPO`, for clone tests:
/// one commit holding one file, and a git configuration of the test's own (no system file; a global
/// one whose `insteadOf` rewrites the github.com address to the bare repository) that a child git
/// reads through `environment`.
public struct GitStandInRepository: Sendable {
    /// Why the repository could not be made: the git command that failed and its exit status.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The bare repository's path.
    public let bare: String
    /// The variables that give a child git the test's configuration (merge them into its environment).
    public let gitEnvironment: [String: String]

    /// Makes `directory/NAME.git` (and a work tree beside it) whose branch `branch` holds `file` with
    /// `contents`, answering for `https://github.com/fullName`.
    public init(in directory: String, fullName: String, file: String, contents: String, branch: String) throws {
        let name = fullName.split(separator: "/").last.map(String.init) ?? "repository"
        bare = directory + "/\(name)-origin.git"
        let work = directory + "/\(name)-work"
        let globalConfig = directory + "/\(name)-gitconfig"
        try "[url \"\(bare)\"]\n\tinsteadOf = https://github.com/\(fullName)\n[user]\n\tname = T\n\temail = t@example.com\n"
            .write(toFile: globalConfig, atomically: true, encoding: .utf8)
        gitEnvironment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": globalConfig]
        let environment = ProcessInfo.processInfo.environment.merging(gitEnvironment) { $1 }
        try Self.git(["init", "--bare", "-q", bare], environment: environment)
        try Self.git(["init", "-q", work], environment: environment)
        try contents.write(toFile: work + "/" + file, atomically: true, encoding: .utf8)
        try Self.git(["-C", work, "add", file], environment: environment)
        try Self.git(["-C", work, "commit", "-q", "-m", "first"], environment: environment)
        try Self.git(["-C", work, "push", "-q", bare, "HEAD:refs/heads/\(branch)"], environment: environment)
        try Self.git(["--git-dir", bare, "symbolic-ref", "HEAD", "refs/heads/\(branch)"], environment: environment)
    }

    private static func git(_ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments) exited with \(process.terminationStatus)")
        }
    }
}
