import Glibc
import Store
import TestSupport
import Testing

/// The recent repositories' file: most recent first, each once, 50 at most, beside the history;
/// a file that is not ours reads as none and is set aside, never lost, at the next write.
@Suite struct RecentRepositoriesStoreTests {
    private func read(_ path: String) -> String? {
        guard case .contents(let bytes) = PosixFiles.read(path, limit: 1 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aMissingFileIsNoneAndRecordsComeMostRecentFirstEachOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = RecentRepositoriesStore(path: directory.appending("state/recent-repositories"))
        #expect(store.load().isEmpty)
        #expect(store.record("junegunn/fzf"))
        #expect(store.record("cli/cli"))
        #expect(store.record("JuneGunn/fzf"))
        #expect(store.load() == ["JuneGunn/fzf", "cli/cli"])
        #expect(read(store.path) == "# ghbrowse recent repositories v1\nJuneGunn/fzf\ncli/cli\n")
    }

    @Test func onlyTheLastFiftyAreKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = RecentRepositoriesStore(path: directory.appending("recent"))
        for index in 0..<60 { store.record("o/r\(index)") }
        let names = store.load()
        #expect(names.count == RecentRepositoriesStore.defaultCapacity)
        #expect(names.first == "o/r59")
        #expect(names.last == "o/r10")
    }

    @Test func namesGitHubCouldNotGiveAreNeverStored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = RecentRepositoriesStore(path: directory.appending("recent"))
        for name in ["", "o", "o/r/x", "../x", "o/..", "o/r\u{1B}[31m", "o/r\n", "o r/x"] {
            #expect(!store.record(name), "\(name)")
        }
        #expect(store.load().isEmpty)
    }

    @Test func aCorruptFileReadsAsNoneAndIsSetAsideNotLostAtTheNextWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("recent")
        try PosixFiles.replaceAtomically(path, with: Array("not a list\n\u{0}junk".utf8))
        let store = RecentRepositoriesStore(path: path)
        #expect(store.load().isEmpty)
        #expect(store.record("cli/cli"))
        #expect(store.load() == ["cli/cli"])
        var entries: [String] = []
        if let handle = opendir(directory.path) {
            while let entry = readdir(handle) {
                entries.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
            }
            closedir(handle)
        }
        let aside = entries.first { $0.hasPrefix("recent.corrupt-") }
        #expect(aside != nil)
        #expect(aside.flatMap { read(directory.appending($0)) } == "not a list\n\u{0}junk")
    }

    @Test func theFileLivesBesideTheSearchHistory() {
        #expect(RecentRepositoriesStore.path(besideHistory: "/home/me/.local/state/ghbrowse/history")
            == "/home/me/.local/state/ghbrowse/recent-repositories")
    }
}
