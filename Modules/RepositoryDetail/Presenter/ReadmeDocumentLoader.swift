import ReadingLayout
import Markdown
import PresentationKit
import Usecases

/// Parses the README for the detail screen without keeping the screen waiting on a long one.
///
/// A Markdown README longer than `prefixThreshold` is cut at the first safe block boundary after
/// `prefixBytes` (`MarkdownPrefix`): that start is parsed at once and shown, ending in a notice
/// that the rest follows; the whole file is parsed off the UI thread (from the UI thread's next
/// turn on, after the start is drawn) and handed back to replace it
/// (its first blocks are the start's, so the reader's place holds), laid out there too for the
/// screen's width in colour, which the View takes when it still fits. Anything shorter, plain-text
/// READMEs, and a file with no safe cut are parsed whole at once. Without a scheduler everything
/// is parsed at once.
@MainActor
final class ReadmeDocumentLoader {
    /// READMEs at least this long (64 KiB) are shown from their start first.
    static let prefixThreshold = 64 * 1024
    /// How much of a long README is parsed at once: some screens of it (8 KiB: fzf's first 181
    /// lines). Its parse and layout are most of the first frame's work (16 KiB: 12.7 M of the
    /// 250 KB README's 25 M instructions to its first lines, callgrind).
    static let prefixBytes = 8 * 1024

    /// What to show now, and whether the whole document follows.
    struct Start {
        var document: MarkdownDocument
        /// True when `document` is only the README's start; the whole arrives through `whole`.
        var isPartial: Bool
    }

    private let scheduler: WorkScheduler?
    /// The repository the README belongs to: its `#123`, SHAs and `@user` are linked (`LinkedText`).
    private let fullName: String
    /// Counts loads: a whole document parsed for an older load (or after `cancel`) is dropped.
    private var generation = 0

    init(scheduler: WorkScheduler?, fullName: String) {
        self.scheduler = scheduler
        self.fullName = fullName
    }

    /// `bytes` parsed, their references linked.
    nonisolated private static func parse(_ bytes: [UInt8], fileName: String, htmlURL: String?, fullName: String) -> MarkdownDocument {
        LinkedText.linked(MarkdownParser.parse(bytes: bytes, fileName: fileName, htmlURL: htmlURL), fullName: fullName)
    }

    /// The document to show for `bytes` now; when that is only its start, `whole` is called later
    /// on the UI thread with the whole document, laid out for a screen `columns` wide in colour,
    /// unless `load` or `cancel` is called first.
    func load(bytes: [UInt8], fileName: String, htmlURL: String?, columns: Int,
              whole: @escaping @MainActor @Sendable (PreparedReadmeLayout) -> Void) -> Start {
        generation &+= 1
        guard let scheduler, bytes.count >= Self.prefixThreshold, MarkdownParser.isMarkdown(fileName: fileName),
              let cut = MarkdownPrefix.safeCut(in: bytes, atLeast: Self.prefixBytes),
              cut < min(bytes.count, MarkdownParser.byteLimit) else {
            return Start(document: Self.parse(bytes, fileName: fileName, htmlURL: htmlURL, fullName: fullName),
                         isPartial: false)
        }
        var start = Self.parse(Array(bytes[..<cut]), fileName: fileName, htmlURL: htmlURL, fullName: fullName)
        if bytes.count > MarkdownParser.byteLimit {
            // The whole starts with the parser's notice that it was cut at 1 MB: so does the start,
            // keeping the blocks of both numbered alike (the reader's place is a block number).
            start.blocks.insert(.notice(Self.longerThanTheLimitNotice), at: 0)
            start.isTruncated = true
        }
        start.blocks.append(.notice(Self.restNotice(bytes: min(bytes.count, MarkdownParser.byteLimit) - cut)))
        let loaded = generation
        let fullName = fullName
        // The whole is parsed from the UI thread's next turn on, once the start is drawn: begun
        // now, its parse would take a core from the start's parse, layout and drawing on a busy
        // machine (under valgrind, a third of the instructions before the first lines).
        scheduler.runOnUIThread { [weak self] in
            guard let self, self.generation == loaded else { return }
            scheduler.runInBackground {
                let document = Self.parse(bytes, fileName: fileName, htmlURL: htmlURL, fullName: fullName)
                let prepared = PreparedReadmeLayout(document: document, columns: columns, showsColor: true)
                scheduler.runOnUIThread { [weak self] in
                    guard let self, self.generation == loaded else { return }
                    whole(prepared)
                }
            }
        }
        return Start(document: start, isPartial: true)
    }

    /// Drops the whole document of the load under way, if any.
    func cancel() {
        generation &+= 1
    }

    /// Stands for the parser's notice on a README past `MarkdownParser.byteLimit` until the whole arrives.
    static let longerThanTheLimitNotice = "This README is longer than 1 MB; only its first 1 MB is shown."

    /// "Reading the rest of the README (234 KB)…"
    static func restNotice(bytes: Int) -> String {
        "Reading the rest of the README (\(bytes / 1000 + (bytes % 1000 == 0 ? 0 : 1)) KB)…"
    }
}
