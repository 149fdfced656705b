import Foundation
import Glibc
import TestSupport

/// A temporary gh configuration directory and a `bin` directory for stand-in `gh` scripts.
struct AuthSandbox {
    let directory: TemporaryDirectory
    var configDirectory: String { directory.appending("gh") }
    var binDirectory: String { directory.appending("bin") }
    /// Where the stand-in `gh` writes the arguments it was given, one per line.
    var argumentsLog: String { directory.appending("gh-arguments") }

    init() throws {
        directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.appending("gh"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.appending("bin"), withIntermediateDirectories: true)
    }

    /// gh's `hosts.yml` for github.com (token in the file) and an Enterprise host (token in
    /// secure storage, only the login in the file).
    static let twoHosts = """
        github.com:
            oauth_token: gho_fromHostsFile
            user: monalisa
            git_protocol: https
        ghe.example:
            user: hubot
            git_protocol: ssh
            users:
                hubot:
        """

    /// gh's `hosts.yml` after `gh auth login` on github.com with the token in the keyring: an
    /// entry with the login and no `oauth_token`.
    static let keyringLogin = "github.com:\n    user: monalisa\n    git_protocol: https\n"

    /// Whether the stand-in `gh` was run at all.
    var ghWasRun: Bool { FileManager.default.fileExists(atPath: argumentsLog) }

    func writeHostsFile(_ text: String) throws {
        try text.write(toFile: configDirectory + "/hosts.yml", atomically: true, encoding: .utf8)
    }

    /// A stand-in `gh` in `bin/` that logs its arguments and runs `body` (shell).
    func installGH(_ body: String) throws {
        let path = binDirectory + "/gh"
        let script = "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > '\(argumentsLog)'\n\(body)\n"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
    }

    /// An environment with only this sandbox's gh configuration and `bin` on PATH.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["GH_CONFIG_DIR": configDirectory, "PATH": binDirectory + ":/usr/bin:/bin", "HOME": directory.path]
            .merging(extra) { _, new in new }
    }

    var loggedArguments: [String] {
        ((try? String(contentsOfFile: argumentsLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func remove() {
        directory.remove()
    }

    /// Every regular file under `path`, read as bytes.
    static func allFiles(under path: String) -> [(path: String, bytes: Data)] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [(String, Data)] = []
        for case let relative as String in walker {
            let full = path + "/" + relative
            if let data = FileManager.default.contents(atPath: full) { files.append((full, data)) }
        }
        return files
    }
}
