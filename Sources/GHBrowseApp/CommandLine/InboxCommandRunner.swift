import Entities
import NotificationsPresenter
import PresentationKit
import TextCells
import Usecases

/// Runs `ghbrowse notifications` and `ghbrowse inbox`: without a token, the sentence saying how
/// to get one; else the pages until `--limit`, as tab-separated lines, aligned lines on a
/// terminal, or JSON, every piece of GitHub's text sanitized.
@MainActor
final class InboxCommandRunner {
    private let notifications: NotificationsUsecase
    private let issues: IssuesUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(notifications: NotificationsUsecase, issues: IssuesUsecase, freshness: AnswerFreshness, context: CommandLineContext) {
        self.notifications = notifications
        self.issues = issues
        self.freshness = freshness
        self.context = context
    }

    private func needsToken(_ title: String, plural: Bool) -> Int32 {
        context.output.writeError("ghbrowse: " + TokenSentence.needed(for: title, plural: plural))
        return CommandLineContext.failureStatus
    }

    func notifications(all: Bool, limit: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        guard context.hasToken else { return completion(needsToken("notifications", plural: true)) }
        ConversationPages.collect(limit: limit, context: context, fetch: { [self] page, _, answer in
            notifications.fetchNotifications(all: all, page: page, freshness: freshness) { result in
                answer(result.map { $0.map(\.page) })
            }
        }, completion: { [self] result in
            switch result {
            case .failure(let error): completion(context.fail(error, about: "your notifications"))
            case .success(let threads): completion(report(threads, json: json))
            }
        })
    }

    func inbox(limit: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        guard context.hasToken else { return completion(needsToken("your inbox", plural: false)) }
        collect(InboxSearch.allCases, limit: limit, found: []) { [self] result in
            switch result {
            case .failure(let error): completion(context.fail(error, about: "your inbox"))
            case .success(let sections): completion(report(sections, json: json))
            }
        }
    }

    /// Each search in turn (the search budget is small: one at a time).
    private func collect(_ searches: [InboxSearch], limit: Int, found: [(InboxSearch, [Issue])],
                         completion: @escaping @MainActor (Result<[(InboxSearch, [Issue])], GitHubError>) -> Void) {
        guard let search = searches.first else { return completion(.success(found)) }
        ConversationPages.collect(limit: limit, context: context, fetch: { [self] page, perPage, answer in
            issues.searchAllIssues(query: search.query, sort: nil, order: nil, page: page, perPage: perPage, freshness: freshness) { result in
                answer(result.map { $0.map(\.page) })
            }
        }, completion: { [self] result in
            switch result {
            case .failure(let error): completion(.failure(error))
            case .success(let items):
                collect(Array(searches.dropFirst()), limit: limit, found: found + [(search, items)], completion: completion)
            }
        })
    }

    private func report(_ threads: [NotificationThread], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(threads, table: InboxJSON.notificationFields, only: json.fields),
                                     json)
        }
        var text = ""
        for thread in threads {
            let row = NotificationRows.row(thread, unread: thread.unread, now: context.clock.now)
            if context.output.isTerminal {
                text += TextLayout.truncate("\(row.unread ? "●" : " ") "
                                            + TextLayout.pad(TextLayout.truncate(row.repository, toWidth: 28), toWidth: 28)
                                            + "  " + TextLayout.pad(row.kind, toWidth: 12) + "  \(row.title)  (\(row.meta))",
                                            toWidth: context.output.width) + "\n"
            } else {
                text += [thread.id, thread.unread ? "true" : "false", row.repository,
                         TextSanitizer.singleLine(thread.subjectType), row.title, TextSanitizer.singleLine(thread.reason),
                         thread.updatedAt.map(ISO8601Text.string) ?? ""]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }

    private func report(_ sections: [(InboxSearch, [Issue])], json: JSONOutputRequest?) -> Int32 {
        if let json {
            var members: [String: JSONValue] = [:]
            for (search, items) in sections {
                members[search.rawValue] = .array(items.map { InboxJSON.issueFields.object($0, only: json.fields) })
            }
            return context.printJSON(.object(members), json)
        }
        var text = ""
        for (search, items) in sections {
            if context.output.isTerminal {
                text += (text.isEmpty ? "" : "\n") + "\(search.title) (\(CompactNumber.grouped(items.count)))\n"
            }
            for issue in items {
                let repository = TextSanitizer.singleLine(issue.repositoryFullName ?? "")
                let state = ConversationText.state(of: issue)
                let title = TextSanitizer.singleLine(issue.title)
                let author = ConversationText.login(issue.user)
                if context.output.isTerminal {
                    let when = issue.updatedAt.map { DateText.relative($0, now: context.clock.now) } ?? ""
                    text += TextLayout.truncate("  " + TextLayout.pad(TextLayout.truncate(repository, toWidth: 28), toWidth: 28)
                                                + "  " + TextLayout.pad("#\(issue.number)", toWidth: 7) + "  "
                                                + TextLayout.pad(when, toWidth: 14) + "  \(title)",
                                                toWidth: context.output.width) + "\n"
                } else {
                    text += [search.rawValue, repository, String(issue.number), state, title, author,
                             issue.updatedAt.map(ISO8601Text.string) ?? ""]
                        .map(TabSeparated.field).joined(separator: "\t") + "\n"
                }
            }
        }
        context.output.write(text)
        return 0
    }
}
