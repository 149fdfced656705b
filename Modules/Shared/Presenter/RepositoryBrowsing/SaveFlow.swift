#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PresentationKit
import TextCells
import Usecases

/// What the save prompt on the status line asks now.
public enum SavePrompt: Equatable, Sendable {
    /// "Save as: " with `text` to edit (Tab completes directories; Enter saves, Esc gives up);
    /// `choice` ("asset 2 of 4") when ↑↓ choose among several things to save.
    case path(String, choice: String?)
    /// `question` ("./cli.go exists. Overwrite? (y/n)"): y or n.
    case confirmOverwrite(String)
}

/// What a screen's View tells its Presenter of the save prompt (`d`).
@MainActor
public protocol SavePromptEvents: AnyObject {
    /// Tab: `typed` completed to the directories it can name (their common start), or as it was.
    func completeSavePath(_ typed: String) -> String
    /// Enter on the path.
    func didSubmitSavePath(_ typed: String)
    /// y (true) or n (false) to overwriting.
    func didAnswerOverwrite(_ yes: Bool)
    /// Esc: the prompt closed, or the save in progress called off.
    func didCancelSave()
    /// ↑ (-1) / ↓ (1): the previous or next thing to save, when there are several.
    func didStepSaveChoice(_ step: Int)
}

/// One thing `d` can save: where it comes from, the name the server gives it, its size if known.
public struct SaveCandidate: Equatable, Sendable {
    public var source: SaveSource
    public var serverName: String
    public var size: Int?

    public init(source: SaveSource, serverName: String, size: Int?) {
        self.source = source
        self.serverName = serverName
        self.size = size
    }
}

/// `d` on the file and release screens, written once: the prompt's default (`./NAME` in the
/// current directory, NAME made safe), the path as typed, the y/n before overwriting, the save
/// with its progress on the status line (a bar past 1 MB), Esc cancelling, and the outcome said.
/// The screen's Presenter owns one and shows its `prompt`, `isSaving` and what it `say`s.
@MainActor
public final class SaveFlow: SavePromptEvents {
    private let usecase: FileSavingUsecase
    private let now: () -> Date
    private let hasToken: Bool
    /// Puts a sentence on the status line and shows the screen.
    private let say: @MainActor (String, StatusTone) -> Void
    /// Shows the screen (the prompt changed).
    private let redisplay: @MainActor () -> Void
    public private(set) var prompt: SavePrompt?
    private var source: SaveSource?
    private var pendingPath: String?
    private var request: Cancellable?
    private var expectedSize: Int64?

    public init(usecase: FileSavingUsecase, hasToken: Bool, now: @escaping () -> Date,
                say: @escaping @MainActor (String, StatusTone) -> Void, redisplay: @escaping @MainActor () -> Void) {
        self.usecase = usecase
        self.hasToken = hasToken
        self.now = now
        self.say = say
        self.redisplay = redisplay
    }

    isolated deinit {
        request?.cancel()
    }

    /// Whether a save is running (Esc cancels it).
    public var isSaving: Bool { request != nil }

    /// `d`: asks where to save the first of `candidates` (↑↓ choose another), offering `./NAME`;
    /// a candidate's size (when known) decides the bar. A name with nothing usable left is refused.
    public func start(_ candidates: [SaveCandidate]) {
        guard !isSaving else { return say("a save is in progress: Esc cancels it", .warning) }
        guard !candidates.isEmpty else { return say("nothing to save here", .warning) }
        self.candidates = candidates
        choose(0)
    }

    private var candidates: [SaveCandidate] = []

    private func choose(_ index: Int) {
        let candidate = candidates[index]
        chosen = index
        guard let name = SafeFileName.from(candidate.serverName) else {
            source = nil
            prompt = nil
            return say(SaveSentence.refusedName(candidate.serverName), .error)
        }
        source = candidate.source
        expectedSize = candidate.size.map { Int64($0) }
        prompt = .path("./" + name, choice: candidates.count > 1
            ? "\(TextSanitizer.singleLine(candidate.serverName)), \(index + 1) of \(candidates.count), ↑↓ another" : nil)
        redisplay()
    }

    private var chosen = 0

    public func didStepSaveChoice(_ step: Int) {
        guard candidates.count > 1, case .path? = prompt else { return }
        choose(((chosen + step) % candidates.count + candidates.count) % candidates.count)
    }

    public func completeSavePath(_ typed: String) -> String {
        DirectoryCompletionText.complete(typed, candidates: usecase.directoryCompletions(of: typed))
    }

    public func didSubmitSavePath(_ typed: String) {
        guard source != nil, !typed.isEmpty else { return didCancelSave() }
        var path = typed
        // A directory typed: the file goes into it under the offered name.
        if usecase.isDirectory(path), case .path(let offered, _)? = prompt {
            path = (path.hasSuffix("/") ? path : path + "/") + PosixPath.lastComponent(offered)
        }
        if usecase.exists(path) {
            pendingPath = path
            prompt = .confirmOverwrite("\(TextSanitizer.singleLine(path)) exists. Overwrite? (y/n)")
            redisplay()
            return
        }
        save(to: path, overwrite: false)
    }

    public func didAnswerOverwrite(_ yes: Bool) {
        guard let path = pendingPath else { return didCancelSave() }
        pendingPath = nil
        guard yes else {
            prompt = nil
            source = nil
            return say("not saved: \(TextSanitizer.singleLine(path)) was left as it was", .normal)
        }
        save(to: path, overwrite: true)
    }

    public func didCancelSave() {
        prompt = nil
        pendingPath = nil
        if let request {
            request.cancel()
            self.request = nil
            source = nil
            return say(SaveSentence.outcome(.cancelled, now: now(), hasToken: hasToken), .normal)
        }
        source = nil
        say("not saved", .normal)
    }

    private func save(to path: String, overwrite: Bool) {
        guard let source else { return }
        prompt = nil
        let shown = TextSanitizer.singleLine(path)
        say("saving \(shown)…", .busy)
        request = usecase.save(source, to: path, overwrite: overwrite, progress: { [weak self] step in
            guard let self, request != nil else { return }
            let size = step.total ?? expectedSize
            guard (size ?? 0) > TransferProgressText.barThreshold else { return }
            var known = step
            known.total = size
            say("saving \(shown) " + TransferProgressText.line(known), .busy)
        }, completion: { [weak self] outcome in
            guard let self, request != nil else { return }
            request = nil
            self.source = nil
            let tone: StatusTone
            switch outcome {
            case .saved: tone = .normal
            case .exists, .cancelled: tone = .warning
            case .failed: tone = .error
            }
            say(SaveSentence.outcome(outcome, now: now(), hasToken: hasToken), tone)
        })
    }
}

/// The last `/`-separated component of a path as typed.
enum PosixPath {
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Tab's completion: the common start of the candidates when it adds to what was typed.
public enum DirectoryCompletionText {
    public static func complete(_ typed: String, candidates: [String]) -> String {
        guard var prefix = candidates.first else { return typed }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix.count > typed.count ? prefix : typed
    }
}
