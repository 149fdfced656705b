import TextCells

/// A reading body whose rows are screen runs (a conversation, a release, a Markdown file): what
/// `/` reads of a row and the link under a click, found in the runs the one way.
public protocol RunRowsBody: ReadableBody {
    /// Row `row` as runs, its links numbered as in `links`; none past the end.
    func runs(_ row: Int) -> [ScreenRun]
}

public extension RunRowsBody {
    func text(ofRow row: Int) -> String {
        RowText.of(runs(row))
    }

    func link(atRow row: Int, column: Int) -> Int? {
        runs(row).first { run in
            run.link != nil && column >= run.column && column < run.column + DisplayWidth.of(run.text)
        }?.link
    }
}
