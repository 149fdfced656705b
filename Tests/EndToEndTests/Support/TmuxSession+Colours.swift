import Foundation

extension TmuxSession {
    /// The 256-colour foregrounds (`38;5;N`) the SGR sequences of `lines` (a screen captured with
    /// attributes) set.
    static func foregroundColours(_ lines: [String]) -> Set<String> {
        Set(lines.flatMap { line in
            line.components(separatedBy: "\u{1B}[").compactMap { sequence -> String? in
                guard let match = sequence.range(of: #"38;5;[0-9]+"#, options: .regularExpression) else { return nil }
                return String(sequence[match])
            }
        })
    }
}
