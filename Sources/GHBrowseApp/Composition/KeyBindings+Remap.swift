import Configuration
import TerminalUI

/// `config.toml`'s `[keys]` applied to the key table: each remapped request takes the keys the
/// file names (its first binding in the section keeps its help line, with a label made from
/// the new keys; later bindings of the same request in that section go). Function keys have no
/// `KeyPress` yet and are left out. The help screen, which prints the table, shows the new keys.
extension KeyBindings {
    func remapped(by keys: [String: [String: [KeyName]]]) -> KeyBindings {
        guard !keys.isEmpty else { return self }
        let sections = sections.map { section -> Section in
            guard let remaps = keys[section.context.name] else { return section }
            var remapped = section
            var done: Set<String> = []
            remapped.bindings = section.bindings.compactMap { binding in
                let request = binding.request.name
                guard let names = remaps[request] else { return binding }
                guard done.insert(request).inserted else { return nil }
                let presses = names.compactMap(\.keyPress)
                return Binding(keys: presses, request: binding.request,
                               keyLabel: presses.isEmpty ? "(none)" : names.filter { $0.keyPress != nil }
                                   .map(\.label).joined(separator: "/"),
                               help: binding.help, hint: binding.hint, isRemapped: true)
            }
            return remapped
        }
        return KeyBindings(sections: sections, global: global)
    }
}

extension KeyName {
    /// The terminal's key press for this key; nil for F1–F12, which the terminal layer does not decode yet.
    var keyPress: KeyPress? {
        switch self {
        case .character(let character): return .character(character)
        case .control(let letter): return .control(letter)
        case .enter: return .enter
        case .escape: return .escape
        case .tab: return .tab
        case .backTab: return .backTab
        case .backspace: return .backspace
        case .delete: return .delete
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .home: return .home
        case .end: return .end
        case .function: return nil
        }
    }

    /// How the help screen writes the key: `Ctrl-N`, `Enter`, `↑`, `PgDn`, `Space`, `j`.
    var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .function(let number): return "F\(number)"
        }
    }
}
