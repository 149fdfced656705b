import CHighlightAPI

/// A highlighter for one file, picked by its name, then by its first line (a shebang, an XML
/// declaration), with a theme. Used by one thread at a time.
public final class SyntaxHighlighter: @unchecked Sendable {
    // @unchecked: the C++ highlighter is used by one thread at a time, as documented.
    private let library: HighlightLibrary
    private let handle: OpaquePointer
    /// The syntax definition's name ("Swift", "Python").
    public let definitionName: String
    /// The theme's normal text colour and background, 0xRRGGBB.
    public let textColor: UInt32
    public let backgroundColor: UInt32
    private var buffer: [ghb_span] = Array(repeating: ghb_span(), count: 256)

    /// The work this highlighter may do (`HighlightBudget.standard` to begin with); setting it
    /// starts the file's budget again.
    public var budget: HighlightBudget = .standard {
        didSet { library.setBudget(handle, budget.raw) }
    }

    /// Nanoseconds spent highlighting lines so far (what the file's budget is counted against).
    public var spentNanoseconds: UInt64 { library.spentNanoseconds(handle) }

    /// A highlighter for `fileName`, or nil when no syntax definition fits (the file is shown
    /// plain). Loads the library on first use; `HighlightError` when it cannot be loaded.
    /// `firstLine`: the file's first bytes (up to its first line break is enough).
    public static func make(fileName: String, firstLine: [UInt8] = [], theme: HighlightTheme)
        -> Result<SyntaxHighlighter?, HighlightError> {
        HighlightLibrary.load().map { library in
            let firstBytes = Array(firstLine.prefix(1_024).prefix { $0 != UInt8(ascii: "\n") })
            let handle = fileName.withCString { name in
                theme.rawValue.withCString { themeName in
                    firstBytes.withUnsafeBufferPointer { first in
                        first.baseAddress.flatMap {
                            $0.withMemoryRebound(to: CChar.self, capacity: first.count) { pointer in
                                library.create(name, pointer, first.count, themeName)
                            }
                        } ?? library.create(name, nil, 0, themeName)
                    }
                }
            }
            return handle.map { SyntaxHighlighter(library: library, handle: $0) }
        }
    }

    private init(library: HighlightLibrary, handle: OpaquePointer) {
        self.library = library
        self.handle = handle
        definitionName = library.definitionName(handle).map { String(cString: $0) } ?? ""
        textColor = library.textColor(handle)
        backgroundColor = library.backgroundColor(handle)
    }

    deinit {
        library.free(handle)
    }

    /// A state before the first line.
    public func initialState() -> HighlightState {
        HighlightState(library: library, handle: library.initialState())
    }

    /// Highlights `line` (UTF-8, without its line break) from `state` within the budget: its
    /// spans (none when the line was given up), their styles added to `palette`, the state the
    /// next line starts from, and what became of the line.
    public func highlight(_ line: UnsafeBufferPointer<UInt8>, from state: HighlightState,
                          palette: inout HighlightPalette)
        -> (spans: [StyledSpan], state: HighlightState, outcome: LineOutcome) {
        var count = 0
        var outcome: Int32 = 0
        var next = call(line, state: state, count: &count, outcome: &outcome)
        if count > buffer.count {
            // More spans than room: again with room for all of them.
            buffer = Array(repeating: ghb_span(), count: count)
            library.freeState(next)
            next = call(line, state: state, count: &count, outcome: &outcome)
        }
        var spans: [StyledSpan] = []
        spans.reserveCapacity(min(count, buffer.count))
        for index in 0..<min(count, buffer.count) {
            let raw = buffer[index]
            let style = SpanStyle(foreground: raw.has_foreground != 0 ? raw.foreground : nil,
                                  background: raw.has_background != 0 ? raw.background : nil,
                                  bold: raw.bold != 0, italic: raw.italic != 0, underline: raw.underline != 0,
                                  kind: SpanStyle.Kind(rawValue: raw.style) ?? .others)
            spans.append(StyledSpan(offset: raw.offset, length: raw.length, style: palette.index(of: style)))
        }
        return (spans, HighlightState(library: library, handle: next ?? library.initialState()), LineOutcome(outcome))
    }

    private func call(_ line: UnsafeBufferPointer<UInt8>, state: HighlightState, count: inout Int,
                      outcome: inout Int32) -> OpaquePointer? {
        let capacity = buffer.count
        return buffer.withUnsafeMutableBufferPointer { spans in
            line.withMemoryRebound(to: CChar.self) { text in
                library.highlightLine(handle, state.handle, text.baseAddress, text.count, spans.baseAddress, capacity,
                                      &count, &outcome)
            }
        }
    }
}
