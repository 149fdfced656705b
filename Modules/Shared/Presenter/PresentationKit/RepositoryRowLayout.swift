import Entities
import TextCells

/// Column widths for a list row at a given screen width, and how to cut a repository into them.
///
/// When the description fits, the columns depend on the width alone, so they stand still while
/// results arrive: stars and language take their fixed widths, and the name and the description
/// share what is left, the name at most half of it (`maximumNameWidth` at the most, as gh-dash
/// caps it), so the description keeps a fair share; a longer name is cut with `…`. On a narrow
/// screen, columns are given room in order of what a person reads first: the whole `owner/name`
/// (sized from the names shown, up to 60 % of the width), then the stars, then the language; a
/// column that does not get its room is dropped, never squeezed to a few characters.
public struct RepositoryRowLayout: Equatable, Sendable {
    public static let gap = 2
    public static let starsWidth = 7       // "★ 12.3k"
    public static let languageWidth = 12
    /// Below this the description says nothing useful, so it is dropped instead.
    public static let minimumDescriptionWidth = 12
    /// The share of the width the name may take before it is cut.
    public static let namePercent = 60
    /// The widest the name column gets beside a description.
    public static let maximumNameWidth = 40
    /// Below this share (about 73 columns) whole names come first and the columns follow them.
    public static let minimumFairNameWidth = 24
    public static let nameTitle = "REPOSITORY"

    public let nameWidth: Int
    public let descriptionWidth: Int
    public let starsWidth: Int
    public let languageWidth: Int

    /// The layout for a screen `columns` cells wide showing rows with these `names`
    /// (untrusted `owner/name` strings, measured as they will be drawn).
    public init(columns: Int, names: [String]) {
        let columns = max(columns, 1)
        // Wide enough for every column: the widths follow from the screen's alone.
        let shared = columns - Self.starsWidth - Self.languageWidth - 3 * Self.gap
        let fairName = min(shared / 2, Self.maximumNameWidth)
        if fairName >= Self.minimumFairNameWidth {
            nameWidth = fairName
            descriptionWidth = shared - fairName
            starsWidth = Self.starsWidth
            languageWidth = Self.languageWidth
            return
        }
        let longest = names.reduce(DisplayWidth.of(Self.nameTitle)) {
            max($0, DisplayWidth.of(TextSanitizer.singleLine($1)))
        }
        let cap = max(columns * Self.namePercent / 100, 1)
        var name = min(longest, cap)
        var left = columns - name

        func take(_ width: Int) -> Int {
            guard left >= Self.gap + width else { return 0 }
            left -= Self.gap + width
            return width
        }
        starsWidth = take(Self.starsWidth)
        languageWidth = take(Self.languageWidth)
        if left >= Self.gap + Self.minimumDescriptionWidth {
            descriptionWidth = left - Self.gap
        } else {
            descriptionWidth = 0
            name += min(max(longest - name, 0), left)
        }
        nameWidth = name
    }

    /// The layout for a screen `columns` cells wide showing `repositories`.
    public init(columns: Int, repositories: [Repository]) {
        self.init(columns: columns, names: repositories.map(\.fullName))
    }

    /// The column titles.
    public func header() -> [RepositoryRowCell] {
        cells(name: Self.nameTitle, description: "DESCRIPTION", stars: "STARS", language: "LANGUAGE")
    }

    /// The row for `repository`. A `note` ("starred 3 days ago", "private"; untrusted text is
    /// made safe) leads the description column, in a cell of its own so a View can style it.
    public func row(for repository: Repository, note: String? = nil) -> RepositoryRowViewModel {
        RepositoryRowViewModel(cells: cells(
            name: repository.fullName,
            description: repository.description ?? "",
            stars: "★ " + CompactNumber.column(repository.stargazersCount),
            language: repository.language ?? "",
            note: note))
    }

    private func cells(name: String, description: String, stars: String, language: String,
                       note: String? = nil) -> [RepositoryRowCell] {
        var cells = [RepositoryRowCell(fit(name, nameWidth), role: .name)]
        if descriptionWidth > 0 {
            cells.append(RepositoryRowCell(TextLayout.spaces(Self.gap), role: .gap))
            if let note, !note.isEmpty {
                let shown = TextLayout.truncate(TextSanitizer.singleLine(note), toWidth: descriptionWidth)
                let used = DisplayWidth.of(shown)
                cells.append(RepositoryRowCell(shown, role: .note))
                if descriptionWidth - used > Self.gap {
                    cells.append(RepositoryRowCell(TextLayout.spaces(Self.gap), role: .gap))
                    cells.append(RepositoryRowCell(fit(description, descriptionWidth - used - Self.gap),
                                                   role: .description))
                } else if descriptionWidth > used {
                    cells.append(RepositoryRowCell(TextLayout.spaces(descriptionWidth - used), role: .gap))
                }
            } else {
                cells.append(RepositoryRowCell(fit(description, descriptionWidth), role: .description))
            }
        }
        if starsWidth > 0 {
            cells.append(RepositoryRowCell(TextLayout.spaces(Self.gap), role: .gap))
            let text = TextLayout.truncate(TextSanitizer.singleLine(stars), toWidth: starsWidth)
            let padding = TextLayout.spaces(max(starsWidth - DisplayWidth.of(text), 0))
            // Right-aligned, so magnitudes line up.
            cells.append(RepositoryRowCell(padding + text, role: .stars))
        }
        if languageWidth > 0 {
            cells.append(RepositoryRowCell(TextLayout.spaces(Self.gap), role: .gap))
            cells.append(RepositoryRowCell(fit(language, languageWidth), role: .language))
        }
        return cells
    }

    /// Untrusted text made safe, then cut (with "…") or padded to exactly `width` cells.
    private func fit(_ text: String, _ width: Int) -> String {
        TextLayout.pad(TextSanitizer.singleLine(text), toWidth: width)
    }
}
