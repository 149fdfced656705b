import ChooserView
@testable import GHBrowseApp
import RepositoryDetailView
import RepositoryListView
import ScreenKit
import TerminalUI
import TestSupport
import XCTest

@MainActor
private func render(rows: Int, columns: Int, after keys: [KeyPress] = []) -> (InMemorySurface, HelpScreen) {
    let help = HelpScreen(bindings: .ghbrowse, context: .help)
    help.didAppear(size: TerminalSize(rows: rows, columns: columns))
    for key in keys { _ = help.handle(key: key) }
    let surface = InMemorySurface(rows: rows, columns: columns)
    help.draw(on: surface)
    return (surface, help)
}

final class HelpScreenTests: XCTestCase {

    /// Issue 28: `?` opens the help at the section of the screen it was asked from.
    func testItOpensAtTheSectionOfTheScreenItWasAskedFrom() throws {
        onMainActor {
            let help = HelpScreen(bindings: .ghbrowse, context: .help, openingSection: .detail)
            help.didAppear(size: TerminalSize(rows: 20, columns: 80))
            let surface = InMemorySurface(rows: 20, columns: 80)
            help.draw(on: surface)
            XCTAssertEqual(surface.lines[2], " Detail", surface.text)
        }
    }

    func testItPrintsTheTableSectionBySection() throws {
        try onMainActor {
            let (surface, _) = render(rows: 200, columns: 80)
            let lines = surface.lines
            XCTAssertEqual(lines[0], " Keys")
            XCTAssertEqual(Array(lines[2...6]), [
                " Everywhere",
                "  ?                          show these keys (typed as text in the query field)",
                "  :/Ctrl-P                   command palette: actions, recent repositories",
                "  Ctrl-C                     quit",
                "  Ctrl-Z                     suspend to the shell (fg brings the screen back)",
            ])
            let results = try XCTUnwrap(lines.firstIndex(of: " Results"))
            XCTAssertEqual(Array(lines[(results + 1)...(results + 12)]), [
                "  ↑/k                        move up",
                "  ↓/j                        move down",
                "  PgUp                       page up",
                "  PgDn                       page down",
                "  Home/g                     go to the top",
                "  End/G                      go to the bottom",
                "  Enter                      open the selected repository",
                "  / or Tab                   edit the search query",
                "  s                          next sort: stars, forks, help-wanted, updated",
                "  S                          descending ↔ ascending",
                "  q                          quit ghbrowse",
                "  r                          refresh every loaded page now, whatever its age",
            ])
            let opened = try XCTUnwrap(lines.firstIndex(of: " Lists opened from a detail (u, t, L)"))
            XCTAssertEqual(lines[opened + 1], "  Esc/←/Backspace            back to the detail it was opened from")
            let detail = try XCTUnwrap(lines.firstIndex(of: " Detail"))
            XCTAssertEqual(Array(lines[(detail + 7)...(detail + 26)]), [
                "  Tab                        select the README's next link",
                "  Shift-Tab                  select the README's previous link",
                "  Enter                      follow the link: browser, or #heading",
                "  /                          search the text: matches highlighted as you type",
                "  o                          open in the browser",
                "  y                          copy the repository's link to the clipboard",
                "  (palette)                  copy the repository's clone URL (https) to the cli…",
                "  u                          the owner's repositories, most stars first",
                "  t                          repositories with one of its topics",
                "  L                          the current search in its main language",
                "  f                          the repository's files at the current ref",
                "  c                          the history of the current ref",
                "  R                          the repository's releases",
                "  i                          the repository's issues, open first",
                "  p                          the repository's pull requests, open first",
                "  a                          the repository's GitHub Actions runs, newest first",
                "  S                          search code in the repository (needs a token)",
                "  C                          clone the repository with git (asks where)",
                "  r                          refresh the repository, README and languages now",
                "  Esc/q/←/Backspace          back to the list",
            ])
            let chooser = try XCTUnwrap(lines.firstIndex(of: " Chooser (t)"))
            XCTAssertEqual(lines[chooser + 5], "  Enter                      open this one")
            XCTAssertTrue(lines.contains("  Ctrl-W                     delete the word before the cursor"))
            XCTAssertEqual(surface.styleAt(row: 2, column: 1), .bold)
            XCTAssertEqual(surface.styleAt(row: 3, column: 2), .accent)
        }
    }

    func testEveryBindingOfEverySectionIsPrinted() {
        onMainActor {
            let (surface, _) = render(rows: 700, columns: 120)
            let text = surface.lines
            for section in KeyBindings.ghbrowse.sections {
                XCTAssertTrue(text.contains(" \(section.context.title)"), section.context.title)
                for binding in section.bindings {
                    XCTAssertTrue(text.contains { $0.hasPrefix("  \(binding.keyLabel) ") && $0.hasSuffix(binding.help) },
                                  "\(section.context.title): \(binding.keyLabel)")
                }
            }
        }
    }

    func testNarrowTerminalTruncatesAndScrolls() {
        onMainActor {
            let (surface, help) = render(rows: 6, columns: 30)
            XCTAssertEqual(surface.lines[2], " Everywhere")
            XCTAssertEqual(surface.lines[3], "  ?                show these…")
            XCTAssertEqual(surface.lines[5], "Esc/q/?/Enter/←/Backspace clos")
            /// The help's lines after `key`, which it must handle itself.
            @MainActor func lines(after key: KeyPress) -> [String] {
                XCTAssertTrue(help.handle(key: key), "\(key)")
                surface.clear()
                help.draw(on: surface)
                return surface.lines
            }
            XCTAssertEqual(lines(after: .pageDown)[2...3], ["  :/Ctrl-P         command pa…", "  Ctrl-C           quit"],
                           "a page is the three body rows less one kept for context, as everywhere")
            // The table ends with the help's find field's keys.
            XCTAssertEqual(lines(after: .end)[4], "  Ctrl-U           clear the…")
            XCTAssertEqual(lines(after: .character("j"))[4], "  Ctrl-U           clear the…",
                           "already at the end: stays")
            XCTAssertEqual(lines(after: .home)[2], " Everywhere")
        }
    }

    func testClosingKeysAreLeftToTheStackAndOthersSwallowed() {
        onMainActor {
            let help = HelpScreen(bindings: .ghbrowse, context: .help)
            for key in [KeyPress.escape, .character("q"), .character("?"), .enter, .left, .backspace, .control("c")] {
                XCTAssertFalse(help.handle(key: key), "\(key)")
            }
            XCTAssertTrue(help.handle(key: .character("/")))
            XCTAssertTrue(help.handle(key: .character("o")))
        }
    }

    /// Issue 28: `/` finds text in the help. It jumps (it does not narrow): typing scrolls to the
    /// first line holding the text, case aside, and marks it; `n` goes on to the next; Enter or
    /// Esc leave the field and the match stays.
    func testSlashFindsTextAndNGoesToTheNextMatch() {
        onMainActor {
            let help = HelpScreen(bindings: .ghbrowse, context: .help, findContext: .helpFind)
            help.didAppear(size: TerminalSize(rows: 12, columns: 80))
            let surface = InMemorySurface(rows: 12, columns: 80)
            @MainActor func draw() -> [String] {
                surface.clear()
                help.draw(on: surface)
                return surface.lines
            }
            XCTAssertTrue(draw()[11].contains("/ find"), "the footer names the find key")
            XCTAssertTrue(help.handle(key: .character("/")))
            XCTAssertEqual(draw()[11], "/", "an empty field on the bottom line")
            for character in "README'S" { XCTAssertTrue(help.handle(key: .character(character))) }
            var lines = draw()
            XCTAssertEqual(lines[11], "/README'S")
            XCTAssertEqual(lines[2], "  Tab                        select the README's next link",
                           "scrolled to the first line holding the text, case aside")
            XCTAssertEqual(surface.styleAt(row: 2, column: 2), .selected, "and marked")
            XCTAssertEqual(surface.styleAt(row: 3, column: 2), .accent)
            XCTAssertTrue(help.handle(key: .character("q")), "q is typed, not a close, in the field")
            XCTAssertTrue(draw()[11].hasPrefix("/README'Sq  no match"), draw()[11])
            XCTAssertTrue(help.handle(key: .backspace))
            XCTAssertTrue(help.handle(key: .enter), "Enter leaves the field; the help stays")
            lines = draw()
            XCTAssertTrue(lines[11].contains("n next “README'S”"), lines[11])
            XCTAssertTrue(help.handle(key: .character("n")))
            lines = draw()
            XCTAssertEqual(lines[2], "  Shift-Tab                  select the README's previous link",
                           "n goes on to the next line holding it")
            XCTAssertEqual(surface.styleAt(row: 2, column: 2), .selected)
            // Esc leaves the field too, and the keys close the help again afterwards.
            XCTAssertTrue(help.handle(key: .character("/")))
            XCTAssertTrue(help.handle(key: .character("x")))
            XCTAssertTrue(help.handle(key: .escape))
            XCTAssertFalse(help.handle(key: .escape), "out of the field, Esc closes the help as before")
            XCTAssertFalse(help.handle(key: .control("c")))
        }
    }
}
