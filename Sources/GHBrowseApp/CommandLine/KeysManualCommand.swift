import ArgumentParser
import TerminalUI

/// `ghbrowse keys-manual` (hidden): prints the KEYS section of the manual page from the key
/// table, for `scripts/man.sh`.
struct KeysManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys-manual",
        abstract: "Print the manual page's KEYS section (mdoc) from the key table.",
        shouldDisplay: false)

    func run() throws {
        print(KeysManual.mdoc(.ghbrowse), terminator: "")
    }
}
