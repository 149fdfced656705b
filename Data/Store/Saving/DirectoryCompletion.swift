import Glibc

/// Completes a typed path to the directories it can name: the directory part as typed, then each
/// subdirectory whose name starts with what follows the last `/` (hidden ones only when that
/// starts with `.`), with a `/` after it, sorted. `~/` is not expanded: the path is taken as typed.
public enum DirectoryCompletion {
    public static func candidates(of typed: String, limit: Int = 200) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let directoryPart = slash.map { String(typed[...$0]) } ?? ""
        let namePrefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let listed = directoryPart.isEmpty ? "." : directoryPart
        guard let stream = opendir(listed) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream), names.count < limit {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard name != ".", name != "..", name.hasPrefix(namePrefix),
                  namePrefix.hasPrefix(".") || !name.hasPrefix(".") else { continue }
            if PosixFiles.isDirectory(listed + (listed.hasSuffix("/") ? "" : "/") + name) {
                names.append(directoryPart + name + "/")
            }
        }
        return names.sorted()
    }
}
