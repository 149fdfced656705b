#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import CodeSearchPresenter
import Entities
import JSONReading

/// Fuzz target (issue 29): a code search's answer through the JSON reader and the text-match
/// highlighter (`CodeFragmentHighlights`), whose indices are GitHub's and untrusted. Traps when a
/// line's pieces hold a control character or an escape sequence's introducer, when a line is
/// longer than the cut, or when a fragment gives more lines than it may.
///
/// Input: byte 0 even, the rest is a `GET /search/code` body; odd, the rest is one text match made
/// directly: four big-endian 32-bit signed numbers (two index pairs), then the fragment (UTF-8,
/// decoded leniently), its first four characters the first match's `text`.
public enum CodeSearchFuzz {
    public static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        if first % 2 == 0 {
            guard let page = try? CodeSearchPage.read(from: Data(rest)) else { return }
            for result in page.items {
                for match in result.textMatches { check(match) }
                _ = CodeSearchWords.find(in: result, query: result.path)
            }
        } else {
            check(made(from: rest))
        }
    }

    /// One match from `bytes`: two index pairs, then the fragment.
    static func made(from bytes: [UInt8]) -> CodeTextMatch {
        func number(at offset: Int) -> Int {
            guard offset + 4 <= bytes.count else { return 0 }
            let raw = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            return Int(Int32(bitPattern: raw))
        }
        let fragment = String(decoding: bytes.dropFirst(16), as: UTF8.self)
        return CodeTextMatch(fragment: fragment, matches: [
            CodeTextMatch.Match(text: String(fragment.prefix(4)), indices: [number(at: 0), number(at: 4)]),
            CodeTextMatch.Match(text: "", indices: [number(at: 8), number(at: 12)]),
        ])
    }

    static func check(_ match: CodeTextMatch) {
        let lines = CodeFragmentHighlights.lines(of: match)
        precondition(lines.count <= CodeFragmentHighlights.maximumLinesPerFragment, "too many lines")
        for line in lines {
            precondition(line.text.unicodeScalars.count <= CodeFragmentHighlights.maximumScalarsPerLine,
                         "a line longer than the cut")
            for piece in line.pieces {
                precondition(!piece.text.isEmpty, "an empty piece")
                precondition(!piece.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                             "a control character reached a line")
            }
        }
    }
}
