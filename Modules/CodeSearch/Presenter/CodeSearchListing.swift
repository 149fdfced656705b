import Entities
import TextCells

/// The files found as rows: each file's row, then its matching lines; with, for each row, the
/// index of the file it belongs to.
enum CodeSearchListing {
    /// Lines shown under one file, at most.
    static let maximumLinesPerFile = 6

    static func rows(_ results: [CodeSearchResult]) -> (rows: [CodeSearchRow], files: [Int]) {
        var rows: [CodeSearchRow] = []
        var files: [Int] = []
        for (index, result) in results.enumerated() {
            rows.append(.file(repository: TextSanitizer.singleLine(result.repositoryFullName),
                              path: TextSanitizer.singleLine(result.path)))
            files.append(index)
            let lines = result.textMatches.flatMap(CodeFragmentHighlights.lines(of:)).prefix(maximumLinesPerFile)
            for line in lines {
                rows.append(.line(line))
                files.append(index)
            }
        }
        return (rows, files)
    }
}
