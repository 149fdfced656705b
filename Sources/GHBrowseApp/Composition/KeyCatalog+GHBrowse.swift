import Configuration
import ScreenKit
import TerminalUI

/// The key table as `config.toml` names it: `KeyBindings.ghbrowse`'s sections (kebab case,
/// `results`) and its requests by their names (`move-down`), each key as a `KeyName`.
extension KeyCatalog {
    static let ghbrowse = KeyCatalog(bindings: .ghbrowse)

    init(bindings: KeyBindings) {
        self.init(sections: bindings.sections.map { section in
            var requests: [(name: String, keys: [KeyName])] = []
            for binding in section.bindings {
                let name = binding.request.name
                let keys = binding.keys.compactMap(Self.keyName)
                if let index = requests.firstIndex(where: { $0.name == name }) {
                    requests[index].keys += keys.filter { !requests[index].keys.contains($0) }
                } else {
                    requests.append((name, keys))
                }
            }
            return Section(name: section.context.name, requests: requests)
        })
    }

    static func keyName(_ key: KeyPress) -> KeyName? {
        switch key {
        case .character(let character): return KeyName(parsing: String(character))
        case .control(let letter): return .control(letter)
        case .enter: return .enter
        case .escape: return .escape
        case .backspace: return .backspace
        case .delete: return .delete
        case .tab: return .tab
        case .backTab: return .backTab
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .home: return .home
        case .end: return .end
        default: return nil // resize, the mouse, keys with no name in config.toml
        }
    }
}
