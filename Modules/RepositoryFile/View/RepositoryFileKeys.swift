import ScreenKit
import TerminalUI

public extension KeyContext {
    /// The file view.
    static let file = KeyContext("File (Enter on a file)", name: "file")
}

public extension KeyRequest {
    /// Scroll long lines sideways.
    static let scrollLeft = KeyRequest("scroll-left")
    static let scrollRight = KeyRequest("scroll-right")
    /// Line numbers on or off.
    static let toggleLineNumbers = KeyRequest("line-numbers")
    /// A Markdown file rendered or raw.
    static let toggleRendered = KeyRequest("rendered")
    /// `Y`: the file's link at the branch (not the commit) to the clipboard.
    static let copyBranchLink = KeyRequest("copy-branch-link")
    /// `e`: the file in the person's editor.
    static let edit = KeyRequest("edit")
    /// `|`: the file in the person's pager.
    static let page = KeyRequest("pager")
    /// `v`: start (or end) a selection of lines for `y` and `o`.
    static let selectLines = KeyRequest("select-lines")
    /// `B`: the file's blame beside its lines, or the plain file again.
    static let blame = KeyRequest("blame")
}

/// The file view's section of the key table; its hints are the file view's status line.
public enum RepositoryFileKeys {
    public static let sections: [KeyBindings.Section] = [file]

    static let file = KeyBindings.Section(.file, SharedKeys.moving(verb: "scroll") + [
        KeyBindings.Binding(keys: [.left], request: .scrollLeft, keyLabel: "←", help: "scroll long lines left"),
        KeyBindings.Binding(keys: [.right], request: .scrollRight, keyLabel: "→", help: "scroll long lines right"),
        TextFindKeys.find,
        KeyBindings.Binding(keys: [.character("l")], request: .toggleLineNumbers, keyLabel: "l",
                            help: "line numbers on or off", hint: "numbers"),
        KeyBindings.Binding(keys: [.character("p")], request: .toggleRendered, keyLabel: "p",
                            help: "a Markdown file rendered or raw"),
    ] + LinkKeys.bindings(of: "the rendered Markdown's",
                          follow: "follow the link: a file of the repository here, else browser or #heading",
                          hinted: false) + [
        KeyBindings.Binding(keys: [.character("v")], request: .selectLines, keyLabel: "v",
                            help: "select lines (↑↓ extend, Esc ends) for y and o"),
        SharedKeys.browser(help: "open the file on github.com at the selected lines or the top line"),
        SharedKeys.copyLink(help: "copy the permalink (at the commit, the selected lines) to the clipboard"),
        KeyBindings.Binding(keys: [.character("Y")], request: .copyBranchLink, keyLabel: "Y",
                            help: "copy the link at the branch to the clipboard"),
        KeyBindings.Binding(keys: [.character("e")], request: .edit, keyLabel: "e",
                            help: "open the file in $VISUAL / $EDITOR (a temporary copy)"),
        KeyBindings.Binding(keys: [.character("|")], request: .page, keyLabel: "|",
                            help: "open the file in $PAGER (less -R)"),
        KeyBindings.Binding(keys: [.character("B")], request: .blame, keyLabel: "B",
                            help: "blame: each line's commit beside it (↑↓ a line, Enter opens its commit; B again hides it)"),
        SaveKeys.save(help: "save the file (Save as: ./NAME, Tab completes directories)"),
        SharedKeys.refresh(help: "refresh the file now"),
        KeyBindings.Binding(keys: [.escape, .character("q"), .backspace], request: .back, keyLabel: "Esc/q/Backspace",
                            help: "back to the files", hint: "back"),
    ])
}
