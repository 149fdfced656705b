import CCmarkGFM
import Synchronization
import TextCells

/// Turns a README's bytes into a `MarkdownDocument`.
///
/// Markdown files (by the name the readme endpoint gives: `.md`, `.markdown`, …) are parsed by
/// cmark-gfm with the GFM extensions table, strikethrough, autolink, tasklist and tagfilter, and
/// footnotes (a reference shows as `[1]`, the notes as a numbered list at the end); any
/// other README (`.rst`, `.txt`, `.org`, `.adoc`, no extension) becomes plain text, never Markdown.
/// Past `byteLimit` only the first bytes are kept and the document starts with a notice saying so.
public enum MarkdownParser {
    /// READMEs longer than this (1 MiB) are cut here, on a UTF-8 boundary.
    public static let byteLimit = 1 << 20
    /// Running text wraps no further than this many columns from the left, however wide the
    /// terminal (tables and code may use the whole width).
    public static let proseColumns = 100
    /// Quotes and lists nested deeper than this are flattened into the deepest level.
    public static let maximumNesting = 32

    private static let markdownExtensions: Set<String> = [
        "md", "markdown", "mdown", "mkdn", "mkd", "mdwn", "mdtxt", "mdtext", "ron", "workbook",
    ]
    private static let gfmExtensions = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Parses a README. `fileName` is the readme endpoint's `name` (it decides Markdown or plain
    /// text); `htmlURL` its `html_url`, against which relative links and images resolve.
    public static func parse(bytes: [UInt8], fileName: String, htmlURL: String?) -> MarkdownDocument {
        let resolver = LinkResolver(htmlURL: htmlURL)
        let kept = limited(bytes)
        var blocks: [Block]
        var links: [DocumentLink] = []
        if isMarkdown(fileName: fileName) {
            var builder = DocumentBuilder(maximumNesting: maximumNesting, resolver: resolver)
            walk(kept, into: &builder)
            blocks = builder.finish()
            links = builder.links
        } else {
            blocks = PlainTextDocument.blocks(String(decoding: kept, as: UTF8.self))
        }
        let isTruncated = kept.count < bytes.count
        if isTruncated {
            blocks.insert(.notice(truncationNotice(fileName: fileName, total: bytes.count)), at: 0)
        }
        return MarkdownDocument(blocks: blocks, links: links, isTruncated: isTruncated)
    }

    /// True when a README called `fileName` is Markdown (decided by its extension, case-insensitively).
    public static func isMarkdown(fileName: String) -> Bool {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return false }
        return markdownExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
    }

    // MARK: - Size

    /// `bytes`, or its first `byteLimit` bytes backed off to the start of a UTF-8 sequence.
    static func limited(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard bytes.count > byteLimit else { return bytes[...] }
        var end = byteLimit
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return bytes[..<end]
    }

    /// "README.md is 3.8 MB; only its first 1 MB is shown." (a README, or any Markdown file).
    static func truncationNotice(fileName: String, total: Int) -> String {
        let megabytes = Double(total) / Double(1 << 20)
        let rounded = (megabytes * 10).rounded(.down) / 10
        let name = TextSanitizer.singleLine(fileName)
        return "\(name.isEmpty ? "This file" : name) is \(rounded) MB; only its first 1 MB is shown."
    }

    // MARK: - cmark-gfm

    /// Registers the GFM extensions once per process (cmark-gfm's registry is global).
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// The bump allocator in `shim.h` is one per process: one parse uses it at a time.
    private static let arena = Mutex(())

    /// Parses with the bump allocator of `shim.h` (`ghb_arena_allocator`): the parser, its tree
    /// and every literal are carved out of large chunks and all given back at once by
    /// `ghb_arena_release`, not allocated and freed node by node (a third of cmark-gfm's
    /// instructions went to `calloc` and `free`).
    private static func walk(_ bytes: ArraySlice<UInt8>, into builder: inout DocumentBuilder) {
        _ = registered
        arena.withLock { _ in
            // Everything the parser allocated goes at once; no node, parser or iterator is freed alone.
            defer { ghb_arena_release() }
            guard let parser = cmark_parser_new_with_mem(ghb_cmark_options(), ghb_arena_allocator()) else { return }
            walk(bytes, parser: parser, into: &builder)
        }
    }

    private static func walk(_ bytes: ArraySlice<UInt8>, parser: OpaquePointer, into builder: inout DocumentBuilder) {
        for name in gfmExtensions {
            if let ext = cmark_find_syntax_extension(name) {
                _ = cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else { return }
        // The iterator walks the tree without recursion, so any depth is safe.
        guard let iterator = cmark_iter_new(root) else { return }
        var kinds = ExtensionKinds()
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                enter(node, builder: &builder, kinds: &kinds)
            } else if event == CMARK_EVENT_EXIT {
                exit(node, builder: &builder, kinds: &kinds)
            }
        }
    }

    private static func enter(_ node: OpaquePointer, builder: inout DocumentBuilder, kinds: inout ExtensionKinds) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE:
            builder.openQuote()
        case CMARK_NODE_LIST:
            builder.openList(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                             start: Int(cmark_node_get_list_start(node)),
                             tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            if cmark_node_get_syntax_extension(node) != nil {
                builder.openItem(cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
            } else {
                builder.openItem(.none)
            }
        case CMARK_NODE_PARAGRAPH:
            builder.beginInline(.paragraph)
        case CMARK_NODE_HEADING:
            builder.beginInline(.heading(Int(cmark_node_get_heading_level(node))))
        case CMARK_NODE_CODE_BLOCK:
            builder.appendBlock(codeBlock(node))
        case CMARK_NODE_HTML_BLOCK:
            HTMLConverter.feedBlock(literal(node), into: &builder)
        case CMARK_NODE_THEMATIC_BREAK:
            builder.appendBlock(.thematicBreak)
        case CMARK_NODE_TEXT:
            cString(cmark_node_get_literal(node)) { builder.text(cString: $0) }
        case CMARK_NODE_SOFTBREAK:
            builder.text(" ")
        case CMARK_NODE_LINEBREAK:
            builder.lineBreak()
        case CMARK_NODE_CODE:
            cString(cmark_node_get_literal(node)) { builder.text(cString: $0, extra: .code) }
        case CMARK_NODE_HTML_INLINE:
            HTMLConverter.feedInline(literal(node), into: &builder)
        case CMARK_NODE_EMPH:
            builder.adjustEmphasis(1)
        case CMARK_NODE_STRONG:
            builder.adjustStrong(1)
        case CMARK_NODE_LINK:
            builder.openLink(string(cmark_node_get_url(node)))
        case CMARK_NODE_IMAGE:
            builder.openImage(source: string(cmark_node_get_url(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            builder.footnoteReference(label: literal(node))
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            builder.openFootnote()
        default:
            switch kinds.kind(of: node) {
            case .table:
                builder.openTable(alignments(node))
            case .row:
                builder.openRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
            case .cell:
                builder.beginInline(.cell)
            case .strikethrough:
                builder.adjustStrikethrough(1)
            case .other:
                break
            }
        }
    }

    private static func exit(_ node: OpaquePointer, builder: inout DocumentBuilder, kinds: inout ExtensionKinds) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM:
            builder.closeContainer()
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
            builder.endInline()
        case CMARK_NODE_EMPH:
            builder.adjustEmphasis(-1)
        case CMARK_NODE_STRONG:
            builder.adjustStrong(-1)
        case CMARK_NODE_LINK:
            builder.closeLink()
        case CMARK_NODE_IMAGE:
            builder.closeImage()
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            // cmark-gfm moves the referenced definitions to the end, in the order of their first
            // reference; the list of footnotes ends with the last of them.
            let next = cmark_node_next(node)
            builder.closeFootnote(isLast: next == nil || cmark_node_get_type(next) != CMARK_NODE_FOOTNOTE_DEFINITION)
        default:
            switch kinds.kind(of: node) {
            case .table, .row:
                builder.closeContainer()
            case .cell:
                builder.endInline()
            case .strikethrough:
                builder.adjustStrikethrough(-1)
            case .other:
                break
            }
        }
    }

    private static func alignments(_ node: OpaquePointer) -> [ColumnAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard let raw = cmark_gfm_extensions_get_table_alignments(node) else { return [] }
        return (0..<count).map { index in
            switch raw[index] {
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .left
            }
        }
    }

    private static func codeBlock(_ node: OpaquePointer) -> Block {
        let info = TextSanitizer.singleLine(string(cmark_node_get_fence_info(node)))
        let language = info.split(separator: " ").first.map(String.init)
        // Split on the bytes: a line feed is never inside a grapheme cluster but after a CR, which
        // the sanitizer turns into a space anyway.
        let text = literal(node)
        var lines = text.utf8.split(separator: 0x0A, maxSplits: Int.max, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return .codeBlock(language: language, lines: lines.map { TextSanitizer.singleLine(expandingTabs(Substring($0))) })
    }

    /// Tabs to spaces at 4-column stops, as code is usually written.
    static func expandingTabs(_ line: Substring) -> String {
        guard line.utf8.contains(0x09) else { return String(line) }
        var out = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 4 - column % 4
                out += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                out.append(character)
                column += 1
            }
        }
        return out
    }

    /// `body` with the literal, or with an empty C string when there is none (as `literal` gives "").
    private static func cString(_ pointer: UnsafePointer<CChar>?, _ body: (UnsafePointer<CChar>) -> Void) {
        if let pointer {
            body(pointer)
        } else {
            "".withCString(body)
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
