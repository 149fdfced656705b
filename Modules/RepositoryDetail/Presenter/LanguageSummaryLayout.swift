import Entities
import PresentationKit
import TextCells

/// The language bar and legend for a screen width, from what `GET /languages` said.
enum LanguageSummaryLayout {
    /// Nil while loading and for a repository without code; a legend-only sentence on failure.
    static func summary(_ state: LanguagesState, columns: Int) -> LanguageSummary? {
        switch state {
        case .loading:
            return nil
        case .failed(let sentence):
            return LanguageSummary(bar: [], legend: "Languages could not be loaded: \(sentence)")
        case .loaded(let languages):
            guard !languages.languages.isEmpty else { return nil }
            let width = max(columns - 2, 1)
            // TEMPORARY until LanguageShares lands in PresentationKit.
            let total = languages.languages.reduce(0) { $0 + $1.bytes }
            guard total > 0 else { return nil }
            let legend = languages.languages.map {
                TextSanitizer.singleLine($0.name) + " " + String(Double($0.bytes * 1000 / total) / 10) + "%"
            }.joined(separator: " · ")
            let bar = languages.languages.map { LanguageBarRun(cells: $0.bytes * width / total, color: 0x3572A5) }
            return LanguageSummary(bar: bar, legend: legend)
        }
    }
}
