@testable import GHBrowseApp
import Testing

/// Every launch problem reaches the status line: none hides another.
struct StartupNoticeTests {
    @Test func nothingWrongSaysNothing() {
        #expect(StartupNotice.compose(cacheWarning: nil, tokenNotes: [], configProblems: []) == nil)
    }

    @Test func anUnusableCacheATokenNoteAndAConfigProblemAllShow() {
        let notice = StartupNotice.compose(
            cacheWarning: "The response cache is off: /c is not a directory.",
            tokenNotes: ["gh auth token took too long; searching without a token."],
            configProblems: ["/x/config.toml, line 3: unknown setting “colour”"])
        #expect(notice == "The response cache is off: /c is not a directory. "
                + "gh auth token took too long; searching without a token. "
                + "/x/config.toml, line 3: unknown setting “colour”")
    }

    @Test func severalConfigProblemsShowTheFirstAndCountTheRest() {
        let notice = StartupNotice.compose(cacheWarning: nil, tokenNotes: [],
                                           configProblems: ["/x/config.toml, line 3: a", "/x/config.toml, line 4: b",
                                                            "/x/config.toml, line 9: c"])
        #expect(notice == "/x/config.toml, line 3: a (and 2 more: ghbrowse config)")
    }
}
