import Entities
import PresentationKit
import TextCells

/// Column widths for a list row at a given screen width, and how to cut a repository into them.
///
/// Narrow screens drop the language, then the description; the name and stars always stay.
struct RepositoryRowLayout: Equatable {
    static let gap = 2
    static let starsWidth = 7       // "★ 12.3k"
    static let languageWidth = 12

    let nameWidth: Int
    let descriptionWidth: Int
    let starsWidth: Int
    let languageWidth: Int

    init(columns: Int) {
        let columns = max(columns, 1)
        languageWidth = columns >= 72 ? Self.languageWidth : 0
        starsWidth = columns >= 24 ? Self.starsWidth : 0
        let fixed = (starsWidth > 0 ? starsWidth + Self.gap : 0)
            + (languageWidth > 0 ? languageWidth + Self.gap : 0)
        let flexible = max(columns - fixed, 1)
        if flexible >= 40 {
            nameWidth = min(max(flexible * 2 / 5, 16), 40)
            descriptionWidth = flexible - nameWidth - Self.gap
        } else {
            nameWidth = flexible
            descriptionWidth = 0
        }
    }

    /// The column titles.
    func header() -> [RepositoryRowCell] {
        cells(name: "REPOSITORY", description: "DESCRIPTION", stars: "STARS", language: "LANGUAGE")
    }

    func row(for repository: Repository) -> RepositoryRowViewModel {
        RepositoryRowViewModel(cells: cells(
            name: repository.fullName,
            description: repository.description ?? "",
            stars: "★ " + CompactNumber.format(repository.stargazersCount),
            language: repository.language ?? ""))
    }

    private func cells(name: String, description: String, stars: String, language: String) -> [RepositoryRowCell] {
        var cells = [RepositoryRowCell(fit(name, nameWidth), role: .name)]
        if descriptionWidth > 0 {
            cells.append(RepositoryRowCell(String(repeating: " ", count: Self.gap), role: .gap))
            cells.append(RepositoryRowCell(fit(description, descriptionWidth), role: .description))
        }
        if starsWidth > 0 {
            cells.append(RepositoryRowCell(String(repeating: " ", count: Self.gap), role: .gap))
            let text = TextLayout.truncate(TextSanitizer.singleLine(stars), toWidth: starsWidth)
            let padding = String(repeating: " ", count: max(starsWidth - DisplayWidth.of(text), 0))
            // Right-aligned, so magnitudes line up.
            cells.append(RepositoryRowCell(padding + text, role: .stars))
        }
        if languageWidth > 0 {
            cells.append(RepositoryRowCell(String(repeating: " ", count: Self.gap), role: .gap))
            cells.append(RepositoryRowCell(fit(language, languageWidth), role: .language))
        }
        return cells
    }

    /// Untrusted text made safe, then cut (with "…") or padded to exactly `width` cells.
    private func fit(_ text: String, _ width: Int) -> String {
        TextLayout.pad(TextSanitizer.singleLine(text), toWidth: width)
    }
}
