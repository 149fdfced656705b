/// One broken rule: where, and which of DESIGN.md section 2's rules.
struct Violation: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var message: String

    var description: String { "\(path):\(line): \(message)" }
}

/// The strict-VIPER rules the compiler cannot see (DESIGN.md section 2, rules 1 and 2), checked
/// on one source file. Rule 3 (no terminal or curl in Presenters, Interactors, Entities) is the
/// target graph's: see `PackageGraph`.
///
/// - A Presenter never constructs a concrete Interactor, Router, ViewController, Presenter or
///   HTTP/GitHub client, and never stores one typed as such a concrete class.
/// - Only Routers (and the app's entry point) assemble: Views, Presenters and Interactors never
///   construct an Interactor, ViewController or Presenter.
enum ArchitectureRules {
    static let concreteClients: Set<String> = ["CurlHTTPClient", "GitHubClient"]

    /// Which layer a path (relative to the package root) belongs to.
    enum Layer {
        case presenter, view, interactor, entity, other
    }

    static func layer(of path: String) -> Layer {
        let parts = path.split(separator: "/").map(String.init)
        if parts.count >= 4 && parts[0] == "Modules" && parts[2] == "Presenter" { return .presenter }
        if parts.count >= 4 && parts[0] == "Modules" && parts[2] == "View" { return .view }
        if parts.count >= 3 && parts[0] == "Data" && parts[1] == "Interactors" { return .interactor }
        if parts.count >= 2 && parts[0] == "Entities" { return .entity }
        return .other
    }

    /// Every rule `text` (the file at `path`, relative to the package root) breaks.
    static func violations(path: String, text: String) -> [Violation] {
        let layer = layer(of: path)
        guard layer != .other else { return [] }
        let tokens = SwiftSourceScanner.tokens(in: text)
        var found: [Violation] = []
        func report(_ token: SourceToken, _ message: String) {
            found.append(Violation(path: path, line: token.line, message: message))
        }

        for (index, token) in tokens.enumerated() {
            let isCall = index + 1 < tokens.count && tokens[index + 1].text == "("
            let name = token.text
            guard startsUppercase(name) else { continue }
            if isCall && [.view, .presenter, .interactor].contains(layer)
                && hasSuffix(name, in: ["Interactor", "ViewController", "Presenter"]) {
                report(token, "constructs \(name): only Routers assemble modules (rule 2)")
            } else if isCall && layer == .presenter
                && (hasSuffix(name, in: ["Router"]) || concreteClients.contains(name)) {
                report(token, "constructs \(name): a Presenter gets its collaborators from its Router (rule 2)")
            }
        }
        if layer == .presenter {
            for token in concretelyTypedProperties(tokens) {
                report(token, "holds a \(token.text): a Presenter holds its collaborators as protocols (rule 1)")
            }
        }
        return found
    }

    /// Type names in `let name: Type` / `var name: Type?` declarations that are concrete
    /// Interactors, Routers or ViewControllers.
    static func concretelyTypedProperties(_ tokens: [SourceToken]) -> [SourceToken] {
        var found: [SourceToken] = []
        for index in tokens.indices where tokens[index].text == "let" || tokens[index].text == "var" {
            var next = index + 1
            guard next + 1 < tokens.count, tokens[next + 1].text == ":" else { continue }
            next += 2
            while next < tokens.count, ["[", "("].contains(tokens[next].text) { next += 1 }
            // A qualified name (`Module.Type`) names its last component.
            while next + 2 < tokens.count, tokens[next + 1].text == ".", startsUppercase(tokens[next + 2].text) {
                next += 2
            }
            guard next < tokens.count else { continue }
            let type = tokens[next]
            if startsUppercase(type.text) && hasSuffix(type.text, in: ["Interactor", "Router", "ViewController"]) {
                found.append(type)
            }
        }
        return found
    }

    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first)
    }

    private static func hasSuffix(_ name: String, in suffixes: [String]) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }
}
