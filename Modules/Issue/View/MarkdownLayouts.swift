import IssuePresenter
import Markdown
import ScreenKit

/// The conversation's bodies laid out at one width and colour mode, each kept by its source (one
/// object per body while it is shown): a new page of comments or a re-layout at the same width
/// lays out only what it has not laid out before.
final class MarkdownLayouts {
    let width: Int
    let showsColor: Bool
    private var layouts: [ObjectIdentifier: (source: MarkdownSource, layout: BlockwiseLayout)] = [:]

    init(width: Int, showsColor: Bool) {
        self.width = width
        self.showsColor = showsColor
    }

    /// `source` laid out (parsed first if it was not), from those kept when it was laid out before.
    func layout(_ source: MarkdownSource) -> BlockwiseLayout {
        if let kept = layouts[ObjectIdentifier(source)] { return kept.layout }
        let layout = MarkdownRows.layout(source.document, width: width, showsColor: showsColor)
        layouts[ObjectIdentifier(source)] = (source, layout)
        return layout
    }
}
