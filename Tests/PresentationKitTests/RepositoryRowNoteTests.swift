import Entities
import PresentationKit
import TextCells
import Testing

/// A note ("starred 3 days ago", "private") leads the description column without widening the row.
@Suite struct RepositoryRowNoteTests {
    private func repository(_ name: String, description: String) -> Repository {
        Repository(id: 1, name: name, fullName: "owner/\(name)", owner: User(login: "owner", id: 2),
                   description: description, htmlURL: "https://github.com/owner/\(name)", stargazersCount: 1_234,
                   language: "Swift")
    }

    private func width(_ row: RepositoryRowViewModel) -> Int {
        row.cells.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    @Test(arguments: [40, 60, 80, 120, 200])
    func aRowWithANoteIsAsWideAsOneWithout(columns: Int) {
        let plain = repository("plain", description: "A description that is long enough to be cut somewhere")
        let layout = RepositoryRowLayout(columns: columns, repositories: [plain])
        let without = layout.row(for: plain)
        let with = layout.row(for: plain, note: "starred 3 days ago")
        #expect(width(with) == width(without))
        if layout.descriptionWidth > 0 {
            #expect(with.cells.contains { $0.role == .note })
        } else {
            #expect(!with.cells.contains { $0.role == .note }, "no description column, no note")
        }
    }

    @Test func theNoteComesFirstThenTheDescription() {
        let plain = repository("plain", description: "Words")
        let row = RepositoryRowLayout(columns: 120, repositories: [plain]).row(for: plain, note: "private")
        let roles = row.cells.map(\.role)
        let note = roles.firstIndex(of: .note)
        let description = roles.firstIndex(of: .description)
        #expect(note != nil && description != nil && note! < description!)
    }

    @Test func aHostileNoteIsMadeSafe() {
        let plain = repository("plain", description: "Words")
        let row = RepositoryRowLayout(columns: 120, repositories: [plain]).row(for: plain, note: "x\u{1b}[2Jy")
        #expect(!row.cells.contains { $0.text.contains("\u{1b}") })
    }
}
