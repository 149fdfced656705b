#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PresentationKit
import TextCells

/// List items as rows, every piece of GitHub's text sanitized.
enum IssueListRows {
    /// `showsRepository`: the row says its repository first (a search across repositories).
    static func row(_ item: IssueListItem, now: Date, showsRepository: Bool = false) -> IssueListRow {
        var meta: [String] = []
        if showsRepository, let repository = item.repositoryFullName { meta.append(TextSanitizer.singleLine(repository)) }
        if let author = item.author, !author.isEmpty { meta.append(TextSanitizer.singleLine(author)) }
        if item.comments > 0 {
            meta.append("\(CompactNumber.grouped(item.comments)) \(item.comments == 1 ? "comment" : "comments")")
        }
        if let updated = item.updatedAt { meta.append("updated " + DateText.relative(updated, now: now)) }
        return IssueListRow(number: "#\(item.number)", mark: item.mark, title: TextSanitizer.singleLine(item.title),
                            labels: item.labels.filter { !$0.name.isEmpty },
                            meta: meta.joined(separator: " · "),
                            branches: item.branches.map { TextSanitizer.singleLine($0) } ?? "")
    }
}
