#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import DetailLayout
import Entities
import PresentationKit
import TextCells

/// Lays a repository's description and facts out as screen lines of a given width.
enum RepositoryDetailLayout {
    /// Whether values fit beside their labels at this width (else they go under them).
    static func valuesBesideLabels(columns: Int, labelWidth: Int) -> Bool {
        columns - 2 >= labelWidth + 12
    }

    /// - Parameter yourStar: whether you starred it ("★ starred", "not starred"), shown after
    ///   the stars; nil leaves the line out (no token).
    /// - Parameter currentRef: the ref picked with `b`, shown after the default branch; nil
    ///   leaves the line out (the default branch is the current ref).
    static func lines(for repository: Repository, columns: Int, labelWidth: Int, now: Date,
                      yourStar: String? = nil, currentRef: String? = nil) -> [RepositoryDetailLine] {
        let width = max(columns - 2, 1)
        var lines: [RepositoryDetailLine] = []
        let description = TextSanitizer.multiline(repository.description ?? "")
        if description.isEmpty {
            lines.append(RepositoryDetailLine(text: "No description.", role: .description))
        } else {
            lines += TextLayout.wrap(description, width: width).map {
                RepositoryDetailLine(text: $0, role: .description)
            }
        }
        let flags = RepositoryFacts.flags(for: repository)
        if !flags.isEmpty {
            lines.append(RepositoryDetailLine(text: flags.map { $0.uppercased() }.joined(separator: " · "), role: .flag))
        }
        lines.append(RepositoryDetailLine(text: "", role: .blank))

        // Narrow screens put values under their labels instead of beside them.
        let besideLabels = valuesBesideLabels(columns: columns, labelWidth: labelWidth)
        let valueWidth = besideLabels ? width - labelWidth : width
        var facts = RepositoryFacts.facts(for: repository, now: now).filter { $0.label != "Flags" }
        if let yourStar, let stars = facts.firstIndex(where: { $0.label == "Stars" }) {
            facts.insert(RepositoryFacts.Fact("Your star", yourStar), at: stars + 1)
        }
        if let currentRef {
            let fact = RepositoryFacts.Fact("Current ref", TextSanitizer.singleLine(currentRef))
            let branch = facts.firstIndex(where: { $0.label == "Default branch" })
            facts.insert(fact, at: branch.map { $0 + 1 } ?? facts.endIndex)
        }
        for fact in facts {
            // Long values (URLs) are broken across lines, never cut short.
            let wrapped = TextLayout.wrap(fact.value, width: valueWidth)
            if besideLabels {
                for (index, piece) in wrapped.enumerated() {
                    lines.append(RepositoryDetailLine(label: index == 0 ? fact.label : "", text: piece, role: .field))
                }
            } else {
                lines.append(RepositoryDetailLine(label: fact.label, text: "", role: .field))
                lines += wrapped.map { RepositoryDetailLine(text: $0, role: .field) }
            }
        }
        return lines
    }
}
