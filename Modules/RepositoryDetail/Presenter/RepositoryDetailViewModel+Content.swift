import ReadingLayout

public extension RepositoryDetailViewModel {
    /// The body's content, for `DetailBodyLayout` to lay out at the screen's width.
    var content: DetailContent {
        DetailContent(lines: lines, moreLines: moreLines, labelWidth: labelWidth, languages: languages, readme: readme,
                      preparedReadme: preparedReadme)
    }
}
