import APIClient
import Dispatch
import Entities
@testable import GHBrowseApp
import Synchronization
import TestSupport
import XCTest

/// The hand-read command line (`QuickArguments`) against ArgumentParser: whenever the quick path
/// answers, ArgumentParser reads the same arguments into the same command with the same values;
/// anything else (help, mistakes, unusual forms) is left to ArgumentParser, so its messages and
/// exit statuses stay as they were.
final class QuickArgumentsTests: XCTestCase {
    /// What ArgumentParser makes of `arguments`, in the quick path's terms (nil: an error, help,
    /// or a command the quick path does not read).
    private func parsedByArgumentParser(_ arguments: [String]) -> QuickCommand? {
        Self.parsedByArgumentParser(arguments)
    }

    private static func parsedByArgumentParser(_ arguments: [String]) -> QuickCommand? {
        do {
            switch try GHBrowseCommand.parseAsRoot(arguments) {
            case let root as GHBrowseCommand:
                return .launch(QuickCommand.LaunchChoices(historyFile: root.historyFile, noMouse: root.noMouse,
                                                          theme: root.theme, noCache: root.noCache))
            case let search as SearchCommand:
                return .search(SearchCommandRequest(query: search.query.joined(separator: " "), limit: search.limit,
                                                    sort: search.sort?.sort, order: search.order, json: search.output.json.request),
                               cache: QuickCommand.CacheChoices(noCache: search.output.cache.noCache,
                                                                maximumAge: search.output.cache.maximumAge?.seconds))
            case let view as ViewCommand:
                return .view(repository: view.repository, json: view.output.json.request,
                             cache: QuickCommand.CacheChoices(noCache: view.output.cache.noCache,
                                                              maximumAge: view.output.cache.maximumAge?.seconds))
            case let diff as PullRequestDiffCommand:
                return .pullRequestDiff(repository: diff.target.repository, number: diff.target.number,
                                        cache: QuickCommand.CacheChoices(noCache: diff.cache.noCache,
                                                                         maximumAge: diff.cache.maximumAge?.seconds))
            default:
                return nil
            }
        } catch {
            let isVersion = CommandLineEntry.exitStatus(for: error) == 0
                && GHBrowseCommand.fullMessage(for: error) == GHBrowseVersion.current
            return isVersion ? .version : nil
        }
    }

    private func assertSameAsArgumentParser(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard let quick = QuickArguments.parse(arguments) else { return }
        XCTAssertEqual(quick, parsedByArgumentParser(arguments), "\(arguments)", file: file, line: line)
    }

    func testTheCommonFormsAreReadQuicklyAsArgumentParserReadsThem() {
        let common: [[String]] = [
            [], ["--version"], ["--no-cache"], ["--no-mouse"], ["--history-file", "/tmp/h"], ["--theme", "light"],
            ["--no-mouse", "--theme", "dark", "--history-file", "h", "--no-cache"],
            ["search", "github"], ["--no-cache", "search", "github", "--limit", "30"],
            ["search", "tetris", "language:swift", "stars:>100", "--limit", "250", "--sort", "help-wanted-issues",
             "--order", "asc", "--json"],
            ["search", "-l", "5", "x", "--cache", "5m"], ["search", "x", "--sort", "stars", "--order", "desc"], ["search", "x", "--no-cache", "--sort", "stars"],
            ["search", "--limit", "1000", "view"], ["search", "a b", "c"], ["search", "x", "--limit", "+7"],
            ["view", "octokit/hello"], ["view", "octokit/hello", "--json", "--cache", "1h"],
            ["--no-cache", "view", "bench/large-readme"], ["view", "--no-cache", "a/b"],
            ["pr-diff", "cli/cli", "8854"], ["pr-diff", "a/b", "1", "--no-cache"], ["pr-diff", "--cache", "5m", "a/b", "07"],
            ["--no-cache", "pr-diff", "a/b", "3000"],
        ]
        for arguments in common {
            XCTAssertNotNil(QuickArguments.parse(arguments), "\(arguments)")
            XCTAssertEqual(QuickArguments.parse(arguments), parsedByArgumentParser(arguments), "\(arguments)")
        }
    }

    func testHelpMistakesAndUnusualFormsAreLeftToArgumentParser() {
        let declined: [[String]] = [
            ["--help"], ["-h"], ["help"], ["search", "--help"], ["search", "x", "-h"], ["view", "--help"],
            ["--version", "--no-cache"], ["search", "--version", "x"],
            ["search"], ["search", " "], ["search", "x", "--limit", "0"], ["search", "x", "--limit", "1001"],
            ["search", "x", "--limit=5"], ["search", "x", "-l5"], ["search", "x", "--limit", "many"],
            ["search", "x", "--limit", "5", "--limit", "6"], ["search", "x", "--sort", "popularity"],
            ["search", "x", "--order", "asc"], ["search", "x", "--cache", "5m", "--no-cache"],
            ["search", "--", "-x"], ["search", "-x"], ["search", ""], ["--theme", "dark", "search", "x"],
            ["view"], ["view", "no-slash"], ["view", "a/b/c"], ["view", "/b"], ["view", "../user"], ["view", "a/b", "c/d"],
            ["tree", "a/b"], ["bogus"], ["--no-such-flag"], ["--no-cache", "--no-cache"], ["--theme", "blue"],
            ["--history-file"], ["--history-file", "--no-mouse"], ["--history-file", "search"],
        ]
        for arguments in declined {
            XCTAssertNil(QuickArguments.parse(arguments), "\(arguments)")
        }
    }

    /// Random argument vectors from the words either parser knows (a seeded generator, so a failure
    /// repeats): the quick path agrees with ArgumentParser every time it answers.
    func testRandomArgumentVectorsParseAlikeOrAreDeclined() {
        let words = [
            "search", "view", "tree", "help", "--no-cache", "--no-mouse", "--history-file", "--theme", "--limit", "-l",
            "--sort", "--order", "--json", "--cache", "--help", "-h", "--version", "--", "--limit=5", "-l5", "-",
            "30", "0", "1", "1000", "1001", "-5", "+5", "abc", "stars", "forks", "help-wanted-issues", "updated",
            "asc", "desc", "dark", "light", "auto", "5m", "30s", "2d", "1x", "octokit/hello", "a/b/c", "../user", "/b",
            "tetris", "language:swift", "stars:>100", " ", "", "é", "a b", "view/x", "pr-diff", "--color", "never",
            "--no-pager",
        ]
        var generator = SeededRandom(seed: 20)
        var vectors: [[String]] = []
        for _ in 0..<3000 {
            var arguments: [String] = []
            switch generator.next() % 5 {
            case 0: arguments = ["search"]
            case 1: arguments = ["view"]
            case 2: arguments = ["--no-cache", ["search", "view", "pr-diff"][Int(generator.next() % 3)]]
            case 3: arguments = ["pr-diff"]
            default: break
            }
            for _ in 0..<(generator.next() % 7) {
                arguments.append(words[Int(generator.next() % UInt64(words.count))])
            }
            vectors.append(arguments)
        }
        // ArgumentParser's reading is pure: the vectors are read on every core at once, then compared here.
        let vectorList = vectors
        let readings = Mutex<[Int: (quick: QuickCommand, parser: QuickCommand?)]>([:])
        let lanes = 4
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: vectorList.count, by: lanes) {
                guard let quick = QuickArguments.parse(vectorList[index]) else { continue }
                let parser = Self.parsedByArgumentParser(vectorList[index])
                readings.withLock { $0[index] = (quick, parser) }
            }
        }
        let accepted = readings.withLock { $0.count }
        for (index, reading) in readings.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(reading.quick, reading.parser, "\(vectors[index])")
        }
        // Not vacuous: a good share of the random vectors take the quick path.
        XCTAssertGreaterThan(accepted, 200)
    }
}
