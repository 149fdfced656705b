import Entities
import PresentationKit
import TextCells

/// How every diff view lays out a changed file (the commit screen, a pull request's files): its
/// entry in a list of files, its heading and its patch as diff lines, the counts of added and
/// deleted lines. Every piece of GitHub's text goes through the sanitizer.
public enum DiffTextLayout {
    /// Adds `file`'s heading and its patch (or a sentence saying why there is none) to `lines`,
    /// after a blank line; returns the index of its heading (where Tab goes).
    @discardableResult
    public static func appendPatch(of file: CommitFile, to lines: inout DiffTextLines) -> Int {
        appendPatch(of: file, patch: patchLines(of: file), to: &lines)
    }

    /// The file's patch, its lines found (nil for a file without one: binary, or too large).
    public static func patchLines(of file: CommitFile) -> PatchLines? {
        guard let patch = file.patch, !patch.isEmpty else { return nil }
        return PatchLines(patch)
    }

    /// `appendPatch(of:to:)` with the file's `patchLines(of:)` found already (a view that lays
    /// its files out again, filtered, finds each patch's lines once).
    @discardableResult
    public static func appendPatch(of file: CommitFile, patch: PatchLines?, to lines: inout DiffTextLines) -> Int {
        lines.append(DiffTextLine())
        let start = lines.count
        lines.append(DiffTextLine([.init("── " + name(of: file), .heading), .init("  ")]
                                  + changeCounts(additions: file.additions, deletions: file.deletions)))
        guard let patch, !patch.isEmpty else {
            lines.append(DiffTextLine("   no patch: a binary file, or a diff too large for GitHub to show", .note))
            return start
        }
        lines.append(patch: patch)
        return start
    }

    /// `+1,204 −37`: GitHub's counts grouped, a negative one (which no real diff has) shown as 0.
    public static func changeCounts(additions: Int, deletions: Int) -> [DiffTextLine.Run] {
        [.init("+" + CompactNumber.grouped(max(0, additions)), .addition), .init(" "),
         .init("−" + CompactNumber.grouped(max(0, deletions)), .deletion)]
    }

    /// `  M  src/parser.swift  +3 −1`.
    public static func fileEntry(_ file: CommitFile) -> DiffTextLine {
        DiffTextLine([.init("  " + statusLetter(file.status) + "  ", .dim), .init(name(of: file)), .init("  ")]
                     + changeCounts(additions: file.additions, deletions: file.deletions))
    }

    /// The file's name, `old → new` for a rename.
    public static func name(of file: CommitFile) -> String {
        if let old = file.previousFilename, !old.isEmpty, old != file.filename {
            return safe(old) + " → " + safe(file.filename)
        }
        return safe(file.filename)
    }

    /// `A`, `D`, `R`, `C`, `M` for GitHub's file statuses, `·` for one it does not know.
    public static func statusLetter(_ status: String) -> String {
        switch status {
        case "added": return "A"
        case "removed": return "D"
        case "renamed": return "R"
        case "copied": return "C"
        case "modified", "changed": return "M"
        default: return "·"
        }
    }

    /// A patch line with its first column back (`+`, `-`, space), tabs expanded, made safe.
    public static func line(for line: DiffLine) -> DiffTextLine {
        let text = safe(TabExpansion.expand(line.text))
        switch line.kind {
        case .hunk: return DiffTextLine(text, .hunk)
        case .addition: return DiffTextLine("+" + text, .addition)
        case .deletion: return DiffTextLine("-" + text, .deletion)
        case .context: return DiffTextLine(" " + text, .plain)
        case .note: return DiffTextLine("\\ " + text, .note)
        }
    }

    private static func safe(_ text: String) -> String {
        TextSanitizer.singleLine(text)
    }
}
