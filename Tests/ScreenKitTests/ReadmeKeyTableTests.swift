import Foundation
@testable import GHBrowseApp
import TerminalUI
import XCTest

/// The key reference (docs/keys.md, which the README points to) is held against the key tables
/// the screens dispatch through: every key of every section is in the page's row for that place,
/// so neither can drift from the other.
final class ReadmeKeyTableTests: XCTestCase {
    /// Which README "where" column speaks for each section of the table.
    private static let places: [String: String] = [
        "Everywhere": "anywhere",
        "Results": "results",
        "Lists opened from a detail (u, t, L)": "results of a list opened from a detail",
        "Query field": "query field",
        "Detail": "detail",
        "Chooser (t)": "chooser (`t`)",
        "Command palette (: or Ctrl-P)": "command palette (`:`, Ctrl-P)",
        "Commits": "commits",
        "Commit": "a commit",
        "Help": "help",
        "Help: finding text (/)": "help, finding text",
        "Finding text (/)": "a text screen, finding text",
        "Text search (after /)": "a text screen, searching",
        "Saving (d)": "saving (`d`)",
        "Files (f)": "files",
        "Files: finding a path (/)": "files, finding a path",
        "Your stars and repositories (m)": "your stars and repositories (`m`)",
        "File (Enter on a file)": "file",
        "Releases": "releases",
        "Release": "release",
        "Issues and pull requests (i, p)": "issues and pull requests (`i`, `p`)",
        "Issues and pull requests: searching (/)": "issues and pull requests, searching",
        "Notifications (m)": "notifications (`m`)",
        "Code search (code: QUERY)": "code search (`code:`, `S`)",
        "Code search: the query (/)": "code search, the query",
        "Issue or pull request: conversation": "an issue or pull request",
        "Pull request: commits (2)": "a pull request's commits (`2`)",
        "Pull request: files (3)": "a pull request's files (`3`)",
        "Pull request: filtering the files (/)": "a pull request's files, filtering",
        "Pull request: checks (4)": "a pull request's checks (`4`)",
        "Workflow runs (a)": "workflow runs (`a`)",
        "Workflow runs: filtering (/)": "workflow runs, filtering",
        "A workflow run": "a workflow run",
        "A job's log": "a job's log",
    ]

    /// The key column's words for each place, across all its rows ("Ctrl-B/F" is Ctrl-B and Ctrl-F).
    private func readmeKeys() throws -> [String: Set<String>] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        var keys: [String: Set<String>] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| ") {
            // `\|` is a `|` inside a cell (the `|` key), not a cell's edge.
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|")
                .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|") }
            guard cells.count >= 2 else { continue }
            keys[cells[0], default: []].formUnion(Self.words(in: cells[1]))
        }
        return keys
    }

    static func words(in column: String) -> Set<String> {
        var words = Set<String>()
        let separators = CharacterSet(charactersIn: " ,;()").union(.whitespaces)
        for raw in column.components(separatedBy: separators) where !raw.isEmpty && raw != "or" {
            if raw.hasPrefix("Ctrl-") {
                // Ctrl-B/F → Ctrl-B, Ctrl-F
                for letter in raw.dropFirst(5).split(separator: "/") { words.insert("Ctrl-" + letter) }
            } else if raw == "/" {
                words.insert("/")
            } else {
                for part in raw.split(separator: "/") {
                    if part == "↑↓" { words.formUnion(["↑", "↓"]) } else { words.insert(String(part)) }
                }
            }
        }
        return words
    }

    /// How the README writes `key`.
    static func name(of key: KeyPress) -> String? {
        switch key {
        case .character(let character): return String(character)
        case .control(let character): return "Ctrl-" + character.uppercased()
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        default: return nil
        }
    }

    func testEveryKeyOfEverySectionIsInTheReadmesRowsForThatPlace() throws {
        let readme = try readmeKeys()
        for section in KeyBindings.ghbrowse.sections {
            let place = try XCTUnwrap(Self.places[section.context.title], "no README place for \(section.context.title)")
            let documented = try XCTUnwrap(readme[place], "README has no rows for \(place)")
            for binding in section.bindings {
                for key in binding.keys {
                    guard let name = Self.name(of: key) else { continue }
                    XCTAssertTrue(documented.contains(name),
                                  "README's “\(place)” rows do not mention \(name) (\(binding.request))")
                }
            }
        }
    }

    func testTheColumnReaderSplitsTheReadmesShorthand() {
        XCTAssertEqual(Self.words(in: "←/→ (Ctrl-B/F), Home/End (Ctrl-A/E)"),
                       ["←", "→", "Ctrl-B", "Ctrl-F", "Home", "End", "Ctrl-A", "Ctrl-E"])
        XCTAssertEqual(Self.words(in: "↑↓ or k/j, PgUp/PgDn"), ["↑", "↓", "k", "j", "PgUp", "PgDn"])
        XCTAssertEqual(Self.words(in: "/ or Tab"), ["/", "Tab"])
    }
}
