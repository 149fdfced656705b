import ReadingLayout
import Entities
import PresentationKit

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
            let shares = LanguageShares(bytesPerLanguage: Dictionary(
                languages.languages.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, second in
                    // A language named twice: add, saturating (GitHub's byte counts are untrusted).
                    let (sum, overflow) = first.addingReportingOverflow(second)
                    return overflow ? (second > 0 ? Int.max : Int.min) : sum
                }))
            guard !shares.shares.isEmpty else { return nil }
            let cells = shares.barCells(width: max(columns - 2, 1))
            let bar = zip(shares.shares, cells).map { LanguageBarRun(cells: $1, color: rgb($0.color)) }
            return LanguageSummary(bar: bar, legend: shares.legend)
        }
    }

    /// `#RRGGBB` as `0xRRGGBB` (grey for anything else).
    static func rgb(_ hex: String) -> UInt32 {
        guard hex.hasPrefix("#"), hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return 0x8B949E }
        return value
    }
}
