#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PresentationKit
import TextCells
import Usecases

/// What the file screen hands to the world outside it: the browser (`o`), the clipboard (`y`, `Y`),
/// the person's editor and pager (`e`, `|`). Each outcome is said on the status line through `say`.
@MainActor
final class FileActions {
    private let services: ScreenServices
    private let viewerUsecase: ExternalViewerUsecase
    /// The commit SHA `y`'s permalink names.
    private let permalink: FilePermalink
    private let say: @MainActor (String, StatusTone) -> Void

    init(services: ScreenServices, viewerUsecase: ExternalViewerUsecase,
         permalink: FilePermalink,
         say: @escaping @MainActor (String, StatusTone) -> Void) {
        self.services = services
        self.viewerUsecase = viewerUsecase
        self.permalink = permalink
        self.say = say
    }

    /// The one open-in-browser outcome: "opening …", then what the browser answered.
    func openInBrowser(_ url: String) {
        services.browser.open(url: url) { [say] text, tone in say(text, tone) }
    }

    /// The one copy outcome: what was copied, or the link shown when there is no clipboard.
    func copy(_ url: String, what: String) {
        services.clipboard.copy(url: url, what: what) { [say] text, tone in say(text, tone) }
    }

    /// `y`: the file's link at the commit the ref names now (`url(sha)`), once that commit is known.
    func copyPermalink(_ url: @escaping @MainActor (String) -> String) {
        if permalink.sha == nil { say("finding the commit for the permalink…", .busy) }
        let dateProvider = services.dateProvider
        permalink.resolve(hasToken: services.hasToken, now: { dateProvider.now }) { [weak self] answer in
            switch answer {
            case .sha(let sha): self?.copy(url(sha), what: "the permalink")
            case .unavailable(let sentence): self?.say("no permalink: \(sentence)", .error)
            }
        }
    }

    /// `e`, `|`: `bytes` (nil: nothing shown as text) in the person's editor or pager, from a
    /// temporary file named `fileName`; back here, what came of it.
    func open(_ bytes: [UInt8]?, fileName: String, in viewer: ExternalViewer) {
        guard let bytes else {
            say("only a text file that is shown can be opened in \(viewer == .editor ? "an editor" : "a pager")", .warning)
            return
        }
        viewerUsecase.open(bytes, fileName: fileName, in: viewer) { [say] outcome in
            switch outcome {
            case .finished(let command, 0):
                say("back from \(TextSanitizer.singleLine(command))", .normal)
            case .finished(let command, let status):
                say("\(TextSanitizer.singleLine(command)) ended with status \(status)", .warning)
            case .failed(let reason):
                say("could not open it: \(TextSanitizer.singleLine(reason))", .error)
            }
        }
    }
}
