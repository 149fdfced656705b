import Entities
import TextCells

/// What the file screen searches when a code search result opens it: the text GitHub says
/// matched first, else the query's first word that is no qualifier (`repo:`, `language:` …),
/// its quotes taken off.
public enum CodeSearchWords {
    public static func find(in result: CodeSearchResult, query: String) -> String? {
        for match in result.textMatches {
            for one in match.matches where !one.text.isEmpty && !one.text.contains("\n") {
                return TextSanitizer.singleLine(one.text)
            }
        }
        return words(of: query).first.map(TextSanitizer.singleLine)
    }

    /// The query's words that are no qualifier, a quoted phrase kept whole.
    static func words(of query: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in query {
            if character == "\"" {
                quoted.toggle()
                if !quoted, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            } else if character == " " && !quoted {
                if !current.isEmpty, !isQualifier(current) { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty, quoted || !isQualifier(current) { words.append(current) }
        return words.filter { !["AND", "OR", "NOT"].contains($0) }
    }

    /// `name:value` (or `-name:value`), as GitHub's qualifiers are written.
    private static func isQualifier(_ word: String) -> Bool {
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else { return false }
        return word[..<colon].allSatisfy { $0.isLetter || $0 == "-" || $0 == "_" }
    }
}
