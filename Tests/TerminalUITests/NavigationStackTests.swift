import TerminalUI
import TestSupport
import XCTest

private extension KeyContext {
    static let anywhere = KeyContext("Anywhere")
    static let screen = KeyContext("Screen")
    static let helpScreen = KeyContext("Help")
}

/// A small table shaped like the app's: global help and Ctrl-C, back keys on screens, help's own keys.
private let table = KeyBindings(sections: [
    .init(.anywhere, [
        .init(keys: [.character("?")], request: .help, keyLabel: "?", help: "help"),
        .init(keys: [.control("c")], request: .quit, keyLabel: "Ctrl-C", help: "quit"),
    ]),
    .init(.screen, [
        .init(keys: [.escape, .character("q"), .left, .backspace], request: .back, keyLabel: "Esc", help: "back"),
    ]),
    .init(.helpScreen, [
        .init(keys: [.character("j")], request: .moveDown, keyLabel: "j", help: "scroll"),
        .init(keys: [.escape, .character("q"), .character("?"), .enter], request: .back, keyLabel: "Esc",
              help: "close"),
    ]),
], global: .anywhere)

@MainActor
private func makeStack() -> NavigationStack {
    NavigationStack(bindings: table, helpContext: .helpScreen)
}

/// A screen that records keys, lifecycle calls and draws, and consumes the keys it is told to.
@MainActor
private final class FakeScreen: Screen {
    let name: String
    var consumes: Set<KeyPress>
    let keyContext = KeyContext.screen
    var needsRedraw = false
    private(set) var keys: [KeyPress] = []
    private(set) var drawCount = 0
    /// "appear 10x40", "resize 12x40", "draw": in the order the stack called them.
    private(set) var events: [String] = []

    init(_ name: String, consumes: Set<KeyPress> = []) {
        self.name = name
        self.consumes = consumes
    }

    func didAppear(size: TerminalSize) {
        events.append("appear \(size.rows)x\(size.columns)")
    }

    func didResize(size: TerminalSize) {
        events.append("resize \(size.rows)x\(size.columns)")
    }

    func draw(on surface: DrawingSurface) {
        drawCount += 1
        events.append("draw")
        surface.put(name, row: 0, column: 0, maxWidth: surface.size.columns, style: .normal)
    }

    func handle(key: KeyPress) -> Bool {
        keys.append(key)
        return consumes.contains(key)
    }
}

final class NavigationStackTests: XCTestCase {
    func testPushAndPopShowOnlyTheTopScreen() {
        onMainActor {
            let stack = makeStack()
            let list = FakeScreen("list"), detail = FakeScreen("detail")
            let surface = InMemorySurface(rows: 10, columns: 40)
            stack.push(list)
            stack.push(detail)
            XCTAssertEqual(stack.count, 2)
            XCTAssertTrue(stack.top === detail)
            stack.draw(on: surface)
            XCTAssertEqual(surface.lines[0], "detail")
            XCTAssertEqual(list.drawCount, 0)
            stack.handle(key: .character("x"))
            XCTAssertEqual(detail.keys, [.character("x")])
            XCTAssertEqual(list.keys, [])
            stack.pop()
            stack.draw(on: surface)
            XCTAssertEqual(surface.lines[0], "list")
        }
    }

    func testBackKeysPopAndPoppingTheRootCallsOnEmpty() {
        onMainActor {
            let stack = makeStack()
            var emptied = 0
            stack.onEmpty = { emptied += 1 }
            stack.push(FakeScreen("list"))
            stack.push(FakeScreen("detail"))
            stack.handle(key: .escape)
            XCTAssertEqual(stack.count, 1)
            XCTAssertEqual(emptied, 0)
            stack.handle(key: .character("q"))
            XCTAssertEqual(stack.count, 0)
            XCTAssertEqual(emptied, 1)
            stack.pop()  // nothing left: no second call
            XCTAssertEqual(emptied, 1)
        }
    }

    func testEveryBackKeyPops() {
        onMainActor {
            for key in [KeyPress.escape, .character("q"), .left, .backspace] {
                let stack = makeStack()
                stack.push(FakeScreen("list"))
                stack.push(FakeScreen("detail"))
                stack.handle(key: key)
                XCTAssertEqual(stack.count, 1, "\(key)")
            }
        }
    }

    func testAConsumedKeyIsNotActedOnByTheStack() {
        onMainActor {
            let stack = makeStack()
            let field = FakeScreen("search", consumes: [.character("q"), .escape])
            stack.push(field)
            stack.needsRedraw = false
            stack.handle(key: .character("q"))
            stack.handle(key: .escape)
            XCTAssertEqual(stack.count, 1)
            XCTAssertTrue(stack.needsRedraw)
        }
    }

    func testCtrlCQuitsEverythingEvenIfTheScreenWouldConsumeIt() {
        onMainActor {
            let stack = makeStack()
            var emptied = 0
            stack.onEmpty = { emptied += 1 }
            stack.push(FakeScreen("list"))
            stack.push(FakeScreen("detail", consumes: [.control("c")]))
            stack.handle(key: .control("c"))
            XCTAssertEqual(stack.count, 0)
            XCTAssertEqual(emptied, 1)
        }
    }

    func testResizeOnlyAsksForARedraw() {
        onMainActor {
            let stack = makeStack()
            let screen = FakeScreen("list")
            stack.push(screen)
            stack.draw(on: InMemorySurface(rows: 10, columns: 20))
            XCTAssertFalse(stack.needsRedraw)
            stack.handle(key: .resize)
            XCTAssertTrue(stack.needsRedraw)
            XCTAssertEqual(screen.keys, [])
        }
    }

    func testUnhandledKeysNeedNoRedraw() {
        onMainActor {
            let stack = makeStack()
            stack.push(FakeScreen("list"))
            stack.draw(on: InMemorySurface(rows: 10, columns: 20))
            stack.handle(key: .character("x"))
            XCTAssertFalse(stack.needsRedraw)
            stack.push(FakeScreen("detail"))
            XCTAssertTrue(stack.needsRedraw)
        }
    }

    func testPushPopAndResizeDeliverTheLifecycleAndDrawingOnlyDraws() {
        onMainActor {
            let stack = makeStack()
            let list = FakeScreen("list")
            stack.push(list)
            XCTAssertEqual(list.events, [], "no size known yet: nothing to appear at")
            stack.resize(to: TerminalSize(rows: 10, columns: 40))
            XCTAssertEqual(list.events, ["appear 10x40"], "the resize, not a draw, makes it appear")
            stack.draw(on: InMemorySurface(rows: 10, columns: 40))
            stack.draw(on: InMemorySurface(rows: 12, columns: 30))
            XCTAssertEqual(list.events, ["appear 10x40", "draw", "draw"], "drawing tells the screen nothing")
            stack.resize(to: TerminalSize(rows: 12, columns: 30))
            XCTAssertEqual(list.events.last, "resize 12x30")
            let detail = FakeScreen("detail")
            stack.push(detail)
            XCTAssertEqual(detail.events, ["appear 12x30"], "the push makes it appear")
            // Resized while covered: told when it is on top again (by the pop), not twice.
            stack.resize(to: TerminalSize(rows: 20, columns: 80))
            XCTAssertEqual(list.events.last, "resize 12x30")
            stack.pop()
            XCTAssertEqual(list.events.last, "resize 20x80")
            stack.resize(to: TerminalSize(rows: 20, columns: 80))
            XCTAssertEqual(list.events.filter { $0.hasPrefix("resize") }, ["resize 12x30", "resize 20x80"],
                           "the same size again is no resize")
        }
    }

    func testATerminalTooSmallDelaysTheFirstAppearance() {
        onMainActor {
            let stack = makeStack()
            let list = FakeScreen("list")
            stack.resize(to: TerminalSize(rows: 2, columns: 10))
            stack.push(list)
            XCTAssertEqual(list.events, [])
            stack.resize(to: TerminalSize(rows: 10, columns: 40))
            XCTAssertEqual(list.events, ["appear 10x40"])
        }
    }

    func testAScreenThatChangedOutsideAKeyPressAsksTheStackForARedraw() {
        onMainActor {
            let stack = makeStack()
            let list = FakeScreen("list")
            stack.push(list)
            stack.draw(on: InMemorySurface(rows: 10, columns: 40))
            XCTAssertFalse(stack.needsRedraw)
            list.needsRedraw = true  // what `display(_:)` does when an answer arrives
            XCTAssertTrue(stack.needsRedraw)
            stack.draw(on: InMemorySurface(rows: 10, columns: 40))
            XCTAssertFalse(stack.needsRedraw)
            XCTAssertFalse(list.needsRedraw, "drawing clears the screen's flag")
        }
    }

    func testQuestionMarkOpensHelpAndItsKeysCloseIt() {
        onMainActor {
            for closing in [KeyPress.escape, .character("q"), .character("?"), .enter] {
                let stack = makeStack()
                let list = FakeScreen("list")
                stack.push(list)
                stack.handle(key: .character("?"))
                XCTAssertEqual(stack.count, 2)
                XCTAssertTrue(stack.top is HelpScreen)
                stack.handle(key: .character("x"))  // swallowed by help
                stack.handle(key: .character("j"))  // scrolls help
                XCTAssertEqual(stack.count, 2)
                stack.handle(key: closing)
                XCTAssertEqual(stack.count, 1, "\(closing)")
                XCTAssertTrue(stack.top === list)
                XCTAssertEqual(list.keys, [.character("?")])
            }
        }
    }

    func testTooSmallTerminalShowsAWarningInsteadOfTheScreen() {
        onMainActor {
            let stack = makeStack()
            let screen = FakeScreen("list")
            stack.push(screen)
            let narrow = InMemorySurface(rows: 10, columns: 15)
            stack.draw(on: narrow)
            XCTAssertEqual(narrow.lines[0], "terminal too sm")
            let short = InMemorySurface(rows: 3, columns: 80)
            stack.draw(on: short)
            XCTAssertEqual(short.lines, ["terminal too small", "", ""])
            stack.draw(on: InMemorySurface(rows: 0, columns: 0))
            stack.draw(on: InMemorySurface(rows: 1, columns: 1))
            XCTAssertEqual(screen.drawCount, 0)
            let smallest = InMemorySurface(rows: 4, columns: 16)
            stack.draw(on: smallest)
            XCTAssertEqual(smallest.lines[0], "list")
            XCTAssertEqual(screen.drawCount, 1)
        }
    }

    func testDrawClearsWhatWasThere() {
        onMainActor {
            let stack = makeStack()
            stack.push(FakeScreen("a"))
            let surface = InMemorySurface(rows: 5, columns: 20)
            surface.put("leftover", row: 3, column: 0, maxWidth: 20, style: .normal)
            surface.showCursor(row: 1, column: 1)
            stack.draw(on: surface)
            XCTAssertEqual(surface.lines, ["a", "", "", "", ""])
            XCTAssertNil(surface.cursor)
        }
    }
}
