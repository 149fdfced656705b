#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import DetailLayout
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
        let header = "\nShowing \(CompactNumber.grouped(repositories.count)) of "
            + "\(CompactNumber.grouped(totalCount)) repositories\n\n"
        let rows = repositories.map { repository in
            [repository.fullName, repository.description ?? "",
             "★ " + CompactNumber.format(repository.stargazersCount),
             repository.language ?? "",
             repository.updatedAt.map { DateText.relative($0, now: now) } ?? ""].map(TextSanitizer.singleLine)
        }
        let titles = ["NAME", "DESCRIPTION", "STARS", "LANGUAGE", "UPDATED"]
        let widths = columnWidths(titles: titles, rows: rows, total: width)
        var output = header
        for row in [titles] + rows {
            let cells = zip(row, widths).filter { $0.1 > 0 }.map { TextLayout.pad($0.0, toWidth: $0.1) }
            output += trimTrailingSpaces(cells.joined(separator: "  ")) + "\n"
        }
        return output
    }

    /// Name, stars, language and updated keep their natural widths (within reason);
    /// the description takes what is left, and disappears first on a narrow terminal.
    private static func columnWidths(titles: [String], rows: [[String]], total: Int) -> [Int] {
        var natural = titles.map(DisplayWidth.of)
        for row in rows {
            for (index, cell) in row.enumerated() { natural[index] = max(natural[index], DisplayWidth.of(cell)) }
        }
        var widths = natural
        widths[0] = min(widths[0], 40)
        widths[3] = min(widths[3], 14)
        widths[4] = min(widths[4], 16)
        let gaps = 2 * (titles.count - 1)
        let fixed = widths[0] + widths[2] + widths[3] + widths[4] + gaps
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

    static func json(_ repositories: [Repository]) -> String {
        // Pretty-printing would write an empty array over three lines.
        repositories.isEmpty ? "[]\n" : encode(repositories.map(RepositoryJSON.init))
    }

    static func json(_ repository: Repository) -> String {
        encode(RepositoryJSON(repository))
    }

    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "[]\n" }
        return JSONInvisibles.escaped(String(decoding: data, as: UTF8.self)) + "\n"
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
