/// Reads `[keys]`: `request = ["key", …]` for every section that has the request, or
/// `[keys.SECTION]` for one section. Unknown sections, requests and key names are problems;
/// when two requests of one section end up on the same key, the remap written later keeps
/// its default keys instead.
struct KeyRemapReader {
    private struct Remap {
        var sections: [String]
        var request: String
        var keys: [KeyName]
        var line: Int
        var label: String
    }

    let lines: TOMLLineIndex
    let catalog: KeyCatalog
    private(set) var problems: [(line: Int?, problem: String)] = []
    private var candidates: [Remap] = []

    init(lines: TOMLLineIndex, catalog: KeyCatalog) {
        self.lines = lines
        self.catalog = catalog
    }

    /// The remaps that hold, by section then request.
    var remaps: [String: [String: [KeyName]]] {
        var result: [String: [String: [KeyName]]] = [:]
        for remap in accepted() {
            for section in remap.sections { result[section, default: [:]][remap.request] = remap.keys }
        }
        return result
    }

    mutating func read(_ table: TOMLTable) {
        for name in table.keys.sorted(by: { lineOf(["keys", $0]) < lineOf(["keys", $1]) }) {
            guard let value = table[name] else { continue }
            if let sectionTable = value.table {
                guard let section = catalog.section(named: name) else {
                    problem(["keys", name], "unknown key section “\(SettingsReader.shortened(name))”; ignored (known: "
                            + catalog.sections.map(\.name).joined(separator: ", ") + ")")
                    continue
                }
                for request in sectionTable.keys.sorted(by: { lineOf(["keys", name, $0]) < lineOf(["keys", name, $1]) }) {
                    guard let keys = sectionTable[request] else { continue }
                    guard section.defaultKeys(of: request) != nil else {
                        problem(["keys", name, request], "unknown request “\(SettingsReader.shortened(request))” in "
                                + "[keys.\(name)]; ignored")
                        continue
                    }
                    add(sections: [name], request: request, value: keys, path: ["keys", name, request],
                        label: "[keys.\(name)]")
                }
            } else {
                let sections = catalog.sections(having: name).map(\.name)
                guard !sections.isEmpty else {
                    problem(["keys", name], "unknown request “\(SettingsReader.shortened(name))” in [keys]; ignored")
                    continue
                }
                add(sections: sections, request: name, value: value, path: ["keys", name], label: "[keys]")
            }
        }
    }

    private mutating func add(sections: [String], request: String, value: TOMLValue, path: [String],
                              label: String) {
        let line = lines.line(of: path) ?? 0
        var names: [String] = []
        if let single = value.string {
            names = [single]
        } else if let array = value.array {
            for element in array {
                guard let name = element.string else {
                    problem(path, "\(request) must be a list of key names such as [\"j\", \"ctrl-n\"]; it keeps its default keys")
                    return
                }
                names.append(name)
            }
        } else {
            problem(path, "\(request) must be a list of key names such as [\"j\", \"ctrl-n\"]; it keeps its default keys")
            return
        }
        var keys: [KeyName] = []
        for name in names {
            guard let key = KeyName(parsing: name) else {
                problem(path, "“\(SettingsReader.shortened(name))” is not a key name (try \"j\", \"ctrl-n\", \"enter\", "
                        + "\"esc\", \"pgdn\", \"f1\"); \(request) keeps its default keys")
                return
            }
            if !keys.contains(key) { keys.append(key) }
        }
        candidates.append(Remap(sections: sections, request: request, keys: keys, line: line, label: label))
    }

    /// The candidates minus those that would bind a key twice in a section (the later one of
    /// each clash is dropped, with a problem), checked against the catalog's defaults too.
    private func accepted() -> [Remap] {
        var kept = candidates
        while let clash = firstClash(kept) {
            kept.removeAll { $0.line == clash.dropped.line && $0.request == clash.dropped.request }
        }
        return kept
    }

    /// Problems about clashes, in line order (computed once `read` is done).
    var clashProblems: [(line: Int?, problem: String)] {
        var kept = candidates
        var found: [(line: Int?, problem: String)] = []
        while let clash = firstClash(kept) {
            found.append((clash.dropped.line, "“\(clash.key.name)” is bound twice in section \(clash.section): "
                          + "\(clash.other) and \(clash.dropped.request); \(clash.dropped.request) keeps its default keys"))
            kept.removeAll { $0.line == clash.dropped.line && $0.request == clash.dropped.request }
        }
        return found
    }

    private func firstClash(_ remaps: [Remap]) -> (section: String, key: KeyName, other: String, dropped: Remap)? {
        var clashes: [(section: String, key: KeyName, other: String, dropped: Remap)] = []
        for section in catalog.sections {
            let inSection = remaps.filter { $0.sections.contains(section.name) }
            guard !inSection.isEmpty else { continue }
            var owner: [KeyName: String] = [:]
            var effective: [(request: String, keys: [KeyName])] = section.requests.map { request in
                (request.name, inSection.last { $0.request == request.name }?.keys ?? request.keys)
            }
            effective.sort { lineOf($0.request, inSection) < lineOf($1.request, inSection) }
            for (request, keys) in effective {
                for key in keys {
                    if let other = owner[key], other != request {
                        // The later of the two remaps (a default counts as written first) gives way.
                        let candidates = inSection.filter { $0.request == request || $0.request == other }
                        if let dropped = candidates.max(by: { $0.line < $1.line }) {
                            let kept = dropped.request == request ? other : request
                            clashes.append((section.name, key, kept, dropped))
                        }
                    } else {
                        owner[key] = request
                    }
                }
            }
        }
        return clashes.min { $0.dropped.line < $1.dropped.line }
    }

    /// Defaults first (line 0), then remaps by line.
    private func lineOf(_ request: String, _ remaps: [Remap]) -> Int {
        remaps.last { $0.request == request }?.line ?? 0
    }

    private func lineOf(_ path: [String]) -> Int {
        lines.line(of: path) ?? 0
    }

    private mutating func problem(_ path: [String], _ text: String) {
        problems.append((lines.line(of: path), text))
    }
}
