#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReadingLayout
import Entities
import PresentationKit
import TextCells

/// Lays a repository's description and facts out as screen lines of a given width.
enum RepositoryDetailLayout {
    /// Whether values fit beside their labels at this width (else they go under them).
    static func valuesBesideLabels(columns: Int, labelWidth: Int) -> Bool {
        columns - 2 >= labelWidth + 12
    }

    /// The facts in the order a newcomer wants them: who and how popular, what it is written in
    /// and under which license, its topics and branch, how lively; then addresses and the rest.
    static let factOrder = ["Owner", "Stars", "Your star", "Forks", "Watchers", "Open issues", "Language", "License",
                            "Default branch", "Current ref", "Topics", "Pushed", "Updated", "Created", "Homepage",
                            "URL", "Visibility", "Clone"]

    /// The description and facts laid out: `lines` above the languages and README, `more` (the
    /// facts past the first screen's share) after the README.
    struct Facts: Equatable {
        var lines: [RepositoryDetailLine]
        var more: [RepositoryDetailLine]
    }

    /// Whether two facts fit side by side at this width (each half keeps `labelWidth` and 20 cells).
    static func twoColumns(columns: Int, labelWidth: Int) -> Bool {
        columns - 2 >= 2 * (labelWidth + 20) + 2
    }

    /// - Parameter rows: the screen's height: the facts take at most a third of it (with one line
    ///   naming those left for after the README), so the README starts on the first screen.
    /// - Parameter yourStar: whether you starred it ("★ starred", "not starred"), shown after
    ///   the stars; nil leaves the line out (no token).
    /// - Parameter currentRef: the ref picked with `b`, shown after the default branch; nil
    ///   leaves the line out (the default branch is the current ref).
    static func facts(for repository: Repository, columns: Int, rows: Int, labelWidth: Int, now: Date,
                      yourStar: String? = nil, currentRef: String? = nil) -> Facts {
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

        var facts = RepositoryFacts.facts(for: repository, now: now).filter { $0.label != "Flags" }
        if let yourStar { facts.append(RepositoryFacts.Fact("Your star", yourStar)) }
        if let currentRef { facts.append(RepositoryFacts.Fact("Current ref", TextSanitizer.singleLine(currentRef))) }
        let rank = { (fact: RepositoryFacts.Fact) in factOrder.firstIndex(of: fact.label) ?? factOrder.count }
        facts = facts.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)

        let groups = factGroups(facts, width: width, labelWidth: labelWidth)
        // The first screen's share: a third of the rows, one of them naming what follows the README.
        let budget = max(rows / 3, 3)
        var shown = 0, used = 0
        while shown < groups.count, used + groups[shown].lines.count <= budget - (shown + 1 < groups.count ? 1 : 0) {
            used += groups[shown].lines.count
            shown += 1
        }
        if shown == groups.count - 1, used + groups[shown].lines.count <= budget {
            shown += 1
        }
        lines += groups[..<shown].flatMap(\.lines)
        let rest = groups[shown...]
        guard !rest.isEmpty else { return Facts(lines: lines, more: []) }
        let names = rest.flatMap(\.labels).joined(separator: ", ")
        lines += TextLayout.wrap("After the README: \(names)", width: width).map {
            RepositoryDetailLine(text: $0, role: .more)
        }
        return Facts(lines: lines, more: rest.flatMap(\.lines))
    }

    /// Facts as groups of lines that stay together: two short facts side by side when the width
    /// allows, a long one (or any, on narrow screens) alone, its value wrapped, never cut short.
    private static func factGroups(_ facts: [RepositoryFacts.Fact], width: Int,
                                   labelWidth: Int) -> [(labels: [String], lines: [RepositoryDetailLine])] {
        let columns = width + 2
        let besideLabels = valuesBesideLabels(columns: columns, labelWidth: labelWidth)
        var groups: [(labels: [String], lines: [RepositoryDetailLine])] = []
        if twoColumns(columns: columns, labelWidth: labelWidth) {
            let half = (width - 2) / 2
            var pending: (index: Int, fact: RepositoryFacts.Fact)?
            for fact in facts {
                guard DisplayWidth.of(fact.value) <= half - labelWidth else {
                    groups.append(([fact.label], wrapped(fact, width: width, labelWidth: labelWidth, beside: true)))
                    continue
                }
                if let first = pending {
                    let line = RepositoryDetailLine(
                        label: first.fact.label, text: first.fact.value, role: .field,
                        beside: RepositoryDetailLine.Beside(label: fact.label, text: fact.value, column: half + 2))
                    groups[first.index] = ([first.fact.label, fact.label], [line])
                    pending = nil
                } else {
                    pending = (groups.count, fact)
                    groups.append(([fact.label], [RepositoryDetailLine(label: fact.label, text: fact.value, role: .field)]))
                }
            }
            return groups
        }
        for fact in facts {
            groups.append(([fact.label], wrapped(fact, width: width, labelWidth: labelWidth, beside: besideLabels)))
        }
        return groups
    }

    /// One fact across the width: the value beside its label, or under it on narrow screens.
    private static func wrapped(_ fact: RepositoryFacts.Fact, width: Int, labelWidth: Int,
                                beside: Bool) -> [RepositoryDetailLine] {
        // Long values (URLs) are broken across lines, never cut short.
        guard beside else {
            return [RepositoryDetailLine(label: fact.label, text: "", role: .field)]
                + TextLayout.wrap(fact.value, width: width).map { RepositoryDetailLine(text: $0, role: .field) }
        }
        return TextLayout.wrap(fact.value, width: width - labelWidth).enumerated().map { index, piece in
            RepositoryDetailLine(label: index == 0 ? fact.label : "", text: piece, role: .field)
        }
    }
}
