import Markdown

/// What github.com does to the Markdown it shows and cmark-gfm does not: `#123`, `GH-123`,
/// `owner/repo#123`, a commit SHA and `@user` (`TextReference`) become links to their github.com
/// addresses, which open their ghbrowse screen when followed (`GitHubLinkRoute`). Text already in
/// a link, and code, are left as written. Every reading screen's Markdown goes through it: a
/// conversation's bodies, a README, release notes, a Markdown file.
public enum LinkedText {
    /// `document` with its references made links, `fullName` being the repository it belongs to.
    public static func linked(_ document: MarkdownDocument, fullName: String) -> MarkdownDocument {
        var linker = Linker(fullName: fullName, links: document.links)
        let blocks = document.blocks.map { linker.block($0) }
        return MarkdownDocument(blocks: blocks, links: linker.links, isTruncated: document.isTruncated)
    }

    /// Walks the blocks, adding a link for each reference found.
    private struct Linker {
        let fullName: String
        var links: [DocumentLink]

        mutating func block(_ block: Block) -> Block {
            switch block {
            case .heading(let level, let spans): return .heading(level: level, spans: self.spans(spans))
            case .paragraph(let spans): return .paragraph(self.spans(spans))
            case .quote(let blocks): return .quote(blocks.map { self.block($0) })
            case .alert(let kind, let blocks): return .alert(kind, blocks.map { self.block($0) })
            case .list(var list):
                list.items = list.items.map { item in
                    var item = item
                    item.blocks = item.blocks.map { self.block($0) }
                    return item
                }
                return .list(list)
            case .table(var table):
                table.header = table.header.map { self.spans($0) }
                table.rows = table.rows.map { row in row.map { self.spans($0) } }
                return .table(table)
            case .codeBlock, .thematicBreak, .notice:
                return block
            }
        }

        mutating func spans(_ spans: [Span]) -> [Span] {
            spans.flatMap { span -> [Span] in
                guard span.link == nil, !span.style.contains(.code) else { return [span] }
                return split(span)
            }
        }

        /// `span` cut around each reference it holds, the references made links.
        private mutating func split(_ span: Span) -> [Span] {
            guard TextReference.mayHoldReference(span.text) else { return [span] }
            let characters = Array(span.text)
            let references = TextReference.find(in: characters)
            guard !references.isEmpty else { return [span] }
            var pieces: [Span] = []
            var plainStart = 0
            for reference in references {
                let end = reference.start + reference.length
                if plainStart < reference.start {
                    pieces.append(Span(text: String(characters[plainStart..<reference.start]), style: span.style))
                }
                let text = String(characters[reference.start..<end])
                links.append(DocumentLink(target: text, destination: .web(reference.webAddress(in: fullName))))
                pieces.append(Span(text: text, style: span.style, link: links.count - 1))
                plainStart = end
            }
            if plainStart < characters.count {
                pieces.append(Span(text: String(characters[plainStart...]), style: span.style))
            }
            return pieces
        }
    }
}
