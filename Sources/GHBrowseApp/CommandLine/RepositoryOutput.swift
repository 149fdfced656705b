#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReadingLayout
import Entities
import Usecases
import PresentationKit
import TextCells

/// The command line's output formats: tab-separated lines for pipes, an aligned table for
/// terminals, and JSON. Every byte of untrusted text is made safe first; JSON keeps the text
/// whole but escapes every control and bidirectional character.
enum RepositoryOutput {
    // MARK: Search results

    /// One line per repository: full name, description, stars, language, visibility, updated (ISO 8601).
    static func tabSeparated(_ repositories: [Repository]) -> String {
        var output = ""
        for repository in repositories {
            let fields = [
                repository.fullName,
                repository.description ?? "",
                String(repository.stargazersCount),
                repository.language ?? "",
                visibilityAndFlags(repository),
                repository.updatedAt.map(ISO8601Text.string) ?? "",
            ]
            output += fields.map(TextSanitizer.singleLine).joined(separator: "\t") + "\n"
        }
        return output
    }

    /// An aligned table under a "Showing N of M repositories" header, fitted to `width` cells.
    static func table(_ repositories: [Repository], totalCount: Int, width: Int, now: Date) -> String {
        "\nShowing \(CompactNumber.grouped(repositories.count)) of "
            + "\(CompactNumber.grouped(totalCount)) repositories\n\n"
            + aligned(repositories.map { ($0, $0.updatedAt) }, dateTitle: "UPDATED", showsVisibility: false,
                      width: width, now: now)
    }

    /// The rows of `search`, `stars` and `repos` on a terminal: name, description, stars, language,
    /// (visibility,) and a date under `dateTitle`. Name, stars, language, visibility and date keep
    /// their natural widths (within reason); the description takes what is left, and disappears
    /// first on a narrow terminal.
    static func aligned(_ rows: [(repository: Repository, date: Date?)], dateTitle: String, showsVisibility: Bool,
                        width: Int, now: Date) -> String {
        var titles = ["NAME", "DESCRIPTION", "STARS", "LANGUAGE"]
        if showsVisibility { titles.append("VISIBILITY") }
        titles.append(dateTitle)
        let cells = rows.map { row in
            var cells = [row.repository.fullName, row.repository.description ?? "",
                         "★ " + CompactNumber.column(row.repository.stargazersCount), row.repository.language ?? ""]
            if showsVisibility { cells.append(visibilityAndFlags(row.repository)) }
            cells.append(row.date.map { DateText.relative($0, now: now) } ?? "")
            return cells.map(TextSanitizer.singleLine)
        }
        let widths = columnWidths(titles: titles, rows: cells, total: width)
        var output = ""
        for row in [titles] + cells {
            let cells = zip(row, widths).filter { $0.1 > 0 }.map { TextLayout.pad($0.0, toWidth: $0.1) }
            output += trimTrailingSpaces(cells.joined(separator: "  ")) + "\n"
        }
        return output
    }

    /// Every column but the description (the second) keeps its natural width, capped: the name at
    /// 40, the language at 14, the others at 24; the description gets the rest, or nothing under 10.
    private static func columnWidths(titles: [String], rows: [[String]], total: Int) -> [Int] {
        var natural = titles.map(DisplayWidth.of)
        for row in rows {
            for (index, cell) in row.enumerated() { natural[index] = max(natural[index], DisplayWidth.of(cell)) }
        }
        var widths = natural
        widths[0] = min(widths[0], 40)
        widths[3] = min(widths[3], 14)
        for index in 4..<widths.count { widths[index] = min(widths[index], index == widths.count - 1 ? 16 : 24) }
        let gaps = 2 * (titles.count - 1)
        let fixed = widths.enumerated().filter { $0.offset != 1 }.map(\.element).reduce(0, +) + gaps
        widths[1] = min(natural[1], max(total - fixed, 0))
        if widths[1] < 10 { widths[1] = 0 }
        return widths
    }

    // MARK: One repository

    /// The detail screen's content as plain text.
    static func detailText(_ repository: Repository, width: Int, now: Date) -> String {
        RepositoryFactsText.text(repository, width: width, now: now)
    }

    // MARK: JSON

    /// Every field of every repository, as `search --json` prints them.
    static func json(_ repositories: [Repository]) -> String {
        JSONValue.array(repositories.map { RepositoryJSON.fields.object($0, only: nil) }).text
    }

    // MARK: Helpers

    private static func visibilityAndFlags(_ repository: Repository) -> String {
        var words = [RepositoryFacts.visibility(of: repository)]
        words += RepositoryFacts.flags(for: repository)
        return words.joined(separator: ", ")
    }

    private static func trimTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
