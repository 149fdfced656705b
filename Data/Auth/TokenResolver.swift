import Dispatch
import Store

/// Finds the token the way gh's own libraries (go-gh) do, for the host `HostResolution` picks:
/// 1. for github.com, `GH_TOKEN` then `GITHUB_TOKEN`; for an Enterprise host,
///    `GH_ENTERPRISE_TOKEN` then `GITHUB_ENTERPRISE_TOKEN` (and, when `GITHUB_API_URL` names the
///    host, as GitHub Actions does on Enterprise, `GH_TOKEN` then `GITHUB_TOKEN` after them);
/// 2. the host's `oauth_token` in gh's `hosts.yml`;
/// 3. what `gh auth token --secure-storage --hostname HOST` prints (`$GH_PATH`, else `gh` on
///    `PATH`), within `timeLimit`; only when `hosts.yml` has an entry for the host (a login whose
///    token gh keeps in the keyring has one without `oauth_token`), or when `hosts.yml` could not
///    be read: otherwise gh has nothing to give.
///
/// Steps 1 and 2 read the environment and one small file (`resolveWithoutGitHubCLI`); step 3
/// runs a program and blocks, so the composition root runs it in the background (`start`).
/// The token is never written, printed, or passed to `gh` on its command line.
public struct TokenResolver: Sendable {
    public static let defaultTimeLimit: Duration = .seconds(5)

    private let environment: [String: String]
    private let runner: any ProcessOutputCapturing
    private let timeLimit: Duration

    public init(environment: [String: String], runner: any ProcessOutputCapturing,
                timeLimit: Duration = TokenResolver.defaultTimeLimit) {
        self.environment = environment
        self.runner = runner
        self.timeLimit = timeLimit
    }

    /// Steps 1 and 2, without running anything.
    public func resolveWithoutGitHubCLI() -> PartialTokenResolution {
        var notes = [HostResolution.note(environment: environment)].compactMap { $0 }
        var hostsFile = HostsFile()
        var hostsFileRead = true
        if let path = HostsFile.path(environment: environment) {
            switch HostsFile.load(path: path) {
            case .success(let file): hostsFile = file
            case .failure(let error):
                notes.append(error.sentence)
                hostsFileRead = false
            }
        }
        let host = HostResolution.resolve(environment: environment, hostsFileHosts: hostsFile.hosts)
        for variable in environmentVariables(for: host) {
            guard let token = HostResolution.nonEmpty(environment[variable]) else { continue }
            guard TokenShape.accepts(token) else {
                notes.append(TokenShape.refusal(from: variable))
                continue
            }
            return .resolved(TokenResolution(host: host, token: token, source: .environment(variable: variable),
                                             notes: notes))
        }
        guard let entry = hostsFile.entry(for: host.name) else {
            // gh has no login for this host (none at all, or one for another host): `gh auth token`
            // could only fail, after ~50 ms of starting a Go program, so it is not asked. A
            // `hosts.yml` that could not be read says nothing either way: gh is asked then.
            guard hostsFileRead else { return .needsGitHubCLI(host: host, login: nil, notes: notes) }
            return .resolved(TokenResolution(host: host, token: nil, source: .none, notes: notes))
        }
        if let token = entry.oauthToken {
            guard TokenShape.accepts(token) else {
                notes.append(TokenShape.refusal(from: "The oauth_token of \(host.name) in hosts.yml"))
                return .needsGitHubCLI(host: host, login: entry.user, notes: notes)
            }
            return .resolved(TokenResolution(host: host, token: token, source: .hostsFile, notes: notes))
        }
        // An entry without `oauth_token`: gh keeps this host's token in the system's keyring.
        return .needsGitHubCLI(host: host, login: entry.user, notes: notes)
    }

    /// The variables that may hold the host's token, in go-gh's order.
    func environmentVariables(for host: GitHubHost) -> [String] {
        guard host.isEnterprise else { return ["GH_TOKEN", "GITHUB_TOKEN"] }
        let enterprise = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]
        return host.origin == .apiURLVariable ? enterprise + ["GH_TOKEN", "GITHUB_TOKEN"] : enterprise
    }

    /// Every step, `gh` included; blocks up to the time limit. Never call it on the UI thread.
    public func resolve() -> TokenResolution {
        finish(resolveWithoutGitHubCLI())
    }

    /// Completes a partial resolution by asking `gh` when needed; blocks up to the time limit.
    public func finish(_ partial: PartialTokenResolution) -> TokenResolution {
        switch partial {
        case .resolved(let resolution):
            return resolution
        case .needsGitHubCLI(let host, _, var notes):
            switch askGitHubCLI(host: host) {
            case .success(let token?):
                return TokenResolution(host: host, token: token, source: .ghAuthToken, notes: notes)
            case .success(nil):
                return TokenResolution(host: host, token: nil, source: .none, notes: notes)
            case .failure(let note):
                notes.append(note.sentence)
                return TokenResolution(host: host, token: nil, source: .none, notes: notes)
            }
        }
    }

    /// Runs `finish(partial)` on a background thread and hands the outcome to `completion`
    /// there: the composition root fills the client's `TokenProvider` with it, so nothing on the
    /// way to the first frame waits for `gh`.
    public func start(_ partial: PartialTokenResolution,
                      completion: @escaping @Sendable (TokenResolution) -> Void) {
        let resolver = self
        DispatchQueue.global(qos: .userInitiated).async {
            completion(resolver.finish(partial))
        }
    }

    /// Whether there is a `gh` to ask (`$GH_PATH`, or `gh` on `PATH`): without one, `finish`
    /// runs nothing and returns at once.
    public var canAskGitHubCLI: Bool { ghProgram != nil }

    /// The program that answers `gh auth token`: `$GH_PATH` (a path, or a name looked up on the
    /// environment's `PATH`), else `gh` on `PATH`; nil when there is none.
    var ghProgram: String? {
        if let path = HostResolution.nonEmpty(environment["GH_PATH"]) {
            return ExecutableLookup.find(path, path: environment["PATH"])
        }
        return ExecutableLookup.find("gh", path: environment["PATH"])
    }

    /// The token `gh` prints (its first line, trimmed), nil when it has none for the host (it
    /// exits non-zero then, or is not installed), or a sentence when it misbehaves.
    private func askGitHubCLI(host: GitHubHost) -> Result<String?, GitHubCLIFailure> {
        guard let ghProgram else { return .success(nil) } // gh is not installed: nothing to say
        let arguments = [ghProgram, "auth", "token", "--secure-storage", "--hostname", host.name]
        switch runner.run(arguments, timeLimit: timeLimit) {
        case .failedToStart:
            return .success(nil) // gh is not installed: nothing to say
        case .timedOut:
            return .failure(GitHubCLIFailure(sentence: "gh auth token did not answer within \(Self.describe(timeLimit)); "
                                           + "going on without a token"))
        case .exited(let status, let output):
            guard status == 0 else { return .success(nil) }
            let firstLine = String(decoding: output, as: UTF8.self)
                .split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
            let token = firstLine.trimmingSpaces
            guard !token.isEmpty else { return .success(nil) }
            guard TokenShape.accepts(token) else {
                return .failure(GitHubCLIFailure(sentence: TokenShape.refusal(from: "What gh auth token printed")))
            }
            return .success(token)
        }
    }

    private static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

/// Why `gh auth token`'s answer was not used, as a sentence.
struct GitHubCLIFailure: Error {
    var sentence: String
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
