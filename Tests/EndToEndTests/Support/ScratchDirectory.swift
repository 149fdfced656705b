import Foundation

/// A fresh temporary directory for one test, removed by `remove()`.
final class ScratchDirectory {
    let url: URL

    init(label: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ghbrowse-e2e-\(label)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The absolute path of `name` inside the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
