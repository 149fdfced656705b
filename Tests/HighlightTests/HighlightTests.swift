import Highlight
import TestSupport
import XCTest

/// Source code highlighted through libGHBHighlight (KSyntaxHighlighting), loaded with dlopen.
final class HighlightTests: XCTestCase {
    private func session(_ source: String, fileName: String, theme: HighlightTheme = .githubDark) throws
        -> HighlightSession {
        let highlighter = try XCTUnwrap(try SyntaxHighlighter.make(fileName: fileName, theme: theme).get(),
                                        "no definition for \(fileName)")
        return HighlightSession(highlighter: highlighter, text: Array(source.utf8))
    }

    /// The text of each span of `line` with its style.
    private func styled(_ chunk: HighlightChunk, line: Int, in source: String) -> [(text: String, style: SpanStyle)] {
        let bytes = Array(source.split(separator: "\n", omittingEmptySubsequences: false)[line].utf8)
        return chunk.lines[line - chunk.firstLine].map { span in
            let text = String(decoding: bytes[Int(span.offset)..<Int(span.offset + span.length)], as: UTF8.self)
            return (text, chunk.palette[span.style])
        }
    }

    func testASwiftFileHasKeywordsStringsAndCommentsInGitHubDarksColours() throws {
        let source = "import Foundation\nlet greeting = \"héllo\" // says hi\nfunc answer() -> Int { return 42 }\n"
        let session = try session(source, fileName: "Sources/main.swift")
        XCTAssertEqual(session.highlighter.definitionName, "Swift")
        XCTAssertEqual(session.lineCount, 3)
        let chunk = session.highlightNext(10)
        XCTAssertTrue(session.isComplete)
        let second = styled(chunk, line: 1, in: source)
        let keyword = try XCTUnwrap(second.first { $0.text == "let" })
        XCTAssertEqual(keyword.style.kind, .keyword)
        XCTAssertEqual(keyword.style.foreground, 0xF97583, "GitHub Dark's keyword red")
        let string = try XCTUnwrap(second.first { $0.text == "\"héllo\"" }, "offsets are UTF-8 bytes")
        XCTAssertEqual(string.style.kind, .string)
        XCTAssertEqual(string.style.foreground, 0x9ECBFF)
        XCTAssertEqual(second.last?.style.kind, .comment)
        XCTAssertEqual(styled(chunk, line: 2, in: source).first { $0.text == "42" }?.style.kind, .decimal)
    }

    func testTheLightThemeColoursTheSameKeywordOtherwise() throws {
        let source = "let x = 1\n"
        let dark = try session(source, fileName: "a.swift").highlightNext(1)
        let light = try session(source, fileName: "a.swift", theme: .githubLight).highlightNext(1)
        let darkKeyword = dark.palette[dark.lines[0][0].style]
        let lightKeyword = light.palette[light.lines[0][0].style]
        XCTAssertEqual(lightKeyword.kind, .keyword)
        XCTAssertNotEqual(lightKeyword.foreground, darkKeyword.foreground)
    }

    func testAStateCarriesAnOpenCommentAcrossChunks() throws {
        let source = "let a = 1 /* opens\nstill inside\nends */ let b = 2"
        let session = try session(source, fileName: "x.swift")
        let first = session.highlightNext(1)
        let rest = session.highlightNext(5)
        XCTAssertEqual(rest.firstLine, 1)
        XCTAssertEqual(rest.lines.count, 2)
        XCTAssertEqual(first.lines.count, 1)
        XCTAssertEqual(styled(rest, line: 1, in: source).map(\.style.kind), [.comment])
        let last = styled(rest, line: 2, in: source)
        XCTAssertEqual(last.first?.style.kind, .comment)
        XCTAssertEqual(last.first { $0.text == "let" }?.style.kind, .keyword)
    }

    func testADefinitionIsPickedByNameThenByTheFirstLine() throws {
        let python = try SyntaxHighlighter.make(fileName: "tool", firstLine: Array("#!/usr/bin/env python3\nprint(1)".utf8),
                                                theme: .githubDark).get()
        XCTAssertEqual(python?.definitionName, "Python")
        let makefile = try SyntaxHighlighter.make(fileName: "src/Makefile", theme: .githubDark).get()
        XCTAssertEqual(makefile?.definitionName, "Makefile")
        XCTAssertNil(try SyntaxHighlighter.make(fileName: "LICENSE", theme: .githubDark).get(), "plain text: no definition")
    }

    func testALineWithManySpansAndCRLFLineEndings() throws {
        let long = (0..<400).map { "a\($0)+" }.joined() + "1"
        let source = "let x = " + long + "\r\nlet y = 2\r\n"
        let session = try session(source, fileName: "m.swift")
        let chunk = session.highlightNext(10)
        XCTAssertEqual(session.lineCount, 2)
        XCTAssertGreaterThan(chunk.lines[0].count, 256, "more spans than the first buffer held")
        let end = chunk.lines[0].map { Int($0.offset + $0.length) }.max()
        XCTAssertEqual(end, ("let x = " + long).utf8.count)
        let lastLineBytes = Array("let y = 2".utf8)
        XCTAssertTrue(chunk.lines[1].allSatisfy { Int($0.offset + $0.length) <= lastLineBytes.count }, "no \\r")
    }

    func testWarmingUpLoadsTheLibraryAndLeavesNothingBehind() throws {
        XCTAssertNoThrow(try HighlightLibrary.warmUp().get())
        XCTAssertTrue(HighlightLibrary.isLoaded)
    }

    func testTheLibraryIsOpenedFromBesideTheExecutable() throws {
        let library = try HighlightLibrary.load().get()
        XCTAssertTrue(library.path.hasSuffix("/libGHBHighlight.so"), library.path)
        XCTAssertTrue(HighlightLibrary.isLoaded)
    }
}

/// Issue 31: highlighting within a budget of work, and cancelled between lines.
final class HighlightBudgetTests: XCTestCase {
    private func session(_ text: [UInt8], fileName: String, budget: HighlightBudget = .standard) throws
        -> HighlightSession {
        let highlighter = try XCTUnwrap(try SyntaxHighlighter.make(fileName: fileName, theme: .githubDark).get())
        highlighter.budget = budget
        return HighlightSession(highlighter: highlighter, text: text)
    }

    func testAPathologicalLineIsGivenUpAndTheFileFinishesHighlighted() throws {
        let session = try session(PathologicalSources.nestedXML, fileName: "a.xml")
        var chunks: [HighlightChunk] = []
        while !session.isComplete { chunks.append(session.highlightNext(300)) }
        let lines = chunks.flatMap(\.lines)
        XCTAssertEqual(lines.count, 1_001)
        XCTAssertNil(session.budgetSpentAt)
        XCTAssertEqual(lines[0], [], "the 600 KB line is plain")
        XCTAssertEqual(session.givenUpLines, 1)
        XCTAssertTrue(lines.dropFirst().allSatisfy { !$0.isEmpty }, "the lines after it are highlighted")
    }

    func testLinesPastTheLineBudgetComeBackPlainAndTheStatePassesThrough() throws {
        let budget = HighlightBudget(lineBytes: 20, lineNanoseconds: 0, fileNanoseconds: 0)
        let source = "let a = 1 /* opens\nlet long = 1 + 2 + 3 + 4 + 5\nends */ let b = 2\n"
        let session = try session(Array(source.utf8), fileName: "x.swift", budget: budget)
        let chunk = session.highlightNext(10)
        XCTAssertEqual(chunk.lines.count, 3)
        XCTAssertFalse(chunk.lines[0].isEmpty)
        XCTAssertEqual(chunk.lines[1], [], "longer than 20 bytes: plain")
        XCTAssertEqual(session.givenUpLines, 1)
        // The comment opened on line 1 is still open on line 3: the state went through line 2.
        XCTAssertEqual(chunk.lines[2].first.map { chunk.palette[$0.style].kind }, .comment)
    }

    func testALineOverItsTimeBudgetComesBackPlain() throws {
        // No line takes less than a nanosecond.
        let budget = HighlightBudget(lineBytes: 0, lineNanoseconds: 1, fileNanoseconds: 0)
        let session = try session(Array("let a = 1\nlet b = 2\n".utf8), fileName: "x.swift", budget: budget)
        let chunk = session.highlightNext(10)
        XCTAssertEqual(chunk.lines, [[], []])
        XCTAssertEqual(session.givenUpLines, 2)
    }

    func testOnceTheFileBudgetIsSpentTheRestIsPlainAndTheSessionComplete() throws {
        let budget = HighlightBudget(lineBytes: 0, lineNanoseconds: 0, fileNanoseconds: 1)
        let source = String(repeating: "let a = 1\n", count: 1_000)
        let session = try session(Array(source.utf8), fileName: "x.swift", budget: budget)
        let chunk = session.highlightNext(1_000)
        XCTAssertEqual(session.budgetSpentAt, 1, "the first line spends the whole budget")
        XCTAssertEqual(chunk.lines.count, 1)
        XCTAssertTrue(session.isComplete)
    }

    func testLinesNestingDeeperAndDeeperStopAtTheFileBudget() throws {
        // Each line opens one more element: every line costs more than the one before, so the
        // whole file took minutes. The standard budget ends it; the lines it reached are coloured.
        let source = String(repeating: "<a>\n", count: 60_000)
        let session = try session(Array(source.utf8), fileName: "deep.xml")
        var lines = 0
        while !session.isComplete { lines += session.highlightNext(1_000).lines.count }
        XCTAssertEqual(lines, session.budgetSpentAt ?? session.lineCount)
        XCTAssertGreaterThan(lines, 0)
    }

    func testACancelledSessionStopsBeforeItsNextLine() throws {
        let session = try session(Array(String(repeating: "let a = 1\n", count: 100).utf8), fileName: "x.swift")
        var asked = 0
        let chunk = session.highlightNext(100) {
            asked += 1
            return asked > 3
        }
        XCTAssertEqual(chunk.lines.count, 3)
        XCTAssertEqual(session.highlightedCount, 3)
        XCTAssertFalse(session.isComplete)
    }

    func testAChunkEndsAfterItsTimeWithOneLineAtLeast() throws {
        let session = try session(Array(String(repeating: "let a = 1\n", count: 100).utf8), fileName: "x.swift")
        XCTAssertEqual(session.highlightNext(100, nanoseconds: 1).lines.count, 1)
        XCTAssertEqual(session.highlightNext(100).lines.count, 99)
    }

    func testLinesAreCountedWithoutATable() {
        XCTAssertEqual(HighlightSession.countLines([]), 1)
        XCTAssertEqual(HighlightSession.countLines(Array("a".utf8)), 1)
        XCTAssertEqual(HighlightSession.countLines(Array("a\n".utf8)), 1)
        XCTAssertEqual(HighlightSession.countLines(Array("a\n\nb".utf8)), 3)
        XCTAssertEqual(HighlightSession.countLines(Array("\n\n".utf8)), 2)
    }
}
