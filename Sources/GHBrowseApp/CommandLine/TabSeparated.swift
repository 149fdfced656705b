/// One field of a tab-separated line: a tab inside it becomes a space, so fields stay apart.
enum TabSeparated {
    static func field(_ text: String) -> String {
        // Most fields hold no tab: handed back as they are, without a pass over their characters.
        guard text.utf8.contains(0x09) else { return text }
        return String(text.map { $0 == "\t" ? " " : $0 })
    }
}
