import CommandPalettePresenter
import TerminalUI

/// The actions a screen whose keys are `context`'s offers, read from the key table the keys and
/// the help come from: its own section's, its base's, then the global ones; each request once
/// (the first binding wins, as dispatch does), a keyed one only while one of its keys still makes
/// it there; the palette's own request and the text field's editing left out.
public struct PaletteActions {
    /// Each action with the binding that runs it.
    public let entries: [(action: PaletteAction, binding: KeyBindings.Binding)]

    public init(bindings: KeyBindings, context: KeyContext) {
        var seen: Set<KeyRequest> = [.commandPalette]
        var entries: [(action: PaletteAction, binding: KeyBindings.Binding)] = []
        for section in bindings.sectionsInForce(in: context) {
            for binding in section.bindings where !seen.contains(binding.request) {
                var runnable = binding
                if !binding.keys.isEmpty {
                    // The first key that still makes this request here (a screen may take another for its own).
                    guard let key = binding.keys.first(where: { bindings.request(for: $0, in: context) == binding.request })
                    else { continue }
                    runnable.keys = [key]
                }
                seen.insert(binding.request)
                let action = PaletteAction(request: binding.request.name, help: binding.help,
                                           keyLabel: binding.keys.isEmpty ? nil : binding.keyLabel,
                                           section: section.context.title, isRemapped: binding.isRemapped)
                entries.append((action, runnable))
            }
        }
        self.entries = entries
    }

    public var actions: [PaletteAction] { entries.map(\.action) }

    /// The binding of the action named `request`.
    public func binding(named request: String) -> KeyBindings.Binding? {
        entries.first { $0.action.request == request }?.binding
    }
}
