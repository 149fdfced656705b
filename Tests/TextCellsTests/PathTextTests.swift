import TextCells
import Testing

/// A path in a sentence keeps its start and its file name, shortened in the middle.
@Suite struct PathTextTests {
    @Test func aShortPathIsKeptWhole() {
        #expect(PathText.shortened("/tmp/history", toWidth: 40) == "/tmp/history")
    }

    @Test func aLongPathKeepsItsFileName() {
        let path = "/home/someone/.local/state/a/very/deep/folder/ghbrowse/history.corrupt-2026"
        let short = PathText.shortened(path, toWidth: 40)
        #expect(short.hasSuffix("…/history.corrupt-2026"))
        #expect(short.hasPrefix("/home/some"))
        #expect(DisplayWidth.of(short) <= 40)
    }

    @Test func aFileNameWiderThanTheRoomKeepsItsEnd() {
        let short = PathText.shortened("/a/" + String(repeating: "x", count: 60) + ".txt", toWidth: 12)
        #expect(short.hasPrefix("…") && short.hasSuffix(".txt") && DisplayWidth.of(short) <= 12)
    }
}
