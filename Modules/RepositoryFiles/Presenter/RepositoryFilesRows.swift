import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells

/// The files screen's rows in words: an entry of a directory (its size, its item count, or what
/// it is), and a path the finder found with the characters that matched.
enum RepositoryFilesRows {
    /// What a row shows for an entry whose path `RequestPath` refuses: its name made safe, marked.
    static let unreadableDetail = "unreadable name"

    static func row(for entry: ListingEntry) -> RepositoryFilesViewModel.Row {
        let name = TextSanitizer.singleLine(entry.name)
        if RequestPath.problem(inPath: entry.path) != nil {
            return .init(name: entry.kind == .directory ? name + "/" : name, detail: unreadableDetail, kind: .unreadable)
        }
        switch entry.kind {
        case .directory:
            let count = entry.childCount.map { $0 == 1 ? "1 item" : "\(CompactNumber.grouped($0)) items" } ?? ""
            return .init(name: name + "/", detail: count, kind: .directory)
        case .file:
            return .init(name: name, detail: entry.size.map(ByteCount.text) ?? "", kind: .file)
        case .symlink:
            return .init(name: name, detail: "link", kind: .symlink)
        case .submodule:
            return .init(name: name, detail: "submodule", kind: .submodule)
        }
    }

    /// A path the filter found; `positions` are the byte offsets in it that matched.
    static func row(forPath entry: GitTreeEntry, positions: [Int]) -> RepositoryFilesViewModel.Row {
        let path = TextSanitizer.singleLine(entry.path)
        if RequestPath.problem(inPath: entry.path) != nil {
            return .init(name: path, detail: unreadableDetail, kind: .unreadable)
        }
        let matched = path == entry.path ? characterIndices(ofBytes: positions, in: path) : []
        switch entry.type {
        case .tree: return .init(name: path + "/", detail: "", kind: .directory, matched: matched)
        case .commit: return .init(name: path, detail: "submodule", kind: .submodule, matched: matched)
        case .blob: return .init(name: path, detail: entry.size.map(ByteCount.text) ?? "", kind: .file,
                                 matched: matched)
        }
    }

    /// The indices of the characters of `text` that hold the UTF-8 byte offsets `bytes`, once each.
    static func characterIndices(ofBytes bytes: [Int], in text: String) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        // Printable ASCII: each byte is a character (no CR LF pair, no combining mark).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var indices = bytes.filter { $0 >= 0 && $0 < text.utf8.count }
            indices.sort()
            var kept = 0
            for index in indices where kept == 0 || indices[kept - 1] != index {
                indices[kept] = index
                kept += 1
            }
            indices.removeLast(indices.count - kept)
            return indices
        }
        let wanted = Set(bytes)
        var indices: [Int] = []
        var offset = 0
        for (index, character) in text.enumerated() {
            let length = character.utf8.count
            if wanted.contains(where: { $0 >= offset && $0 < offset + length }) { indices.append(index) }
            offset += length
        }
        return indices
    }
}
