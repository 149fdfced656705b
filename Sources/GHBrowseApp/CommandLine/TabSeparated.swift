/// One field of a tab-separated line: a tab inside it becomes a space, so fields stay apart.
enum TabSeparated {
    static func field(_ text: String) -> String {
        String(text.map { $0 == "\t" ? " " : $0 })
    }
}
