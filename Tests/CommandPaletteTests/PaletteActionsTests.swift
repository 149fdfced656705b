import CommandPalettePresenter
import CommandPaletteRouter
import GHBrowseApp
import TerminalUI
import Testing

/// The actions the palette offers come from the one key table: the screen's own section, its
/// base's, the global one; each once, a keyed one only while a key of it still works there.
@MainActor
@Suite struct PaletteActionsTests {
    private let screen = KeyContext("Screen")
    private let base = KeyContext("Base")
    private let global = KeyContext("Everywhere")

    private var bindings: KeyBindings {
        KeyBindings(sections: [
            KeyBindings.Section(global, [
                KeyBindings.Binding(keys: [.character("?")], request: .help, keyLabel: "?", help: "show these keys"),
                KeyBindings.Binding(keys: [.character(":"), .control("p")], request: .commandPalette, keyLabel: ":/Ctrl-P",
                                    help: "the palette"),
                KeyBindings.Binding(keys: [.character("x")], request: KeyRequest("global-x"), keyLabel: "x",
                                    help: "a global action the screen takes x from"),
            ]),
            KeyBindings.Section(screen, extending: base, [
                KeyBindings.Binding(keys: [.character("o")], request: KeyRequest("open-in-browser"), keyLabel: "o",
                                    help: "open in the browser"),
                KeyBindings.Binding(keys: [.character("x")], request: KeyRequest("screen-x"), keyLabel: "x",
                                    help: "the screen's own x"),
                .keyless(KeyRequest("rare"), help: "a rarely used action"),
            ]),
            KeyBindings.Section(base, [
                KeyBindings.Binding(keys: [.character("o")], request: KeyRequest("base-o"), keyLabel: "o",
                                    help: "shadowed by the screen's o"),
                KeyBindings.Binding(keys: [.character("r")], request: KeyRequest("refresh"), keyLabel: "r",
                                    help: "refresh"),
            ]),
        ], global: global)
    }

    @Test func theScreensActionsThenItsBasesThenTheGlobalOnesEachAsItsKeysWork() {
        let actions = PaletteActions(bindings: bindings, context: screen)
        #expect(actions.actions.map(\.request) == ["open-in-browser", "screen-x", "rare", "refresh", "help"])
        #expect(actions.actions.map(\.keyLabel) == ["o", "x", nil, "r", "?"])
        #expect(actions.actions.map(\.section) == ["Screen", "Screen", "Screen", "Base", "Everywhere"])
        #expect(actions.binding(named: "rare")?.keys.isEmpty == true)
        #expect(actions.binding(named: "help")?.keys == [.character("?")])
    }

    @Test func ghbrowsesDetailOffersItsKeylessCloneURLAndRemappedKeysAreMarked() throws {
        let table = KeyBindings.ghbrowse
        let detail = try #require(table.context(named: "detail"))
        let actions = PaletteActions(bindings: table, context: detail).actions
        let clone = try #require(actions.first { $0.request == "copy-clone-url" })
        #expect(clone.keyLabel == nil)
        #expect(actions.contains { $0.request == "copy-link" && $0.keyLabel == "y" })
        #expect(actions.contains { $0.request == "quit" && $0.section == "Everywhere" })
        #expect(!actions.contains { $0.request == "command-palette" })
        #expect(actions.allSatisfy { !$0.isRemapped })
    }
}

/// `:` and Ctrl-P are free on every screen: no section of ghbrowse's table takes them, but the
/// typed filters (where `:` is typed and Ctrl-P moves up, as in every filter).
@MainActor
@Suite struct PaletteKeysAreFreeTests {
    @Test func colonAndCtrlPOpenThePaletteOutsideTheTypedFilters() {
        let table = KeyBindings.ghbrowse
        let filters: Set<String> = ["chooser", "files-filter", "pull-request-files-filter", "command-palette"]
        for section in table.sections where section.context != table.global {
            for key in [KeyPress.character(":"), .control("p")] {
                let request = table.request(for: key, in: section.context)
                if filters.contains(section.context.name) {
                    #expect(request == .moveUp || key == .character(":"), "\(section.context.name)")
                } else {
                    #expect(request == .commandPalette, "\(section.context.name) takes \(key)")
                }
            }
        }
    }
}

/// What the stack does for the palette: asks for it over the top screen's keys, and runs an
/// action on the top screen as its key would, or by its request when it has no key.
@MainActor
@Suite struct PaletteOnTheStackTests {
    private final class Recorder: Screen {
        var keyContext = KeyContext("Screen")
        var needsRedraw = false
        var keys: [KeyPress] = []
        var requests: [String] = []
        func didAppear(size: TerminalSize) {}
        func didResize(size: TerminalSize) {}
        func draw(on surface: DrawingSurface) {}
        func handle(key: KeyPress) -> Bool {
            if key == .character("?") || key == .character(":") || key == .control("p") { return false }
            keys.append(key)
            return true
        }
        func perform(_ request: KeyRequest) -> Bool {
            requests.append(request.name)
            return request.name == "rare"
        }
    }

    private let table = KeyBindings(sections: [
        KeyBindings.Section(KeyContext("Everywhere"), [
            KeyBindings.Binding(keys: [.character(":"), .control("p")], request: .commandPalette, keyLabel: ":/Ctrl-P",
                                help: "the palette"),
            KeyBindings.Binding(keys: [.character("?")], request: .help, keyLabel: "?", help: "keys"),
        ]),
    ], global: KeyContext("Everywhere"))

    @Test func colonAndCtrlPAskForThePaletteOverTheTopScreensKeys() {
        let stack = NavigationStack(bindings: table, helpContext: KeyContext("Help"))
        var asked: [String] = []
        stack.onCommandPalette = { asked.append($0.name) }
        stack.push(Recorder())
        stack.handle(key: .character(":"))
        stack.handle(key: .control("p"))
        #expect(asked == ["screen", "screen"])
    }

    @Test func anActionRunsByItsKeyOrWithoutOneByItsRequest() {
        let stack = NavigationStack(bindings: table, helpContext: KeyContext("Help"))
        let screen = Recorder()
        stack.push(screen)
        stack.perform(KeyRequest("open-in-browser"), key: .character("o"))
        #expect(screen.keys == [.character("o")])
        stack.perform(KeyRequest("rare"), key: nil)
        #expect(screen.requests == ["rare"])
        stack.perform(.help, key: nil)
        #expect(stack.count == 2, "the stack's own request (the help) when the screen leaves it")
    }
}
