
/// Without colour, links are marked in the text itself: `[link text]`.
public enum LinkMarking {
    /// `document` with every link's text in brackets (images already show as `[image: ALT]`).
    public static func bracketed(_ document: MarkdownDocument) -> MarkdownDocument {
        var marked = document
        marked.blocks = document.blocks.map(bracketed)
        return marked
    }

    /// `block` with every link's text in brackets.
    public static func bracketed(_ block: Block) -> Block {
        switch block {
        case .heading(let level, let spans):
            return .heading(level: level, spans: bracketed(spans))
        case .paragraph(let spans):
            return .paragraph(bracketed(spans))
        case .quote(let blocks):
            return .quote(blocks.map(bracketed))
        case .alert(let kind, let blocks):
            return .alert(kind, blocks.map(bracketed))
        case .list(var list):
            list.items = list.items.map { ListItem(task: $0.task, blocks: $0.blocks.map(bracketed)) }
            return .list(list)
        case .table(var table):
            table.header = table.header.map(bracketed)
            table.rows = table.rows.map { $0.map(bracketed) }
            return .table(table)
        case .codeBlock, .thematicBreak, .notice:
            return block
        }
    }

    /// Each run of consecutive spans of one link gets `[` before and `]` after, inside the link.
    static func bracketed(_ spans: [Span]) -> [Span] {
        var result = spans
        var index = 0
        while index < result.count {
            guard let link = result[index].link else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < result.count, result[end + 1].link == link, !result[end + 1].isLineBreak { end += 1 }
            let onlyImages = result[index...end].allSatisfy { $0.style.contains(.image) }
            if !onlyImages {
                result[index].text = "[" + result[index].text
                result[end].text += "]"
            }
            index = end + 1
        }
        return result
    }
}
