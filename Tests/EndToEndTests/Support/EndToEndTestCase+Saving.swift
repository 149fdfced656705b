import FixtureServer
import Foundation
import XCTest

/// Issue 29's `d` as the end-to-end tests drive it: the prompt, a path typed over the offered one,
/// the release whose assets are saved.
extension EndToEndTestCase {
    /// `d`, then, once `Save as: OFFERED` shows, `path` typed in its place and Enter.
    func saveAs(_ session: TmuxSession, offered: String, path: String, file: StaticString = #filePath,
                line: UInt = #line) {
        session.sendKeys("d")
        session.waitForText("Save as: \(offered)", file: file, line: line)
        typeSavePath(session, path)
    }

    /// The prompt's field emptied (Ctrl-U), `path` typed and Enter.
    func typeSavePath(_ session: TmuxSession, _ path: String) {
        session.sendKeys("C-u")
        session.type(path)
        session.sendKeys("Enter")
    }

    /// `ghbrowse-fixtures/assets` found (`trigger-release-assets`), its releases (`R`) and release
    /// `v1.0` opened, its four assets listed.
    func openAssetsRelease(_ session: TmuxSession) {
        session.waitForText("Search:")
        session.type("trigger-release-assets")
        session.sendKeys("Enter")
        session.waitForSelection(ReleaseAssetFixtures.fullName)
        session.sendKeys("Enter")
        session.waitFor("the assets repository's detail") { $0.first?.contains(ReleaseAssetFixtures.fullName) == true }
        session.sendKeys("R")
        session.waitForText(ReleaseAssetFixtures.tag, "Assets to save")
        session.sendKeys("Enter")
        session.waitForText("Assets (4)", "big.bin")
    }

    /// Every file under the scratch directory, as paths relative to it.
    func scratchFiles() -> [String] {
        let root = scratch.url.path
        let walker = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }
}
