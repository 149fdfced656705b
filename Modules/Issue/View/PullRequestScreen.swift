import IssuePresenter
import ScreenKit
import TerminalUI

/// An issue's conversation, or a pull request's four sections: the conversation, its commits, its
/// files, its checks, switched with `1`–`4` under one breadcrumb, each a module of its own (the
/// Router assembles them) whose screen state is kept while another is shown. A section appears
/// (and its Presenter asks GitHub) the first time it is shown. The tabs on the row under the
/// breadcrumb, and the keys, are there once the conversation knows it is a pull request.
///
/// Tab stays each section's own (the conversation's next link, the files' next file).
@MainActor
public final class PullRequestScreen: Screen {
    /// What `1`–`4` show, in order.
    public static let titles = ["Conversation", "Commits", "Files", "Checks"]

    private let conversation: IssueViewController
    private let sections: [Screen]
    private let bindings: KeyBindings
    /// The section shown, from 0.
    public private(set) var active = 0
    /// The size each section was last laid out at (nil: it has not appeared).
    private var sizes: [TerminalSize?]
    private var size: TerminalSize?
    private var switched = true

    /// `sections` are the commits, files and checks sections' screens, in that order.
    public init(conversation: IssueViewController, sections: [Screen], bindings: KeyBindings) {
        self.conversation = conversation
        self.sections = [conversation] + sections
        self.bindings = bindings
        sizes = Array(repeating: nil, count: sections.count + 1)
    }

    /// The section shown.
    public var activeSection: Screen { sections[active] }

    /// Whether the conversation is a pull request's (so the sections are there).
    public var isPullRequest: Bool { conversation.model.isPullRequest }

    public var keyContext: KeyContext { activeSection.keyContext }

    public var needsRedraw: Bool {
        get { switched || activeSection.needsRedraw }
        set {
            switched = newValue
            activeSection.needsRedraw = newValue
        }
    }

    public func didAppear(size: TerminalSize) {
        self.size = size
        appear(active, size: size)
    }

    public func didResize(size: TerminalSize) {
        self.size = size
        appear(active, size: size)
    }

    /// Section `index` at `size`: its first appearance, or a resize since it was last shown.
    private func appear(_ index: Int, size: TerminalSize) {
        switch sizes[index] {
        case nil: sections[index].didAppear(size: size)
        case let shown? where shown != size: sections[index].didResize(size: size)
        default: break
        }
        sizes[index] = size
    }

    public func handle(key: KeyPress) -> Bool {
        if isPullRequest, let request = bindings.request(for: key, in: keyContext),
           let index = PullRequestKeys.sectionRequests.firstIndex(of: request), index < sections.count {
            show(index)
            return true
        }
        return activeSection.handle(key: key)
    }

    /// Shows section `index` as it was left.
    public func show(_ index: Int) {
        guard index != active else { return }
        active = index
        if let size { appear(index, size: size) }
        switched = true
    }

    public func draw(on surface: DrawingSurface) {
        activeSection.draw(on: surface)
        guard isPullRequest, !((activeSection as? PullRequestFilesViewController)?.isFiltering ?? false) else { return }
        var column = 1
        for (index, title) in Self.titles.enumerated() where column < surface.size.columns {
            let text = " \(index + 1) \(title) "
            column += surface.put(text, row: 1, column: column, maxWidth: surface.size.columns - column,
                                  style: index == active ? .selected : .dim)
            column += 1
        }
    }
}
