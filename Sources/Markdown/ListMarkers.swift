/// The markers of one list's items as both layouts draw them: numbers padded to the widest
/// (`9.  `, `10. `), a bullet per nesting depth (`•`, `◦`, `▪`), task boxes (`[x] `, `[ ] `).
struct ListMarkers {
    private let list: MarkdownList
    private let numberWidth: Int
    private let bullet: String

    /// The markers for `list` nested `depth` lists deep (1 for a list at the top).
    init(_ list: MarkdownList, depth: Int) {
        self.list = list
        let last = list.start + max(0, list.items.count - 1)
        numberWidth = String(last).count + 1
        bullet = ["• ", "◦ ", "▪ "][(depth - 1) % 3]
    }

    /// The marker of item `index`.
    func marker(at index: Int) -> String {
        let item = list.items[index]
        var marker: String
        if list.isOrdered {
            let number = "\(list.start + index)."
            marker = number + String(repeating: " ", count: numberWidth - number.count) + " "
        } else {
            marker = item.task == .none ? bullet : ""
        }
        switch item.task {
        case .none: break
        case .checked: marker += "[x] "
        case .unchecked: marker += "[ ] "
        }
        return marker
    }
}
