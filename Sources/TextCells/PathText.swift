/// A file path put into a sentence: when it is wider than the room, it is shortened in the
/// middle, keeping its start and its file name (`/home/me/…/state/ghbrowse/history.corrupt`).
public enum PathText {
    public static func shortened(_ path: String, toWidth width: Int) -> String {
        let safe = TextSanitizer.singleLine(path)
        guard DisplayWidth.of(safe) > width, width > 1 else { return safe }
        let name = safe.split(separator: "/").last.map(String.init) ?? safe
        let nameWidth = DisplayWidth.of(name)
        // The file name whole when it fits with "…/", else its end.
        guard nameWidth + 2 < width else { return "…" + String(TextLayout.clip(String(name.reversed()), toWidth: width - 1).reversed()) }
        let head = TextLayout.clip(safe, toWidth: width - nameWidth - 2)
        return head + "…/" + name
    }
}
