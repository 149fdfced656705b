import Foundation
import Entities
import Usecases
@testable import RepositoryListPresenter
import PresentationKit
import TestSupport
import TextCells
import XCTest

/// The list's columns at the widths people's terminals have, with the recorded search's names.
final class RepositoryRowLayoutTests: XCTestCase {
    /// `full_name`, `description`, `language` and `stargazers_count` of the recorded search's first page.
    private var fixture: [(name: String, description: String, language: String, stars: Int)] = []

    override func setUpWithError() throws {
        let url = try XCTUnwrap(Self.fixturePage(), "cannot find shared/fixtures/github")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let items = try XCTUnwrap(object?["items"] as? [[String: Any]])
        fixture = items.map {
            ($0["full_name"] as? String ?? "", $0["description"] as? String ?? "",
             $0["language"] as? String ?? "", $0["stargazers_count"] as? Int ?? 0)
        }
        XCTAssertEqual(fixture.count, 30)
    }

    func testWideScreenShowsEveryColumnAndTheWholeNames() {
        let layout = makeLayout(columns: 120)
        XCTAssertEqual(layout.nameWidth, RepositoryRowLayout.maximumNameWidth, "capped, as gh-dash caps it")
        XCTAssertEqual(layout.starsWidth, RepositoryRowLayout.starsWidth)
        XCTAssertEqual(layout.languageWidth, RepositoryRowLayout.languageWidth)
        XCTAssertEqual(layout.descriptionWidth, 120 - 40 - 9 - 14 - 2)
        assertRows(layout, columns: 120, wholeNames: 30, roles: [.name, .gap, .description, .gap, .stars, .gap, .language])
    }

    func testEightyColumnsShareTheRoomBetweenNameAndDescription() {
        let layout = makeLayout(columns: 80)
        XCTAssertEqual(layout.nameWidth, 27, "half of the 55 cells the name and the description share")
        XCTAssertEqual(layout.descriptionWidth, 28)
        assertRows(layout, columns: 80, wholeNames: 16, roles: [.name, .gap, .description, .gap, .stars, .gap, .language])
        let cut = layout.row(for: repository(fixture[16])).cells[0].text
        XCTAssertEqual(cut, "audreyr/cookiecutter-pypac…")
    }

    func testTheColumnsStandStillWhileResultsArrive() {
        for columns in [80, 100, 120, 200] {
            XCTAssertEqual(RepositoryRowLayout(columns: columns, names: []), makeLayout(columns: columns), "\(columns)")
        }
    }

    func testFiftyColumnsDropsLanguageAndDescriptionRatherThanCuttingNames() {
        let layout = makeLayout(columns: 50)
        XCTAssertEqual(layout.languageWidth, 0)
        XCTAssertEqual(layout.descriptionWidth, 0, "11 cells left is too little for a description")
        assertRows(layout, columns: 50, wholeNames: 30, roles: [.name, .gap, .stars])
    }

    func testFortyColumnsShowsWholeNamesAndStars() {
        let layout = makeLayout(columns: 40)
        XCTAssertEqual(layout.starsWidth, RepositoryRowLayout.starsWidth)
        XCTAssertGreaterThanOrEqual(layout.nameWidth, 24, "at least 60 % of the width")
        assertRows(layout, columns: 40, wholeNames: 30, roles: [.name, .gap, .stars])
    }

    func testTwentyFourColumnsCutsOnlyBeyondSixtyPercent() {
        let layout = makeLayout(columns: 24)
        XCTAssertEqual(layout.nameWidth, 15, "60 % (14) plus the cell stars leave over")
        assertRows(layout, columns: 24, wholeNames: 0, roles: [.name, .gap, .stars])
        let rows = fixture.map { layout.row(for: repository($0)) }
        XCTAssertEqual(rows[0].cells[0].text, "kennethreitz/l…")
        XCTAssertEqual(rows[13].cells[0].text, "llvmpy/llvmpy  ", "short names stay whole, padded")
    }

    func testAVeryLongNameIsCutAtTheCapWhenOtherColumnsFit() {
        let long = String(repeating: "x", count: 50) + "/" + String(repeating: "y", count: 50)
        let layout = RepositoryRowLayout(columns: 120, names: [long, "a/b"])
        XCTAssertEqual(layout.nameWidth, 40)
        let cell = layout.row(for: repository((long, "text", "Swift", 5))).cells[0].text
        XCTAssertEqual(DisplayWidth.of(cell), 40)
        XCTAssertTrue(cell.hasSuffix("…"))
    }

    func testStarsReadAlikeInTheColumn() {
        let layout = makeLayout(columns: 100)
        let stars = [3_000, 4_900, 120_000, 999, 12_345].map {
            layout.row(for: repository(("o/r", "", "", $0))).cells.first { $0.role == .stars }?.text ?? ""
        }
        XCTAssertEqual(stars, [" ★ 3.0k", " ★ 4.9k", " ★ 120k", "  ★ 999", "★ 12.3k"])
    }

    func testWideCharactersAreMeasuredInCells() {
        let layout = RepositoryRowLayout(columns: 60, names: ["日本/語のリポジトリ"])
        XCTAssertEqual(layout.nameWidth, 19)
    }

    func testNoColumnIsSqueezedAtAnyWidth() {
        for columns in 1...160 {
            let layout = makeLayout(columns: columns)
            if layout.descriptionWidth > 0 {
                XCTAssertGreaterThanOrEqual(layout.descriptionWidth, RepositoryRowLayout.minimumDescriptionWidth)
            }
            for row in fixture.map({ layout.row(for: repository($0)) }) + [RepositoryRowViewModel(cells: layout.header())] {
                let width = row.cells.reduce(0) { $0 + DisplayWidth.of($1.text) }
                XCTAssertLessThanOrEqual(width, max(columns, 1), "\(columns) columns")
            }
        }
    }

    // MARK: - Helpers

    private func makeLayout(columns: Int) -> RepositoryRowLayout {
        RepositoryRowLayout(columns: columns, names: fixture.map(\.name))
    }

    /// Every row has exactly `roles`, is no wider than the screen, and the first `wholeNames` names are whole.
    private func assertRows(_ layout: RepositoryRowLayout, columns: Int, wholeNames: Int,
                            roles: [RepositoryRowCell.Role], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(layout.header().map(\.role), roles, file: file, line: line)
        for (index, item) in fixture.enumerated() {
            let row = layout.row(for: repository(item))
            XCTAssertEqual(row.cells.map(\.role), roles, file: file, line: line)
            XCTAssertLessThanOrEqual(row.cells.reduce(0) { $0 + DisplayWidth.of($1.text) }, columns, file: file, line: line)
            if index < wholeNames {
                XCTAssertEqual(row.cells[0].text.trimmingCharacters(in: .whitespaces), item.name,
                               "\(columns) columns, row \(index)", file: file, line: line)
            }
        }
    }

    private func repository(_ item: (name: String, description: String, language: String, stars: Int)) -> Repository {
        let parts = item.name.split(separator: "/").map(String.init)
        return Repository(
            id: 1, name: parts.last ?? item.name, fullName: item.name,
            owner: User(login: parts.first ?? item.name, id: 1, type: "User"),
            description: item.description, htmlURL: "https://github.com/\(item.name)",
            stargazersCount: item.stars, language: item.language)
    }

    /// `shared/fixtures/github/search-repositories-page1.json` in the nearest ancestor of this file.
    private static func fixturePage() -> URL? {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/fixtures/github/search-repositories-page1.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
