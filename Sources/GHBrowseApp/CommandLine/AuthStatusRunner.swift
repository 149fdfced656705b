#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Auth
import Entities
import Usecases
import Interactors
import PresentationKit
import TextCells

/// Runs `ghbrowse auth status`: the resolution's host and token source, then GitHub's answers
/// for the login and scopes (`GET /user`, skipped without a token) and the budgets
/// (`GET /rate_limit`). Exit status 0, or 1 when GitHub refused or could not be reached.
@MainActor
final class AuthStatusRunner {
    private let resolution: TokenResolution
    private let account: AccountUsecase
    private let context: CommandLineContext
    /// The resolution's notes not said yet (those found before `gh` ran are said on start).
    private let notes: [String]

    init(resolution: TokenResolution, notesAlreadySaid: Int = 0, account: AccountUsecase, context: CommandLineContext) {
        self.resolution = resolution
        notes = Array(resolution.notes.dropFirst(notesAlreadySaid))
        self.account = account
        self.context = context
    }

    func run(completion: @escaping @MainActor (Int32) -> Void) {
        let hasToken = resolution.token != nil
        var viewer: Result<Viewer, GitHubError>?
        var budgets: Result<RateBudgets, GitHubError>?
        let finish: @MainActor () -> Void = { [self] in
            guard let budgets, viewer != nil || !hasToken else { return }
            completion(report(viewer: viewer, budgets: budgets))
        }
        if hasToken { account.fetchViewer { viewer = $0; finish() } }
        account.fetchRateBudgets { budgets = $0; finish() }
    }

    private func report(viewer: Result<Viewer, GitHubError>?, budgets: Result<RateBudgets, GitHubError>) -> Int32 {
        var lines = [line("host", resolution.host.name), line("API", resolution.host.apiBaseURL),
                     line("token", resolution.source.label)]
        var failure: GitHubError?
        switch viewer {
        case nil:
            lines.append(line("login", "none: run `gh auth login`, or set GH_TOKEN, for your stars and 5,000 requests an hour"))
        case .success(let viewer)?:
            lines.append(line("login", viewer.login))
            lines.append(line("scopes", viewer.scopes.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
                                  ?? "not reported (a fine-grained token)"))
        case .failure(let error)?:
            failure = error
            lines.append(line("login", sentence(error)))
        }
        switch budgets {
        case .success(let budgets):
            lines.append(line("core", budget(budgets.core)))
            lines.append(line("search", budget(budgets.search)))
        case .failure(let error):
            failure = failure ?? error
            lines.append(line("budgets", sentence(error)))
        }
        context.output.write(lines.joined(separator: "\n") + "\n")
        for note in notes { context.output.writeError("ghbrowse: " + note) }
        return failure == nil ? 0 : CommandLineContext.failureStatus
    }

    private func budget(_ limit: RateLimit?) -> String {
        guard let limit, let remaining = limit.remaining, let total = limit.limit else { return "unknown" }
        var text = "\(CompactNumber.grouped(remaining))/\(CompactNumber.grouped(total)) left"
        if let reset = limit.resetAt {
            text += ", resets in " + DateText.shortWait(Int(reset.timeIntervalSince(context.clock.now).rounded(.up)))
        }
        return text
    }

    private func sentence(_ error: GitHubError) -> String {
        ErrorSentence.describe(error, now: context.clock.now, hasToken: resolution.token != nil)
    }

    /// `name` padded to 10 cells, then the value, made safe for the terminal.
    private func line(_ name: String, _ value: String) -> String {
        TextLayout.pad(name, toWidth: 10) + TextSanitizer.singleLine(value)
    }
}
