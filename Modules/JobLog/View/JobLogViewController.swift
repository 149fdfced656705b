import JobLogPresenter
import PresentationKit
import ScreenKit
import TerminalUI

/// Draws a job's log in the shared reading pane: scrolls it (keys and the wheel, `G` to the end),
/// selects a group's header with Tab and forwards Enter on it, and `T`, `e`, `o`, `r` with the
/// row at the top of the screen, to its Presenter. Back keys are left to the navigation stack.
@MainActor
public final class JobLogViewController: ReadingScreen, JobLogDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: JobLogViewPresentation?
    public var linkEvents: DocumentLinkEvents? { presenter }
    public var lifecycleEvents: ScreenLifecycleEvents? { presenter }

    public let bindings: KeyBindings
    public var model = JobLogViewModel()
    /// The log under the breadcrumb and a blank row.
    /// The search in the log's text (`/`, `n`, `N`).
    public var find = TextFind()
    public var pane = ReadingPane(body: JobLogBody(model: JobLogViewModel()), top: 2)
    public var needsRedraw = true
    public let keyContext: KeyContext = .jobLog

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// A new model laid out keeping the reader's place, then scrolled where the Presenter asks.
    public func display(_ viewModel: JobLogViewModel) {
        model = viewModel
        pane.relayout(layOut)
        if let row = viewModel.scrollToRow { pane.scroll(toRow: row) }
        needsRedraw = true
    }

    public func layOut(columns: Int, showsColor: Bool) -> JobLogBody {
        JobLogBody(model: model)
    }

    public func forward(_ command: JobLogCommand) {
        presenter?.didRequest(command, topRow: pane.reading.scroll.offset)
    }

    public func draw(on surface: DrawingSurface) {
        if model.visible.isEmpty { surface.putListMessage(model.message, tone: .normal, top: pane.top) }
        drawPage(on: surface, title: model.title, status: model.status, tone: model.statusTone) { screenRow, row in
            surface.putRuns(pane.body.runs(row, width: surface.size.columns), row: screenRow,
                            selectedLink: pane.reading.selectedLink)
        }
    }
}
