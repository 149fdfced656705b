/// The settings in force as a `config.toml` (what `ghbrowse config` prints): every setting,
/// defaults included, and every section's keys, so the text can be saved and edited.
public enum ConfigurationTOML {
    public static func render(_ configuration: AppConfiguration, catalog: KeyCatalog) -> String {
        var lines = [
            "theme = \(quoted(configuration.theme.rawValue))  # dark, light or auto",
            "mouse = \(configuration.mouse)",
            "osc52 = \(configuration.osc52)  # false: y shows links instead of copying them",
            "sort = \(quoted(configuration.sort))  # \(AppConfiguration.sorts.joined(separator: ", "))",
            "order = \(quoted(configuration.order))  # desc or asc",
            "cache-size-mb = \(configuration.cacheSizeMiB)",
        ]
        if !catalog.sections.isEmpty {
            lines += ["", "# The keys of each section: request = [key names] (\"j\", \"ctrl-n\", \"enter\", \"esc\", \"pgdn\", \"f1\")."]
        }
        for section in catalog.sections {
            lines += ["", "[keys.\(key(section.name))]"]
            for request in section.requests {
                let keys = configuration.keys(for: request.name, in: section.name, catalog: catalog)
                lines.append("\(key(request.name)) = [\(keys.map { quoted($0.name) }.joined(separator: ", "))]")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bare key when it is one (letters, digits, `-`, `_`), else a quoted one.
    static func key(_ name: String) -> String {
        let bare = !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        return bare ? name : quoted(name)
    }

    /// A TOML basic string: `"` and `\` escaped, controls as `\uXXXX`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
