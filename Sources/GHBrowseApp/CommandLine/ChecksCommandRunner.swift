import Usecases
import Entities
import PresentationKit
import TextCells

/// Runs `ghbrowse checks`: the head SHA of a pull request (or the ref given), every page of its
/// check runs and its combined status, one check a line or JSON, and gh's exit status.
@MainActor
final class ChecksCommandRunner {
    private let checks: ChecksUsecase
    private let pullRequest: PullRequestUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(checks: ChecksUsecase, pullRequest: PullRequestUsecase, repositoryUsecase: RepositoryUsecase,
         freshness: AnswerFreshness, context: CommandLineContext) {
        self.checks = checks
        self.pullRequest = pullRequest
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    /// GitHub lists at most 1,000 check runs for a ref.
    private static let runsAtMost = 1_000

    func run(fullName: String, target: String, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        guard let number = Int(target), number > 0, target.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return checks(fullName: fullName, ref: target, json: json, notFound: NotFoundSentence.ref(target, in: fullName),
                          completion: completion)
        }
        pullRequest.fetchPullRequest(fullName: fullName, number: number, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                fail(error, fullName: fullName, sentence: "#\(number): no such pull request in \(TextSanitizer.singleLine(fullName))",
                     completion: completion)
            case .success(let answer):
                guard let sha = context.value(of: answer).head?.sha, !sha.isEmpty else {
                    context.output.writeError("ghbrowse: #\(number) has no head commit")
                    return completion(CommandLineContext.failureStatus)
                }
                checks(fullName: fullName, ref: sha, json: json, notFound: NotFoundSentence.ref(sha, in: fullName),
                       completion: completion)
            }
        }
    }

    private func checks(fullName: String, ref: String, json: JSONOutputRequest?, notFound: String,
                        completion: @escaping @MainActor (Int32) -> Void) {
        ConversationPages.collect(limit: Self.runsAtMost, context: context, fetch: { [self] page, perPage, answer in
            checks.fetchCheckRuns(fullName: fullName, ref: ref, page: page, perPage: perPage, freshness: freshness,
                                  completion: answer)
        }, completion: { [self] runs in
            switch runs {
            case .failure(let error):
                fail(error, fullName: fullName, sentence: notFound, completion: completion)
            case .success(let runs):
                checks.fetchCombinedStatus(fullName: fullName, ref: ref, freshness: freshness) { [self] status in
                    switch status {
                    case .failure(let error):
                        fail(error, fullName: fullName, sentence: notFound, completion: completion)
                    case .success(let answer):
                        let lines = runs.map(CheckLine.init(run:)) + context.value(of: answer).statuses.map(CheckLine.init(status:))
                        completion(report(lines, json: json))
                    }
                }
            }
        })
    }

    private func fail(_ error: GitHubError, fullName: String, sentence: String,
                      completion: @escaping @MainActor (Int32) -> Void) {
        context.failInside(error, fullName: fullName, ref: nil, usecase: repositoryUsecase, inside: { _ in sentence },
                           completion: completion)
    }

    private func report(_ lines: [CheckLine], json: JSONOutputRequest?) -> Int32 {
        let status = CheckLine.exitStatus(lines)
        if let json {
            let printed = context.printJSON(writing: JSONFieldRows(lines, table: ConversationJSON.checkFields,
                                                                  only: json.fields), json)
            return printed == 0 ? status : printed
        }
        var text = ""
        if context.output.isTerminal {
            let counts = [CheckLine.Bucket.pass, .fail, .pending, .skipping].map { bucket in
                (bucket, lines.filter { $0.bucket == bucket }.count)
            }.filter { $0.1 > 0 }
            text += counts.map { "\(Self.mark($0.0)) \($0.1)" }.joined(separator: " · ") + "\n"
        }
        for line in lines {
            let name = TextSanitizer.singleLine(line.name)
            let link = TextSanitizer.singleLine(line.link ?? "")
            if context.output.isTerminal {
                let elapsed = line.elapsedSeconds.map { DateText.span($0) } ?? ""
                let mark = Self.mark(line.bucket)
                let colored = context.output.usesColor ? "\u{1B}[\(Self.color(line.bucket))m\(mark)\u{1B}[0m" : mark
                text += colored + " " + TextLayout.truncate("\(TextLayout.pad(TextLayout.truncate(name, toWidth: 40), toWidth: 40))  "
                                                            + "\(TextLayout.pad(elapsed, toWidth: 8))  \(link)",
                                                            toWidth: max(1, context.output.width - 2)) + "\n"
            } else {
                text += [name, line.bucket.rawValue, line.elapsedSeconds.map(String.init) ?? "", link]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return status
    }

    private static func mark(_ bucket: CheckLine.Bucket) -> String {
        switch bucket {
        case .pass: "✓"
        case .fail: "✗"
        case .pending: "●"
        case .skipping: "-"
        }
    }

    /// SGR foreground: green, red, yellow, grey.
    private static func color(_ bucket: CheckLine.Bucket) -> String {
        switch bucket {
        case .pass: "32"
        case .fail: "31"
        case .pending: "33"
        case .skipping: "90"
        }
    }
}
