import GHBrowseApp
import Testing

/// ghbrowse limits malloc to one arena, unless the person set `MALLOC_ARENA_MAX` themselves.
struct MallocArenasTests {
    @Test func withoutTheVariableMallocIsLimitedToOneArena() {
        #expect(MallocArenas.limitToOne(lookup: { _ in nil }))
    }

    @Test func aCountThePersonSetWins() {
        var asked: [String] = []
        let limited = MallocArenas.limitToOne(lookup: { name in
            asked.append(name)
            return "4"
        })
        #expect(!limited)
        #expect(asked == ["MALLOC_ARENA_MAX"])
    }

    @Test func theProcessEnvironmentIsReadByName() {
        #expect(MallocArenas.processEnvironment("PATH") != nil)
        #expect(MallocArenas.processEnvironment("GHBROWSE_NO_SUCH_VARIABLE_4711") == nil)
    }
}
