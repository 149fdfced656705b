import PresentationKit
import XCTest

final class LanguageSharesTests: XCTestCase {
    func testSharesAreOrderedLargestFirstToOneDecimal() {
        let shares = LanguageShares(bytesPerLanguage: ["Shell": 2_900, "Python": 96_400, "Makefile": 700])
        XCTAssertEqual(shares.legend, "Python 96.4% · Shell 2.9% · Makefile 0.7%")
        XCTAssertEqual(shares.shares.map(\.color), ["#3572A5", "#89E051", "#427819"])
    }

    func testLanguagesUnderOnePercentFoldIntoOtherWhenThereAreSeveral() {
        let shares = LanguageShares(bytesPerLanguage: ["Go": 9_900, "Shell": 40, "Makefile": 40, "Dockerfile": 20])
        XCTAssertEqual(shares.legend, "Go 99.0% · Other 1.0%")
        XCTAssertEqual(shares.shares.last?.color, LanguageShares.otherColor)
    }

    func testUnknownLanguagesGetTheFallbackColourAndNamesAreSanitized() {
        let shares = LanguageShares(bytesPerLanguage: ["Brainf\u{1B}[31muck": 10])
        XCTAssertEqual(shares.shares.first?.name, "Brainfuck")
        XCTAssertEqual(shares.shares.first?.color, LanguageShares.fallbackColor)
        XCTAssertEqual(shares.legend, "Brainfuck 100.0%")
    }

    func testCommonLanguagesHaveLinguistColours() {
        let common = ["Python", "JavaScript", "TypeScript", "Java", "C", "C++", "C#", "Go", "Rust", "Ruby", "PHP",
                      "Swift", "Kotlin", "Shell", "HTML", "CSS", "Objective-C", "Scala", "Dart", "Lua", "Perl", "R",
                      "Haskell", "Elixir", "Clojure", "Vim Script", "Makefile", "Dockerfile", "Jupyter Notebook",
                      "Vue", "TeX", "PowerShell", "Zig", "Nix"]
        for language in common {
            XCTAssertNotEqual(LanguageShares.color(for: language), LanguageShares.fallbackColor, language)
        }
        XCTAssertEqual(LanguageShares.color(for: "rust"), "#DEA584")
    }

    func testNoLanguagesGiveAnEmptyBar() {
        let shares = LanguageShares(bytesPerLanguage: ["Go": 0])
        XCTAssertTrue(shares.shares.isEmpty)
        XCTAssertEqual(shares.legend, "")
        XCTAssertEqual(shares.barCells(width: 10), [])
    }

    func testBarCellsAddUpToTheWidthAndEveryShareIsVisible() {
        let shares = LanguageShares(bytesPerLanguage: ["Python": 96_400, "Shell": 2_900, "Makefile": 700])
        XCTAssertEqual(shares.barCells(width: 40), [38, 1, 1])
        XCTAssertEqual(shares.barCells(width: 100), [96, 3, 1])
        XCTAssertEqual(shares.barCells(width: 2), [1, 1, 0])
        XCTAssertEqual(shares.barCells(width: 0), [0, 0, 0])
        for width in 3...120 {
            let cells = shares.barCells(width: width)
            XCTAssertEqual(cells.reduce(0, +), width)
            XCTAssertTrue(cells.allSatisfy { $0 >= 1 }, "width \(width): \(cells)")
        }
    }

    func testBarCellsFollowTheShares() {
        let shares = LanguageShares(bytesPerLanguage: ["Rust": 50, "C": 30, "Shell": 20])
        XCTAssertEqual(shares.barCells(width: 10), [5, 3, 2])
        XCTAssertEqual(shares.legend, "Rust 50.0% · C 30.0% · Shell 20.0%")
    }
}
