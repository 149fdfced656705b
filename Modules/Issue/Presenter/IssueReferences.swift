import Markdown

/// What github.com does to a conversation's text and cmark-gfm does not: `#123` and `GH-123`
/// become links to that issue or pull request of the repository (which open its conversation in
/// ghbrowse, `GitHubLinkRoute`). Text already in a link, and code, are left as written.
enum IssueReferences {
    /// `document` with its references made links to `fullName`'s issues.
    static func linked(_ document: MarkdownDocument, fullName: String) -> MarkdownDocument {
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
                guard span.link == nil, !span.style.contains(.code), span.text.contains(where: { $0 == "#" || $0 == "-" })
                else { return [span] }
                return split(span)
            }
        }

        /// `span` cut around each reference it holds, the references made links.
        private mutating func split(_ span: Span) -> [Span] {
            let characters = Array(span.text)
            var pieces: [Span] = []
            var plainStart = 0
            var index = 0
            while index < characters.count {
                guard let (length, number) = reference(in: characters, at: index) else {
                    index += 1
                    continue
                }
                if plainStart < index { pieces.append(Span(text: String(characters[plainStart..<index]), style: span.style)) }
                let text = String(characters[index..<(index + length)])
                links.append(DocumentLink(target: text,
                                          destination: .web("https://github.com/\(fullName)/issues/\(number)")))
                pieces.append(Span(text: text, style: span.style, link: links.count - 1))
                index += length
                plainStart = index
            }
            if pieces.isEmpty { return [span] }
            if plainStart < characters.count {
                pieces.append(Span(text: String(characters[plainStart...]), style: span.style))
            }
            return pieces
        }

        /// A reference starting at `index` (`#123`, `GH-123`) not glued to a word before or after
        /// it: its length and number.
        private func reference(in characters: [Character], at index: Int) -> (Int, Int)? {
            if index > 0 {
                let before = characters[index - 1]
                if before.isLetter || before.isNumber || before == "&" || before == "/" || before == "#" { return nil }
            }
            var start = index
            if characters[index] == "#" {
                start += 1
            } else if index + 2 < characters.count, characters[index] == "G", characters[index + 1] == "H",
                      characters[index + 2] == "-" {
                start += 3
            } else {
                return nil
            }
            var end = start
            while end < characters.count, characters[end].isASCII, characters[end].isNumber, end - start < 9 { end += 1 }
            guard end > start, end == characters.count || !(characters[end].isLetter || characters[end].isNumber),
                  let number = Int(String(characters[start..<end])), number > 0 else { return nil }
            return (end - index, number)
        }
    }
}
