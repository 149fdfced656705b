#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// `B` on a file: its blame at the screen's ref, fetched once (cached now, fresh later) and laid
/// beside the lines; `B` again hides it. GraphQL answers only with a token: without one, a sentence
/// and no request. Enter on a line names that line's commit (a SHA checked before any request).
@MainActor
final class FileBlame {
    private let usecase: BlameUsecase
    private let place: RepositoryRef
    private let path: String
    private let hasToken: Bool
    private let now: @MainActor () -> Date
    private let say: @MainActor (String, StatusTone) -> Void
    private let changed: @MainActor () -> Void
    private var request: Cancellable?
    /// Whether the blame is shown (or on its way to be).
    private(set) var isOn = false
    private var blame: Blame?
    /// Bumped with every new answer, so a laid-out column is made again only when something changed.
    private var generation = 0
    private var laidOut: (generation: Int, lineCount: Int, columns: Int, column: BlameColumn)?

    init(usecase: BlameUsecase, place: RepositoryRef, path: String, hasToken: Bool, now: @escaping @MainActor () -> Date,
         say: @escaping @MainActor (String, StatusTone) -> Void, changed: @escaping @MainActor () -> Void) {
        self.usecase = usecase
        self.place = place
        self.path = path
        self.hasToken = hasToken
        self.now = now
        self.say = say
        self.changed = changed
    }

    func stop() {
        request?.cancel()
        request = nil
    }

    /// `B`: shows the blame (asking GitHub the first time), or hides it.
    func toggle() {
        if isOn {
            isOn = false
            stop()
            say("blame hidden", .normal)
            return
        }
        guard hasToken else {
            say("blame needs a token (GitHub's GraphQL API): run gh auth login, or set GH_TOKEN", .warning)
            return
        }
        isOn = true
        if blame != nil {
            sayShown()
        } else {
            fetch(.cachedThenFresh)
        }
    }

    /// `r` while it is shown: asked again now.
    func refresh() {
        guard isOn, request == nil else { return }
        fetch(.refreshNow)
    }

    private func fetch(_ freshness: AnswerFreshness) {
        say("loading the blame…", .busy)
        request = usecase.fetchBlame(fullName: place.fullName, path: path, ref: place.ref, freshness: freshness) {
            [weak self] answer in self?.didAnswer(answer)
        }
    }

    private func didAnswer(_ answer: Result<CachedThenFresh<Blame>, GitHubError>) {
        switch answer {
        case .success(.cached(let stored, _, _)):
            take(stored)
            changed()
        case .success(.fresh(let fresh, _)):
            request = nil
            if fresh != blame { take(fresh) }
            if isOn { sayShown() }
        case .failure(let error):
            request = nil
            if blame == nil { isOn = false }
            say("no blame: " + Self.sentence(error, path: path, ref: place.ref, now: now(), hasToken: hasToken), .warning)
        }
    }

    private func take(_ answer: Blame) {
        blame = answer
        generation += 1
    }

    private func sayShown() {
        let commits = Set(blame?.ranges.map(\.commit.oid) ?? []).count
        say("blame at \(TextSanitizer.singleLine(place.ref)): \(commits == 1 ? "1 commit" : "\(commits) commits")"
            + " · ↑↓ a line, Enter opens its commit, B hides it", .normal)
    }

    /// Why there is no blame, as a sentence.
    static func sentence(_ error: GitHubError, path: String, ref: String, now: Date, hasToken: Bool) -> String {
        if case .notFound(let message) = error {
            return "\(TextSanitizer.singleLine(path)) at \(TextSanitizer.singleLine(ref)): \(TextSanitizer.singleLine(message))"
        }
        return ErrorSentence.describe(error, now: now, hasToken: hasToken)
    }

    // MARK: Showing

    /// The column beside a file of `lineCount` lines on a screen `columns` wide, while it is shown
    /// and in; made again only when the answer, the lines or the width changed.
    func column(lineCount: Int, columns: Int, now: Date) -> BlameColumn? {
        guard isOn, let blame else { return nil }
        if let laidOut, laidOut.generation == generation, laidOut.lineCount == lineCount, laidOut.columns == columns {
            return laidOut.column
        }
        let lines = BlameLines(blame, lineCount: lineCount)
        let authorWidth = columns >= 100 ? 14 : columns >= 70 ? 10 : 0
        let ageWidth = 4
        let width = Self.shaWidth + (authorWidth > 0 ? authorWidth + 1 : 0) + 1 + ageWidth
        let texts = lines.groups.map { group in
            var text = TextLayout.pad(TextLayout.clip(group.shortSHA, toWidth: Self.shaWidth), toWidth: Self.shaWidth) + " "
            if authorWidth > 0 { text += TextLayout.pad(TextLayout.truncate(group.author, toWidth: authorWidth), toWidth: authorWidth) + " " }
            return text + TextLayout.pad(BlameLines.shortAge(group.date, now: now), toWidth: ageWidth)
        }
        let column = BlameColumn(width: width, lines: lines, texts: texts)
        laidOut = (generation, lineCount, columns, column)
        return column
    }

    /// The short SHA's cells.
    static let shaWidth = 7

    /// The group of `line` (from 1) while the blame is shown.
    func group(ofLine line: Int, lineCount: Int) -> BlameLines.Group? {
        guard isOn, let blame, line >= 1 else { return nil }
        let lines = laidOut.flatMap { $0.generation == generation && $0.lineCount == lineCount ? $0.column.lines : nil }
            ?? BlameLines(blame, lineCount: lineCount)
        return lines.group(ofLine: line - 1)
    }

    /// "a1b2c3d Jesse Keating, 2017-12-29: Merge pull request #759": a line's commit on the status line.
    static func summary(of group: BlameLines.Group) -> String {
        var text = group.shortSHA
        if !group.author.isEmpty { text += " " + group.author }
        if let date = group.date { text += ", " + DateText.day(date) }
        if !group.headline.isEmpty { text += ": " + group.headline }
        return text
    }

    /// True for a SHA the commit screen may ask for: 40 (or 64) hexadecimal digits.
    static func isCommitSHA(_ oid: String) -> Bool {
        (oid.utf8.count == 40 || oid.utf8.count == 64)
            && oid.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) }
    }
}
