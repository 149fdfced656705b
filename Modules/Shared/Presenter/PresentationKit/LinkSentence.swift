import Markdown
import TextCells

/// What the status line says about a link of a document on screen (a README, a release's notes),
/// each part of GitHub's text made safe first.
public enum LinkSentence {
    /// Tab (or Shift-Tab) on a page without a link.
    public static let noLinks = "no links on this page"

    /// Where a selected link goes: `link to https://…`, or why it is never opened.
    public static func selected(target: String, destination: LinkDestination) -> (text: String, tone: StatusTone) {
        switch destination {
        case .web(let url): return ("link to \(TextSanitizer.singleLine(url))", .normal)
        case .anchor(let anchor): return ("link to #\(TextSanitizer.singleLine(anchor))", .normal)
        case .notOpenable(let scheme): return ("“\(TextSanitizer.singleLine(scheme)):” links are never opened", .warning)
        case .unresolvable: return ("“\(TextSanitizer.singleLine(target))” is not a web address", .warning)
        }
    }

    /// Why a followed link was not opened; nil for a web address or an anchor, which are followed.
    public static func notOpened(target: String, destination: LinkDestination) -> String? {
        switch destination {
        case .web, .anchor: return nil
        case .notOpenable(let scheme):
            return "not opened: only http and https links are opened, not “\(TextSanitizer.singleLine(scheme)):”"
        case .unresolvable: return "not opened: “\(TextSanitizer.singleLine(target))” is not a web address"
        }
    }

    /// A followed `#anchor`: the heading, or, when the document has none by that name, `missing`
    /// ("the README has no heading") followed by it.
    public static func anchor(_ anchor: String, found: Bool, missing: String) -> (text: String, tone: StatusTone) {
        let shown = TextSanitizer.singleLine(anchor)
        return found ? ("#\(shown)", .normal) : ("\(missing) #\(shown)", .warning)
    }

    /// Following a link: a web address is opened; an anchor scrolls to its heading
    /// (`scrollToHeading` does it and says whether there is one, else `missing` is said); any other
    /// link is said not to be opened.
    public static func followed(target: String, destination: LinkDestination, missing: String,
                                scrollToHeading: (String) -> Bool) -> LinkFollowing {
        switch destination {
        case .web(let url):
            return .open(url)
        case .anchor(let anchor):
            let sentence = Self.anchor(anchor, found: scrollToHeading(anchor), missing: missing)
            return .say(sentence.text, sentence.tone)
        case .notOpenable, .unresolvable:
            return .say(notOpened(target: target, destination: destination) ?? "", .warning)
        }
    }
}
