/// The escape sequences terminals send for keys, read whatever `TERM` says: tmux, screen and
/// PuTTY send Home as `ESC[1~`, rxvt as `ESC[7~`, xterm as `ESC[H` or `ESC O H`. Pure.
///
/// ncurses decodes only what the terminfo entry lists and hands anything else over as Esc
/// followed by plain characters; `parse` puts those back together. A CSI or SS3 sequence that
/// names no key ghbrowse uses is consumed whole, so its letters never run commands.
public enum EscapeSequence {
    /// What the characters after an Esc are.
    public enum Parse: Equatable, Sendable {
        /// More characters are needed to tell.
        case incomplete
        /// A sequence of `length` characters after the Esc: `key`, or nil for one to drop.
        case sequence(length: Int, key: KeyPress?)
        /// Esc on its own; the characters after it are keys of their own.
        case plainEscape
    }

    /// Sequences longer than this are not keys (but reports, pasted noise): dropped as far as read.
    public static let longest = 256

    /// Parses `tail`, the characters that followed an Esc.
    public static func parse(_ tail: ArraySlice<UInt32>) -> Parse {
        guard let first = tail.first else { return .incomplete }
        switch first {
        case UInt32(UInt8(ascii: "[")): return parseCSI(tail.dropFirst())
        case UInt32(UInt8(ascii: "O")): return parseSS3(tail.dropFirst())
        default: return .plainEscape
        }
    }

    /// What to do when no more characters come: a lone Esc stays Esc; a started CSI sequence
    /// is dropped whole; `ESC O` alone is Esc followed by the letter O.
    public static func parseAtEnd(_ tail: ArraySlice<UInt32>) -> Parse {
        switch parse(tail) {
        case .incomplete:
            if tail.first == UInt32(UInt8(ascii: "[")) { return .sequence(length: tail.count, key: nil) }
            return .plainEscape
        case let other:
            return other
        }
    }

    // MARK: - CSI: ESC [ parameters intermediates final

    private static func parseCSI(_ body: ArraySlice<UInt32>) -> Parse {
        // The Linux console's F1 to F5: ESC [ [ A … ESC [ [ E.
        if body.first == UInt32(UInt8(ascii: "[")) {
            return body.count >= 2 ? .sequence(length: 3, key: nil) : .incomplete
        }
        var parameters: [UInt32] = []
        var length = 1
        for character in body {
            length += 1
            switch character {
            case UInt32(UInt8(ascii: "$")) where !parameters.isEmpty:
                // rxvt ends Shift-modified keys with `$` (an intermediate byte elsewhere).
                return .sequence(length: length, key: csiKey(final: character, parameters: parameters))
            case 0x30...0x3F, 0x20...0x2F:
                parameters.append(character)
                if length > longest { return .sequence(length: length, key: nil) }
            case 0x40...0x7E:
                return .sequence(length: length, key: csiKey(final: character, parameters: parameters))
            default:
                // Not part of a sequence: drop what came before it, keep it.
                return .sequence(length: length - 1, key: nil)
            }
        }
        return .incomplete
    }

    private static func csiKey(final: UInt32, parameters: [UInt32]) -> KeyPress? {
        let text = String(decoding: parameters.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
        // Modifiers (`1;5H`, `3;2~`) do not change which key it is.
        let number = text.split(separator: ";", omittingEmptySubsequences: false).first.flatMap { Int($0) }
        switch Unicode.Scalar(final).map(Character.init) {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        case "~", "^", "$", "@":
            // `~` plain; rxvt adds Ctrl with `^`, Shift with `$`, both with `@`.
            switch number {
            case 1, 7: return .home
            case 4, 8: return .end
            case 2: return .insert
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        default:
            return nil
        }
    }

    // MARK: - SS3: ESC O [digits;] final

    private static func parseSS3(_ body: ArraySlice<UInt32>) -> Parse {
        var length = 1
        for character in body {
            length += 1
            switch character {
            case 0x30...0x39, UInt32(UInt8(ascii: ";")):
                if length > longest { return .sequence(length: length, key: nil) }
            case 0x40...0x7E:
                return .sequence(length: length, key: ss3Key(final: character))
            default:
                return length == 2 ? .plainEscape : .sequence(length: length - 1, key: nil)
            }
        }
        return .incomplete
    }

    private static func ss3Key(final: UInt32) -> KeyPress? {
        switch Unicode.Scalar(final).map(Character.init) {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "M": return .enter
        // The keypad in application mode: digits, `. + - * / =` as typed.
        case let key? where ("p"..."y").contains(key):
            return .character(Character(Unicode.Scalar(final - UInt32(UInt8(ascii: "p")) + 0x30)!))
        case "n": return .character(".")
        case "k": return .character("+")
        case "m": return .character("-")
        case "j": return .character("*")
        case "o": return .character("/")
        case "X": return .character("=")
        default: return nil
        }
    }
}
