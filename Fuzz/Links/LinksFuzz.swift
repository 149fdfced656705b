import Entities
import Markdown
import PresentationKit
import Routes
import TextCells

/// Fuzz target (issue 26): text through the link recognizer (`TextReference`), the linked text of
/// its Markdown (`LinkedText`) and every address it names through `GitHubLinkRoute`. Traps when a
/// reference leaves its text, overlaps another, or is not what its kind says; when a span's link
/// is not one of the document's; or when a route to a file or a directory names a path that
/// `RequestPath` would refuse.
///
/// Input: the text, as a conversation's body (and each line also as a github.com address).
public enum LinksFuzz {
    public static func run(_ bytes: [UInt8]) {
        follow(String(decoding: bytes, as: UTF8.self))
    }

    /// `text` recognized, linked, and each of its addresses routed, with the checks above.
    public static func follow(_ text: String) {
        let characters = Array(text)
        var end = 0
        for reference in TextReference.find(in: characters) {
            precondition(reference.start >= end && reference.length > 0
                         && reference.start + reference.length <= characters.count, "a reference out of place")
            end = reference.start + reference.length
            let written = String(characters[reference.start..<end])
            switch reference.kind {
            case .commit(let sha):
                precondition(written == sha && (7...40).contains(sha.count), "a SHA that is not the text")
            case .issue(_, let number):
                precondition(number > 0 && written.hasSuffix(String(number)), "an issue number that is not the text")
            case .user(let login):
                precondition(written == "@" + login, "a login that is not the text")
            }
            check(GitHubLinkRoute.route(for: reference.webAddress(in: "o/r")))
        }
        let document = LinkedText.linked(MarkdownParser.parse(bytes: Array(text.utf8.prefix(1 << 16)), fileName: "c.md",
                                                              htmlURL: "https://github.com/o/r/issues/1"),
                                         fullName: "o/r")
        for block in document.blocks { check(block, links: document.links.count) }
        for link in document.links { if case .web(let url) = link.destination { check(GitHubLinkRoute.route(for: url)) } }
        for line in text.split(separator: "\n").prefix(64) {
            check(GitHubLinkRoute.route(for: "https://github.com/" + line))
        }
    }

    private static func check(_ route: Route?) {
        switch route {
        case .file(let place, let path, _, _, _):
            precondition(RequestPath.problem(inPath: path) == nil && !place.ref.isEmpty, "a route to a refused path: \(path)")
        case .files(let place, let path):
            // "" is the repository's root directory.
            precondition((path.isEmpty || RequestPath.problem(inPath: path) == nil) && !place.ref.isEmpty,
                         "a route to a refused directory: \(path)")
        default:
            break
        }
    }

    private static func check(_ block: Block, links: Int) {
        func spans(_ spans: [Span]) {
            for span in spans { precondition(span.link.map { $0 >= 0 && $0 < links } ?? true, "a link out of the document") }
        }
        switch block {
        case .heading(_, let inline), .paragraph(let inline): spans(inline)
        case .quote(let blocks), .alert(_, let blocks): blocks.forEach { check($0, links: links) }
        case .list(let list): list.items.forEach { $0.blocks.forEach { check($0, links: links) } }
        case .table(let table): table.header.forEach(spans); table.rows.forEach { $0.forEach(spans) }
        case .codeBlock, .thematicBreak, .notice: break
        }
    }
}
