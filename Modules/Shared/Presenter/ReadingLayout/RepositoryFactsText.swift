#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import TextCells

/// A repository's name, description and facts as plain text: what `ghbrowse view` prints above
/// the README (the same facts as the detail screen's, from `RepositoryFacts`).
public enum RepositoryFactsText {
    /// Cells from a fact's label to its value.
    public static let labelWidth = 16

    /// The text, descriptions wrapped at `width` (at least 20 cells), every line ended by `\n`.
    public static func text(_ repository: Repository, width: Int, now: Date) -> String {
        var output = TextSanitizer.singleLine(repository.fullName) + "\n"
        let description = TextSanitizer.multiline(repository.description ?? "")
        if !description.isEmpty {
            output += TextLayout.wrap(description, width: max(width, 20)).joined(separator: "\n") + "\n"
        }
        output += "\n"
        for fact in RepositoryFacts.facts(for: repository, now: now) {
            output += TextLayout.pad(fact.label, toWidth: labelWidth) + fact.value + "\n"
        }
        return output
    }
}
