import TextCells

/// Reads a log line's text as a terminal would show its colours, and nothing else: SGR sequences
/// become `LogSpanStyle`s; every other escape sequence (CSI cursor movement and erasing, OSC
/// titles, clipboard and hyperlinks, DCS, SOS, PM, APC, 8-bit C1 forms) and every control is
/// removed; a tab is a space. At most `limit` characters are kept (a megabyte-long line is cut
/// for the screen). One linear pass over any input.
public enum LogLineStyler {
    private enum State {
        case text, escape, controlSequence, controlString, controlStringEscape
    }

    public static func spans(_ line: Substring, limit: Int = 2_000) -> [LogSpan] {
        var spans: [LogSpan] = []
        var style = LogSpanStyle()
        var current = String.UnicodeScalarView()
        var kept = 0
        var state = State.text
        var parameters = ""
        func flush() {
            guard !current.isEmpty else { return }
            let text = TextSanitizer.singleLine(String(current))
            if !text.isEmpty { spans.append(LogSpan(text: text, style: style)) }
            current = String.UnicodeScalarView()
        }
        for scalar in line.unicodeScalars {
            let value = scalar.value
            switch state {
            case .text:
                switch value {
                case 0x1B: state = .escape
                case 0x9B: state = .controlSequence; parameters = ""
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
                case 0x09:
                    if kept < limit { current.append(" "); kept += 1 }
                case 0..<0x20, 0x7F, 0x80..<0xA0: continue
                default:
                    if kept < limit { current.append(scalar); kept += 1 }
                }
            case .escape:
                switch value {
                case 0x5B: state = .controlSequence; parameters = ""
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString
                case 0x20...0x2F: continue
                default: state = .text
                }
            case .controlSequence:
                if (0x40...0x7E).contains(value) {
                    if value == 0x6D { // m
                        flush()
                        style = apply(parameters, to: style)
                    }
                    state = .text
                } else if (0x20...0x3F).contains(value) {
                    if parameters.utf8.count < 64 { parameters.unicodeScalars.append(scalar) }
                } else {
                    state = .text
                }
            case .controlString:
                if value == 0x07 || value == 0x9C { state = .text } else if value == 0x1B { state = .controlStringEscape }
            case .controlStringEscape:
                state = value == 0x5C ? .text : .controlString
            }
        }
        flush()
        return spans
    }

    /// `style` after the SGR parameters `parameters` (`1;31`, `38;5;208`, `38;2;255;0;0`, empty = 0).
    static func apply(_ parameters: String, to style: LogSpanStyle) -> LogSpanStyle {
        var style = style
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < max(numbers.count, 1) {
            let code = numbers.isEmpty ? 0 : numbers[index]
            switch code {
            case 0: style = LogSpanStyle()
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 30...37: style.color = Self.standard[code - 30]
            case 90...97: style.color = Self.bright[code - 90]
            case 39: style.color = nil
            case 38:
                if index + 2 < numbers.count, numbers[index + 1] == 5 {
                    style.color = Self.palette(numbers[index + 2])
                    index += 2
                } else if index + 4 < numbers.count, numbers[index + 1] == 2 {
                    let channel = { (value: Int) in UInt32(min(255, max(0, value))) }
                    style.color = channel(numbers[index + 2]) << 16 | channel(numbers[index + 3]) << 8
                        | channel(numbers[index + 4])
                    index += 4
                }
            default: break // backgrounds and the rest: ignored
            }
            index += 1
        }
        return style
    }

    private static let standard: [UInt32] = [0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5]
    private static let bright: [UInt32] = [0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xFFFFFF]

    /// xterm's 256-colour palette.
    static func palette(_ index: Int) -> UInt32 {
        switch index {
        case 0..<8: return standard[index]
        case 8..<16: return bright[index - 8]
        case 16..<232:
            let cube = index - 16
            let level = { (value: Int) -> UInt32 in value == 0 ? 0 : UInt32(55 + value * 40) }
            return level(cube / 36) << 16 | level(cube / 6 % 6) << 8 | level(cube % 6)
        case 232..<256:
            let grey = UInt32(8 + (index - 232) * 10)
            return grey << 16 | grey << 8 | grey
        default: return 0xE5E5E5
        }
    }
}
