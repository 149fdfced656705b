import TerminalUI

/// The KEYS section of `ghbrowse(1)`, in mdoc, written from the key table the screens dispatch
/// through (the `?` screen and the status-line hints come from the same table), so the manual
/// cannot name a key the program does not have.
enum KeysManual {
    static func mdoc(_ bindings: KeyBindings) -> String {
        var lines = [
            ".Sh KEYS",
            "In the browser, each screen has its own keys; those of",
            ".Sy Everywhere",
            "work on every screen. Press",
            ".Sy ?",
            "for this list on the screen itself. Keys can be remapped in",
            ".Pa config.toml",
            "(see",
            ".Nm",
            ".Cm config ) .",
        ]
        for section in bindings.sections {
            lines += [".Ss \(escaped(section.context.title))", ".Bl -tag -width 16n -compact"]
            for binding in section.bindings {
                lines += [".It \(escaped(binding.keyLabel))", escaped(binding.help)]
            }
            lines.append(".El")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe on an mdoc line: a leading `.` or `'` would start a request, and `\` an escape.
    private static func escaped(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\\", with: "\\e")
        if text.hasPrefix(".") || text.hasPrefix("'") { text = "\\&" + text }
        return text
    }
}
