import ScreenKit
import TerminalUI

public extension KeyContext {
    /// The files screen, listing a directory.
    static let files = KeyContext("Files (f)", name: "files")
    /// The files screen while `/` filters the whole tree.
    static let filesFilter = KeyContext("Files: finding a path (/)", name: "files-filter")
}

public extension KeyRequest {
    /// Up one directory.
    static let parentDirectory = KeyRequest("parent-directory")
    /// Filter the whole tree by path.
    static let findPath = KeyRequest("find-path")
}

/// The files screen's sections of the key table.
public enum RepositoryFilesKeys {
    public static let sections: [KeyBindings.Section] = [files, filter]

    static let files = KeyBindings.Section(.files, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the directory or file",
                            hint: "open"),
        KeyBindings.Binding(keys: [.left, .backspace], request: .parentDirectory, keyLabel: "←/Backspace",
                            help: "up one directory (at the top: back)", hint: "up"),
        KeyBindings.Binding(keys: [.character("/")], request: .findPath, keyLabel: "/",
                            help: "find a path in the whole tree as you type", hint: "find"),
        SharedKeys.browser(help: "open the directory or file on github.com"),
        SharedKeys.copyLink(help: "copy the selected path's (or the directory's) link to the clipboard"),
        SharedKeys.refresh(help: "refresh the tree now"),
        KeyBindings.Binding(keys: [.escape, .character("q")], request: .back, keyLabel: "Esc/q",
                            help: "back to the repository", hint: "back"),
    ])

    static let filter = KeyBindings.Section(.filesFilter, FilterKeys.moving(through: "path") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the path", hint: "open"),
    ] + FilterKeys.editing(backspaceHelp: "delete the last character") + [
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc", help: "back to the directory",
                            hint: "listing"),
    ])
}
